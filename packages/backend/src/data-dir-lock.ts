/**
 * One backend per PGlite data directory. Two PGlite instances writing the same files each keep
 * their own idea of the database and corrupt it (lost rows, broken unique indexes), so the
 * directory is locked by a `.lock` file naming the backend that holds it, and a backend whose
 * holder is gone (killed, crashed) takes the lock over.
 *
 * Every step that decides who holds the lock is a single atomic file system call: `link` creates
 * the lock with its full content or fails because it exists, and taking over a stale lock first
 * claims that one lock by name, so of two backends starting at once on a stale lock, one wins.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statfsSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

export const LOCK_FILE = '.lock';

/** How often a backend looks again while another one is taking over a stale lock. */
const TAKEOVER_RETRY_MS = 50;
/** How many times it looks before giving up; a takeover takes well under a millisecond. */
const TAKEOVER_ATTEMPTS = 100;
/** Less free space than this, and a PGlite that cannot start is taken to have met a full disk. */
const FULL_DISK_BYTES = 16 * 1024 * 1024;

/** What the lock file says about the backend holding the directory. */
export interface LockHolder {
  pid: number;
  hostname: string;
  /** When that backend took the lock, ISO 8601. */
  startedAt: string;
  /** Identifies this boot of the machine: after a reboot no earlier process is running. */
  bootId: string | null;
  /** The process's start time in clock ticks since boot, telling a reused pid from the holder. */
  processStart: string | null;
  token: string;
}

export interface DataDirLock {
  readonly path: string;
  readonly holder: LockHolder;
  /** Gives the directory up; does nothing if it was already given up or taken over. */
  release(): void;
}

/** Another running backend holds the data directory. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const where = holder.hostname === hostname() ? '' : ` on ${holder.hostname}`;
    super(
      `Data directory ${dataDir} is in use by the backend with pid ${holder.pid}${where} ` +
        `(started ${holder.startedAt}). Stop that backend, or give this one another DATA_DIR.` +
        (where
          ? ` If no backend is running there any more, delete ${join(dataDir, LOCK_FILE)}.`
          : ''),
    );
    this.name = 'DataDirInUseError';
  }
}

/** The data directory cannot be created, written or opened; the message says which and why. */
export class DataDirError extends Error {
  constructor(
    readonly dataDir: string,
    reason: string,
    options?: { cause: unknown },
  ) {
    super(`Cannot use the data directory ${dataDir}: ${reason}.`, options);
    this.name = 'DataDirError';
  }
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

/** The operating system's complaint, in words a person setting DATA_DIR can act on. */
function reasonFor(error: unknown, path: string): string {
  const code = errorCode(error);
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return `permission denied writing ${path} (${code}): this user may not write there`;
    case 'EROFS':
      return `the file system is read-only (EROFS), so ${path} cannot be written`;
    case 'ENOSPC':
      return `the disk is full (ENOSPC) writing ${path}`;
    case 'EDQUOT':
      return `the disk quota is used up (EDQUOT) writing ${path}`;
    case 'ENOTDIR':
      return `part of the path is a file, not a directory (ENOTDIR)`;
    case 'ENOENT':
      return `part of the path does not exist (ENOENT)`;
    case 'ELOOP':
      return `the path has too many symbolic links (ELOOP)`;
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function bootId(): string | null {
  return readOrNull('/proc/sys/kernel/random/boot_id')?.trim() ?? null;
}

/** Field 22 of /proc/<pid>/stat; the command name before it may hold spaces and parentheses. */
function processStart(pid: number): string | null {
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (!stat) return null;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.token !== 'string') return null;
    return {
      pid: value.pid,
      hostname: typeof value.hostname === 'string' ? value.hostname : 'an unknown host',
      startedAt: typeof value.startedAt === 'string' ? value.startedAt : 'at an unknown time',
      bootId: typeof value.bootId === 'string' ? value.bootId : null,
      processStart: typeof value.processStart === 'string' ? value.processStart : null,
      token: value.token,
    };
  } catch {
    return null;
  }
}

/**
 * Whether the backend that wrote the lock may still be running. Only a holder on this machine
 * can be checked; one elsewhere (a shared disk) is presumed alive.
 */
function holderIsAlive(holder: LockHolder): boolean {
  if (holder.hostname !== hostname()) return true;
  const boot = bootId();
  if (holder.bootId && boot && holder.bootId !== boot) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return errorCode(error) === 'EPERM';
  }
  const start = processStart(holder.pid);
  return !(holder.processStart && start && holder.processStart !== start);
}

