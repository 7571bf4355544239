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
import { createGetFloodOutlookHandler } from '@tides/supabase/get-flood-outlook';
import { createSharedNoaaClient } from '@tides/supabase/noaa-predictions';
import { createStationDayBudget } from '@tides/supabase/station-day-budget';
import { createTideCalendarHandler } from '@tides/supabase/tide-calendar';
import { setTurnYielder } from '@tides/supabase/take-turns';
import { createAccessCheck } from './api-access.ts';
import { createApiRoutes, dispatch, type Dispatch, type Route } from './api-routes.ts';
import { createAuth } from './auth/index.ts';
import { createClientAddressReader, plainAddress } from './client-address.ts';
import { checkConfig, type BackendConfig } from './config.ts';
import {
  migrateSchema,
  needsSeed,
  openDatabase,
  seed,
  StartupStopped,
  type Database,
} from './database.ts';
import { FairQueue } from './fair-queue.ts';
import {
  bodyLimitOf,
  BodyTooLargeError,
  bodyTooLarge,
  clientErrorResponse,
  corsHeaders,
  describeError,
  json,
  methodNotAllowed,
  readBody,
  SERVED_METHODS,
  send,
  summarisedLog,
  requestOf,
  toRequest,
  writeBody,
} from './http.ts';
import { createMailbox, startInbox } from './mailbox.ts';
import { createRequestTurns } from './request-turns.ts';
import { createRest } from './rest/index.ts';
import { storageFailure } from './data-dir-lock.ts';
import { createTokenVerifier } from './verified-tokens.ts';
import { DATABASE_AWAY, SEEDING, serviceUnavailable, watchDatabase } from './service-health.ts';

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
  /**
   * Settles when every email asked for so far is sent, or found not due: a password recovery is
   * answered before its link is made, so that the time taken tells no one who has an account.
   */
  mailSent(): Promise<void>;
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
  /**
   * How long requests abandoned by their clients are counted before one line sums them up
   * (a minute unless told; a test shortens it to see the sum).
   */
  abandonedLogPeriodMs?: number;
}

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

