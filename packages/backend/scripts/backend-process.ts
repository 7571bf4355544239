/**
 * Runs the backend as a process of its own, as production runs it (the built `dist/cli.mjs`, with
 * runtime.mjs's flags), for what must happen across processes: `kill -9`, restarts, two servers on
 * one data directory, load from outside, its memory. One Node.js process, so its pid is the
 * backend's own.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { BACKEND_ENV, BACKEND_NODE_FLAGS } from '../runtime.mjs';

const backendDir = fileURLToPath(new URL('../', import.meta.url));
const buildScript = fileURLToPath(new URL('../build.mjs', import.meta.url));
const cli = fileURLToPath(new URL('../dist/cli.mjs', import.meta.url));

/** Builds dist/cli.mjs if its sources changed since the last build (a second when they did). */
function built(): string {
  execFileSync(process.execPath, [buildScript], { stdio: 'ignore' });
  return cli;
}

export interface BackendExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface BackendProcess {
  pid: number;
  url: string;
  anonKey: string;
  /** Everything the backend printed so far. */
  output(): string;
  /** Resolves when the process has ended, however it ended. */
  exited: Promise<BackendExit>;
  /** Sends `signal` and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<BackendExit>;
}

export interface SpawnOptions {
  /** Settings on top of the current environment, e.g. DATA_DIR or DATABASE_URL. */
  env?: Record<string, string>;
  /** Run as another user (needs root), e.g. to meet a directory this user may not write. */
  uid?: number;
  gid?: number;
}

/** The backend's process from the moment it is spawned, before it is known to be serving. */
export interface Spawned {
  child: ChildProcess;
  exited: Promise<BackendExit>;
  output(): string;
}

export function spawnBackend(options: SpawnOptions = {}): Spawned {
  const child = spawn(process.execPath, [...BACKEND_NODE_FLAGS, built()], {
    cwd: backendDir,
    env: { ...process.env, ...BACKEND_ENV, PORT: '0', NOAA_API_URL: 'off', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.uid === undefined ? {} : { uid: options.uid }),
    ...(options.gid === undefined ? {} : { gid: options.gid }),
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<BackendExit>((resolve) => {
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, exited, output: () => stdout + stderr };
}

/**
 * Starts a backend and resolves once the whole API answers (a fresh database seeded); rejects
 * with its output if it exits first.
 */
export function startBackendProcess(options: SpawnOptions = {}): Promise<BackendProcess> {
  const spawned = spawnBackend(options);
  const { child, exited } = spawned;
  return new Promise((resolve, reject) => {
    let url = '';
    let anonKey = '';
    createInterface({ input: child.stdout! }).on('line', (line) => {
      url = /^API URL: (\S+)/.exec(line)?.[1] ?? url;
      anonKey = /^anon key: (\S+)/.exec(line)?.[1] ?? anonKey;
      if (!/^Ready in /.test(line)) return;
      resolve({
        pid: child.pid ?? 0,
        url,
        anonKey,
        output: spawned.output,
        exited,
        stop(signal = 'SIGTERM') {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exited;
        },
      });
    });
    void exited.then((exit) =>
      reject(
        new Error(
          `The backend exited (${exit.signal ?? `code ${exit.code}`}) before serving:\n${exit.stdout}${exit.stderr}`,
        ),
      ),
    );
  });
}

/** A process's resident memory (RSS) in MB, from Linux's /proc; null elsewhere or once it ended. */
export function residentMemoryMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}
