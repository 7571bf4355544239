/**
 * A span of days costs like that many requests: each client has a budget of station-days, so
 * one client's months cannot slow another's day; and NOAA is asked per station-month, a few
 * calls at a time and a fixed number a minute, so no load pattern fans out at NOAA. NOAA (the
 * edge of the world) is a fake fetch answering Boston's published March 2026 tides.
 */
import {
  createGetTideDataHandler,
  type GetTideDataHandler,
  type TideDeps,
} from '@tides/supabase/get-tide-data';
import { BOSTON_MARCH_2026, noaaPredictions } from '@tides/supabase/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_API_LIMITS } from '../src/config.ts';
import { openDatabase, type Database } from '../src/database.ts';
import type { Backend } from '../src/server.ts';
import { startTestBackend, tempDataDir } from './helpers.ts';

const BOSTON = 'noaa/8443970';
const NOW = new Date('2026-03-05T15:00:00Z');

const published = noaaPredictions(BOSTON_MARCH_2026);

/** A NOAA data getter: Boston's published days, "no data" for anything else. */
function fakeNoaa(options: { hang?: boolean; shiftHours?: number } = {}) {
  const calls: URL[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    calls.push(url);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    try {
      if (options.hang) {
        await new Promise((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        });
      }
      const begin = url.searchParams.get('begin_date') ?? '';
      const end = url.searchParams.get('end_date') ?? '';
      const compact = (t: string) => t.slice(0, 10).replaceAll('-', '');
      const shift = (t: string) =>
        new Date(Date.parse(`${t.replace(' ', 'T')}:00Z`) + (options.shiftHours ?? 0) * 3_600_000)
          .toISOString()
          .slice(0, 16)
          .replace('T', ' ');
      const predictions =
        url.searchParams.get('station') === '8443970'
          ? published
              .filter((p) => compact(p.t) >= begin && compact(p.t) <= end)
              .map((p) => ({ ...p, t: shift(p.t) }))
          : [];
      const body =
        predictions.length > 0 ? { predictions } : { error: { message: 'No Predictions data' } };
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      });
    } finally {
      inFlight -= 1;
    }
  }) as typeof globalThis.fetch;
  return {
    fetch,
    calls,
    get mostInFlight() {
      return mostInFlight;
    },
  };
}

async function ask(
  handler: GetTideDataHandler,
  body: Record<string, unknown>,
  client = '203.0.113.1',
): Promise<Response> {
  return handler(
    new Request('http://localhost/functions/v1/get-tide-data', {
      method: 'POST',
      body: JSON.stringify(body),
    }),
    client,
  );
}

