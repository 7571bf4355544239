/**
 * What the water is doing now, in real Chromium: Boston's page, with the stand-in NOAA that
 * global-setup.ts starts, whose gauge reads our prediction plus 0.183 m (0.6 ft), says where
 * the water is and how far above the prediction, and draws the observed line over the curve.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousAxeViolations, launch, open, watchedPage } from './browser.ts';

const BOSTON_PAGE = '/tides/ma/boston-8443970';
const METRES_PER_FOOT = 0.3048;

interface WaterLevelAnswer {
  source: string;
  latest: { heightM: number; residualM: number } | null;
}

describe('the observed water level', () => {
  let browser: Browser;
  let context: BrowserContext;
  const siteUrl = inject('siteUrl');

  beforeAll(async () => {
    browser = await launch();
    context = await browser.newContext({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows Boston's water now, 0.6 ft above predicted, and draws the observed line", async () => {
    const { page, consoleErrors } = await watchedPage(context);
    await open(page, `${siteUrl}${BOSTON_PAGE}`);

    const now = page.getByRole('group', { name: 'Observed water level' });
    await expect
      .poll(() => now.locator('[data-slot="now"]').textContent())
      // Below the datum at a low spring tide, whatever the hour the test runs.
      .toMatch(/^Now: -?\d+\.\d ft, 0\.6 ft above predicted$/);
    // The figure is the backend's: the same answer, asked of the API directly.
    const response = await fetch(`${inject('apiUrl')}/functions/v1/get-water-level`, {
      method: 'POST',
      headers: {
        apikey: inject('anonKey'),
        authorization: `Bearer ${inject('anonKey')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ locationId: 'noaa/8443970' }),
    });
    const answer = (await response.json()) as WaterLevelAnswer;
    expect(answer.source).toBe('noaa');
    expect(answer.latest?.residualM).toBeCloseTo(0.183, 2);
    // Rounded to the tenth first, as the widget does, so a level just below the datum reads 0.0.
    const feet = (
      Math.round(((answer.latest?.heightM ?? 0) / METRES_PER_FOOT) * 10) / 10 || 0
    ).toFixed(1);
    expect(await now.locator('[data-slot="now"]').textContent()).toBe(
      `Now: ${feet} ft, 0.6 ft above predicted`,
    );
    // When, on Boston's clock whatever the browser's.
    expect(await now.locator('[data-slot="measured"]').textContent()).toMatch(
      /^Measured \w{3} \d{1,2}, \d{1,2}:\d{2}\s[AP]M E[SD]T by the NOAA gauge$/,
    );
    expect(
      await page
        .getByRole('link', { name: 'How weather and storm surge change the tide' })
        .getAttribute('href'),
    ).toBe('/learn/extreme-tides');

    const chart = page.locator('.station-chart');
    await expect
      .poll(() => chart.locator('[data-slot="observed"] path').count())
      .toBeGreaterThan(0);
    expect(await chart.getByText('Line: observed by the NOAA gauge').isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
