/**
 * Finding tides, in real Chromium: type "Boston", pick "Boston, MA", press Find Tides,
 * see the day's highs and lows in Boston's own time with the moon phase.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousAxeViolations, launch, open, watchedPage } from './browser.ts';

describe('finding tides', () => {
  let browser: Browser;
  let context: BrowserContext;
  const siteUrl = inject('siteUrl');

  beforeAll(async () => {
    browser = await launch();
    // A visitor in Tokyo: the station's day and zone must win over the browser's.
    context = await browser.newContext({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows Boston’s high and low tides in Boston time with the moon phase', async () => {
    const { page, consoleErrors } = await watchedPage(context);
    await open(page, `${siteUrl}/find-tides`);
    const button = page.getByRole('button', { name: 'Find Tides', exact: true });
    await expect.poll(() => button.isDisabled()).toBe(true);

    await page.getByRole('combobox').fill('Boston');
    const option = page.getByRole('option', { name: /^Boston, MA/ });
    await option.waitFor();
    await option.click();
    await expect.poll(() => button.isEnabled()).toBe(true);

    await button.click();
    const results = page.locator('[data-slot="results"]');
    await results
      .getByText(/High Tides/i)
      .first()
      .waitFor();
    const text = (await results.textContent()) ?? '';
    expect(text).toContain('Boston, MA');
    // November in Boston is Eastern Standard Time, whatever the visitor's own zone.
    expect(text).toMatch(/\d{1,2}:\d{2} [AP]M ES?T/);
    expect(text).not.toMatch(/GMT\+9|JST/);
    expect(text).toMatch(/\d+\.\d ft/);
    expect(text).toMatch(
      /New Moon|Waxing Crescent|First Quarter|Waxing Gibbous|Full Moon|Waning Gibbous|Last Quarter|Waning Crescent/,
    );
    expect(text).toMatch(/\d+%/);
    // With NOAA unreachable the answer is computed, and says so without calling it sample data.
    expect(text).toContain('Computed from NOAA’s harmonic constants for this station');
    expect(text).not.toMatch(/sample data/i);
    await page.getByText('Tide data updated').waitFor();
    await expectNoSeriousAxeViolations(page);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('disables the button and reads "Getting Tides..." while the lookup runs', async () => {
    const { page } = await watchedPage(context);
    await open(page, `${siteUrl}/find-tides`);
    await page.getByRole('combobox').fill('Seattle');
    await page
      .getByRole('option', { name: /Seattle/ })
      .first()
      .click();
    // Hold the tide call so the loading state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/functions/v1/get-tide-data', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Find Tides', exact: true }).click();
    const loading = page.getByRole('button', { name: 'Getting Tides...' });
    await loading.waitFor();
    expect(await loading.isDisabled()).toBe(true);
    release();
    await page.getByRole('button', { name: 'Find Tides', exact: true }).waitFor();
    await page.close();
  });

  it('asks for a third character after "NY", then finds New York City\'s stations for "NYC"', async () => {
    const { page, consoleErrors } = await watchedPage(context);
    await open(page, `${siteUrl}/find-tides`);
    await page.getByRole('combobox').fill('NY');
    await page.getByText('Type at least 3 characters to search').waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('combobox').fill('NYC');
    await page
      .getByRole('option', { name: /New York City, NY/ })
      .first()
      .waitFor();
    expect(await page.getByText('Type at least 3 characters to search').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('says "Please select a location" when asked to search without one', async () => {
    const { page } = await watchedPage(context);
    await open(page, `${siteUrl}/find-tides`);
    await page.getByRole('combobox').fill('Bost');
    await page.getByRole('option', { name: /^Boston, MA/ }).click();
    // Editing the text away from the chosen name clears the selection.
    await page.getByRole('combobox').fill('Bostonx');
    const button = page.getByRole('button', { name: 'Find Tides', exact: true });
    await expect.poll(() => button.isDisabled()).toBe(true);
    // Submitting the search form with Enter is the one way to ask without a selection.
    await page.getByRole('combobox').press('Enter');
    await page.getByText('Please select a location').waitFor();
    await page.getByText('Choose a coastal location from the search results.').waitFor();
    await page.close();
  });
});
