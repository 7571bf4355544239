import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { newestR2wc, wantsNewestR2wc } from './scripts/newest-r2wc.ts';

/** With `TIDES_R2WC=newest`, the elements run on r2wc's newest release instead of the locked one. */
function r2wcAlias(): Record<string, string> {
  if (!wantsNewestR2wc()) return {};
  const { dir, versions } = newestR2wc();
  console.info(`[tides] Testing against the newest r2wc: ${JSON.stringify(versions)}`);
  return { '@r2wc/react-to-web-component': `${dir}/dist/react-to-web-component.js` };
}

export default defineConfig({
  plugins: [react()],
  resolve: { alias: r2wcAlias() },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // A jsdom test that types and waits for a lookup takes a second or two on a quiet machine;
    // on a machine three times as busy it must still pass, so Vitest's 5 s default is too tight.
    testTimeout: 20_000,
    // Component CSS is not under test in jsdom, except the stylesheet the custom elements
    // inline into their shadow roots (`styles.css?inline`), which their tests read.
    css: { include: [/[\\/]src[\\/]styles\.css(?:\?|$)/] },
  },
});
