/**
 * The home page's landmarks in real Chromium, on a desktop and a phone: one banner, one main, one
 * contentinfo, and no two regions or navigations of one name, so a screen reader's list of them
 * says where each one leads.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { landmarkViolations, launch, open, watchedPage } from './browser.ts';

const siteUrl = inject('siteUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SCREENS = [
  { name: 'a desktop', viewport: { width: 1280, height: 900 }, isMobile: false },
  { name: 'a phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

describe('the home page', () => {
  for (const screen of SCREENS) {
    it(`names each landmark once on ${screen.name}`, async () => {
      const context = await browser.newContext({
        viewport: screen.viewport,
        isMobile: screen.isMobile,
        hasTouch: screen.isMobile,
      });
      const { page, consoleErrors } = await watchedPage(context);
      await open(page, `${siteUrl}/`);
      expect(await landmarkViolations(page)).toEqual([]);
      expect(await page.getByRole('region', { name: 'Tide Charts', exact: true }).count()).toBe(1);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
