import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A page's data arrives over a real backend on a busy 2-core machine: what a test waits for
    // with expect.poll may take longer than Vitest's default second, never longer than this.
    expect: { poll: { timeout: 10_000 } },
    // One Chromium at a time on a 2-core machine.
    fileParallelism: false,
  },
});
