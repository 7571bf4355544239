/**
 * `kill -9` in the middle of sign-ups, on PGlite and on PostgreSQL 15: every sign-up the backend
 * acknowledged before it died signs in after a restart, as the same user. The backend runs as
 * its own process (`pnpm backend`) and the visitors use the real supabase-js.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from './postgres-server.ts';
import { startBackendProcess, type BackendProcess } from '../scripts/backend-process.ts';
import { tempDataDir } from './helpers.ts';
import {
  GENEROUS_AUTH_LIMITS,
  newEmail,
  signInUserId,
  signUp,
  type Acknowledged,
} from './sign-ups.ts';

/** Crashes per database; each restart replays what the crash left. */
const ROUNDS = 2;
/** Acknowledged sign-ups after which the backend is killed, with more still in flight. */
const ACKNOWLEDGED_PER_ROUND = 6;
/** Visitors signing up at once. */
const CONCURRENCY = 4;
/** Gives up on a backend that stops acknowledging sign-ups instead of looping forever. */
const MAX_ATTEMPTS_PER_ROUND = ACKNOWLEDGED_PER_ROUND * 5;
/**
 * Each sign-up and sign-in hashes a password with scrypt (a quarter of a second, on purpose),
 * and each round restarts the backend: on a busy 2-core machine the rounds take a few minutes.
 */
const TEST_TIMEOUT_MS = 300_000;

/**
 * Signs visitors up, CONCURRENCY at a time, and kills the backend with SIGKILL as soon as
 * ACKNOWLEDGED_PER_ROUND have been acknowledged, while the others' requests are still open.
 */
async function signUpsUntilKilled(
  backend: BackendProcess,
  label: string,
): Promise<{ acknowledged: Acknowledged[]; signal: NodeJS.Signals | null }> {
  const acknowledged: Acknowledged[] = [];
  let attempts = 0;
  let killed: ReturnType<BackendProcess['stop']> | undefined;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (!killed && attempts < MAX_ATTEMPTS_PER_ROUND) {
        attempts += 1;
        const account = await signUp(backend, newEmail(label));
        if (account) acknowledged.push(account);
        if (acknowledged.length >= ACKNOWLEDGED_PER_ROUND) killed ??= backend.stop('SIGKILL');
      }
    }),
  );
  const exit = await (killed ?? backend.stop('SIGKILL'));
  return { acknowledged, signal: exit.signal };
}

/** The user id each account signs in as, CONCURRENCY at a time. */
async function signInAll(
  backend: BackendProcess,
  accounts: Acknowledged[],
): Promise<Record<string, string>> {
  const signedIn: Record<string, string> = {};
  const queue = [...accounts];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let account = queue.shift(); account; account = queue.shift()) {
        signedIn[account.email] = await signInUserId(backend, account.email);
      }
    }),
  );
  return signedIn;
}

interface Target {
  name: string;
  env: Record<string, string>;
  remove(): Promise<void>;
}

const targets: { name: string; open(): Promise<Target> }[] = [
  {
    name: 'PGlite',
    async open() {
      const data = await tempDataDir();
      return { name: 'PGlite', env: { DATA_DIR: data.path }, remove: async () => data.remove() };
    },
  },
  {
    name: 'PostgreSQL 15',
    async open() {
      const server: PostgresServer = await startPostgres();
      return {
        name: 'PostgreSQL 15',
        env: { DATABASE_URL: server.url },
        remove: () => server.stop(),
      };
    },
  },
];

describe.each(targets)('A backend on $name', ({ open }) => {
  let target: Target;
  let backend: BackendProcess | undefined;

  beforeAll(async () => {
    target = await open();
  });

  afterAll(async () => {
    await backend?.stop('SIGKILL');
    await target.remove();
  });

  describe('when it is killed with SIGKILL in the middle of sign-ups', () => {
    it(
      'keeps every sign-up it acknowledged, round after round',
      async () => {
        const env = { ...target.env, ...GENEROUS_AUTH_LIMITS };
        const acknowledged: Acknowledged[] = [];
        backend = await startBackendProcess({ env });
        for (let round = 1; round <= ROUNDS; round += 1) {
          const crash = await signUpsUntilKilled(backend, `round-${round}`);
          expect(crash.signal).toBe('SIGKILL');
          expect(crash.acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_PER_ROUND);
          acknowledged.push(...crash.acknowledged);

          backend = await startBackendProcess({ env });
          expect(await signInAll(backend, acknowledged)).toEqual(
            Object.fromEntries(acknowledged.map((account) => [account.email, account.userId])),
          );
        }
      },
      TEST_TIMEOUT_MS,
    );
  });
});
