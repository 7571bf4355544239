/**
 * `pnpm bench`: how fast the embedded backend is on this machine, across the whole catalogue,
 * beside @neaps/api (the tide engine's own HTTP server) in the same run. Prints the backend's
 * start time (first run, which migrates and seeds, and later runs), its memory at rest and at the
 * end, then a table of requests a second and p50/p95 latency over real HTTP (Debian's wrk):
 *
 * - never-seen station-days: every station (reference and subordinate, US and foreign) on any
 *   day of two years, in random order, each pair asked once, at 1 and 50 connections; the same
 *   pairs asked of @neaps/api's extremes and timeline, which get-tide-data answers at once
 *   (with sun and moon). Measured in the default configuration (NOAA's address set but
 *   unreachable: a server that never answers, as a machine without internet meets NOAA) and
 *   with NOAA off.
 * - never-seen search terms, each asked once of search_tide_locations and @neaps/api's search:
 *   words of station names and regions with a letter added (a typo or a half-typed word), and
 *   typed prefixes of station names (3 to 14 characters, as a search box sends them).
 * - repeated requests: the same population again and again, the steady state of a public site.
 * - never-seen current station-days: every tidal-current station (harmonic and subordinate) on
 *   any day of the same two years, each pair asked once of get-current-data, beside the tide
 *   stations' never-seen station-days.
 *
 * Each row also gives the server's CPU time per request (user and system, from /proc), the
 * figure to compare runs by on a machine shared with other work, and its 4xx/5xx answers apart.
 *
 * The targets are printed with whether each is met. BENCH_SECONDS (default 5) sets each
 * measurement's length; BENCH_ONLY picks parts, comma separated: search, days (never-seen tide
 * station-days beside @neaps/api's), currents (never-seen current station-days beside the tide
 * ones), repeated (repeated station-days), noaa-off; tides is all but search;
 * BENCH_CONNECTIONS=50 measures at 50 connections only (the default is 1,50); BENCH_NOAA_OFF=0
 * leaves out the NOAA-off rows; BENCH_CPU_PROF=<directory> has every backend write a V8 CPU
 * profile there when it stops.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { residentMemoryMb } from '../scripts/backend-process.ts';
import { seededRandom as random } from '../scripts/seeded-random.ts';
import { BACKEND_ENV, BACKEND_NODE_FLAGS } from '../runtime.mjs';
import {
  drawStationDays,
  neapsDays,
  neapsSearch,
  ours,
  ourCurrents,
  ourSearch,
  prefixTerms,
  typoTerms,
  YEARS,
} from './requests.ts';
import { cpuMs, silentServer, startNeaps } from './processes.ts';
import { ensureWrk, wrk, type WrkRequest, type WrkResult } from './wrk.ts';

const buildScript = fileURLToPath(new URL('../build.mjs', import.meta.url));
const cli = fileURLToPath(new URL('../dist/cli.mjs', import.meta.url));
const backendDir = fileURLToPath(new URL('../', import.meta.url));

/** Seconds per measurement; each is preceded by a warm-up of its own never-seen requests. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 2;
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? '')
    .split(',')
    .filter(Boolean)
    .flatMap((part) => (part === 'tides' ? ['days', 'currents', 'repeated', 'noaa-off'] : [part])),
);
/** Whether BENCH_ONLY asks for `part` (every part when it is not set). */
const runs = (part: 'search' | 'days' | 'currents' | 'repeated' | 'noaa-off') =>
  ONLY.size === 0 || ONLY.has(part);
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF;
/** The numbers of connections each case is measured at. */
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,50').split(',').map(Number);
/** Never-seen requests drawn per measurement: more than either server answers in SECONDS. */
const DRAWN = 60_000;

/** Never-seen station-days at 50 connections, default configuration: ≥ this × @neaps/api's both. */
const TARGET_NEW_DAYS_FACTOR = 5;
/** Each search load at 50 connections: ≥ this × @neaps/api's rate, every answer a 200. */
const SEARCH_TARGETS: [string, number][] = [
  ['never-seen words, a letter added', 1],
  ['typed prefixes of station names', 1.5],
];
/** Repeated station-days at 50 connections, default configuration. */
const TARGET_REPEATED_RPS = 5_000;

