/**
 * A visitor's ordinary browsing in real Chromium, within the limits every visitor gets (the
 * backend's defaults, not the raised budget the other browser tests share): several station
 * pages in a row, each with its king tides, then Boston's year view and a month view. None of
 * it is refused: no answer 429, no console error, every king-tides box shows its list, and the
 * year shows its twelve months.
 *
 * The pages talk to a backend of this file's own (started with the default limits), reached
 * through the site's API address: the browser's requests to it are sent on there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBackend, type Backend } from '@tides/backend';
import { configFromEnv } from '@tides/backend/config';
import { launch, open, watchedPage } from './browser.ts';

const siteUrl = inject('siteUrl');
const apiUrl = inject('apiUrl');
const BOSTON_PAGE = '/tides/ma/boston-8443970';

let browser: Browser;
let backend: Backend;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tides-e2e-limits-'));
  // The default limits: nothing raised from what a visitor meets on a deployed backend.
  backend = await startBackend({
    ...configFromEnv({}),
    port: 0,
    inboxPort: 0,
    dataDir,
    noaaBaseUrl: null,
  });
  browser = await launch();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await backend?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Massachusetts' tide station pages, as the site lists them. */
async function stationPages(): Promise<string[]> {
  const response = await fetch(`${siteUrl}/data/tides/ma.json`);
  const state = (await response.json()) as { areas: { stations: { path: string }[] }[] };
  return state.areas.flatMap((area) => area.stations.map((station) => station.path));
}

describe("a visitor's ordinary browsing", () => {
  it('opens station pages with their king tides, a year and a month, and is never refused', async () => {
    const pages = [BOSTON_PAGE, ...(await stationPages()).filter((path) => path !== BOSTON_PAGE)];
    expect(pages.length).toBeGreaterThanOrEqual(5);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route(`${apiUrl}/**`, (route) =>
      route.continue({ url: route.request().url().replace(apiUrl, backend.url) }),
    );
    const { page, consoleErrors } = await watchedPage(context);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 429) refused.push(response.url());
    });

    for (const path of pages.slice(0, 5)) {
      await open(page, `${siteUrl}${path}`);
      const kings = page
        .getByRole('region', { name: 'King Tides in the Next 12 Months' })
        .getByRole('listitem');
      await expect.poll(() => kings.count(), { timeout: 60_000 }).toBeGreaterThan(0);
    }

    await open(page, `${siteUrl}${BOSTON_PAGE}?view=year`);
    await page
      .getByRole('button', { name: 'Print this year' })
      .waitFor({ state: 'visible', timeout: 60_000 });
    expect(await page.locator('.year-months h3').count()).toBe(12);

    await open(page, `${siteUrl}${BOSTON_PAGE}?view=month`);
    await page
      .getByRole('button', { name: 'Print this month' })
      .waitFor({ state: 'visible', timeout: 60_000 });

    expect(refused).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
