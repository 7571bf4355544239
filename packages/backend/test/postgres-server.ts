/**
 * A throw-away PostgreSQL server for the production-path tests: Debian's PostgreSQL (installed
 * through scripts/system-deps.mjs when missing), a fresh cluster in a temporary directory,
 * listening on a free loopback port only, stopped and deleted afterwards.
 *
 * PostgreSQL refuses to run as root, and CI runs as root: then the cluster belongs to the
 * `postgres` system user the Debian package creates, and initdb and the server run as that user.
 */
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';

/** How long a fresh cluster may take to accept connections (it takes well under a second). */
const STARTUP_TIMEOUT_MS = 30_000;
/** How long a fast shutdown may take before the server is killed outright. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** Another process can take the free port between our probe and the server's bind: retry. */
const START_ATTEMPTS = 3;

/**
 * Hosted Supabase's locale (C.UTF-8: text sorts by code point, characters classify as UTF-8),
 * which PGlite's C / C.UTF-8 matches; the ranking tests compare the two, and the search
 * function's ties are broken by name.
 */
const CLUSTER_LOCALE = ['--encoding=UTF8', '--lc-collate=C.UTF-8', '--lc-ctype=C.UTF-8'];

/**
 * Durability is worthless for a cluster deleted after the tests; without it the 6.7 MB seed
 * loads several times faster.
 */
const THROWAWAY_SETTINGS = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: '40',
};

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/<database>, trust-authenticated. */
  url: string;
  port: number;
  database: string;
  /** The server's version, e.g. "15.14". */
  version: string;
  /** Stops the server as `pg_ctl stop -m fast` does, keeping its cluster to start again. */
  pause(): Promise<void>;
  /** Starts the paused server again on the same port and cluster. */
  resume(): Promise<void>;
  /** Stops the server and deletes its cluster. Safe to call twice. */
  stop(): Promise<void>;
}

interface SystemDeps {
  ensureSystemDeps(options: { chromium: boolean; postgres: boolean }): void;
  postgresBinDir(): string | null;
}

async function postgresBinDir(): Promise<string> {
  // scripts/ is plain JavaScript run before anything is installed; import it untyped.
  const deps = (await import(
    new URL('../../../scripts/system-deps.mjs', import.meta.url).href
  )) as SystemDeps;
  deps.ensureSystemDeps({ chromium: false, postgres: true });
  const binDir = deps.postgresBinDir();
  if (!binDir) throw new Error('PostgreSQL is not installed: run `apt-get install -y postgresql`.');
  return binDir;
}

/** The uid and gid PostgreSQL must run as: ours, or the `postgres` system user's if we are root. */
function clusterOwner(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[0] === 'postgres');
  if (!entry) {
    throw new Error(
      'Running as root, and there is no `postgres` user to run PostgreSQL as (PostgreSQL refuses to run as root).',
    );
  }
  return { uid: Number(entry[2]), gid: Number(entry[3]) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function runAs(owner: ReturnType<typeof clusterOwner>): SpawnOptions {
  return {
    ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
    // The server must not inherit the test runner's locale or a PG* variable pointing elsewhere.
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' },
  };
}

/** Resolves once the server logs that it accepts connections; rejects with its log if it exits. */
function waitUntilReady(server: ChildProcess, log: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(
        new Error(`PostgreSQL did not start within ${STARTUP_TIMEOUT_MS} ms:\n${log.join('')}`),
      );
    }, STARTUP_TIMEOUT_MS);
    const onOutput = () => {
      if (log.join('').includes('database system is ready to accept connections')) {
        cleanup();
        resolve();
      }
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`PostgreSQL exited (code ${code}) while starting:\n${log.join('')}`));
    };
    function cleanup() {
      clearTimeout(timer);
      server.stderr?.off('data', onOutput);
      server.off('exit', onExit);
    }
    server.stderr?.on('data', onOutput);
    server.once('exit', onExit);
  });
}

function stopProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.kill('SIGKILL'), SHUTDOWN_TIMEOUT_MS);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    // SIGINT is PostgreSQL's "fast" shutdown: sessions are ended, nothing is waited for.
    server.kill('SIGINT');
  });
}

/** Initialises a fresh cluster, starts it on a free loopback port and creates `database`. */
export async function startPostgres(database = 'tides'): Promise<PostgresServer> {
  const binDir = await postgresBinDir();
  const owner = clusterOwner();
  // The postgres user must be able to reach the cluster: root's TMPDIR may be private to root.
  const root = mkdtempSync(join(owner && existsSync('/tmp') ? '/tmp' : tmpdir(), 'tides-pg-'));
  const dataDir = join(root, 'data');
  // The unix socket goes here rather than /var/run/postgresql, which may not exist or be ours.
  const socketDir = join(root, 'socket');
  mkdirSync(socketDir);
  if (owner) {
    chownSync(root, owner.uid, owner.gid);
    chownSync(socketDir, owner.uid, owner.gid);
  }
  const removeCluster = () => rmSync(root, { recursive: true, force: true });

  let server: ChildProcess | undefined;
  // Should the test process end without stop(), don't leave a server or a cluster behind.
  const onExit = () => {
    server?.kill('SIGKILL');
    removeCluster();
  };
  process.once('exit', onExit);

  try {
    const initdb = spawnSync(
      join(binDir, 'initdb'),
      [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth=trust',
        ...CLUSTER_LOCALE,
        '--no-sync',
        '--no-instructions',
      ],
      { ...runAs(owner), encoding: 'utf8' },
    );
    if (initdb.status !== 0) {
      throw new Error(
        `initdb failed (${initdb.error?.message ?? `code ${initdb.status}`}):\n${initdb.stderr}`,
      );
    }

    const launch = async (on: number): Promise<ChildProcess> => {
      const settings = {
        ...THROWAWAY_SETTINGS,
        listen_addresses: '127.0.0.1',
        port: String(on),
        unix_socket_directories: socketDir,
      };
      const log: string[] = [];
      const launched = spawn(
        join(binDir, 'postgres'),
        [
          '-D',
          dataDir,
          ...Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
        ],
        { ...runAs(owner), stdio: ['ignore', 'ignore', 'pipe'] },
      );
      server = launched;
      launched.stderr?.setEncoding('utf8');
      launched.stderr?.on('data', (chunk: string) => log.push(chunk));
      try {
        await waitUntilReady(launched, log);
      } catch (error) {
        await stopProcess(launched);
        throw Object.assign(error as Error, { portTaken: log.join('').includes('could not bind') });
      }
      // Keep draining the server's log so a chatty server never blocks on a full pipe.
      launched.stderr?.resume();
      return launched;
    };
    let port = 0;
    for (let attempt = 1; ; attempt += 1) {
      port = await freePort();
      try {
        await launch(port);
        break;
      } catch (error) {
        if (!(error as { portTaken?: boolean }).portTaken || attempt === START_ATTEMPTS)
          throw error;
      }
    }
    const admin = postgres(`postgres://postgres@127.0.0.1:${port}/postgres`, {
      max: 1,
      onnotice: () => {},
    });
    let version: string;
    try {
      await admin.unsafe(`create database ${database}`);
      const [row] = await admin<{ server_version: string }[]>`show server_version`;
      version = row?.server_version ?? 'unknown';
    } finally {
      await admin.end({ timeout: 5 });
    }

    let stopped: Promise<void> | undefined;
    return {
      url: `postgres://postgres@127.0.0.1:${port}/${database}`,
      port,
      database,
      version,
      async pause() {
        if (server) await stopProcess(server);
      },
      async resume() {
        await launch(port);
      },
      stop() {
        stopped ??= (server ? stopProcess(server) : Promise.resolve()).then(() => {
          process.off('exit', onExit);
          removeCluster();
        });
        return stopped;
      },
    };
  } catch (error) {
    if (server) await stopProcess(server);
    process.off('exit', onExit);
    removeCluster();
    throw error;
  }
}
