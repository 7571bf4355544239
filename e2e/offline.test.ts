/**
 * A boater's trip in real Chromium at a phone's width: the site installs (Chrome's own
 * installability checks), a visitor keeps Boston, a current station and their saved stations
 * offline, and with the network cut every page shows the same figures it showed online for the
 * kept days: Boston's day (today and the copy's last day), its week and its month, the current
 * station's card and slack times, and My Tides; its year shows the kept months and names the
 * rest. A day past the copy shows no tides, and the page says the rest needs a connection.
 *
 * The browser is a profile on disk (an incognito one cannot install an app) in Boston's zone, its
 * clock fixed at noon in Boston on a June day, so every date on screen is that day's whenever the
 * run: the copy reaches from June 14 (the day before) through July 14, 2026.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { open } from './browser.ts';

const siteUrl = inject('siteUrl');
const BOSTON = '/tides/ma/boston-8443970';
const DECEPTION_PASS = '/currents/wa/deception-pass-narrows-pug1701';
/** Noon in Boston (EDT), June 15, 2026. */
const NOON_IN_BOSTON = new Date('2026-06-15T16:00:00Z');
/** Keeping waits on a busy machine for 31 days of one station, and the site's shell. */
const KEEPING_MS = 180_000;

let profile: string;
let context: BrowserContext;

beforeAll(async () => {
  profile = mkdtempSync(join(tmpdir(), 'tides-offline-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
    viewport: { width: 390, height: 844 },
    timezoneId: 'America/New_York',
    locale: 'en-US',
  });
  await context.clock.setFixedTime(NOON_IN_BOSTON);
});
afterAll(async () => {
  await context?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

/** The text of every element `selector` finds, king-tide marks left out (their list is online). */
async function texts(page: Page, selector: string): Promise<string[]> {
  await page.locator(selector).first().waitFor({ timeout: 60_000 });
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[data-mark="king"]').forEach((mark) => mark.remove());
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    }),
  );
}

/** The figures a visitor reads on each kept view, keyed by what they are. */
async function figures(page: Page): Promise<Record<string, string[]>> {
  const seen: Record<string, string[]> = {};
  await open(page, `${siteUrl}${BOSTON}`);
  seen.today = await texts(page, '.station-day article.tides-tide-card');
  seen.week = await texts(page, '.week tbody tr');
  await open(page, `${siteUrl}${BOSTON}?date=2026-07-14`);
  seen.lastDay = await texts(page, '.station-day article.tides-tide-card');
  await open(page, `${siteUrl}${BOSTON}?view=month&month=2026-07`);
  seen.july = await texts(page, '.month-table tbody tr');
  await open(page, `${siteUrl}${DECEPTION_PASS}`);
  seen.currents = await texts(page, 'article.tides-current-card');
  seen.slacks = await texts(page, '[data-slot="event"][data-type="slack"]');
  await open(page, `${siteUrl}/my-tides`);
  seen.myTides = await texts(page, '[aria-labelledby="saved-title"] article.tides-tide-card');
  return seen;
}

async function keep(page: Page, path: string) {
  await open(page, `${siteUrl}${path}`);
  await page.getByRole('button', { name: 'Keep offline' }).click();
  await page.getByText(/^Kept offline through/).waitFor({ timeout: KEEPING_MS });
}

describe('tides without a signal', () => {
  it('installs, keeps stations, and shows their figures offline as it did online', async () => {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await open(page, `${siteUrl}/auth`);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Display Name').fill('Sam Skipper');
    await page.getByLabel('Email').fill(`skipper-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('slack-water-at-the-bridge');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL(`${siteUrl}/`);

    // Installable: a worker controls the page, and Chrome finds nothing missing.
    await open(page, `${siteUrl}${BOSTON}`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await page.evaluate(async () =>
      (await fetch('/manifest.webmanifest')).json(),
    )) as { name: string; start_url: string; icons: { sizes: string }[] };
    expect(manifest.name).toBe('Tide Charts');
    expect(manifest.start_url).toBe('/my-tides');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );

    await page.getByRole('button', { name: 'Save Boston, MA' }).click();
    await page.getByRole('button', { name: 'Saved: Boston, MA' }).waitFor();
    await keep(page, BOSTON);
    expect(await page.locator('.keep-offline').innerText()).toContain(
      'Kept offline through Tuesday, July 14, 2026',
    );
    await keep(page, DECEPTION_PASS);
    await open(page, `${siteUrl}/my-tides`);
    await page.getByRole('button', { name: 'Keep all offline' }).click();
    await page.getByText('All 1 kept offline.').waitFor({ timeout: KEEPING_MS });

    const online = await figures(page);
    expect(online.today?.[0]).toContain('Monday, June 15, 2026');
    expect(online.week).toHaveLength(7);
    expect(online.july).toHaveLength(31);
    expect(online.slacks?.length).toBeGreaterThan(10);

    await context.setOffline(true);
    const offline = await figures(page);
    expect(offline.today).toEqual(online.today);
    expect(offline.lastDay).toEqual(online.lastDay);
    expect(offline.week).toEqual(online.week);
    // July as far as the copy reaches: its first fourteen days, as online.
    expect(offline.july).toEqual(online.july?.slice(0, 14));
    expect(offline.currents).toEqual(online.currents);
    expect(offline.slacks).toEqual(online.slacks);
    expect(offline.myTides).toEqual(online.myTides);
    await page.getByText(/^You are offline\. These are the saved stations kept/).waitFor();

    // The year shows every kept month (June from the 14th, July through the 14th) and names
    // the months not kept.
    await open(page, `${siteUrl}${BOSTON}?view=year&year=2026`);
    await page
      .getByText(
        'You are offline. January to May and August to December 2026 are not kept on this device: their tides need a connection.',
      )
      .waitFor({ timeout: 60_000 });
    expect(await page.locator('.year-month h3').allInnerTexts()).toEqual([
      'June 2026',
      'July 2026',
    ]);
    expect(await page.getByRole('region', { name: 'July 2026' }).locator('tbody tr').count()).toBe(
      14,
    );

    // Honest without a network: what is not kept says so, and nothing stale stands in.
    await open(page, `${siteUrl}${BOSTON}?date=2026-07-15`);
    await page
      .getByText(/^You are offline\. These are the predictions kept on this device/)
      .waitFor();
    await page.locator('.station-day [role="alert"]').waitFor();
    expect(await page.locator('.station-day article.tides-tide-card').count()).toBe(0);
    expect(await page.locator('.offline-notice').innerText()).toContain(
      'the observed water level, search and your account need a connection',
    );
    expect(pageErrors).toEqual([]);
  });
});
