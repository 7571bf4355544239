/**
 * The embedded backend: the slice of Supabase's HTTP API that the product uses (Auth, PostgREST
 * RPC, edge functions), on one port, as `supabase start` would serve it, with no Docker.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { createGetCurrentDataHandler } from '@tides/supabase/get-current-data';
import {
  createGetTideDataHandler,
  type GetTideDataHandler,
  type TideAnswer,
} from '@tides/supabase/get-tide-data';
import { createGetWaterLevelHandler } from '@tides/supabase/get-water-level';
import { createSharedNoaaClient } from '@tides/supabase/noaa-predictions';
import { createStationDayBudget } from '@tides/supabase/station-day-budget';
import { createTideCalendarHandler } from '@tides/supabase/tide-calendar';
import { setTurnYielder } from '@tides/supabase/take-turns';
import { createAuth, isOpenAuthPath } from './auth/index.ts';
import { createClientAddressReader, plainAddress } from './client-address.ts';
import { checkConfig, type BackendConfig } from './config.ts';
import {
  migrateSchema,
  needsSeed,
  openDatabase,
  seed,
  StartupStopped,
  type Database,
  type RequestContext,
} from './database.ts';
import { FairQueue, QueueFullError } from './fair-queue.ts';
import { answerCost, restCost } from './work-cost.ts';
import {
  bodyLimitOf,
  BodyTooLargeError,
  bodyTooLarge,
  clientErrorResponse,
  corsHeaders,
  describeError,
  json,
  MAX_QUERY_STRING_CHARS,
  methodNotAllowed,
  readBody,
  SERVED_METHODS,
  send,
  summarisedLog,
  toRequest,
  writeBody,
} from './http.ts';
import { createMailbox, startInbox } from './mailbox.ts';
import { postgrestError } from './rest-errors.ts';
import { createRest } from './rest.ts';
import { storageFailure } from './data-dir-lock.ts';
import { createTokenVerifier } from './verified-tokens.ts';

export interface Backend {
  /** The API URL, e.g. http://127.0.0.1:54321. */
  url: string;
  /** The local inbox, on its own loopback port (http://127.0.0.1:54324/inbox); null when off. */
  inboxUrl: string | null;
  anonKey: string;
  serviceRoleKey: string;
  db: Database;
  /**
   * Stops: no new connections are accepted, requests already received are answered (within
   * `graceMs`, SHUTDOWN_GRACE_MS unless told; past it the rest are cut), then the database
   * closes. A write answered before is kept; none is cut half-way inside the grace.
   */
  close(options?: { graceMs?: number }): Promise<void>;
  /**
   * Settles when the database is seeded and the whole API answers: at once, unless a fresh
   * database is being seeded in the background (see `seedInBackground`). Rejects if that fails.
   */
  seeded: Promise<void>;
}

/**
 * How long a stop waits for running requests: the longest statement timeout (8 s for a
 * signed-in request) and a little more, so that any request the database would finish, does.
 */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface StartOptions {
  /** Stops a start under way: the seed is rolled back and StartupStopped thrown. */
  signal?: AbortSignal;
  /**
   * Listen as soon as the schema is there and seed a fresh database after, answering 503 with
   * Retry-After meanwhile (the seed holds the database for many seconds on a first start).
   * Otherwise the backend listens only once the database is seeded.
   */
  seedInBackground?: boolean;
}

/**
 * Requests taken in per turn of the event loop, round the clients: few enough that a turn stays
 * short (Auth's password hashing is not in the fair queue), many enough that a crowd's requests
 * reach the fair queue, which decides whose work runs, within a few turns.
 */
const REQUESTS_TAKEN_PER_TURN = 16;

/** How long a client is asked to wait before trying again while the database is seeded. */
const SEEDING_RETRY_AFTER_SECONDS = 5;

/** The answer to a request the database is needed for while it is being seeded. */
function stillSeeding(path: string): Response {
  const what = "The tide stations are still being loaded: this is the backend's first start.";
  const next = `Try again in ${SEEDING_RETRY_AFTER_SECONDS} seconds; it takes a minute at most.`;
  const response = path.startsWith('/functions/v1/')
    ? json({ error: what, details: next }, 503)
    : path.startsWith('/rest/v1/')
      ? postgrestError(503, 'PGRST002', `${what} ${next}`)
      : json({ message: `${what} ${next}` }, 503);
  return retryLater(response);
}