export async function startBackend(
  config: BackendConfig,
  log: (line: string) => void = () => {},
  options: StartOptions = {},
): Promise<Backend> {
  checkConfig(config);
  const database = watchDatabase(
    await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }),
    log,
  );
  const { db } = database;
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
  let seedFailed = false;

  // Every REST, RPC and function request takes turns per client, weighted by its cost, in one
  // queue that bounds the work running for everyone (see fair-queue.ts and work-cost.ts).
  const { limits } = config;
  const turns = new FairQueue({
    slots: limits.workInFlight ?? (db.kind === 'pglite' ? 2 : 8),
    maxCostInFlight: limits.workCostInFlight,
    perClient: limits.restInFlightPerClient,
    maxQueued: limits.restQueuedPerClient,
  });
  // A handler's long work (a year, a feed, a span, a search) gives its place in the queue up
  // between slices to a lighter request, or one that would finish first.
  setTurnYielder(() => turns.yieldTurn());
  // Known once listening (the port may be chosen then); requests never set it.
  let listeningUrl = '';
  const externalUrl = () => config.apiExternalUrl ?? listeningUrl;
  const mailbox = createMailbox(log, config.inbox);
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
  let tideData: GetTideDataHandler | undefined;
  const getTideData = () =>
    (tideData ??= createGetTideDataHandler({
      db,
      noaa: noaaSettings,
      noaaClient,
      preloadStations: true,
      budget: stationDays,
    }));
  const rest = createRest(db);
  const auth = createAuth({ db, config, log, externalUrl, mailbox });
  if (!seedLater) {
    getTideData();
    void rest.searchReady();
  }
  const routes = createApiRoutes({
    limits,
    turns,
    rest,
    auth,
    writeBytes: createStationDayBudget({
      stationDaysPerMinute: limits.restWriteBytesPerMinute,
      burst: limits.restWriteBytesPerMinute,
    }),
    getTideData,
    // Current station-days count in the same per-client budget as tide station-days.
    getCurrentData: createGetCurrentDataHandler({
      db,
      preloadStations: true,
      budget: stationDays,
    }),
    // A gauge's last 48 hours cost one request each, from a bucket of the same size kept
    // apart: they are not station-days.
    getWaterLevel: createGetWaterLevelHandler({
      db,
      noaa: noaaSettings,
      noaaClient,
      budget: {
        stationDaysPerMinute: limits.tideStationDaysPerMinute,
        burst: limits.tideStationDaysBurst,
      },
    }),
    floodOutlook: createGetFloodOutlookHandler({ db, budget: stationDays }),
    tideCalendar: createTideCalendarHandler({
      db,
      siteUrl: config.siteUrl,
      noaaCache: config.noaaBaseUrl !== null,
      budget: stationDays,
    }),
  });
  const access = createAccessCheck(createTokenVerifier(config.jwtSecret));
  const steps: Dispatch = {
    routes,
    access,
    async health() {
      const checks = {
        database: await database.check(),
        seed: { status: seedFailed ? 'failed' : seeding ? 'seeding' : 'ok' },
      };
      const status =
        checks.database.status === 'down' ? 'down' : checks.seed.status === 'ok' ? 'ok' : 'seeding';
      const body = { name: 'tides embedded backend', status, database: db.kind, checks };
      if (status === 'ok') return json(body);
      const retryAfter = status === 'down' ? DATABASE_AWAY : SEEDING;
      return json(body, 503, { 'retry-after': String(retryAfter.retryAfterSeconds) });
    },
    gate(api, request) {
      if (seeding) return serviceUnavailable(api, request, SEEDING);
      if (database.down) return serviceUnavailable(api, request, DATABASE_AWAY);
      return null;
    },
    async guard(api, request, work) {
      const failuresBefore = database.failures;
      try {
        const answer = await work();
        const metAway =
          answer !== null && answer.status >= 400 && database.failures > failuresBefore;
        return metAway ? serviceUnavailable(api, request, DATABASE_AWAY) : answer;
      } catch (error) {
        if (database.failures > failuresBefore)
          return serviceUnavailable(api, request, DATABASE_AWAY);
        throw error;
      }
    },
  };
  const clients = createClientAddressReader(config.trustedProxies);
  const abortedRequests = summarisedLog(
    log,
    (cause) => `A client abandoned its request before it was answered (${cause}).`,
    (count, cause) =>
      `${count} more requests were abandoned by their clients in the last minute (the last: ${cause}).`,
    options.abandonedLogPeriodMs,
  );

  /**
   * A POST to a function with an `answer` (get-tide-data, get-current-data, the API's busiest
   * requests) and no query string, answered without a Fetch API Request and Response: the
   * steps dispatch() takes for it, in its order.
   */
  async function answerDirectly(
    req: IncomingMessage,
    route: Route & Required<Pick<Route, 'answer'>>,
    path: string,
    client: string,
  ): Promise<Response | TideAnswer> {
    const closed = steps.gate(route.api);
    if (closed) return closed;
    const context = access(route.access, route.api, {
      apikey: headerOf(req, 'apikey'),
      authorization: headerOf(req, 'authorization'),
    });
    if (context instanceof Response) return context;
    const body = await readBody(req, bodyLimitOf(path));
    const answer = await steps.guard(route.api, undefined, () =>
      route.answer(body, client, context),
    );
    return answer ?? dispatch(steps, requestOf(req, listeningUrl, body), client, body);
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
  const requestTurns = createRequestTurns();
  function clientOf(req: IncomingMessage): string {
    const forwarded = req.headers['x-forwarded-for'];
    return clients.clientOf(
      req.socket.remoteAddress ?? 'unknown',
      Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? null),
    );
  }
  function inTurn(req: IncomingMessage, res: ServerResponse): void {
    const client = clientOf(req);
    requestTurns.enqueue(client, () => {
      if (!req.socket.destroyed) handleRequest(req, res, client);
      else abortedRequests.note(`closed before its turn, after ${req.socket.bytesRead} bytes`);
    });
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
    const target = req.url ?? '/';
    const path = target.split('?')[0] ?? '/';
    const route = method === 'POST' && path === target ? routes.routeOf(path) : undefined;
    const answered = route?.answer
      ? answerDirectly(req, { ...route, answer: route.answer }, path, clientAddress)
      : // The Host header is the client's to choose: URLs are built from configuration only.
        toRequest(req, listeningUrl, bodyLimitOf(path)).then(({ request, body }) =>
          dispatch(steps, request, clientAddress, body),
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
        void rest.searchReady();
        log(`Seeded in ${Math.round(performance.now() - started)} ms: the whole API answers.`);
      },
      (error: unknown) => {
        seedFailed = true;
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
    mailSent: () => auth.mailSent(),
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
    // A recovery email still being made writes its token before the database closes.
    await auth.mailSent();
    await inbox?.close();
    // A seed under way is rolled back before the database closes.
    closing.abort();
    await seeded.catch(() => {});
    database.stop();
    await db.close();
  }
}
