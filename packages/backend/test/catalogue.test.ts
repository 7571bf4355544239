/**
 * The honest catalogue as visitors meet it, on a freshly migrated and seeded PGlite and as the
 * anon role: gauges without a tide are offered by no search and no nearest-station list, yet
 * each is readable for its own page; the stations the fact-check found wrong read right; and
 * no foreign station is filed under a US state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database } from '../src/database.ts';
import { AS_ANON } from './request-contexts.ts';

const MYSTIC_DAM = 'ticon/mystic_r_at_amelia_earhart_dam_nr_somerville_ma-1103050-usa-usgs';
const KINGSTON_ONTARIO = 'ticon/kingston_ontario-13988-can-meds';

let db: Database;

beforeAll(async () => {
  db = await openDatabase();
  await migrate(db);
}, 60_000);

afterAll(async () => {
  await db?.close();
});

const anon = <T>(sql: string, params: unknown[] = []) =>
  db.asRequest(AS_ANON, (tx) => tx.query<T>(sql, params));

describe('gauges without a tide', () => {
  it('are found by no search, for the ZIP code or the place they stand in', async () => {
    for (const term of ['02110', 'Somerville', 'Mystic R at Amelia', 'Kingston Ontario']) {
      const ids = (
        await anon<{ id: string }>('select id from public.search_tide_locations($1)', [term])
      ).map((row) => row.id);
      expect(ids, term).not.toContain(MYSTIC_DAM);
      expect(ids, term).not.toContain(KINGSTON_ONTARIO);
    }
  });

  it('are nobody’s nearest station', async () => {
    // Boston, 5 km from the dam.
    const near = await anon<{ id: string }>(
      'select id from public.nearest_tide_stations(42.3539, -71.0503, 20, 30)',
    );
    expect(near.length).toBeGreaterThan(5);
    expect(near.map((row) => row.id)).not.toContain(MYSTIC_DAM);
  });

  it('can be read, for the page that says what they are', async () => {
    const [gauge] = await anon<{ name: string; kind: string; greatest_range_m: number }>(
      'select name, kind, greatest_range_m from public.water_level_gauges where id = $1',
      [MYSTIC_DAM],
    );
    expect(gauge).toMatchObject({ kind: 'river' });
    expect(gauge!.greatest_range_m).toBeLessThan(0.15);
  });

  it('cannot be written by a visitor', async () => {
    await expect(
      anon('delete from public.water_level_gauges where id = $1', [MYSTIC_DAM]),
    ).rejects.toThrow(/permission denied/);
  });
});

describe('the stations the fact-check found wrong', () => {
  it('carry their own names, positions, zones and countries', async () => {
    const rows = await anon<{
      id: string;
      name: string;
      longitude: number;
      time_zone: string;
      country_code: string;
      state: string | null;
    }>(
      `select id, name, longitude, time_zone, country_code, state from public.tide_stations
        where id = any($1) order by id`,
      [['noaa/TPT2893', 'noaa/TWC0279', 'ticon/severn_bridge-ssc-gbr-cco', 'noaa/1778000']],
    );
    expect(rows).toEqual([
      expect.objectContaining({ id: 'noaa/1778000', country_code: 'WS', state: null }),
      expect.objectContaining({
        id: 'noaa/TPT2893',
        name: 'Neiafu',
        longitude: -173.98333,
        time_zone: 'Pacific/Tongatapu',
        country_code: 'TO',
      }),
      expect.objectContaining({
        id: 'noaa/TWC0279',
        longitude: -78.83333,
        time_zone: 'America/Guayaquil',
        country_code: 'EC',
      }),
      expect.objectContaining({ name: 'Severn Bridge', country_code: 'GB' }),
    ]);
  });

  it('file no station of another country under a US state or territory', async () => {
    const misfiled = await anon<{ id: string }>(
      `select id from public.tide_stations
        where country_code not in ('US', 'PR', 'VI', 'GU', 'AS', 'MP', 'UM')
          and state in ('AS', 'GU', 'MP', 'PR', 'VI', 'UM', 'HI', 'AK')`,
    );
    expect(misfiled).toEqual([]);
    const stateless = await anon<{ id: string }>(
      `select id from public.tide_stations where country_code = 'US' and state is null`,
    );
    expect(stateless).toEqual([]);
  });
});

describe('a database seeded before the catalogue was checked', () => {
  it('is corrected on its next start', async () => {
    const old = await openDatabase();
    try {
      await migrate(old);
      // As it was: Kingston a tide station, Port Isaac misnamed, no gauges set apart.
      await old.exec(`
        truncate public.water_level_gauges;
        insert into public.tide_stations (id, name, latitude, longitude, time_zone, station_type, constituents)
          values ('${KINGSTON_ONTARIO}', 'Kingston Ontario', 44.22, -76.52, 'America/Toronto', 'reference', '[]');
        update public.tide_stations set name = 'West Bay Harbour' where id = 'ticon/port_isaac-pti-gbr-cco';
      `);
      await migrate(old);
      const [kingston] = await old.query<{ n: number }>(
        'select count(*)::int as n from public.tide_stations where id = $1',
        [KINGSTON_ONTARIO],
      );
      expect(kingston?.n).toBe(0);
      const [portIsaac] = await old.query<{ name: string }>(
        `select name from public.tide_stations where id = 'ticon/port_isaac-pti-gbr-cco'`,
      );
      expect(portIsaac?.name).toBe('Port Isaac');
    } finally {
      await old.close();
    }
  }, 120_000);
});
