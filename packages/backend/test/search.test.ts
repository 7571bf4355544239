/**
 * public.search_tide_locations, called as the visitors who use it (anon and authenticated) on
 * a freshly migrated and seeded PGlite: what people type must find the station they mean, first.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database, type RequestContext } from '../src/database.ts';

interface DevsetQuery {
  q: string;
  accept: string[];
  note?: string;
}

interface SearchRow {
  id: string;
  name: string;
  state: string | null;
  latitude: number;
  longitude: number;
}

const devset = JSON.parse(
  readFileSync(new URL('../../../../shared/fixtures/search-devset.json', import.meta.url), 'utf8'),
) as { queries: DevsetQuery[] };

const BOSTON = 'noaa/8443970';
const BOSTON_LIGHT = 'noaa/8444162';
const SAN_FRANCISCO_GOLDEN_GATE = 'noaa/9414290';
const PORTLAND_MAINE = 'noaa/8418150';
const BALBOA_PIER_NEWPORT_BEACH = 'noaa/9410583';
/** The most the function returns, however many stations match. */
const MAX_RESULTS = 20;
/** A generous bound for a 10,000-character term, which must not be searched in full. */
const LONG_TERM_BUDGET_MS = 1_000;

const AS_ANON: RequestContext = { role: 'anon', claims: { role: 'anon' } };
const AS_AUTHENTICATED: RequestContext = {
  role: 'authenticated',
  claims: {
    role: 'authenticated',
    aud: 'authenticated',
    sub: '00000000-0000-4000-8000-000000000001',
  },
};

let db: Database;

beforeAll(async () => {
  db = await openDatabase();
  await migrate(db);
}, 60_000);

afterAll(async () => {
  await db?.close();
});

function search(term: string | null, context: RequestContext = AS_ANON): Promise<SearchRow[]> {
  return db.asRequest(context, (tx) =>
    tx.query<SearchRow>('select * from public.search_tide_locations($1)', [term]),
  );
}

async function searchIds(term: string): Promise<string[]> {
  return (await search(term)).map((row) => row.id);
}

describe('search_tide_locations', () => {
  describe('with the devset of real queries', () => {
    it.each(devset.queries.map((query) => [query.q, query] as const))(
      'puts an accepted station first for "%s"',
      async (_term, query) => {
        const ids = await searchIds(query.q);
        expect(query.accept).toContain(ids[0]);
      },
    );
  });

  describe('when the visitor types a station name', () => {
    it('puts the canonical Boston station ahead of Boston Light for "Boston"', async () => {
      const ids = await searchIds('Boston');
      expect(ids[0]).toBe(BOSTON);
      expect(ids.indexOf(BOSTON_LIGHT)).toBeGreaterThan(0);
    });

    it('finds Boston first despite the typo in "bostn"', async () => {
      const ids = await searchIds('bostn');
      expect(ids[0]).toBe(BOSTON);
    });

    it('finds San Francisco (Golden Gate) first from the prefix "san fran"', async () => {
      const ids = await searchIds('san fran');
      expect(ids[0]).toBe(SAN_FRANCISCO_GOLDEN_GATE);
    });

    it('returns the name, state and position of each station', async () => {
      const [first] = await search('Boston');
      expect(first).toEqual({
        id: BOSTON,
        name: 'Boston',
        state: 'MA',
        latitude: expect.closeTo(42.35, 1),
        longitude: expect.closeTo(-71.05, 1),
      });
    });
  });

  describe('when the visitor qualifies a place with its state', () => {
    it('takes "Maine" in "Portland Maine" to mean Portland, ME', async () => {
      const ids = await searchIds('Portland Maine');
      expect(ids[0]).toBe(PORTLAND_MAINE);
    });

    it('takes "ME" in "Portland ME" the same way', async () => {
      const ids = await searchIds('Portland ME');
      expect(ids[0]).toBe(PORTLAND_MAINE);
    });

    it('keeps to the named state when another state has the same place', async () => {
      const rows = await search('Ocean City MD');
      expect(rows[0]?.state).toBe('MD');
    });

    it('does not read a name ending in a state\'s name, "Port Washington", as that state', async () => {
      const [first] = await search('Port Washington');
      expect(first).toMatchObject({ name: 'Port Washington', state: 'NY' });
    });

    it('lists only the stations of a state named alone, "Rhode Island"', async () => {
      const rows = await search('Rhode Island');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => row.state !== 'RI')).toEqual([]);
    });
  });

  describe('when the visitor types the town a station serves', () => {
    it('finds Balboa Pier, whose locality is Newport Beach, at the top', async () => {
      const ids = await searchIds('Newport Beach');
      expect(ids.slice(0, 3)).toContain(BALBOA_PIER_NEWPORT_BEACH);
    });
  });

  describe('when the visitor types a NOAA station number', () => {
    it('finds Boston from "8443970"', async () => {
      const ids = await searchIds('8443970');
      expect(ids[0]).toBe(BOSTON);
    });

    it('finds Boston from the number still being typed, "844397"', async () => {
      const ids = await searchIds('844397');
      expect(ids[0]).toBe(BOSTON);
    });
  });

  describe('when the term is too short to search', () => {
    it.each(['', 'bo', '  bo  ', '   '])('returns nothing for %j', async (term) => {
      expect(await search(term)).toEqual([]);
    });

    it('returns nothing for null', async () => {
      expect(await search(null)).toEqual([]);
    });
  });

  describe('when many stations match', () => {
    it(`returns at most ${MAX_RESULTS}`, async () => {
      const rows = await search('bay');
      expect(rows).toHaveLength(MAX_RESULTS);
    });

    it('returns each station once', async () => {
      const ids = await searchIds('Newport Oregon');
      expect(new Set(ids).size).toBe(ids.length);
    });
  });

  describe('when the term holds SQL, LIKE or regular-expression syntax', () => {
    it.each([
      '%%%',
      '___',
      '\\\\\\',
      "o'brien",
      "'; drop table public.tide_stations; --",
      '.*+?[(',
    ])('treats %j literally', async (term) => {
      await expect(search(term)).resolves.toBeInstanceOf(Array);
    });

    it('does not let "%" match every station', async () => {
      expect(await search('%%%')).toEqual([]);
    });

    it('matches an apostrophe the way the name has it, for "Port O\'Connor"', async () => {
      const rows = await search("Port O'Connor");
      expect(rows[0]?.name).toBe("Port O'Connor");
    });
  });

  describe('when the term is very long', () => {
    it('answers a 10,000-character term quickly, without error', async () => {
      const started = performance.now();
      const rows = await search('Boston '.repeat(1_500).slice(0, 10_000));
      expect(performance.now() - started).toBeLessThan(LONG_TERM_BUDGET_MS);
      expect(rows.length).toBeLessThanOrEqual(MAX_RESULTS);
    });
  });

  describe('as each visitor role', () => {
    it.each([
      ['anon', AS_ANON],
      ['authenticated', AS_AUTHENTICATED],
    ] as const)('may be executed by %s', async (_role, context) => {
      const ids = (await search('Boston', context)).map((row) => row.id);
      expect(ids[0]).toBe(BOSTON);
    });
  });
});
