/**
 * `pnpm soak -- --limits`: the load no client may slow another past, measured and printed, each
 * figure beside the machine's load average. One scenario or a few with SOAK_ONLY (a comma list):
 *
 * - `writes`: another account's reads while one account inserts its largest sessions
 *   continuously (four at once);
 * - `wide`: the same reads while one client runs four of the widest selects at once;
 * - `crowd`: 200 clients (distinct X-Forwarded-For) asking 31-day spans of stations drawn from
 *   the whole catalogue as fast as they may, beside a client asking single days;
 * - `unread`: 120 connections asking for the widest answer and never reading it: the backend's
 *   RSS before, during and after;
 * - `feeds`: 20 visitors fetching 90-day calendar feeds at once, beside another visitor's
 *   lookup of a day it asked before;
 * - `browsing`, `slack`, `feedcrowd`, `spans`: work weighed by its cost (see soak-cost.ts);
 * - `sigterm`: SIGTERM during a stream of inserts: acknowledged writes kept, none cut, no
 *   duplicate after the client retries with the same ids.
 *
 * SOAK_DB=postgres runs them on a throw-away PostgreSQL cluster (Debian's binaries, as the
 * tests start one); PGlite otherwise. SOAK_SECONDS sets each load's length (15 unless set).
 * The backend is a process of its own, trusting the loopback proxy (TRUSTED_PROXIES=127.0.0.1).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { residentMemoryMb, startBackendProcess, type BackendProcess } from './backend-process.ts';
import { count, load, percentiles, statuses } from './soak-figures.ts';
import { send as sendVia, type Answer } from './soak-http.ts';
import { COST_SCENARIOS, runCostScenarios } from './soak-cost.ts';

const SCENARIOS = [
  'writes',
  'wide',
  'crowd',
  'unread',
  'feeds',
  ...COST_SCENARIOS,
  'sigterm',
] as const;
type Scenario = (typeof SCENARIOS)[number];
const only = (process.env.SOAK_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = only.filter((name) => !SCENARIOS.includes(name as Scenario));
if (unknown.length > 0) {
  console.error(`SOAK_ONLY names ${unknown.join(', ')}; choose from ${SCENARIOS.join(', ')}.`);
  process.exit(2);
}
const chosen = (name: Scenario) => only.length === 0 || only.includes(name);
const seconds = Number(process.env.SOAK_SECONDS ?? 15);
if (!Number.isFinite(seconds) || seconds < 1) {
  console.error(`SOAK_SECONDS must be a number of 1 or more, not "${process.env.SOAK_SECONDS}".`);
  process.exit(2);
}
const onPostgres = process.env.SOAK_DB === 'postgres';

const agent = new Agent({ keepAlive: true, maxSockets: 400 });

/** A request on the shared keep-alive agent, or on another (`false`: a connection of its own). */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
  viaAgent: Agent | false = agent,
): Promise<Answer> {
  return sendVia(viaAgent, url, method, headers, body);
}
/**
 * The measured client's own connection, open before the load comes, as a visitor already on
 * the site has one: Node accepts one connection a turn of its event loop, and a request on a
 * new connection would first wait for the load's connections to be accepted.
 */
const measured = new Agent({ keepAlive: true, maxSockets: 1 });
const BOSTON = 'noaa/8443970';
const PASSWORD = 'soak limits password';

function report(line: string): void {
  console.log(`${line} [${load()}]`);
}

/** Runs `work` over and over until `deadline` (performance.now()), errors counted as 'error'. */
async function loop(deadline: number, work: () => Promise<void>): Promise<void> {
  while (performance.now() < deadline) await work();
}

interface Where {
  env: Record<string, string>;
  remove(): Promise<void>;
}

