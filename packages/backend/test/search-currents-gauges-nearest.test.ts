/**
 * search_tide_locations with include_currents and include_gauges, and the nearest tide and
 * current stations, on a freshly migrated and seeded PGlite.
 */
import { describe, expect, it } from 'vitest';
import { AS_ANON } from './request-contexts.ts';
import { haversineKm, MAX_RESULTS, searchDatabase, type NearestRow } from './search-database.ts';

const BOSTON_LIGHT = 'noaa/8444162';

const { database, search, searchIds, searchWithCurrents, searchWithGauges, nearest } =
  searchDatabase();

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
    const everyStation = await database().query<{
      id: string;
      latitude: number;
      longitude: number;
    }>('select id, latitude, longitude from public.tide_stations');
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
    const rows = await database().asRequest(AS_ANON, (tx) =>
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
      database().asRequest(AS_ANON, (tx) =>
        tx.query('select * from public.nearest_current_stations($1, $2)', [91, 0]),
      ),
    ).rejects.toThrow('A position needs a latitude from -90 to 90');
  });
});
