/**
 * The embedded backend: the slice of Supabase's HTTP API that the product uses (Auth, PostgREST
 * RPC, edge functions), on one port, as `supabase start` would serve it, with no Docker.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGetTideDataHandler } from '@tides/supabase/get-tide-data';
import { createTideCalendarHandler } from '@tides/supabase/tide-calendar';
import { createAuth, isOpenAuthPath } from './auth/index.ts';
import { checkConfig, LOOPBACK_HOSTS, type BackendConfig } from './config.ts';
import { migrate, openDatabase, type Database, type RequestContext } from './database.ts';
import { BodyTooLargeError, CORS_HEADERS, describeError, json, send, toRequest } from './http.ts';
import { createMailbox } from './mailbox.ts';
import { createRest } from './rest.ts';
import { storageFailure } from './data-dir-lock.ts';
import { createTokenVerifier } from './verified-tokens.ts';

export interface Backend {
  /** The API URL, e.g. http://127.0.0.1:54321. */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  db: Database;
  close(): Promise<void>;
}

type ApiRole = 'anon' | 'service_role';

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
): Promise<Backend> {
  checkConfig(config);
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await migrate(db, log).catch((error: unknown) => {
    // Not awaited: a database that failed half-way may never finish closing.
    void db.close().catch(() => {});
    // On a full disk PGlite says only that it could not extend a file: name the directory.
    throw (db.kind === 'pglite' && storageFailure(config.dataDir, error)) || error;
  });

  const rest = createRest(db);
  // Known once listening (the port may be chosen then); requests never set it.
  let listeningUrl = '';
  const externalUrl = () => config.apiExternalUrl ?? listeningUrl;
  const mailbox = createMailbox(log, LOOPBACK_HOSTS.has(config.host));
  const auth = createAuth({ db, config, log, externalUrl, mailbox });
  const getTideData = createGetTideDataHandler({
    db,
    noaa: { baseUrl: config.noaaBaseUrl, timeoutMs: config.noaaTimeoutMs },
  });
  // Calendar apps subscribe without keys; the feed limits each client itself.
  const tideCalendar = createTideCalendarHandler({
    db,
    siteUrl: config.siteUrl,
    noaaCache: config.noaaBaseUrl !== null,
  });
  const verifyJwt = createTokenVerifier(config.jwtSecret);

  function apiRole(request: Request): ApiRole | 'missing' | 'invalid' {
    const key = request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
    if (!key) return 'missing';
    const verified = verifyJwt(key);
    if (!verified.ok) return 'invalid';
    const role = verified.claims.role;
    return role === 'anon' || role === 'service_role' ? role : 'invalid';
  }

  /** The role SQL runs as: the bearer token's when it is a valid JWT, PostgREST-style. */
  function requestContext(request: Request, fallback: ApiRole): RequestContext | Response {
    const header = request.headers.get('authorization');
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

  async function route(request: Request, clientAddress: string): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (request.method === 'OPTIONS')
      return new Response(null, { status: 204, headers: CORS_HEADERS });
    const inbox = mailbox.serve(path, request.method, clientAddress);
    if (inbox) return inbox;
    if (path === '/' || path === '/health') {
      return json({ name: 'tides embedded backend', status: 'ok', database: db.kind });
    }
    // Confirmation links are opened from an email, without a key, as Supabase's gateway allows.
    if (isOpenAuthPath(path)) return auth.handle(request, path, clientAddress);
    // verify_jwt = false on hosted Supabase: the feed is fetched with no headers at all.
    if (path === '/functions/v1/tide-calendar' || path === '/functions/v1/tide-calendar/') {
      return tideCalendar(request, clientAddress);
    }
    const role = apiRole(request);
    if (role === 'missing' || role === 'invalid') return apiKeyError(role === 'missing');

    if (path.startsWith('/auth/v1/')) return auth.handle(request, path, clientAddress);
    if (path.startsWith('/rest/v1/')) {
      const context = requestContext(request, role);
      return context instanceof Response ? context : rest(request, path, context);
    }
    if (path === '/functions/v1/get-tide-data' || path === '/functions/v1/get-tide-data/') {
      // Edge functions verify the caller's JWT before running, as Supabase's relay does.
      const context = requestContext(request, role);
      if (context instanceof Response) return json({ code: 401, message: 'Invalid JWT' }, 401);
      return getTideData(request);
    }
    if (path.startsWith('/functions/v1/')) {
      return json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
    }
    return json({ message: 'no Route matched with those values' }, 404);
  }

  const server: Server = createServer(
    {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      // Node looks for overdue requests this often (30 s unless told), so a short timeout holds.
      connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs),
    },
    (req, res) => inTurn(req, res),
  );
  // Node accepts at most one new connection per turn of its event loop, and a turn used to
  // answer every request that was ready: under load a turn lasted 50 requests' work, new
  // connections were let in one per turn over seconds, and their first requests waited as long.
  // Answering one request per turn keeps each turn short; waiting requests keep their order.
  const waiting: (() => void)[] = [];
  function answerNext(): void {
    waiting.shift()?.();
    if (waiting.length > 0) setImmediate(answerNext);
  }
  function inTurn(req: IncomingMessage, res: ServerResponse): void {
    waiting.push(() => {
      if (!req.socket.destroyed) handleRequest(req, res);
    });
    if (waiting.length === 1) setImmediate(answerNext);
  }
  function handleRequest(req: IncomingMessage, res: ServerResponse): void {
    const host = req.headers.host;
    if (host !== undefined && !HOST_HEADER.test(host)) {
      void send(res, json({ message: 'The Host header is not a valid host name.' }, 400));
      return;
    }
    // The Host header is the client's to choose: URLs are built from configuration only.
    toRequest(req, listeningUrl)
      .then((request) => route(request, req.socket.remoteAddress ?? 'unknown'))
      .catch((error: unknown) => {
        if (error instanceof BodyTooLargeError) {
          return json({ message: 'Request body is larger than 1 MB.' }, 413);
        }
        log(`Unexpected error: ${describeError(error)}`);
        return json({ message: 'An unexpected error occurred.' }, 500);
      })
      .then((response) => send(res, response))
      .catch(() => res.destroy());
  }
  server.keepAliveTimeout = 5000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  listeningUrl = `http://${config.host}:${port}`;

  return {
    url: listeningUrl,
    anonKey: config.anonKey,
    serviceRoleKey: config.serviceRoleKey,
    db,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await db.close();
    },
  };
}
