/**
 * Bad input never breaks the API: a fixed, seeded set of malformed requests (wrong methods,
 * bodies that are not JSON or hold the wrong types, junk filters, dates, ids and tokens) goes to
 * every route over real HTTP, and each must be answered below 500, within the time a client
 * waits, without a stack trace or a file path in its body. The same seed sends the same requests
 * on every run, so a failure names a request that can be sent again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.ts';
import { seededRandom } from '../scripts/seeded-random.ts';
import type { Backend } from '../src/server.ts';
import { anonClient, startTestBackend, tempDataDir } from './helpers.ts';

/** Requests sent: a few hundred per kind of route, seconds on a busy machine. */
const REQUESTS = 1200;
/** Requests in flight at once: enough to interleave requests' transactions. */
const IN_FLIGHT = 6;
/** How long a client waits for an answer before calling it a hang. */
const ANSWER_WITHIN_MS = 20_000;

const random = seededRandom(20261128);
const pick = <T>(choices: readonly T[]): T => choices[Math.floor(random() * choices.length)] as T;

const JUNK_TEXT = [
  '',
  ' ',
  'x'.repeat(10_240),
  '🌊🌊',
  'a\u0000b',
  '../',
  '%00',
  'noaa/',
  'noaa/8443970',
  'noaa/ACT1616',
  'n'.repeat(300),
  "'; drop table tide_stations; --",
  '\ud800',
  'NaN',
  '1e99',
  '-1',
  '2026-02-30',
  '0000-01-01',
  '99999-01-01',
  '2026-03-11T25:00',
];
const JUNK_VALUES: unknown[] = [
  ...JUNK_TEXT,
  0,
  -1,
  1.5,
  1e308,
  2 ** 53 + 1,
  null,
  true,
  [],
  [1, 2],
  {},
  { a: { b: [] } },
  { note: 'a\u0000b' },
  { '\ud800': ['\udc00'] },
];
const DEEP_ARRAY = '['.repeat(5000) + ']'.repeat(5000);
const NOT_JSON = [
  '',
  'not json',
  '{',
  'null',
  '1',
  '"text"',
  '[]',
  DEEP_ARRAY,
  '{"a":1e999}',
  '\u0000',
];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];
const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'garbage',
];

const TABLES = [
  'tide_stations',
  'current_stations',
  'places',
  'water_level_gauges',
  'saved_stations',
  'fishing_sessions',
  'noaa_prediction_cache',
  'nope',
  'pg_user',
  '%00',
  'TIDE_STATIONS',
];
const FILTERS = [
  'select=',
  'select=id::text',
  'select=a->b',
  'select=(',
  'select=*,tide_stations(*)',
  'order=id.bogus',
  'order=nope',
  'limit=-1',
  'limit=1e99',
  'offset=99999999999999999999',
  'id=eq.',
  'id=zz.1',
  'id=in.(a,b',
  'id=is.maybe',
  'id=not.not.eq.1',
  'latitude=gt.abc',
  'latitude=eq.Infinity',
  'created_at=gt.2026-02-30',
  'or=(',
  'or=(id.eq.1,name.eq.2))',
  `or=${'('.repeat(300)}`,
  'on_conflict=nope',
  'columns=nope',
  'id=eq.%ff',
  'id=eq.%00',
  '%zz',
];
const PREFERS = [
  'return=representation',
  'count=exact',
  'resolution=merge-duplicates',
  'junk',
  '=,=',
];
const RANGES = ['0-', '-5', 'a-b', '5-1', '0-99999999999999'];
const FUNCTIONS = [
  'search_tide_locations',
  'nearest_tide_stations',
  'nearest_current_stations',
  'search_normalize',
  'pg_sleep',
  'nope',
];
const STATION_IDS = ['noaa/8443970', 'noaa/ACT1616', 'noaa/9414290', ...JUNK_TEXT];
const CALENDAR_KEYS = [
  'below',
  'above',
  'slack',
  'tide',
  'near',
  'hours',
  'light',
  'on',
  'days',
  'units',
  'format',
  'list',
  'year',
  'download',
];
const CALENDAR_VALUES = [
  'abc',
  '-1',
  '1e9',
  '0',
  '',
  'xyz',
  '2',
  'NaN',
  'high',
  'day',
  'sat',
  'ft',
  'kn',
  '2026',
  '9999',
  '%00',
  'x'.repeat(500),
];
const AUTH_PATHS = [
  '/auth/v1/signup',
  '/auth/v1/token?grant_type=password',
  '/auth/v1/token?grant_type=refresh_token',
  '/auth/v1/token?grant_type=nope',
  '/auth/v1/logout?scope=junk',
  '/auth/v1/user',
  '/auth/v1/recover?redirect_to=javascript:alert(1)',
  '/auth/v1/verify?token=abc&type=signup',
  '/auth/v1/verify?type=recovery&token=%00',
  '/auth/v1/settings',
];
const EMAILS: unknown[] = [
  '',
  '@',
  'a@b',
  'a'.repeat(300) + '@example.com',
  'a\u0000b@example.com',
  '🌊@example.com',
  null,
  1,
  ['a@example.com'],
];
const PASSWORDS: unknown[] = ['', 'a', 'x'.repeat(100_000), '\u0000'.repeat(8), null, 12345678, {}];