async function database(label: string): Promise<Where> {
  if (onPostgres) {
    const { startPostgres } = await import('../test/postgres-server.ts');
    const server = await startPostgres(`tides_soak_${label}`);
    return { env: { DATABASE_URL: server.url }, remove: () => server.stop() };
  }
  const dataDir = mkdtempSync(join(tmpdir(), `tides-soak-${label}-`));
  return {
    env: { DATA_DIR: dataDir },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function start(where: Where): Promise<BackendProcess> {
  return startBackendProcess({
    env: {
      ...where.env,
      TRUSTED_PROXIES: '127.0.0.1',
      AUTH_RATE_LIMIT_SIGN_UPS_SIGN_INS: '100000',
      AUTH_RATE_LIMIT_PER_EMAIL: '100000',
    },
  });
}

function headers(
  backend: BackendProcess,
  from: string,
  token?: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    apikey: backend.anonKey,
    authorization: `Bearer ${token ?? backend.anonKey}`,
    'x-forwarded-for': from,
    ...extra,
  };
}

async function signUp(backend: BackendProcess, from: string, label: string): Promise<string> {
  const answer = await send(
    `${backend.url}/auth/v1/signup`,
    'POST',
    headers(backend, from, undefined, { 'content-type': 'application/json' }),
    JSON.stringify({ email: `${label}.${randomUUID()}@example.com`, password: PASSWORD }),
  );
  const token = (JSON.parse(answer.body) as { access_token?: string }).access_token;
  if (!token) throw new Error(`Sign-up failed (${answer.status}): ${answer.body.slice(0, 200)}`);
  return token;
}

/** The largest fishing session the account caps allow, near enough: 100 catches, long notes. */
function largestSession(id = randomUUID()): string {
  const catches = Array.from({ length: 100 }, (_, i) => ({
    species: `Striped bass ${String(i).padStart(3, '0')} ${'x'.repeat(60)}`,
    count: 1,
    released: true,
  }));
  return JSON.stringify({
    id,
    station_id: BOSTON,
    started_at: '2026-11-24T06:00:00Z',
    catches,
    notes: 'n'.repeat(4000),
  });
}

/** One signed-in account's reads of its own sessions, until `deadline`: their times. */
async function reads(backend: BackendProcess, token: string, deadline: number) {
  const times: number[] = [];
  const counts = new Map<number | string, number>();
  await loop(deadline, async () => {
    const answer = await send(
      `${backend.url}/rest/v1/fishing_sessions?select=id,started_at&limit=20`,
      'GET',
      headers(backend, '198.51.100.20', token),
      undefined,
      measured,
    ).catch(() => null);
    count(counts, answer?.status ?? 'error');
    if (answer) times.push(answer.ms);
  });
  return { times, counts };
}

async function readsBeside(
  backend: BackendProcess,
  label: string,
  load: (deadline: number) => Promise<Map<number | string, number>>,
): Promise<void> {
  const reader = await signUp(backend, '198.51.100.20', 'reader');
  const quiet = await reads(backend, reader, performance.now() + 3000);
  report(`   another account's reads, quiet: ${percentiles(quiet.times)}`);
  const deadline = performance.now() + seconds * 1000;
  const [loaded, beside] = await Promise.all([reads(backend, reader, deadline), load(deadline)]);
  report(
    `   another account's reads beside ${label}: ${percentiles(loaded.times)}; statuses ${statuses(loaded.counts)}`,
  );
  console.log(`   ${label}: statuses ${statuses(beside)}`);
}

async function writes(backend: BackendProcess): Promise<void> {
  console.log('\nOne account inserting its largest sessions, four at once:');
  const writer = await signUp(backend, '203.0.113.10', 'writer');
  await readsBeside(backend, 'the writer', async (deadline) => {
    const counts = new Map<number | string, number>();
    await Promise.all(
      Array.from({ length: 4 }, () =>
        loop(deadline, async () => {
          const answer = await send(
            `${backend.url}/rest/v1/fishing_sessions`,
            'POST',
            headers(backend, '203.0.113.10', writer, {
              'content-type': 'application/json',
              prefer: 'return=minimal',
            }),
            largestSession(),
          ).catch(() => null);
          count(counts, answer?.status ?? 'error');
        }),
      ),
    );
    return counts;
  });
}

/**
 * The widest select allowed: every station with every column that is not JSON or an array (a
 * selection with one of those returns at most 100 rows), each named once, about 2 MB.
 */
const WIDEST = `/rest/v1/tide_stations?select=${[
  'id',
  'noaa_id',
  'name',
  'state',
  'region',
  'country',
  'country_code',
  'locality',
  'context',
  'latitude',
  'longitude',
  'time_zone',
  'station_type',
  'reference_id',
  'chart_datum',
  'quality_score',
].join(',')}&order=name`;

async function wide(backend: BackendProcess): Promise<void> {
  console.log('\nOne client running four of the widest selects at once:');
  await readsBeside(backend, 'the wide selects', async (deadline) => {
    const counts = new Map<number | string, number>();
    let bytes = 0;
    await Promise.all(
      Array.from({ length: 4 }, () =>
        loop(deadline, async () => {
          const answer = await send(
            `${backend.url}${WIDEST}`,
            'GET',
            headers(backend, '203.0.113.20'),
          ).catch(() => null);
          count(counts, answer?.status ?? 'error');
          bytes = Math.max(bytes, answer?.body.length ?? 0);
        }),
      ),
    );
    console.log(`   the widest answer: ${(bytes / 1024 / 1024).toFixed(2)} MB`);
    return counts;
  });
}

async function crowd(backend: BackendProcess): Promise<void> {
  console.log('\n200 clients asking 31-day spans as fast as they may, beside a single-day client:');
  // The whole catalogue, a page of rows at a time.
  const stations: string[] = [];
  for (let page: string[] = ['first']; page.length > 0;) {
    const answer = await send(
      `${backend.url}/rest/v1/tide_stations?select=id&order=id&limit=1000&offset=${stations.length}`,
      'GET',
      headers(backend, '192.0.2.1'),
    );
    page = (JSON.parse(answer.body) as { id: string }[]).map((row) => row.id);
    stations.push(...page);
  }
  const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
  const day = (spread: number) =>
    new Date(Date.UTC(2026, 0, 1 + Math.floor(Math.random() * spread))).toISOString().slice(0, 10);
  const ask = (from: string, days: number) =>
    send(
      `${backend.url}/functions/v1/get-tide-data`,
      'POST',
      headers(backend, from, undefined, { 'content-type': 'application/json' }),
      JSON.stringify({ locationId: pick(stations), date: day(300), days }),
      days === 1 ? measured : agent,
    ).catch(() => null);
  await ask('198.51.100.30', 1);
  const deadline = performance.now() + seconds * 1000;
  const crowdCounts = new Map<number | string, number>();
  const single: number[] = [];
  const singleCounts = new Map<number | string, number>();
  await Promise.all([
    ...Array.from({ length: 200 }, (_, i) =>
      loop(deadline, async () => {
        const answer = await ask(`10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`, 31);
        count(crowdCounts, answer?.status ?? 'error');
        // A refused client waits as it is told, as a browser's retry would, not in a spin.
        if (answer?.status === 429) await new Promise((resolve) => setTimeout(resolve, 1000));
      }),
    ),
    loop(deadline, async () => {
      const answer = await ask('198.51.100.30', 1);
      count(singleCounts, answer?.status ?? 'error');
      if (answer) single.push(answer.ms);
    }),
  ]);
  report(
    `   the single-day client (${stations.length} stations drawn from): ${percentiles(single)}; statuses ${statuses(singleCounts)}`,
  );
  console.log(`   the crowd's 31-day spans: statuses ${statuses(crowdCounts)}`);
}

async function unread(backend: BackendProcess): Promise<void> {
  console.log('\n120 connections asking for the widest answer and never reading it:');
  const before = residentMemoryMb(backend.pid);
  const sockets: Socket[] = [];
  for (let i = 0; i < 120; i += 1) {
    const socket = connect(Number(new URL(backend.url).port), '127.0.0.1');
    socket.on('error', () => {});
    socket.pause();
    socket.write(
      `GET ${WIDEST} HTTP/1.1\r\nhost: 127.0.0.1\r\napikey: ${backend.anonKey}\r\nx-forwarded-for: 10.2.0.${i + 1}\r\n\r\n`,
    );
    sockets.push(socket);
  }
  let most = before ?? 0;
  const samples: number[] = [];
  // Past the 15 s the server waits for a reader, so that it has closed every one of them.
  const deadline = performance.now() + Math.max(seconds, 25) * 1000;
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rss = residentMemoryMb(backend.pid) ?? 0;
    samples.push(rss);
    most = Math.max(most, rss);
  }
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const after = residentMemoryMb(backend.pid);
  report(
    `   RSS before ${before} MB, at most ${most} MB while they were open, ${samples.at(-1)} MB at ${Math.max(seconds, 25)} s, ${after} MB 5 s after they closed`,
  );
}

