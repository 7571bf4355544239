/**
 * The API's route table: which API each path belongs to (its error shapes), what its caller must
 * present (see api-access.ts), and what answers it, each kind of work in the fair queue at its
 * cost. One dispatcher runs every request through the same steps, in this order: CORS preflight,
 * the query string's length, /health, the gate (the database seeding or away), the auth step, the
 * route's handler.
 */
import type { TideAnswer } from '@tides/supabase/get-tide-data';
import type { StationDayBudget } from '@tides/supabase/station-day-budget';
import { isOpenAuthPath } from './auth/index.ts';
import type { Access, AccessCheck, Api, Credentials } from './api-access.ts';
import type { BackendConfig } from './config.ts';
import type { RequestContext } from './database.ts';
import { QueueFullError, type FairQueue } from './fair-queue.ts';
import { json, MAX_QUERY_STRING_CHARS } from './http.ts';
import { postgrestError } from './rest/errors.ts';
import { answerCost, restCost } from './work-cost.ts';

/** One request as its handler sees it, after the auth step. */
export interface Call {
  request: Request;
  url: URL;
  path: string;
  /** Who sent it (its real address). */
  client: string;
  /** The body as read (none for GET and HEAD). */
  body: Buffer | undefined;
  /** The role and claims SQL runs as. */
  context: RequestContext;
}

export interface Route {
  api: Api;
  access: Access;
  handle(call: Call): Promise<Response>;
  /**
   * The same answer to a POST with no query string, from its body as read, without a Fetch API
   * Request and Response: on Node those, and the streams behind their bodies, cost a never-seen
   * station-day a fifth of its time. Only the busiest routes have one; null when this body must
   * take the ordinary path after all.
   */
  answer?(
    body: Buffer,
    client: string,
    context: RequestContext,
  ): Promise<Response | TideAnswer | null>;
}

/** A station-days function (get-tide-data, get-current-data): both ways of answering it. */
interface StationDaysFunction {
  (request: Request, client?: string): Promise<Response>;
  answer(method: string, body: Uint8Array, client?: string): Promise<TideAnswer>;
  /** What the request will cost in work units, given what the handler keeps. */
  cost(method: string, body: Uint8Array | undefined, url?: string): number;
}

export interface RouteDeps {
  limits: BackendConfig['limits'];
  /** The fair queue every REST, RPC and function request takes its turn in. */
  turns: FairQueue;
  rest: {
    (request: Request, path: string, context: RequestContext): Promise<Response>;
    /** A plain `{"search_term": …}` search's JSON from the cache or in process, or null. */
    quickSearch(text: string, context: RequestContext): string | null;
  };
  auth: { handle(request: Request, path: string, client: string): Promise<Response> };
  /** Bytes written to tables, per address and per account. */
  writeBytes: StationDayBudget;
  /** Made once the database is seeded: they read the whole station catalogue as they are made. */
  getTideData: () => StationDaysFunction;
  getCurrentData: StationDaysFunction;
  getWaterLevel(request: Request, client: string): Promise<Response>;
  tideCalendar: ((request: Request, client: string) => Promise<Response>) & {
    /** What a GET of `url` will cost in work units, given what the handler keeps. */
    cost(url: string): number;
  };
  floodOutlook(request: Request, client: string): Promise<Response>;
}

const FUNCTIONS_PREFIX = '/functions/v1/';
const SEARCH_PATH = '/rest/v1/rpc/search_tide_locations';

