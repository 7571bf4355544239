/**
 * Small things a visitor met, in real Chromium: a month prints on one sheet of Letter and of A4;
 * a day prints without its day buttons and the chart's hint to point at it;
 * the header's parts never overlap at 1024, 1280 and 1440 px, signed in or out, and the
 * greeting (the display name, the address beside it) is whole there and on a phone; a reset link
 * used twice says so.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, open, watchedPage } from './browser.ts';

const siteUrl = inject('siteUrl');
const inboxUrl = inject('inboxUrl');
const apiUrl = inject('apiUrl');
const anonKey = inject('anonKey');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs a new account up on /auth; with confirmations off, that signs it in. */
async function signUp(page: Page, email: string, name: string) {
  await open(page, `${siteUrl}/auth`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Display Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('harbour-lights-42');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  // Attached, not visible: on a phone the greeting is in the closed menu.
  await page.locator('.site-header .greeting').waitFor({ state: 'attached' });
}

/** The pages of a PDF Chromium wrote: its page objects, `/Type /Page` (not `/Pages`). */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

describe('a printed month', () => {
  it('fits one sheet of Letter and of A4, with each day’s zone, across a clock change', async () => {
    const context = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
    const { page } = await watchedPage(context);
    // March 2027: 31 days, and Boston's clocks go forward on the 14th.
    await open(page, `${siteUrl}/tides/ma/boston-8443970?view=month&month=2027-03`);
    const rows = page.locator('.tide-table.month tbody tr');
    await expect.poll(() => rows.count()).toBe(31);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.zone-mark[data-change="true"]').isVisible()).toBe(true);
    expect(await page.locator('.month-meta').textContent()).toContain(
      'on Sun, Mar 14, clocks go forward to EDT (UTC−04:00) at 2:00 AM',
    );
    for (const format of ['Letter', 'A4'] as const) {
      expect(pageCount(await page.pdf({ format })), format).toBe(1);
    }
    await context.close();
  });
});

describe('a printed day', () => {
  it('leaves out what only a screen can use: the day buttons and the chart’s pointing hint', async () => {
    const context = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
    const { page, consoleErrors } = await watchedPage(context);
    await open(page, `${siteUrl}/tides/ma/boston-8443970?date=2027-03-15`);
    const hint = page.getByText('Point at the chart, or tab to it and use the arrow keys');
    await hint.waitFor();
    const previous = page.getByRole('link', { name: '← Previous day' });
    const next = page.getByRole('link', { name: 'Next day →' });
    const chart = page.locator('.station-day .tides-tide-chart svg').first();
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ media: 'screen' });
      expect(await previous.isVisible()).toBe(true);
      expect(await hint.isVisible()).toBe(true);
      await page.emulateMedia({ media: 'print' });
      expect(await previous.isVisible()).toBe(false);
      expect(await next.isVisible()).toBe(false);
      expect(await hint.isVisible()).toBe(false);
      // The day and its chart still print.
      expect(
        await page
          .getByRole('heading', { level: 2, name: 'Monday, March 15, 2027', exact: true })
          .isVisible(),
      ).toBe(true);
      expect(await chart.isVisible()).toBe(true);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The header's parts a visitor reads or presses, with their boxes. */
async function headerBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const parts: [string, string][] = [
      ['brand', '.site-header .brand'],
      ['section', '.site-header .nav-list li:not(.menu-only) .nav-link'],
      ['Find Tides', '.site-header .header-actions > .button'],
      ['greeting', '.site-header .greeting'],
      ['account button', '.site-header .account .button'],
      ['theme', '.site-header .theme-toggle button'],
    ];
    return parts.flatMap(([name, selector]) =>
      [...document.querySelectorAll(selector)].map((element) => {
        const box = element.getBoundingClientRect();
        return {
          name: `${name} “${element.textContent?.trim() ?? ''}”`,
          left: box.left,
          right: box.right,
          top: box.top,
          bottom: box.bottom,
        };
      }),
    );
  });
}

function overlaps(boxes: Box[]): string[] {
  const found: string[] = [];
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) {
      const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (width > 0.5 && height > 0.5) found.push(`${a.name} × ${b.name}`);
    }
  }
  return found;
}

/**
 * The greeting names the visitor by the display name chosen at sign-up, with the address they
 * signed in with beside it, neither cut short; the title keeps the address whole too.
 */
