/**
 * The production path's function half: supabase/functions/get-tide-data, get-current-data and
 * tide-calendar under real Deno (the `deno` npm package), their npm: imports fetched as hosted
 * Supabase fetches them, reading a real PostgreSQL 15 server through SUPABASE_DB_URL, must answer
 * every request byte for byte as the embedded backend (Node, PGlite) does, apart from when the
 * answer was made.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.ts';
import { migrate, openDatabase, type Database } from '../src/database.ts';
import { startBackend, type Backend } from '../src/server.ts';
import { startNoaaStandIn, type NoaaStandIn } from './helpers.ts';
import { projectDir } from '@tides/supabase/paths';
import { startPostgres, type PostgresServer } from './postgres-server.ts';
import type { TideResult } from '@tides/supabase/tide-result';
import type { WaterLevelResult } from '@tides/supabase/water-level-result';
import {
  startWaterLevelStandIn,
  surgedGauge,
  type WaterLevelStandIn,
} from '@tides/supabase/testing';

/** Station-days enough for every request of this file from one visitor, on both hosts. */
const GENEROUS_BUDGET = {
  TIDE_STATION_DAYS_BURST: '100000',
  TIDE_STATION_DAYS_PER_MINUTE: '100000',
};

const supabaseDir = projectDir;
/**
 * Deno's module and npm cache, kept with the workspace's other caches so the function's npm:
 * packages are downloaded from the registry once per clone, not once per run.
 */
const DENO_DIR = fileURLToPath(new URL('../../../node_modules/.cache/deno', import.meta.url));
/** A fresh clone downloads the function's npm: packages before the first request. */
const DENO_START_TIMEOUT_MS = 150_000;
const DENO_STOP_TIMEOUT_MS = 5_000;

const BOSTON = 'noaa/8443970';
/** Hull, MA: a subordinate station, predicted from Boston with NOAA's offsets. */
const HULL = 'noaa/8444351';
/** Ålesund, Norway: no NOAA number, chart datum rather than MLLW, a European zone. */
const ALESUND = 'kartverket/AES';
/** Vancouver, BC: on UTC−7 all year from 1 November 2026 (IANA 2026d), MST in winter. */
const VANCOUVER = 'ticon/vancouver_bc-7735-can-meds';
/** Honolulu: no daylight-saving time. */
const HONOLULU = 'noaa/1612340';

interface Call {
  method?: string;
  /** Sent as it is when a string, else as JSON. */
  body?: unknown;
}

const CALLS: Record<string, Call> = {
  'Boston on 2026-11-22': { body: { locationId: BOSTON, date: '2026-11-22' } },
  'a subordinate station (Hull, MA)': { body: { locationId: HULL, date: '2026-11-22' } },
  'Boston on 22 November as chosen in Tokyo': {
    body: { locationId: BOSTON, date: '2026-11-22T00:00:00+09:00' },
  },
  'Boston on the day clocks go forward': { body: { locationId: BOSTON, date: '2026-03-08' } },
  'a station outside the US': { body: { locationId: ALESUND, date: '2026-11-22' } },
  'a week of Boston across the clock change': {
    body: { locationId: BOSTON, date: '2026-10-29', days: 7 },
  },
  'a month of Hull, MA': { body: { locationId: HULL, date: '2027-02-01', days: 28 } },
  'a week of Vancouver, BC, on UTC−7 in winter': {
    body: { locationId: VANCOUVER, date: '2026-11-22', days: 7 },
  },
  'a month of Boston across March 2027': {
    body: { locationId: BOSTON, date: '2027-03-01', days: 31 },
  },
  'a week of Honolulu, which keeps no daylight time': {
    body: { locationId: HONOLULU, date: '2027-03-10', days: 7 },
  },
  'more days than one request may ask for': {
    body: { locationId: BOSTON, date: '2026-11-22', days: 32 },
  },
  'an empty object': { body: {} },
  'no date': { body: { locationId: BOSTON } },
  'no location': { body: { date: '2026-11-22' } },
  'a location that is not a string': { body: { locationId: 8443970, date: '2026-11-22' } },
  'an impossible date': { body: { locationId: BOSTON, date: '2026-02-30' } },
  'a date outside the supported years': { body: { locationId: BOSTON, date: '2150-01-01' } },
  'a body that is not JSON': { body: 'locationId=noaa/8443970&date=2026-11-22' },
  'an empty body': { body: '' },
  'an unknown station': { body: { locationId: 'noaa/0000000', date: '2026-11-22' } },
  'a GET instead of a POST': { method: 'GET' },
};

