/**
 * The part of PostgREST the product uses: `POST /rest/v1/rpc/<function>` (and GET with query
 * arguments), and the table API `/rest/v1/<table>` (rest/tables.ts), each run in a transaction
 * as the request's role with its JWT claims, answering with PostgREST's own JSON and error
 * shapes so supabase-js behaves exactly as against Supabase.
 */
import { LruCache, textEntryBytes } from '@tides/supabase/lru-cache';
import type { Database, RequestContext } from '../database.ts';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../json-depth.ts';
import { databaseError, postgrestError } from './errors.ts';
import { createTableApi } from './tables.ts';
import { createSchemaCache } from './schema-cache.ts';
import { createInProcessSearch } from '../search/in-process.ts';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/**
 * The longest text any RPC argument may be (a JSON argument counts as its JSON text). The
 * product's own calls send a few dozen characters; a megabyte sent to a text function would
 * keep PGlite's only connection, and every request queued behind it, busy for seconds.
 */
export const MAX_RPC_ARGUMENT_CHARS = 1000;

/** PostgreSQL's btrim(text) with no characters given: spaces only, not other white space. */
function btrimSpaces(text: string): string {
  return text.replace(/^ +| +$/g, '');
}

/**
 * Functions whose answers depend only on reference data that changes solely through
 * migrations and the seed (which run before the first request), so an answer can be reused
 * exactly, as a CDN in front of PostgREST would. PGlite runs one query at a time; without this,
 * a burst of searches queues behind itself. Keyed by role and by the part of the arguments the
 * SQL reads, so that terms differing only beyond it share one entry.
 */
interface CachedRpc {
  maxEntries: number;
  /** The keys' and answers' characters, at two bytes each, plus a fixed cost per entry. */
  maxBytes: number;
  maxAgeMs: number;
  keyOf: (params: (string | null)[], argNames: string[]) => string;
}

const CACHED_RPCS = new Map<string, CachedRpc>([
  [
    'search_tide_locations',
    {
      maxEntries: 5000,
      maxBytes: 16 * 1024 * 1024,
      maxAgeMs: 10 * 60_000,
      // The SQL reads left(btrim(search_term), 100) and whether btrim(search_term) has 3
      // characters, nothing else of the term; and include_currents and include_gauges as they are.
      keyOf: (params, argNames) => {
        const term = params[argNames.indexOf('search_term')];
        const currents = params[argNames.indexOf('include_currents')] ?? null;
        const gauges = params[argNames.indexOf('include_gauges')] ?? null;
        if (term === null || term === undefined) {
          return JSON.stringify([argNames, null, currents, gauges]);
        }
        const characters = [...btrimSpaces(term)];
        return JSON.stringify([
          argNames,
          characters.length >= 3,
          characters.slice(0, 100).join(''),
          currents,
          gauges,
        ]);
      },
    },
  ],
]);

/** The options a quick search may carry, each false or null: the in-process search's case. */
const QUICK_OPTIONS = new Set(['include_currents', 'include_gauges']);

function jsonText(body: string): Response {
  return new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8' } });
}

