#!/usr/bin/env node
/**
 * `pnpm start`: the whole product on one machine. Starts the embedded backend, builds the site
 * against it, serves the site, and prints both URLs. Ctrl-C stops everything.
 *
 * Environment: PORT / DATA_DIR / DATABASE_URL for the backend (see README), SITE_PORT for the site.
 */
import { spawn } from 'node:child_process';
import { BACKEND_ENV, BACKEND_NODE_FLAGS } from '../packages/backend/runtime.mjs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
const children = [];

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

function run(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
  children.push(child);
  return child;
}

function startBackend() {
  return new Promise((resolve, reject) => {
    // tsx as a loader in the backend's own process, so that the backend's Node flags apply to it.
    const backend = run(
      process.execPath,
      [...BACKEND_NODE_FLAGS, '--import', 'tsx', 'packages/backend/src/cli.ts'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, ...BACKEND_ENV },
      },
    );
    const found = {};
    createInterface({ input: backend.stdout }).on('line', (line) => {
      console.log(`[backend] ${line}`);
      const url = /^API URL: (\S+)/.exec(line);
      const key = /^anon key: (\S+)/.exec(line);
      if (url) found.url = url[1];
      if (key) found.anonKey = key[1];
      if (found.url && found.anonKey) resolve(found);
    });
    backend.once('exit', (code) => reject(new Error(`The backend stopped (exit code ${code}).`)));
  });
}

function step(args, env) {
  return new Promise((resolve, reject) => {
    const child = run('npx', ['-y', 'pnpm@10', ...args], { env: { ...process.env, ...env } });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pnpm ${args.join(' ')} failed.`)),
    );
  });
}

try {
  const backend = await startBackend();
  console.log('Building the site against it...');
  await step(['--filter', '@tides/widgets', 'build'], {});
  await step(['--filter', '@tides/site', 'build'], {
    VITE_SUPABASE_URL: backend.url,
    VITE_SUPABASE_ANON_KEY: backend.anonKey,
  });
  const site = run(tsx, ['site/scripts/serve-cli.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  createInterface({ input: site.stdout }).on('line', (line) => console.log(line));
  site.once('exit', (code) => stop(code ?? 1));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  stop(1);
}
