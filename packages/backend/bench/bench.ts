/**
 * `pnpm bench`: how fast the embedded backend is on this machine. Prints the backend's start time
 * (first run, which migrates and seeds, and later runs), then p50/p95 latency of the search RPC
 * and of get-tide-data at 1 and at 50 concurrent requests, over real HTTP. Targets (2 cores):
 * search p95 ≤ 15 ms at 50 concurrent; start ≤ 3 s once seeded.
 *
 * get-tide-data is measured beside @neaps/api, the tide engine's own HTTP server, in the same
 * run: the same never-seen station-days (same stations, same dates) asked of both, its
 * extremes and its 10-minute timeline separately where get-tide-data answers both (and sun and
 * moon) at once. Repeated requests are measured with NOAA off and with NOAA unreachable (a
 * server that never answers, as a machine without internet meets NOAA's address), which is
 * what a backend started with no settings gets. The targets are printed with whether they are
 * met. Each call is measured first with requests the backend has never seen (nothing reusable)
 * and then in the steady state of a population of repeated requests, which is what a public
 * site mostly serves.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { residentMemoryMb } from '../scripts/backend-process.ts';
import { post, resetConnections, type Answer } from './http-client.ts';
import { ensureWrk, wrk, type WrkRequest } from './wrk.ts';
import { LOAD_STATIONS as STATIONS } from './stations.ts';

const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const backendDir = fileURLToPath(new URL('../', import.meta.url));
const devset = JSON.parse(
  readFileSync(new URL('../../../../shared/fixtures/search-devset.json', import.meta.url), 'utf8'),
) as { queries: { q: string }[] };

/** Requests per measurement; enough for a stable p95 without running for minutes. */
const REQUESTS = 1000;

interface Running {
  startMs: number;
  pid: number | undefined;
  url: string;
  anonKey: string;
  stop(): Promise<void>;
}

