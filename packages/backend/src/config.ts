/**
 * The embedded backend's settings, from the environment, with the defaults the Supabase CLI's
 * local stack uses so that everything pointing at 127.0.0.1:54321 just works.
 */
import { fileURLToPath } from 'node:url';
import { DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimits } from './auth/rate-limit.ts';
import { trustedProxyList } from './client-address.ts';
import { MAX_TABLE_BODY_BYTES } from './http.ts';
import { signJwt } from './jwt.ts';

/**
 * DEVELOPMENT DEFAULT ONLY. The same well-known secret `supabase start` uses locally; anyone can
 * mint tokens with it. Set JWT_SECRET for anything reachable by others.
 */
export const DEVELOPMENT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The API keys are long-lived, like Supabase's: fixed issue and expiry times keep them stable. */
const API_KEY_ISSUED_AT = 1_763_769_600; // 2025-11-22
const API_KEY_EXPIRES_AT = 2_079_129_600; // 2035-11-20

export const DEFAULT_PORT = 54321;
/** The local inbox's own port, where `supabase start` serves its mail catcher. */
export const DEFAULT_INBOX_PORT = 54324;

/** Supabase Auth refuses shorter JWT secrets: an HMAC key must not be guessable. */
export const MIN_JWT_SECRET_LENGTH = 32;

/**
 * How long a client may take to send a request's headers, and the whole request: a client
 * that trickles bytes would otherwise hold a connection open for ever.
 */
const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export interface BackendConfig {
  host: string;
  port: number;
  /** PGlite's data directory; ignored when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Access token lifetime in seconds (Supabase's default: one hour). */
  jwtExpirySeconds: number;
  /** Whether sign-up must be confirmed by email before sign-in (off locally, as `supabase start`). */
  emailConfirmations: boolean;
  /** Where confirmation links send the user when the sign-up gives no redirect. */
  siteUrl: string;
  /**
   * The API's public URL, for confirmation links and the access token's issuer (Supabase
   * Auth's API_EXTERNAL_URL); when unset, the address the backend listens on. Never taken from
   * a request's Host header, which the client chooses.
   */
  apiExternalUrl: string | undefined;
  /** Other URLs (prefixes) sign-up redirects may point to besides `siteUrl`'s origin. */
  additionalRedirectUrls: string[];
  /** Sign-up, sign-in, refresh and verify limits per client address and per email. */
  authRateLimits: AuthRateLimits;
  /**
   * Seconds after a rotation during which the rotated refresh token may still be used (a tab
   * that lost the response, two tabs refreshing at once); later reuse ends the session.
   * Supabase Auth's default: 10.
   */
  refreshTokenReuseIntervalSeconds: number;
  /** NOAA CO-OPS data API, or null to compute every prediction locally. */
  noaaBaseUrl: string | null;
  noaaTimeoutMs: number;
  /** How long a client may take to send a request's headers, then the whole request. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /**
   * Whether the local inbox shows the emails the backend would send. Off unless ENABLE_INBOX
   * turns it on; then served on a port of its own (`inboxPort`) on 127.0.0.1 only, never on the
   * API's, so that no proxy of the API reaches it: its links sign people in.
   */
  inbox: boolean;
  /** The inbox's port on 127.0.0.1 (0: any free one). */
  inboxPort: number;
  /**
   * Proxies (addresses or CIDR ranges) whose X-Forwarded-For is believed: the client behind
   * them is then the one rate limits and budgets count. Empty: the connection's address counts.
   */
  trustedProxies: string[];
  /** Per-client limits on the API's database work and on the tides' station-days. */
  limits: ApiLimits;
}

export interface ApiLimits {
  /**
   * Requests (REST, RPC, functions) running at once for everyone together; null: 2 on PGlite
   * (one query at a time, and one request's computing while it runs), 8 on PostgreSQL (a pool).
   */
  workInFlight: number | null;
  /**
   * Units of work running at once for everyone together, about a station-day each (a 31-day
   * span 31, a 40-row insert 40): a 90-day feed, which yields between slices of days, beside a
   * month's span or many small requests; two feeds not at once. One larger request runs alone.
   */
  workCostInFlight: number;
  /** Requests (REST, RPC, functions) one client may have running at once. */
  restInFlightPerClient: number;
  /** Requests (REST, RPC, functions) one client may have waiting; more are refused with 429. */
  restQueuedPerClient: number;
  /**
   * Bytes of request bodies one client may write to tables per minute (and at once): counted
   * per address and, when signed in, per account, so neither many accounts nor many addresses
   * get more.
   */
  restWriteBytesPerMinute: number;
  /**
   * Connections one address may hold open at once (a trusted proxy's are not counted: they are
   * many clients'); more are closed as they come. Each may hold one answer of at most 2 MB that
   * its client has not read, as Node reads no further request on it until that one is sent.
   */
  connectionsPerAddress: number;
  /** Station-days of tides a client may ask for per minute, and at once (the bucket's size). */
  tideStationDaysPerMinute: number;
  tideStationDaysBurst: number;
  /** NOAA calls per minute for the whole server, and at once. */
  noaaCallsPerMinute: number;
  noaaCallsInFlight: number;
}

