/**
 * What get-tide-data keeps in memory so that a station's first day costs what its second does:
 * every station, read at once and compiled (subordinates sharing their reference's curve), and
 * which days the NOAA prediction cache holds. Run over a freshly migrated PGlite, with the
 * database calls counted.
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDatabase, type TestDatabase } from './database.ts';
import {
  createGetTideDataHandler,
  type GetTideDataHandler,
  type TideDeps,
  type TideResult,
} from '../functions/_shared/handlers/get-tide-data.ts';
import type { Db } from '../functions/_shared/platform/db.ts';

const NOW = new Date('2026-11-20T15:00:00Z');
const BOSTON = 'noaa/8443970';
/** How many stations of every kind the first-day checks ask for. */
const SAMPLE = 40;

let db: TestDatabase;

beforeAll(async () => {
  db = await openSeededDatabase();
}, 120_000);

afterAll(async () => {
  await db?.close();
});

/** The database with every query's text recorded, and a promise for the catalogue's last page. */
function counted(): { db: Db; queries: string[]; catalogueRead: Promise<void> } {
  const queries: string[] = [];
  let read = () => {};
  const catalogueRead = new Promise<void>((resolve) => (read = resolve));
  return {
    queries,
    catalogueRead,
    db: {
      async query<Row>(text: string, params?: unknown[]) {
        queries.push(text);
        const rows = await db.query<Row>(text, params);
        // The catalogue is read in pages, reference stations then subordinates; the last
        // subordinates' page is a short one.
        if (/from public\.tide_stations\s+where station_type = \$3/.test(text)) {
          if (params?.[2] === 'subordinate' && rows.length < Number(params[1])) {
            setTimeout(read, 0);
          }
        }
        return rows;
      },
    },
  };
}

async function ask(
  handler: GetTideDataHandler,
  locationId: string,
  date: string,
): Promise<TideResult> {
  const response = await handler(
    new Request('http://localhost/functions/v1/get-tide-data', {
      method: 'POST',
      body: JSON.stringify({ locationId, date }),
    }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as TideResult;
}

/** An answer without the instant it was made, to compare two handlers' answers. */
function comparable(result: TideResult): Omit<TideResult, 'generatedAt'> {
  const { generatedAt: _made, ...rest } = result;
  return rest;
}

describe('the station catalogue', () => {
  it('answers any station’s first day without asking the database, once it has read them all', async () => {
    const sample = await db.query<{ id: string }>(
      `(select id from public.tide_stations where station_type = 'subordinate' order by id limit $1)
       union all
       (select id from public.tide_stations where station_type = 'reference' and id not like 'noaa/%'
        order by id desc limit $1)
       union all
       (select id from public.tide_stations where station_type = 'reference' and id like 'noaa/%'
        order by id limit $1)`,
      [SAMPLE / 2],
    );
    const counting = counted();
    const handler = createGetTideDataHandler({
      db: counting.db,
      noaa: { baseUrl: null, timeoutMs: 800 },
      now: () => NOW,
      preloadStations: true,
    });
    await counting.catalogueRead;
    const pages = counting.queries.length;
    expect(pages).toBeGreaterThan(1);

    // The same days from a handler that reads each station on its own, as before.
    const single = createGetTideDataHandler({
      db,
      noaa: { baseUrl: null, timeoutMs: 800 },
      now: () => NOW,
    });
    for (const [index, { id }] of sample.entries()) {
      const date = `2027-0${1 + (index % 9)}-1${index % 10}`;
      const fromMemory = await ask(handler, id, date);
      expect(comparable(fromMemory)).toEqual(comparable(await ask(single, id, date)));
    }
    expect(counting.queries.slice(pages)).toEqual([]);
  });

  it('still reads a station on its own while the catalogue has not been read', async () => {
    const counting = counted();
    const handler = createGetTideDataHandler({
      db: counting.db,
      noaa: { baseUrl: null, timeoutMs: 800 },
      now: () => NOW,
    });
    expect((await ask(handler, BOSTON, '2027-03-01')).station.id).toBe(BOSTON);
    expect(counting.queries).toHaveLength(1);
    // Its second day is from memory.
    await ask(handler, BOSTON, '2027-03-02');
    expect(counting.queries).toHaveLength(1);
  });
});

describe('the NOAA cache index', () => {
  let noaaUrl = '';

  beforeAll(async () => {
    // A port nothing listens on: NOAA refuses every connection, as when it is down.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    noaaUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/datagetter`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
  });

  it('reads the cache for no new day it does not hold, and for one another server wrote once it looks again', async () => {
    let now = NOW;
    const counting = counted();
    const deps: TideDeps = {
      db: counting.db,
      noaa: { baseUrl: noaaUrl, timeoutMs: 500 },
      now: () => now,
    };
    const handler = createGetTideDataHandler(deps);
    const quiet = console.warn;
    console.warn = () => {};
    try {
      for (const date of ['2027-05-01', '2027-05-02', '2027-05-03', '2027-05-04']) {
        expect((await ask(handler, BOSTON, date)).source).toBe('harmonic');
      }
      const cacheQueries = () =>
        counting.queries.filter((text) => text.includes('noaa_prediction_cache'));
      // The keys, read once; no day's own read.
      expect(cacheQueries()).toHaveLength(1);

      // Another server caches NOAA's highs and lows for a day (ours agree with them exactly).
      const harmonic = await ask(handler, BOSTON, '2027-05-05');
      await db.query(
        `insert into public.noaa_prediction_cache (station_id, date, events, fetched_at)
         values ($1, $2::text::date, $3::text::jsonb, now())`,
        [
          BOSTON,
          '2027-05-06',
          JSON.stringify(
            (
              await ask(createGetTideDataHandler({ ...deps, db }), BOSTON, '2027-05-06')
            ).extremes.map(({ at, heightM, type }) => ({
              at: new Date(at).toISOString(),
              heightM,
              type,
            })),
          ),
        ],
      );
      expect(harmonic.source).toBe('harmonic');
      // Ten minutes on, this server reads the keys again and finds the day.
      now = new Date(NOW.getTime() + 10 * 60_000 + 1_000);
      expect((await ask(handler, BOSTON, '2027-05-06')).source).toBe('cached');
    } finally {
      console.warn = quiet;
      await db.query('delete from public.noaa_prediction_cache');
    }
  });
});