export function createApiRoutes(deps: RouteDeps) {
  const { limits, turns } = deps;

  /** Runs a function's work in `client`'s turn, or answers 429 when too much of theirs waits. */
  async function functionInTurn<T>(
    client: string,
    cost: number,
    work: () => Promise<T>,
  ): Promise<T | Response> {
    try {
      return await turns.run(client, work, cost);
    } catch (error) {
      if (!(error instanceof QueueFullError)) throw error;
      return json(
        {
          error: 'Too many requests',
          details: `This device has ${limits.restQueuedPerClient} requests waiting already. Please try again when some have been answered.`,
        },
        429,
        { 'retry-after': '1' },
      );
    }
  }

  /**
   * A REST or RPC request refused because too many of its client's wait (the fair queue's
   * QueueFullError), in PostgREST's shape; any other error is thrown on.
   */
  function restQueueFull(error: unknown): Response {
    if (!(error instanceof QueueFullError)) throw error;
    return postgrestError(
      429,
      'PGRST000',
      `Too many requests from this client at once: at most ${limits.restQueuedPerClient} may wait. Try again when some have been answered.`,
    );
  }

  /** The answer with its bytes read, charged to `client` past what was counted before. */
  async function chargedForAnswer(client: string, response: Response): Promise<Response> {
    if (response.body === null) return response;
    const body = await response.arrayBuffer();
    turns.charge(client, answerCost(body.byteLength));
    return new Response(body, { status: response.status, headers: response.headers });
  }

  // Bytes written per client, in the token bucket the station-days use: per address, and per
  // account when signed in, both spent, so neither many accounts nor many addresses get more.
  function spendWriteBytes(client: string, context: RequestContext, bytes: number): number {
    const now = Date.now();
    const account = typeof context.claims.sub === 'string' ? context.claims.sub : null;
    const byAddress = deps.writeBytes.take(`address:${client}`, bytes, now);
    if (byAddress > 0 || account === null) return byAddress;
    return deps.writeBytes.take(`account:${account}`, bytes, now);
  }

  async function restInTurn({ request, path, client, body, context }: Call): Promise<Response> {
    const toTable = !path.startsWith('/rest/v1/rpc/');
    const bodyBytes = body?.byteLength ?? 0;
    const waitSeconds = toTable && bodyBytes > 0 ? spendWriteBytes(client, context, bodyBytes) : 0;
    if (waitSeconds > 0) {
      return postgrestError(
        429,
        'PGRST000',
        `This client wrote more than ${limits.restWriteBytesPerMinute} bytes in a minute. Try again in ${waitSeconds} seconds.`,
        null,
        `Retry after ${waitSeconds} seconds.`,
      );
    }
    try {
      return await turns.run(
        client,
        async () =>
          chargedForAnswer(client, await deps.rest(request, path, { ...context, client })),
        restCost(path, request.method, body),
      );
    } catch (error) {
      return restQueueFull(error);
    }
  }

  /**
   * A station-days function: its cost is what the handler will compute for it (the days asked
   * for, a year, or next to nothing when its answer is kept), known before it runs.
   */
  function stationDaysRoute(handler: () => StationDaysFunction): Route {
    return {
      api: 'functions',
      // Edge functions verify the caller's JWT before running, as Supabase's relay does.
      access: 'token',
      handle: ({ request, client, body }) =>
        functionInTurn(client, handler().cost(request.method, body, request.url), () =>
          handler()(request, client),
        ),
      answer: (body, client) =>
        functionInTurn(client, handler().cost('POST', body), () =>
          handler().answer('POST', body, client),
        ),
    };
  }

  const functions = new Map<string, Route>([
    ['get-tide-data', stationDaysRoute(deps.getTideData)],
    ['get-current-data', stationDaysRoute(() => deps.getCurrentData)],
    [
      'get-water-level',
      {
        api: 'functions',
        access: 'token',
        handle: ({ request, client }) =>
          functionInTurn(client, 1, () => deps.getWaterLevel(request, client)),
      },
    ],
    [
      'get-flood-outlook',
      {
        api: 'functions',
        access: 'token',
        // A station-year of highs is charged in the budget by what it cost to compute.
        handle: ({ request, client }) =>
          functionInTurn(client, 1, () => deps.floodOutlook(request, client)),
      },
    ],
    [
      'tide-calendar',
      {
        api: 'functions',
        // verify_jwt = false on hosted Supabase: calendar apps fetch the feed with no headers at
        // all, and the feed limits each client itself.
        access: 'open',
        handle: ({ request, url, client }) =>
          functionInTurn(client, deps.tideCalendar.cost(url.toString()), () =>
            deps.tideCalendar(request, client),
          ),
      },
    ],
  ]);

  const rest: Route = { api: 'rest', access: 'token', handle: restInTurn };
  // Location search, asked at every keystroke: a plain search by a visitor with no session is
  // answered in process (ranked as the SQL ranks) in its turn. A signed-in caller takes the
  // ordinary path, where SQL checks that their session is still open.
  const search: Route = {
    ...rest,
    answer: async (body, client, context) => {
      if (context.role !== 'anon') return null;
      const answer = deps.rest.quickSearch(body.toString('utf8'), { ...context, client });
      if (answer === null) return null;
      try {
        return await turns.run(
          client,
          async () => {
            turns.charge(client, answerCost(Buffer.byteLength(answer)));
            return {
              status: 200,
              headers: { 'content-type': 'application/json; charset=utf-8' },
              body: answer,
            };
          },
          restCost(SEARCH_PATH, 'POST', body),
        );
      } catch (error) {
        return restQueueFull(error);
      }
    },
  };
  const auth: Route = {
    api: 'auth',
    access: 'key',
    handle: ({ request, path, client }) => deps.auth.handle(request, path, client),
  };
  // Confirmation links are opened from an email, without a key, as Supabase's gateway allows.
  const openAuth: Route = { ...auth, access: 'open' };
  const noFunction: Route = {
    api: 'functions',
    access: 'key',
    handle: async () =>
      json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404),
  };
  const noRoute: Route = {
    api: 'gateway',
    access: 'key',
    handle: async () => json({ message: 'no Route matched with those values' }, 404),
  };

  /** The route serving `path` (without its query string). */
  function routeOf(path: string): Route {
    if (path === SEARCH_PATH || path === `${SEARCH_PATH}/`) return search;
    if (path.startsWith('/rest/v1/')) return rest;
    if (path.startsWith('/auth/v1/')) return isOpenAuthPath(path) ? openAuth : auth;
    if (path.startsWith(FUNCTIONS_PREFIX)) {
      const name = path.slice(FUNCTIONS_PREFIX.length).replace(/\/$/, '');
      return functions.get(name) ?? noFunction;
    }
    return noRoute;
  }

  return { routeOf };
}

