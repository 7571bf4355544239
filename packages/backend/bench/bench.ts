/**
 * `pnpm bench`: how fast the embedded backend is on this machine. Prints the backend's start time
 * (first run, which migrates and seeds, and later runs), then p50/p95 latency of the search RPC
 * and of get-tide-data at 1 and at 50 concurrent requests, over real HTTP.
 *
 * Targets (2 cores): search p95 ≤ 15 ms and get-tide-data p95 ≤ 25 ms at 50 concurrent;
 * start ≤ 3 s once seeded. NOAA is off (NOAA_API_URL=off) so every lookup is computed here,
 * the heaviest path; set BENCH_NOAA_API_URL to measure something else. Each call is measured
 * first with requests the backend has never seen (nothing reusable) and then in the steady
 * state of a population of repeated requests, which is what a public site mostly serves.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { residentMemoryMb } from '../scripts/backend-process.ts';
import { post, resetConnections, type Answer } from './http-client.ts';
import { ensureWrk, wrk } from './wrk.ts';

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

function startBackend(dataDir: string): Promise<Running> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    // tsx as a loader in one process (not its launcher), so that child.pid is the backend's.
    const child = spawn(process.execPath, ['--import', 'tsx', cli], {
      cwd: backendDir,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        NOAA_API_URL: process.env.BENCH_NOAA_API_URL ?? 'off',
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
        const target = { url: backend.url, path, headers, bodies, connections: concurrency };
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

  const stations = [
    'noaa/8443970',
    'noaa/9414290',
    'noaa/8518750',
    'noaa/9447130',
    'noaa/8415191',
    'noaa/8723214',
    'noaa/1612340',
    'noaa/8665530',
  ];
  const tides = (i: number, month: string) =>
    post(
      `${backend.url}/functions/v1/get-tide-data`,
      headers,
      JSON.stringify({
        locationId: stations[i % stations.length],
        date: `2026-${month}-${String(1 + (Math.floor(i / stations.length) % 28)).padStart(2, '0')}`,
      }),
    );
  // Station-days never asked before (each computed from the constants), then the steady state.
  report('get-tide-data (each day new)', 1, 100, await measure(1, 100, (i) => tides(i, '06')));
  report('get-tide-data (each day new)', 50, 200, await measure(50, 200, (i) => tides(i, '07')));
  await steady(
    'get-tide-data',
    '/functions/v1/get-tide-data',
    Array.from({ length: stations.length * 28 }, (_, i) =>
      JSON.stringify({
        locationId: stations[i % stations.length],
        date: `2026-12-${String(1 + (Math.floor(i / stations.length) % 28)).padStart(2, '0')}`,
      }),
    ),
  );
  if (idleMb !== null && memory.length > 0) {
    console.log(
      `Backend memory (RSS): ${idleMb} MB once started, ${Math.max(...memory)} MB at the highest, ${memory.at(-1)} MB at the end.`,
    );
  }
  await backend.stop();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