interface Answer {
  status: number;
  contentType: string | null;
  text: string;
}

let server: PostgresServer | undefined;
let pg: Database | undefined;
let backend: Backend | undefined;
let noaa: NoaaStandIn | undefined;
/** A NOAA whose Boston gauge reads our prediction plus a surge, for both hosts' water levels. */
let gauges: WaterLevelStandIn | undefined;
/** The embedded backend on the same PostgreSQL, asking that NOAA. */
let backendWithGauges: Backend | undefined;
const functions: {
  offline?: DenoFunction;
  withNoaa?: DenoFunction;
  calendar?: DenoFunction;
  currents?: DenoFunction;
  waterLevel?: DenoFunction;
} = {};

/** The deno binary of the `deno` npm package, wherever pnpm put it. */
function denoExecutable(): string {
  const packageDir = realpathSync(
    dirname(createRequire(join(supabaseDir, 'package.json')).resolve('deno/package.json')),
  );
  const copied = join(packageDir, process.platform === 'win32' ? 'deno.exe' : 'deno');
  if (existsSync(copied)) return copied;
  // Its postinstall copies the binary out of the platform package; without it, use it in place.
  const arch = process.arch === 'arm64' ? 'arm64' : 'x64';
  const platform =
    process.platform === 'linux' ? `linux-${arch}-glibc` : `${process.platform}-${arch}`;
  const platformPackage = createRequire(join(packageDir, 'package.json')).resolve(
    `@deno/${platform}/package.json`,
  );
  return join(dirname(platformPackage), process.platform === 'win32' ? 'deno.exe' : 'deno');
}

interface DenoFunction {
  url: string;
  output: string[];
  stop(): Promise<void>;
}

/** Serves a function with `deno run`, as the edge runtime would, on a free loopback port. */
async function startFunction(
  env: Record<string, string>,
  name = 'get-tide-data',
): Promise<DenoFunction> {
  const output: string[] = [];
  const deno: ChildProcess = spawn(
    denoExecutable(),
    [
      'run',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      // npm: packages from the registry into DENO_DIR, as hosted Supabase resolves them, never
      // from the workspace's node_modules.
      '--node-modules-dir=none',
      '--config',
      `functions/${name}/deno.json`,
      `functions/${name}/index.ts`,
    ],
    {
      cwd: supabaseDir,
      env: {
        ...process.env,
        DENO_DIR,
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
        // Port 0: Deno.serve picks a free port and prints it.
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        ...(process.env.npm_config_registry && !process.env.NPM_CONFIG_REGISTRY
          ? { NPM_CONFIG_REGISTRY: process.env.npm_config_registry }
          : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (deno.exitCode !== null || deno.signalCode !== null) return resolve();
      const timer = setTimeout(() => deno.kill('SIGKILL'), DENO_STOP_TIMEOUT_MS);
      deno.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      deno.kill('SIGTERM');
    });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(
        new Error(`deno did not start within ${DENO_START_TIMEOUT_MS} ms:\n${output.join('')}`),
      );
    }, DENO_START_TIMEOUT_MS);
    const onOutput = (chunk: Buffer) => {
      output.push(chunk.toString());
      const listening = /Listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output.join(''));
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    };
    deno.stdout?.on('data', onOutput);
    deno.stderr?.on('data', onOutput);
    deno.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`deno exited (code ${code}) before serving:\n${output.join('')}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, output, stop };
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} did not start; see the beforeAll error.`);
  return value;
}

