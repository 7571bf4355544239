/**
 * Prerenders every static route to HTML after `vite build`: the content, headings and links are
 * in the HTML with JavaScript off, each page with its own title, description and canonical URL.
 * Also writes 404.html, the redirect pages, sitemap.xml, robots.txt and the embed demo.
 *
 * One renderer serves both `pnpm build` (scripts/prerender.ts, every page before it ends) and
 * `pnpm start` on a first start (scripts/start-site.ts), which serves at once and renders a page
 * asked for before its file is written with the same function, so a visitor sees the same HTML.
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
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import devKeys from '@tides/backend/dev-keys';
import { REDIRECTS } from '../src/router/paths.ts';
import { MOVED_STATION_PAGES } from './moved-station-pages.ts';
import { redirectPage } from './redirect-page.ts';

interface ServerEntry {
  preloadRoute(pathname: string, source?: { read(path: string): Promise<unknown> }): Promise<void>;
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

const requireFromSite = createRequire(import.meta.url);

/** The folder of the widgets' standalone build, through the package's declared `./standalone/*`. */
function widgetsStandaloneDir(): string {
  try {
    return dirname(requireFromSite.resolve('@tides/widgets/standalone/embed-demo.html'));
  } catch {
    throw new Error(
      'No standalone build of the widgets: build them first (pnpm --filter @tides/widgets build).',
    );
  }
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** JSON for inside a <script>: nothing in it can end the element. */
function scriptJson(data: unknown): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

export interface PrerenderOptions {
  /** The client build (`vite build`), into which the pages are written. */
  distDir: string;
  /** The server build (`vite build --ssr src/entry-server.tsx`). */
  serverDir: string;
  /** The public origin canonical URLs and the sitemap name. */
  origin: string;
  /** The backend the embed demo talks to (the same the site was built against). */
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export interface Prerenderer {
  /**
   * A page's HTML, rendered now as the prerender renders it: for `pathname` as a visitor asks for
   * it (a trailing slash or /index.html allowed), or null when no page has that address.
   */
  renderOnRequest(pathname: string): Promise<string | null>;
  /**
   * Writes every file, the pages last, letting the event loop turn between pages so a server in
   * the same process keeps answering. Resolves with what was written.
   */
  writeAll(): Promise<{ contentRoutes: number; stationRoutes: number; redirects: number }>;
}

/** The file a route's page is written to. */
function pageFile(distDir: string, path: string): string {
  return path === '/' ? join(distDir, 'index.html') : join(distDir, path.slice(1), 'index.html');
}

export async function createPrerenderer(options: PrerenderOptions): Promise<Prerenderer> {
  const { distDir, origin } = options;
  const entry = (await import(
    pathToFileURL(join(options.serverDir, 'entry-server.js')).href
  )) as ServerEntry;
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');

  function page(url: string, canonical: boolean): string {
    return pageWithStatus(url, canonical).html;
  }

  function pageWithStatus(url: string, canonical: boolean): { html: string; status: number } {
    const { html, title, description, structuredData, status } = entry.render(url, origin);
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
    return {
      html: template.replace('<!--app-head-->', head).replace('<!--app-html-->', html),
      status,
    };
  }

  // The client build's index.html is the template, not the home page: served as it is, it would
  // be an empty page. The home page needs no data: written before anything is served.
  writeFileSync(pageFile(distDir, '/'), page('/', true));

  // Station pages read their data as the browser would, from the files the build put in dist.
  const stationDataDir = join(distDir, 'data', 'tides');
  const source = {
    read: async (path: string) => {
      const file = join(stationDataDir, path);
      return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as unknown) : null;
    },
  };

  /**
   * The widgets' standalone scripts, their guide and their embed demo, as the widgets' build
   * wrote them (declared outputs of the package), served under /widgets/ and at /embed-demo.html.
   */
  function writeEmbedDemo(): number {
    const standaloneDir = widgetsStandaloneDir();
    const widgetsDir = join(distDir, 'widgets');
    rmSync(widgetsDir, { recursive: true, force: true });
    mkdirSync(widgetsDir, { recursive: true });
    const standaloneFiles = readdirSync(standaloneDir).filter((name) => name.endsWith('.js'));
    for (const name of standaloneFiles) {
      copyFileSync(join(standaloneDir, name), join(widgetsDir, name));
    }
    // The embed builder links website owners to the widgets' guide, served beside the scripts.
    copyFileSync(
      requireFromSite.resolve('@tides/widgets/README.md'),
      join(widgetsDir, 'README.md'),
    );
    const demo = readFileSync(join(standaloneDir, 'embed-demo.html'), 'utf8')
      .replace('%SUPABASE_URL%', () => escapeHtml(options.supabaseUrl))
      .replace('%SUPABASE_ANON_KEY%', () => escapeHtml(options.supabaseAnonKey));
    writeFileSync(join(distDir, 'embed-demo.html'), demo);
    return standaloneFiles.length;
  }

  return {
    async renderOnRequest(pathname) {
      const path = pathname.replace(/\/index\.html$/, '/').replace(/(.)\/+$/, '$1');
      await entry.preloadRoute(path, source);
      const rendered = pageWithStatus(path, true);
      return rendered.status === 200 ? rendered.html : null;
    },

    async writeAll() {
      // What a server answers with first: the not-found page, the redirects, the embed demo.
      writeFileSync(join(distDir, '404.html'), page('/404', false));
      // Static hosts that cannot send a redirect status serve these; `pnpm start` sends a 308.
      for (const [from, to] of [...REDIRECTS, ...MOVED_STATION_PAGES]) {
        const file = join(distDir, from.slice(1), 'index.html');
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, redirectPage(to, origin));
      }
      const widgetScripts = writeEmbedDemo();
      console.log(
        `Copied ${widgetScripts} widget script(s) to /widgets/ and wrote embed-demo.html.`,
      );

      const contentRoutes = await entry.staticRoutes();
      const stationRoutes = await entry.stationRoutes(source);
      if (stationRoutes.length === 0) {
        throw new Error(
          `No station data in ${stationDataDir}: run scripts/generate-station-data.ts first.`,
        );
      }
      const routes = [...contentRoutes, ...stationRoutes];
      writeSitemap(distDir, origin, routes);
      writeFileSync(
        join(distDir, 'robots.txt'),
        `User-agent: *\nAllow: /\nDisallow: /auth\n\nSitemap: ${origin}/sitemap.xml\n`,
      );
      for (const { path } of routes) {
        const file = pageFile(distDir, path);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, page(path, true));
        await new Promise((resolve) => setImmediate(resolve));
      }
      return {
        contentRoutes: contentRoutes.length,
        stationRoutes: stationRoutes.length,
        redirects: REDIRECTS.size + MOVED_STATION_PAGES.size,
      };
    },
  };
}

function writeSitemap(distDir: string, origin: string, routes: { path: string }[]): void {
  const today = new Date().toISOString().slice(0, 10);
  const urlset = (paths: { path: string }[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
      .map(({ path }) => `  <url><loc>${origin}${path}</loc><lastmod>${today}</lastmod></url>`)
      .join('\n')}\n</urlset>\n`;
  if (routes.length <= SITEMAP_MAX_URLS) {
    writeFileSync(join(distDir, 'sitemap.xml'), urlset(routes));
    return;
  }
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

/** The public origin canonical URLs and the sitemap name; set SITE_ORIGIN when deploying. */
export function siteOrigin(env: NodeJS.ProcessEnv): string {
  return (env.SITE_ORIGIN || 'http://127.0.0.1:5173').replace(/\/$/, '');
}

/** The backend a build talks to: the same defaults as vite.config.ts, the embedded backend's. */
export function builtAgainst(env: NodeJS.ProcessEnv): { url: string; anonKey: string } {
  return {
    url: env.VITE_SUPABASE_URL || devKeys.apiUrl,
    anonKey: env.VITE_SUPABASE_ANON_KEY || devKeys.anonKey,
  };
}
