/**
 * Opens the backend's database, embedded PGlite (persisted in a data directory) or a real
 * PostgreSQL server given by URL, and brings it to the schema hosted Supabase would have:
 * the platform bootstrap, then every supabase/migrations file not yet applied, then the
 * station seed once.
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import postgres from 'postgres';
import type { Db } from '@tides/supabase/db';
import {
  currentStationsSeedPath,
  migrationFiles,
  placesSeedPath,
  platformSqlPaths,
  seedPath,
} from '@tides/supabase/paths';
import { acquireDataDirLock, openFailure } from './data-dir-lock.ts';

/** What hosted Supabase provides before any migration: roles and auth.* helpers, then Auth's tables. */
const PLATFORM_SQL = platformSqlPaths.map((path) => readFileSync(path, 'utf8')).join('\n');

/** The role and JWT claims a request runs SQL as, the way PostgREST sets them. */
export interface RequestContext {
  role: 'anon' | 'authenticated' | 'service_role';
  claims: Record<string, unknown>;
  /** Who sent the request (its real address), to take turns between clients by. */
  client?: string;
  /** A read-only transaction, as PostgREST runs GET and HEAD: writes fail with 25006. */
  readOnly?: boolean;
}

export interface Database extends Db {
  /** Runs `work` in one transaction as the request's role, with its claims visible to SQL. */
  asRequest<T>(context: RequestContext, work: (db: Db) => Promise<T>): Promise<T>;
  /** Runs `work` in one transaction with the database owner's rights. */
  transaction<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations, seed). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

export interface OpenOptions {
  /** Directory PGlite persists to; in memory when omitted. Ignored with `databaseUrl`. */
  dataDir?: string | undefined;
  /** A PostgreSQL connection URL; PGlite is used when omitted. */
  databaseUrl?: string | undefined;
}

/**
 * How long one API request's SQL may run, per role, as hosted Supabase sets them on the roles
 * (and the migration 20261125000300_account_caps.sql sets them for PostgREST): 3 s for visitors
 * who are not signed in, 8 s for the rest. PostgreSQL enforces them; PGlite, which has no timer
 * signals, cannot, so there the caps on each request and the clients' turns bound the work.
 */
export const STATEMENT_TIMEOUTS: Record<RequestContext['role'], string> = {
  anon: '3s',
  authenticated: '8s',
  service_role: '8s',
};

