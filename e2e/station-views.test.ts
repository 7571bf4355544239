/**
 * A first visitor from anywhere, in real Chromium at a desktop's and a phone's width: a station
 * outside the US found from the home page's search and from Find Tides opens its own page; a
 * day chosen ahead brings its own week; a year of tides shown, printed in portrait on Letter and A4 two months to a sheet
 * and downloaded; a day's heights hour by hour. The browser is in Tokyo: every date is the
 * station's.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousAxeViolations, launch, open, watchedPage } from './browser.ts';

const BOSTON_PAGE = '/tides/ma/boston-8443970';
/** Vancouver, British Columbia's page: under Canada, its name and its gauge's number. */
const VANCOUVER_PAGE = /^\/tides\/canada\/vancouver-[a-z0-9-]+$/;

/** The papers a year prints on, portrait, and the margin its sheets keep (`@page year`). */
const PAPERS = [
  { format: 'Letter', widthIn: 8.5, heightIn: 11 },
  { format: 'A4', widthIn: 8.27, heightIn: 11.7 },
] as const;
const PRINT_MARGIN_IN = 0.4;
const CSS_PX_PER_IN = 96;

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
    context = await browser.newContext({
      timezoneId: 'Asia/Tokyo',
      locale: 'en-US',
      viewport,
      acceptDownloads: true,
    });
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
      await page.getByRole('heading', { name: 'Sunday, July 4, 2027', exact: true }).waitFor();
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

  describe('a year of tides', () => {
    it(
      'shows twelve months in the station’s time, prints two whole months to a portrait sheet, and downloads',
      async () => {
        const { page, consoleErrors } = await watchedPage(context);
        await open(page, `${siteUrl}${BOSTON_PAGE}?view=year&year=2027`);
        await page
          .getByRole('heading', { level: 2, name: 'Boston, MA tide table, 2027' })
          .waitFor();
        expect(await page.title()).toBe('Boston, MA Tide Table, 2027 | Tide Charts');
        // The months come one after another; the buttons once all twelve are in.
        await page.getByRole('button', { name: 'Print this year' }).waitFor({ timeout: 150_000 });
        const months = page.locator('.year-month');
        expect(await months.count()).toBe(12);
        expect(await months.first().getByRole('heading').textContent()).toBe('January 2027');
        expect(await months.last().getByRole('heading').textContent()).toBe('December 2027');
        // A row a day, each tide on Boston's clock; the clocks' changes said on their days.
        expect(await page.locator('.tide-table.year tbody tr').count()).toBe(365);
        const march = months.nth(2);
        expect(await march.textContent()).toContain('Clocks go forward to EDT');
        expect(await months.nth(10).textContent()).toContain('Clocks go back to EST');
        expect(await march.locator('tbody tr').first().textContent()).toMatch(
          /\d{1,2}:\d{2} [AP]M/,
        );
        // The moon's quarters: twelve or thirteen full moons in a year.
        const fullMoons = await page.locator('.moon-quarter', { hasText: 'Full Moon' }).count();
        expect(fullMoons).toBeGreaterThanOrEqual(12);
        expect(fullMoons).toBeLessThanOrEqual(13);
        await expectNoSeriousAxeViolations(page);

        // Printed in portrait on Letter and on A4: two months to a sheet, each whole in its
        // column, under a line naming the station, datum, units and zone.
        await page.emulateMedia({ media: 'print' });
        for (const paper of PAPERS) {
          // The page's width inside its margins, as the print layout is laid out at.
          await page.setViewportSize({
            width: Math.floor((paper.widthIn - 2 * PRINT_MARGIN_IN) * CSS_PX_PER_IN),
            height: viewport.height,
          });
          const layout = await page.evaluate(() =>
            [...document.querySelectorAll<HTMLElement>('.year-sheet')].map((sheet) => {
              const box = sheet.getBoundingClientRect();
              return {
                head: sheet.querySelector('.year-sheet-head')?.textContent ?? '',
                bottom: box.bottom + window.scrollY,
                height: box.height,
                months: [...sheet.querySelectorAll<HTMLElement>('.year-month')].map((month) => {
                  const { left, right } = month.getBoundingClientRect();
                  return { left, right, width: month.clientWidth };
                }),
                // Any table or cell whose content is wider than its box overprints its neighbour.
                overflowing: [...sheet.querySelectorAll<HTMLElement>('table, th, td')]
                  .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
                  .map((cell) => cell.textContent),
              };
            }),
          );
          const pageHeight = (paper.heightIn - 2 * PRINT_MARGIN_IN) * CSS_PX_PER_IN;
          expect(layout).toHaveLength(6);
          for (const sheet of layout) {
            expect(sheet.head).toContain('Boston, MA tide table, 2027');
            expect(sheet.head).toContain('Heights in feet from Mean Lower Low Water (MLLW)');
            expect(sheet.head).toContain('America/New_York');
            expect(sheet.overflowing).toEqual([]);
            expect(sheet.height).toBeLessThanOrEqual(pageHeight);
            const [left, right] = sheet.months;
            expect(sheet.months).toHaveLength(2);
            expect(left!.right).toBeLessThanOrEqual(right!.left);
          }
          // The first sheet under the page's title still fits its page.
          expect(layout[0]!.bottom).toBeLessThanOrEqual(pageHeight);

          const pdf = (await page.pdf({ format: paper.format, preferCSSPageSize: true })).toString(
            'latin1',
          );
          expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(6);
          const [, width = 0, height = 0] =
            /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)/.exec(pdf) ?? [];
          expect(Number(width)).toBeCloseTo(paper.widthIn * 72, 0);
          expect(Number(height)).toBeCloseTo(paper.heightIn * 72, 0);
        }
        await page.setViewportSize(viewport);
        await page.emulateMedia({ media: 'screen' });

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download CSV' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe('boston-8443970-2027.csv');
        const file = readFileSync((await download.path()) ?? '', 'utf8');
        const lines = file.slice(1).trim().split('\r\n').slice(1);
        // Nearly four tides a day, every day of 2027.
        expect(lines.length).toBeGreaterThan(1300);
        expect(lines.every((line) => line.startsWith('noaa/8443970,Boston,2027-'))).toBe(true);
        expect(new Set(lines.map((line) => line.split(',')[2])).size).toBe(365);
        expect(consoleErrors).toEqual([]);
        await page.close();
      },
      // Twelve months asked for one after another, then printed and downloaded, on a busy 2-core
      // machine: well over the usual minute.
      180_000,
    );
  });

  describe('a month’s table', () => {
    it('is titled as the month’s table, not as the day’s page', async () => {
      const { page } = await watchedPage(context);
      await open(page, `${siteUrl}${BOSTON_PAGE}?view=month&month=2027-02`);
      await expect
        .poll(() => page.title())
        .toBe('Boston, MA Tide Table, February 2027 | Tide Charts');
      await page.close();
    });
  });

  describe('a day’s heights hour by hour', () => {
    it('lists the 24 hours of the day in the station’s time, in the visitor’s units', async () => {
      const { page, consoleErrors } = await watchedPage(context);
      await open(page, `${siteUrl}${BOSTON_PAGE}?date=2027-07-04&view=hours`);
      const table = page.getByRole('table', { name: /^The water level each hour/ });
      await table.waitFor();
      const rows = table.locator('tbody tr');
      expect(await rows.count()).toBe(24);
      expect(await rows.first().getByRole('rowheader').textContent()).toBe('12:00 AM');
      expect(await rows.last().getByRole('rowheader').textContent()).toBe('11:00 PM');
      for (const cell of await table.getByRole('cell').allTextContents()) {
        expect(cell).toMatch(/^-?\d+\.\d ft$/);
      }
      await expectNoSeriousAxeViolations(page);
      expect(consoleErrors).toEqual([]);
      await page.close();
    });

    it('has 23 hours on the day the clocks go forward', async () => {
      const { page } = await watchedPage(context);
      await open(page, `${siteUrl}${BOSTON_PAGE}?date=2027-03-14&view=hours`);
      const table = page.getByRole('table', { name: /^The water level each hour/ });
      await table.waitFor();
      const hours = await table.getByRole('rowheader').allTextContents();
      expect(hours).toHaveLength(23);
      expect(hours.slice(0, 3)).toEqual(['12:00 AM', '1:00 AM', '3:00 AM']);
      await page.close();
    });
  });
});