export const DEFAULT_API_LIMITS: ApiLimits = {
  workInFlight: null,
  workCostInFlight: 124,
  restInFlightPerClient: 2,
  restQueuedPerClient: 50,
  // Seven of the largest fishing sessions the caps allow (about 37 KB each) a minute, where a
  // person logs a few sessions of a few hundred bytes a day; one account writing its largest
  // sessions as fast as it could once slowed everyone's reads from 57 ms to 3 s.
  restWriteBytesPerMinute: 256 * 1024,
  // Above a browser's six per host and the benchmarks' fifty, and 128 MB of unread answers.
  connectionsPerAddress: 64,
  // In work units (supabase/functions/_shared/handlers/work-weights.ts): a station page never
  // seen costs about 50 (its day, week and two years of king tides), so a visitor opens eight at
  // once, or pages and a year (about 130); then twelve pages a minute. A kept answer costs 0.
  tideStationDaysPerMinute: 600,
  tideStationDaysBurst: 400,
  noaaCallsPerMinute: 60,
  noaaCallsInFlight: 4,
};

export const NOAA_DATA_API = 'https://api.tidesandcurrents.noaa.gov/api/prod/datagetter';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export function apiKey(role: 'anon' | 'service_role', secret: string): string {
  return signJwt(
    { iss: 'supabase', ref: 'local', role, iat: API_KEY_ISSUED_AT, exp: API_KEY_EXPIRES_AT },
    secret,
  );
}

/** A whole number from the environment, at least `min`, or the default when unset. */
function count(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(parsed) || parsed < min) {
    throw new Error(`${name} must be a whole number of ${min} or more, not "${value}".`);
  }
  return parsed;
}

/** An http(s) URL from the environment, without a trailing slash, or undefined when unset. */
function httpUrl(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`${name} must be an http:// or https:// URL, not "${value}".`);
  }
  return url.href.replace(/\/+$/, '');
}

export const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * Refuses settings that would make a reachable backend unsafe. Run at start, after any
 * overrides, so the same rules hold for the command line and for code starting a backend.
 */
