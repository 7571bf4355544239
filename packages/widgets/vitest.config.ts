import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // Component CSS is not under test in jsdom, except the stylesheet the custom elements
    // inline into their shadow roots (`styles.css?inline`), which their tests read.
    css: { include: [/[\\/]src[\\/]styles\.css(?:\?|$)/] },
  },
});
