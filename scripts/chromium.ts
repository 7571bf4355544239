/**
 * Debian's Chromium, driven by playwright-core, launched one way for everything that needs a
 * real browser: the browser tests (`e2e`) and the site's JavaScript budget
 * (`site/scripts/budget.ts`).
 */
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * No sandbox (the tests may run as root in a container), no GPU, and none of Chromium's own
 * traffic (updates, sync, first-run pages, QUIC): the network here reaches only our servers
 * and the npm registry, and a blocked background request would only slow every page down.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}