export function checkConfig(config: BackendConfig): void {
  if (config.jwtSecret.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(
      `JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long; it has ${config.jwtSecret.length}.`,
    );
  }
  if (config.jwtSecret === DEVELOPMENT_JWT_SECRET && !LOOPBACK_HOSTS.has(config.host)) {
    throw new Error(
      `JWT_SECRET is the well-known development secret, with which anyone can sign tokens; set a secret of your own before listening on ${config.host}.`,
    );
  }
  if (config.emailConfirmations && !config.apiExternalUrl) {
    throw new Error(
      'ENABLE_EMAIL_CONFIRMATIONS needs API_EXTERNAL_URL, the public URL confirmation links point to.',
    );
  }
  trustedProxyList(config.trustedProxies);
  for (const [name, value] of [
    ['JWT_EXPIRY', config.jwtExpirySeconds],
    ['NOAA_TIMEOUT_MS', config.noaaTimeoutMs],
    ['HTTP_HEADERS_TIMEOUT_MS', config.headersTimeoutMs],
    ['HTTP_REQUEST_TIMEOUT_MS', config.requestTimeoutMs],
    ['WORK_IN_FLIGHT', config.limits.workInFlight ?? 1],
    ['WORK_COST_IN_FLIGHT', config.limits.workCostInFlight],
    ['REST_IN_FLIGHT_PER_CLIENT', config.limits.restInFlightPerClient],
    ['REST_QUEUED_PER_CLIENT', config.limits.restQueuedPerClient],
    ['REST_WRITE_BYTES_PER_MINUTE', config.limits.restWriteBytesPerMinute],
    ['CONNECTIONS_PER_ADDRESS', config.limits.connectionsPerAddress],
    ['TIDE_STATION_DAYS_PER_MINUTE', config.limits.tideStationDaysPerMinute],
    ['TIDE_STATION_DAYS_BURST', config.limits.tideStationDaysBurst],
    ['NOAA_CALLS_PER_MINUTE', config.limits.noaaCallsPerMinute],
    ['NOAA_CALLS_IN_FLIGHT', config.limits.noaaCallsInFlight],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 1) {
      throw new Error(`${name} must be a whole number of 1 or more, not ${value}.`);
    }
  }
}

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** A TCP port from the environment (0: any free one), or the default when unset. */
function port16(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  const port = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a whole number from 0 to 65535, not "${value}".`);
  }
  return port;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const jwtSecret = env.JWT_SECRET || DEVELOPMENT_JWT_SECRET;
  const port = port16(env, 'PORT', DEFAULT_PORT);
  const noaa = env.NOAA_API_URL;
  return {
    host: env.HOST || '127.0.0.1',
    port,
    dataDir: env.DATA_DIR || `${repoRoot}.data/backend`,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret,
    anonKey: apiKey('anon', jwtSecret),
    serviceRoleKey: apiKey('service_role', jwtSecret),
    jwtExpirySeconds: count(env, 'JWT_EXPIRY', 3600, 1),
    emailConfirmations: flag(env.ENABLE_EMAIL_CONFIRMATIONS),
    siteUrl: httpUrl(env, 'SITE_URL') ?? 'http://127.0.0.1:5173',
    apiExternalUrl: httpUrl(env, 'API_EXTERNAL_URL'),
    additionalRedirectUrls: (env.ADDITIONAL_REDIRECT_URLS ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
    authRateLimits: {
      windowSeconds: count(
        env,
        'AUTH_RATE_LIMIT_WINDOW_SECONDS',
        DEFAULT_AUTH_RATE_LIMITS.windowSeconds,
      ),
      signUpsSignInsPerAddress: count(
        env,
        'AUTH_RATE_LIMIT_SIGN_UPS_SIGN_INS',
        DEFAULT_AUTH_RATE_LIMITS.signUpsSignInsPerAddress,
      ),
      signUpsSignInsPerEmail: count(
        env,
        'AUTH_RATE_LIMIT_PER_EMAIL',
        DEFAULT_AUTH_RATE_LIMITS.signUpsSignInsPerEmail,
      ),
      signInBackoffSeconds: count(
        env,
        'AUTH_SIGN_IN_BACKOFF_SECONDS',
        DEFAULT_AUTH_RATE_LIMITS.signInBackoffSeconds,
        1,
      ),
      tokenRefreshesPerAddress: count(
        env,
        'AUTH_RATE_LIMIT_TOKEN_REFRESH',
        DEFAULT_AUTH_RATE_LIMITS.tokenRefreshesPerAddress,
      ),
      verificationsPerAddress: count(
        env,
        'AUTH_RATE_LIMIT_VERIFY',
        DEFAULT_AUTH_RATE_LIMITS.verificationsPerAddress,
      ),
      unknownAddressSignInsPerAccount: count(
        env,
        'AUTH_RATE_LIMIT_UNKNOWN_ADDRESS_SIGN_INS',
        DEFAULT_AUTH_RATE_LIMITS.unknownAddressSignInsPerAccount,
        1,
      ),
      emailIntervalSeconds: count(
        env,
        'AUTH_EMAIL_MAX_FREQUENCY',
        DEFAULT_AUTH_RATE_LIMITS.emailIntervalSeconds,
      ),
    },
    refreshTokenReuseIntervalSeconds: count(env, 'AUTH_REFRESH_TOKEN_REUSE_INTERVAL', 10),
    noaaBaseUrl: noaa === 'off' ? null : noaa || NOAA_DATA_API,
    noaaTimeoutMs: count(env, 'NOAA_TIMEOUT_MS', 800, 1),
    headersTimeoutMs: count(env, 'HTTP_HEADERS_TIMEOUT_MS', DEFAULT_HEADERS_TIMEOUT_MS, 1),
    requestTimeoutMs: count(env, 'HTTP_REQUEST_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUT_MS, 1),
    inbox: flag(env.ENABLE_INBOX),
    inboxPort: port16(env, 'INBOX_PORT', DEFAULT_INBOX_PORT),
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    limits: {
      workInFlight: env.WORK_IN_FLIGHT ? count(env, 'WORK_IN_FLIGHT', 2, 1) : null,
      workCostInFlight: count(env, 'WORK_COST_IN_FLIGHT', DEFAULT_API_LIMITS.workCostInFlight, 1),
      restInFlightPerClient: count(
        env,
        'REST_IN_FLIGHT_PER_CLIENT',
        DEFAULT_API_LIMITS.restInFlightPerClient,
        1,
      ),
      restQueuedPerClient: count(
        env,
        'REST_QUEUED_PER_CLIENT',
        DEFAULT_API_LIMITS.restQueuedPerClient,
        1,
      ),
      restWriteBytesPerMinute: count(
        env,
        'REST_WRITE_BYTES_PER_MINUTE',
        DEFAULT_API_LIMITS.restWriteBytesPerMinute,
        MAX_TABLE_BODY_BYTES,
      ),
      connectionsPerAddress: count(
        env,
        'CONNECTIONS_PER_ADDRESS',
        DEFAULT_API_LIMITS.connectionsPerAddress,
        1,
      ),
      tideStationDaysPerMinute: count(
        env,
        'TIDE_STATION_DAYS_PER_MINUTE',
        DEFAULT_API_LIMITS.tideStationDaysPerMinute,
        1,
      ),
      tideStationDaysBurst: count(
        env,
        'TIDE_STATION_DAYS_BURST',
        DEFAULT_API_LIMITS.tideStationDaysBurst,
        31,
      ),
      noaaCallsPerMinute: count(
        env,
        'NOAA_CALLS_PER_MINUTE',
        DEFAULT_API_LIMITS.noaaCallsPerMinute,
        1,
      ),
      noaaCallsInFlight: count(
        env,
        'NOAA_CALLS_IN_FLIGHT',
        DEFAULT_API_LIMITS.noaaCallsInFlight,
        1,
      ),
    },
  };
}