export function createRest(db: Database) {
  const schema = createSchemaCache(db);
  const answers = new Map(
    [...CACHED_RPCS].map(([name, { maxEntries, maxAgeMs, maxBytes }]) => [
      name,
      new LruCache<string, string>(maxEntries, maxAgeMs, { maxBytes, sizeOf: textEntryBytes }),
    ]),
  );
  const inFlight = new Map<string, Promise<string>>();
  const tables = createTableApi(db, schema);
  // Location search, answered in process once the catalogue is read: ranked as the SQL.
  const inProcessSearch = createInProcessSearch(db);

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
    const info = await schema.functionNamed(name);
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
    const tooLong = argNames.find((_, i) => (params[i]?.length ?? 0) > MAX_RPC_ARGUMENT_CHARS);
    if (tooLong !== undefined) {
      return postgrestError(
        400,
        '22001',
        `The argument ${tooLong} is longer than ${MAX_RPC_ARGUMENT_CHARS} characters.`,
      );
    }
    const call = `public."${name}"(${argNames.map((arg, i) => `"${arg}" => $${i + 1}`).join(', ')})`;
    const sql = info.returnsScalar ? `select ${call} as value` : `select * from ${call}`;
    const run = async (): Promise<string> => {
      const rows = await db.asRequest(context, (tx) =>
        tx.query<Record<string, unknown>>(sql, params),
      );
      if (info.returnsScalar) {
        const values = rows.map((row) => row.value);
        return JSON.stringify(info.returnsSet ? values : (values[0] ?? null));
      }
      return JSON.stringify(info.returnsSet ? rows : (rows[0] ?? null));
    };
    try {
      const cached = CACHED_RPCS.get(name);
      const cache = answers.get(name);
      if (!cached || !cache) return jsonText(await run());
      const key = `${name}\u0000${context.role}\u0000${cached.keyOf(params, argNames)}`;
      const hit = cache.get(key);
      if (hit !== undefined) return jsonText(hit);
      const inProcess =
        name === 'search_tide_locations' ? inProcessSearch.answer(params, argNames, context) : null;
      if (inProcess !== null) {
        cache.set(key, inProcess);
        return jsonText(inProcess);
      }
      // Concurrent identical calls share one query; a failed one is not remembered.
      let answer = inFlight.get(key);
      if (!answer) {
        answer = run();
        inFlight.set(key, answer);
        const settled = answer.then(
          (body) => cache.set(key, body),
          () => undefined,
        );
        void settled.finally(() => inFlight.delete(key));
      }
      return jsonText(await answer);
    } catch (error) {
      return databaseError(error, context);
    }
  }

  async function rest(request: Request, path: string, context: RequestContext): Promise<Response> {
    const table = /^\/rest\/v1\/([^/]+)\/?$/.exec(path);
    if (table && table[1] !== 'rpc') {
      let name: string;
      try {
        name = decodeURIComponent(table[1] ?? '');
      } catch {
        return postgrestError(400, 'PGRST100', 'The table name in the URL is not validly escaped.');
      }
      return tables(request, name, context);
    }
    const match = /^\/rest\/v1\/rpc\/([^/]+)\/?$/.exec(path);
    if (!match) {
      return postgrestError(404, 'PGRST125', `Invalid path specified in request URL`);
    }
    let name: string;
    try {
      name = decodeURIComponent(match[1] ?? '');
    } catch {
      return postgrestError(
        400,
        'PGRST100',
        'The function name in the URL is not validly escaped.',
      );
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      // As PostgREST: GET and HEAD run read-only, so a function that writes answers 405
      // (25006) and changes nothing; the API key in the URL is the gateway's, not an argument.
      const args = Object.fromEntries(new URL(request.url).searchParams);
      delete args.apikey;
      return callFunction(name, args, { ...context, readOnly: true });
    }
    if (request.method !== 'POST') {
      return postgrestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
    }
    const text = await request.text();
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      return postgrestError(
        400,
        '54001',
        `JSON nested deeper than ${MAX_JSON_DEPTH} levels is refused.`,
      );
    }
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
  }

  /**
   * The answer to a search POSTed as `{"search_term": "..."}` (and include_currents or
   * include_gauges false), from the cache or in process, without a Fetch API Request: null when
   * the body is anything else or the in-process search cannot answer, for rest() to handle.
   */
  function quickSearch(text: string, context: RequestContext): string | null {
    if (text.length > 4 * MAX_RPC_ARGUMENT_CHARS) return null;
    let args: unknown;
    try {
      args = JSON.parse(text);
    } catch {
      return null;
    }
    if (typeof args !== 'object' || args === null || Array.isArray(args)) return null;
    const argNames = Object.keys(args);
    const params: (string | null)[] = [];
    for (const name of argNames) {
      const value = (args as Record<string, unknown>)[name];
      if (name === 'search_term' && typeof value === 'string') params.push(value);
      else if (name !== 'search_term' && QUICK_OPTIONS.has(name) && (value ?? false) === false) {
        params.push(value === false ? 'false' : null);
      } else return null;
    }
    if (params.some((param) => (param?.length ?? 0) > MAX_RPC_ARGUMENT_CHARS)) return null;
    const name = 'search_tide_locations';
    const cache = answers.get(name);
    const cached = CACHED_RPCS.get(name);
    if (!cache || !cached) return null;
    const key = `${name}\u0000${context.role}\u0000${cached.keyOf(params, argNames)}`;
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const answer = inProcessSearch.answer(params, argNames, context);
    if (answer !== null) cache.set(key, answer);
    return answer;
  }

  return Object.assign(rest, {
    quickSearch,
    /** Reads the in-process search's catalogue now; false when the SQL answers every search. */
    searchReady: () => inProcessSearch.ready(),
    /** What the caches hold, for tests and diagnostics. */
    stats: () => ({
      ...schema.stats(),
      answers: [...answers.values()].reduce((sum, cache) => sum + cache.size, 0),
      answerBytes: [...answers.values()].reduce((sum, cache) => sum + cache.bytes, 0),
    }),
  });
}
