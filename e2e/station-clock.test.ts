/**
 * The station clock in real Chromium, the browser in Tokyo: Vancouver's page (on UTC−7 all year from
 * 1 November 2026, IANA 2026d) shows every time of the day, the week and the month at the
 * instant the API gives it, on the station's clock, never on the browser's own rules or clock.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, open, watchedPage } from './browser.ts';

const VANCOUVER = 'ticon/vancouver_bc-7735-can-meds';
const siteUrl = inject('siteUrl');
const apiUrl = inject('apiUrl');
const anonKey = inject('anonKey');

interface ApiEvent {
  time: string;
  at: string;
}
interface ApiDay {
  date: string;
  extremes: ApiEvent[];
  sun: { sunrise: string | null; sunset: string | null };
}
interface ApiResult {
  extremes: ApiEvent[];
  sun: { sunrise: string | null; sunset: string | null };
  days?: ApiDay[];
}

/** Vancouver's page address, read from the station data the build wrote. */
function vancouverPath(): string {
  const dir = fileURLToPath(new URL('../site/public/data/tides/', import.meta.url));
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    if (!name.endsWith('.json') || !name.includes('7735')) continue;
    const station = JSON.parse(readFileSync(join(dir, name), 'utf8')) as {
      id: string;
      path: string;
    };
    if (station.id === VANCOUVER) return station.path;
  }
  throw new Error(`No page for ${VANCOUVER}`);
}

async function tides(date: string, days: number): Promise<ApiResult> {
  const response = await fetch(`${apiUrl}/functions/v1/get-tide-data`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ locationId: VANCOUVER, date, days }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ApiResult;
}

