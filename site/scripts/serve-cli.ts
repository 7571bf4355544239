/**
 * Serves the built site on SITE_PORT (5173), from SITE_OUT_DIR (dist), and prints its URLs.
 *
 * With --prerender (scripts/start.mjs on a build whose client and server bundles are made but
 * whose pages are not): serves at once, prerenders every page meanwhile, and answers a page asked
 * for before its file is written by rendering it with the prerender's own renderer, so the
 * visitor gets the HTML the file will hold. Then stamps the build with BUILD_INPUTS, so the next
 * start with the same inputs serves it as it is.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeStamp } from '../../scripts/build-stamp.mjs';
import { builtAgainst, createPrerenderer, siteOrigin, type Prerenderer } from './prerender-site.ts';
import { serveSite } from './serve.ts';

const siteDir = fileURLToPath(new URL('../', import.meta.url));
const outDir = process.env.SITE_OUT_DIR || 'dist';
const distDir = join(siteDir, outDir);
const serverDir = join(siteDir, `${outDir}-server`);
const port = Number(process.env.SITE_PORT || 5173);

let prerenderer: Prerenderer | null = null;
if (process.argv.includes('--prerender')) {
  const backend = builtAgainst(process.env);
  prerenderer = await createPrerenderer({
    distDir,
    serverDir,
    origin: siteOrigin(process.env),
    supabaseUrl: backend.url,
    supabaseAnonKey: backend.anonKey,
  });
}
let prerendering = prerenderer !== null;

const site = await serveSite({
  distDir,
  port,
  renderMissing: (pathname) =>
    prerendering && prerenderer ? prerenderer.renderOnRequest(pathname) : Promise.resolve(null),
});
console.log(`Site: ${site.url}`);
console.log(`Tide finder embed demo: ${site.url}/embed-demo.html`);
const stop = () => void site.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

if (prerenderer) {
  const started = performance.now();
  try {
    const written = await prerenderer.writeAll();
    prerendering = false;
    rmSync(serverDir, { recursive: true, force: true });
    if (process.env.BUILD_INPUTS) writeStamp(distDir, process.env.BUILD_INPUTS);
    console.log(
      `Prerendered ${written.contentRoutes} content routes and ${written.stationRoutes} station pages in ${((performance.now() - started) / 1000).toFixed(1)} s: the next start serves this build as it is.`,
    );
  } catch (error) {
    console.error(`The site could not be prerendered: ${String(error)}`);
    process.exit(1);
  }
}
