/**
 * `pnpm soak -- --greedy [--seconds 20] [--connections 50]`: one greedy client against one
 * ordinary one, what a fair server must hold to, printed:
 *
 * 1. `--connections` anonymous connections from one client asking random 31-day spans of
 *    random NOAA stations, beside one client asking single days one after another: that
 *    client's p50/p95/max, and how many NOAA calls the load made (a stand-in NOAA on loopback
 *    answers every call "no data" after `--noaa-ms`, 20 ms unless told: 800 shows a NOAA slow
 *    enough to time out).
 * 2. The heaviest table requests one anonymous client may send (a hundred stations with their
 *    constants as JSON; ilike patterns as long as allowed; an in list as long as allowed; each
 *    with `Prefer: count=exact`; the review's forty `not.ilike` over jsonb is refused at once),
 *    ten at a time, beside a signed-in client reading its saved stations: how long the heavy
 *    requests took and the signed-in reads' p50/p95/max.
 *
 * Clients are told apart by X-Forwarded-For, the backend trusting the loopback proxy that sets
 * it (TRUSTED_PROXIES=127.0.0.1), as behind nginx. Starts its own backend on a throw-away data
 * directory; `--budget off` starts it with the station-day budget and NOAA's bounds turned up
 * out of reach, to see what they prevent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Agent } from 'node:http';
import { startBackendProcess } from './backend-process.ts';
import { send as sendVia, type Answer } from './soak-http.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--' && arg !== '--greedy'),
  options: {
    seconds: { type: 'string' },
    connections: { type: 'string' },
    budget: { type: 'string' },
    'noaa-ms': { type: 'string' },
  },
});
const seconds = Number(values.seconds ?? 20);
const connections = Number(values.connections ?? 50);
const budgetOff = values.budget === 'off';
const noaaMs = Number(values['noaa-ms'] ?? 20);
if (
  !Number.isInteger(seconds) ||
  seconds < 1 ||
  !Number.isInteger(connections) ||
  connections < 1
) {
  console.error('--seconds and --connections must be whole numbers of 1 or more.');
  process.exit(2);
}

const GREEDY = '203.0.113.50';
const ORDINARY = '198.51.100.10';
const agent = new Agent({ keepAlive: true, maxSockets: 200 });

/** A request on the shared keep-alive agent. */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return sendVia(agent, url, method, headers, body);
}

/** The most of `times` (ms) falling in any 60-second window. */
function maxInAMinute(times: number[]): number {
  let most = 0;
  let start = 0;
  for (let end = 0; end < times.length; end += 1) {
    while ((times[end] ?? 0) - (times[start] ?? 0) >= 60_000) start += 1;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

function percentiles(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN).toFixed(1);
  return `p50 ${at(50)} ms, p95 ${at(95)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms (${sorted.length} requests)`;
}

// A stand-in NOAA: every call answered "no data" after `noaaMs`; calls counted.
const noaaCalls: number[] = [];
let noaaOpen = 0;
let noaaMostOpen = 0;
const noaa = createServer((_req, res) => {
  noaaCalls.push(performance.now());
  noaaOpen += 1;
  noaaMostOpen = Math.max(noaaMostOpen, noaaOpen);
  setTimeout(() => {
    noaaOpen -= 1;
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { message: 'No Predictions data was found.' } }));
  }, noaaMs);
});
await new Promise<void>((resolve) => noaa.listen(0, '127.0.0.1', resolve));
const noaaUrl = `http://127.0.0.1:${(noaa.address() as AddressInfo).port}/api/prod/datagetter`;

