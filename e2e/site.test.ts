/**
 * The site as visitors meet it in real Chromium: navigation through the header and footer on a
 * desktop and a phone, the theme switch and its memory, the not-found page, pages that read
 * without JavaScript, every internal link resolving, and axe on one page of each kind.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousAxeViolations, launch, open, watchedPage } from './browser.ts';

const siteUrl = inject('siteUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('navigation', () => {
  it('goes everywhere through the header and footer on a desktop', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, consoleErrors } = await watchedPage(context);
    await open(page, siteUrl);
    const header = page.locator('header.site-header');
    for (const [name, path, heading] of [
      ['Tidal Effects', '/tidal-effects', 'Complete Guide to Tidal Effects'],
      ['Moon Effects', '/moon-effects', 'Moon Effects on Tides'],
      ['Learn', '/learn', 'Learn About Tides'],
    ] as const) {
      await header.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`${siteUrl}${path}`);
      await expect.poll(() => page.locator('main h1').textContent()).toBe(heading);
    }
    await header.getByRole('link', { name: 'Find Tides' }).click();
    await page.waitForURL(`${siteUrl}/find-tides`);
    await header.getByRole('link', { name: 'Tide Charts', exact: true }).click();
    await page.waitForURL(`${siteUrl}/#charts`);
    await page.locator('#charts').waitFor();

    await page.locator('footer').getByRole('link', { name: 'Coastal Safety' }).click();
    await page.waitForURL(`${siteUrl}/education/coastal-safety`);
    await page.getByRole('link', { name: /Back to Education/ }).click();
    await page.waitForURL(`${siteUrl}/education`);
    await expect.poll(() => page.title()).toContain('Tidal Education Center');
    await page.goBack();
    await page.waitForURL(`${siteUrl}/education/coastal-safety`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens the menu on a phone and navigates from it', async () => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const { page, consoleErrors } = await watchedPage(context);
    await open(page, siteUrl);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Moon Effects' }).click();
    await page.waitForURL(`${siteUrl}/moon-effects`);
    // Choosing a page closes the menu.
    await expect.poll(() => nav.isVisible()).toBe(false);
    // Nothing is wider than the phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('the theme', () => {
  it('switches to dark, survives a reload without flashing light, and returns to system', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const { page } = await watchedPage(context);
    await open(page, `${siteUrl}/learn`);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.getByRole('button', { name: 'Dark' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe('dark');

    // The boot script applies the theme before the first paint: check at DOMContentLoaded,
    // before any module script has run.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.waitForLoadState('load');
    await expect
      .poll(() => page.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed'))
      .toBe('true');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(11, 22, 32)');

    await page.getByRole('button', { name: 'System' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe('light');
    await context.close();
  });
});

describe('the not-found page', () => {
  it('answers 404, says so, links home and logs the path as information, not an error', async () => {
    const context = await browser.newContext();
    const { page, consoleErrors } = await watchedPage(context);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') logged.push(message.text());
    });
    const response = await open(page, `${siteUrl}/no-such-tide`);
    expect(response?.status()).toBe(404);
    await page.getByText('Oops! Page not found').waitFor();
    expect(await page.locator('main h1').textContent()).toBe('404');
    await expect.poll(() => logged.join('\n')).toContain('/no-such-tide');
    // The browser's own line for the 404 answer is the only error: the page logs none.
    expect(consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${siteUrl}/`);
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('still shows an article, its headings and its links', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/learn/spring-neap-tides`);
    expect(await page.locator('main h1').textContent()).toBe('Spring and Neap Tides');
    expect(await page.locator('[data-slot="content-card"]').count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByRole('link', { name: /Back to Learn/ }).getAttribute('href')).toBe(
      '/learn',
    );
    expect(await page.title()).toBe('Spring and Neap Tides | Tide Charts');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/learn\/spring-neap-tides$/,
    );
    // The phone menu stays open without JavaScript, so navigation is never hidden.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('links', () => {
  it('every internal link on every page resolves', async () => {
    const sitemap = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>[^<]*?(\/[^<]*)<\/loc>/g)].map((m) => m[1] ?? '/');
    expect(pages.length).toBeGreaterThanOrEqual(73);
    const robots = await (await fetch(`${siteUrl}/robots.txt`)).text();
    expect(robots).toContain('Sitemap:');

    // Each address is asked once, however many pages link to it; a few at a time, as a crawler.
    const checked = new Map<string, Promise<number>>();
    const status = (href: string) => {
      let known = checked.get(href);
      if (!known) {
        known = fetch(`${siteUrl}${href}`, { method: 'HEAD' }).then((answer) => answer.status);
        checked.set(href, known);
      }
      return known;
    };
    const broken: string[] = [];
    const queue = [...pages];
    const crawler = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const html = await (await fetch(`${siteUrl}${path}`)).text();
        for (const [, href = ''] of html.matchAll(/href="(\/[^"#]*)(#[^"]*)?"/g)) {
          const code = await status(href);
          if (code !== 200) broken.push(`${path} → ${href} (${code})`);
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, crawler));
    expect(broken).toEqual([]);
    expect(checked.size).toBeGreaterThanOrEqual(73);
    // Every page of the sitemap (about 8,700) and every address they link to: under a minute
    // on a quiet machine, several on one three times as busy.
  }, 300_000);
});

describe('the Learn hub', () => {
  it('opens the guide a popular search chip names', async () => {
    const context = await browser.newContext();
    const { page, consoleErrors } = await watchedPage(context);
    await open(page, `${siteUrl}/learn`);
    await page
      .locator('[data-slot="popular-searches"]')
      .getByRole('link', { name: 'tidal currents' })
      .click();
    await page.waitForURL(`${siteUrl}/learn/tidal-currents`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Tidal Currents');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('/resources', () => {
  it('answers with a permanent redirect to /tide-resources', async () => {
    const response = await fetch(`${siteUrl}/resources`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/tide-resources');
  });

  it('lands a browser on the Tide Resources hub', async () => {
    const context = await browser.newContext();
    const { page, consoleErrors } = await watchedPage(context);
    await open(page, `${siteUrl}/resources`);
    expect(page.url()).toBe(`${siteUrl}/tide-resources`);
    expect(await page.locator('main h1').textContent()).toBe('Tide Resources');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('has a redirect page in the build for static hosts', () => {
    const html = readFileSync(
      new URL('../site/dist-e2e/resources/index.html', import.meta.url),
      'utf8',
    );
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/tide-resources" />');
  });
});

describe('compression', () => {
  it('sends pages and scripts compressed to a browser, varying by Accept-Encoding', async () => {
    const context = await browser.newContext();
    const { page } = await watchedPage(context);
    const scripts: { encoding?: string; vary?: string; bytes: number; url: string }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) {
        const headers = response.headers();
        scripts.push({
          encoding: headers['content-encoding'],
          vary: headers.vary,
          bytes: Number(headers['content-length'] ?? Infinity),
          url: response.url(),
        });
      }
    });
    const response = await open(page, `${siteUrl}/learn`);
    const headers = response?.headers() ?? {};
    expect(['br', 'gzip']).toContain(headers['content-encoding']);
    expect(headers.vary).toBe('Accept-Encoding');
    // A script under a kilobyte (a zone's rules) gains nothing from compression and goes as is.
    const compressed = scripts.filter((script) => script.encoding !== undefined);
    const asIs = scripts.filter((script) => script.encoding === undefined);
    expect(asIs.filter((script) => !(script.bytes < 1024)).map((script) => script.url)).toEqual([]);
    expect(compressed.length).toBeGreaterThan(0);
    for (const script of compressed) {
      expect(['br', 'gzip']).toContain(script.encoding);
      expect(script.vary).toBe('Accept-Encoding');
    }
    await context.close();
  });

  it('sends brotli to a client that prefers it', async () => {
    const response = await fetch(`${siteUrl}/learn`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    // fetch decodes it: the page arrives whole.
    expect(await response.text()).toContain('Learn About Tides');
  });
});

describe('a moon page', () => {
  it('shows the next full moon after hydration, without a hydration error', async () => {
    const context = await browser.newContext({ timezoneId: 'Pacific/Kiritimati' });
    const { page, consoleErrors } = await watchedPage(context);
    await open(page, `${siteUrl}/moon/harvest-moon`);
    const peaks = page.locator('[data-slot="peak-dates"]');
    await expect.poll(() => peaks.getAttribute('data-state')).toBe('upcoming');
    const next = (await peaks.locator('li').first().textContent()) ?? '';
    expect(next).toMatch(/^Next: \w+day, (September|October) \d+, \d{4} at /);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('accessibility', () => {
  // One page of each kind, in both themes.
  it.each([
    ['/', 'light'],
    ['/learn', 'dark'],
    ['/learn/what-are-tides', 'light'],
    ['/moon-effects', 'light'],
    ['/moon/harvest-moon', 'dark'],
    ['/tidal-effects', 'light'],
    ['/tidal-effects/storm-surge-and-tides', 'dark'],
    ['/tide-resources', 'light'],
    ['/tide-resources/tide-tables', 'light'],
    ['/education', 'dark'],
    ['/education/coastal-safety', 'light'],
    ['/find-tides', 'dark'],
    ['/auth', 'light'],
    ['/privacy', 'light'],
    ['/no-such-page', 'dark'],
  ] as const)(
    '%s in the %s theme has no serious or critical axe violations',
    async (path, colorScheme) => {
      const context = await browser.newContext({ colorScheme });
      const { page } = await watchedPage(context);
      await open(page, `${siteUrl}${path}`);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAxeViolations(page);
      await context.close();
    },
  );
});
