/**
 * The part of PostgREST the product uses: `POST /rest/v1/rpc/<function>` (and GET with query
 * arguments), run in a transaction as the request's role with its JWT claims, answering with
 * PostgREST's own JSON and error shapes so supabase-js behaves exactly as against Supabase.
 */
import { LruCache } from './lru-cache.ts';
import type { Database, RequestContext } from './database.ts';
import { json } from './http.ts';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/**
 * Functions whose answers depend only on reference data that changes solely through
 * migrations and the seed (which run before the first request), so an answer can be reused
 * exactly, as a CDN in front of PostgREST would. PGlite runs one query at a time; without this,
 * a burst of searches queues behind itself. Keyed by role and arguments.
 */
const CACHED_RPCS = new Map([
  ['search_tide_locations', { maxEntries: 5000, maxAgeMs: 10 * 60_000 }],
]);

interface FunctionInfo {
  argNames: string[];
  returnsSet: boolean;
  returnsScalar: boolean;
}

interface PgError {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

function postgrestError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): Response {
  return json({ code, details, hint, message }, status);
}

export function createRest(db: Database) {
  const functions = new Map<string, FunctionInfo | null>();
  const answers = new Map(
    [...CACHED_RPCS].map(([name, limits]) => [
      name,
      new LruCache<string, Promise<unknown>>(limits.maxEntries, limits.maxAgeMs),
    ]),
  );

  async function describe(name: string): Promise<FunctionInfo | null> {
    if (functions.has(name)) return functions.get(name) ?? null;
    const [row] = await db.query<{ arg_names: string[] | null; retset: boolean; scalar: boolean }>(
      `select p.proargnames as arg_names, p.proretset as retset,
              (t.typtype <> 'c' and p.prorettype <> 'record'::regtype and p.proargmodes is null) as scalar
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         join pg_type t on t.oid = p.prorettype
        where n.nspname = 'public' and p.proname = $1
        limit 1`,
      [name],
    );
    const info = row
      ? { argNames: row.arg_names ?? [], returnsSet: row.retset, returnsScalar: row.scalar }
      : null;
    functions.set(name, info);
    return info;
  }

  async function callFunction(
    name: string,
    args: Record<string, unknown>,
    context: RequestContext,
  ): Promise<Response> {
    if (!IDENTIFIER.test(name)) {
      return postgrestError(
        404,
        'PGRST202',
        `Could not find the function public.${name} in the schema cache`,
      );
    }
    const info = await describe(name);
    const argNames = Object.keys(args);
    const signature = `public.${name}(${argNames.join(', ')})`;
    if (!info || argNames.some((arg) => !IDENTIFIER.test(arg) || !info.argNames.includes(arg))) {
      return postgrestError(
        404,
        'PGRST202',
        `Could not find the function ${signature} in the schema cache`,
        'Searched for the function with the given parameter names, but no matches were found in the schema cache.',
      );
    }
    const params = argNames.map((arg) => {
      const value = args[arg];
      if (value === null || value === undefined) return null;
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    });
    const call = `public."${name}"(${argNames.map((arg, i) => `"${arg}" => $${i + 1}`).join(', ')})`;
    const sql = info.returnsScalar ? `select ${call} as value` : `select * from ${call}`;
    const run = async (): Promise<unknown> => {
      const rows = await db.asRequest(context, (tx) =>
        tx.query<Record<string, unknown>>(sql, params),
      );
      if (info.returnsScalar) {
        const values = rows.map((row) => row.value);
        return info.returnsSet ? values : (values[0] ?? null);
      }
      return info.returnsSet ? rows : (rows[0] ?? null);
    };
    try {
      const cache = answers.get(name);
      if (!cache) return json(await run());
      // Concurrent identical calls share one query; a failed one is not remembered.
      const key = `${context.role}\u0000${JSON.stringify(argNames)}\u0000${JSON.stringify(params)}`;
      let answer = cache.get(key);
      if (!answer) {
        answer = run();
        cache.set(key, answer);
        answer.catch(() => cache.delete(key));
      }
      return json(await answer);
    } catch (error) {
      const pg = error as PgError;
      const status =
        pg.code === '42501'
          ? context.role === 'anon'
            ? 401
            : 403
          : pg.code?.startsWith('22')
            ? 400
            : 400;
      return postgrestError(
        status,
        pg.code ?? 'PGRST000',
        pg.message ?? 'Database error',
        pg.detail ?? null,
        pg.hint ?? null,
      );
    }
  }

  return async function rest(
    request: Request,
    path: string,
    context: RequestContext,
  ): Promise<Response> {
    const match = /^\/rest\/v1\/rpc\/([^/]+)\/?$/.exec(path);
    if (!match) {
      return postgrestError(404, 'PGRST125', `Invalid path specified in request URL`);
    }
    const name = decodeURIComponent(match[1] ?? '');
    if (request.method === 'GET' || request.method === 'HEAD') {
      const args = Object.fromEntries(new URL(request.url).searchParams);
      return callFunction(name, args, context);
    }
    if (request.method !== 'POST') {
      return postgrestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
    }
    const text = await request.text();
    let args: unknown = {};
    if (text.trim() !== '') {
      try {
        args = JSON.parse(text);
      } catch {
        return postgrestError(400, 'PGRST102', 'Empty or invalid json');
      }
    }
    if (typeof args !== 'object' || args === null || Array.isArray(args)) {
      return postgrestError(400, 'PGRST102', 'Function arguments must be a JSON object');
    }
    return callFunction(name, args as Record<string, unknown>, context);
  };
}