const dataDir = mkdtempSync(join(tmpdir(), 'tides-soak-greedy-'));
console.log(`Starting a backend on ${dataDir} (the first start migrates and seeds)...`);
const backend = await startBackendProcess({
  env: {
    DATA_DIR: dataDir,
    NOAA_API_URL: noaaUrl,
    NOAA_TIMEOUT_MS: '800',
    TRUSTED_PROXIES: '127.0.0.1',
    AUTH_RATE_LIMIT_SIGN_UPS_SIGN_INS: '1000000',
    ...(budgetOff
      ? {
          TIDE_STATION_DAYS_PER_MINUTE: '100000000',
          TIDE_STATION_DAYS_BURST: '100000000',
          NOAA_CALLS_PER_MINUTE: '100000000',
          NOAA_CALLS_IN_FLIGHT: '100000000',
        }
      : {}),
  },
});
const api = (client: string, extra: Record<string, string> = {}) => ({
  apikey: backend.anonKey,
  'content-type': 'application/json',
  'x-forwarded-for': client,
  ...extra,
});

try {
  const listed = await send(
    `${backend.url}/rest/v1/tide_stations?select=id&noaa_id=not.is.null&chart_datum=eq.MLLW&limit=1000`,
    'GET',
    api(ORDINARY),
  );
  const stations = (JSON.parse(listed.body) as { id: string }[]).map((row) => row.id);
  const pick = () => stations[Math.floor(Math.random() * stations.length)] ?? 'noaa/8443970';
  const randomDay = () =>
    new Date(Date.UTC(2027, 0, 1 + Math.floor(Math.random() * 700))).toISOString().slice(0, 10);

  // 1. Fifty connections of 31-day spans beside one client's single days.
  console.log(
    `\n1. ${connections} connections of random 31-day spans from one client, beside ten clients asking single days, for ${seconds} s${budgetOff ? ' (budget off)' : ''}:`,
  );
  const deadline = performance.now() + seconds * 1000;
  const spanStatuses = new Map<number, number>();
  const dayTimes: number[] = [];
  const dayStatuses = new Map<number, number>();
  const callsBefore = noaaCalls.length;
  const loadStarted = performance.now();
  const greedy = async () => {
    while (performance.now() < deadline) {
      const answer = await send(
        `${backend.url}/functions/v1/get-tide-data`,
        'POST',
        api(GREEDY),
        JSON.stringify({ locationId: pick(), date: randomDay(), days: 31 }),
      );
      spanStatuses.set(answer.status, (spanStatuses.get(answer.status) ?? 0) + 1);
      // A refused client waits a moment, as a browser's retry would; the budget is the point.
      if (answer.status === 429)
        await new Promise((resolve) => setTimeout(resolve, Number(process.env.GREEDY_PAUSE ?? 5)));
    }
  };
  // Ten visitors, each asking a single day every half second (a person reading day after day
  // asks far less), so that the figures rest on a few hundred answers. They ask the week ahead
  // at a few stations, asked once before the load (as a site's visitors keep those warm), so
  // the figures show what the greedy client costs them, not a cold station's first load.
  const everyday = stations.slice(0, 8).flatMap((id) =>
    Array.from({ length: 7 }, (_, i) => ({
      locationId: id,
      date: new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
    })),
  );
  for (const body of everyday) {
    await send(
      `${backend.url}/functions/v1/get-tide-data`,
      'POST',
      api('192.0.2.1'),
      JSON.stringify(body),
    );
  }
  const ordinary = async (visitor: number) => {
    // Let the greedy connections open first.
    await new Promise((resolve) => setTimeout(resolve, 500 + visitor * 50));
    while (performance.now() < deadline) {
      const answer = await send(
        `${backend.url}/functions/v1/get-tide-data`,
        'POST',
        api(`198.51.100.${20 + visitor}`),
        JSON.stringify(everyday[Math.floor(Math.random() * everyday.length)]),
      );
      dayTimes.push(answer.ms);
      dayStatuses.set(answer.status, (dayStatuses.get(answer.status) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
  await Promise.all([
    ...Array.from({ length: connections }, greedy),
    ...Array.from({ length: 10 }, (_, visitor) => ordinary(visitor)),
  ]);
  const minutes = (performance.now() - loadStarted) / 60_000;
  const calls = noaaCalls.length - callsBefore;
  console.log(
    `   31-day answers by status: ${[...spanStatuses].map(([status, n]) => `${status}: ${n}`).join(', ')}`,
  );
  console.log(
    `   the single-day clients: ${percentiles(dayTimes)}; by status: ${[...dayStatuses].map(([status, n]) => `${status}: ${n}`).join(', ')}`,
  );
  console.log(
    `   NOAA: ${calls} calls in ${(minutes * 60).toFixed(0)} s, at most ${maxInAMinute(noaaCalls)} in any minute (budget: ${budgetOff ? 'off' : '60 a minute, 4 at once'}), at most ${noaaMostOpen} open at once`,
  );

  // 2. The heaviest allowed table request, ten at a time, beside a signed-in read.
  console.log('\n2. The heaviest allowed table request, ten at a time, beside a signed-in read:');
  const signUp = await send(
    `${backend.url}/auth/v1/signup`,
    'POST',
    api(ORDINARY),
    JSON.stringify({ email: `greedy.${Date.now()}@example.com`, password: 'soak test password' }),
  );
  const token = (JSON.parse(signUp.body) as { access_token: string }).access_token;
  const jsonbPath = `/rest/v1/tide_stations?limit=1&order=name&${Array.from(
    { length: 40 },
    () => `constituents=not.ilike.*${'x'.repeat(20)}*`,
  ).join('&')}`;
  const refused = await send(
    `${backend.url}${jsonbPath}`,
    'GET',
    api(GREEDY, { prefer: 'count=exact' }),
  );
  console.log(
    `   the review's 40 not.ilike over jsonb: HTTP ${refused.status} in ${refused.ms.toFixed(1)} ms`,
  );
  const neq = Array.from({ length: 38 }, (_, i) => `name=neq.${'z'.repeat(150)}${i}`).join('&');
  const heavyPaths = [
    '/rest/v1/tide_stations?select=*&order=name',
    `/rest/v1/tide_stations?select=id&order=name&name=not.ilike.*${'a*'.repeat(49)}&${neq}`,
    `/rest/v1/tide_stations?select=id&order=name&name=not.in.(${Array.from({ length: 200 }, (_, i) => i).join(',')})`,
  ];
  let nextHeavy = 0;
  for (const path of heavyPaths) {
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      times.push(
        (await send(`${backend.url}${path}`, 'GET', api(GREEDY, { prefer: 'count=exact' }))).ms,
      );
    }
    console.log(`   alone, ${path.slice(0, 60)}…: ${percentiles(times)}`);
  }
  const heavyTimes: number[] = [];
  const heavyStatuses = new Map<number, number>();
  const readTimes: number[] = [];
  const heavyDeadline = performance.now() + Math.min(seconds, 10) * 1000;
  const heavy = async () => {
    while (performance.now() < heavyDeadline) {
      nextHeavy = (nextHeavy + 1) % heavyPaths.length;
      const answer = await send(
        `${backend.url}${heavyPaths[nextHeavy]}`,
        'GET',
        api(GREEDY, { prefer: 'count=exact' }),
      );
      heavyTimes.push(answer.ms);
      heavyStatuses.set(answer.status, (heavyStatuses.get(answer.status) ?? 0) + 1);
    }
  };
  const reader = async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    while (performance.now() < heavyDeadline) {
      const answer = await send(
        `${backend.url}/rest/v1/saved_stations?select=*`,
        'GET',
        api(ORDINARY, { authorization: `Bearer ${token}` }),
      );
      readTimes.push(answer.ms);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await Promise.all([...Array.from({ length: 10 }, heavy), reader()]);
  console.log(
    `   the heaviest allowed (all stations' JSON, 100 rows; the longest ilike with 38 neq; the longest in list; all count=exact): ${percentiles(heavyTimes)}; by status: ${[...heavyStatuses].map(([status, n]) => `${status}: ${n}`).join(', ')}`,
  );
  console.log(`   the signed-in read meanwhile: ${percentiles(readTimes)}`);
} finally {
  agent.destroy();
  await backend.stop('SIGTERM');
  await new Promise<void>((resolve) => noaa.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
}
