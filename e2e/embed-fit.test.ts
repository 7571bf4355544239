/**
 * Iframes that fit, in real Chromium: each widget's iframe snippet, pasted into a page on another
 * origin in a 300, 600 and 1,000 px column, is as tall as the most it shows on the busiest days
 * (nothing cut off, little left blank), and fails here when the content outgrows it; the week fits
 * a phone's column; and with the snippet's optional `/embed/resize.js` the frame follows its
 * content, a finder's results included.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EMBED_SIZES, type EmbedSize } from '@tides/site/embed/options';
import { FRAME_HEIGHTS, iframeSnippet } from '@tides/site/embed/snippets';
import { launch, open, watchedPage } from './browser.ts';

const siteUrl = inject('siteUrl');

const WIDGETS = ['today', 'week', 'chart', 'finder', 'moon', 'currents', 'flood'] as const;
type Widget = (typeof WIDGETS)[number];

/**
 * The host columns a snippet is pasted into: a sidebar, a narrow page's body, a wide one. The
 * compact frame is 300 px wide in each; the wide one takes the column up to its 760 px, so it is
 * measured at 600 and 760 (the 1,000 px column). A column narrower than 600 px takes the compact
 * snippet, as the builder says.
 */
const COLUMNS = [300, 600, 1000] as const;

/**
 * The busiest days the frames are sized for, in both units and both clocks: the US tide station
 * with the longest name (its title takes three lines in a sidebar) in feet on a 12-hour clock,
 * and Boston, whose gauge adds the water level it measured, in metres on a 24-hour clock; each
 * with four tides on the day. The currents are Deception Pass's eight slacks and strongest
 * currents, the most any day of theirs has, in knots and in metres a second.
 */
const CASES = [
  {
    tide: 'ticon/west_harbor_at_oyster_bay_nwr_at_bayville_ny-1303152-usa-usgs',
    units: 'ft',
    clock: 'h12',
  },
  { tide: 'noaa/8443970', units: 'm', clock: 'h23' },
] as const;
const DECEPTION_PASS = 'noaa/PUG1701';
/** The flood outlook is measured at its fullest: Boston's thresholds and its gauge's surge. */
const BOSTON = 'noaa/8443970';

/**
 * How much taller than the tallest content a frame may be: a little over for a longer name or a
 * notice, not a screenful of blank.
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

/** Waits until the frame shows its widget and its credit, and answers its content's height. */
async function contentHeight(frame: FrameLocator, widget: Widget): Promise<number> {
  if (widget === 'finder') {
    await frame.getByRole('button', { name: 'Find Tides', exact: true }).waitFor();
  } else if (widget === 'flood') {
    // Boston's gauge reports a surge here: the frame is measured with the next high's estimate.
    await frame.locator('[data-slot="estimate"]').waitFor();
  } else if (widget === 'currents') {
    await frame.locator('.tides-station-currents[data-state="ready"]').waitFor();
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

  it('gives every frame the height of the most it shows, at each column and shape', async () => {
    // The tallest content of each shape's widget over every case and column, with where.
    const tallest = new Map<string, { height: number; where: string }>();
    for (const [index, example] of CASES.entries()) {
      for (const column of COLUMNS) {
        const snippets = EMBED_SIZES.filter((size) => size === 'compact' || column >= 600).flatMap(
          (size) =>
            WIDGETS.map((widget) => ({
              size,
              widget,
              snippet: iframeSnippet(
                {
                  station:
                    widget === 'currents'
                      ? DECEPTION_PASS
                      : widget === 'flood'
                        ? BOSTON
                        : example.tide,
                  widget,
                  theme: 'light',
                  units: example.units,
                  clock: example.clock,
                },
                {
                  origin: siteUrl,
                  apiUrl: '',
                  anonKey: '',
                  size,
                  station: null,
                },
              ),
            })),
        );
        const path = `/fit-${index}-${column}.html`;
        pages.set(
          path,
          hostPage(snippets.map(({ snippet }) => frameOnly(snippet)).join('\n'), column),
        );
        const { page, consoleErrors } = await watchedPage(context);
        await page.goto(`${hostUrl}${path}`);
        for (const [nth, { size, widget }] of snippets.entries()) {
          const frame = page.locator('iframe').nth(nth);
          await frame.scrollIntoViewIfNeeded();
          const shown = await contentHeight(page.frameLocator(`iframe >> nth=${nth}`), widget);
          const given = await frame.evaluate((element) => element.getBoundingClientRect().height);
          expect(given, `${size} ${widget} frame`).toBe(FRAME_HEIGHTS[size][widget]);
          const where = `${column} px column, ${example.units}, ${example.clock}`;
          const key = `${size} ${widget}`;
          if (shown > (tallest.get(key)?.height ?? 0)) tallest.set(key, { height: shown, where });
        }
        // Console errors aside from the observed level a gauge may not have for the fixed day.
        expect(consoleErrors).toEqual([]);
        await page.close();
      }
    }
    for (const [key, { height, where }] of tallest) {
      const [size, widget] = key.split(' ') as [EmbedSize, Widget];
      const given = FRAME_HEIGHTS[size][widget];
      console.info(`${key}: at most ${height} px (${where}) in a frame of ${given} px`);
    }
    for (const [key, { height, where }] of tallest) {
      const [size, widget] = key.split(' ') as [EmbedSize, Widget];
      const given = FRAME_HEIGHTS[size][widget];
      expect(height, `${key} at ${where}`).toBeLessThanOrEqual(given);
      expect(given - height, `${key} blank below its content`).toBeLessThanOrEqual(slack(given));
    }
  }, 600_000);

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
