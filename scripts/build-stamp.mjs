/**
 * What a build of the site is made from, as one content hash, so that `pnpm start` serves a
 * finished build as it is when nothing it was made from changed, and builds again when anything
 * did: the sources of the site, the widgets, the zones, the backend and the Supabase project (the
 * station data comes from its migrations and seed), the lockfile, the backend's URL and anon key
 * the site talks to (and any other VITE_ setting), the origin and contact address written into
 * the pages, and the year (the footer's and the full-moon tables').
 *
 * Two stamps: the station data's (`site/public/data/tides/.inputs`, written by
 * generate-station-data.ts) and the whole build's (`.inputs` in the build's directory, written
 * once every page is prerendered). Both are whole directories' contents, not a module graph:
 * a change to any source reruns the step, never the other way round.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

/**
 * Made by builds, installs and tests, tests themselves, and hidden files (stamps, editors'),
 * but for the .env files Vite reads: no build reads them.
 */
function skipped(name) {
  return (
    name === 'node_modules' ||
    name === 'test' ||
    name === 'coverage' ||
    name === 'storybook-static' ||
    (name.startsWith('.') && !name.startsWith('.env')) ||
    /^dist(-|$)/.test(name) ||
    /\.(test|stories)\.[cm]?[jt]sx?$/.test(name)
  );
}

/** What the station data is made from (see generate-station-data.ts). */
const STATION_DATA_SOURCES = [
  'package.json',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
  'supabase',
  'packages/backend/src',
  'packages/backend/package.json',
  'packages/zones',
  'site/package.json',
  'site/scripts',
  'site/src',
];

/** What the whole build is made from: the station data's sources and everything else it reads. */
const SITE_SOURCES = [
  ...STATION_DATA_SOURCES,
  'pnpm-workspace.yaml',
  'packages/backend/dev-keys.json',
  'packages/widgets',
  'site',
];

/** Generated into the site's sources by the build itself. */
const GENERATED = new Set(['site/public/data']);

function filesUnder(path, into) {
  const relativePath = relative(root, path);
  if (GENERATED.has(relativePath)) return;
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    into.add(relativePath);
    return;
  }
  if (!stat.isDirectory()) return;
  for (const name of readdirSync(path)) {
    if (!skipped(name)) filesUnder(join(path, name), into);
  }
}

function hashOf(sources, settings) {
  const files = new Set();
  for (const source of sources) filesUnder(join(root, source), files);
  const hash = createHash('sha256');
  hash.update(JSON.stringify(settings));
  for (const file of [...files].sort()) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest('hex');
}

/** The year a build is made in, by UTC: the footer's year and the moon tables' first. */
function buildYear() {
  return new Date().getUTCFullYear();
}

/** The hash of what the station data is made from. */
export function stationDataInputs() {
  return hashOf(STATION_DATA_SOURCES, { year: buildYear(), node: process.version });
}

/**
 * The hash of what a site build is made from, with the settings from `env` as the build reads
 * them (unset ones at the defaults vite.config.ts and prerender-site.ts use: the embedded
 * backend's).
 */
export function siteInputs(env) {
  const defaults = JSON.parse(readFileSync(join(root, 'packages/backend/dev-keys.json'), 'utf8'));
  return hashOf(SITE_SOURCES, {
    year: buildYear(),
    node: process.version,
    supabaseUrl: env.VITE_SUPABASE_URL || defaults.apiUrl,
    supabaseAnonKey: env.VITE_SUPABASE_ANON_KEY || defaults.anonKey,
    origin: env.SITE_ORIGIN || '',
    contact: env.SITE_CONTACT_EMAIL || '',
    // Vite puts every VITE_ variable within reach of the pages (the map's tiles, for one).
    vite: Object.entries(env)
      .filter(([name]) => name.startsWith('VITE_'))
      .sort(([a], [b]) => a.localeCompare(b)),
  });
}

const STAMP = '.inputs';

/** Whether `dir` holds a finished build (or data) made from `inputs`. */
export function isStamped(dir, inputs) {
  const file = join(dir, STAMP);
  return existsSync(file) && readFileSync(file, 'utf8').trim() === inputs;
}

/** Marks `dir` as a finished build made from `inputs`. */
export function writeStamp(dir, inputs) {
  writeFileSync(join(dir, STAMP), `${inputs}\n`);
}

/** Marks `dir` as unfinished, before it is built again. */
export function removeStamp(dir) {
  rmSync(join(dir, STAMP), { force: true });
}
