/**
 * The scenarios of `pnpm soak -- --limits` that weigh work by what it costs (SOAK_ONLY names):
 *
 * - `browsing`: one visitor opening ten station pages in a minute (each a day, a week and the
 *   king tides of the twelve months ahead), then Boston's year view and a month view: the 429s
 *   it met (target 0) and how long the year took (target ≤ 3 s on PGlite);
 * - `slack`, `feedcrowd`, `spans`: 200 clients (distinct X-Forwarded-For) looping on 90-day
 *   slack-window searches at current stations, on 60–90-day tide feeds, or on 31-day spans,
 *   beside a visitor asking a never-seen single day every 200 ms: that visitor's p50 and p95
 *   (target p95 ≤ 300 ms).
 *
 * Each prints the backend's RSS before and the most seen while it ran.
 */
import { Agent } from 'node:http';
import { residentMemoryMb, type BackendProcess } from './backend-process.ts';
import { count, load, percentiles, statuses } from './soak-figures.ts';
import { send, type Answer } from './soak-http.ts';

export const COST_SCENARIOS = ['browsing', 'slack', 'feedcrowd', 'spans'] as const;
export type CostScenario = (typeof COST_SCENARIOS)[number];

const BOSTON = 'noaa/8443970';
const CROWD = 200;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The most RSS seen while `work` runs, sampled every half second. */
async function withPeakRss<T>(pid: number, work: () => Promise<T>): Promise<[T, number]> {
  let most = residentMemoryMb(pid) ?? 0;
  let running = true;
  const sampling = (async () => {
    while (running) {
      most = Math.max(most, residentMemoryMb(pid) ?? 0);
      await pause(500);
    }
  })();
  try {
    return [await work(), most];
  } finally {
    running = false;
    await sampling;
  }
}

