/**
 * Alaska's map in real Chromium, on a desktop and a phone: framed over the 180th meridian so
 * every Alaskan station shows, from Attu (172.6° E) to Ketchikan, each mark and cluster whole
 * inside the map, and the clusters' counts adding up to every station.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { decodePoints, type PointsFile } from '@tides/site/map/points';
import { project, toScreen } from '@tides/site/map/view';
import { launch, open, watchedPage } from './browser.ts';

const siteUrl = inject('siteUrl');
const SHOTS = fileURLToPath(new URL('../test-results/alaska-map/', import.meta.url));
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const SCREENS = [
  { name: 'a desktop', viewport: { width: 1280, height: 900 }, isMobile: false },
  { name: 'a phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

describe("Alaska's station map", () => {
  for (const screen of SCREENS) {
    it(`shows every Alaskan station, the western Aleutians too, on ${screen.name}`, async () => {
      const file = (await (await fetch(`${siteUrl}/data/tides/points.json`)).json()) as PointsFile;
      const alaska = decodePoints(file).filter((point) => point.state === 'ak');
      expect(alaska.some((point) => point.longitude > 172)).toBe(true);

      const context = await browser.newContext({
        viewport: screen.viewport,
        isMobile: screen.isMobile,
        hasTouch: screen.isMobile,
      });
      const { page, consoleErrors } = await watchedPage(context);
      await open(page, `${siteUrl}/tides/ak`);
      const frame = page.getByRole('application', { name: 'Map of Alaska tide stations' });
      await frame.scrollIntoViewIfNeeded();
      await page.locator('.station-map[data-state="ready"]').waitFor();
      await page.screenshot({ path: `${SHOTS}${screen.isMobile ? 'phone' : 'desktop'}.png` });

      const box = await frame.boundingBox();
      if (!box) throw new Error('The map is not on the page.');
      const [x = 0, y = 0] = ((await frame.getAttribute('data-center')) ?? '')
        .split(',')
        .map(Number);
      const view = { x, y, zoom: Number(await frame.getAttribute('data-zoom')) };
      const outside = alaska.filter((point) => {
        const [left, top] = toScreen(
          view,
          box.width,
          box.height,
          project(point.longitude, point.latitude),
        );
        return left < 0 || left > box.width || top < 0 || top > box.height;
      });
      expect(outside.map((point) => point.name)).toEqual([]);

      // Every cluster drawn whole inside the map, its count readable, and every station in a
      // mark. (A neighbour's single station at the edge may be cut, as on any map.)
      const marks = await frame
        .locator('.station-map-cluster, .station-map-point')
        .evaluateAll((elements) =>
          elements.map((element) => {
            const rect = element.getBoundingClientRect();
            const count = element.classList.contains('station-map-cluster')
              ? Number(element.textContent)
              : 1;
            return {
              left: rect.left,
              right: rect.right,
              top: rect.top,
              bottom: rect.bottom,
              count,
            };
          }),
        );
      const clipped = marks.filter(
        (mark) =>
          mark.count > 1 &&
          (mark.left < box.x ||
            mark.right > box.x + box.width ||
            mark.top < box.y ||
            mark.bottom > box.y + box.height),
      );
      expect(clipped).toEqual([]);
      // Stations of British Columbia and the Yukon may share the frame; none of Alaska is missing.
      expect(marks.reduce((sum, mark) => sum + mark.count, 0)).toBeGreaterThanOrEqual(
        alaska.length,
      );
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
