/**
 * get-tide-data when NOAA is down, as on a machine without internet (the default settings
 * there): answers must not wait on anything NOAA-related once NOAA is known to be down. NOAA
 * is stood in for by a local HTTP server; the database is a real, migrated PGlite, watched for
 * reads of the NOAA cache.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database } from '../../packages/backend/src/database.ts';
import type { Db } from '../functions/_shared/db.ts';
import {
  clearDayCache,
  handleGetTideData,
  resetNoaaCircuits,
  type TideDeps,
  type TideResult,
} from '../functions/_shared/get-tide-data.ts';

const BOSTON = 'noaa/8443970';

type Behaviour = (request: IncomingMessage, response: ServerResponse) => void;

let database: Database;
let server: Server;
let base = '';
let behaviour: Behaviour = (_request, response) => response.writeHead(503).end();
let noaaCalls = 0;
let cacheQueries = 0;
let now = new Date('2026-11-20T15:00:00Z');

/** The real database, counting the queries that touch NOAA's cache. */
const db: Db = {
  query: <Row>(text: string, params?: unknown[]) => {
    if (text.includes('noaa_prediction_cache')) cacheQueries += 1;
    return database.query<Row>(text, params);
  },
};

beforeAll(async () => {
  database = await openDatabase();
  await migrate(database);
  server = createServer((request, response) => {
    noaaCalls += 1;
    behaviour(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/datagetter`;
});

afterEach(() => {
  noaaCalls = 0;
  cacheQueries = 0;
  resetNoaaCircuits();
  clearDayCache();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database?.close();
});

function deps(): TideDeps {
  return { db, noaa: { baseUrl: base, timeoutMs: 300 }, now: () => now };
}

async function tides(date: string): Promise<TideResult> {
  const response = await handleGetTideData(
    new Request('http://localhost/functions/v1/get-tide-data', {
      method: 'POST',
      body: JSON.stringify({ locationId: BOSTON, date }),
    }),
    deps(),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as TideResult;
}

async function quietly<T>(run: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return await run();
  } finally {
    console.warn = warn;
  }
}

describe('get-tide-data', () => {
  describe('while NOAA is left alone after failing', () => {
    it("answers from the harmonics without reading NOAA's cache in the database", async () => {
      behaviour = (_request, response) => response.writeHead(503).end();
      await quietly(() => tides('2026-12-01'));
      cacheQueries = 0;

      const result = await tides('2026-12-02');

      expect(result.source).toBe('harmonic');
      expect(cacheQueries).toBe(0);
      expect(noaaCalls).toBe(1);
    });
  });

  describe('when the minute is up and NOAA still does not answer', () => {
    it('lets one request find out, while the others answer from the harmonics', async () => {
      behaviour = (_request, response) => response.writeHead(503).end();
      await quietly(() => tides('2026-12-01'));
      now = new Date(now.getTime() + 61_000);
      behaviour = () => {};

      const results = await quietly(() =>
        Promise.all(['2026-12-03', '2026-12-04', '2026-12-05'].map((date) => tides(date))),
      );

      expect(results.map((result) => result.source)).toEqual(['harmonic', 'harmonic', 'harmonic']);
      expect(noaaCalls).toBe(2);
    });
  });

  describe('when NOAA has given a day', () => {
    it('answers that day again from memory, without the database', async () => {
      behaviour = (_request, response) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            predictions: [
              { t: '2026-11-22 07:23', v: '0.210', type: 'L' },
              { t: '2026-11-22 13:35', v: '3.207', type: 'H' },
            ],
          }),
        );
      const fresh = await tides('2026-11-22');
      cacheQueries = 0;

      const again = await tides('2026-11-22');

      expect(fresh.source).toBe('fresh');
      expect(again.source).toBe('cached');
      expect(again.extremes).toEqual(fresh.extremes);
      expect(cacheQueries).toBe(0);
      expect(noaaCalls).toBe(1);
    });
  });
});