function retryLater(response: Response): Response {
  response.headers.set('retry-after', String(SEEDING_RETRY_AFTER_SECONDS));
  return response;
}

type ApiRole = 'anon' | 'service_role';

/** get-tide-data's paths, whose POSTs are answered without the Fetch API (see answerTideData). */
const TIDE_DATA_PATHS = new Set(['/functions/v1/get-tide-data', '/functions/v1/get-tide-data/']);
/** get-current-data's paths, answered the same way. */
const CURRENT_DATA_PATHS = new Set([
  '/functions/v1/get-current-data',
  '/functions/v1/get-current-data/',
]);

/** A request header as the Fetch API's Headers.get gives it: repeated values joined, or null. */
function headerOf(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? null);
}

/** get-tide-data's answer, written as send() writes a Response: its headers over the CORS ones. */
function sendAnswer(
  res: ServerResponse,
  { status, headers, body }: TideAnswer,
  cors: Record<string, string>,
): void {
  const written: Record<string, string> = { ...cors };
  for (const [name, value] of Object.entries(headers)) written[name.toLowerCase()] = value;
  written['content-length'] = String(Buffer.byteLength(body));
  res.writeHead(status, written);
  // Written as text: Node sends a short one with the head in one write, and no Buffer is made
  // for it (one per answer, whose memory waited for a garbage collection to be let go).
  void writeBody(res, body);
}

