/**
 * The widgets' promise to a marina owner, in real Chromium: a plain page with hostile global CSS
 * loads nothing but the standalone `tide-finder.js`, and `<tide-finder>` finds Boston's tides
 * through its shadow DOM, looks as it should, and tells the page with `tides-results`.
 *
 * The screenshot was judged by eye once (docs/tide-finder.png, shown in the widgets' README);
 * since then the computed styles below hold the look. `UPDATE_SCREENSHOT=1` rewrites it.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousAxeViolations, launch, watchedPage } from './browser.ts';

const root = fileURLToPath(new URL('../', import.meta.url));

/** What the page heard of `tides-results`, recorded from before the widget loads. */
interface Heard {
  location: string;
  highTides: number;
  bubbles: boolean;
  composed: boolean;
  target: string;
}

describe('<tide-finder> embedded in a hostile page', () => {
  let browser: Browser;
  let context: BrowserContext;
  const siteUrl = inject('siteUrl');
  const apiUrl = inject('apiUrl');

  beforeAll(async () => {
    browser = await launch();
    context = await browser.newContext({
      locale: 'en-US',
      timezoneId: 'America/New_York',
      viewport: { width: 1100, height: 900 },
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("finds Boston's tides, untouched by the page's CSS, and fires tides-results", async () => {
    const { page, consoleErrors } = await watchedPage(context);
    const fromSite: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === siteUrl && url.pathname !== '/favicon.ico') fromSite.push(url.pathname);
    });
    await page.addInitScript(() => {
      const heard: unknown[] = [];
      (window as unknown as { heard: unknown[] }).heard = heard;
      document.addEventListener('tides-results', (event) => {
        const { result } = (event as CustomEvent<{ result: { location: string; highTides: [] } }>)
          .detail;
        heard.push({
          location: result.location,
          highTides: result.highTides.length,
          bubbles: event.bubbles,
          composed: event.composed,
          target: (event.target as Element).localName,
        });
      });
    });

    await page.goto(`${siteUrl}/embed-demo.html`);
    // The page is plain HTML: its one script is the standalone bundle, which brings in the
    // finder's own chunks from beside it as the element renders.
    await page.getByRole('combobox', { name: 'Location' }).waitFor();
    expect(fromSite.slice(0, 2)).toEqual(['/embed-demo.html', '/widgets/tide-finder.js']);
    expect(fromSite.slice(2).every((path) => /^\/widgets\/[\w.-]+\.js$/.test(path))).toBe(true);
    expect(await page.locator('tide-finder').getAttribute('supabase-url')).toBe(apiUrl);

    // Playwright's role queries pierce open shadow roots, as a visitor's eyes do.
    const search = page.getByRole('combobox', { name: 'Location' });
    await search.fill('Boston');
    await page.getByRole('option', { name: /^Boston, MA/ }).click();
    const find = page.getByRole('button', { name: 'Find Tides', exact: true });
    await find.click();
    const tideCard = page.locator('tide-finder [part~="tide-card"]');
    await tideCard.getByRole('heading', { name: /Boston, MA/ }).waitFor();
    await page.getByText('Tide data updated').waitFor();

    const heard = await page.evaluate(() => (window as unknown as { heard: Heard[] }).heard);
    expect(heard).toEqual([
      {
        location: 'Boston, MA',
        highTides: expect.any(Number),
        bubbles: true,
        composed: true,
        target: 'tide-finder',
      },
    ]);
    expect(heard[0]!.highTides).toBeGreaterThan(0);

    // Inside the shadow root, none of `* { font: 40px serif !important; color: red }` or
    // `button { display: none }` applies; outside, the page's CSS is as the page wrote it.
    const styles = await page.evaluate(() => {
      const host = document.querySelector('tide-finder')!;
      const inside = (selector: string) => {
        const element = host.shadowRoot!.querySelector(selector)!;
        const style = getComputedStyle(element);
        return {
          fontSize: style.fontSize,
          fontFamily: style.fontFamily,
          color: style.color,
          display: style.display,
        };
      };
      const heading = getComputedStyle(document.querySelector('h1')!);
      return {
        base: inside('[part~="base"]'),
        button: inside('[part~="find-button"]'),
        input: inside('[part~="search-input"]'),
        cardTitle: inside('[part~="tide-card"] h2, [part~="tide-card"] h3'),
        pageHeading: { fontSize: heading.fontSize, fontFamily: heading.fontFamily },
      };
    });
    const RED = 'rgb(255, 0, 0)';
    for (const [part, style] of Object.entries({
      base: styles.base,
      button: styles.button,
      input: styles.input,
      cardTitle: styles.cardTitle,
    })) {
      expect(style.fontSize, part).not.toBe('40px');
      expect(style.fontFamily, part).not.toBe('serif');
      expect(style.fontFamily, part).toContain('system-ui');
      expect(style.color, part).not.toBe(RED);
    }
    expect(styles.base.fontSize).toBe('16px');
    expect(styles.button.display).not.toBe('none');
    expect(await find.isVisible()).toBe(true);
    expect(styles.pageHeading).toEqual({ fontSize: '40px', fontFamily: 'serif' });

    const screenshot = process.env.UPDATE_SCREENSHOT
      ? `${root}docs/tide-finder.png`
      : `${root}.test-results/embed-demo.png`;
    mkdirSync(dirname(screenshot), { recursive: true });
    await page.locator('tide-finder').screenshot({ path: screenshot });

    await expectNoSeriousAxeViolations(page);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