async function setRequestContext(db: Db, context: RequestContext): Promise<void> {
  // set_config(..., true) is transaction-local, exactly as PostgREST scopes them.
  await db.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
            set_config('statement_timeout', $3, true)${
              context.readOnly ? `, set_config('transaction_read_only', 'on', true)` : ''
            }`,
    [context.role, JSON.stringify(context.claims), STATEMENT_TIMEOUTS[context.role]],
  );
}

/**
 * The function PostgREST runs at the start of every request's transaction, once the role and
 * claims are set: `pgrst.db_pre_request` on the `authenticator` role, as a migration sets it
 * (hosted Supabase's PostgREST reads the same setting). Read once, after the migrations; null
 * when none is set.
 */
function preRequestOf(base: Db): () => Promise<string | null> {
  let found: Promise<string | null> | undefined;
  const read = async () => {
    const rows = await base.query<{ name: string }>(
      `select substr(setting, length('pgrst.db_pre_request=') + 1) as name
         from pg_catalog.pg_db_role_setting s
         join pg_catalog.pg_roles r on r.oid = s.setrole and r.rolname = 'authenticator',
              unnest(s.setconfig) as setting
        where s.setdatabase = 0 and setting like 'pgrst.db\\_pre\\_request=%'`,
    );
    const name = rows[0]?.name ?? null;
    if (name === null) return null;
    if (!/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?$/.test(name)) {
      throw new Error(`pgrst.db_pre_request names no function: ${name}`);
    }
    return name
      .split('.')
      .map((part) => `"${part}"`)
      .join('.');
  };
  return () =>
    (found ??= read().catch((error: unknown) => {
      found = undefined;
      throw error;
    }));
}

/** Sets the request's role and claims, then runs the pre-request function, as PostgREST does. */
async function beginRequest(
  db: Db,
  context: RequestContext,
  preRequest: () => Promise<string | null>,
): Promise<void> {
  await setRequestContext(db, context);
  const name = await preRequest();
  if (name) await db.query(`select ${name}()`);
}

/**
 * PGlite's one connection is a superuser's. For an API request it becomes the non-superuser
 * authenticator (PostgREST's login role) first, so that `role` can then only be one of the API
 * roles authenticator is a member of. PGlite undoes neither SET LOCAL nor a rollback of
 * SESSION AUTHORIZATION, so it is set back explicitly, after a savepoint has undone any failure.
 * A failed request's transaction is still committed (the savepoint left nothing of its work)
 * and its error thrown after: PGlite's ROLLBACK of a whole transaction would put back the
 * authenticator it switched to, and every later query of the backend's own (Auth, the feeds)
 * would run without its rights. Should the transaction fail all the same, the login user is
 * set back before the error goes on.
 * Not a wall: the login user is still a superuser, so SQL able to run SET SESSION AUTHORIZATION
 * could return to it; no function the API exposes runs dynamic SQL.
 */
async function asAuthenticator<T>(
  pg: PGlite,
  loginUser: string,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  const backToLoginUser = `set session authorization "${loginUser.replaceAll('"', '""')}"`;
  let outcome: { ok: true; value: T } | { ok: false; error: unknown };
  try {
    outcome = await pg.transaction(async (tx) => {
      await tx.query('set session authorization authenticator');
      await tx.query('savepoint api_request');
      let done: { ok: true; value: T } | { ok: false; error: unknown };
      try {
        done = { ok: true, value: await work(pgliteDb(tx)) };
      } catch (error) {
        await tx.query('rollback to savepoint api_request');
        done = { ok: false, error };
      }
      await tx.query(backToLoginUser);
      return done;
    });
  } catch (error) {
    await pg.query(backToLoginUser);
    throw error;
  }
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

function pgliteDb(pg: PGlite | Transaction): Db {
  return {
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await pg.query<Row>(text, params);
      return result.rows;
    },
  };
}

/**
 * PGlite's PostgreSQL lives in this process's memory (WebAssembly memory, which grows and is
 * never given back), so its buffers are the server's own RSS. PostgreSQL's default 128 MB of
 * shared buffers, filled once the station catalogue has been read, held more than half the idle
 * server's memory; the whole working set of the API's queries (the stations, their search
 * indexes, the accounts) fits in far less, and the operating system's page cache keeps the
 * data files' pages besides.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

async function openPglite(dataDir: string | undefined): Promise<Database> {
  // Two PGlite instances on one directory corrupt it: one backend per directory.
  const lock = dataDir ? acquireDataDirLock(dataDir) : undefined;
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  }).catch((error: unknown) => {
    lock?.release();
    throw dataDir ? openFailure(dataDir, error) : error;
  });
  const base = pgliteDb(pg);
  const [login] = await base.query<{ user: string }>('select session_user as user');
  const loginUser = login?.user ?? 'postgres';
  const preRequest = preRequestOf(base);
  return {
    kind: 'pglite',
    query: base.query,
    asRequest: async (context, work) => {
      // Read before the request's transaction: PGlite runs one at a time.
      await preRequest();
      return asAuthenticator(pg, loginUser, async (db) => {
        await beginRequest(db, context, preRequest);
        return work(db);
      });
    },
    transaction: (work) => pg.transaction(async (tx) => work(pgliteDb(tx))),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close().finally(() => lock?.release()),
  };
}

type Sql = postgres.Sql | postgres.TransactionSql;

function postgresDb(sql: Sql): Db {
  return {
    async query<Row>(text: string, params: unknown[] = []) {
      const rows = await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
      return rows as unknown as Row[];
    },
  };
}

/**
 * The role API requests log in as on PostgreSQL, as PostgREST logs in as `authenticator`: no
 * rights of its own, only the API roles to switch to. A name of our own, so that a Supabase
 * project's own `authenticator` (and its password) is never touched.
 */