interface BadRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function junkObject(fields: readonly string[]): string {
  const object: Record<string, unknown> = {};
  for (const field of fields) if (random() < 0.7) object[field] = pick(JUNK_VALUES);
  return JSON.stringify(object);
}

/** One malformed request to one of the routes, with its key and a token that may be junk. */
function badRequest(kind: number, keys: { anon: string; junkTokens: string[] }): BadRequest {
  const method = random() < 0.5 ? pick(['GET', 'POST']) : pick(METHODS);
  const headers: Record<string, string> = {
    apikey: random() < 0.9 ? keys.anon : pick(['garbage', '']),
    'content-type': pick(CONTENT_TYPES),
    // A client address of its own, so that per-address limits leave the input to be judged.
    'x-forwarded-for': `10.${Math.floor(random() * 250)}.${Math.floor(random() * 250)}.1`,
  };
  if (random() < 0.4) headers.authorization = `Bearer ${pick(keys.junkTokens)}`;
  if (random() < 0.3) headers.prefer = pick(PREFERS);
  if (random() < 0.2) headers.range = pick(RANGES);
  const withBody = (fields: readonly string[]) =>
    method === 'GET' || method === 'HEAD'
      ? undefined
      : random() < 0.6
        ? junkObject(fields)
        : pick(NOT_JSON);
  switch (kind % 5) {
    case 0:
      return {
        method,
        path: `/rest/v1/${pick(TABLES)}?${pick(FILTERS)}&${pick(FILTERS)}`,
        headers,
        body: withBody(['id', 'station_id', 'started_at', 'catches', 'conditions', 'notes']),
      };
    case 1:
      return {
        method,
        path: `/rest/v1/rpc/${pick(FUNCTIONS)}${random() < 0.3 ? `?${pick(FILTERS)}` : ''}`,
        headers,
        body: withBody([
          'search_term',
          'near_latitude',
          'near_longitude',
          'max_count',
          'within_km',
        ]),
      };
    case 2: {
      const name = pick([
        'get-tide-data',
        'get-current-data',
        'get-water-level',
        'get-flood-outlook',
        'nope',
      ]);
      const body = JSON.stringify({
        ...(name === 'get-flood-outlook' && random() < 0.3
          ? { state: pick(JUNK_VALUES) }
          : { locationId: pick(STATION_IDS) }),
        date: pick(JUNK_VALUES),
        ...(random() < 0.5 ? { days: pick(JUNK_VALUES) } : {}),
        ...(name === 'get-flood-outlook' && random() < 0.5 ? { from: pick(JUNK_VALUES) } : {}),
      });
      return {
        method: random() < 0.7 ? 'POST' : method,
        path: `/functions/v1/${name}`,
        headers,
        body: random() < 0.7 ? body : withBody(['locationId', 'date', 'days']),
      };
    }
    case 3: {
      const query = [new URLSearchParams({ location: pick(STATION_IDS) }).toString()];
      for (let i = Math.floor(random() * 4); i > 0; i -= 1) {
        query.push(`${pick(CALENDAR_KEYS)}=${pick(CALENDAR_VALUES)}`);
      }
      return { method: 'GET', path: `/functions/v1/tide-calendar?${query.join('&')}`, headers };
    }
    default: {
      const fields: Record<string, unknown> = {};
      if (random() < 0.7) fields.email = pick(EMAILS);
      if (random() < 0.7) fields.password = pick(PASSWORDS);
      if (random() < 0.3) fields.refresh_token = pick(JUNK_VALUES);
      if (random() < 0.3) fields.data = pick(JUNK_VALUES);
      return {
        method: random() < 0.7 ? pick(['POST', 'GET', 'PUT']) : method,
        path: pick(AUTH_PATHS),
        headers,
        body:
          method === 'GET' || method === 'HEAD'
            ? undefined
            : random() < 0.8
              ? JSON.stringify(fields)
              : pick(NOT_JSON),
      };
    }
  }
}

