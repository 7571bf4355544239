/**
 * public.search_tide_locations, called as the visitors who use it (anon and authenticated) on
 * a freshly migrated and seeded PGlite: what people type must find the station they mean, first.
 * Current stations, gauges and the nearest stations are in search-currents-gauges-nearest.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { AS_ANON, AS_AUTHENTICATED } from './request-contexts.ts';
import { MAX_RESULTS, searchDatabase, type SearchRow } from './search-database.ts';
import { devset } from './search-devset.ts';

const BOSTON = 'noaa/8443970';
const BOSTON_LIGHT = 'noaa/8444162';
const SAN_FRANCISCO_GOLDEN_GATE = 'noaa/9414290';
const PORTLAND_MAINE = 'noaa/8418150';
const HONOLULU = 'noaa/1612340';
const JENNETTES_PIER = 'noaa/8652226';
const KAHULUI = 'noaa/1615680';
const AVALON = 'noaa/9410079';
const BALBOA_PIER_NEWPORT_BEACH = 'noaa/9410583';
/** How much of a term the search reads: the rest of a longer one is never searched. */
const SEARCHED_TERM_LENGTH = 100;

const { database, search, searchIds } = searchDatabase();

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
        noaa_id: '8443970',
        area: null,
        country: 'United States',
        place: 'Boston, MA',
        distance_km: expect.closeTo(0.9, 0),
        kind: 'tide',
      });
    });
  });

  describe('when the visitor types a town, beach, neighbourhood or ZIP code', () => {
    it('finds Honolulu, 5 km away, for the neighbourhood "Waikiki"', async () => {
      const [first] = await search('Waikiki');
      expect(first).toMatchObject({
        id: HONOLULU,
        place: 'Waikiki, HI',
        distance_km: expect.closeTo(4.9, 0),
      });
    });

    it('finds the ocean pier at Nags Head for the stretch of shore "Outer Banks"', async () => {
      const rows = await search('Outer Banks');
      expect(rows[0]).toMatchObject({ id: JENNETTES_PIER, place: 'Outer Banks, NC' });
      const near = rows.filter((row) => row.place === 'Outer Banks, NC');
      expect(near.length).toBeGreaterThan(3);
      expect(near.every((row) => row.state === 'NC')).toBe(true);
      // Los Angeles (Outer Harbor) and the like come after every station of the place.
      expect(rows.slice(0, near.length)).toEqual(near);
    });

    it('finds Boston for its downtown ZIP code, "02110", and names the ZIP in each row', async () => {
      const rows = await search('02110');
      expect(rows[0]).toMatchObject({ id: BOSTON, place: 'Boston, MA 02110' });
      expect(rows.length).toBeGreaterThan(3);
      for (const row of rows) expect(row.distance_km).toBeLessThanOrEqual(50);
    });

    it.each(['02110', '33040', '96815', '98660'])(
      'lists the stations near ZIP code %s by the distance each row shows',
      async (zip) => {
        const distances = (await search(zip)).map((row) => row.distance_km ?? Infinity);
        expect(distances.length).toBeGreaterThan(1);
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
      },
    );

    it('lists stations nearest first, each within reach of the place', async () => {
      const rows = (await search('Hyannis')).filter((row) => row.place === 'Hyannis, MA');
      expect(rows.length).toBeGreaterThan(3);
      for (const row of rows) expect(row.distance_km).toBeLessThanOrEqual(30);
    });

    it('reads a Hawaiian town the same with its okina, a stand-in for it, or none', async () => {
      const plain = await searchIds('Kapaa');
      expect(plain.length).toBeGreaterThan(0);
      expect(await searchIds('Kapaʻa')).toEqual(plain);
      expect(await searchIds('Kapa‘a')).toEqual(plain);
      expect(await searchIds("Kapa'a")).toEqual(plain);
    });

    it.each(['Corolla', 'Salvo', 'Breezy Point'])(
      'finds the stations near %s, a town known only by its ZIP code and named by no station, in its own state',
      async (town) => {
        const [zip] = await database().query<{ state: string }>(
          "select state from public.places where kind = 'zip' and name = $1",
          [town],
        );
        const rows = await search(town);
        expect(rows[0]).toMatchObject({
          state: zip?.state,
          place: expect.stringMatching(new RegExp(`^${town}, ${zip?.state} \\d{5}$`)),
        });
      },
    );

    it('gives a town with fewer than three stations near it its nearest three, nearest first', async () => {
      const rows = (await search('Oceanside CA')).filter((row) => row.place === 'Oceanside, CA');
      expect(rows.length).toBeGreaterThanOrEqual(3);
      const distances = rows.map((row) => row.distance_km ?? Infinity);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances.every((km) => km <= 60)).toBe(true);
    });

    it('finds the harbour a visitor means for an island named alone: "Maui", "Catalina Island"', async () => {
      expect((await search('Maui'))[0]).toMatchObject({ id: KAHULUI, place: 'Maui, HI' });
      expect((await search('Catalina Island'))[0]).toMatchObject({ id: AVALON });
    });

    it('finds nothing for a ZIP code far from any coast, rather than a station far away', async () => {
      // 80202 is downtown Denver.
      expect(await search('80202')).toEqual([]);
    });

    it('takes the most populous place of a name, "Boston" in Massachusetts, not Virginia', async () => {
      const rows = await search('Boston');
      expect(rows.slice(0, 5).every((row) => row.state === 'MA')).toBe(true);
    });

    it('keeps to the state typed after a place, "Ocean City MD" and "Ocean City, New Jersey"', async () => {
      expect((await search('Ocean City MD')).slice(0, 3).map((row) => row.state)).toEqual([
        'MD',
        'MD',
        'MD',
      ]);
      expect((await search('Ocean City, New Jersey'))[0]?.state).toBe('NJ');
    });

    it('tells namesakes apart: the two "Key West" stations differ in NOAA number or area', async () => {
      const keyWests = (await search('Key West, FL')).filter((row) => row.name === 'Key West');
      expect(keyWests).toHaveLength(2);
      const [one, other] = keyWests;
      expect(one?.noaa_id).not.toBe(other?.noaa_id);
      expect(keyWests.some((row) => row.area === 'South Side · White Street Pier')).toBe(true);
      expect(keyWests.every((row) => row.place === 'Key West, FL')).toBe(true);
    });

    it('ranks US stations above foreign namesakes for a US place, "Portland"', async () => {
      const rows = await search('Portland');
      const isUs = (row: SearchRow) => /^[A-Z]{2}$/.test(row.state ?? '');
      const firstForeign = rows.findIndex((row) => !isUs(row));
      expect(firstForeign).toBeGreaterThan(3);
      expect(rows.slice(firstForeign).every((row) => !isUs(row))).toBe(true);
      expect(rows[0]?.id).toBe(PORTLAND_MAINE);
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

  describe('when the visitor qualifies a place with a province or a country', () => {
    it.each(['Vancouver BC', 'Vancouver, British Columbia', 'Vancouver Canada'])(
      'puts Vancouver, British Columbia ahead of Vancouver, WA for "%s"',
      async (term) => {
        const rows = await search(term);
        expect(rows[0]).toMatchObject({ name: 'Vancouver', state: 'British Columbia' });
        const washington = rows.findIndex((row) => row.state === 'WA');
        expect(washington === -1 || washington > 0).toBe(true);
      },
    );

    it.each(['Victoria, British Columbia', 'Victoria BC'])(
      'finds Victoria, British Columbia first for "%s"',
      async (term) => {
        const [first] = await search(term);
        expect(first).toMatchObject({ name: 'Victoria', state: 'British Columbia' });
      },
    );

    it('keeps to the province named: every row for "Cove NS" is in Nova Scotia', async () => {
      const rows = await search('Cove NS');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => row.state !== 'Nova Scotia')).toEqual([]);
    });

    it('names the country of each row, which a link to the station’s page needs', async () => {
      const [bc] = await search('Vancouver BC');
      expect(bc).toMatchObject({ state: 'British Columbia', country: 'Canada' });
      const [wa] = await search('Vancouver WA');
      expect(wa).toMatchObject({ state: 'WA', country: 'United States' });
    });

    it('still reads "Vancouver WA" as Vancouver, Washington', async () => {
      const [first] = await search('Vancouver WA');
      expect(first).toMatchObject({ name: 'Vancouver', state: 'WA' });
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
    it('searches only its first 100 characters, so a 10,000-character term costs no more', async () => {
      const term = 'Boston '.repeat(1_500).slice(0, 10_000);
      const rows = await search(term);
      expect(rows.length).toBeLessThanOrEqual(MAX_RESULTS);
      expect(rows).toEqual(await search(term.slice(0, SEARCHED_TERM_LENGTH)));
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
