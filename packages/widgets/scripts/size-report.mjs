#!/usr/bin/env node
/**
 * The standalone bundle's size, as a visitor's browser pays for it: every file in
 * dist/standalone with its gzip size, which of them `<tide-finder>` loads (tide-finder.js and
 * whatever it imports statically; a dynamic `import()` loads only when its element renders),
 * and that total against the budget. Exits 1 over budget, so CI fails.
 *
 * Run after `pnpm build` (the root test pipeline's "size" step does).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** `<tide-finder>` standalone at most 150 KB gzipped in all, React included. */
const BUDGET_BYTES = 150_000;
/** The default of most servers' gzip (nginx, Node's zlib). */
const GZIP_LEVEL = 6;

const dir = fileURLToPath(new URL('../dist/standalone/', import.meta.url));
const ENTRY = 'tide-finder.js';

if (!existsSync(join(dir, ENTRY))) {
  console.error(`No ${ENTRY} in ${dir}: run \`pnpm --filter @tides/widgets build\` first.`);
  process.exit(1);
}

const files = readdirSync(dir)
  .filter((name) => name.endsWith('.js'))
  .sort();
const code = new Map(files.map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
const gzipped = new Map(
  files.map((name) => [name, gzipSync(code.get(name), { level: GZIP_LEVEL }).length]),
);

/** Relative modules a file imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticImports(source) {
  const found = new Set();
  for (const match of source.matchAll(
    /(?:^|[;}\s])import\s*(?:[^"'`()]*?from\s*)?["'](\.\/[^"']+)["']/g,
  )) {
    found.add(match[1].slice(2));
  }
  for (const match of source.matchAll(
    /(?:^|[;}\s])export\s*(?:\*|\{[^}]*\})\s*from\s*["'](\.\/[^"']+)["']/g,
  )) {
    found.add(match[1].slice(2));
  }
  return found;
}

/** A file and everything it loads before it runs. */
function closure(entry) {
  const seen = new Set();
  const queue = [entry];
  while (queue.length > 0) {
    const name = queue.shift();
    if (seen.has(name) || !code.has(name)) continue;
    seen.add(name);
    queue.push(...staticImports(code.get(name)));
  }
  return seen;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const finder = closure(ENTRY);
const finderTotal = [...finder].reduce((sum, name) => sum + gzipped.get(name), 0);

console.log(`dist/standalone (gzip level ${GZIP_LEVEL}):`);
const width = Math.max(...files.map((name) => name.length));
for (const name of files) {
  const raw = Buffer.byteLength(code.get(name));
  const loadedBy = finder.has(name) ? '<tide-finder>' : 'on demand (lazy import)';
  console.log(
    `  ${name.padEnd(width)}  ${kb(raw).padStart(9)} raw  ${kb(gzipped.get(name)).padStart(8)} gzip  ${loadedBy}`,
  );
}
const onDemand = files.filter((name) => !finder.has(name));
if (onDemand.length > 0) {
  const everything = files.reduce((sum, name) => sum + gzipped.get(name), 0);
  console.log(`  Everything, with <tide-auth-card>: ${kb(everything)} gzip`);
}

const margin = BUDGET_BYTES - finderTotal;
console.log(
  `<tide-finder> loads ${finder.size} file(s): ${kb(finderTotal)} gzip of a ${kb(BUDGET_BYTES)} budget (${margin >= 0 ? `${kb(margin)} to spare` : `${kb(-margin)} over`}).`,
);
if (margin < 0) {
  console.error('Over budget: the standalone <tide-finder> must stay within 150 kB gzipped.');
  process.exit(1);
}
