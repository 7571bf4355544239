/**
 * The map in real Chromium: finding a station by looking. The map zoomed to Boston with the
 * wheel and Boston opened with Enter; the map driven by the keyboard alone; Florida's list
 * narrowed to the Keys; the home page's search opening Boston from a ZIP code; and the pages
 * with the map photographed at a phone's and a desktop's width, light and dark, for review by
 * eye (written to test-results/station-map/), with nothing wider than the screen.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { project, toScreen } from '@tides/site/map/view';
import { expectNoSeriousAxeViolations, launch, open, watchedPage } from './browser.ts';

const BOSTON_PAGE = '/tides/ma/boston-8443970';
const BOSTON: [number, number] = [-71.0534, 42.3548];
const SHOTS = fileURLToPath(new URL('../test-results/station-map/', import.meta.url));

/** Where a place is on the map now, in page pixels, from the view the map reports. */
async function onPage(frame: Locator, [longitude, latitude]: [number, number]) {
  const box = await frame.boundingBox();
  const [x = 0, y = 0] = ((await frame.getAttribute('data-center')) ?? '').split(',').map(Number);
  const zoom = Number(await frame.getAttribute('data-zoom'));
  if (!box) throw new Error('The map is not on the page.');
  const [left, top] = toScreen({ x, y, zoom }, box.width, box.height, project(longitude, latitude));
  return { x: box.x + left, y: box.y + top };
}

const zoomOf = async (frame: Locator) => Number(await frame.getAttribute('data-zoom'));
const centreOf = async (frame: Locator) =>
  ((await frame.getAttribute('data-center')) ?? '').split(',').map(Number);