function requestInit(call: Call, headers: Record<string, string>): RequestInit {
  const method = call.method ?? 'POST';
  if (method === 'GET' || call.body === undefined) return { method, headers };
  return {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof call.body === 'string' ? call.body : JSON.stringify(call.body),
  };
}

async function toAnswer(response: Response): Promise<Answer> {
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    text: await response.text(),
  };
}

/** The call as the edge runtime hands it to the function, behind the gateway's JWT check. */
async function callFunction(fn: DenoFunction | undefined, call: Call): Promise<Answer> {
  const { url } = required(fn, 'The Deno function');
  return toAnswer(await fetch(`${url}/get-tide-data`, requestInit(call, {})));
}

/** The call as supabase-js sends it to the embedded backend. */
async function callBackend(call: Call): Promise<Answer> {
  const { url, anonKey } = required(backend, 'The embedded backend');
  return toAnswer(
    await fetch(
      `${url}/functions/v1/get-tide-data`,
      requestInit(call, { apikey: anonKey, authorization: `Bearer ${anonKey}` }),
    ),
  );
}

function withoutGeneratedAt(text: string): unknown {
  const parsed = JSON.parse(text) as Record<string, unknown>;
  delete parsed.generatedAt;
  return parsed;
}

function blankGeneratedAt(text: string): string {
  return text.replace(/"generatedAt":"[^"]*"/, '"generatedAt":""');
}

beforeAll(async () => {
  // PostgreSQL, PGlite and Deno each start on their own; wait for all three at once.
  const setups = await Promise.allSettled([
    (async () => {
      server = await startPostgres();
      pg = await openDatabase({ databaseUrl: server.url });
      await migrate(pg);
      noaa = await startNoaaStandIn('ok');
      gauges = await startWaterLevelStandIn();
      gauges.addGauge(await surgedGauge(pg, BOSTON, 0.183));
      const [offline, withNoaa, calendar, currents, waterLevel, onPostgres] = await Promise.all([
        startFunction({ SUPABASE_DB_URL: server.url, NOAA_API_URL: 'off' }),
        startFunction({ SUPABASE_DB_URL: server.url, NOAA_API_URL: noaa.url }),
        startFunction(
          {
            SUPABASE_DB_URL: server.url,
            SITE_URL: configFromEnv({}).siteUrl,
            NOAA_API_URL: 'off',
            // Every request here is one visitor's: the budget is proved on its own elsewhere.
            ...GENEROUS_BUDGET,
          },
          'tide-calendar',
        ),
        startFunction({ SUPABASE_DB_URL: server.url }, 'get-current-data'),
        startFunction({ SUPABASE_DB_URL: server.url, NOAA_API_URL: gauges.url }, 'get-water-level'),
        startBackend({
          ...configFromEnv({}),
          port: 0,
          databaseUrl: server.url,
          noaaBaseUrl: gauges.url,
        }),
      ]);
      Object.assign(functions, { offline, withNoaa, calendar, currents, waterLevel });
      backendWithGauges = onPostgres;
    })(),
    (async () => {
      backend = await startBackend({
        ...configFromEnv(GENEROUS_BUDGET),
        port: 0,
        dataDir: '',
        noaaBaseUrl: null,
      });
    })(),
  ]);
  for (const setup of setups) if (setup.status === 'rejected') throw setup.reason;
});

afterAll(async () => {
  await Promise.allSettled([
    functions.offline?.stop(),
    functions.withNoaa?.stop(),
    functions.calendar?.stop(),
    functions.currents?.stop(),
    functions.waterLevel?.stop(),
    backendWithGauges?.close(),
    gauges?.close(),
    backend?.close(),
    noaa?.close(),
    pg?.close(),
  ]);
  await server?.stop();
});