async function feeds(backend: BackendProcess): Promise<void> {
  console.log(
    "\n20 visitors fetching 90-day feeds at once, beside another visitor's cached lookup:",
  );
  const catalogue = await send(
    `${backend.url}/rest/v1/tide_stations?select=id&limit=40&order=id`,
    'GET',
    headers(backend, '192.0.2.1'),
  );
  const stations = (JSON.parse(catalogue.body) as { id: string }[]).map((row) => row.id);
  const lookup = () =>
    send(
      `${backend.url}/functions/v1/get-tide-data`,
      'POST',
      headers(backend, '198.51.100.40', undefined, { 'content-type': 'application/json' }),
      JSON.stringify({ locationId: BOSTON, date: '2026-11-24' }),
      measured,
    ).catch(() => null);
  // Asked twice: the second time, and every time after, it is answered from the cache.
  await lookup();
  await lookup();
  const deadline = performance.now() + seconds * 1000;
  const feedCounts = new Map<number | string, number>();
  const feedTimes: number[] = [];
  const times: number[] = [];
  const counts = new Map<number | string, number>();
  await Promise.all([
    ...Array.from({ length: 20 }, (_, i) =>
      loop(deadline, async () => {
        const station = stations[(i + feedTimes.length) % stations.length] ?? BOSTON;
        const answer = await send(
          `${backend.url}/functions/v1/tide-calendar?location=${encodeURIComponent(station)}&days=90`,
          'GET',
          { 'x-forwarded-for': `10.3.0.${i + 1}` },
        ).catch(() => null);
        count(feedCounts, answer?.status ?? 'error');
        if (answer?.status === 200) feedTimes.push(answer.ms);
        if (answer?.status === 429) await new Promise((resolve) => setTimeout(resolve, 1000));
      }),
    ),
    loop(deadline, async () => {
      const answer = await lookup();
      count(counts, answer?.status ?? 'error');
      if (answer) times.push(answer.ms);
      // A visitor's pace, within its station-day budget: five lookups a second.
      await new Promise((resolve) => setTimeout(resolve, 200));
    }),
  ]);
  report(`   the cached lookup: ${percentiles(times)}; statuses ${statuses(counts)}`);
  console.log(
    `   the feeds: ${percentiles(feedTimes)} answered in full; statuses ${statuses(feedCounts)}`,
  );
}

