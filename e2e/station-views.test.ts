/**
 * A first visitor from anywhere, in real Chromium at a desktop's and a phone's width: a station
 * outside the US found from the home page's search and from Find Tides opens its own page; a
 * day chosen ahead brings its own week. The browser is in Tokyo: every date is the station's.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousAxeViolations, launch, open, watchedPage } from './browser.ts';

const BOSTON_PAGE = '/tides/ma/boston-8443970';
/** Vancouver, British Columbia's page: under Canada, its name and its gauge's number. */
const VANCOUVER_PAGE = /^\/tides\/canada\/vancouver-[a-z0-9-]+$/;

const SCREENS = [
  ['a desktop', { width: 1280, height: 900 }],
  ['a phone', { width: 390, height: 844 }],
] as const;

describe.each(SCREENS)('on %s', (_screen, viewport) => {
  let browser: Browser;
  let context: BrowserContext;
  const siteUrl = inject('siteUrl');

  beforeAll(async () => {
    browser = await launch();
    context = await browser.newContext({ timezoneId: 'Asia/Tokyo', locale: 'en-US', viewport });
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe('a station outside the US', () => {
    it('opens its own page when chosen from the home page’s search for "Vancouver BC"', async () => {
      const { page, consoleErrors } = await watchedPage(context);
      await open(page, siteUrl);
      const search = page.getByRole('combobox', { name: 'Find a tide station' });
      await search.fill('Vancouver BC');
      await page.getByRole('option', { name: /^Vancouver, British Columbia/ }).click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(VANCOUVER_PAGE);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Vancouver, British Columbia Tides');
      await page.getByRole('heading', { name: 'The Week Ahead' }).waitFor();
      expect(consoleErrors).toEqual([]);
      await page.close();
    });

    it('is linked from its Find Tides result', async () => {
      const { page, consoleErrors } = await watchedPage(context);
      await open(page, `${siteUrl}/find-tides`);
      await page.getByRole('combobox').fill('Vancouver BC');
      await page.getByRole('option', { name: /^Vancouver, British Columbia/ }).click();
      await page.getByRole('button', { name: 'Find Tides', exact: true }).click();
      const link = page.getByRole('link', { name: /^Vancouver, British Columbia: the week ahead/ });
      await link.click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(VANCOUVER_PAGE);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Vancouver, British Columbia Tides');
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  });

  describe('a day chosen ahead in the address', () => {
    it('shows the seven days from that day in the week', async () => {
      const { page, consoleErrors } = await watchedPage(context);
      await open(page, `${siteUrl}${BOSTON_PAGE}?date=2027-07-04`);
      await page.getByRole('heading', { name: 'Sunday, July 4, 2027' }).waitFor();
      const week = page.getByRole('region', { name: 'The Week from Sunday, July 4, 2027' });
      const rows = week.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(7);
      expect(await rows.first().getByRole('rowheader').textContent()).toMatch(/^Sun, Jul 4/);
      expect(await rows.last().getByRole('rowheader').textContent()).toMatch(/^Sat, Jul 10/);
      expect(await rows.first().getAttribute('aria-current')).toBe('date');
      // July in Boston is daylight time.
      expect(await rows.first().textContent()).toMatch(/\d{1,2}:\d{2} [AP]M EDT/);
      await expectNoSeriousAxeViolations(page);
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  });
});
