import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    // Setting up runs initdb, the migrations and the 6.7 MB seed on two databases, and on a
    // fresh clone Deno's first download of the function's npm: packages.
    hookTimeout: 180_000,
  },
});
