import { fileURLToPath } from 'node:url';

const setup = (name: string) => fileURLToPath(new URL(`./src/testing/${name}.ts`, import.meta.url));

interface FrontendTestOptions {
  /** The package sets the language its own way (its setup file) instead of `locale` in localStorage. */
  ownSetup?: string;
  url?: string;
}

/**
 * The unit-test settings every frontend package shares (each package's vitest.config.ts): happy-dom, testing-library
 * cleaned up after each test, Portuguese, and timeouts that hold on a busy two-core CI runner where the unit step
 * runs every project at once (guards against a hang, not timing assertions: the 5 s default failed a CI run).
 */
export function frontendTest(options: FrontendTestOptions = {}) {
  return {
    environment: 'happy-dom' as const,
    ...(options.url ? { environmentOptions: { happyDOM: { url: options.url } } } : {}),
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: [setup('dom-setup'), options.ownSetup ?? setup('portuguese-storage')],
    testTimeout: 30_000,
  };
}
