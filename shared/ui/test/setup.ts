// happy-dom reports en-US; the product's default language is Portuguese. (Tests of the build-time
// side, such as `system.test.ts`, run in Node, without a window.)
if (typeof window !== 'undefined') {
  Object.defineProperty(window.navigator, 'language', { get: () => 'pt-BR', configurable: true });
}