interface Target {
  url: string;
  headers: Record<string, string>;
  /** The server's process, whose CPU time is measured. */
  pid: number | undefined;
}

interface Running {
  startMs: number;
  pid: number | undefined;
  url: string;
  anonKey: string;
  stop(): Promise<void>;
}

/**
 * The bench is one client playing thousands of visitors, each asking once: the per-client limits
 * (which would rightly refuse it) are raised so that the figures measure the work itself. NOAA's
 * call budget is left as it ships.
 */
const ONE_CLIENT_PLAYS_MANY = {
  // wrk's 50 connections, the bench's own (it asks each repeated request once first), and the
  // last wrk's, each held open until its queued request's turn, come from one address: past 64
  // the server closed new ones as they arrived, which wrk counted as socket read errors.
  CONNECTIONS_PER_ADDRESS: '1000',
  REST_IN_FLIGHT_PER_CLIENT: '1000',
  REST_QUEUED_PER_CLIENT: '100000',
  TIDE_STATION_DAYS_PER_MINUTE: '100000000',
  TIDE_STATION_DAYS_BURST: '100000000',
};

function startBackend(dataDir: string, noaaApiUrl = 'off'): Promise<Running> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    // The built server, as `pnpm start` runs it: one plain Node process, child.pid the backend's.
    const profile = CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : [];
    const child = spawn(process.execPath, [...BACKEND_NODE_FLAGS, ...profile, cli], {
      cwd: backendDir,
      env: {
        ...process.env,
        ...BACKEND_ENV,
        PORT: '0',
        DATA_DIR: dataDir,
        NOAA_API_URL: noaaApiUrl,
        ...ONE_CLIENT_PLAYS_MANY,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let url = '';
    createInterface({ input: child.stdout }).on('line', (line) => {
      const api = /^API URL: (\S+)/.exec(line);
      const key = /^anon key: (\S+)/.exec(line);
      if (api) url = api[1] ?? '';
      // What the server says of requests it could not answer, beside the figures they affect.
      if (/abandon|unexpected|closed/i.test(line)) console.log(`  (backend: ${line})`);
      if (key) {
        resolve({
          startMs: performance.now() - started,
          pid: child.pid,
          url,
          anonKey: key[1] ?? '',
          stop: () =>
            new Promise((done) => {
              child.removeAllListeners('exit');
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`backend exited with ${code}`)));
  });
}

const headersFor = (backend: Running) => ({
  apikey: backend.anonKey,
  authorization: `Bearer ${backend.anonKey}`,
  'content-type': 'application/json',
});

/** Every row of a table through the REST API, a thousand (its most) at a time. */
async function readTable<Row>(backend: Running, table: string, select: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let offset = 0; ; offset += 1000) {
    const response = await fetch(
      `${backend.url}/rest/v1/${table}?select=${select}&order=id&limit=1000&offset=${offset}`,
      { headers: headersFor(backend) },
    );
    // A fresh data directory is seeded after the server listens, answering 503 meanwhile.
    if (response.status === 503 && rows.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      offset -= 1000;
      continue;
    }
    if (!response.ok) throw new Error(`reading ${table}: HTTP ${response.status}`);
    const page = (await response.json()) as Row[];
    rows.push(...page);
    if (page.length < 1000) return rows;
  }
}

interface Row extends WrkResult {
  server: string;
  what: string;
  concurrency: number;
  /** More requests were sent than the list held, so some were not new. */
  wrapped: boolean;
  /** The server's CPU time per request, µs; null when it could not be read. */
  cpuUs: number | null;
}

const rows: Row[] = [];

/**
 * Asks every request of a population once, eight at a time, so that a measurement of repeated
 * requests finds all of them answered before: a short warm-up reaches only some.
 */
async function askEach(
  target: { url: string; headers: Record<string, string> },
  requests: WrkRequest[],
  concurrency = 8,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) {
        const { method, path, body } = requests[next++]!;
        // A keep-alive socket the server has just closed fails once; the next attempt opens one.
        for (let attempt = 1; ; attempt += 1) {
          try {
            const response = await fetch(`${target.url}${path}`, {
              method,
              headers: target.headers,
              ...(body === undefined ? {} : { body }),
            });
            await response.arrayBuffer();
            break;
          } catch (error) {
            if (attempt === 3) throw error;
          }
        }
      }
    }),
  );
}

