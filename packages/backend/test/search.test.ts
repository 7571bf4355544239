/**
 * public.search_tide_locations, called as the visitors who use it (anon and authenticated) on
 * a freshly migrated and seeded PGlite: what people type must find the station they mean, first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database, type RequestContext } from '../src/database.ts';
import { AS_ANON, AS_AUTHENTICATED, signInAsAuthenticated } from './request-contexts.ts';
import { devset } from './search-devset.ts';

interface SearchRow {
  id: string;
  name: string;
  state: string | null;
  latitude: number;
  longitude: number;
  noaa_id: string | null;
  area: string | null;
  /** The country's name, as the station data spells it: 'United States', 'Canada'. */
  country: string | null;
  place: string | null;
  distance_km: number | null;
  /**
   * 'tide' for a tide station, 'current' for a tidal-current station, 'gauge' for a gauge set
   * apart as having too small a tide to tabulate.
   */
  kind: 'tide' | 'current' | 'gauge';
}

/** A nearest_tide_stations row: a station as the search gives it, with its distance and bearing. */
type NearestRow = Omit<SearchRow, 'area' | 'place' | 'distance_km'> & {
  distance_km: number;
  bearing_degrees: number;
};

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance by the haversine formula, computed here to check the database's. */
function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

const BOSTON = 'noaa/8443970';
const BOSTON_LIGHT = 'noaa/8444162';
const SAN_FRANCISCO_GOLDEN_GATE = 'noaa/9414290';
const PORTLAND_MAINE = 'noaa/8418150';
const HONOLULU = 'noaa/1612340';
const JENNETTES_PIER = 'noaa/8652226';
const KAHULUI = 'noaa/1615680';
const AVALON = 'noaa/9410079';
const BALBOA_PIER_NEWPORT_BEACH = 'noaa/9410583';
/** The most the function returns, however many stations match. */
const MAX_RESULTS = 20;
/** How much of a term the search reads: the rest of a longer one is never searched. */
const SEARCHED_TERM_LENGTH = 100;

let db: Database;

beforeAll(async () => {
  db = await openDatabase();
  await migrate(db);
  await signInAsAuthenticated(db);
}, 180_000);

afterAll(async () => {
  await db?.close();
});

function search(term: string | null, context: RequestContext = AS_ANON): Promise<SearchRow[]> {
  return db.asRequest(context, (tx) =>
    tx.query<SearchRow>('select * from public.search_tide_locations($1)', [term]),
  );
}

function searchWithCurrents(term: string): Promise<SearchRow[]> {
  return db.asRequest(AS_ANON, (tx) =>
    tx.query<SearchRow>('select * from public.search_tide_locations($1, true)', [term]),
  );
}

function searchWithGauges(term: string): Promise<SearchRow[]> {
  return db.asRequest(AS_ANON, (tx) =>
    tx.query<SearchRow>('select * from public.search_tide_locations($1, include_gauges => true)', [
      term,
    ]),
  );
}