async function sigterm(): Promise<void> {
  console.log(
    `\nSIGTERM during a stream of inserts on ${onPostgres ? 'PostgreSQL' : 'PGlite'}, then retries:`,
  );
  const where = await database('sigterm');
  try {
    const first = await start(where);
    const token = await signUp(first, '198.51.100.50', 'stopped');
    // Each insert on a connection of its own, so that a refusal is told from a cut.
    const insert = (backend: BackendProcess, id: string, retry: boolean) =>
      send(
        `${backend.url}/rest/v1/fishing_sessions${retry ? '?on_conflict=id' : ''}`,
        'POST',
        headers(backend, '198.51.100.50', token, {
          'content-type': 'application/json',
          prefer: retry ? 'return=minimal,resolution=ignore-duplicates' : 'return=minimal',
        }),
        JSON.stringify({ id, station_id: BOSTON, started_at: '2026-11-24T06:00:00Z' }),
        false,
      );
    const ids = Array.from({ length: 60 }, () => randomUUID());
    const outcomes = ids.map((id, i) =>
      new Promise((resolve) => setTimeout(resolve, i * 2))
        .then(() => insert(first, id, false))
        .then(
          (answer) => answer.status,
          // Refused: never taken. Reset: closed before it was read, or cut (the database says
          // which: a write kept that was never acknowledged would be one cut after its commit).
          (error: NodeJS.ErrnoException) =>
            error.code === 'ECONNREFUSED'
              ? 'refused'
              : `not answered (${error.code ?? error.message})`,
        ),
    );
    await Promise.race(outcomes);
    const stopped = first.stop('SIGTERM');
    const results = await Promise.all(outcomes);
    const exit = await stopped;
    const counts = new Map<number | string, number>();
    for (const status of results) count(counts, status);
    const acknowledged = ids.filter((_, i) => results[i] === 201);
    const second = await start(where);
    const mine = async () =>
      (
        JSON.parse(
          (
            await send(
              `${second.url}/rest/v1/fishing_sessions?select=id`,
              'GET',
              headers(second, '198.51.100.50', token),
            )
          ).body,
        ) as { id: string }[]
      ).map((row) => row.id);
    const kept = new Set(await mine());
    const lost = acknowledged.filter((id) => !kept.has(id)).length;
    const retried = new Map<number | string, number>();
    for (const id of ids) count(retried, (await insert(second, id, true)).status);
    const after = await mine();
    const duplicates = after.length - new Set(after).size;
    const missing = ids.filter((id) => !after.includes(id)).length;
    report(
      `   ${ids.length} inserts: ${statuses(counts)} (exit ${exit.signal ?? exit.code}); acknowledged ${acknowledged.length}, kept ${acknowledged.length - lost}, lost ${lost}; kept without an answer (cut after commit) ${kept.size - (acknowledged.length - lost)}; retries ${statuses(retried)}; after retries ${after.length} rows, ${duplicates} duplicates, ${missing} missing`,
    );
    await second.stop();
  } finally {
    await where.remove();
  }
}

console.log(
  `Soak of the limits on ${onPostgres ? 'PostgreSQL' : 'PGlite'}, ${seconds} s of each load, ${new Date().toISOString()}`,
);
const needsShared = SCENARIOS.some((name) => name !== 'sigterm' && chosen(name));
if (needsShared) {
  const where = await database('limits');
  const backend = await start(where);
  try {
    report(`Backend ready (pid ${backend.pid}, RSS ${residentMemoryMb(backend.pid)} MB)`);
    if (chosen('writes')) await writes(backend);
    if (chosen('wide')) await wide(backend);
    if (chosen('crowd')) await crowd(backend);
    if (chosen('feeds')) await feeds(backend);
    await runCostScenarios(backend, chosen, seconds);
    if (chosen('unread')) await unread(backend);
  } finally {
    await backend.stop();
    await where.remove();
  }
}
if (chosen('sigterm')) await sigterm();
agent.destroy();
measured.destroy();
