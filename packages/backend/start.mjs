#!/usr/bin/env node
/**
 * `npx -y pnpm@10 backend`: builds the backend's server if its sources changed (build.mjs), starts
 * it as one plain Node.js process, `node dist/cli.mjs`, and leaves once it listens, so that
 * nothing of npx, pnpm or this launcher stays resident beside it. The server keeps the terminal's
 * output (the API URL and keys, then its log) and runs until it is stopped: `kill <pid>` (SIGTERM
 * answers the requests already received, then closes), the pid it prints.
 *
 * To run it in the foreground, under a supervisor (systemd, a container), run
 * `node packages/backend/build.mjs` once, then `node --max-old-space-size=384
 * packages/backend/dist/cli.mjs` with MALLOC_ARENA_MAX=2 (runtime.mjs).
 */
import { spawn } from 'node:child_process';
import { buildBackend, builtCli } from './build.mjs';
import { BACKEND_ENV, BACKEND_NODE_FLAGS } from './runtime.mjs';

await buildBackend();
const server = spawn(process.execPath, [...BACKEND_NODE_FLAGS, builtCli], {
  env: { ...process.env, ...BACKEND_ENV },
  // The terminal's output, and a channel only to hear that it listens.
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  // A session of its own: the terminal's Ctrl-C and hang-up are for this launcher, which is gone.
  detached: true,
});
server.once('message', () => {
  console.log(
    `The backend runs on its own as process ${server.pid} (node dist/cli.mjs). Stop it with: kill ${server.pid}`,
  );
  server.unref();
  server.disconnect();
  process.exit(0);
});
server.once('exit', (code) => {
  console.error(`The backend stopped before it listened (exit code ${code}).`);
  process.exit(code || 1);
});
