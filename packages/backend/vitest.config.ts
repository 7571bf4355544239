import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file starts its own backend; one at a time keeps a 2-core machine responsive.
    fileParallelism: false,
  },
});