describe('get-tide-data under Deno on PostgreSQL', () => {
  describe.each(Object.entries(CALLS))('when asked for %s', (_what, call) => {
    it('answers as the embedded backend does, apart from generatedAt', async () => {
      const [fromDeno, fromBackend] = await Promise.all([
        callFunction(functions.offline, call),
        callBackend(call),
      ]);
      expect(fromDeno.status).toBe(fromBackend.status);
      expect(fromDeno.contentType).toBe(fromBackend.contentType);
      expect(withoutGeneratedAt(fromDeno.text)).toEqual(withoutGeneratedAt(fromBackend.text));
      expect(blankGeneratedAt(fromDeno.text)).toBe(blankGeneratedAt(fromBackend.text));
    });
  });

  it('answers Boston with its tides, computed from the harmonic constants', async () => {
    const answer = await callFunction(functions.offline, CALLS['Boston on 2026-11-22'] ?? {});
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({
      location: 'Boston, MA',
      date: '2026-11-22',
      source: 'harmonic',
      station: { id: BOSTON, timeZone: 'America/New_York' },
    });
  });

  it('answers Vancouver on 25 November 2026 on UTC−7 (MST) in every field', async () => {
    const answer = await callFunction(functions.offline, {
      body: { locationId: VANCOUVER, date: '2026-11-25' },
    });
    expect(answer.status).toBe(200);
    const result = JSON.parse(answer.text) as TideResult;
    expect(result.station.timeZoneAbbreviation).toBe('MST');
    const instants = [
      ...result.extremes.map((event) => event.at),
      ...result.timeline.map((point) => point.at),
      result.sun.sunrise ?? '',
      result.sun.sunset ?? '',
    ];
    expect(instants.filter((at) => !at.endsWith('-07:00'))).toEqual([]);
    expect(result.extremes.filter((event) => !event.time.endsWith(' MST'))).toEqual([]);
    // The day runs from local midnight to local midnight, 07:00 to 07:00 UTC.
    expect(result.timeline[0]?.at).toBe('2026-11-25T00:00:00-07:00');
    expect(Date.parse(result.timeline.at(-1)?.at ?? '')).toBe(Date.UTC(2026, 10, 26, 7, 0));
  });

  it('answers Boston in March 2027 on EST until the 14th at 2 AM and EDT after', async () => {
    const answer = await callFunction(
      functions.offline,
      CALLS['a month of Boston across March 2027'] ?? {},
    );
    const result = JSON.parse(answer.text) as TideResult;
    const change = Date.UTC(2027, 2, 14, 7, 0);
    const wrong = (result.days ?? []).flatMap((day) =>
      day.extremes
        .filter((event) => {
          const before = Date.parse(event.at) < change;
          const [offset, name] = before ? ['-05:00', ' EST'] : ['-04:00', ' EDT'];
          return !event.at.endsWith(offset) || !event.time.endsWith(name);
        })
        .map((event) => `${day.date} ${event.at} ${event.time}`),
    );
    expect(result.days).toHaveLength(31);
    expect(wrong).toEqual([]);
  });

  it('answers bad input with a 4xx and { error, details }', async () => {
    for (const what of [
      'an impossible date',
      'a body that is not JSON',
      'an unknown station',
      'a GET instead of a POST',
    ]) {
      const answer = await callFunction(functions.offline, CALLS[what] ?? {});
      expect(answer.status, what).toBeGreaterThanOrEqual(400);
      expect(answer.status, what).toBeLessThan(500);
      expect(Object.keys(JSON.parse(answer.text) as object).sort(), what).toEqual([
        'details',
        'error',
      ]);
    }
  });

  it('lets browsers call it from any origin (CORS preflight)', async () => {
    const { url } = required(functions.offline, 'The Deno function');
    const preflight = await fetch(`${url}/get-tide-data`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://example.org',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    await preflight.body?.cancel();
    expect(preflight.ok).toBe(true);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/\bPOST\b/);
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').split(/,\s*/);
    expect(allowed).toEqual(
      expect.arrayContaining(['authorization', 'x-client-info', 'apikey', 'content-type']),
    );
  });

  it('caches NOAA answers in PostgreSQL: fresh first, then cached', async () => {
    const call = { body: { locationId: BOSTON, date: '2026-03-20' } };
    const first = JSON.parse((await callFunction(functions.withNoaa, call)).text) as Record<
      string,
      unknown
    >;
    const second = JSON.parse((await callFunction(functions.withNoaa, call)).text) as Record<
      string,
      unknown
    >;
    expect(first.source).toBe('fresh');
    expect(second.source).toBe('cached');
    expect(second.extremes).toEqual(first.extremes);
    expect(required(noaa, 'The NOAA stand-in').requests).toHaveLength(1);
    const rows = await required(pg, 'PostgreSQL').query<{ events: unknown }>(
      `select events from public.noaa_prediction_cache where station_id = $1 and date = '2026-03-20'`,
      [BOSTON],
    );
    expect(rows).toEqual([
      { events: expect.arrayContaining([expect.objectContaining({ type: 'high' })]) },
    ]);
  });
});

