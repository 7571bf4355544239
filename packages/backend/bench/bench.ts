/**
 * `pnpm bench`: how fast the embedded backend is on this machine. Prints the backend's start time
 * (first run, which migrates and seeds, and later runs), then p50/p95 latency of the search RPC
 * and of get-tide-data at 1 and at 50 concurrent requests, over real HTTP.
 *
 * Targets (2 cores): search p95 ≤ 15 ms and get-tide-data p95 ≤ 25 ms at 50 concurrent;
 * start ≤ 3 s once seeded. NOAA is off (NOAA_API_URL=off) so every lookup is computed here,
 * the heaviest path; set BENCH_NOAA_API_URL to measure something else.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
const devset = JSON.parse(
  readFileSync(new URL('../../../../shared/fixtures/search-devset.json', import.meta.url), 'utf8'),
) as { queries: { q: string }[] };

/** Requests per measurement; enough for a stable p95 without running for minutes. */
const REQUESTS = 1000;
const PORT = 54390;

interface Running {
  startMs: number;
  url: string;
  anonKey: string;
  stop(): Promise<void>;
}

function startBackend(dataDir: string): Promise<Running> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [cli], {
      env: {
        ...process.env,
        PORT: String(PORT),
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
  request: (i: number) => Promise<Response>,
): Promise<{ p50: number; p95: number; rps: number; errors: number }> {
  const times: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        const t0 = performance.now();
        const response = await request(i);
        await response.arrayBuffer();
        times.push(performance.now() - t0);
        if (!response.ok) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    rps: REQUESTS / elapsed,
    errors,
  };
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
  const headers = {
    apikey: backend.anonKey,
    authorization: `Bearer ${backend.anonKey}`,
    'content-type': 'application/json',
  };
  // Real queries and their prefixes, so the search is not one repeated statement.
  const terms = devset.queries.flatMap(({ q }) => [
    q,
    q.slice(0, Math.max(3, Math.ceil(q.length / 2))),
  ]);
  const search = (i: number) =>
    fetch(`${backend.url}/rest/v1/rpc/search_tide_locations`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ search_term: terms[i % terms.length] }),
    });
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
  const tides = (i: number) => {
    const day = String(1 + (i % 28)).padStart(2, '0');
    return fetch(`${backend.url}/functions/v1/get-tide-data`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ locationId: stations[i % stations.length], date: `2026-12-${day}` }),
    });
  };

  // Warm up both paths once (JIT, prepared statements).
  await measure(4, search);
  await measure(4, tides);
  for (const [name, run] of [
    ['search_tide_locations', search],
    ['get-tide-data', tides],
  ] as const) {
    for (const concurrency of [1, 50]) {
      const r = await measure(concurrency, run);
      console.log(
        `${name.padEnd(22)} concurrency ${String(concurrency).padStart(2)}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${r.rps.toFixed(0)} req/s, ${r.errors} errors (${REQUESTS} requests)`,
      );
    }
  }
  await backend.stop();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
