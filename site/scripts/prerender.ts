/**
 * Prerenders every static route to HTML after `vite build`: the content, headings and links are
 * in the HTML with JavaScript off, each page with its own title, description and canonical URL.
 * Also writes 404.html, sitemap.xml and robots.txt.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { REDIRECTS } from '../src/router/paths.ts';
import { MOVED_STATION_PAGES } from './moved-station-pages.ts';
import { redirectPage } from './redirect-page.ts';
import { contactSetting } from './site-settings.ts';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import devKeys from '@tides/backend/dev-keys';

const siteDir = fileURLToPath(new URL('../', import.meta.url));
const distDir = join(siteDir, process.env.SITE_OUT_DIR || 'dist');
const serverDir = join(siteDir, `${process.env.SITE_OUT_DIR || 'dist'}-server`);
const serverEntry = join(serverDir, 'entry-server.js');
/** The public origin canonical URLs and the sitemap name; set SITE_ORIGIN when deploying. */
const origin = (process.env.SITE_ORIGIN || 'http://127.0.0.1:5173').replace(/\/$/, '');

interface ServerEntry {
  preloadRoute(pathname: string): Promise<void>;
  render(
    url: string,
    origin: string,
  ): {
    html: string;
    title: string;
    description: string;
    status: number;
    structuredData: object[];
  };
  staticRoutes(): Promise<{ path: string }[]>;
  stationRoutes(source: { read(path: string): Promise<unknown> }): Promise<{ path: string }[]>;
}

/** The most addresses one sitemap file may list (sitemaps.org); past it, a sitemap index. */
const SITEMAP_MAX_URLS = 50_000;

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

const contactWarning = contactSetting(process.env).warning;
if (contactWarning) console.warn(`Warning: ${contactWarning}`);

const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
const template = readFileSync(join(distDir, 'index.html'), 'utf8');

/** JSON for inside a <script>: nothing in it can end the element. */
function scriptJson(data: unknown): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

function page(url: string, canonical: boolean): string {
  const { html, title, description, structuredData } = entry.render(url, origin);
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    canonical
      ? `<link rel="canonical" href="${origin}${url === '/' ? '/' : url}" />`
      : '<meta name="robots" content="noindex" />',
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    ...structuredData.map(
      (data) => `<script type="application/ld+json">${scriptJson(data)}</script>`,
    ),
  ].join('\n    ');
  return template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
}

// Station pages read their data as the browser would, from the files the build put in dist.
const stationDataDir = join(distDir, 'data', 'tides');
const contentRoutes = await entry.staticRoutes();
const stationRoutes = await entry.stationRoutes({
  read: async (path) => {
    const file = join(stationDataDir, path);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : null;
  },
});
if (stationRoutes.length === 0) {
  throw new Error(
    `No station data in ${stationDataDir}: run scripts/generate-station-data.ts first.`,
  );
}
const routes = [...contentRoutes, ...stationRoutes];
for (const { path } of routes) {
  const file =
    path === '/' ? join(distDir, 'index.html') : join(distDir, path.slice(1), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page(path, true));
}
writeFileSync(join(distDir, '404.html'), page('/404', false));
// Static hosts that cannot send a redirect status serve these; `pnpm start` sends a 308.
for (const [from, to] of [...REDIRECTS, ...MOVED_STATION_PAGES]) {
  const file = join(distDir, from.slice(1), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, redirectPage(to, origin));
}

const today = new Date().toISOString().slice(0, 10);
const urlset = (paths: { path: string }[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map(({ path }) => `  <url><loc>${origin}${path}</loc><lastmod>${today}</lastmod></url>`)
    .join('\n')}\n</urlset>\n`;
if (routes.length <= SITEMAP_MAX_URLS) {
  writeFileSync(join(distDir, 'sitemap.xml'), urlset(routes));
} else {
  // One sitemap per SITEMAP_MAX_URLS addresses, and sitemap.xml an index of them.
  const files: string[] = [];
  for (let start = 0; start < routes.length; start += SITEMAP_MAX_URLS) {
    const name = `sitemap-${files.length + 1}.xml`;
    writeFileSync(join(distDir, name), urlset(routes.slice(start, start + SITEMAP_MAX_URLS)));
    files.push(name);
  }
  writeFileSync(
    join(distDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
      .map((name) => `  <sitemap><loc>${origin}/${name}</loc><lastmod>${today}</lastmod></sitemap>`)
      .join('\n')}\n</sitemapindex>\n`,
  );
}
writeFileSync(
  join(distDir, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /auth\n\nSitemap: ${origin}/sitemap.xml\n`,
);
rmSync(serverDir, { recursive: true, force: true });
console.log(
  `Prerendered ${contentRoutes.length} content routes and ${stationRoutes.length} station pages, 404.html, ${REDIRECTS.size + MOVED_STATION_PAGES.size} redirect page(s), sitemap.xml and robots.txt.`,
);

// ---- The embed demo ----------------------------------------------------------------------------
// Owned by @tides/widgets: proof that `<tide-finder>` works on any page. Copies the
// widgets' standalone bundle to /widgets/ and writes /embed-demo.html, a plain page whose global
// CSS is hostile on purpose and which loads nothing but that script, wired to the backend this
// site was built against. The widgets must be built before the site (`pnpm -r build` orders them
// by dependency; scripts/start.mjs and the browser tests' setup build them first).

const standaloneDir = fileURLToPath(
  new URL('../../packages/widgets/dist/standalone/', import.meta.url),
);
if (!existsSync(join(standaloneDir, 'tide-finder.js'))) {
  throw new Error(
    `No ${standaloneDir}tide-finder.js: build the widgets first (pnpm --filter @tides/widgets build).`,
  );
}
const widgetsDir = join(distDir, 'widgets');
rmSync(widgetsDir, { recursive: true, force: true });
mkdirSync(widgetsDir, { recursive: true });
const standaloneFiles = readdirSync(standaloneDir).filter((name) => name.endsWith('.js'));
for (const name of standaloneFiles) copyFileSync(join(standaloneDir, name), join(widgetsDir, name));
// The embed builder links website owners to the widgets' guide, served beside the scripts.
copyFileSync(
  fileURLToPath(new URL('../../packages/widgets/README.md', import.meta.url)),
  join(widgetsDir, 'README.md'),
);

// The same defaults as vite.config.ts: without configuration, the embedded backend's.
const embedSupabaseUrl = process.env.VITE_SUPABASE_URL || devKeys.apiUrl;
const embedAnonKey = process.env.VITE_SUPABASE_ANON_KEY || devKeys.anonKey;

writeFileSync(
  join(distDir, 'embed-demo.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Tide finder embed demo</title>
    <link rel="icon" href="data:," />
    <style>
      /* A page's global CSS at its worst: none of it may reach inside the widget. */
      * { font: 40px serif !important; color: red; }
      button { display: none; }
      body { margin: 24px; background: #f5f5f4; }
      tide-finder { max-width: 960px; margin-top: 24px; }
    </style>
    <script type="module" src="/widgets/tide-finder.js"></script>
  </head>
  <body>
    <h1>Harbour tides</h1>
    <tide-finder supabase-url="${escapeHtml(embedSupabaseUrl)}" supabase-anon-key="${escapeHtml(embedAnonKey)}"></tide-finder>
  </body>
</html>
`,
);
console.log(
  `Copied ${standaloneFiles.length} widget script(s) to /widgets/ and wrote embed-demo.html.`,
);
