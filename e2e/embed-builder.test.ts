/**
 * The embed builder's promise to a marina owner, in real Chromium: from /embed, choose Boston, the week,
 * dark and metres, copy both snippets, paste each into a plain page on another origin whose
 * CSS is hostile, and see there the same tides as Boston's station page, with the credit
 * linking back to it. The iframe page loads its own small script, not the site's app.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousAxeViolations, launch, open, watchedPage } from './browser.ts';

const BOSTON_PAGE = '/tides/ma/boston-8443970';
const siteUrl = inject('siteUrl');
const apiUrl = inject('apiUrl');

/** A page's global CSS at its worst: none of it may reach the widget. */
const HOSTILE_CSS = `* { font: 40px serif !important; color: red !important; }
a { display: none !important; }
ol, ul, li { display: inline !important; }
iframe { background: yellow; }`;

/** A marina's page: hostile CSS, a heading, and what the owner pasted. */
const marinaPage = (pasted: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Harbour Marina</title>
    <link rel="icon" href="data:," />
    <style>${HOSTILE_CSS}</style>
  </head>
  <body>
    <h1>Harbour Marina: tides</h1>
    ${pasted}
  </body>
</html>`;

/** Intl may put a narrow no-break space before AM/PM; compare words only. */
const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Each high and low a card shows, as "time height", in the order it shows them. */
async function tidesIn(scope: Locator): Promise<string[]> {
  const events = scope.locator('[data-slot="tide-event"]');
  const count = await events.count();
  const found: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const event = events.nth(index);
    const time = words(await event.locator('[data-slot="time"]').textContent());
    const height = words(await event.locator('[data-slot="height"]').textContent());
    found.push(`${time} ${height}`);
  }
  return found.sort();
}

/** Reads the clipboard as the page that copied sees it. */
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

describe('the embed builder, and its snippets on another site', () => {
  let browser: Browser;
  let context: BrowserContext;
  let marina: Server;
  let marinaUrl: string;
  const pages = new Map<string, string>();

  beforeAll(async () => {
    browser = await launch();
    context = await browser.newContext({
      locale: 'en-US',
      timezoneId: 'America/New_York',
      viewport: { width: 1280, height: 1000 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    // Another origin: the same host on another port.
    marina = createServer((req, res) => {
      const body = pages.get(req.url ?? '');
      res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body ?? 'Not found');
    });
    await new Promise<void>((done) => marina.listen(0, '127.0.0.1', done));
    marinaUrl = `http://127.0.0.1:${(marina.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((done) => (marina ? marina.close(() => done()) : done()));
  });

  it('writes both snippets for Boston’s week, dark, in metres, and each shows the station page’s tides on a hostile page elsewhere', async () => {
    // Boston's page first, in metres: today's highs and lows as the site shows them.
    const station = await watchedPage(context);
    await open(station.page, `${siteUrl}${BOSTON_PAGE}`);
    await station.page
      .getByRole('group', { name: 'Units and clock' })
      .first()
      .getByRole('button', { name: 'Metres', exact: true })
      .click();
    const stationCard = station.page.locator('.tides-tide-card').first();
    await expect.poll(async () => words(await stationCard.textContent())).toMatch(/\d\.\d\d m/);
    const stationToday = await tidesIn(stationCard);
    expect(stationToday.length).toBeGreaterThan(1);
    // Its page leads to the builder with Boston chosen.
    expect(
      await station.page.getByRole('link', { name: 'Embed these tides' }).getAttribute('href'),
    ).toBe('/embed?station=noaa%2F8443970');
    await station.page.close();

    // The builder, as the owner would use it, signed out, from the footer's link.
    const { page, consoleErrors } = await watchedPage(context);
    await open(page, `${siteUrl}/`);
    await page.getByRole('link', { name: 'Tide widgets for your website' }).click();
    await page.getByRole('heading', { name: 'Embed These Tides' }).waitFor();
    const search = page.getByRole('combobox', { name: 'Station' });
    await search.fill('Boston');
    await page.getByRole('option', { name: /^Boston, MA/ }).click();
    await expect.poll(() => search.inputValue()).toMatch(/^Boston/);
    await page.getByRole('radio', { name: /^The week/ }).check();
    await page.getByRole('radio', { name: 'Dark' }).check();
    await page.getByRole('radio', { name: 'Metres' }).check();
    expect(await page.getByRole('button', { name: 'Sign Out' }).count()).toBe(0);

    // The live preview is the iframe page itself.
    const preview = page.frameLocator('iframe[title="Preview of the embedded widget"]');
    await preview.getByRole('list', { name: 'Tides by day' }).waitFor();

    await page.getByRole('button', { name: 'Copy widget snippet' }).click();
    await page.getByText('Copied. Paste it into your page.').first().waitFor();
    const elementSnippet = await clipboard(page);
    expect(elementSnippet).toBe(
      await page.getByRole('textbox', { name: 'Widget snippet' }).inputValue(),
    );
    await page.getByRole('button', { name: 'Copy iframe snippet' }).click();
    const iframeSnippet = await clipboard(page);
    expect(iframeSnippet).toBe(
      await page.getByRole('textbox', { name: 'Iframe snippet' }).inputValue(),
    );

    expect(elementSnippet).toContain(
      `<script type="module" src="${siteUrl}/widgets/tide-finder.js"></script>`,
    );
    expect(elementSnippet).toContain('<tide-week');
    expect(elementSnippet).toContain(`supabase-url="${apiUrl}"`);
    expect(elementSnippet).toContain('location="noaa/8443970"');
    expect(elementSnippet).toContain('theme="dark"');
    expect(elementSnippet).toContain('units="m"');
    expect(elementSnippet).toContain(`station-href="${siteUrl}${BOSTON_PAGE}"`);
    expect(iframeSnippet).toMatch(/^<iframe\n/);
    expect(iframeSnippet).toContain('loading="lazy"');
    expect(iframeSnippet).toContain('title="The week’s tides for Boston, MA"');
    expect(iframeSnippet).toContain(
      `src="${siteUrl}/embed/frame?station=noaa%2F8443970&amp;widget=week&amp;theme=dark&amp;units=m&amp;clock=h12"`,
    );
    await expectNoSeriousAxeViolations(page);
    expect(consoleErrors).toEqual([]);
    await page.close();

    pages.set('/element.html', marinaPage(elementSnippet));
    pages.set('/iframe.html', marinaPage(iframeSnippet));

    // The element, pasted into the marina's page.
    const withElement = await watchedPage(context);
    await withElement.page.goto(`${marinaUrl}/element.html`);
    const week = withElement.page.locator('tide-week');
    const days = week.getByRole('list', { name: 'Tides by day' });
    await days.waitFor();
    const firstDay = days.locator('[data-slot="day"]').first();
    expect(await tidesIn(firstDay)).toEqual(stationToday);
    expect(await days.locator('[data-slot="day"]').count()).toBe(7);
    await expectCreditAndDark(week);
    expect(withElement.consoleErrors).toEqual([]);
    await withElement.page.close();

    // The iframe, pasted into the same page: only the frame's own script, never the site's app.
    const withFrame = await watchedPage(context);
    const scripts: string[] = [];
    withFrame.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const frameHeaders = withFrame.page.waitForResponse((response) =>
      response.url().startsWith(`${siteUrl}/embed/frame`),
    );
    await withFrame.page.goto(`${marinaUrl}/iframe.html`);
    const headers = (await frameHeaders).headers();
    expect(headers['content-security-policy']).toBe('frame-ancestors *');
    expect(headers['set-cookie']).toBeUndefined();
    const frame = withFrame.page.frameLocator('iframe');
    const frameDays = frame.getByRole('list', { name: 'Tides by day' });
    await frameDays.waitFor();
    expect(await tidesIn(frameDays.locator('[data-slot="day"]').first())).toEqual(stationToday);
    expect(await frameDays.locator('[data-slot="day"]').count()).toBe(7);
    await expectCreditAndDark(frame.locator('.tides-station-tides'));
    expect(
      // Its own entry with Vite's loader for the widget kinds it loads on demand and the station
      // paths it links by, the zone rules it reads the station's times by (the loader, the zone),
      // and the one-line resizing script the snippet ends with.
      scripts.every((path) =>
        /^\/assets\/(frame|preload-helper|paths|zone-loader|New_York)-|^\/embed\/resize\.js$/.test(
          path,
        ),
      ),
      scripts.join(),
    ).toBe(true);
    expect(await context.cookies(siteUrl)).toEqual([]);
    expect(withFrame.consoleErrors).toEqual([]);
    await withFrame.page.close();
  });

  it('opens from a current station’s page with that station chosen and its snippet written', async () => {
    const { page, consoleErrors } = await watchedPage(context);
    await open(page, `${siteUrl}/currents/wa/deception-pass-narrows-pug1701`);
    await page.getByRole('link', { name: 'Embed these currents' }).click();
    await page.getByRole('heading', { name: 'Embed These Tides' }).waitFor();
    // The builder looks the station up by its NOAA number, which names a current station too.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Station' }).inputValue())
      .toMatch(/^Deception Pass \(Narrows\)/);
    expect(await page.getByRole('radio', { name: /^Currents/ }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Iframe snippet' }).inputValue()).toContain(
      'station=noaa%2FPUG1701&amp;widget=currents',
    );
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});

/** The credit links to Boston's page, and the card is dark, whatever the page's CSS says. */
async function expectCreditAndDark(widget: Locator) {
  const credit = widget.getByRole('link', { name: 'Tides by Tide Charts' });
  expect(await credit.getAttribute('href')).toBe(`${siteUrl}${BOSTON_PAGE}`);
  expect(await credit.isVisible()).toBe(true);
  const card = widget.locator('.tides-tide-card');
  const look = await card.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, font: style.fontFamily, size: style.fontSize };
  });
  // The dark theme's card background, --tides-color-background's dark half (#0f172a).
  expect(look.background).toBe('rgb(15, 23, 42)');
  expect(look.font).not.toBe('serif');
  expect(look.size).not.toBe('40px');
}