export async function runCostScenarios(
  backend: BackendProcess,
  chosen: (name: CostScenario) => boolean,
  seconds: number,
): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 400 });
  const measured = new Agent({ keepAlive: true, maxSockets: 2 });
  const api = (from: string, json = false) => ({
    apikey: backend.anonKey,
    authorization: `Bearer ${backend.anonKey}`,
    'x-forwarded-for': from,
    ...(json ? { 'content-type': 'application/json' } : {}),
  });
  const ids = async (table: string, limit: number): Promise<string[]> => {
    const found: string[] = [];
    for (let page: string[] = ['first']; page.length > 0 && found.length < limit;) {
      const answer = await send(
        agent,
        `${backend.url}/rest/v1/${table}?select=id&order=id&limit=1000&offset=${found.length}`,
        'GET',
        api('192.0.2.1'),
      );
      page = (JSON.parse(answer.body) as { id: string }[]).map((row) => row.id);
      found.push(...page);
    }
    return found.slice(0, limit);
  };
  const tideStations = await ids('tide_stations', 10_000);
  const currentStations = (await ids('current_stations', 10_000)).filter((id) => !id.includes('@'));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
  const someDay = () =>
    new Date(Date.UTC(2026, 0, 1 + Math.floor(Math.random() * 700))).toISOString().slice(0, 10);
  // A kept-alive connection the server closed while idle (after 5 s) is reset when reused: a
  // browser asks again on a new one, and so does this.
  const once = <T>(ask: () => Promise<T>) => ask().catch(() => ask().catch(() => null));
  const days = (from: string, locationId: string, date: string, count: number, via = agent) =>
    once(() =>
      send(
        via,
        `${backend.url}/functions/v1/get-tide-data`,
        'POST',
        api(from, true),
        JSON.stringify({ locationId, date, days: count }),
      ),
    );
  const calendar = (from: string, query: string) =>
    once(() =>
      send(agent, `${backend.url}/functions/v1/tide-calendar?${query}`, 'GET', {
        'x-forwarded-for': from,
      }),
    );

  if (chosen('browsing')) {
    console.log(
      '\nOne visitor: ten station pages in a minute with their king tides, then a year and a month:',
    );
    const counts = new Map<number | string, number>();
    const note = (answer: Answer | null) => count(counts, answer?.status ?? 'error');
    const visitor = '198.51.100.60';
    const today = new Date().toISOString().slice(0, 10);
    const [, peak] = await withPeakRss(backend.pid, async () => {
      for (let page = 0; page < 10; page += 1) {
        const station = page === 0 ? BOSTON : pick(tideStations);
        const started = performance.now();
        const answers = await Promise.all([
          days(visitor, station, today, 1),
          days(visitor, station, today, 7),
          calendar(
            visitor,
            `location=${encodeURIComponent(station)}&list=king-tides&units=ft&format=json`,
          ),
        ]);
        answers.forEach(note);
        await pause(Math.max(0, 6000 - (performance.now() - started)));
      }
      const yearStarted = performance.now();
      const year = await once(() =>
        send(
          agent,
          `${backend.url}/functions/v1/get-tide-data?locationId=${encodeURIComponent(BOSTON)}&year=2027`,
          'GET',
          api(visitor),
        ),
      );
      note(year);
      const yearMs = performance.now() - yearStarted;
      const yearDays = year?.status === 200 ? (JSON.parse(year.body) as { days?: unknown[] }) : {};
      const month = await days(visitor, BOSTON, '2027-03-01', 31);
      note(month);
      console.log(
        `   the year view's answer: ${yearMs.toFixed(0)} ms, ${yearDays.days?.length ?? 0} days; the month: ${month?.ms.toFixed(0)} ms`,
      );
    });
    console.log(
      `   statuses ${statuses(counts)}; 429s: ${counts.get(429) ?? 0}; RSS at most ${peak} MB [${load()}]`,
    );
  }

  const crowds: [CostScenario, string, (i: number) => Promise<Answer | null>][] = [
    [
      'slack',
      '90-day slack-window searches at current stations',
      (i) =>
        calendar(
          `10.5.${Math.floor(i / 250)}.${(i % 250) + 1}`,
          `location=${encodeURIComponent(pick(currentStations))}&slack=${(0.1 + Math.floor(Math.random() * 21) / 10).toFixed(1)}&light=day&days=90&format=json`,
        ),
    ],
    [
      'feedcrowd',
      '60–90-day tide feeds',
      (i) =>
        calendar(
          `10.6.${Math.floor(i / 250)}.${(i % 250) + 1}`,
          `location=${encodeURIComponent(pick(tideStations))}&days=${60 + Math.floor(Math.random() * 31)}`,
        ),
    ],
    [
      'spans',
      '31-day spans',
      (i) =>
        days(`10.7.${Math.floor(i / 250)}.${(i % 250) + 1}`, pick(tideStations), someDay(), 31),
    ],
  ];
  for (const [name, what, ask] of crowds) {
    if (!chosen(name)) continue;
    console.log(`\n${CROWD} clients looping on ${what}, beside a single-day visitor:`);
    const before = residentMemoryMb(backend.pid);
    // The visitor's connection is open before the crowd comes, as a visitor already on the site
    // has one: Node accepts one new connection a turn of its event loop.
    await days('198.51.100.70', BOSTON, someDay(), 1, measured);
    const deadline = performance.now() + seconds * 1000;
    const crowdCounts = new Map<number | string, number>();
    const single: number[] = [];
    const singleCounts = new Map<number | string, number>();
    const [, peak] = await withPeakRss(backend.pid, () =>
      Promise.all([
        ...Array.from({ length: CROWD }, async (_, i) => {
          while (performance.now() < deadline) {
            const answer = await ask(i);
            count(crowdCounts, answer?.status ?? 'error');
            // A refused client waits as it is told, as a browser's retry would, not in a spin.
            if (answer?.status === 429) await pause(1000);
          }
        }),
        (async () => {
          // Let the crowd's first requests in before measuring beside them.
          await pause(500);
          while (performance.now() < deadline) {
            const answer = await days('198.51.100.70', pick(tideStations), someDay(), 1, measured);
            count(singleCounts, answer?.status ?? 'error');
            if (answer) single.push(answer.ms);
            await pause(200);
          }
        })(),
      ]),
    );
    console.log(
      `   the single-day visitor: ${percentiles(single)}; statuses ${statuses(singleCounts)} [${load()}]`,
    );
    console.log(
      `   the crowd: statuses ${statuses(crowdCounts)}; RSS ${before} MB before, at most ${peak} MB`,
    );
  }
  agent.destroy();
  measured.destroy();
}
