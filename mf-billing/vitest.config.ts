import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // The wizard tests type into four forms and wait for the ~1 s card check; on a busy CI machine that
    // takes longer than the 5 s default (a guard, not a timing assertion).
    testTimeout: 30_000,
  },
});