/** Writes `content` to a new file and makes it durable before anyone can see it by name. */
function writeNewFile(path: string, content: string): void {
  const fd = openSync(path, 'wx');
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone: nothing to give up.
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Locks `dataDir` (creating it) for this process, or throws saying who holds it or why not. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new DataDirError(dir, reasonFor(error, dir), { cause: error });
  }
  const lockPath = join(dir, LOCK_FILE);
  const holder: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    bootId: bootId(),
    processStart: processStart(process.pid),
    token: randomUUID(),
  };
  const content = `${JSON.stringify(holder)}\n`;
  const pending = join(dir, `${LOCK_FILE}.${holder.token}.tmp`);
  try {
    writeNewFile(pending, content);
  } catch (error) {
    throw new DataDirError(dir, reasonFor(error, dir), { cause: error });
  }

  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        linkSync(pending, lockPath);
        break;
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') {
          throw new DataDirError(dir, reasonFor(error, lockPath), { cause: error });
        }
      }
      const stale = readOrNull(lockPath);
      if (stale === null) continue; // given up between our link and our read: try again
      const current = parseHolder(stale);
      if (current && holderIsAlive(current)) throw new DataDirInUseError(dir, current);

      // The holder is gone. Only the backend that claims this very lock (named by its content)
      // may replace it, and only if it is still that lock once claimed.
      const claim = join(
        dir,
        `${LOCK_FILE}.${createHash('sha256').update(stale).digest('hex').slice(0, 16)}.takeover`,
      );
      let claimed = false;
      try {
        linkSync(pending, claim);
        claimed = true;
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') {
          throw new DataDirError(dir, reasonFor(error, claim), { cause: error });
        }
      }
      if (!claimed) {
        const claimant = parseHolder(readOrNull(claim) ?? '');
        if (claimant && !holderIsAlive(claimant)) {
          throw new DataDirError(
            dir,
            `a backend (pid ${claimant.pid}) was stopped while taking over the lock of one that had ` +
              `stopped before it; if no backend is running on it, delete ${lockPath} and ${claim}`,
          );
        }
        if (attempt >= TAKEOVER_ATTEMPTS) {
          throw new DataDirError(dir, `another backend is taking it over (see ${claim})`);
        }
        sleep(TAKEOVER_RETRY_MS);
        continue;
      }
      try {
        if (readOrNull(lockPath) !== stale) continue;
        renameSync(pending, lockPath);
        break;
      } finally {
        // Anyone who claims the stale lock after this finds it replaced and steps back.
        unlinkQuietly(claim);
      }
    }
  } finally {
    unlinkQuietly(pending);
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    // Never remove a lock that is no longer ours (it was judged stale and taken over).
    if (parseHolder(readOrNull(lockPath) ?? '')?.token === holder.token) unlinkQuietly(lockPath);
  };
  process.on('exit', release);
  return { path: lockPath, holder, release };
}

/**
 * What about `dataDir` made PGlite fail, if anything: PGlite reports only that it "failed to
 * initialize properly" or that it could not extend a file, so the directory is tried directly
 * (written to, its free space read). Null when the directory looks fine.
 */
export function storageFailure(dataDir: string, error: unknown): DataDirError | null {
  const dir = resolve(dataDir);
  for (const sub of ['', 'global', 'base', 'pg_wal']) {
    const probe = join(dir, sub, `.write-test.${process.pid}`);
    try {
      writeNewFile(probe, 'probe');
      unlinkSync(probe);
    } catch (probeError) {
      if (errorCode(probeError) === 'ENOENT' && sub) continue;
      unlinkQuietly(probe);
      return new DataDirError(dir, reasonFor(probeError, join(dir, sub)), { cause: error });
    }
  }
  try {
    const { bavail, bsize } = statfsSync(dir);
    const free = Number(bavail) * Number(bsize);
    if (free < FULL_DISK_BYTES) {
      return new DataDirError(dir, `the disk is full (${Math.round(free / 1024)} kB free)`, {
        cause: error,
      });
    }
  } catch {
    // No free-space figure on this platform: nothing more to say.
  }
  return null;
}

/** Why PGlite could not open the database in `dataDir`, as precisely as can be found out. */
export function openFailure(dataDir: string, error: unknown): DataDirError {
  const said = error instanceof Error ? error.message : String(error);
  return (
    storageFailure(dataDir, error) ??
    new DataDirError(
      resolve(dataDir),
      `PGlite could not open the database there (${said}); the files may be damaged or from another PGlite version`,
      { cause: error },
    )
  );
}