/** A host name or IP address, with an optional port: what a Host header may hold. */
const HOST_HEADER = /^(?:[A-Za-z0-9._~-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** What the Kong gateway in front of Supabase answers when the API key is missing or wrong. */
function apiKeyError(missing: boolean): Response {
  return json(
    missing
      ? {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        }
      : {
          message: 'Invalid API key',
          hint: 'Double check your Supabase `anon` or `service_role` API key.',
        },
    401,
  );
}

export async function startBackend(
  config: BackendConfig,
  log: (line: string) => void = () => {},
  options: StartOptions = {},
): Promise<Backend> {
  checkConfig(config);
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  // Closing the backend stops a seed under way in the background.
  const closing = new AbortController();
  const signal = options.signal
    ? AbortSignal.any([options.signal, closing.signal])
    : closing.signal;
  const failedStart = async (error: unknown): Promise<never> => {
    if (error instanceof StartupStopped) {
      // Asked to stop: the seed was rolled back; close, releasing the data directory's lock.
      await db.close();
      throw error;
    }
    // Not awaited: a database that failed half-way may never finish closing.
    void db.close().catch(() => {});
    // On a full disk PGlite says only that it could not extend a file: name the directory.
    throw (db.kind === 'pglite' && storageFailure(config.dataDir, error)) || error;
  };
  await migrateSchema(db, log, signal).catch(failedStart);
  const seedLater = options.seedInBackground === true && (await needsSeed(db));
  if (!seedLater) await seed(db, log, signal).catch(failedStart);
  /** While a seed runs in the background, what needs the database is answered with 503. */
  let seeding = seedLater;

  // Every REST, RPC and function request takes turns per client, weighted by its cost, in one
  // queue that bounds the work running for everyone (see fair-queue.ts and work-cost.ts).
  const { limits } = config;
  const turns = new FairQueue({
    slots: limits.workInFlight ?? (db.kind === 'pglite' ? 2 : 8),
    maxCostInFlight: limits.workCostInFlight,
    perClient: limits.restInFlightPerClient,
    maxQueued: limits.restQueuedPerClient,
  });
  // A handler's long work (a year, a feed, a span) gives its place in the queue up between
  // slices to a request that would finish first.
  setTurnYielder(() => turns.yieldTurn());
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
  /** The answer with its bytes read, charged to `client` past what was counted before. */
  async function chargedForAnswer(client: string, response: Response): Promise<Response> {
    if (response.body === null) return response;
    const body = await response.arrayBuffer();
    turns.charge(client, answerCost(body.byteLength));
    return new Response(body, { status: response.status, headers: response.headers });
  }
  const rest = createRest(db);
  // Bytes written per client, in the token bucket the station-days use: per address, and per
  // account when signed in, both spent, so neither many accounts nor many addresses get more.
  const writeBytes = createStationDayBudget({
    stationDaysPerMinute: limits.restWriteBytesPerMinute,
    burst: limits.restWriteBytesPerMinute,
  });
  function spendWriteBytes(client: string, context: RequestContext, bytes: number): number {
    const now = Date.now();
    const account = typeof context.claims.sub === 'string' ? context.claims.sub : null;
    const byAddress = writeBytes.take(`address:${client}`, bytes, now);
    if (byAddress > 0 || account === null) return byAddress;
    return writeBytes.take(`account:${account}`, bytes, now);
  }
  // Known once listening (the port may be chosen then); requests never set it.
  let listeningUrl = '';
  const externalUrl = () => config.apiExternalUrl ?? listeningUrl;
  const mailbox = createMailbox(log, config.inbox);
  const auth = createAuth({ db, config, log, externalUrl, mailbox });
  const noaaSettings = {
    baseUrl: config.noaaBaseUrl,
    timeoutMs: config.noaaTimeoutMs,
    callsPerMinute: limits.noaaCallsPerMinute,
    callsInFlight: limits.noaaCallsInFlight,
  };
  // One NOAA client: predictions and observed water levels count against one budget, and
  // an outage seen by either keeps both away from NOAA.
  const noaaClient = createSharedNoaaClient(noaaSettings);
  // One station-day budget per client for every function that predicts days: a function joins
  // it by taking `budget: stationDays`.
  const stationDays = createStationDayBudget({
    stationDaysPerMinute: limits.tideStationDaysPerMinute,
    burst: limits.tideStationDaysBurst,
  });
  // Made once the database is seeded: it reads the whole station catalogue as it is made.
  const tideDataHandler = () =>
    createGetTideDataHandler({
      db,
      noaa: noaaSettings,
      noaaClient,
      preloadStations: true,
      budget: stationDays,
    });
  let tideData: GetTideDataHandler | undefined;
  const getTideData = () => (tideData ??= tideDataHandler());
  if (!seedLater) getTideData();
  // A gauge's last 48 hours cost one request each, from a bucket of the same size kept apart:
  // they are not station-days.
  const getWaterLevel = createGetWaterLevelHandler({
    db,
    noaa: noaaSettings,
    noaaClient,
    budget: {
      stationDaysPerMinute: limits.tideStationDaysPerMinute,
      burst: limits.tideStationDaysBurst,
    },
  });
  // Current station-days count in the same per-client budget as tide station-days.
  const getCurrentData = createGetCurrentDataHandler({
    db,
    preloadStations: true,
    budget: stationDays,
  });
  const clients = createClientAddressReader(config.trustedProxies);
  const abortedRequests = summarisedLog(
    log,
    (cause) => `A client abandoned its request before it was answered (${cause}).`,
    (count, cause) =>
      `${count} more requests were abandoned by their clients in the last minute (the last: ${cause}).`,
  );

  // Calendar apps subscribe without keys; the feed limits each client itself.
  const tideCalendar = createTideCalendarHandler({
    db,
    siteUrl: config.siteUrl,
    noaaCache: config.noaaBaseUrl !== null,
    budget: stationDays,
  });
  const verifyJwt = createTokenVerifier(config.jwtSecret);

  function apiRole(request: Request): ApiRole | 'missing' | 'invalid' {
    return apiRoleOf(
      request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey'),
    );
  }

  function apiRoleOf(key: string | null): ApiRole | 'missing' | 'invalid' {
    if (!key) return 'missing';
    const verified = verifyJwt(key);
    if (!verified.ok) return 'invalid';
    const role = verified.claims.role;
    return role === 'anon' || role === 'service_role' ? role : 'invalid';
  }

  /** The role SQL runs as: the bearer token's when it is a valid JWT, PostgREST-style. */
  function requestContext(request: Request, fallback: ApiRole): RequestContext | Response {
    return contextOf(request.headers.get('authorization'), fallback);
  }

  function contextOf(header: string | null, fallback: ApiRole): RequestContext | Response {
    const token = header?.match(/^Bearer\s+(.+)$/i)?.[1];
    if (!token) return { role: fallback, claims: { role: fallback } };
    const verified = verifyJwt(token);
    if (!verified.ok) {
      const message = verified.reason === 'expired' ? 'JWT expired' : 'JWT could not be decoded';
      return json(
        {
          code: verified.reason === 'expired' ? 'PGRST303' : 'PGRST301',
          details: null,
          hint: null,
          message,
        },
        401,
      );
    }
    const role = verified.claims.role;
    if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') {
      return json(
        { code: 'PGRST301', details: null, hint: null, message: 'JWT role is not allowed' },
        401,
      );
    }
    return { role, claims: verified.claims };
  }

  async function route(
    request: Request,
    clientAddress: string,
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
    if (path === '/' || path === '/health') {
      const health = { name: 'tides embedded backend', database: db.kind };
      if (!seeding) return json({ ...health, status: 'ok' });
      return retryLater(json({ ...health, status: 'seeding' }, 503));
    }
    if (seeding) return stillSeeding(path);
    // Confirmation links are opened from an email, without a key, as Supabase's gateway allows.
    if (isOpenAuthPath(path)) return auth.handle(request, path, clientAddress);
    // verify_jwt = false on hosted Supabase: the feed is fetched with no headers at all.
    if (path === '/functions/v1/tide-calendar' || path === '/functions/v1/tide-calendar/') {
      return functionInTurn(clientAddress, tideCalendar.cost(request.url), () =>
        tideCalendar(request, clientAddress),
      );
    }
    const role = apiRole(request);
    if (role === 'missing' || role === 'invalid') return apiKeyError(role === 'missing');

    if (path.startsWith('/auth/v1/')) return auth.handle(request, path, clientAddress);
    if (path.startsWith('/rest/v1/')) {
      const context = requestContext(request, role);
      if (context instanceof Response) return context;
      const toTable = !path.startsWith('/rest/v1/rpc/');
      const bodyBytes = body?.byteLength ?? 0;
      const waitSeconds =
        toTable && bodyBytes > 0 ? spendWriteBytes(clientAddress, context, bodyBytes) : 0;
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
          clientAddress,
          async () =>
            chargedForAnswer(
              clientAddress,
              await rest(request, path, { ...context, client: clientAddress }),
            ),
          restCost(path, request.method, body),
        );
      } catch (error) {
        if (!(error instanceof QueueFullError)) throw error;
        return postgrestError(
          429,
          'PGRST000',
          `Too many requests from this client at once: at most ${limits.restQueuedPerClient} may wait. Try again when some have been answered.`,
        );
      }
    }
    if (path === '/functions/v1/get-tide-data' || path === '/functions/v1/get-tide-data/') {
      // Edge functions verify the caller's JWT before running, as Supabase's relay does.
      const context = requestContext(request, role);
      if (context instanceof Response) return json({ code: 401, message: 'Invalid JWT' }, 401);
      return functionInTurn(
        clientAddress,
        getTideData().cost(request.method, body, request.url),
        () => getTideData()(request, clientAddress),
      );
    }
    if (CURRENT_DATA_PATHS.has(path)) {
      const context = requestContext(request, role);
      if (context instanceof Response) return json({ code: 401, message: 'Invalid JWT' }, 401);
      return functionInTurn(
        clientAddress,
        getCurrentData.cost(request.method, body, request.url),
        () => getCurrentData(request, clientAddress),
      );
    }
    if (path === '/functions/v1/get-water-level' || path === '/functions/v1/get-water-level/') {
      const context = requestContext(request, role);
      if (context instanceof Response) return json({ code: 401, message: 'Invalid JWT' }, 401);
      return functionInTurn(clientAddress, 1, () => getWaterLevel(request, clientAddress));
    }
    if (path.startsWith('/functions/v1/')) {
      return json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
    }
    return json({ message: 'no Route matched with those values' }, 404);
  }

  /**
   * A POST to get-tide-data with no query string, the API's busiest request, answered without a
   * Fetch API Request and Response (on Node those, and the streams behind their bodies, cost a
   * never-seen station-day a fifth of its time): the checks route() makes for it, in its order.
   */
  async function answerTideData(
    req: IncomingMessage,
    clientAddress: string,
    handler: () => Pick<GetTideDataHandler, 'answer' | 'cost'> = getTideData,
  ): Promise<Response | TideAnswer> {
    const role = apiRoleOf(headerOf(req, 'apikey'));
    if (role === 'missing' || role === 'invalid') return apiKeyError(role === 'missing');
    const context = contextOf(headerOf(req, 'authorization'), role);
    if (context instanceof Response) return json({ code: 401, message: 'Invalid JWT' }, 401);
    const body = await readBody(req);
    return functionInTurn(clientAddress, handler().cost('POST', body), () =>
      handler().answer('POST', body, clientAddress),
    );
  }

  const server: Server = createServer(
    {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      // Node looks for overdue requests this often (30 s unless told), so a short timeout holds.
      connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs),
    },
    (req, res) => {
      running += 1;
      res.once('close', () => {
        running -= 1;
        if (running === 0) drained?.();
      });
      // Stopping: this request is answered, and its connection then closed.
      if (stopping) res.setHeader('connection', 'close');
      inTurn(req, res);
    },
  );
  /** Requests received and not yet answered (or abandoned), and who waits for none to be left. */
  let running = 0;
  let stopping = false;
  let shutdown: Promise<void> | undefined;
  let drained: (() => void) | undefined;
  // Node accepts at most one new connection per turn of its event loop, and a turn used to
  // answer every request that was ready: under load a turn lasted 50 requests' work, new
  // connections were let in one per turn over seconds, and their first requests waited as long.
  // Answering a few requests per turn keeps each turn short. The turns go round the clients in
  // the order they came, one request each: a turn may hold a PGlite query, and one client with
  // ten requests waiting would otherwise make everyone else's wait ten queries long. A client
  // that comes back joins at the end: put first, 200 clients coming back one request at a time
  // kept a client that came before them waiting for all of them, over and over (17 s).
  const waiting = new Map<string, (() => void)[]>();
  const turnOrder: string[] = [];
  let turnScheduled = false;
  function answerNext(): void {
    turnScheduled = false;
    // The work itself waits in the fair queue, at most a few running at once, so a turn may
    // take in several requests; one a turn made 200 clients' requests wait 200 turns, each
    // as long as the computing that ran in it.
    for (let taken = 0; taken < REQUESTS_TAKEN_PER_TURN && turnOrder.length > 0; taken += 1) {
      const client = turnOrder.shift();
      const queue = client === undefined ? undefined : waiting.get(client);
      const next = queue?.shift();
      if (client !== undefined && queue && queue.length > 0) turnOrder.push(client);
      else if (client !== undefined) waiting.delete(client);
      next?.();
    }
    if (turnOrder.length > 0 && !turnScheduled) {
      turnScheduled = true;
      setImmediate(answerNext);
    }
  }
  function clientOf(req: IncomingMessage): string {
    const forwarded = req.headers['x-forwarded-for'];
    return clients.clientOf(
      req.socket.remoteAddress ?? 'unknown',
      Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? null),
    );
  }
  function inTurn(req: IncomingMessage, res: ServerResponse): void {
    const client = clientOf(req);
    let queue = waiting.get(client);
    if (!queue) {
      queue = [];
      waiting.set(client, queue);
      turnOrder.push(client);
    }
    queue.push(() => {
      if (!req.socket.destroyed) handleRequest(req, res, client);
    });
    if (!turnScheduled) {
      turnScheduled = true;
      setImmediate(answerNext);
    }
  }
  function handleRequest(req: IncomingMessage, res: ServerResponse, clientAddress: string): void {
    const host = req.headers.host;
    // The API is for any site's pages, as Supabase's (the embeddable widgets need that).
    const cors = corsHeaders('*');
    if (host !== undefined && !HOST_HEADER.test(host)) {
      void send(res, json({ message: 'The Host header is not a valid host name.' }, 400), cors);
      return;
    }
    const method = req.method ?? 'GET';
    if (!SERVED_METHODS.has(method)) {
      void send(res, methodNotAllowed(method), cors);
      return;
    }
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const answered =
      method === 'POST' && TIDE_DATA_PATHS.has(req.url ?? '') && !seeding
        ? answerTideData(req, clientAddress)
        : method === 'POST' && CURRENT_DATA_PATHS.has(req.url ?? '') && !seeding
          ? answerTideData(req, clientAddress, () => getCurrentData)
          : // The Host header is the client's to choose: URLs are built from configuration only.
            toRequest(req, listeningUrl, bodyLimitOf(path)).then(({ request, body }) =>
              route(request, clientAddress, body),
            );
    answered
      .catch((error: unknown) => {
        if (error instanceof BodyTooLargeError) return bodyTooLarge(error.limitBytes);
        if (req.destroyed || req.socket.destroyed) {
          // The client went away mid-request: nothing to answer, and nothing of ours failed.
          const code = (error as { code?: unknown }).code;
          abortedRequests.note(
            typeof code === 'string'
              ? `${code}, after ${req.socket.bytesRead} bytes`
              : describeError(error),
          );
          return null;
        }
        log(`Unexpected error: ${describeError(error)}`);
        return json({ message: 'An unexpected error occurred.' }, 500);
      })
      .then((response) => {
        if (!response) {
          res.destroy();
          return undefined;
        }
        if (response instanceof Response) return send(res, response, cors);
        sendAnswer(res, response, cors);
        return undefined;
      })
      .catch(() => res.destroy());
  }
  server.keepAliveTimeout = 5000;
  // Connections per address, closed past the cap as they arrive.
  const connections = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = plainAddress(socket.remoteAddress ?? 'unknown');
    if (clients.trusts(address)) return;
    const open = (connections.get(address) ?? 0) + 1;
    if (open > limits.connectionsPerAddress) {
      socket.destroy();
      return;
    }
    connections.set(address, open);
    socket.once('close', () => {
      const left = (connections.get(address) ?? 1) - 1;
      if (left > 0) connections.set(address, left);
      else connections.delete(address);
    });
  });
  // Node hands CONNECT to this event, not to the request handler: a tunnel is never served.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.end(clientErrorResponse('HPE_INVALID_METHOD'));
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    const answer = socket.writable ? clientErrorResponse(error.code) : null;
    if (answer) socket.end(answer);
    else socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  listeningUrl = `http://${config.host}:${port}`;
  const inbox = config.inbox ? await startInbox(mailbox, config.inboxPort) : null;

  let seeded = Promise.resolve();
  if (seedLater) {
    const started = performance.now();
    seeded = seed(db, log, signal).then(
      () => {
        seeding = false;
        getTideData();
        log(`Seeded in ${Math.round(performance.now() - started)} ms: the whole API answers.`);
      },
      (error: unknown) => {
        throw (db.kind === 'pglite' && storageFailure(config.dataDir, error)) || error;
      },
    );
    // Whoever starts the backend may not wait for the seed; a failure is theirs to read there.
    seeded.catch(() => {});
  }

  return {
    url: listeningUrl,
    inboxUrl: inbox && `${inbox.url}/inbox`,
    anonKey: config.anonKey,
    serviceRoleKey: config.serviceRoleKey,
    db,
    seeded,
    // Closing twice (a second SIGTERM, a test's cleanup after its own close) waits for the
    // first close rather than closing a closed database.
    close({ graceMs = SHUTDOWN_GRACE_MS } = {}) {
      shutdown ??= closeOnce(graceMs);
      return shutdown;
    },
  };

  async function closeOnce(graceMs: number): Promise<void> {
    stopping = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    if (running > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, graceMs);
        drained = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    server.closeAllConnections();
    await closed;
    await inbox?.close();
    // A seed under way is rolled back before the database closes.
    closing.abort();
    await seeded.catch(() => {});
    await db.close();
  }
}