async function expectWholeGreeting(page: Page, email: string, where: string) {
  const greeting = page.locator('.site-header .greeting');
  expect(await greeting.innerText(), where).toBe(`Welcome, Skipper\n${email}`);
  expect(await greeting.getAttribute('title'), where).toBe(email);
  const cut = await greeting.evaluate((element) =>
    [element, ...element.children].some((part) => part.scrollWidth > part.clientWidth),
  );
  expect(cut, where).toBe(false);
  const box = await greeting.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width, where).toBe(true);
}

describe('the header', () => {
  it('keeps its parts apart at 1024, 1280 and 1440 px, signed out and in, the greeting whole', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, consoleErrors } = await watchedPage(context);
    const email = `skipper-${Date.now() % 100_000}@example.com`;
    for (const signedIn of [false, true]) {
      if (signedIn) await signUp(page, email, 'Skipper');
      for (const width of [1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await open(page, `${siteUrl}/learn`);
        const account = signedIn ? 'Sign Out' : 'Sign In';
        await page.locator('.site-header .account .button', { hasText: account }).waitFor();
        const boxes = await headerBoxes(page);
        const where = `${width} px, signed ${signedIn ? 'in' : 'out'}`;
        expect(boxes.length, where).toBeGreaterThanOrEqual(signedIn ? 10 : 9);
        expect(overlaps(boxes), where).toEqual([]);
        expect(
          boxes.filter((box) => box.left < 0 || box.right > width).map((box) => box.name),
          where,
        ).toEqual([]);
        if (signedIn) await expectWholeGreeting(page, email, where);
      }
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('greets a visitor on a phone by name, the address whole beside it, in the menu', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const { page, consoleErrors } = await watchedPage(context);
    const email = `skipper-phone-${Date.now() % 100_000}@example.com`;
    await signUp(page, email, 'Skipper');
    await open(page, `${siteUrl}/learn`);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('.site-header .greeting').waitFor();
    await expectWholeGreeting(page, email, 'a phone, 390 px');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('an account without a display name', () => {
  it('is greeted by its address', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, consoleErrors } = await watchedPage(context);
    const email = `nameless-${Date.now() % 100_000}@example.com`;
    // An account made through the API with no name, as one made elsewhere may be.
    const made = await fetch(`${apiUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'harbour-lights-42' }),
    });
    expect(made.status).toBe(200);
    await open(page, `${siteUrl}/auth`);
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('harbour-lights-42');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.locator('.site-header .greeting').waitFor();
    await open(page, `${siteUrl}/learn`);
    const greeting = page.locator('.site-header .greeting');
    await greeting.waitFor();
    expect(await greeting.innerText()).toBe(`Welcome, ${email}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('a password reset link', () => {
  it('lets the visitor choose a new password once, and says so when used again', async () => {
    const context = await browser.newContext();
    const { page } = await watchedPage(context);
    const email = `reset-${Date.now()}@example.com`;
    await signUp(page, email, 'Reset');
    await page.locator('.site-header').getByRole('button', { name: 'Sign Out' }).click();
    // Signed out for sure before /auth opens: a signed-in visitor is sent home from it.
    await page.locator('.site-header').getByRole('link', { name: 'Sign In' }).waitFor();

    await open(page, `${siteUrl}/auth`);
    await page.getByText('Forgot your password?').click();
    await page.getByLabel('Your sign-in address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/an email with a link to choose a new password is on its way/).waitFor();

    // The backend keeps the email in its local inbox (its own loopback port), newest first.
    const inbox = await (await fetch(inboxUrl)).text();
    const entry = [
      ...inbox.matchAll(/<li><a href="(\/inbox\/[0-9a-f-]+)">[^<]*<\/a><br>\s*<small>To ([^ <]+)/g),
    ].find((match) => match[2] === email);
    expect(entry).toBeDefined();
    const message = await (await fetch(new URL(entry?.[1] ?? '', inboxUrl))).text();
    const link = /<a href="([^"]*\/verify\?[^"]*)"/.exec(message)?.[1]?.replaceAll('&amp;', '&');
    expect(link).toBeDefined();

    await page.goto(link ?? '');
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.locator('.site-header').getByRole('button', { name: 'Sign Out' }).click();

    await page.goto(link ?? '');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const problem = page
      .getByRole('alert')
      .filter({ hasText: 'This link has expired or was already used' });
    await problem.waitFor();
    expect(await problem.textContent()).toContain('Ask for a new password reset link below');
    // The form for a new link is open, and the error is gone from the address.
    expect(await page.getByLabel('Your sign-in address').isVisible()).toBe(true);
    expect(new URL(page.url()).hash).toBe('');
    await context.close();
  });
});
