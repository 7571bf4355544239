/**
 * Tidal currents in real Chromium, against the real backend: a boater finds "Deception Pass" in
 * the home page's search, opens the current station's page, and reads when the water next goes
 * slack and when the flood next runs hardest, which way it sets and how fast, on the station's
 * clock. The browser is in Tokyo and its clock is fixed at 9:00 AM at Deception Pass on
 * 1 June 2026, a morning NOAA's published predictions give to the minute (the next slack at
 * 10:59 AM, the next strongest flood at 1:52 PM, 5.66 kn, setting 101.5° true). The same
 * boater then finds the day's slack windows: the current under half a knot in daylight.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousAxeViolations, launch, open, watchedPage } from './browser.ts';

const siteUrl = inject('siteUrl');
const DECEPTION_PASS_PAGE = '/currents/wa/deception-pass-narrows-pug1701';
/** 1 June 2026, 9:00 AM Pacific Daylight Time. */
const MORNING = new Date('2026-06-01T16:00:00Z');
/** How far from NOAA's minute our times may be, and from its speed ours. */
const MINUTES_OFF = 3;
const KNOTS_OFF = 0.2;

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Minutes after midnight of a clock time such as '1:52 PM'. */
function minutesOf(text: string): number {
  const match = /(\d{1,2}):(\d{2})\s?(AM|PM)/.exec(text);
  if (!match) throw new Error(`No clock time in "${text}"`);
  const [, hours = '0', minutes = '0', half] = match;
  return ((Number(hours) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(minutes);
}

describe('a current station', () => {
  it('is found by name from the home page, and its page says when the water next goes slack and when the flood next runs hardest', async () => {
    const context = await browser.newContext({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });
    const { page, consoleErrors } = await watchedPage(context);
    await page.clock.setFixedTime(MORNING);

    await open(page, `${siteUrl}/`);
    await page.getByRole('combobox', { name: 'Find a tide station' }).fill('Deception Pass');
    const option = page.getByRole('option', { name: /Deception Pass \(Narrows\) \(current\)/ });
    await option.click();
    await page.waitForURL(`${siteUrl}${DECEPTION_PASS_PAGE}`);

    await page
      .getByRole('heading', { level: 1, name: 'Deception Pass (Narrows), WA Currents' })
      .waitFor();
    await page.getByRole('heading', { level: 2, name: 'Today, Monday, June 1, 2026' }).waitFor();
    const next = page.getByRole('region', { name: /^Coming up/ }).first();
    await next.waitFor();
    const slack = (await next.locator('[data-type="slack"] dd').textContent()) ?? '';
    const flood = (await next.locator('[data-type="flood"] dd').textContent()) ?? '';

    expect(slack).toMatch(/AM PDT$/);
    expect(Math.abs(minutesOf(slack) - minutesOf('10:59 AM'))).toBeLessThanOrEqual(MINUTES_OFF);
    expect(flood).toMatch(/PM PDT/);
    expect(Math.abs(minutesOf(flood) - minutesOf('1:52 PM'))).toBeLessThanOrEqual(MINUTES_OFF);
    const knots = Number(/(\d+\.\d) kn/.exec(flood)?.[1]);
    expect(Math.abs(knots - 5.66)).toBeLessThanOrEqual(KNOTS_OFF);
    // Where the flood sets: an arrow, the compass point and the degrees true.
    expect(flood).toContain('ESE 102° true');
    expect(await next.locator('[data-type="flood"] [data-slot="arrow"]').count()).toBe(1);

    // The day's list highlights the same two, and the chart draws the day.
    const highlighted = page.locator('[data-slot="event"][data-next="true"]');
    expect(await highlighted.count()).toBeGreaterThanOrEqual(2);
    await page.getByRole('figure').first().waitFor();
    await expectNoSeriousAxeViolations(page);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('finds the slack windows of the coming days in daylight, and opens the first one’s day at its slack', async () => {
    // The search answers for the backend's own today, whatever the date: no fixed clock here.
    const context = await browser.newContext({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });
    const { page, consoleErrors } = await watchedPage(context);
    await open(page, `${siteUrl}${DECEPTION_PASS_PAGE}`);

    const finder = page.locator('#find-times');
    await finder.getByRole('heading', { name: 'Find times when…' }).waitFor();
    expect(await finder.getByLabel('The current runs under').inputValue()).toBe('0.5');
    await finder.getByLabel('Light').selectOption('day');
    await finder.getByRole('button', { name: 'Find times' }).click();

    // The search is the page's address, to share.
    await expect.poll(() => new URL(page.url()).search).toBe('?slack=0.5&light=day');
    // A 60-day search of a current on a busy machine: longer than the poll's default.
    await expect.poll(() => finder.getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
    const windows = finder.locator('[data-slot="window"]');
    const count = await windows.count();
    expect(count).toBeGreaterThan(30);
    expect(await finder.getByRole('status').textContent()).toBe(
      `Current under 0.5 kn, in daylight: ${count} times in the next 60 days`,
    );

    // The first window holds its slack water, on the station's clock.
    const first = windows.first();
    const text = ((await first.textContent()) ?? '').replace(/\s+/g, ' ');
    const slack = /slack at (\d{1,2}:\d{2} [AP]M)/.exec(text)?.[1] ?? '';
    const [, start = '', end = ''] = /(\d{1,2}:\d{2} [AP]M)–(\d{1,2}:\d{2} [AP]M)/.exec(text) ?? [];
    expect(minutesOf(start)).toBeLessThanOrEqual(minutesOf(slack));
    expect(minutesOf(end)).toBeGreaterThanOrEqual(minutesOf(slack));
    await expect
      .poll(() => finder.getByRole('link', { name: 'Subscribe' }).getAttribute('href'))
      .toMatch(/^webcal:.*tide-calendar\?location=noaa%2FPUG1701&slack=0\.5&light=day&units=kn$/);
    await expectNoSeriousAxeViolations(page);

    // Its day: the day's page lists the same slack water at the same minute.
    const date = (await first.getAttribute('data-date')) ?? '';
    await first.getByRole('link', { name: /^Open day: / }).click();
    const heading = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(`${date}T00:00:00Z`));
    await page.getByRole('heading', { level: 2, name: new RegExp(`${heading}$`) }).waitFor();
    const day = page.locator('.station-day li[data-slot="event"][data-type="slack"]');
    await day.first().waitFor();
    const slacks = (await day.allTextContents()).map((each) => each.replace(/\s+/g, ' '));
    expect(slacks.some((each) => each.includes(slack))).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