const API_LOGIN_ROLE = 'tides_authenticator';

/**
 * Creates or updates the API's login role and connects as it. Its password is derived from the
 * database URL, so every backend given the same URL agrees on it, and knowing it grants nothing
 * the URL's own user could not already do.
 */
async function connectAsApiLogin(admin: postgres.Sql, url: string): Promise<postgres.Sql> {
  const password = createHmac('sha256', url).update(API_LOGIN_ROLE).digest('hex');
  await admin.unsafe(
    `do $$ begin
       if not exists (select from pg_roles where rolname = '${API_LOGIN_ROLE}') then
         create role ${API_LOGIN_ROLE} login noinherit;
       end if;
     end $$`,
  );
  await admin.unsafe(`alter role ${API_LOGIN_ROLE} with login noinherit password '${password}'`);
  await admin.unsafe(`grant anon, authenticated, service_role to ${API_LOGIN_ROLE}`);
  const api = postgres(url, {
    max: 10,
    onnotice: () => {},
    prepare: true,
    user: API_LOGIN_ROLE,
    pass: password,
  });
  try {
    await api`select 1`;
  } catch (error) {
    await api.end({ timeout: 1 });
    throw new Error(
      `PostgreSQL refused the API's login role ${API_LOGIN_ROLE}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return api;
}

async function openPostgres(url: string): Promise<Database> {
  const sql = postgres(url, { max: 10, onnotice: () => {}, prepare: true });
  const base = postgresDb(sql);
  const preRequest = preRequestOf(base);
  // Opened at the first API request, after the migrations have created the API roles.
  let api: Promise<postgres.Sql> | undefined;
  const apiSql = () =>
    (api ??= connectAsApiLogin(sql, url).catch((error: unknown) => {
      api = undefined;
      throw error;
    }));
  return {
    kind: 'postgres',
    query: base.query,
    asRequest: async (context, work) => {
      await preRequest();
      return (await apiSql()).begin(async (tx) => {
        const db = postgresDb(tx);
        await beginRequest(db, context, preRequest);
        return work(db);
      }) as Promise<never>;
    },
    transaction: (work) => sql.begin(async (tx) => work(postgresDb(tx))) as Promise<never>,
    exec: async (text) => {
      // Scripts carry their own begin/commit, which postgres.js allows only on a connection
      // of its own: on a pooled one the commit could land on a different connection.
      const connection = await sql.reserve();
      try {
        await connection.unsafe(text).simple();
      } finally {
        connection.release();
      }
    },
    close: async () => {
      const connected = await api?.catch(() => undefined);
      await connected?.end({ timeout: 5 });
      await sql.end({ timeout: 5 });
    },
  };
}

/** Thrown by `migrate` when its signal asked it to stop: nothing half-done was kept. */
export class StartupStopped extends Error {
  constructor() {
    super('Stopped while starting, as asked.');
  }
}

/**
 * A script's statements, split at the semicolons outside strings ('…', E'…', "…", $tag$…$tag$)
 * and comments, each without its semicolon; blank ones left out.
 */
export function sqlStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  const n = script.length;
  while (i < n) {
    const char = script[i];
    const next = script[i + 1];
    if (char === '-' && next === '-') {
      const end = script.indexOf('\n', i);
      i = end < 0 ? n : end + 1;
    } else if (char === '/' && next === '*') {
      const end = script.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
    } else if (char === "'") {
      const escapes = /[Ee]/.test(script[i - 1] ?? '') && !/[A-Za-z0-9_]/.test(script[i - 2] ?? '');
      i += 1;
      while (i < n) {
        if (escapes && script[i] === '\\') i += 2;
        else if (script[i] === "'" && script[i + 1] === "'") i += 2;
        else if (script[i] === "'") break;
        else i += 1;
      }
      i += 1;
    } else if (char === '"') {
      const end = script.indexOf('"', i + 1);
      i = end < 0 ? n : end + 1;
    } else if (char === '$' && !/[A-Za-z0-9_]/.test(script[i - 1] ?? '')) {
      const tag = /^\$[A-Za-z_]?[A-Za-z0-9_]*\$/.exec(script.slice(i, i + 64))?.[0];
      if (tag) {
        const end = script.indexOf(tag, i + tag.length);
        i = end < 0 ? n : end + tag.length;
      } else i += 1;
    } else if (char === ';') {
      statements.push(script.slice(start, i));
      i += 1;
      start = i;
    } else i += 1;
  }
  statements.push(script.slice(start));
  return statements.filter((statement) => statement.replace(/--[^\n]*|\s+/g, '') !== '');
}

/**
 * Runs a seed file statement by statement in one transaction, letting the event loop turn
 * between statements, so that a stop asked for meanwhile (SIGTERM while a first start seeds for
 * many seconds) is honoured: the transaction is rolled back and StartupStopped thrown.
 */
async function runSeed(db: Database, script: string, signal: AbortSignal | undefined) {
  const statements = sqlStatements(script);
  await db.transaction(async (tx) => {
    for (const statement of statements) {
      await new Promise((resolve) => setImmediate(resolve));
      if (signal?.aborted) throw new StartupStopped();
      await tx.query(statement);
    }
  });
}

/** Applies the platform bootstrap, pending migrations and (once) the seed. */
export async function migrate(
  db: Database,
  log: (line: string) => void = () => {},
  signal?: AbortSignal,
): Promise<void> {
  await migrateSchema(db, log, signal);
  await seed(db, log, signal);
}

/**
 * Applies the platform bootstrap and pending migrations: the schema, about a second's work,
 * without the seed, which on a fresh directory takes many seconds more.
 */
export async function migrateSchema(
  db: Database,
  log: (line: string) => void = () => {},
  signal?: AbortSignal,
): Promise<void> {
  const stopIfAsked = () => {
    if (signal?.aborted) throw new StartupStopped();
  };
  await db.exec(PLATFORM_SQL);
  const applied = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).map((row) => row.version),
  );
  for (const migration of migrationFiles()) {
    if (applied.has(migration.version)) continue;
    stopIfAsked();
    log(`Applying migration ${migration.version}_${migration.name}.sql...`);
    await db.exec(
      `begin;\n${readFileSync(migration.path, 'utf8')}\n;` +
        `insert into supabase_migrations.schema_migrations (version, name) values ('${migration.version}', '${migration.name.replaceAll("'", "''")}');\ncommit;`,
    );
  }
}

async function isSeeded(db: Database, table: string): Promise<boolean> {
  const [{ seeded } = { seeded: false }] = await db.query<{ seeded: boolean }>(
    `select exists (select 1 from public.${table}) as seeded`,
  );
  return seeded;
}

/** Whether `seed` has work to do: a fresh database, or one seeded before a seed existed. */
export async function needsSeed(db: Database): Promise<boolean> {
  for (const pending of SEEDS) {
    if (!(await isSeeded(db, pending.table))) return true;
  }
  return false;
}

/**
 * Loads each seed once, when its table is empty: a database seeded before the gazetteer existed
 * gets the places on its next start. Run after migrateSchema.
 */
export async function seed(
  db: Database,
  log: (line: string) => void = () => {},
  signal?: AbortSignal,
): Promise<void> {
  for (const pending of SEEDS) {
    // Checked as each comes: the station seed fills two tables.
    if (await isSeeded(db, pending.table)) continue;
    if (signal?.aborted) throw new StartupStopped();
    log(`Seeding ${pending.what}...`);
    await runSeed(db, readFileSync(pending.path, 'utf8'), signal);
  }
}

/** The seed files, in the order supabase/config.toml loads them, with the table each fills. */
const SEEDS = [
  { table: 'tide_stations', what: 'tide stations', path: seedPath },
  // A database seeded before the catalogue was checked has no gauges set apart: the station
  // seed again corrects its stations in place and moves those gauges out.
  { table: 'water_level_gauges', what: 'corrected tide stations', path: seedPath },
  { table: 'places', what: 'places', path: placesSeedPath },
  { table: 'current_stations', what: 'current stations', path: currentStationsSeedPath },
] as const;

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