/** What an answer must never hold: a stack frame, a source path, an uncaught error's name. */
const LEAKS = [
  /\bat [\w.<>]+ \(/,
  /\.[cm]?[jt]s:\d+/,
  /node_modules/,
  /TypeError|RangeError|ReferenceError/,
];

describe('the API under malformed input', () => {
  let backend: Backend;
  let data: Awaited<ReturnType<typeof tempDataDir>>;

  beforeAll(async () => {
    data = await tempDataDir();
    const base = configFromEnv({});
    backend = await startTestBackend({
      dataDir: data.path,
      trustedProxies: ['127.0.0.1'],
      authRateLimits: {
        ...base.authRateLimits,
        signUpsSignInsPerAddress: 1e6,
        signUpsSignInsPerEmail: 1e6,
      },
    });
  });

  afterAll(async () => {
    await backend?.close();
    data?.remove();
  });

  it(`answers ${REQUESTS} malformed requests below 500, none hanging or leaking internals`, async () => {
    const segment = (text: string) => Buffer.from(text).toString('base64url');
    const keys = {
      anon: backend.anonKey,
      junkTokens: [
        'garbage',
        'a.b.c',
        `${segment('{"alg":"none","typ":"JWT"}')}.${segment('{"role":"service_role","exp":9999999999}')}.`,
        `${segment('{"alg":"HS256"}')}.${segment('{"role":"authenticated","sub":"x","exp":1}')}.x`,
        'a'.repeat(9000),
      ],
    };
    const requests = Array.from({ length: REQUESTS }, (_, i) => badRequest(i, keys));
    const failures: string[] = [];
    let next = 0;
    const send = async () => {
      while (next < requests.length) {
        const request = requests[next++] as BadRequest;
        const what = `${request.method} ${request.path.slice(0, 120)} ${JSON.stringify(request.body?.slice(0, 80) ?? null)}`;
        try {
          const response = await fetch(`${backend.url}${request.path}`, {
            method: request.method,
            headers: request.headers,
            // fetch sends no body with GET or HEAD.
            body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
            signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
            // A redirect (Auth's verify link sends the browser to the site) is the answer itself:
            // following it would reach a site that no test serves.
            redirect: 'manual',
          });
          const text = await response.text();
          if (response.status >= 500)
            failures.push(`${what} -> ${response.status} ${text.slice(0, 200)}`);
          const leak = LEAKS.find((pattern) => pattern.test(text));
          if (leak) failures.push(`${what} -> leaks ${leak.source}: ${text.slice(0, 200)}`);
        } catch (error) {
          failures.push(`${what} -> ${(error as Error).name}: ${(error as Error).message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, send));
    expect(failures).toEqual([]);

    // The backend's own queries (Auth's) still run with its rights after all of that.
    const { error } = await anonClient(backend).auth.signInWithPassword({
      email: 'nobody@example.com',
      password: 'not the password',
    });
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });
});
