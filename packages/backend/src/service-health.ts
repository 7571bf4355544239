/**
 * What the backend depends on, and the answers it gives while one part cannot serve.
 *
 * The database: a PostgreSQL server may stop under a running backend (a restart, a failover). A
 * query failing for want of a connection marks it down; from then on every request that needs it
 * is answered at once with 503 and Retry-After in its own API's shape, rather than each waiting
 * for a connection that will not come, and a probe asks the database every second until it
 * answers, when service resumes by itself. PGlite runs in this process: it cannot go away.
 *
 * The seed: a fresh database is seeded after the backend listens, and until it is, the API
 * answers 503 the same way (a first start's seed takes many seconds).
 *
 * /health reports both, 200 only when both are ok, so a load balancer sends no one to a backend
 * that cannot answer them.
 */
import type { Api } from './api-access.ts';
import { AuthError, errorResponse } from './auth/errors.ts';
import type { Database } from './database.ts';
import { json } from './http.ts';

/** How long a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** How long a client is asked to wait before trying again while the database is seeded. */
export const SEEDING_RETRY_AFTER_SECONDS = 5;
/** Why a request cannot be served for now, and what its client should do. */
export interface Unavailable {
  what: string;
  next: string;
  /** PostgREST's code: PGRST002 while its schema cannot be read, PGRST000 without a database. */
  restCode: 'PGRST000' | 'PGRST002';
  retryAfterSeconds: number;
}

export const SEEDING: Unavailable = {
  what: "The tide stations are still being loaded: this is the backend's first start.",
  next: `Try again in ${SEEDING_RETRY_AFTER_SECONDS} seconds; it takes a minute at most.`,
  restCode: 'PGRST002',
  retryAfterSeconds: SEEDING_RETRY_AFTER_SECONDS,
};

export const DATABASE_AWAY: Unavailable = {
  what: 'The database is not answering just now.',
  next: `Try again in ${DATABASE_RETRY_AFTER_SECONDS} seconds.`,
  restCode: 'PGRST000',
  retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
};

/** How often a database found away is asked whether it is back. */
const PROBE_INTERVAL_MS = 1000;
/** How long /health and the probe wait for the database's answer before calling it down. */
const PROBE_TIMEOUT_MS = 3000;
/** How long one /health answer stands for the next: a balancer's polling costs one query a second. */
const HEALTH_MEMO_MS = 1000;

/**
 * Errors that say the database cannot be reached, not that a statement failed: the socket's
 * (refused, reset, closed by postgres.js), and PostgreSQL's own for a server shutting down or
 * starting (class 08, 57P01–57P03).
 */
const CONNECTION_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01',
  '57P02',
  '57P03',
]);

export function isConnectionFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (CONNECTION_FAILURES.has(code) || code.startsWith('08'));
}

/** The answer, in `api`'s error shape, to a request that cannot be served for now. */
export function serviceUnavailable(
  api: Api,
  request: Request | undefined,
  { what, next, restCode, retryAfterSeconds }: Unavailable,
): Response {
  const retryAfter = { 'retry-after': String(retryAfterSeconds) };
  if (api === 'functions') return json({ error: what, details: next }, 503, retryAfter);
  if (api === 'rest') {
    return json(
      { code: restCode, details: null, hint: null, message: `${what} ${next}` },
      503,
      retryAfter,
    );
  }
  if (api === 'auth' && request) {
    return errorResponse(
      new AuthError(503, 'unexpected_failure', `${what} ${next}`, {}, retryAfter),
      request,
    );
  }
  return json({ message: `${what} ${next}` }, 503, retryAfter);
}

export interface DatabaseHealth {
  /** True from a connection failure until the database answers again. */
  readonly down: boolean;
  /** Connection failures seen so far: a request that saw this grow met the database away. */
  readonly failures: number;
  /** The database's state now, asked of it (PostgreSQL) or known (PGlite). */
  check(): Promise<{ status: 'ok' | 'down'; kind: Database['kind'] }>;
  /** The database, its failures watched: every part of the backend uses this one. */
  readonly db: Database;
  /** Stops the probe. */
  stop(): void;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms.`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function watchDatabase(
  db: Database,
  log: (line: string) => void = () => {},
): DatabaseHealth {
  let down = false;
  let failures = 0;
  let probe: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  let memo: { at: number; answer: Promise<'ok' | 'down'> } | undefined;

  const ping = () =>
    withTimeout(db.query('select 1'), PROBE_TIMEOUT_MS).then(
      () => 'ok' as const,
      () => 'down' as const,
    );

  function back(): void {
    if (!down) return;
    down = false;
    clearInterval(probe);
    probe = undefined;
    log('The database answers again: serving every request.');
  }

  function noteFailure(error: unknown): void {
    if (!isConnectionFailure(error)) return;
    failures += 1;
    if (down || stopped) return;
    down = true;
    memo = undefined;
    const code = (error as { code: string }).code;
    log(`The database cannot be reached (${code}): answering 503 until it is back.`);
    probe = setInterval(() => {
      void ping().then((status) => {
        if (status === 'ok') back();
      });
    }, PROBE_INTERVAL_MS);
    probe.unref();
  }

  const watched = <A extends unknown[], R>(
    run: (...args: A) => Promise<R>,
  ): ((...args: A) => Promise<R>) => {
    return (...args) =>
      run(...args).catch((error: unknown) => {
        noteFailure(error);
        throw error;
      });
  };

  const watchedDb: Database = {
    kind: db.kind,
    query: watched(db.query.bind(db)) as Database['query'],
    asRequest: watched(db.asRequest.bind(db)) as Database['asRequest'],
    transaction: watched(db.transaction.bind(db)) as Database['transaction'],
    exec: watched(db.exec.bind(db)),
    close: () => db.close(),
  };

  return {
    get down() {
      return down;
    },
    get failures() {
      return failures;
    },
    db: watchedDb,
    async check() {
      if (db.kind === 'pglite') return { status: down ? 'down' : 'ok', kind: db.kind };
      const now = Date.now();
      if (!memo || now - memo.at > HEALTH_MEMO_MS) memo = { at: now, answer: ping() };
      const status = await memo.answer;
      if (status === 'ok') back();
      else if (!down) noteFailure(Object.assign(new Error('No answer'), { code: '08006' }));
      return { status, kind: db.kind };
    },
    stop() {
      stopped = true;
      clearInterval(probe);
    },
  };
}