function nearest(
  latitude: number | null,
  longitude: number | null,
  maxCount = 5,
  withinKm = 100,
): Promise<NearestRow[]> {
  return db.asRequest(AS_ANON, (tx) =>
    tx.query<NearestRow>('select * from public.nearest_tide_stations($1, $2, $3, $4)', [
      latitude,
      longitude,
      maxCount,
      withinKm,
    ]),
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
        const [zip] = await db.query<{ state: string }>(
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

  describe('nearest_tide_stations', () => {
    const points: [string, number, number][] = [
      ['Boston Common', 42.355, -71.0656],
      ['Waikiki Beach', 21.2765, -157.827],
      ['Adak, astride the 180th meridian', 51.86, -176.64],
      ['Attu, west of the 180th meridian', 52.93, 173.2],
      ['the Golden Gate', 37.8107, -122.4773],
    ];

    it.each(points)(
      'measures the stations nearest %s as a haversine computed here does',
      async (_place, latitude, longitude) => {
        const rows = await nearest(latitude, longitude, 10, 500);
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          expect(row.distance_km).toBeCloseTo(
            haversineKm(latitude, longitude, row.latitude, row.longitude),
            6,
          );
          expect(row.bearing_degrees).toBeGreaterThanOrEqual(0);
          expect(row.bearing_degrees).toBeLessThan(360);
        }
        const distances = rows.map((row) => row.distance_km);
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
      },
    );

    it('misses no station nearer than the ones it lists', async () => {
      const [latitude, longitude] = [41.5, -70.7];
      const rows = await nearest(latitude, longitude, 5, 100);
      const everyStation = await db.query<{ id: string; latitude: number; longitude: number }>(
        'select id, latitude, longitude from public.tide_stations',
      );
      const expected = everyStation
        .map((s) => ({ id: s.id, km: haversineKm(latitude, longitude, s.latitude, s.longitude) }))
        .sort((a, b) => a.km - b.km || a.id.localeCompare(b.id))
        .slice(0, 5)
        .map((s) => s.id);
      expect(rows.map((row) => row.id)).toEqual(expected);
    });

    it('names the country of each station, Canada for Victoria, BC', async () => {
      const [first] = await nearest(48.4245, -123.3707, 1, 20);
      expect(first).toMatchObject({ name: 'Victoria', country: 'Canada' });
    });

    it('gives the bearing from the point: Boston Light lies east of Boston', async () => {
      const rows = await nearest(42.3554, -71.06, 50, 30);
      const light = rows.find((row) => row.id === BOSTON_LIGHT);
      expect(light?.bearing_degrees).toBeGreaterThan(60);
      expect(light?.bearing_degrees).toBeLessThan(120);
    });

    it('keeps to the distance and the count asked for, at most 50', async () => {
      expect((await nearest(42.355, -71.0656, 3, 100)).length).toBe(3);
      const within = await nearest(42.355, -71.0656, 50, 5);
      expect(within.every((row) => row.distance_km <= 5)).toBe(true);
      expect((await nearest(42.355, -71.0656, 5_000, 1_000)).length).toBe(50);
    });

    it('finds nothing in mid-continent within 100 km', async () => {
      expect(await nearest(39.74, -104.99)).toEqual([]);
    });

    it.each([
      ['no latitude', null, -71],
      ['a latitude past the pole', 91, -71],
      ['a longitude past 180', 42, 181],
    ])('refuses %s with a sentence saying what a position needs', async (_case, lat, lon) => {
      await expect(nearest(lat, lon)).rejects.toThrow(
        'A position needs a latitude from -90 to 90 and a longitude from -180 to 180.',
      );
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

describe('search_tide_locations with include_currents', () => {
  it('lists the current station named as a current beside the tide stations for "Deception Pass"', async () => {
    const rows = await searchWithCurrents('Deception Pass');
    const current = rows.find((row) => row.id === 'noaa/PUG1701');
    expect(current).toMatchObject({
      name: 'Deception Pass (Narrows) (current)',
      state: 'WA',
      noaa_id: 'PUG1701',
      kind: 'current',
    });
    expect(rows.findIndex((row) => row.kind === 'current')).toBeLessThan(3);
    expect(rows.filter((row) => row.kind === 'tide').map((row) => row.id)).toEqual(
      await searchIds('Deception Pass'),
    );
  });

  it('lists no current station when not asked to', async () => {
    const rows = await search('Deception Pass');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.kind === 'tide')).toBe(true);
  });

  it('finds a current station by its name written out and by NOAA’s spelling', async () => {
    for (const term of ['Deal Island', 'Deal Is']) {
      const rows = await searchWithCurrents(term);
      expect(
        rows.find((row) => row.id === 'noaa/ACT5676'),
        term,
      ).toMatchObject({
        name: "Deal Island, 0.6 nautical miles west of, at Buoy '14' (current)",
        kind: 'current',
      });
    }
  });

  it('names every current row as a current', async () => {
    const rows = await searchWithCurrents('Golden Gate');
    const currents = rows.filter((row) => row.kind === 'current');
    expect(currents.length).toBeGreaterThan(0);
    expect(currents.every((row) => row.name.endsWith(' (current)'))).toBe(true);
  });
});

describe('search_tide_locations with include_gauges', () => {
  const MANNS_HARBOR = 'noaa/8652247';
  const ORIENTAL = 'noaa/8655133';

  it.each([
    ['Manns Harbor', MANNS_HARBOR, 'Manns Harbor'],
    ['Oriental', ORIENTAL, 'Oriental'],
    ['oriental nc', ORIENTAL, 'Oriental'],
  ])('offers the set-apart gauge first, as what it is, for "%s"', async (term, id, name) => {
    const [first] = await searchWithGauges(term);
    expect(first).toMatchObject({
      id,
      name: `${name} — water-level gauge, tides too small to tabulate`,
      state: 'NC',
      kind: 'gauge',
    });
  });

  it('keeps the tide stations in the order they had, after the gauge', async () => {
    const rows = await searchWithGauges('Manns Harbor');
    const tides = rows.filter((row) => row.kind === 'tide').map((row) => row.id);
    // The gauge takes one of the 20 places, so the tide list may lose its last.
    expect(tides.length).toBeGreaterThanOrEqual(MAX_RESULTS - 1);
    expect(tides).toEqual((await searchIds('Manns Harbor')).slice(0, tides.length));
  });

  it('puts a tide station the words name whole ahead of a gauge whose name only begins so: "Orient"', async () => {
    const rows = await searchWithGauges('Orient');
    expect(rows[0]).toMatchObject({ kind: 'tide' });
    expect(rows.map((row) => row.id)).toContain(ORIENTAL);
  });

  it('lists no gauge when not asked to, as the tide widgets ask', async () => {
    const rows = await search('Oriental');
    expect(rows.map((row) => row.id)).not.toContain(ORIENTAL);
    expect(rows.every((row) => row.kind === 'tide')).toBe(true);
  });
});

describe('nearest_current_stations', () => {
  it('finds Deception Pass (Narrows) nearest to the pass, with its flood and ebb directions', async () => {
    const rows = await db.asRequest(AS_ANON, (tx) =>
      tx.query<NearestRow & { type: string; flood_direction: number; ebb_direction: number }>(
        'select * from public.nearest_current_stations($1, $2, $3, $4)',
        [48.4, -122.64, 3, 50],
      ),
    );
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      id: 'noaa/PUG1701',
      type: 'harmonic',
      flood_direction: 101.5,
      ebb_direction: 281.5,
    });
    const distances = rows.map((row) => row.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('refuses a position off the globe in words', async () => {
    await expect(
      db.asRequest(AS_ANON, (tx) =>
        tx.query('select * from public.nearest_current_stations($1, $2)', [91, 0]),
      ),
    ).rejects.toThrow('A position needs a latitude from -90 to 90');
  });
});