export type ApiRoutes = ReturnType<typeof createApiRoutes>;

/** What stands before the routes: /health, and the gate that answers for an API while it cannot. */
export interface Dispatch {
  routes: ApiRoutes;
  access: AccessCheck;
  health(): Promise<Response>;
  /** The answer for `api` while the service cannot serve it (seeding, database away), or null. */
  gate(api: Api, request?: Request): Response | null;
  /**
   * Runs a route's work: should the database go away while it runs, its failure is answered as
   * the gate answers from then on.
   */
  guard<T extends { status: number } | null>(
    api: Api,
    request: Request | undefined,
    work: () => Promise<T>,
  ): Promise<T | Response>;
}

/** Answers one request through the steps every request takes, in their order. */
export async function dispatch(
  { routes, access, health, gate, guard }: Dispatch,
  request: Request,
  client: string,
  body: Buffer | undefined,
): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname;
  if (request.method === 'OPTIONS') return new Response(null, { status: 204 });
  if (url.search.length > MAX_QUERY_STRING_CHARS) {
    return postgrestError(
      414,
      'PGRST100',
      `The query string is longer than ${MAX_QUERY_STRING_CHARS} characters.`,
    );
  }
  if (path === '/' || path === '/health') return health();
  const route = routes.routeOf(path);
  const closed = gate(route.api, request);
  if (closed) return closed;
  const credentials: Credentials = {
    apikey: request.headers.get('apikey') ?? url.searchParams.get('apikey'),
    authorization: request.headers.get('authorization'),
  };
  const context = access(route.access, route.api, credentials);
  if (context instanceof Response) return context;
  return guard(route.api, request, () =>
    route.handle({ request, url, path, client, body, context }),
  );
}
