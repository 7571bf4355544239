/**
 * What each kind of function request costs the server, measured: one backend process of its
 * own (PGlite, NOAA off, budgets out of the way, every station used compiled first), asked one
 * request at a time, each never asked before (a date or a search not yet kept), and the CPU time
 * the process spent on them (user and system, from /proc, so other jobs on the machine do not
 * count) divided among them. Printed in work units, a never-seen day being 1, as
 * `supabase/functions/_shared/handlers/work-weights.ts` holds them.
 *
 * `npx tsx scripts/work-costs.ts [--runs N]` (from packages/backend, on Linux; 12 of each kind
 * unless told, ten times as many single days).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackendProcess } from './backend-process.ts';
import { send } from './soak-http.ts';

const runsArgument = process.argv.indexOf('--runs');
const RUNS = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : 12;

const dataDir = mkdtempSync(join(tmpdir(), 'tides-work-costs-'));
const backend = await startBackendProcess({
  env: {
    DATA_DIR: dataDir,
    TRUSTED_PROXIES: '127.0.0.1',
    TIDE_STATION_DAYS_PER_MINUTE: '100000000',
    TIDE_STATION_DAYS_BURST: '100000000',
  },
});
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
let client = 0;
const headers = (json = false) => ({
  apikey: backend.anonKey,
  authorization: `Bearer ${backend.anonKey}`,
  // A client of its own each time: the calendar's 30 requests a minute are per client.
  'x-forwarded-for': `10.9.${Math.floor(client / 250) % 250}.${(client++ % 250) + 1}`,
  ...(json ? { 'content-type': 'application/json' } : {}),
});

async function ids(table: string): Promise<string[]> {
  const answer = await send(
    agent,
    `${backend.url}/rest/v1/${table}?select=id&order=id&limit=1000`,
    'GET',
    headers(),
  );
  return (JSON.parse(answer.body) as { id: string }[])
    .map((row) => row.id)
    .filter((id) => !id.includes('@'));
}

/** The backend's CPU time so far, user and system, in milliseconds (Linux clock ticks of 10 ms). */
function cpuMs(): number {
  const fields = readFileSync(`/proc/${backend.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The backend's CPU time per answer over `runs` answers, each to `ask(run)`; 200s only. */
async function timed(
  ask: (run: number) => Promise<{ status: number; ms: number; body: string }>,
  runs = RUNS,
) {
  const before = cpuMs();
  for (let run = 0; run < runs; run += 1) {
    const answer = await ask(run);
    if (answer.status !== 200) throw new Error(`${answer.status}: ${answer.body.slice(0, 200)}`);
  }
  return (cpuMs() - before) / runs;
}

try {
  const tides = (await ids('tide_stations')).slice(100);
  const currents = await ids('current_stations');
  const tideData = (body: object) =>
    send(
      agent,
      `${backend.url}/functions/v1/get-tide-data`,
      'POST',
      headers(true),
      JSON.stringify(body),
    );
  const calendar = (query: string) =>
    send(agent, `${backend.url}/functions/v1/tide-calendar?${query}`, 'GET', headers());
  const year = (id: string, value: number) =>
    send(
      agent,
      `${backend.url}/functions/v1/get-tide-data?locationId=${encodeURIComponent(id)}&year=${value}`,
      'GET',
      headers(),
    );
  const station = (run: number, offset: number) => tides[(run * 7 + offset) % tides.length] ?? '';
  const current = (run: number) => currents[(run * 5) % currents.length] ?? '';
  // Warm the process (its code compiled, every station used compiled) before anything is timed.
  for (const id of tides.slice(0, 7 * RUNS + 10)) {
    await tideData({ locationId: id, date: '2030-01-01' });
  }
  for (let run = 0; run < RUNS; run += 1) {
    for (const id of [current(run), current(run + 40)]) {
      await send(
        agent,
        `${backend.url}/functions/v1/get-current-data`,
        'POST',
        headers(true),
        JSON.stringify({ locationId: id, date: '2030-01-01' }),
      );
    }
  }
  const day = await timed(
    (run) =>
      tideData({
        locationId: station(run, 0),
        date: new Date(Date.UTC(2031, 0, 1 + run)).toISOString().slice(0, 10),
      }),
    10 * RUNS,
  );
  for (let run = 0; run < RUNS; run += 1) {
    await tideData({ locationId: station(run, 1), date: '2031-03-01', days: 31 });
  }
  const kept = await timed((run) =>
    tideData({ locationId: station(run, 1), date: '2031-03-01', days: 31 }),
  );
  const span = await timed((run) =>
    tideData({ locationId: station(run, 2), date: '2032-03-01', days: 31 }),
  );
  const feed = await timed((run) =>
    calendar(`location=${encodeURIComponent(station(run, 3))}&days=90`),
  );
  const windows = await timed((run) =>
    calendar(
      `location=${encodeURIComponent(station(run, 4))}&below=0&light=day&days=90&format=json`,
    ),
  );
  const slack = await timed((run) =>
    calendar(
      `location=${encodeURIComponent(current(run))}&slack=${(0.3 + run / 10).toFixed(1)}&light=day&days=90&format=json`,
    ),
  );
  const currentFeed = await timed((run) =>
    calendar(`location=${encodeURIComponent(current(run + 40))}&days=90`),
  );
  const kingTides = await timed((run) =>
    calendar(
      `location=${encodeURIComponent(station(run, 5))}&list=king-tides&year=2033&format=json`,
    ),
  );
  // The same station-years again, kept: what the year view adds to them.
  const yearOfDays = await timed((run) => year(station(run, 5), 2033));
  // The unit: a day of a span, about what a never-seen station-day costs past a request's own.
  const unit = span / 31;
  const row = (what: string, ms: number, per = 1) =>
    console.log(
      `${what.padEnd(58)} ${ms.toFixed(1).padStart(7)} ms ${(ms / unit / per).toFixed(2).padStart(7)} units${per > 1 ? ` a day (${per} days)` : ''}`,
    );
  console.log(
    `Work costs, CPU time per request over ${RUNS} never-seen requests of each kind, ${new Date().toISOString()}`,
  );
  row('a never-seen day (get-tide-data), a request of its own', day);
  row('a kept 31-day span, asked again', kept);
  row('a 31-day span (a day of it is the unit)', span, 31);
  row('a 90-day tide feed (tide-calendar)', feed, 90);
  row('a 90-day windows search, below 0 ft in daylight', windows, 90);
  row('a 90-day slack search at a current station, in daylight', slack, 90);
  row("a 90-day current station's feed", currentFeed, 90);
  row("a year's king tides (its station-year computed)", kingTides);
  row("a year of days, its station-year kept (get-tide-data's year)", yearOfDays, 365);
} finally {
  agent.destroy();
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
