/**
 * Iframes that fit, in real Chromium: each widget's iframe snippet from the builder, pasted into
 * a page on another origin in a column of the size chosen, is about as tall as what it shows
 * (nothing cut off, little left blank); the week fits a phone's column; and with the snippet's
 * optional `/embed/resize.js` the frame follows its content, a finder's results included.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, open, watchedPage } from './browser.ts';

const siteUrl = inject('siteUrl');

const WIDGETS = ['today', 'week', 'chart', 'finder', 'moon', 'flood'] as const;
type Widget = (typeof WIDGETS)[number];

/** The builder's two sizes, by the label of their choice and their width. */
const SIZES = [
  ['Compact', 300],
  ['Wide', 760],
] as const;

/**
 * How much taller than its content a frame may be: a day has three or four tides, and a week's
 * days each three to five, so a frame sized for four a day has a row or so to spare on others.
 */
const slack = (given: number) => Math.max(100, given * 0.15);

/** A page on another origin with `pasted` in a column `width` pixels wide. */
const hostPage = (pasted: string, width: number) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Harbour Marina</title>
    <link rel="icon" href="data:," />
  </head>
  <body style="margin: 0">
    <main style="width: ${width}px">${pasted}</main>
  </body>
</html>`;

/** The iframe alone, without the optional script line and its comment. */
const frameOnly = (snippet: string) => snippet.slice(0, snippet.indexOf('</iframe>') + 9);

/** Waits until the frame shows its widget, and answers its content's height. */
async function contentHeight(frame: FrameLocator, widget: Widget): Promise<number> {
  if (widget === 'finder') {
    await frame.getByRole('button', { name: 'Find Tides', exact: true }).waitFor();
  } else if (widget === 'flood') {
    // Boston's gauge reports a surge here: the frame is measured with the next high's estimate.
    await frame.locator('[data-slot="estimate"]').waitFor();
  } else {
    await frame.locator('.tides-station-tides[data-state="ready"]').waitFor();
  }
  await frame.getByText('Tides by Tide Charts').waitFor();
  return frame.locator('body').evaluate((body) => Math.ceil(body.getBoundingClientRect().height));
}

describe('iframes that fit', () => {
  let browser: Browser;
  let context: BrowserContext;
  let host: Server;
  let hostUrl: string;
  const pages = new Map<string, string>();

  beforeAll(async () => {
    browser = await launch();
    context = await browser.newContext({
      locale: 'en-US',
      timezoneId: 'America/New_York',
      viewport: { width: 1280, height: 1000 },
    });
    // What a today or week frame shows depends on the hour (the tides still to come, the level
    // now), so every frame is measured at one night's clock, whatever the hour of the run.
    await context.clock.setFixedTime(new Date('2026-11-28T06:40:00Z'));
    host = createServer((req, res) => {
      const body = pages.get(req.url ?? '');
      res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body ?? 'Not found');
    });
    await new Promise<void>((done) => host.listen(0, '127.0.0.1', done));
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((done) => (host ? host.close(() => done()) : done()));
  });

  /** The builder's iframe snippet for Boston's `widget` at `size`. */
  async function snippetFor(page: Page, widget: Widget, size: string): Promise<string> {
    await open(page, `${siteUrl}/embed?station=noaa%2F8443970&widget=${widget}`);
    await page.getByRole('radio', { name: new RegExp(`^${size}`) }).check();
    const box = page.getByRole('textbox', { name: 'Iframe snippet' });
    await expect.poll(() => box.inputValue(), { timeout: 20_000 }).toContain(`widget=${widget}`);
    return box.inputValue();
  }

  describe.each(SIZES)('at the %s size', (size, width) => {
    it.each(WIDGETS)('gives the %s frame about the height of what it shows', async (widget) => {
      const builder = await watchedPage(context);
      const snippet = await snippetFor(builder.page, widget, size);
      await builder.page.close();
      const given = Number(/height="(\d+)"/.exec(snippet)?.[1]);
      expect(snippet).toContain(`width="${width}"`);

      const path = `/${size}-${widget}.html`;
      pages.set(path, hostPage(frameOnly(snippet), width));
      const { page, consoleErrors } = await watchedPage(context);
      await page.goto(`${hostUrl}${path}`);
      const shown = await contentHeight(page.frameLocator('iframe'), widget);
      console.info(`${size} ${widget}: content ${shown} px in a frame of ${given} px`);
      expect(shown).toBeLessThanOrEqual(given);
      expect(given - shown).toBeLessThanOrEqual(slack(given));
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  });

  it('fits the week into a phone’s column, and /embed/resize.js fits each frame to its content', async () => {
    const builder = await watchedPage(context);
    const week = await snippetFor(builder.page, 'week', 'Compact');
    const finder = await snippetFor(builder.page, 'finder', 'Compact');
    await builder.page.close();
    // The snippet says the script is optional, and where it comes from.
    expect(week).toContain('Optional: fits the frame to its content.');
    expect(week).toContain(`<script src="${siteUrl}/embed/resize.js" async></script>`);

    // A phone's column, narrower than the compact size; the script once, as the snippets give it.
    pages.set('/phone.html', hostPage(`${frameOnly(week)}\n${finder}`, 340));
    const phone = await browser.newContext({
      locale: 'en-US',
      timezoneId: 'America/New_York',
      viewport: { width: 375, height: 800 },
    });
    const { page, consoleErrors } = await watchedPage(phone);
    await page.goto(`${hostUrl}/phone.html`);
    const frames = page.locator('iframe');
    const weekFrame = page.frameLocator('iframe >> nth=0');
    const weekHeight = await contentHeight(weekFrame, 'week');
    // Seven days of four tides in a phone's column: about two screens, where it was over three.
    expect(weekHeight).toBeLessThan(1800);
    await expect
      .poll(() => frames.nth(0).evaluate((frame) => frame.getBoundingClientRect().height))
      .toBe(weekHeight);
    // The credit at the bottom of the week is inside the frame, not cut off.
    const credit = weekFrame.getByRole('link', { name: 'Tides by Tide Charts' });
    const creditBottom = await credit.evaluate((link) => link.getBoundingClientRect().bottom);
    expect(creditBottom).toBeLessThanOrEqual(weekHeight);

    // The finder grows with its results.
    const finderFrame = page.frameLocator('iframe >> nth=1');
    const formHeight = await contentHeight(finderFrame, 'finder');
    await finderFrame.getByRole('button', { name: 'Find Tides', exact: true }).click();
    await finderFrame
      .getByText(/High Tides/)
      .first()
      .waitFor();
    await expect
      .poll(() => frames.nth(1).evaluate((frame) => frame.getBoundingClientRect().height))
      .toBeGreaterThan(formHeight + 200);
    const withResults = await finderFrame
      .locator('body')
      .evaluate((body) => Math.ceil(body.getBoundingClientRect().height));
    await expect
      .poll(() => frames.nth(1).evaluate((frame) => frame.getBoundingClientRect().height))
      .toBe(withResults);
    expect(consoleErrors).toEqual([]);
    await phone.close();
  });
});
