// The shell reads the browser's language; happy-dom reports en-US and the product's first language is Portuguese.
Object.defineProperty(window.navigator, 'language', { get: () => 'pt-BR', configurable: true });
