/**
 * Builds the backend's server into one file of plain JavaScript, `dist/cli.mjs`, that Node runs
 * with nothing else resident: no TypeScript compiled at run time (tsx as a loader held about
 * 250 MB of the server's memory), no launcher process. The workspace's own packages
 * (@tides/supabase, @tides/zones) and what they import are bundled in; the database drivers
 * (PGlite, postgres.js) are imported from node_modules as they are, PGlite's WebAssembly beside
 * its own module.
 *
 * A module that finds its files through `import.meta.url` (the migrations, the seed, the common
 * passwords) gets its own source file's URL, written relative to the bundle, so that the files are
 * read where they are in the repository.
 *
 * Built again only when what it is made from changed: `dist/.inputs` holds a hash of the sources
 * and the lockfile.
 *
 * Plain JavaScript, run by `node` before anything else (scripts/start.mjs, `pnpm backend`).
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const backendDir = fileURLToPath(new URL('./', import.meta.url));
const root = join(backendDir, '..', '..');
export const distDir = join(backendDir, 'dist');
/** The built server: `node dist/cli.mjs` is the backend. */
export const builtCli = join(distDir, 'cli.mjs');
const stampPath = join(distDir, '.inputs');

/** What the bundle is made from: the sources bundled in, and the versions of what it imports. */
const SOURCE_DIRS = [
  join(backendDir, 'src'),
  join(root, 'supabase', 'functions', '_shared'),
  join(root, 'packages', 'zones', 'src'),
];
const SOURCE_FILES = [
  join(backendDir, 'build.mjs'),
  join(backendDir, 'package.json'),
  join(root, 'supabase', 'paths.ts'),
  join(root, 'supabase', 'package.json'),
  join(root, 'packages', 'zones', 'package.json'),
  join(root, 'pnpm-lock.yaml'),
];

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return /\.(ts|mts|js|mjs|json)$/.test(entry.name) ? [path] : [];
  });
}

/** A hash of every input's path and content. */
function inputsHash() {
  const hash = createHash('sha256');
  const files = [...SOURCE_DIRS.flatMap(filesUnder), ...SOURCE_FILES.filter(existsSync)].sort();
  for (const file of files) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  hash.update(process.version);
  return hash.digest('hex');
}

/** Whether dist/cli.mjs was built from the sources as they are. */
export function isBuilt() {
  return (
    existsSync(builtCli) &&
    existsSync(stampPath) &&
    readFileSync(stampPath, 'utf8') === inputsHash() &&
    statSync(builtCli).size > 0
  );
}

/** Rewrites `import.meta.url` in a bundled module to that module's own URL. */
const ownUrls = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.(ts|mts)$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromDist = relative(distDir, args.path).split(sep).join('/');
      const own = `new URL(${JSON.stringify(fromDist)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', `(${own})`), loader: 'ts' };
    });
  },
};

/** Builds dist/cli.mjs unless it is up to date; resolves with whether it built. */
export async function buildBackend({ force = false } = {}) {
  if (!force && isBuilt()) return false;
  const { build } = await import('esbuild');
  const hash = inputsHash();
  // Built beside dist (at its depth, so the source map's paths hold), then moved into place: a backend starting meanwhile (tests start several at
  // once) reads the last whole build, never half of this one.
  mkdirSync(distDir, { recursive: true });
  const scratch = mkdtempSync(join(backendDir, '.dist-build-'));
  await build({
    entryPoints: [join(backendDir, 'src', 'cli.ts')],
    outfile: join(scratch, 'cli.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [
      ownUrls,
      {
        // The database drivers stay in node_modules (PGlite loads its WebAssembly beside its
        // own module); everything else, the workspace's TypeScript among it, is bundled in.
        name: 'drivers-external',
        setup(b) {
          b.onResolve({ filter: /^(@electric-sql\/pglite|postgres)(\/|$)/ }, (args) => ({
            path: args.path,
            external: true,
          }));
        },
      },
    ],
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    banner: { js: '// Built by packages/backend/build.mjs from src/: edit the sources, not this.' },
  });
  renameSync(join(scratch, 'cli.mjs.map'), `${builtCli}.map`);
  renameSync(join(scratch, 'cli.mjs'), builtCli);
  rmSync(scratch, { recursive: true, force: true });
  writeFileSync(stampPath, hash);
  return true;
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const started = performance.now();
  const built = await buildBackend({ force: process.argv.includes('--force') });
  const where = relative(process.cwd(), builtCli) || builtCli;
  console.log(
    built
      ? `Built ${where} in ${Math.round(performance.now() - started)} ms.`
      : `${where} is up to date.`,
  );
}
