// Unit and integration tests: every *.test.ts beside the code, in Node.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['functions/**/*.test.ts', 'db/**/*.test.ts', 'scripts/**/*.test.ts', 'site/src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
