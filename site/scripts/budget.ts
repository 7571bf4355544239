/**
 * The site's weight budget, measured over the production build in real Chromium (its default
 * viewport, 1280 by 720), without scrolling: every script a page loads (its entry, the chunks it preloads and
 * the ones it imports while starting), gzipped, and for the pages that say so everything else it
 * fetches too (the HTML, CSS, data and images; text gzipped, as a server sends it). Budget: 100 KB
 * of script for the home page and a content page, 120 KB for a station page and 250 KB in all
 * (its map's outlines and points load only as the visitor scrolls to it), 120 KB for
 * /find-tides (and /auth, /my-tides, /embed, the current station pages and the pages with the
 * station map, which show the same widgets), 60 KB for the iframe page with one station's
 * widget (tides or currents). Prints the figures and exits 1 over budget.
 */
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../../scripts/chromium.ts';
import { serveSite } from './serve.ts';

const KB = 1024;
/** The first page most visitors see. docs/weight.md has each page's figures. */
const HOME_BUDGET = 100 * KB;
/** An article or a guide, where a search often lands a visitor: the home page's budget. */
const CONTENT_BUDGET = 100 * KB;
/** A station page: readable and usable on a slow phone connection. */
const STATION_BUDGET = 120 * KB;
const STATION_ALL_BUDGET = 250 * KB;
/** The pages with the search, the account or the station lists: a station page's budget. */
const INTERACTIVE_BUDGET = 120 * KB;
/** The iframe page showing one station's card loads only that widget's code. */
const FRAME_BUDGET = 60 * KB;

/** A page, its script budget, and its budget for everything it fetches (when it has one). */
const pages: [string, number, number?][] = [
  ['/', HOME_BUDGET],
  ['/learn', CONTENT_BUDGET],
  ['/learn/what-are-tides', CONTENT_BUDGET],
  ['/moon-effects', CONTENT_BUDGET],
  ['/moon/harvest-moon', CONTENT_BUDGET],
  ['/tidal-effects', CONTENT_BUDGET],
  ['/tidal-effects/storm-surge-and-tides', CONTENT_BUDGET],
  ['/tide-resources/tide-tables', CONTENT_BUDGET],
  ['/education/coastal-safety', CONTENT_BUDGET],
  ['/privacy', CONTENT_BUDGET],
  ['/find-tides', INTERACTIVE_BUDGET],
  ['/auth', INTERACTIVE_BUDGET],
  ['/my-tides', INTERACTIVE_BUDGET],
  ['/tides', INTERACTIVE_BUDGET],
  ['/tides/ma', INTERACTIVE_BUDGET],
  // The longest state list, with its map.
  ['/tides/fl', INTERACTIVE_BUDGET],
  ['/tides/ma/boston-8443970', STATION_BUDGET, STATION_ALL_BUDGET],
  // A station in another zone, with another state's neighbours.
  ['/tides/hi/honolulu-1612340', STATION_BUDGET, STATION_ALL_BUDGET],
  // A current station's page: its widgets in a chunk of their own.
  ['/currents/wa/deception-pass-narrows-pug1701', INTERACTIVE_BUDGET],
  ['/embed', INTERACTIVE_BUDGET],
  ['/embed/frame?station=noaa/8443970&widget=today', FRAME_BUDGET],
  ['/embed/frame?station=noaa/8443970&widget=week', FRAME_BUDGET],
  ['/embed/frame?station=noaa/8443970&widget=chart', FRAME_BUDGET],
  ['/embed/frame?station=noaa/PUG1701&widget=currents', FRAME_BUDGET],
];

/** What a server gzips: text of any kind (HTML, CSS, scripts, JSON, SVG). */
const TEXT = /text\/|javascript|json|svg|xml/;

// SITE_OUT_DIR measures another build of the site, as the browser tests make one (dist-e2e).
const distDir = new URL(`../${process.env.SITE_OUT_DIR || 'dist'}/`, import.meta.url).pathname;
const site = await serveSite({ distDir, port: 0 });
const browser = await launchChromium();
let over = 0;
try {
  console.log('Loaded per page before scrolling (gzip):');
  for (const [path, budget, allBudget] of pages) {
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    const everything = new Map<string, number>();
    const reading: Promise<void>[] = [];
    page.on('response', (response) => {
      reading.push(
        (async () => {
          const body = await response.body().catch(() => null);
          if (!body) return;
          const type = response.headers()['content-type'] ?? '';
          const sent = TEXT.test(type) ? gzipSync(body).length : body.length;
          everything.set(response.url(), sent);
          if (response.request().resourceType() === 'script') scripts.set(response.url(), sent);
        })(),
      );
    });
    await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
    await Promise.all(reading);
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    const all = [...everything.values()].reduce((sum, size) => sum + size, 0);
    const ok = total <= budget && (allBudget === undefined || all <= allBudget);
    if (!ok) over += 1;
    const inAll =
      allBudget === undefined
        ? ''
        : `; ${(all / KB).toFixed(1)} KB in all of ${allBudget / KB} KB (${everything.size} files)`;
    console.log(
      `  ${ok ? '✓' : '✗'} ${path.padEnd(56)} ${(total / KB).toFixed(1).padStart(6)} KB of script of ${budget / KB} KB (${scripts.size} files)${inAll}`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await site.close();
}
if (over > 0) {
  console.error(`${over} page(s) over budget.`);
  process.exit(1);
}
