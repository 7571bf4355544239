#!/usr/bin/env -S npx tsx
/**
 * `pnpm backend`: starts the embedded backend and prints, like `supabase start`, the API URL and
 * the anon key on lines of their own.
 */
import { configFromEnv, DEVELOPMENT_JWT_SECRET } from './config.ts';
import { StartupStopped } from './database.ts';
import { startBackend } from './server.ts';

const startedAt = performance.now();
const log = (line: string) => console.log(line);

// A stop asked for while starting (a first start seeds for many seconds) is honoured: the seed
// is rolled back and the data directory's lock released.
const starting = new AbortController();
const stopWhileStarting = () => {
  log('Stopping before the backend started, as asked.');
  starting.abort();
};
process.once('SIGINT', stopWhileStarting);
process.once('SIGTERM', stopWhileStarting);

try {
  const config = configFromEnv();
  const backend = await startBackend(config, log, { signal: starting.signal });
  process.off('SIGINT', stopWhileStarting);
  process.off('SIGTERM', stopWhileStarting);
  if (starting.signal.aborted) {
    await backend.close();
    process.exit(0);
  }
  if (config.jwtSecret === DEVELOPMENT_JWT_SECRET) {
    log('Using the development JWT secret. Set JWT_SECRET before exposing this backend to anyone.');
  }
  log(
    `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
  );
  log(`Started in ${Math.round(performance.now() - startedAt)} ms.`);
  log(`API URL: ${backend.url}`);
  if (backend.inboxUrl) {
    log(`Inbox (emails the backend would send, this machine only): ${backend.inboxUrl}`);
  }
  log(`anon key: ${backend.anonKey}`);
  log(`service_role key: ${backend.serviceRoleKey}`);

  // Stops accepting, answers what was received (within SHUTDOWN_GRACE_MS), then exits.
  const stop = () => {
    log('Stopping: answering the requests already received, then closing.');
    void backend.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  if (error instanceof StartupStopped) process.exit(0);
  console.error(
    `The backend could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