/** '7:05 AM' from '2026-11-25T07:05:00-07:00': the clock the API's own offset gives. */
function clockOf(iso: string): string {
  const [, hours = '0', minutes = '00'] = /T(\d{2}):(\d{2})/.exec(iso) ?? [];
  const hour = Number(hours);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The API's abbreviation for a time: the last word of its display text. */
const abbreviationOf = (event: ApiEvent) => event.time.split(' ').at(-1) ?? '';

/** Every time of day a locator's text holds, as '7:05 AM' or '7:05 AM MST'. */
async function timesIn(page: Page, selector: string): Promise<string[]> {
  const text = (await page.locator(selector).allInnerTexts()).join(' ').replace(/\s+/g, ' ');
  return [...text.matchAll(/\b\d{1,2}:\d{2} [AP]M(?: [A-Z]{3,4}\b)?/g)].map((match) => match[0]);
}

describe('the built browser code', () => {
  it('carries the zone rules of the release the handler reads', () => {
    // The handler reads moment-timezone's data through @tides/zones; the builds bundle a subset.
    const data = createRequire(new URL('../packages/zones/package.json', import.meta.url))(
      'moment-timezone/data/packed/latest.json',
    ) as { version: string };
    const builds = ['../site/dist-e2e/assets/', '../packages/widgets/dist/standalone/'];
    for (const build of builds) {
      const dir = fileURLToPath(new URL(build, import.meta.url));
      const versions = readdirSync(dir)
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFileSync(join(dir, name), 'utf8'))
        .filter((code) => code.includes('America/Vancouver|'))
        // A zone's module may carry the release as a bare string ("2026f"), not as a property.
        .map((code) => /["`'](\d{4}[a-z])["`']/.exec(code))
        .map((match) => match?.[1]);
      // The whole set of station zones, and each zone's own module: all of one release.
      expect(versions.length, build).toBeGreaterThan(0);
      expect(new Set(versions), build).toEqual(new Set([data.version]));
    }
  });
});

describe('Vancouver’s page, read from Tokyo', () => {
  let browser: Browser;
  let context: BrowserContext;
  const path = vancouverPath();

  beforeAll(async () => {
    browser = await launch();
    context = await browser.newContext({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows 25 November 2026 on UTC−7 (MST), at the API’s instants', async () => {
    const answer = await tides('2026-11-25', 1);
    expect(answer.extremes.length).toBeGreaterThan(2);
    expect(answer.extremes.every((event) => event.at.endsWith('-07:00'))).toBe(true);
    expect(answer.extremes.every((event) => abbreviationOf(event) === 'MST')).toBe(true);

    const { page, consoleErrors } = await watchedPage(context);
    await open(page, `${siteUrl}${path}?date=2026-11-25`);
    await page.locator('.station-day-results').getByText('High Tides').first().waitFor();
    const shown = await timesIn(page, '.station-day-results');
    const expected = answer.extremes.map((event) => `${clockOf(event.at)} MST`);
    // The card writes each high and low with its abbreviation; the chart its clock alone…
    expect(shown.filter((time) => time.endsWith(' MST')).sort()).toEqual(
      expect.arrayContaining(expected.sort()),
    );
    // …and the sun's rise and set, marked on the chart too.
    const sun = [answer.sun.sunrise, answer.sun.sunset].flatMap((at) => (at ? [at] : []));
    expect(sun.every((at) => at.endsWith('-07:00'))).toBe(true);
    const clocks = new Set(
      [...answer.extremes, ...sun.map((at) => ({ at }))].map(({ at }) => clockOf(at)),
    );
    const chartLabels = await timesIn(page, '.station-chart');
    expect(chartLabels.filter((time) => !/ [A-Z]{3,4}$/.test(time) && !clocks.has(time))).toEqual(
      [],
    );
    expect(shown.filter((time) => / (PST|PDT|JST)$/.test(time))).toEqual([]);
    // The card and the chart name Canada's chart datum in words, not by its code alone.
    await expect
      .poll(() => page.locator('.station-day-results').textContent())
      .toContain('Heights from Lower Low Water, Large Tide (LLWLT); a minus height is below it');
    expect(await page.locator('.station-chart').textContent()).toContain(
      'heights in metres from Lower Low Water, Large Tide (LLWLT); a minus height is below it',
    );
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('shows the week ahead at the API’s instants, each row saying its zone', async () => {
    const { page } = await watchedPage(context);
    await open(page, `${siteUrl}${path}`);
    const rows = page.locator('.week tbody tr');
    await expect.poll(() => rows.count()).toBe(7);
    const firstDay = new URL(
      (await rows.first().locator('a').getAttribute('href')) ?? '',
      siteUrl,
    ).searchParams.get('date');
    // The first row is Vancouver's today: its link leads to the page without a date.
    expect(firstDay).toBeNull();
    const times = page.locator('.week time');
    const count = await times.count();
    expect(count).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const time = times.nth(index);
      const at = (await time.getAttribute('datetime')) ?? '';
      const text = ((await time.textContent()) ?? '').replace(/\s+/g, ' ');
      if (!text.startsWith(clockOf(at))) wrong.push(`${at}: ${text}`);
    }
    expect(wrong).toEqual([]);
    const marks = await page.locator('.week .zone-mark').allTextContents();
    expect(marks).toHaveLength(7);
    expect(marks.every((mark) => /(MST|PDT)/.test(mark))).toBe(true);
    await page.close();
  });

  it('shows November 2026 at the API’s instants, the day PDT became MST marked', async () => {
    const answer = await tides('2026-11-01', 30);
    const days = answer.days ?? [];
    expect(days).toHaveLength(30);

    const { page, consoleErrors } = await watchedPage(context);
    await open(page, `${siteUrl}${path}?view=month&month=2026-11`);
    const rows = page.locator('.tide-table.month tbody tr');
    await expect.poll(() => rows.count()).toBe(30);
    expect(await page.locator('.month-meta').textContent()).toContain(
      'on Sun, Nov 1, PDT becomes MST (UTC−07:00) at 2:00 AM; clocks do not change',
    );
    const wrong: string[] = [];
    for (const [index, day] of days.entries()) {
      const row = rows.nth(index);
      const changes = index === 0;
      const expected = [
        ...day.extremes.map((event) =>
          changes ? `${clockOf(event.at)} ${abbreviationOf(event)}` : clockOf(event.at),
        ),
        ...[day.sun.sunrise, day.sun.sunset].flatMap((at) =>
          at ? [changes ? `${clockOf(at)} MST` : clockOf(at)] : [],
        ),
      ];
      const shown = (await row.locator('td').allInnerTexts()).join(' ').replace(/\s+/g, ' ');
      const times = [...shown.matchAll(/\b\d{1,2}:\d{2} [AP]M(?: [A-Z]{3,4}\b)?/g)].map(
        (match) => match[0],
      );
      if (times.join('|') !== expected.join('|'))
        wrong.push(`${day.date}: ${times.join('|')} ≠ ${expected.join('|')}`);
      const zone = (await row.locator('.zone-mark').textContent())?.replace('Times in ', '');
      if (zone !== (changes ? 'PDT → MST' : 'MST')) wrong.push(`${day.date}: zone ${zone}`);
    }
    expect(wrong).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
