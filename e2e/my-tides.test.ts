/**
 * An angler's account in real Chromium, against the real backend: sign up, save two stations,
 * log a session with a catch and see its conditions, edit it, export the log, find it all again
 * after a reload and after signing out and back in, then delete the account and be unable to
 * sign in with it.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { allAxeViolations, launch, open, watchedPage } from './browser.ts';

const siteUrl = inject('siteUrl');
const DECEPTION_PASS = 'Deception Pass (Narrows), WA';
const DECEPTION_PASS_CURRENTS = '/currents/wa/deception-pass-narrows-pug1701';
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, email: string, password: string) {
  await open(page, `${siteUrl}/auth`);
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function saveStation(page: Page, term: string, option: RegExp, name: string) {
  await page.getByRole('combobox').fill(term);
  await page.getByRole('option', { name: option }).first().click();
  await page.getByRole('button', { name: `Save ${name}` }).click();
  await page.getByRole('button', { name: `Saved: ${name}` }).waitFor();
}

describe('My Tides', () => {
  it('keeps saved stations and a fishing log, and deletes them with the account', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const { page, consoleErrors } = await watchedPage(context);
    const email = `angler-${Date.now()}@example.com`;
    const password = 'slack-water-at-dawn';

    await open(page, `${siteUrl}/auth`);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Display Name').fill('Alex Angler');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL(`${siteUrl}/`);
    // Signed in, the hero and the header's greeting lead to My Tides, not to a sign-in.
    await page.getByRole('main').getByRole('link', { name: 'My Tides' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign In / Sign Up' }).count()).toBe(0);
    expect(await page.locator('header a.greeting').getAttribute('href')).toBe('/my-tides');

    await open(page, `${siteUrl}/find-tides`);
    await saveStation(page, 'Boston', /^Boston, MA/, 'Boston, MA');
    await saveStation(page, 'Newport', /^Newport, RI/, 'Newport, RI');

    await page.locator('header a.greeting').click();
    await page.waitForURL(`${siteUrl}/my-tides`);
    const saved = page.getByRole('region', { name: 'Saved stations' });
    await saved.getByRole('article').nth(1).waitFor();
    expect(await saved.getByRole('article').count()).toBe(2);
    // Each saved station leads to its own page.
    expect(
      await saved
        .getByRole('link', { name: 'The week ahead and a month table for Boston, MA →' })
        .getAttribute('href'),
    ).toBe('/tides/ma/boston-8443970');

    const log = page.getByRole('region', { name: 'Fishing log' });
    await log.getByRole('button', { name: 'Log a session' }).click();
    await log.getByLabel('Station', { exact: true }).selectOption({ label: 'Boston, MA' });
    await log.getByLabel('Date', { exact: true }).fill('2026-03-15');
    await log.getByLabel('Started (station time)').fill('06:30');
    await log.getByRole('button', { name: 'Add a catch' }).click();
    await log.getByLabel('Species', { exact: true }).fill('Striped bass');
    await log.getByLabel('Count', { exact: true }).fill('2');
    await log.getByRole('button', { name: 'Save session' }).click();
    const entry = log.locator('li.tides-fishing-session');
    await entry.getByText('2 × Striped bass, released').waitFor();
    // Boston, 15 March 2026, 6:30 AM EDT: between the 2:59 AM low and the 9:18 AM high.
    expect(await entry.locator('.tides-fishing-conditions').textContent()).toMatch(
      /^Rising, \d+\.\d ft above MLLW, 3 h 3\d min after low tide · .+ moon, \d+% lit · Sunrise/,
    );

    await entry.getByRole('button', { name: 'Edit' }).click();
    await log.getByLabel('Notes', { exact: true }).fill('Birds working the rip');
    await log.getByRole('button', { name: 'Save session' }).click();
    await entry.getByText('Birds working the rip').waitFor();
    expect(await page.getByRole('table', { name: 'By tide stage' }).textContent()).toContain(
      'Rising tide2',
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    // A byte-order mark first, so a spreadsheet reads the notes' accents as written.
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('noaa/8443970,"Boston, MA",rising,');
    expect(csv).toContain('Striped bass,2,,,released,Birds working the rip');

    await page.reload();
    await entry.getByText('Birds working the rip').waitFor();

    await page.locator('header').getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('heading', { name: 'What an account gives you' }).waitFor();
    await signIn(page, email, password);
    await page.waitForURL(`${siteUrl}/`);
    await open(page, `${siteUrl}/my-tides`);
    await entry.getByText('Birds working the rip').waitFor();
    await saved.getByRole('article').nth(1).waitFor();
    expect(await saved.getByRole('article').count()).toBe(2);

    // Each part of the account begins with its heading clear of the button ending the part above.
    const account = page.getByRole('region', { name: 'Your account' });
    for (const [button, heading] of [
      ['Change password', 'Your data'],
      ['Export my data (JSON)', 'Delete account'],
    ] as const) {
      const above = await account.getByRole('button', { name: button, exact: true }).boundingBox();
      const below = await account
        .getByRole('heading', { name: heading, exact: true })
        .boundingBox();
      expect(below!.y - (above!.y + above!.height)).toBeGreaterThanOrEqual(16);
    }

    await page.getByRole('button', { name: 'Delete my account…' }).click();
    await page.getByText('This deletes your account, every saved station').waitFor();
    await page.getByRole('button', { name: 'Delete my account and all my data' }).click();
    await page.getByText('Account deleted').waitFor();
    await page.waitForURL(`${siteUrl}/`);

    await signIn(page, email, password);
    await page.getByText('Invalid login credentials').waitFor();
    expect(consoleErrors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    await context.close();
  });
  const SCREENS = [
    { name: 'a desktop', viewport: { width: 1280, height: 900 }, isMobile: false },
    { name: 'a phone', viewport: { width: 390, height: 844 }, isMobile: true },
  ] as const;

  for (const screen of SCREENS) {
    it(`moves and removes saved stations from the keyboard on ${screen.name}, kept after a reload`, async () => {
      const context = await browser.newContext({
        viewport: screen.viewport,
        isMobile: screen.isMobile,
        hasTouch: screen.isMobile,
      });
      const { page, consoleErrors } = await watchedPage(context);
      const email = `arranger-${screen.isMobile ? 'phone' : 'desk'}-${Date.now()}@example.com`;
      await open(page, `${siteUrl}/auth`);
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await page.getByLabel('Display Name').fill('Ari Arranger');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('slack-water-at-dawn');
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await page.waitForURL(`${siteUrl}/`);

      await open(page, `${siteUrl}/find-tides`);
      await saveStation(page, 'Boston', /^Boston, MA/, 'Boston, MA');
      await saveStation(page, 'Newport', /^Newport, RI/, 'Newport, RI');
      await saveStation(page, 'Honolulu', /^Honolulu, HI/, 'Honolulu, HI');
      // A boater's current station, saved from its own page.
      await open(page, `${siteUrl}${DECEPTION_PASS_CURRENTS}`);
      await page.getByRole('button', { name: `Save ${DECEPTION_PASS}` }).click();
      await page.getByRole('button', { name: `Saved: ${DECEPTION_PASS}` }).waitFor();

      await open(page, `${siteUrl}/my-tides`);
      const saved = page.getByRole('region', { name: 'Saved stations' });
      const list = saved.getByRole('list', { name: 'Your saved stations, in your order' });
      const order = () =>
        list
          .getByRole('button', { name: /^Remove / })
          .evaluateAll((buttons) =>
            buttons.map((button) => button.getAttribute('aria-label')?.slice('Remove '.length)),
          );
      // Saved one after another, they are listed in the order they were saved.
      await expect
        .poll(order)
        .toEqual(['Boston, MA', 'Newport, RI', 'Honolulu, HI', DECEPTION_PASS]);
      const status = saved.getByRole('status').filter({ hasText: /moved|removed/ });

      // Honolulu up, twice, from the keyboard: focus stays on its button as it climbs.
      await list.getByRole('button', { name: 'Move up Honolulu, HI' }).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(order)
        .toEqual(['Boston, MA', 'Honolulu, HI', 'Newport, RI', DECEPTION_PASS]);
      expect(await status.textContent()).toBe('Honolulu, HI moved up: 2 of 4.');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Move up Honolulu, HI');
      await page.keyboard.press('Enter');
      await expect
        .poll(order)
        .toEqual(['Honolulu, HI', 'Boston, MA', 'Newport, RI', DECEPTION_PASS]);
      expect(await status.textContent()).toBe('Honolulu, HI moved up: 1 of 4.');
      // At the top it can only go down: focus moves to a button that can still be pressed.
      expect(await list.getByRole('button', { name: 'Move up Honolulu, HI' }).isDisabled()).toBe(
        true,
      );
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Move down Honolulu, HI');

      // Boston removed with Space: Newport's Remove takes the focus.
      await list.getByRole('button', { name: 'Remove Boston, MA' }).focus();
      await page.keyboard.press('Space');
      await expect.poll(order).toEqual(['Honolulu, HI', 'Newport, RI', DECEPTION_PASS]);
      expect(await status.textContent()).toBe('Boston, MA removed from your saved stations.');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Remove Newport, RI');

      // Kept in the account: the same after a reload, and Boston's star is off again.
      await page.reload();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expect.poll(order).toEqual(['Honolulu, HI', 'Newport, RI', DECEPTION_PASS]);
      await saved.getByRole('article').nth(2).waitFor();
      expect(await saved.getByRole('article').count()).toBe(3);
      await saved
        .getByRole('article', { name: DECEPTION_PASS })
        .getByRole('list', { name: 'Slack water and strongest currents' })
        .waitFor();
      // Every control's visible words begin its name, and each card's sections have their own.
      expect(await allAxeViolations(page)).toEqual([]);
      await open(page, `${siteUrl}/tides/ma/boston-8443970`);
      await page.getByRole('button', { name: 'Save Boston, MA' }).waitFor();
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
