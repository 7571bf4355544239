/**
 * Prerenders every static route to HTML after `vite build`: the content, headings and links are
 * in the HTML with JavaScript off, each page with its own title, description and canonical URL.
 * Also writes 404.html, sitemap.xml and robots.txt.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const siteDir = fileURLToPath(new URL('../', import.meta.url));
const distDir = join(siteDir, process.env.SITE_OUT_DIR || 'dist');
const serverDir = join(siteDir, `${process.env.SITE_OUT_DIR || 'dist'}-server`);
const serverEntry = join(serverDir, 'entry-server.js');
/** The public origin canonical URLs and the sitemap name; set SITE_ORIGIN when deploying. */
const origin = (process.env.SITE_ORIGIN || 'http://127.0.0.1:5173').replace(/\/$/, '');

interface ServerEntry {
  preloadRoute(pathname: string): Promise<void>;
  render(url: string): { html: string; title: string; description: string; status: number };
  staticRoutes(): Promise<{ path: string }[]>;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
const template = readFileSync(join(distDir, 'index.html'), 'utf8');

function page(url: string, canonical: boolean): string {
  const { html, title, description } = entry.render(url);
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    canonical
      ? `<link rel="canonical" href="${origin}${url === '/' ? '/' : url}" />`
      : '<meta name="robots" content="noindex" />',
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
  ].join('\n    ');
  return template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
}

const routes = await entry.staticRoutes();
for (const { path } of routes) {
  const file =
    path === '/' ? join(distDir, 'index.html') : join(distDir, path.slice(1), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page(path, true));
}
writeFileSync(join(distDir, '404.html'), page('/404', false));

const today = new Date().toISOString().slice(0, 10);
writeFileSync(
  join(distDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${routes
    .map(({ path }) => `  <url><loc>${origin}${path}</loc><lastmod>${today}</lastmod></url>`)
    .join('\n')}\n</urlset>\n`,
);
writeFileSync(
  join(distDir, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /auth\n\nSitemap: ${origin}/sitemap.xml\n`,
);
rmSync(serverDir, { recursive: true, force: true });
console.log(`Prerendered ${routes.length} routes, 404.html, sitemap.xml and robots.txt.`);