/** Feeds asked of both hosts: highs and lows, another station in metres, windows, errors. */
const FEEDS: Record<string, string> = {
  "Boston's highs and lows": `location=${BOSTON}`,
  'Hull, MA in metres for a week': `location=${HULL}&units=m&days=7`,
  'Ålesund, outside the US': `location=${ALESUND}&days=3`,
  'below 0 ft in daylight': `location=${BOSTON}&below=0&light=day`,
  'rising near high on weekends, as JSON': `location=${BOSTON}&tide=rising&near=high&hours=2&on=sat,sun&format=json`,
  "Boston's king tides of 2027": `location=${BOSTON}&list=king-tides&year=2027&format=json`,
  'too many days': `location=${BOSTON}&days=91`,
  'an unknown station': 'location=noaa/0000000',
};

/** DTSTAMP is when the feed was written; everything else must match byte for byte. */
function withoutStamp(text: string): string {
  return text.replace(/^DTSTAMP:\d{8}T\d{6}Z\r$/gm, 'DTSTAMP:');
}

describe('tide-calendar under Deno on PostgreSQL', () => {
  it.each(Object.entries(FEEDS))(
    'answers %s as the embedded backend does',
    async (_what, query) => {
      const { url } = required(functions.calendar, 'The Deno calendar function');
      const { url: backendUrl } = required(backend, 'The embedded backend');
      // Calendar apps send no key: neither host may ask for one.
      const [fromDeno, fromBackend] = await Promise.all([
        fetch(`${url}/tide-calendar?${query}`).then(toAnswer),
        fetch(`${backendUrl}/functions/v1/tide-calendar?${query}`).then(toAnswer),
      ]);
      expect(fromDeno.status).toBe(fromBackend.status);
      expect(fromDeno.contentType).toBe(fromBackend.contentType);
      expect(withoutStamp(fromDeno.text)).toBe(withoutStamp(fromBackend.text));
    },
  );
});

const CURRENT_CALLS: Record<string, Call> = {
  'Deception Pass on 2026-06-01': { body: { locationId: 'noaa/PUG1701', date: '2026-06-01' } },
  'a week of a subordinate station across the clock change': {
    body: { locationId: 'noaa/PCT0236', date: '2026-10-29', days: 7 },
  },
  'a date outside the supported years': {
    body: { locationId: 'noaa/PUG1701', date: '2150-01-01' },
  },
  'a tide station': { body: { locationId: BOSTON, date: '2026-06-01' } },
  'a GET instead of a POST': { method: 'GET' },
};

