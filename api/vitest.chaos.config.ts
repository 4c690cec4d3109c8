import { defineConfig } from 'vitest/config';

// `npm run test:chaos` (scripts/chaos.mjs): kills, stops and database cuts against real server processes on
// PostgreSQL. Apart from `npm test` (test/**/*.test.ts): one file at a time, the load is the measurement.
export default defineConfig({
  test: {
    include: ['test/chaos/**/*.chaos.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
