/**
 * `pnpm build`'s last step: every page prerendered into the client build (see prerender-site.ts),
 * then the server build removed and the build's inputs stamped, so that `pnpm start` with the
 * same inputs serves this build as it is.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtAgainst, createPrerenderer, siteOrigin } from './prerender-site.ts';
import { contactSetting } from './site-settings.ts';
import { siteInputs, writeStamp } from '../../scripts/build-stamp.mjs';

const siteDir = fileURLToPath(new URL('../', import.meta.url));
const outDir = process.env.SITE_OUT_DIR || 'dist';
const distDir = join(siteDir, outDir);
const serverDir = join(siteDir, `${outDir}-server`);

const contactWarning = contactSetting(process.env).warning;
if (contactWarning) console.warn(`Warning: ${contactWarning}`);

// Taken before the pages are written: a source changed meanwhile makes the next start build again.
const inputs = siteInputs(process.env);
const backend = builtAgainst(process.env);
const prerenderer = await createPrerenderer({
  distDir,
  serverDir,
  origin: siteOrigin(process.env),
  supabaseUrl: backend.url,
  supabaseAnonKey: backend.anonKey,
});
const written = await prerenderer.writeAll();
rmSync(serverDir, { recursive: true, force: true });
writeStamp(distDir, inputs);
console.log(
  `Prerendered ${written.contentRoutes} content routes and ${written.stationRoutes} station pages, 404.html, ${written.redirects} redirect page(s), sitemap.xml and robots.txt.`,
);
