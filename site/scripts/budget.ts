/**
 * The site's JavaScript budget, measured over the production build in real Chromium: every
 * script a page loads (its entry, the chunks it preloads and the ones it imports while starting),
 * gzipped. Budget: 150 KB for a content page, 250 KB for /find-tides (and /auth, /my-tides, the
 * station pages, the current station pages, /embed and the pages with the station map, which show
 * the same widgets), 60 KB for the iframe page with one station's widget (tides or currents). Prints the
 * figures and exits 1 over budget.
 */
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../../scripts/chromium.ts';
import { serveSite } from './serve.ts';

const KB = 1024;
const CONTENT_BUDGET = 150 * KB;
const INTERACTIVE_BUDGET = 250 * KB;
/** The iframe page showing one station's card loads only that widget's code. */
const FRAME_BUDGET = 60 * KB;

const pages: [string, number][] = [
  ['/', CONTENT_BUDGET],
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
  ['/tides/ma/boston-8443970', INTERACTIVE_BUDGET],
  // A current station's page: its widgets in a chunk of their own.
  ['/currents/wa/deception-pass-narrows-pug1701', INTERACTIVE_BUDGET],
  ['/embed', INTERACTIVE_BUDGET],
  ['/embed/frame?station=noaa/8443970&widget=today', FRAME_BUDGET],
  ['/embed/frame?station=noaa/8443970&widget=week', FRAME_BUDGET],
  ['/embed/frame?station=noaa/8443970&widget=chart', FRAME_BUDGET],
  ['/embed/frame?station=noaa/PUG1701&widget=currents', FRAME_BUDGET],
];

// SITE_OUT_DIR measures another build of the site, as the browser tests make one (dist-e2e).
const distDir = new URL(`../${process.env.SITE_OUT_DIR || 'dist'}/`, import.meta.url).pathname;
const site = await serveSite({ distDir, port: 0 });
const browser = await launchChromium();
let over = 0;
try {
  console.log('JavaScript loaded per page (gzip):');
  for (const [path, budget] of pages) {
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(response.url(), gzipSync(body).length);
    });
    await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    const ok = total <= budget;
    if (!ok) over += 1;
    console.log(
      `  ${ok ? '✓' : '✗'} ${path.padEnd(56)} ${(total / KB).toFixed(1).padStart(6)} KB of ${budget / KB} KB (${scripts.size} files)`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await site.close();
}
if (over > 0) {
  console.error(`${over} page(s) over the JavaScript budget.`);
  process.exit(1);
}