/** One measurement: a warm-up on requests of its own, then `requests` for SECONDS. */
function measure(
  server: string,
  what: string,
  { url, headers, pid }: Target,
  concurrency: number,
  warmUp: WrkRequest[],
  requests: WrkRequest[],
  { repeated = false } = {},
): Row {
  wrk({ url, headers, requests: warmUp, connections: concurrency, seconds: WARM_UP_SECONDS });
  const cpuBefore = cpuMs(pid);
  const result = wrk({ url, headers, requests, connections: concurrency, seconds: SECONDS });
  const cpuAfter = cpuMs(pid);
  const cpuUs =
    cpuBefore === null || cpuAfter === null || result.requests === 0
      ? null
      : ((cpuAfter - cpuBefore) * 1000) / result.requests;
  const row = {
    server,
    what,
    concurrency,
    ...result,
    wrapped: !repeated && result.requests > requests.length,
    cpuUs,
  };
  rows.push(row);
  console.log(
    `${server.padEnd(22)} ${what.padEnd(40)} ${String(concurrency).padStart(2)}: ${result.rps.toFixed(0).padStart(6)} req/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ${cpuUs === null ? '?' : cpuUs.toFixed(0)} µs CPU each, ${result.errors} errors, ${result.non2xx} non-2xx answers${row.wrapped ? ' (list ran out: some repeated)' : ''}`,
  );
  return row;
}

function printTable(): void {
  console.log('\nSpeed (same machine, same run, wrk):\n');
  console.log(
    '| Server | Requests | Concurrent | req/s | p50 ms | p95 ms | CPU µs/req | errors | 4xx/5xx |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    console.log(
      `| ${row.server} | ${row.what} | ${row.concurrency} | ${Math.round(row.rps).toLocaleString('en-US')} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.cpuUs === null ? '?' : Math.round(row.cpuUs)} | ${row.errors} | ${row.non2xx} |`,
    );
  }
}

function printTargets(): void {
  const find = (server: string, what: string) =>
    rows.find((row) => row.server === server && row.what === what && row.concurrency === 50);
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  console.log('\nTargets (50 connections):');
  const fresh = find('get-tide-data', 'never-seen station-days, default config');
  const extremes = find('`@neaps/api` extremes', 'never-seen station-days');
  const timeline = find('`@neaps/api` timeline', 'never-seen station-days');
  if (fresh && extremes && timeline) {
    // Both of @neaps/api's answers for a day take the time of one and then the other.
    const both = 1 / (1 / extremes.rps + 1 / timeline.rps);
    if (fresh.cpuUs !== null && extremes.cpuUs !== null && timeline.cpuUs !== null) {
      const bothCpu = extremes.cpuUs + timeline.cpuUs;
      console.log(
        `  (CPU per never-seen station-day: get-tide-data ${fresh.cpuUs.toFixed(0)} µs, @neaps/api's two answers ${bothCpu.toFixed(0)} µs: ${(bothCpu / fresh.cpuUs).toFixed(2)}× as much)`,
      );
    }
    console.log(
      `  never-seen station-days, default config ≥ ${TARGET_NEW_DAYS_FACTOR}× @neaps/api's extremes + timeline (${both.toFixed(0)} req/s together) and p95 ≤ its extremes p95 (${extremes.p95.toFixed(1)} ms): ${fresh.rps.toFixed(0)} req/s (${(fresh.rps / both).toFixed(2)}×), p95 ${fresh.p95.toFixed(1)} ms: ${verdict(fresh.rps >= TARGET_NEW_DAYS_FACTOR * both && fresh.p95 <= extremes.p95)}`,
    );
  }
  for (const [what, factor] of SEARCH_TARGETS) {
    const search = find('search_tide_locations', what);
    const neapsRow = find('`@neaps/api` search', what);
    if (!search || !neapsRow) continue;
    console.log(
      `  ${what} ≥ ${factor}× @neaps/api's ${neapsRow.rps.toFixed(0)} req/s: ${search.rps.toFixed(0)} req/s (${(search.rps / neapsRow.rps).toFixed(2)}×), p95 ${search.p95.toFixed(1)} ms against ${neapsRow.p95.toFixed(1)}: ${verdict(search.rps >= factor * neapsRow.rps && search.non2xx === 0)}`,
    );
  }
  const tideDays = find('get-tide-data', 'never-seen station-days, default config');
  const currentDays = find('get-current-data', 'never-seen current station-days');
  if (tideDays && currentDays) {
    console.log(
      `  never-seen current station-days ≥ never-seen tide station-days (${tideDays.rps.toFixed(0)} req/s, p95 ${tideDays.p95.toFixed(1)} ms): ${currentDays.rps.toFixed(0)} req/s, p95 ${currentDays.p95.toFixed(1)} ms: ${verdict(currentDays.rps >= tideDays.rps)}`,
    );
  }
  const repeated = find('get-tide-data', 'repeated station-days, default config');
  if (repeated) {
    console.log(
      `  repeated station-days, default config ≥ ${TARGET_REPEATED_RPS} req/s: ${repeated.rps.toFixed(0)} req/s: ${verdict(repeated.rps >= TARGET_REPEATED_RPS)}`,
    );
  }
}

