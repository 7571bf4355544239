#!/usr/bin/env node
/**
 * `pnpm start`: the whole product on one machine. Starts the embedded backend, builds the site
 * against it unless the last build was made from the same inputs, serves the site, and prints
 * both URLs. Ctrl-C stops everything.
 *
 * A later start with nothing changed serves the last build as it is (scripts/build-stamp.mjs
 * says what "nothing changed" covers). Otherwise the station data (when its own inputs changed),
 * the widgets' standalone bundle and the site's client and server bundles are built, and the
 * site is served at once while every page is prerendered: a page asked for before its file is
 * written is rendered on request by the same renderer (site/scripts/serve-cli.ts). A fresh
 * database is seeded after the backend listens (packages/backend/src/cli.ts, run as the
 * JavaScript packages/backend/build.mjs makes of it).
 *
 * Every step runs with `node` itself, not through npx or pnpm, whose start alone costs seconds.
 *
 * Environment: PORT / DATA_DIR / DATABASE_URL for the backend (see README), SITE_PORT for the
 * site, SITE_OUT_DIR for where the site is built (dist).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { buildBackend, builtCli } from '../packages/backend/build.mjs';
import { BACKEND_ENV, BACKEND_NODE_FLAGS } from '../packages/backend/runtime.mjs';
import { isStamped, removeStamp, siteInputs, stationDataInputs } from './build-stamp.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const siteDir = join(root, 'site');
const widgetsDir = join(root, 'packages', 'widgets');
const stationDataDir = join(siteDir, 'public', 'data', 'tides');
const outDir = process.env.SITE_OUT_DIR || 'dist';
const distDir = join(siteDir, outDir);
const startedAt = performance.now();
const children = [];

/** Seconds since the start, for the log. */
const elapsed = () => `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;

/** tsx as a loader in the process itself: no launcher process between. */
const tsx = ['--import', 'tsx'];
/** Vite's own command line, run by Node directly. */
const vite = (dir) => join(dir, 'node_modules', 'vite', 'bin', 'vite.js');

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

/** A Node.js process of ours; each line it prints goes to `onLine`. */
function node(args, { cwd = root, env = process.env, onLine = (line) => console.log(line) } = {}) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  createInterface({ input: child.stdout }).on('line', onLine);
  return child;
}

const labelled = (label) => (line) => console.log(`[${label}] ${line}`);

/** Runs a step to its end; rejects, naming it, if it fails. */
function step(what, args, options) {
  return new Promise((resolve, reject) => {
    node(args, options).once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${what} failed (exit code ${code}).`)),
    );
  });
}

async function startBackend() {
  // The backend runs as built JavaScript (built again only when its sources changed): no
  // TypeScript compiled in its process, whose memory that held.
  await buildBackend();
  return new Promise((resolve, reject) => {
    const found = {};
    const backend = node([...BACKEND_NODE_FLAGS, builtCli], {
      env: { ...process.env, ...BACKEND_ENV },
      onLine(line) {
        console.log(`[backend] ${line}`);
        const url = /^API URL: (\S+)/.exec(line);
        const key = /^anon key: (\S+)/.exec(line);
        if (url) found.url = url[1];
        if (key) found.anonKey = key[1];
        if (found.url && found.anonKey) resolve(found);
      },
    });
    backend.once('exit', (code) => {
      reject(new Error(`The backend stopped (exit code ${code}).`));
      // Stopped after it started: the product is down, so is the start.
      if (found.url && found.anonKey) stop(1);
    });
  });
}

try {
  const backendStarted = startBackend();
  // The station data does not depend on the backend's URL: made while the backend starts.
  const dataInputs = stationDataInputs();
  const stationData = isStamped(stationDataDir, dataInputs)
    ? Promise.resolve()
    : step('Writing the station data', [...tsx, 'site/scripts/generate-station-data.ts'], {
        onLine: labelled('station data'),
      });
  stationData.catch(() => {});

  const backend = await backendStarted;
  const env = {
    ...process.env,
    VITE_SUPABASE_URL: backend.url,
    VITE_SUPABASE_ANON_KEY: backend.anonKey,
  };
  const inputs = siteInputs(env);
  let prerender = false;
  if (isStamped(distDir, inputs)) {
    console.log(`The site's last build was made from the same inputs: serving it as it is.`);
  } else {
    console.log(`Building the site against the backend (${elapsed()})...`);
    removeStamp(distDir);
    const quiet = { env, onLine: labelled('build') };
    await Promise.all([
      // The client build copies site/public, the station data with it; the frame goes beside it.
      stationData
        .then(() =>
          step('The site build', [vite(siteDir), 'build', '--logLevel', 'warn'], {
            ...quiet,
            cwd: siteDir,
          }),
        )
        .then(() =>
          step(
            'The embed frame build',
            [vite(siteDir), 'build', '--config', 'vite.frame.config.ts', '--logLevel', 'warn'],
            { ...quiet, cwd: siteDir },
          ),
        ),
      // Only the standalone bundle: the site takes the widgets from their sources.
      step(
        'The widgets build',
        [vite(widgetsDir), 'build', '--mode', 'standalone', '--logLevel', 'warn'],
        { ...quiet, cwd: widgetsDir },
      ).then(() =>
        step(
          'The server build',
          [
            vite(siteDir),
            'build',
            '--ssr',
            'src/entry-server.tsx',
            '--outDir',
            `${outDir}-server`,
            '--logLevel',
            'warn',
          ],
          { ...quiet, cwd: siteDir },
        ),
      ),
    ]);
    prerender = true;
  }
  const site = node([...tsx, 'site/scripts/serve-cli.ts', ...(prerender ? ['--prerender'] : [])], {
    env: { ...env, BUILD_INPUTS: inputs },
    onLine: (line) =>
      console.log(
        line.startsWith('Site: ') ? `${line} (serving ${elapsed()} after the start)` : line,
      ),
  });
  site.once('exit', (code) => stop(code ?? 1));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  stop(1);
}
