/**
 * Station pages in real Chromium: a station page opened by its address, a day moved forward, the page
 * reloaded and Back pressed; the month table printed and downloaded; a place, a beach and a ZIP
 * code found from the search; a search shared by its address; and the stations near the visitor.
 * The browser is in Tokyo: every date and time must be the station's.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousAxeViolations, launch, open, watchedPage } from './browser.ts';

const BOSTON_PAGE = '/tides/ma/boston-8443970';

/** Today and tomorrow on Boston's clock. */
function bostonDay(offsetDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + offsetDays)).toISOString().slice(0, 10);
}

function longDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));
}

describe('station pages', () => {
  let browser: Browser;
  let context: BrowserContext;
  const siteUrl = inject('siteUrl');

  beforeAll(async () => {
    browser = await launch();
    context = await browser.newContext({
      timezoneId: 'Asia/Tokyo',
      locale: 'en-US',
      acceptDownloads: true,
      // Standing on Long Wharf, Boston, with the position shared when asked.
      geolocation: { latitude: 42.3601, longitude: -71.0505 },
      permissions: ['geolocation'],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  const dayHeading = (page: Page) => page.locator('#day-title');

  it('opens by its address, moves a day, keeps it through a reload, and goes back', async () => {
    const { page, consoleErrors } = await watchedPage(context);
    await open(page, `${siteUrl}${BOSTON_PAGE}`);
    expect(await page.locator('h1').textContent()).toBe('Boston, MA Tides');
    await expect.poll(() => dayHeading(page).textContent()).toBe(`Today, ${longDay(bostonDay())}`);
    await page.locator('.station-day-results').getByText('High Tides').first().waitFor();
    // The week: seven days from Boston's today, each with its tides in Boston time.
    const week = page.locator('.week tbody tr');
    await expect.poll(() => week.count()).toBe(7);
    expect(await week.first().textContent()).toMatch(/\d{1,2}:\d{2} [AP]M E[SD]T/);
    expect(await page.locator('.week').textContent()).not.toMatch(/JST|GMT\+9/);

    await page.getByRole('link', { name: 'Next day →' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?date=${bostonDay(1)}`);
    await expect.poll(() => dayHeading(page).textContent()).toBe(longDay(bostonDay(1)));
    await expect
      .poll(() => page.locator('.station-day-results [data-slot="date"]').first().textContent())
      .toBe(longDay(bostonDay(1)));

    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect.poll(() => dayHeading(page).textContent()).toBe(longDay(bostonDay(1)));

    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => dayHeading(page).textContent()).toBe(`Today, ${longDay(bostonDay())}`);
    await expectNoSeriousAxeViolations(page);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('prints a month alone, one row a day, and downloads the same rows as CSV', async () => {
    const { page, consoleErrors } = await watchedPage(context);
    await open(page, `${siteUrl}${BOSTON_PAGE}?view=month&month=2027-02`);
    const rows = page.locator('.tide-table.month tbody tr');
    await expect.poll(() => rows.count()).toBe(28);
    expect(await page.locator('#month-title').textContent()).toBe(
      'Boston, MA tide table, February 2027',
    );

    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print this month' }).isVisible()).toBe(false);
    expect(await page.locator('.tide-table.month').isVisible()).toBe(true);
    const pdf = await page.pdf({ format: 'Letter' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.emulateMedia({ media: 'screen' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('boston-8443970-2027-02.csv');
    const file = readFileSync((await download.path()) ?? '', 'utf8');
    // A byte-order mark first, so a spreadsheet reads the file as UTF-8.
    expect(file.startsWith('\uFEFF')).toBe(true);
    const csv = file.slice(1).trim().split('\r\n');
    expect(csv[0]).toMatch(
      /^station_id,station,date,type,time,time_zone,time_zone_abbreviation,time_with_utc_offset,height_ft_from_mllw/,
    );
    // Nearly four tides a day for 28 days.
    expect(csv.length).toBeGreaterThan(100);
    expect(csv.slice(1).every((line) => line.startsWith('noaa/8443970,Boston,2027-02-'))).toBe(
      true,
    );

    await page.getByRole('link', { name: 'Next month →' }).click();
    await expect.poll(() => rows.count()).toBe(31);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('finds Waikiki, the Outer Banks and 02110 from the search, each with its distance', async () => {
    const { page } = await watchedPage(context);
    await open(page, `${siteUrl}/find-tides`);
    const box = page.getByRole('combobox');
    const first = page.getByRole('option').first();

    await box.fill('Waikiki');
    await expect.poll(() => first.textContent()).toMatch(/^Honolulu, HI.*from Waikiki, HI$/);

    await box.fill('Outer Banks');
    await expect.poll(() => first.textContent()).toMatch(/, NC.*from Outer Banks, NC$/);

    await box.fill('02110');
    await expect.poll(() => first.textContent()).toMatch(/^Boston, MA.*from Boston, MA 02110$/);
    await page.close();
  });

  it('keeps a search in the address, so a reload, a shared link and Back restore it', async () => {
    const { page, consoleErrors } = await watchedPage(context);
    await open(page, `${siteUrl}/find-tides`);
    await page.getByRole('combobox').fill('02110');
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Find Tides', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('station')).toBe('noaa/8443970');
    const date = new URL(page.url()).searchParams.get('date');
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const results = page.locator('[data-slot="results"]');
    await results.getByText('High Tides').first().waitFor();
    expect(await page.getByRole('combobox').inputValue()).toBe('Boston, MA');

    await page.getByRole('link', { name: /^Boston, MA: the week ahead/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(BOSTON_PAGE);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe(date);
    await results.getByText('High Tides').first().waitFor();
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('lists the stations near the visitor, asking for the position only when pressed', async () => {
    const { page } = await watchedPage(context);
    await open(page, `${siteUrl}/tides/ma`);
    await page.getByRole('link', { name: 'Gloucester Harbor', exact: true }).click();
    await page.getByRole('button', { name: 'Find stations near me' }).click();
    const near = page.locator('.near-me-list li');
    await near.first().waitFor();
    expect(await near.first().textContent()).toMatch(/^Boston, MA \d+\.\d mi \(\d+\.\d km\) away$/);
    await near.first().getByRole('link').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(BOSTON_PAGE);
    await page.close();
  });
});