/** Lets a backend finish what it does after starting (reading every station), then reads RSS. */
async function restingMemoryMb(pid: number | undefined): Promise<number | null> {
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return residentMemoryMb(pid);
}

// Built once, if its sources changed since the last build.
execFileSync(process.execPath, [buildScript], { stdio: 'inherit' });

if (!ensureWrk()) {
  console.error('The bench needs wrk (apt-get install wrk), a load generator in C.');
  process.exit(1);
}

/** Other work on the machine moves every figure: printed with them. */
const startLoad = loadavg()
  .map((load) => load.toFixed(2))
  .join(', ');
const dataDir = mkdtempSync(join(tmpdir(), 'tides-bench-'));
const silent = await silentServer();
const neaps = await startNeaps();
const memory: string[] = [];
try {
  const first = await startBackend(dataDir);
  await first.stop();
  const later: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const run = await startBackend(dataDir);
    later.push(run.startMs);
    await run.stop();
  }
  console.log(
    `Backend start: first run (migrate + seed) ${(first.startMs / 1000).toFixed(2)} s; later runs ${later.map((ms) => (ms / 1000).toFixed(2)).join(' s, ')} s`,
  );

  // The default configuration: NOAA's address set, and nothing answering there.
  const backend = await startBackend(dataDir, silent.url);
  const restMb = await restingMemoryMb(backend.pid);
  const target = { url: backend.url, headers: headersFor(backend), pid: backend.pid };
  const neapsTarget = { url: neaps.url, headers: {}, pid: neaps.pid };
  const next = random(20_261_125);

  const stationRows = await readTable<{ id: string; name: string; region: string | null }>(
    backend,
    'tide_stations',
    'id,name,region',
  );
  const stations = stationRows.map((row) => row.id);
  console.log(`Drawing from ${stations.length} stations, ${YEARS} years of days.`);

  const currentStations = (await readTable<{ id: string }>(backend, 'current_stations', 'id')).map(
    (row) => row.id,
  );

  if (runs('search')) {
    const loads = [
      {
        what: 'never-seen words, a letter added',
        terms: typoTerms(
          [...stationRows.map((row) => row.name), ...stationRows.map((row) => row.region ?? '')],
          2 * CONNECTIONS.length * DRAWN,
          next,
        ),
      },
      {
        what: 'typed prefixes of station names',
        terms: prefixTerms(
          stationRows.map((row) => row.name),
          next,
        ),
      },
    ];
    for (const { what, terms } of loads) {
      console.log(`${what}: ${terms.length} distinct search terms.`);
      // Each measurement and its warm-up get terms of their own.
      const size = Math.min(DRAWN, Math.floor(terms.length / (2 * CONNECTIONS.length)));
      const slice = (index: number) => terms.slice(index * size, (index + 1) * size);
      for (const [index, concurrency] of CONNECTIONS.entries()) {
        const warm = slice(2 * index);
        const measured = slice(2 * index + 1);
        measure(
          'search_tide_locations',
          what,
          target,
          concurrency,
          ourSearch(warm),
          ourSearch(measured),
        );
        measure(
          '`@neaps/api` search',
          what,
          neapsTarget,
          concurrency,
          neapsSearch(warm),
          neapsSearch(measured),
        );
      }
    }
    const terms = loads[1]!.terms;
    const population = ourSearch(terms.slice(0, 1_000));
    await askEach(target, population);
    measure('search_tide_locations', 'repeated search terms', target, 50, population, population, {
      repeated: true,
    });
  }

  const days = (count: number) => drawStationDays(stations, count, next);
  if (runs('days') || runs('currents')) {
    // The default configuration's steady state: NOAA has timed out often enough that the
    // server leaves it alone. A few NOAA stations' days first, one at a time, each waiting out
    // the timeout until the server stops asking.
    await askEach(
      target,
      ours(
        drawStationDays(
          stations.filter((id) => id.startsWith('noaa/')),
          6,
          next,
        ),
      ),
      1,
    );
    for (const concurrency of CONNECTIONS) {
      const warm = days(DRAWN);
      const measured = days(DRAWN);
      measure(
        'get-tide-data',
        'never-seen station-days, default config',
        target,
        concurrency,
        ours(warm),
        ours(measured),
      );
      if (runs('currents')) {
        measure(
          'get-current-data',
          'never-seen current station-days',
          target,
          concurrency,
          ourCurrents(drawStationDays(currentStations, DRAWN, next)),
          ourCurrents(drawStationDays(currentStations, DRAWN, next)),
        );
      }
      if (!runs('days')) continue;
      for (const kind of ['extremes', 'timeline'] as const) {
        measure(
          `\`@neaps/api\` ${kind}`,
          'never-seen station-days',
          neapsTarget,
          concurrency,
          neapsDays(warm, kind),
          neapsDays(measured, kind),
        );
      }
    }
  }
  if (runs('repeated')) {
    // A thousand station-days over and over (what fits the day cache), all answered once first.
    const population = ours(days(1_000));
    await askEach(target, population);
    for (const concurrency of CONNECTIONS) {
      measure(
        'get-tide-data',
        'repeated station-days, default config',
        target,
        concurrency,
        population,
        population,
        { repeated: true },
      );
    }
  }
  const endMb = residentMemoryMb(backend.pid);
  memory.push(`default config: ${restMb} MB at rest, ${endMb} MB at the end`);
  await backend.stop();

  if (runs('noaa-off') && process.env.BENCH_NOAA_OFF !== '0') {
    const off = await startBackend(dataDir, 'off');
    const offRestMb = await restingMemoryMb(off.pid);
    const offTarget = { url: off.url, headers: headersFor(off), pid: off.pid };
    measure(
      'get-tide-data',
      'never-seen station-days, NOAA off',
      offTarget,
      50,
      ours(days(DRAWN)),
      ours(days(DRAWN)),
    );
    const population = ours(days(1_000));
    await askEach(offTarget, population);
    measure(
      'get-tide-data',
      'repeated station-days, NOAA off',
      offTarget,
      50,
      population,
      population,
      {
        repeated: true,
      },
    );
    memory.push(`NOAA off: ${offRestMb} MB at rest, ${residentMemoryMb(off.pid)} MB at the end`);
    await off.stop();
  }
  memory.push(`@neaps/api: ${residentMemoryMb(neaps.pid)} MB at the end`);

  console.log(
    `\nLoad average (1, 5, 15 minutes) at the end: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')} on ${availableParallelism()} cores; at the start: ${startLoad}.`,
  );
  printTable();
  printTargets();
  console.log(`\nMemory (RSS): ${memory.join('; ')}.`);
} finally {
  await neaps.stop();
  await silent.close();
  rmSync(dataDir, { recursive: true, force: true });
}
