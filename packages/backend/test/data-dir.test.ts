/**
 * The PGlite data directory across processes: one backend at a time, a lock left by a killed
 * backend taken over safely, and a directory that cannot be used named with the reason.
 * Backends run as real processes (`pnpm backend`), because locks are about other processes.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  spawnBackend,
  startBackendProcess,
  type BackendExit,
  type BackendProcess,
  type SpawnOptions,
} from '../scripts/backend-process.ts';
import { LOCK_FILE } from '../src/data-dir-lock.ts';
import { openDatabase } from '../src/database.ts';
import { tempDataDir } from './helpers.ts';
import {
  GENEROUS_AUTH_LIMITS,
  newEmail,
  signInUserId,
  signUp,
  type Acknowledged,
} from './sign-ups.ts';

const takeLock = fileURLToPath(new URL('./fixtures/take-lock.ts', import.meta.url));
const backendDir = fileURLToPath(new URL('../', import.meta.url));

/** How many backends race for one stale lock. */
const CONTENDERS = 4;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function dataDir(): Promise<string> {
  const data = await tempDataDir();
  cleanups.push(() => data.remove());
  return data.path;
}

/** How a backend that should refuse to start ends; killed afterwards should it start after all. */
function refusal(options: SpawnOptions): Promise<BackendExit> {
  const spawned = spawnBackend(options);
  cleanups.push(() => {
    spawned.child.kill('SIGKILL');
  });
  return spawned.exited;
}

async function backendOn(path: string): Promise<BackendProcess> {
  const backend = await startBackendProcess({ env: { DATA_DIR: path, ...GENEROUS_AUTH_LIMITS } });
  cleanups.push(async () => {
    await backend.stop('SIGKILL');
  });
  return backend;
}

/** The pid of a process that has certainly ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 0;
}

/** Someone PostgreSQL-unaware, who may not write what root owns: root may write anything. */
function anotherUser(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const nobody = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[0] === 'nobody');
  if (!nobody) throw new Error('Running as root, and there is no `nobody` user to run as.');
  return { uid: Number(nobody[2]), gid: Number(nobody[3]) };
}

/** Makes everything under `path` read-only for everyone (and readable, for another user). */
function makeReadOnly(path: string): void {
  chmodSync(path, 0o555);
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o555 : 0o444);
  }
}

