/**
 * The units and clock a visitor chooses, in real Chromium against the real backend: metres and
 * a 24-hour clock chosen on a station page reach its card, chart, week, month and CSV, and
 * stay through a reload; a station outside the US reads metres before anyone chooses; signed
 * in, the choice is kept on the account, reaches the fishing log and its CSV, and follows the
 * angler to a browser that has never seen it. The browser is in Tokyo: every time is Boston's.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousAxeViolations, launch, open, watchedPage } from './browser.ts';

const BOSTON_PAGE = '/tides/ma/boston-8443970';
const siteUrl = inject('siteUrl');

/** Intl may put a narrow no-break space before AM/PM; compare words only. */
const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** An instant on Boston's 24-hour clock, as the page should show it. */
function bostonClock(instant: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
}

function settings(page: Page, within = '.station-actions') {
  const control = page.locator(within).getByRole('group', { name: 'Units and clock' });
  return {
    choose: async (name: 'Auto' | 'Feet' | 'Metres' | '12-hour' | '24-hour') =>
      control.getByRole('button', { name, exact: true }).click(),
    pressed: (name: string) =>
      control.getByRole('button', { name, exact: true }).getAttribute('aria-pressed'),
  };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function tokyo(): Promise<BrowserContext> {
  return browser.newContext({
    timezoneId: 'Asia/Tokyo',
    locale: 'en-US',
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
  });
}

describe('units and clock', () => {
  it('switches a station page to metres and 24 hours: card, chart, week, month and CSV', async () => {
    const context = await tokyo();
    const { page, consoleErrors } = await watchedPage(context);
    await open(page, `${siteUrl}${BOSTON_PAGE}`);
    const week = page.locator('.week tbody tr');
    await expect.poll(() => week.count()).toBe(7);
    // Before any choice: a US station in feet, on the 12-hour clock.
    expect(words(await week.first().textContent())).toMatch(
      /\d{1,2}:\d{2} [AP]M E[SD]T -?\d+\.\d ft/,
    );
    expect(await settings(page).pressed('Auto')).toBe('true');

    await settings(page).choose('Metres');
    await settings(page).choose('24-hour');

    const card = page.locator('.station-day-results .tides-tide-card');
    await expect
      .poll(async () => words(await card.textContent()))
      .toMatch(/\d{2}:\d{2} E[SD]T-?\d+\.\d\d m/);
    expect(await card.textContent()).not.toMatch(/\bft\b|[AP]M\b/);
    const chart = page.locator('.station-day-results figure');
    expect(await chart.textContent()).toContain(
      'heights in metres from Mean Lower Low Water (MLLW); a minus height is below it',
    );
    expect(await chart.locator('[data-slot="axis-labels"] text').allTextContents()).toContain('m');

    // Every time in the week is the instant it marks on Boston's 24-hour clock.
    const weekText = words(await page.locator('.week tbody').textContent());
    expect(weekText).not.toMatch(/\bft\b|[AP]M\b/);
    expect(weekText).toMatch(/-?\d+\.\d\d m/);
    const times = page.locator('.week tbody time[datetime]');
    const count = await times.count();
    expect(count).toBeGreaterThan(7 * 4);
    for (let index = 0; index < count; index += 1) {
      const time = times.nth(index);
      const instant = (await time.getAttribute('datetime')) ?? '';
      expect(words(await time.textContent()).startsWith(bostonClock(instant))).toBe(true);
    }

    // Kept on this device: a reload reads the same.
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect.poll(() => settings(page).pressed('Metres')).toBe('true');
    await expect
      .poll(async () => words(await page.locator('.week tbody').textContent()))
      .toMatch(/\d{2}:\d{2} E[SD]T -?\d+\.\d\d m/);
    await expectNoSeriousAxeViolations(page);

    await open(page, `${siteUrl}${BOSTON_PAGE}?view=month&month=2027-03`);
    const rows = page.locator('.tide-table.month tbody tr');
    await expect.poll(() => rows.count()).toBe(31);
    expect(words(await page.locator('.month-meta').textContent())).toContain(
      'Heights in metres from Mean Lower Low Water (MLLW)',
    );
    const monthText = words(await page.locator('.tide-table.month tbody').textContent());
    expect(monthText).not.toMatch(/\bft\b|[AP]M\b/);
    expect(monthText).toMatch(/H \d{2}:\d{2} -?\d+\.\d\d m/);

    // Print shows the same table.
    await page.emulateMedia({ media: 'print' });
    expect(words(await page.locator('.tide-table.month tbody tr').first().textContent())).toMatch(
      /\d{2}:\d{2} -?\d+\.\d\d m/,
    );
    await page.emulateMedia({ media: 'screen' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const file = readFileSync((await download.path()) ?? '', 'utf8');
    // A byte-order mark first, so a spreadsheet reads the file as UTF-8.
    expect(file.startsWith('\uFEFF')).toBe(true);
    const csv = file.slice(1).trim().split('\r\n');
    expect(csv[0]).toBe(
      'station_id,station,date,type,time,time_zone,time_zone_abbreviation,time_with_utc_offset,height_m_from_mllw,sunrise,sunset,moon,tide_range',
    );
    for (const line of csv.slice(1)) {
      const [, , , , time, , , , height, sunrise, sunset] = line.split(',');
      expect(time).toMatch(/^\d{2}:\d{2}$/);
      // Every height to the millimetre, so a column never mixes '3' and '3.02'.
      expect(height).toMatch(/^-?\d+\.\d{3}$/);
      // Every sunrise and sunset names its zone, as on the day the clocks change they differ.
      expect(`${sunrise} ${sunset}`).toMatch(/^\d{2}:\d{2} E[SD]T \d{2}:\d{2} E[SD]T$/);
    }
    // 14 March 2027 at 2 AM: the clock springs forward, and no time lands in the missing hour.
    expect(csv.some((line) => /,2027-03-14,[^,]+,02:\d{2},/.test(line))).toBe(false);

    // Back to feet and the 12-hour clock.
    await settings(page).choose('Feet');
    await settings(page).choose('12-hour');
    await expect
      .poll(async () => words(await rows.first().textContent()))
      .toMatch(/\d{1,2}:\d{2} [AP]M -?\d+\.\d ft/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('reads metres at a station outside the US before anyone chooses', async () => {
    const context = await tokyo();
    const { page, consoleErrors } = await watchedPage(context);
    // Halifax, Nova Scotia: a tide gauge with a real tide, on the Canadian Hydrographic Service's metres.
    await open(page, `${siteUrl}/tides/canada/halifax-ticon-275`);
    await page.locator('.station-day-results .tides-tide-card').waitFor();
    await expect
      .poll(async () =>
        words(await page.locator('.station-day-results .tides-tide-card').textContent()),
      )
      .toMatch(/-?\d+\.\d\d m/);
    expect(await settings(page).pressed('Auto')).toBe('true');
    expect(
      words(await page.locator('.station-day-results .tides-tide-card').textContent()),
    ).not.toMatch(/\d ft\b/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps a signed-in angler’s choice on the account: the fishing log and its CSV follow it anywhere', async () => {
    const first = await tokyo();
    const { page, consoleErrors } = await watchedPage(first);
    const email = `units-${Date.now()}@example.com`;
    const password = 'metres-and-24-hours';

    await open(page, `${siteUrl}/auth`);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Display Name').fill('Mia Metric');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL(`${siteUrl}/`);

    await open(page, `${siteUrl}${BOSTON_PAGE}`);
    await page.getByRole('button', { name: 'Save Boston, MA' }).click();
    await page.getByRole('button', { name: 'Saved: Boston, MA' }).waitFor();
    const savedToAccount = () =>
      page.waitForResponse(
        (response) =>
          response.url().endsWith('/auth/v1/user') && response.request().method() === 'PUT',
      );
    const [metres] = await Promise.all([savedToAccount(), settings(page).choose('Metres')]);
    expect(metres.ok()).toBe(true);
    const [clock] = await Promise.all([savedToAccount(), settings(page).choose('24-hour')]);
    expect(clock.ok()).toBe(true);

    await open(page, `${siteUrl}/my-tides`);
    const log = page.getByRole('region', { name: 'Fishing log' });
    await log.getByRole('button', { name: 'Log a session' }).click();
    await log.getByLabel('Date', { exact: true }).fill('2026-03-15');
    await log.getByLabel('Started (station time)').fill('06:30');
    await log.getByRole('button', { name: 'Add a catch' }).click();
    await log.getByLabel('Species', { exact: true }).fill('Striped bass');
    await log.getByLabel('Length (cm)').fill('71');
    await log.getByLabel('Weight (kg)').fill('4.3');
    await log.getByRole('button', { name: 'Save session' }).click();
    const entry = log.locator('li.tides-fishing-session');
    await entry.getByText('1 × Striped bass (71 cm, 4.3 kg), released').waitFor();
    expect(words(await entry.locator('h3').textContent())).toBe('Boston, MA · Mar 15, 2026, 06:30');
    expect(await entry.locator('.tides-fishing-conditions').textContent()).toMatch(
      /^Rising, \d+\.\d\d m above MLLW, .* · Sunrise 06:56 · Sunset 18:51 · Moonrise \d{2}:\d{2} · Moonset \d{2}:\d{2} · .+$/,
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const [header, row] = readFileSync((await download.path()) ?? '', 'utf8').split('\r\n');
    // A byte-order mark first, so a spreadsheet reads the file as UTF-8.
    expect(header).toBe(
      '\ufeffstarted_at,ended_at,time_zone,station_id,station,tide_stage,tide_height_m,datum,since_last,minutes_since,moon_phase,moon_illumination,species,count,length_cm,weight_kg,released,notes',
    );
    expect(row).toMatch(
      /^2026-03-15T06:30:00-04:00,,America\/New_York,noaa\/8443970,"Boston, MA",rising,\d+\.\d{1,3},MLLW,.*,Striped bass,1,71,4\.3,released,$/,
    );
    expect(consoleErrors).toEqual([]);
    await first.close();

    // Another browser, nothing stored: signing in brings the account's choice.
    const second = await tokyo();
    const other = await watchedPage(second);
    await open(other.page, `${siteUrl}/auth`);
    await other.page.getByRole('tab', { name: 'Sign In' }).click();
    await other.page.getByLabel('Email').fill(email);
    await other.page.getByLabel('Password').fill(password);
    await other.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await other.page.waitForURL(`${siteUrl}/`);
    await open(other.page, `${siteUrl}/my-tides`);
    const again = other.page.getByRole('region', { name: 'Fishing log' });
    await again.getByText('1 × Striped bass (71 cm, 4.3 kg), released').waitFor();
    const mine = settings(other.page, '.my-tides');
    expect(await mine.pressed('Metres')).toBe('true');
    expect(await mine.pressed('24-hour')).toBe('true');

    // Feet again: inches and pounds, from the same centimetres and kilograms.
    await Promise.all([
      other.page.waitForResponse((response) => response.url().endsWith('/auth/v1/user')),
      mine.choose('Feet'),
    ]);
    await again.getByText('1 × Striped bass (27.95 in, 9.48 lb), released').waitFor();
    expect(other.consoleErrors).toEqual([]);
    await second.close();
  });
});
