#!/usr/bin/env node
/**
 * The standalone elements' weight, as a visitor's browser pays for it: every file in
 * dist/standalone with its gzip size, then, for each element, what a page showing it loads
 * before the visitor does anything: tide-finder.js (the script the page adds), the chunk of the
 * element's view (`src/elements/views/<tag>.tsx`) and everything those import, plus, for an
 * element whose code looks tides up, the zone loader and the largest one zone's rules it may
 * fetch with the answer.
 * Each element is held to its budget; the script exits 1 when one is over, so CI fails.
 *
 * The elements come from the build's manifest (`build.manifest`), so a new element's view is
 * weighed and held to the one-station budget without a change here.
 *
 * Run after `pnpm build` (the root test pipeline's "size" step does).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1000;
/** `<tide-finder>` before a search: the search box, the date picker and the look-up. */
const FINDER_BUDGET = 80 * KB;
/** Every other element: one station's widget, or one small form. */
const ELEMENT_BUDGET = 50 * KB;
/** Elements allowed more than the one-station budget, each with why. */
const BUDGETS = {
  'tide-finder': FINDER_BUDGET,
  // Signing in is what these two are for: their first view carries Supabase Auth's client.
  'tide-auth-card': 75 * KB,
  'tide-fishing-log': 75 * KB,
};
/** The default of most servers' gzip (nginx, Node's zlib). */
const GZIP_LEVEL = 6;

const dir = fileURLToPath(new URL('../dist/standalone/', import.meta.url));
const ENTRY = 'tide-finder.js';
const manifestPath = join(dir, '.vite', 'manifest.json');

if (!existsSync(join(dir, ENTRY)) || !existsSync(manifestPath)) {
  console.error(
    `No ${ENTRY} or build manifest in ${dir}: run \`pnpm --filter @tides/widgets build\` first.`,
  );
  process.exit(1);
}

/** @type {Record<string, { file: string, imports?: string[], dynamicImports?: string[], isEntry?: boolean }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.js'))
  .sort();
const gzipped = new Map(
  files.map((name) => [
    name,
    gzipSync(readFileSync(join(dir, name)), { level: GZIP_LEVEL }).length,
  ]),
);

/** The manifest's keys a chunk loads before it runs: itself and its static imports, deep. */
function closure(keys) {
  const seen = new Set();
  const queue = [...keys];
  while (queue.length > 0) {
    const key = queue.shift();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

const VIEW = /^src\/elements\/views\/(.+)\.tsx$/;
/** One zone's rules (`@tides/zones`'s per-zone modules), fetched with a looked-up answer. */
const ZONE = /\/zones\/src\/zones\//;
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const zoneKeys = Object.keys(manifest).filter((key) => ZONE.test(key));
const largestZone = zoneKeys.reduce(
  (largest, key) =>
    !largest || gzipped.get(manifest[key].file) > gzipped.get(manifest[largest].file)
      ? key
      : largest,
  undefined,
);
/** The chunk that loads a zone's rules (the table of zone modules and the rules' reader). */
const zoneLoaderKey = Object.keys(manifest).find((key) =>
  (manifest[key].dynamicImports ?? []).some((each) => ZONE.test(each)),
);
/** What a set of chunks fetches to read one zone's times, if it can: the loader, one zone. */
function zoneRulesFor(keys) {
  const asks = [...keys].some((key) =>
    (manifest[key].dynamicImports ?? []).includes(zoneLoaderKey),
  );
  if (!zoneLoaderKey || !largestZone || !asks) return new Set();
  return new Set([...closure([zoneLoaderKey]), largestZone]);
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
const total = (keys) => [...keys].reduce((sum, key) => sum + gzipped.get(manifest[key].file), 0);

const zoneFiles = new Set(zoneKeys.map((key) => manifest[key].file));
console.log(`dist/standalone (gzip level ${GZIP_LEVEL}):`);
const shown = files.filter((name) => !zoneFiles.has(name));
const width = Math.max(...shown.map((name) => name.length));
for (const name of shown) {
  console.log(`  ${name.padEnd(width)}  ${kb(gzipped.get(name)).padStart(8)} gzip`);
}
if (zoneKeys.length > 0) {
  const sizes = zoneKeys.map((key) => gzipped.get(manifest[key].file));
  console.log(
    `  ${zoneKeys.length} zones' rules, one file each: ${kb(Math.min(...sizes))} to ${kb(Math.max(...sizes))} gzip (${largestZone.replace(/.*\/zones\//, '').replace(/\.[a-z]+$/, '')} the largest)`,
  );
}

let over = 0;
console.log('What a page showing one element loads before the visitor does anything (gzip):');
for (const key of Object.keys(manifest).sort()) {
  const tag = VIEW.exec(key)?.[1];
  if (!tag) continue;
  const started = closure([entryKey, key]);
  const zone = zoneRulesFor(started);
  const loaded = new Set([...started, ...zone]);
  const bytes = total(loaded);
  const budget = BUDGETS[tag] ?? ELEMENT_BUDGET;
  const ok = bytes <= budget;
  if (!ok) over += 1;
  console.log(
    `  ${ok ? '✓' : '✗'} <${tag}>${' '.repeat(Math.max(1, 22 - tag.length))}${kb(bytes).padStart(8)} of ${kb(budget)} (${loaded.size} files${zone.size > 0 ? ', with one zone' : ''})`,
  );
}
if (over > 0) {
  console.error(`${over} element(s) over budget.`);
  process.exit(1);
}