/** What has focus: a station's or cluster's name, or the map's. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      label: element?.getAttribute('aria-label') ?? '',
      kind: element?.classList.contains('station-map-point')
        ? 'station'
        : element?.classList.contains('station-map-cluster')
          ? 'cluster'
          : element?.classList.contains('station-map-frame')
            ? 'map'
            : 'other',
    };
  });

describe('the station map and the browsable station pages', () => {
  let browser: Browser;
  let context: BrowserContext;
  const siteUrl = inject('siteUrl');

  beforeAll(async () => {
    browser = await launch();
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('zooms to Boston with the wheel and opens it with Enter', async () => {
    const { page, consoleErrors } = await watchedPage(context);
    await open(page, `${siteUrl}/tides`);
    // The map loads as the visitor nears it.
    await page.locator('#station-map').scrollIntoViewIfNeeded();
    const frame = page.getByRole('application', { name: 'Map of every tide station' });
    await frame.locator('.station-map-cluster').first().waitFor();
    const boston = frame.getByRole('link', { name: 'Boston, reference station', exact: true });
    for (let turns = 0; turns < 30 && !(await boston.isVisible()); turns += 1) {
      const { x, y } = await onPage(frame, BOSTON);
      const before = await zoomOf(frame);
      await page.mouse.move(x, y);
      await page.mouse.wheel(0, -200);
      await expect.poll(() => zoomOf(frame)).toBeGreaterThan(before);
    }
    expect(await zoomOf(frame)).toBeGreaterThan(8);
    await boston.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe(BOSTON_PAGE);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/^Boston/);
    // The station page shows Boston ringed on its own map, with its neighbours, as the
    // visitor scrolls to it.
    await page.locator('#station-map').scrollIntoViewIfNeeded();
    await page
      .getByRole('application', { name: 'Map of Boston and its nearest stations' })
      .getByRole('link', { name: 'Boston, reference station (this station)' })
      .waitFor();
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('moves, zooms and opens a station with the keyboard alone', async () => {
    const { page, consoleErrors } = await watchedPage(context);
    await open(page, `${siteUrl}/tides/ma`);
    const frame = page.getByRole('application', { name: 'Map of Massachusetts tide stations' });
    await frame.locator('.station-map-cluster, .station-map-point').first().waitFor();
    for (let presses = 0; presses < 40 && (await focused(page)).kind !== 'map'; presses += 1) {
      await page.keyboard.press('Tab');
    }
    expect((await focused(page)).kind).toBe('map');

    const zoom = await zoomOf(frame);
    await page.keyboard.press('+');
    await expect.poll(() => zoomOf(frame)).toBeCloseTo(zoom + 1, 5);
    const [x = 0, y = 0] = await centreOf(frame);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await centreOf(frame))[0]).toBeGreaterThan(x);
    expect((await centreOf(frame))[1]).toBeGreaterThan(y);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('-');
    await expect.poll(() => zoomOf(frame)).toBeCloseTo(zoom, 5);

    // Tab into the map's stations: Enter on a cluster zooms into it, on a station opens it.
    let opened = false;
    for (let presses = 0; presses < 60 && !opened; presses += 1) {
      await page.keyboard.press('Tab');
      const { kind } = await focused(page);
      if (kind === 'cluster') {
        const before = await zoomOf(frame);
        await page.keyboard.press('Enter');
        await expect.poll(() => zoomOf(frame)).toBeGreaterThan(before);
        expect((await focused(page)).kind).toBe('map');
      } else if (kind === 'station') {
        await page.keyboard.press('Enter');
        opened = true;
      }
    }
    expect(opened).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/tides\/ma\/[a-z0-9-]+$/);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('lists the stations in view for a screen reader, and passes axe', async () => {
    const { page } = await watchedPage(context);
    await open(page, `${siteUrl}/tides/ma`);
    const frame = page.getByRole('application', { name: 'Map of Massachusetts tide stations' });
    await frame.locator('.station-map-cluster, .station-map-point').first().waitFor();
    await page.getByText(/stations? in view/).click();
    const listed = page.locator('.station-map-list li a');
    await expect.poll(() => listed.count()).toBeGreaterThan(0);
    expect(await listed.allTextContents()).toContain('Boston');
    await expectNoSeriousAxeViolations(page);
    await page.close();
  });

  it('narrows Florida’s list to the Keys as "key" is typed', async () => {
    const { page, consoleErrors } = await watchedPage(context);
    await open(page, `${siteUrl}/tides/fl`);
    const groups = page.locator('.directory-groups > section');
    const before = await page.locator('.directory-groups a').count();
    await page.getByRole('searchbox', { name: "Filter Florida's stations" }).fill('key');
    await expect.poll(() => page.locator('.directory-groups a').count()).toBeLessThan(before);

    const shown = await groups.evaluateAll((sections) =>
      sections.map((section) => ({
        group: section.getAttribute('aria-label') ?? '',
        stations: [...section.querySelectorAll('a')].map((a) => a.textContent ?? ''),
      })),
    );
    const keys = shown.find(({ group }) => group === 'Monroe County (the Keys)');
    // Two of NOAA's Key West stations, told apart by their pier: 'Key West, White Street Pier'.
    expect(keys?.stations.filter((name) => name.startsWith('Key West'))).not.toEqual([]);
    expect(keys?.stations.length).toBeGreaterThan(50);
    // Outside the Keys, only a station named for a key is left (Key Biscayne).
    for (const { group, stations } of shown) {
      if (group === keys?.group) continue;
      for (const name of stations) expect(name).toMatch(/\bkeys?\b/i);
    }
    expect(shown.flatMap(({ stations }) => stations)).not.toContain('Miami Beach');
    // The jump list names the same groups.
    const jump = page.getByRole('navigation', { name: 'Groups' }).getByRole('link');
    expect(await jump.allTextContents()).toEqual(shown.map(({ group }) => group));
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('prerenders the whole list, for a browser without JavaScript', async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto(`${siteUrl}/tides/fl`);
    const lead = (await page.locator('.page-header .lead').textContent()) ?? '';
    const stations = Number(/^([\d,]+) tide stations/.exec(lead)?.[1]?.replace(',', ''));
    expect(stations).toBeGreaterThan(500);
    expect(await page.locator('.directory-groups a').count()).toBe(stations);
    await noScript.close();
  });

  it('opens Boston from the home page’s search for 02110', async () => {
    const { page, consoleErrors } = await watchedPage(context);
    await open(page, siteUrl);
    const search = page.getByRole('combobox', { name: 'Find a tide station' });
    await search.fill('02110');
    const first = page.getByRole('option').first();
    await expect.poll(() => first.textContent()).toMatch(/^Boston, MA/);
    // The first match is the active option: Enter chooses it.
    await search.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe(BOSTON_PAGE);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/^Boston/);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  // Sixteen pages, each loaded, its map drawn and photographed: a second or two each on a quiet
  // machine, five on one at load 17, where the suite's 60 s ran out after ten.
  const SHOTS_TIMEOUT_MS = 240_000;

  it(
    'fits a phone and a desktop, light and dark (photographed for review)',
    { timeout: SHOTS_TIMEOUT_MS },
    async () => {
      mkdirSync(SHOTS, { recursive: true });
      for (const width of [390, 1280]) {
        for (const theme of ['light', 'dark']) {
          const shots = await browser.newContext({ viewport: { width, height: 900 } });
          await shots.addInitScript((chosen) => localStorage.setItem('tides-theme', chosen), theme);
          for (const [name, path] of [
            ['home', '/'],
            ['tides', '/tides'],
            ['florida', '/tides/fl'],
            ['boston', BOSTON_PAGE],
          ] as const) {
            const { page, consoleErrors } = await watchedPage(shots);
            await open(page, `${siteUrl}${path}`);
            if (name === 'home') {
              await page.getByRole('combobox', { name: 'Find a tide station' }).waitFor();
            } else {
              // The map loads as the visitor nears it.
              await page.locator('#station-map').scrollIntoViewIfNeeded();
              await page.locator('.station-map[data-state="ready"]').waitFor();
            }
            expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
            // Nothing runs off the side of the screen.
            expect(
              await page.evaluate(() => document.documentElement.scrollWidth),
            ).toBeLessThanOrEqual(width);
            await page.screenshot({ path: `${SHOTS}${name}-${width}-${theme}.png` });
            expect(consoleErrors).toEqual([]);
            await page.close();
          }
          await shots.close();
        }
      }
    },
  );
});
