/**
 * What a first visitor tripped over, in real Chromium: widgets and toasts in the dark
 * theme, a page prerendered on one day opened on another, the signed-in header on one row, the
 * phone menu and anchors, Enter in the location search, and where focus goes after Find Tides.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousAxeViolations, launch, open, watchedPage } from './browser.ts';

const siteUrl = inject('siteUrl');
const PHONE = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Whether a computed `rgb(…)` colour is a dark one (relative luminance well under half). */
function isDark(color: string): boolean {
  const [r = 255, g = 255, b = 255] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 80;
}

function background(page: Page, selector: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
}

function headerBottom(page: Page): Promise<number> {
  return page.locator('header.site-header').evaluate((el) => el.getBoundingClientRect().bottom);
}

describe('a visitor in the dark theme', () => {
  it('sees every widget and toast dark, and toasts clear of the header', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('tides-theme', 'dark'));
    const { page, consoleErrors } = await watchedPage(context);

    await open(page, `${siteUrl}/find-tides`);
    for (const part of [
      '.tides-tide-finder__search',
      '.tides-location-search__input',
      '.tides-date-picker__trigger',
    ]) {
      expect(isDark(await background(page, part)), part).toBe(true);
    }

    // Enter with nothing chosen: the "Please select a location" toast.
    await page.getByRole('combobox').press('Enter');
    const toast = page.locator('[data-sonner-toast]').first();
    await toast.waitFor();
    expect(isDark(await toast.evaluate((el) => getComputedStyle(el).backgroundColor))).toBe(true);
    // Its close button is at least 24 px square, big enough to hit with a finger.
    const close = await toast.getByRole('button', { name: 'Close toast' }).boundingBox();
    expect(Math.min(close?.width ?? 0, close?.height ?? 0)).toBeGreaterThanOrEqual(24);
    // Toasts slide in from above; where one settles is what counts.
    const bottom = await headerBottom(page);
    await expect
      .poll(() => toast.evaluate((el) => el.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(bottom);

    await open(page, `${siteUrl}/auth`);
    expect(isDark(await background(page, '.tides-auth-card'))).toBe(true);
    await expectNoSeriousAxeViolations(page);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('a page prerendered on an earlier day', () => {
  it('hydrates without an error and shows the visitor’s own today', async () => {
    // Kiritimati is 14 hours ahead of UTC, and three days on is never the build's day there.
    const timeZone = 'Pacific/Kiritimati';
    const context = await browser.newContext({ timezoneId: timeZone, locale: 'en-US' });
    const { page, consoleErrors } = await watchedPage(context);
    const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    await page.clock.setFixedTime(later);

    await open(page, `${siteUrl}/find-tides`);

    const today = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone,
    }).format(later);
    await expect
      .poll(() => page.locator('.tides-date-picker__trigger').textContent())
      .toContain(today);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('a signed-in visitor with a long address', () => {
  it('keeps the header to one row where it fits and two below, the full address in its title', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, consoleErrors } = await watchedPage(context);
    const email = `a-rather-long-address-for-a-header-${Date.now()}@harbour-master.example.com`;
    await open(page, `${siteUrl}/auth`);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Display Name').fill('Sam Sailor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('harbour-lights-42');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    const greeting = page.locator('header .greeting');
    await greeting.waitFor();
    expect(await greeting.getAttribute('title')).toBe(email);

    for (const width of [1024, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const rows = await page.locator('.header-inner').evaluate((inner) => {
        const tops = new Set<number>();
        for (const element of inner.querySelectorAll(
          '.brand, .nav-link, .header-actions > *, .account > *',
        )) {
          const box = element.getBoundingClientRect();
          // Not shown at this width (the phone menu's own entries): on no row.
          if (box.width === 0 && box.height === 0) continue;
          tops.add(Math.round((box.top + box.bottom) / 2 / 12));
        }
        return { rows: tops.size, overflow: inner.scrollWidth > inner.clientWidth };
      });
      // Signed in, the sections take a second row below 1600 px (on one row the
      // greeting was cut to "Welco…" and the theme switch covered Sign Out).
      expect(rows, `at ${width}px`).toEqual({ rows: width < 1600 ? 2 : 1, overflow: false });
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('a visitor on a phone', () => {
  it('has the menu close after a same-page link, and lands with the heading below the header', async () => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const { page, consoleErrors } = await watchedPage(context);
    await open(page, `${siteUrl}/`);

    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Tide Charts' })
      .click();

    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('false');
    const charts = page.locator('#charts');
    await expect
      .poll(
        async () =>
          (await charts.evaluate((el) => el.getBoundingClientRect().top)) >=
          (await headerBottom(page)),
      )
      .toBe(true);

    // The home chart says where its numbers come from.
    await page
      .locator('.featured-chart-source')
      .getByText('Computed from NOAA’s harmonic constants for this station')
      .waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('spans the menu with Sign In and the theme switch, at a finger’s height, and closes it with Escape', async () => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const { page, consoleErrors } = await watchedPage(context);
    await open(page, `${siteUrl}/learn`);

    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.tap();
    const theme = page.locator('#site-menu .theme-toggle');
    const bar = await theme.boundingBox();
    const choices = await theme
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect()));
    expect(choices).toHaveLength(3);
    // The three choices fill the bar they sit in (it spans the menu), none under 44 px tall.
    const filled = choices.reduce((sum, rect) => sum + rect.width, 0);
    expect(filled).toBeGreaterThan((bar?.width ?? 0) - 4);
    for (const rect of choices) expect(rect.height).toBeGreaterThanOrEqual(44);
    // Sign In spans the menu as Find Tides does.
    const menu = page.locator('#site-menu');
    const findTides = await menu.getByRole('link', { name: 'Find Tides' }).boundingBox();
    const signIn = await menu.getByRole('link', { name: 'Sign In' }).boundingBox();
    expect(signIn?.width).toBeCloseTo(findTides?.width ?? 0, 0);

    await page.keyboard.press('Escape');
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('picks the first match with Enter, then brings focus and view to the results', async () => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const { page, consoleErrors } = await watchedPage(context);
    await open(page, `${siteUrl}/find-tides`);

    const search = page.getByRole('combobox');
    await search.fill('Boston');
    await expect.poll(() => search.getAttribute('aria-activedescendant')).toBeTruthy();
    await search.press('Enter');
    await expect.poll(() => search.inputValue()).toBe('Boston, MA');

    await page.getByRole('button', { name: 'Find Tides', exact: true }).last().click();
    const heading = page
      .locator('[data-slot="results"]')
      .getByRole('heading', { name: 'Boston, MA' });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect
      .poll(async () => {
        const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
        return top >= (await headerBottom(page)) - 1 && top < PHONE.height;
      })
      .toBe(true);
    await expectNoSeriousAxeViolations(page);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