describe('A PGlite data directory', () => {
  describe('when a backend already runs on it', () => {
    it('refuses a second backend, naming the one that holds it', async () => {
      const path = await dataDir();
      const first = await backendOn(path);

      const second = await refusal({ env: { DATA_DIR: path } });

      expect(second.code).toBe(1);
      expect(second.stderr).toContain(
        `Data directory ${path} is in use by the backend with pid ${first.pid} (started `,
      );
      const health = await fetch(`${first.url}/health`);
      expect(health.status).toBe(200);
    });

    it('refuses to open it a second time in the same process', async () => {
      const path = await dataDir();
      const db = await openDatabase({ dataDir: path });
      cleanups.push(() => db.close());

      await expect(openDatabase({ dataDir: path })).rejects.toThrow(
        `Data directory ${path} is in use by the backend with pid ${process.pid}`,
      );
    });
  });

  describe('when its backend stops cleanly', () => {
    it('gives the directory up for the next backend', async () => {
      const path = await dataDir();
      const first = await backendOn(path);
      const exit = await first.stop('SIGTERM');
      expect(exit.code, JSON.stringify(exit)).toBe(0);
      expect(existsSync(join(path, LOCK_FILE))).toBe(false);

      const next = await backendOn(path);
      expect((await fetch(`${next.url}/health`)).status).toBe(200);
    });
  });

  describe('when its backend was killed with SIGKILL', () => {
    it('lets a new backend start, with every acknowledged sign-up', async () => {
      const path = await dataDir();
      const first = await backendOn(path);
      const acknowledged: Acknowledged[] = [];
      for (let i = 0; i < 3; i += 1) {
        const account = await signUp(first, newEmail('before-kill'));
        if (account) acknowledged.push(account);
      }
      expect(acknowledged).toHaveLength(3);
      await first.stop('SIGKILL');
      expect(existsSync(join(path, LOCK_FILE))).toBe(true);

      const next = await backendOn(path);
      for (const account of acknowledged) {
        expect(await signInUserId(next, account.email)).toBe(account.userId);
      }
      expect(JSON.parse(readFileSync(join(path, LOCK_FILE), 'utf8'))).toMatchObject({
        pid: next.pid,
      });
    });

    it('lets exactly one of several backends starting at once take it over', async () => {
      const path = await dataDir();
      const stale = { pid: await deadPid(), hostname: hostname() };
      writeFileSync(
        join(path, LOCK_FILE),
        JSON.stringify({ ...stale, startedAt: new Date().toISOString(), token: 'killed' }),
      );

      const at = Date.now() + 1500;
      const contenders = Array.from({ length: CONTENDERS }, () =>
        spawn(process.execPath, ['--import', 'tsx', takeLock, path, String(at)], {
          cwd: backendDir,
          stdio: ['pipe', 'pipe', 'inherit'],
        }),
      );
      cleanups.push(() => {
        for (const contender of contenders) contender.stdin.end();
      });
      const answers = await Promise.all(
        contenders.map(
          (contender) =>
            new Promise<string>((resolve) =>
              createInterface({ input: contender.stdout }).once('line', resolve),
            ),
        ),
      );

      expect(answers.filter((answer) => answer === 'locked')).toHaveLength(1);
      expect(answers.filter((answer) => answer === 'refused')).toHaveLength(CONTENDERS - 1);
      const winner = contenders[answers.indexOf('locked')];
      expect(JSON.parse(readFileSync(join(path, LOCK_FILE), 'utf8'))).toMatchObject({
        pid: winner?.pid,
      });
    });
  });

  describe('when the lock names a backend on another machine', () => {
    it('refuses, since it cannot tell whether that one still runs, and says what to delete', async () => {
      const path = await dataDir();
      writeFileSync(
        join(path, LOCK_FILE),
        JSON.stringify({
          pid: 4242,
          hostname: 'harbour-master.example',
          startedAt: '2026-07-04T12:00:00.000Z',
          token: 'elsewhere',
        }),
      );

      await expect(openDatabase({ dataDir: path })).rejects.toThrow(
        `Data directory ${path} is in use by the backend with pid 4242 on harbour-master.example ` +
          `(started 2026-07-04T12:00:00.000Z). Stop that backend, or give this one another DATA_DIR. ` +
          `If no backend is running there any more, delete ${join(path, LOCK_FILE)}.`,
      );
    });
  });

  describe('when it cannot be used', () => {
    it('says that a path through a regular file is not a directory', async () => {
      const parent = await dataDir();
      const file = join(parent, 'PG_VERSION');
      const path = join(file, 'data');

      const exit = await refusal({ env: { DATA_DIR: path } });

      expect(exit.code).toBe(1);
      expect(exit.stderr).toContain(
        `The backend could not start: Cannot use the data directory ${path}: part of the path is a file, not a directory (ENOTDIR).`,
      );
    });

    // Root may write anywhere, whatever the mode: then the backend runs as `nobody`.
    it('says which directory is read-only and why', async () => {
      const path = await dataDir();
      makeReadOnly(path);

      const exit = await refusal({ env: { DATA_DIR: path }, ...anotherUser() });

      expect(exit.code).toBe(1);
      expect(exit.stderr).toContain(
        `The backend could not start: Cannot use the data directory ${path}: permission denied writing ${path} (EACCES)`,
      );
    });

    it('says which part of the database cannot be written when only its files are read-only', async () => {
      const path = await dataDir();
      makeReadOnly(path);
      // The directory itself stays writable, so the lock is taken and PGlite itself fails.
      chmodSync(path, 0o777);

      const exit = await refusal({ env: { DATA_DIR: path }, ...anotherUser() });

      expect(exit.code).toBe(1);
      expect(exit.stderr).toContain(
        `The backend could not start: Cannot use the data directory ${path}: permission denied writing ${join(path, 'global')} (EACCES)`,
      );
      expect(existsSync(join(path, LOCK_FILE))).toBe(false);
    });
  });
});
