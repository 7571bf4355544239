#!/usr/bin/env node
/**
 * The backend's process (`node dist/cli.mjs`, built from here by build.mjs): starts the embedded backend and prints, like `supabase start`, the API URL and
 * the anon key on lines of their own. A fresh database is seeded after the backend listens (the
 * API answers 503 with Retry-After meanwhile), and "Ready in N ms." says when everything answers.
 */
import { configFromEnv, DEVELOPMENT_JWT_SECRET } from './config.ts';
import { StartupStopped } from './database.ts';
import { startBackend } from './server.ts';

const startedAt = performance.now();
const log = (line: string) => console.log(line);

// A stop asked for while starting is honoured: a seed under way is rolled back and the data
// directory's lock released.
const starting = new AbortController();
const stopWhileStarting = () => {
  log('Stopping before the backend started, as asked.');
  starting.abort();
};
process.once('SIGINT', stopWhileStarting);
process.once('SIGTERM', stopWhileStarting);

try {
  const config = configFromEnv();
  const backend = await startBackend(config, log, {
    signal: starting.signal,
    seedInBackground: true,
  });
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
  // Started by a launcher (start.mjs) that waits only until the API listens, then leaves this
  // process running on its own.
  if (process.send) {
    process.send({ listening: backend.url });
    process.disconnect();
  }

  // Stops accepting, answers what was received (within SHUTDOWN_GRACE_MS), then exits.
  let stopping = false;
  const stop = () => {
    stopping = true;
    log('Stopping: answering the requests already received, then closing.');
    void backend.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await backend.seeded.then(
    () => log(`Ready in ${Math.round(performance.now() - startedAt)} ms.`),
    (error: unknown) => {
      if (error instanceof StartupStopped || stopping) {
        log('Stopped while seeding, as asked: the seed was rolled back.');
        return;
      }
      console.error(`The database could not be seeded: ${describe(error)}`);
      void backend.close().finally(() => process.exit(1));
    },
  );
} catch (error) {
  if (error instanceof StartupStopped) process.exit(0);
  console.error(`The backend could not start: ${describe(error)}`);
  process.exit(1);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