describe('get-current-data under Deno on PostgreSQL', () => {
  it.each(Object.entries(CURRENT_CALLS))(
    'answers %s as the embedded backend does, apart from generatedAt',
    async (_what, call) => {
      const { url } = required(functions.currents, 'The Deno current function');
      const { url: backendUrl, anonKey } = required(backend, 'The embedded backend');
      const [fromDeno, fromBackend] = await Promise.all([
        fetch(`${url}/get-current-data`, requestInit(call, {})).then(toAnswer),
        fetch(
          `${backendUrl}/functions/v1/get-current-data`,
          requestInit(call, { apikey: anonKey, authorization: `Bearer ${anonKey}` }),
        ).then(toAnswer),
      ]);
      expect(fromDeno.status).toBe(fromBackend.status);
      expect(fromDeno.contentType).toBe(fromBackend.contentType);
      expect(blankGeneratedAt(fromDeno.text)).toBe(blankGeneratedAt(fromBackend.text));
    },
  );
});

/** Water-level requests asked of both hosts: a gauge, no gauge, and each refusal. */
const WATER_LEVEL_CALLS: Record<string, Call> = {
  "Boston's gauge": { body: { locationId: BOSTON } },
  'a subordinate station without a gauge (Hull, MA)': { body: { locationId: HULL } },
  'a station outside the US': { body: { locationId: ALESUND } },
  'an unknown station': { body: { locationId: 'noaa/0000000' } },
  'no location': { body: {} },
  'a body that is not JSON': { body: 'locationId=noaa/8443970' },
  'a GET instead of a POST': { method: 'GET' },
};

/**
 * Each host asks NOAA for the 48 hours up to the minute it is asked in; two hosts asked across
 * a minute's turn hold windows a minute apart. Their answers must agree on everything else, on
 * every instant both hold, and on where the water was at each one's latest.
 */
function expectSameWaterLevels(deno: string, backend: string): void {
  const [a, b] = [JSON.parse(deno), JSON.parse(backend)] as Partial<WaterLevelResult>[];
  if (!a || !b) throw new Error('Both hosts answer JSON.');
  const rest = ({ observations: _o, latest: _l, fetchedAt: _f, ...others }: typeof a) => others;
  expect(rest(a)).toEqual(rest(b));
  if (!a.observations || !b.observations) return;
  const byInstant = new Map(b.observations.map((each) => [each.at, each]));
  const shared = a.observations.filter((each) => byInstant.has(each.at));
  expect(shared.length).toBeGreaterThanOrEqual(Math.min(a.observations.length, 470));
  for (const each of shared) expect(each).toEqual(byInstant.get(each.at));
  expect(a.latest === null).toBe(b.latest === null);
}

describe('get-water-level under Deno on PostgreSQL', () => {
  it.each(Object.entries(WATER_LEVEL_CALLS))(
    'answers %s as the embedded backend does',
    async (_what, call) => {
      const { url } = required(functions.waterLevel, 'The Deno water-level function');
      const { url: backendUrl, anonKey } = required(backendWithGauges, 'The embedded backend');
      const [fromDeno, fromBackend] = await Promise.all([
        fetch(`${url}/get-water-level`, requestInit(call, {})).then(toAnswer),
        fetch(
          `${backendUrl}/functions/v1/get-water-level`,
          requestInit(call, { apikey: anonKey, authorization: `Bearer ${anonKey}` }),
        ).then(toAnswer),
      ]);
      expect(fromDeno.status).toBe(fromBackend.status);
      expect(fromDeno.contentType).toBe(fromBackend.contentType);
      expectSameWaterLevels(fromDeno.text, fromBackend.text);
    },
  );

  it("answers Boston's gauge with the surge above the prediction", async () => {
    const { url } = required(functions.waterLevel, 'The Deno water-level function');
    const response = await fetch(
      `${url}/get-water-level`,
      requestInit({ body: { locationId: BOSTON } }, {}),
    );
    const result = (await response.json()) as WaterLevelResult;
    expect(result.source).toBe('noaa');
    expect(result.latest?.residualM).toBeCloseTo(0.183, 2);
  });
});