describe('NOAA calls under load', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let db: Database;
  let stations: string[];
  let now = NOW;
  let warnings: string[];

  beforeAll(async () => {
    data = await tempDataDir();
    db = await openDatabase({ dataDir: data.path });
    stations = (
      await db.query<{ id: string }>(
        `select id from public.tide_stations
          where noaa_id is not null and chart_datum = 'MLLW' and id <> $1
          order by id limit 12`,
        [BOSTON],
      )
    ).map((row) => row.id);
  });

  afterAll(async () => {
    await db?.close();
    data?.remove();
  });

  beforeEach(() => {
    now = NOW;
    warnings = [];
    vi.spyOn(console, 'warn').mockImplementation((line: unknown) => {
      warnings.push(String(line));
    });
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await db.query('delete from public.noaa_prediction_cache');
  });

  function handler(noaa: ReturnType<typeof fakeNoaa>, extra: Partial<TideDeps['noaa']> = {}) {
    return createGetTideDataHandler({
      db,
      noaa: { baseUrl: 'http://noaa.test/api/prod/datagetter', timeoutMs: 300, ...extra },
      fetch: noaa.fetch,
      now: () => now,
    });
  }

  it('asks NOAA once per station-month, not once per day', async () => {
    const noaa = fakeNoaa();
    const answer = await ask(handler(noaa), { locationId: BOSTON, date: '2026-03-11', days: 28 });
    expect(answer.status).toBe(200);
    const result = (await answer.json()) as { days: { source: string }[] };
    expect(result.days.map((day) => day.source)).toEqual(Array(28).fill('fresh'));
    // March and April: two calls for 28 days.
    expect(noaa.calls).toHaveLength(2);
  });

  it('keeps a fixed number of calls in flight, however many spans are asked at once', async () => {
    const noaa = fakeNoaa({ hang: true });
    const tides = handler(noaa, { callsInFlight: 3 });
    const answers = await Promise.all(
      stations.map((id) => ask(tides, { locationId: id, date: '2026-03-01', days: 31 })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(stations.map(() => 200));
    expect(noaa.mostInFlight).toBeLessThanOrEqual(3);
  });

  it('makes at most the budgeted calls a minute, then answers from harmonics', async () => {
    const noaa = fakeNoaa();
    const tides = handler(noaa, { callsPerMinute: 5, callsInFlight: 100 });
    // Each station from a visitor of its own: no one of them reaches a share of the minute.
    for (const [i, id] of stations.entries()) {
      await ask(tides, { locationId: id, date: '2026-03-01', days: 31 }, `203.0.113.${10 + i}`);
    }
    expect(noaa.calls.length).toBe(5);
    const boston = (await (
      await ask(tides, { locationId: BOSTON, date: '2026-03-20' })
    ).json()) as { source: string };
    expect(boston.source).toBe('harmonic');
    expect(warnings.filter((line) => line.startsWith('NOAA budget reached'))).toHaveLength(1);

    now = new Date(NOW.getTime() + 61_000);
    await ask(tides, { locationId: stations[11], date: '2026-05-01' });
    expect(noaa.calls.length).toBe(6);
  });

  it("keeps the minute's last share for others once one client has made its own", async () => {
    const noaa = fakeNoaa();
    const tides = handler(noaa, { callsPerMinute: 8, callsInFlight: 100 });
    for (const id of stations) await ask(tides, { locationId: id, date: '2026-03-01', days: 31 });
    // A share is a quarter of the minute's calls (2): the one client made 8 - 2.
    expect(noaa.calls.length).toBe(6);
    await ask(tides, { locationId: BOSTON, date: '2026-06-01' }, '198.51.100.30');
    expect(noaa.calls.length).toBe(7);
  });

  it('summarises NOAA disagreeing about a station: not a line per day', async () => {
    const noaa = fakeNoaa({ shiftHours: 5 });
    const tides = handler(noaa);
    const answer = await ask(tides, { locationId: BOSTON, date: '2026-03-11', days: 21 });
    const result = (await answer.json()) as { days: { source: string }[] };
    expect(result.days.map((day) => day.source)).toEqual(Array(21).fill('harmonic'));
    const disagreements = warnings.filter((line) => line.includes('disagrees'));
    expect(disagreements).toHaveLength(1);

    // A minute on, the next disagreement says how many the last minute kept quiet.
    now = new Date(NOW.getTime() + 61_000);
    await ask(tides, { locationId: BOSTON, date: '2026-04-01', days: 7 });
    expect(warnings).toContain(
      'NOAA disagreed on 20 more days for noaa/8443970 in the minute before.',
    );
    expect(warnings.filter((line) => line.includes('disagrees'))).toHaveLength(2);
  });
});

describe('the station-day budget, over HTTP', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let backend: Backend;

  beforeAll(async () => {
    data = await tempDataDir();
    backend = await startTestBackend({
      dataDir: data.path,
      trustedProxies: ['127.0.0.1', '::1'],
      limits: { ...DEFAULT_API_LIMITS, tideStationDaysBurst: 62, tideStationDaysPerMinute: 60 },
    });
  });

  afterAll(async () => {
    await backend?.close();
    data?.remove();
  });

  const tides = (client: string, days: number, date = '2026-03-01') =>
    fetch(`${backend.url}/functions/v1/get-tide-data`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        'content-type': 'application/json',
        'x-forwarded-for': client,
      },
      body: JSON.stringify({ locationId: BOSTON, date, days }),
    });

  it('charges a span as that many days, and refuses a client past its budget', async () => {
    expect((await tides('203.0.113.9', 31)).status).toBe(200);
    expect((await tides('203.0.113.9', 31, '2026-04-01')).status).toBe(200);
    const refused = await tides('203.0.113.9', 31, '2026-05-01');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      error: 'Too many requests',
      details: expect.stringMatching(/try again in \d+ seconds?\./),
    });
  });

  it('still answers another client’s day', async () => {
    expect((await tides('198.51.100.4', 1)).status).toBe(200);
  });
});