function startBackend(dataDir: string, noaaApiUrl = 'off'): Promise<Running> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    // tsx as a loader in one process (not its launcher), so that child.pid is the backend's.
    const child = spawn(process.execPath, ['--import', 'tsx', cli], {
      cwd: backendDir,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        NOAA_API_URL: noaaApiUrl,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let url = '';
    createInterface({ input: child.stdout }).on('line', (line) => {
      const api = /^API URL: (\S+)/.exec(line);
      const key = /^anon key: (\S+)/.exec(line);
      if (api) url = api[1] ?? '';
      if (key) {
        resolve({
          startMs: performance.now() - started,
          pid: child.pid,
          url,
          anonKey: key[1] ?? '',
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`backend exited with ${code}`)));
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function measure(
  concurrency: number,
  total: number,
  request: (i: number) => Promise<Answer>,
): Promise<{ p50: number; p95: number; rps: number; errors: number }> {
  resetConnections();
  const times: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        const answer = await request(i);
        times.push(performance.now() - t0);
        if (answer.status !== 200) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), rps: total / elapsed, errors };
}

/** The measured backend's memory after each measurement: growth here is what a soak finds. */
const memory: number[] = [];
let measuredPid: number | undefined;

function report(
  name: string,
  concurrency: number,
  total: number,
  r: Awaited<ReturnType<typeof measure>>,
) {
  const mb = residentMemoryMb(measuredPid);
  if (mb !== null) memory.push(mb);
  console.log(
    `${name.padEnd(34)} concurrency ${String(concurrency).padStart(2)}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${r.rps.toFixed(0)} req/s, ${r.errors} errors (${total} requests)${mb === null ? '' : `, RSS ${mb} MB`}`,
  );
}

/** Years of days per never-seen list: more than either server answers in a measurement. */
const NEW_DAYS_YEARS = 4;
const DAY_MS = 86_400_000;

interface StationDay {
  station: string;
  /** 'YYYY-MM-DD' */
  date: string;
}

/** Every station on every day of `years` years from 1 January of `firstYear`, day by day. */
function stationDays(firstYear: number, years: number): StationDay[] {
  const days: StationDay[] = [];
  const start = Date.UTC(firstYear, 0, 1);
  for (let ms = start; ms < Date.UTC(firstYear + years, 0, 1); ms += DAY_MS) {
    const date = new Date(ms).toISOString().slice(0, 10);
    for (const station of STATIONS) days.push({ station, date });
  }
  return days;
}

/**
 * The same station-days asked of @neaps/api. It takes a window of instants, not a station's
 * calendar day, so each is asked for the 24 hours from the date's 00:00 UTC: as much work.
 */
function neapsRequests(days: StationDay[], kind: 'extremes' | 'timeline'): WrkRequest[] {
  return days.map(({ station, date }) => {
    const start = `${date}T00:00:00Z`;
    const end = new Date(Date.parse(start) + DAY_MS).toISOString();
    const [source, id] = station.split('/');
    return {
      method: 'GET',
      path: `/tides/stations/${source}/${id}/${kind}?start=${start}&end=${end}&datum=MLLW`,
    };
  });
}

/** Two seconds of other never-seen days first, so both servers are measured with a warm JIT. */
function warmUp(
  target: { url: string; headers: Record<string, string> },
  requests: WrkRequest[],
  connections: number,
): void {
  wrk({ ...target, requests, connections, seconds: 2 });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** @neaps/api's own server (its `neaps-server` bin), on a free port. */
async function startNeaps(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const bin = fileURLToPath(new URL('../bin/server.js', import.meta.resolve('@neaps/api')));
  const child: ChildProcess = spawn(process.execPath, [bin], {
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`neaps-server exited with ${code}`)));
    if (child.stdout) createInterface({ input: child.stdout }).once('line', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((done) => {
        child.removeAllListeners('exit');
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A NOAA that accepts connections and never answers, as an address behind a firewall that
 * drops packets: each call waits out the backend's NOAA timeout.
 */
async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}/api/prod/datagetter`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

interface Row {
  server: string;
  what: 'new station-days' | 'repeated, NOAA off' | 'repeated, NOAA unreachable';
  concurrency: number;
  p50: number;
  p95: number;
  rps: number;
  requests: number;
  errors: number;
  /** More requests were sent than the list held, so some were not new. */
  wrapped: boolean;
}

/** Never-seen station-days at 50 concurrent: at least this many a second, p95 at most… */
const TARGET_NEW_RPS = 700;
const TARGET_NEW_P95_MS = 80;
/** Repeated requests at 50 concurrent, with NOAA off and with NOAA unreachable alike. */
const TARGET_REPEATED_RPS = 3_000;

function printSideBySide(rows: Row[]): void {
  console.log('\nget-tide-data beside @neaps/api (same machine, same run, wrk):');
  console.log(
    `${'server'.padEnd(22)} ${'requests'.padEnd(27)} conc      req/s   p50 ms   p95 ms  errors`,
  );
  for (const row of rows) {
    console.log(
      `${row.server.padEnd(22)} ${row.what.padEnd(27)} ${String(row.concurrency).padStart(4)} ${row.rps.toFixed(0).padStart(10)} ${row.p50.toFixed(1).padStart(8)} ${row.p95.toFixed(1).padStart(8)} ${String(row.errors).padStart(7)}${row.wrapped ? '  (list ran out: some repeated)' : ''}`,
    );
  }
  const find = (what: Row['what']) =>
    rows.find(
      (row) => row.server === 'get-tide-data' && row.what === what && row.concurrency === 50,
    );
  const fresh = find('new station-days');
  const off = find('repeated, NOAA off');
  const unreachable = find('repeated, NOAA unreachable');
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  console.log('\nTargets (get-tide-data, 50 concurrent):');
  if (fresh) {
    console.log(
      `  never-seen station-days ≥ ${TARGET_NEW_RPS} req/s and p95 ≤ ${TARGET_NEW_P95_MS} ms: ${fresh.rps.toFixed(0)} req/s, p95 ${fresh.p95.toFixed(1)} ms: ${verdict(fresh.rps >= TARGET_NEW_RPS && fresh.p95 <= TARGET_NEW_P95_MS)}`,
    );
  }
  for (const [name, row] of [
    ['NOAA off', off],
    ['NOAA unreachable', unreachable],
  ] as const) {
    if (row) {
      console.log(
        `  repeated requests, ${name}, ≥ ${TARGET_REPEATED_RPS} req/s: ${row.rps.toFixed(0)} req/s: ${verdict(row.rps >= TARGET_REPEATED_RPS)}`,
      );
    }
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'tides-bench-'));
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

  const backend = await startBackend(dataDir);
  measuredPid = backend.pid;
  const idleMb = residentMemoryMb(backend.pid);
  const headers = {
    apikey: backend.anonKey,
    authorization: `Bearer ${backend.anonKey}`,
    'content-type': 'application/json',
  };
  const useWrk = ensureWrk();
  console.log(
    useWrk
      ? 'Steady state measured with wrk (after a 3 s warm-up); new requests with a Node.js client.'
      : 'wrk is not installed (apt-get install wrk): measuring everything with a Node.js client, which itself takes CPU from the server.',
  );
  /** The same population of requests again and again, at 1 and at 50 concurrent. */
  async function steady(name: string, path: string, bodies: string[]): Promise<void> {
    for (const concurrency of [1, 50]) {
      if (useWrk) {
        const requests = bodies.map((body): WrkRequest => ({ method: 'POST', path, body }));
        const target = { url: backend.url, headers, requests, connections: concurrency };
        wrk({ ...target, seconds: 3 });
        const r = wrk({ ...target, seconds: 5 });
        report(name, concurrency, r.requests, r);
      } else {
        const r = await measure(concurrency, REQUESTS, (i) =>
          post(`${backend.url}${path}`, headers, bodies[i % bodies.length] ?? ''),
        );
        report(name, concurrency, REQUESTS, r);
      }
    }
  }

  const searchFor = (term: string) =>
    post(
      `${backend.url}/rest/v1/rpc/search_tide_locations`,
      headers,
      JSON.stringify({ search_term: term }),
    );

  // What people type, letter by letter from the third: every prefix is a distinct search.
  const terms = [
    ...new Set(
      devset.queries.flatMap(({ q }) =>
        Array.from({ length: q.length - 2 }, (_, i) => q.slice(0, i + 3)),
      ),
    ),
  ];
  const half = Math.floor(terms.length / 2);
  // First, searches the backend has never seen: every one runs the SQL function on PGlite.
  report(
    'search (each term new)',
    1,
    half,
    await measure(1, half, (i) => searchFor(terms[i] ?? '')),
  );
  report(
    'search (each term new)',
    50,
    terms.length - half,
    await measure(50, terms.length - half, (i) => searchFor(terms[half + i] ?? '')),
  );
  // Then the steady state: the same population of terms, searched again and again.
  await steady(
    'search_tide_locations',
    '/rest/v1/rpc/search_tide_locations',
    terms.map((term) => JSON.stringify({ search_term: term })),
  );

  // Reference and subordinate stations on every coast, Hawaii and Alaska among them.
  const tideTarget = (r: Running) => ({
    url: r.url,
    headers: {
      apikey: r.anonKey,
      authorization: `Bearer ${r.anonKey}`,
      'content-type': 'application/json',
    },
  });
  const ours = (days: StationDay[]): WrkRequest[] =>
    days.map(({ station, date }) => ({
      method: 'POST',
      path: '/functions/v1/get-tide-data',
      body: JSON.stringify({ locationId: station, date }),
    }));
  const results: Row[] = [];
  const neaps = useWrk ? await startNeaps() : null;
  try {
    for (const concurrency of [1, 50]) {
      // Each concurrency asks for days of its own years, so every request is new to both servers.
      const days = stationDays(concurrency === 1 ? 2027 : 2031, NEW_DAYS_YEARS);
      if (useWrk) {
        warmUp(tideTarget(backend), ours(stationDays(2040, 1)), concurrency);
        const r = wrk({
          ...tideTarget(backend),
          requests: ours(days),
          connections: concurrency,
          seconds: 5,
        });
        report('get-tide-data (each day new)', concurrency, r.requests, r);
        results.push({
          server: 'get-tide-data',
          what: 'new station-days',
          concurrency,
          ...r,
          wrapped: r.requests > days.length,
        });
        if (neaps) {
          for (const kind of ['extremes', 'timeline'] as const) {
            const requests = neapsRequests(days, kind);
            warmUp(
              { url: neaps.url, headers: {} },
              neapsRequests(stationDays(2040, 1), kind),
              concurrency,
            );
            const n = wrk({
              url: neaps.url,
              headers: {},
              requests,
              connections: concurrency,
              seconds: 5,
            });
            results.push({
              server: `@neaps/api ${kind}`,
              what: 'new station-days',
              concurrency,
              ...n,
              wrapped: n.requests > days.length,
            });
          }
        }
      } else {
        const total = concurrency === 1 ? 100 : 400;
        const r = await measure(concurrency, total, (i) => {
          const { station, date } = days[i]!;
          return post(
            `${backend.url}/functions/v1/get-tide-data`,
            headers,
            JSON.stringify({ locationId: station, date }),
          );
        });
        report('get-tide-data (each day new)', concurrency, total, r);
      }
    }
  } finally {
    await neaps?.stop();
  }

  // The steady state: the same population of station-days again and again, NOAA off.
  const repeated = ours(stationDays(2026, 1).filter(({ date }) => date.startsWith('2026-12')));
  await steady(
    'get-tide-data',
    '/functions/v1/get-tide-data',
    repeated.map((r) => r.body ?? ''),
  );
  if (useWrk) {
    for (const concurrency of [1, 50]) {
      const target = { ...tideTarget(backend), requests: repeated, connections: concurrency };
      wrk({ ...target, seconds: 3 });
      results.push({
        server: 'get-tide-data',
        what: 'repeated, NOAA off',
        concurrency,
        ...wrk({ ...target, seconds: 5 }),
        wrapped: false,
      });
    }
  }
  if (idleMb !== null && memory.length > 0) {
    console.log(
      `Backend memory (RSS): ${idleMb} MB once started, ${Math.max(...memory)} MB at the highest, ${memory.at(-1)} MB at the end.`,
    );
  }
  await backend.stop();

  // The same repeated requests with NOAA's address set but unreachable, as with no settings.
  if (useWrk) {
    const silent = await silentServer();
    const unreachable = await startBackend(dataDir, silent.url);
    measuredPid = unreachable.pid;
    try {
      // Every request once first, as the NOAA-off backend had them all before its steady state:
      // the first few each wait out NOAA's timeout before the circuit opens, which would leave
      // most of a short warm-up's days computed for the first time inside the measurement.
      for (const { path, body } of repeated) {
        await post(`${unreachable.url}${path}`, tideTarget(unreachable).headers, body ?? '');
      }
      for (const concurrency of [1, 50]) {
        const target = { ...tideTarget(unreachable), requests: repeated, connections: concurrency };
        wrk({ ...target, seconds: 3 });
        const r = wrk({ ...target, seconds: 5 });
        report('get-tide-data (NOAA unreachable)', concurrency, r.requests, r);
        results.push({
          server: 'get-tide-data',
          what: 'repeated, NOAA unreachable',
          concurrency,
          ...r,
          wrapped: false,
        });
      }
    } finally {
      await unreachable.stop();
      await silent.close();
    }
    printSideBySide(results);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
