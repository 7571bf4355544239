/**
 * A station page's king tides in real Chromium: the list is of the twelve months ahead, not the
 * calendar year (late in a year nearly all of that is past), each day with its year, and the
 * calendar it offers rolls on with it.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, open, watchedPage } from './browser.ts';

const siteUrl = inject('siteUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Boston's calendar date now, as the page reads it. */
function bostonToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
}

describe("a station page's king tides", () => {
  it('lists those of the twelve months from today, each dated with its year', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, consoleErrors } = await watchedPage(context);
    const before = bostonToday();
    await open(page, `${siteUrl}/tides/ma/boston-8443970`);
    const section = page.getByRole('region', { name: 'King Tides in the Next 12 Months' });
    const kings = section.getByRole('listitem');
    await expect.poll(() => kings.count()).toBeGreaterThan(0);
    const after = bostonToday();

    const days = await kings
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    // From today (whichever side of midnight the page asked on) to a year on, in order.
    const yearOn = `${Number(after.slice(0, 4)) + 1}${after.slice(4)}`;
    for (const at of days) {
      expect(at.slice(0, 10) >= before, at).toBe(true);
      expect(at.slice(0, 10) < yearOn, at).toBe(true);
    }
    expect(days).toEqual([...days].sort());
    expect(await kings.first().textContent()).toContain(`, ${days[0]?.slice(0, 4) ?? ''}, `);
    expect(await section.textContent()).toContain(`Listed are those from `);

    // The calendar subscribed to is the same rolling list: no year in its address.
    const feed = new URL(
      (await section
        .getByRole('link', { name: 'Subscribe to the king tides ahead' })
        .getAttribute('href')) ?? '',
    );
    expect(feed.protocol).toBe('webcal:');
    expect(feed.searchParams.get('list')).toBe('king-tides');
    expect(feed.searchParams.has('year')).toBe(false);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
