import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    // Some files run initdb, the migrations and the 6.7 MB seed on PostgreSQL, and on a fresh
    // clone Deno's first download of the edge function's npm: packages.
    hookTimeout: 180_000,
    // Each file starts its own backend; one at a time keeps a 2-core machine responsive.
    fileParallelism: false,
  },
});
