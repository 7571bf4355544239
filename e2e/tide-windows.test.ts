/**
 * Planning around the tide in real Chromium: at Boston, "below 0 ft in daylight" searched on the station page,
 * its address shared, the first time's day opened, and the search's calendar feed subscribed
 * to: a webcal: link to the same search, whose feed a calendar app can read. The browser is in
 * Tokyo: every time must be Boston's.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousAxeViolations, launch, open, watchedPage } from './browser.ts';

const BOSTON_PAGE = '/tides/ma/boston-8443970';

function longDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));
}

describe('finding times when the water is where one needs it', () => {
  let browser: Browser;
  let context: BrowserContext;
  const siteUrl = inject('siteUrl');
  const apiUrl = inject('apiUrl');

  beforeAll(async () => {
    browser = await launch();
    context = await browser.newContext({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds minus tides in daylight at Boston, opens the first one’s day, and subscribes', async () => {
    const { page, consoleErrors } = await watchedPage(context);
    // The page's clock stands still at the test's start, so that "still to come" below means the
    // same instant on the page and in the comparison with the feed.
    const now = Date.now();
    await page.clock.setFixedTime(now);
    await open(page, `${siteUrl}${BOSTON_PAGE}`);
    const finder = page.locator('#find-times');
    await finder.getByLabel('The water is').selectOption('below');
    await finder.getByLabel('Height (ft)').fill('0');
    await finder.getByLabel('Light').selectOption('day');
    await finder.getByRole('button', { name: 'Find times' }).click();

    // The search is the page's address, to share.
    await expect.poll(() => new URL(page.url()).search).toBe('?below=0&light=day');
    await expect.poll(() => finder.getAttribute('data-state'), { timeout: 20_000 }).toBe('ready');
    const windows = finder.locator('[data-slot="window"]');
    const count = await windows.count();
    expect(count).toBeGreaterThan(0);
    expect(await finder.getByRole('status').textContent()).toBe(
      `Below 0 ft, in daylight: ${count === 1 ? '1 time' : `${count} times`} in the next 60 days`,
    );
    // Every time below 0 ft is a minus tide, marked and explained in one line.
    expect(await finder.locator('[data-slot="window-mark"][data-mark="minus"]').count()).toBe(
      count,
    );
    expect(await finder.locator('[data-slot="mark-legend"]').last().textContent()).toBe(
      'Minus tide: the water below 0 ft MLLW, the datum heights are measured from.',
    );
    // The king tides of the twelve months ahead, from the same ranking, listed on the page.
    const kings = page.locator('.king-tide-list li');
    await expect.poll(() => kings.count()).toBeGreaterThan(3);
    expect(await page.locator('.king-tides').textContent()).toMatch(
      /King tides are the year's highest predicted high tides here: the top 1% of each year's highs \(\d+ of \d+ in \d{4}, \d+ of \d+ in \d{4}\)/,
    );
    const first = windows.first();
    expect(await first.textContent()).toMatch(
      /\d{1,2}:\d{2} [AP]M–\d{1,2}:\d{2} [AP]Mlowest -?\d+\.\d ft at \d{1,2}:\d{2} [AP]M/,
    );
    expect(await finder.textContent()).not.toMatch(/JST|GMT\+9/);

    // Subscribe: webcal: to the same search, whose feed is a calendar with one event a time.
    const subscribe = finder.getByRole('link', { name: 'Subscribe' });
    const href = (await subscribe.getAttribute('href')) ?? '';
    expect(href.startsWith('webcal://')).toBe(true);
    const feed = new URL(href.replace(/^webcal:/, new URL(apiUrl).protocol));
    expect(feed.origin).toBe(new URL(apiUrl).origin);
    expect(feed.pathname).toBe('/functions/v1/tide-calendar');
    expect(Object.fromEntries(feed.searchParams)).toEqual({
      location: 'noaa/8443970',
      below: '0',
      light: 'day',
      units: 'ft',
    });
    expect(await finder.getByLabel('Calendar address').inputValue()).toBe(feed.toString());
    const response = await fetch(feed);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = await response.text();
    expect(calendar.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    // The feed keeps the whole of today (a calendar shows the day's earlier events); the list
    // holds what is still to come: the feed's windows not yet over are the list's.
    const ends = (calendar.match(/^DTEND:\d{8}T\d{6}Z\r$/gm) ?? []).map((line) =>
      Date.parse(
        line.replace(/^DTEND:(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z\r$/, '$1-$2-$3T$4:$5:$6Z'),
      ),
    );
    expect(ends).toHaveLength(calendar.match(/^BEGIN:VEVENT\r$/gm)?.length ?? 0);
    expect(ends.filter((end) => end > now)).toHaveLength(count);
    const download = finder.getByRole('link', { name: 'Download .ics' });
    expect(await download.getAttribute('href')).toBe(`${feed.toString()}&download=1`);
    await expectNoSeriousAxeViolations(page);

    // The first time's day.
    const date = (await first.getAttribute('data-date')) ?? '';
    await first.getByRole('link', { name: /^Open day/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe(date);
    await expect
      .poll(() => page.locator('#day-title').textContent())
      .toMatch(new RegExp(`${longDay(date)}$`));
    // The day's moon beside its sun, in Boston's time, with the solunar periods.
    await expect
      .poll(() => page.locator('.day-sky').first().textContent())
      .toMatch(
        /^Sunrise \d{1,2}:\d{2} AM · Sunset \d{1,2}:\d{2} PM · Moonrise (\d{1,2}:\d{2} [AP]M|—) · Moonset (\d{1,2}:\d{2} [AP]M|—)Solunar periods: (major|minor) /,
      );
    await expect
      .poll(() => page.locator('.week thead').textContent())
      .toContain('Moonrise / moonset');
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it("marks this year's first king tide in its month's table, and explains the mark", async () => {
    const { page, consoleErrors } = await watchedPage(context);
    await open(page, `${siteUrl}${BOSTON_PAGE}`);
    const first = page.locator('.king-tide-list time').first();
    await first.waitFor();
    const at = (await first.getAttribute('datetime')) ?? '';
    await open(page, `${siteUrl}${BOSTON_PAGE}?view=month&month=${at.slice(0, 7)}`);
    const row = page.locator('.tide-table.month tbody tr').nth(Number(at.slice(8, 10)) - 1);
    await expect
      .poll(() => row.locator('.tide-mark[data-mark="king"]').count(), { timeout: 20_000 })
      .toBe(1);
    expect(await page.locator('.tide-marks-legend').textContent()).toContain(
      'King tide one of this year’s highest predicted highs here (its top 1%).',
    );
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
