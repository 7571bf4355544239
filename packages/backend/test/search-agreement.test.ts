/**
 * The embedded backend's in-process location search (src/search/) against the SQL function it
 * mirrors, public.search_tide_locations, on a freshly migrated and seeded PGlite: the same rows
 * in the same order, field for field, on the shared devset, our own set, the common names
 * visitors type, the names below, and terms drawn as the bench draws them (typed prefixes of
 * station names, and words with a letter added). Then the names people type, asked of the SQL,
 * as a visitor expects them answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database } from '../src/database.ts';
import { createRest } from '../src/rest/index.ts';
import { loadSearchCatalogue, type SearchCatalogue } from '../src/search/catalogue.ts';
import { searchLocations } from '../src/search/locations.ts';
import { seededRandom } from '../scripts/seeded-random.ts';
import { AS_ANON } from './request-contexts.ts';
import { commonNames, devset, evaluationSet } from './search-devset.ts';

interface Row {
  id: string;
  name: string;
  state: string | null;
  latitude: number;
  longitude: number;
  place: string | null;
  distance_km: number | null;
}

/** The names this file asks about, each asserted below. */
const NAMED = [
  'NYC',
  'nyc',
  'OBX',
  'SF',
  'LA',
  'NY',
  'FL',
  'xq',
  'New York',
  'Friday Harbor',
  'Outer Banks',
  'Tampa Bay',
  'Jones Beach',
  'Grand Isle',
  'Vieques',
  'Mavericks',
  'Pipeline',
  'San Francisco',
  'Los Angeles',
];

/** Terms as the bench draws them: typed prefixes (3 to 14 characters) and words with a letter added. */
function benchTerms(names: string[], count: number): string[] {
  const next = seededRandom(40);
  const terms: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const name = [...names[Math.floor(next() * names.length)]!];
    terms.push(name.slice(0, 3 + Math.floor(next() * 12)).join(''));
    const words = names[Math.floor(next() * names.length)]!.split(/[^\p{L}\p{N}]+/u);
    const word = [...(words.find((w) => w.length >= 3) ?? 'tide')];
    word.splice(
      Math.floor(next() * (word.length + 1)),
      0,
      'abcdefghijklmnopqrstuvwxyz'[Math.floor(next() * 26)]!,
    );
    terms.push(word.join(''));
  }
  return terms;
}

let db: Database;
let catalogue: SearchCatalogue;

const sqlSearch = (term: string) =>
  db.asRequest(AS_ANON, (tx) =>
    tx.query<Row>('select * from public.search_tide_locations($1)', [term]),
  );

beforeAll(async () => {
  db = await openDatabase();
  await migrate(db);
  catalogue = await loadSearchCatalogue(db);
  // Migrating and seeding a fresh database on a slow shared machine.
}, 300_000);

afterAll(async () => {
  await db?.close();
});

describe('the in-process search and the SQL', () => {
  it('give the same rows, in the same order, for the devset, our set and the names people type', async () => {
    const terms = [
      ...devset.queries.map((query) => query.q),
      ...evaluationSet.queries.map((query) => query.q),
      ...commonNames.queries.map((query) => query.q),
      ...NAMED,
    ];
    const differ: string[] = [];
    for (const term of terms) {
      if (
        JSON.stringify(await sqlSearch(term)) !== JSON.stringify(searchLocations(catalogue, term))
      ) {
        differ.push(term);
      }
    }
    expect(differ).toEqual([]);
  }, 300_000);

  it("give the same rows for 400 of the bench's terms: typed prefixes and words with a letter added", async () => {
    const differ: string[] = [];
    for (const term of benchTerms(
      catalogue.stations.map((station) => station.name),
      200,
    )) {
      if (
        JSON.stringify(await sqlSearch(term)) !== JSON.stringify(searchLocations(catalogue, term))
      ) {
        differ.push(term);
      }
    }
    expect(differ).toEqual([]);
  }, 300_000);
});

describe("the API's answer", () => {
  it('is the in-process answer once the catalogue is read, with no request of the database, and the same as the SQL', async () => {
    let requests = 0;
    const rest = createRest({
      ...db,
      asRequest: (context, work) => {
        requests += 1;
        return db.asRequest(context, work);
      },
    });
    expect(await rest.searchReady()).toBe(true);
    for (const term of ['Boston', 'bostxon', 'NYC', 'Friday Harbor', '02110', 'Sag']) {
      const response = await rest(
        new Request('http://127.0.0.1/rest/v1/rpc/search_tide_locations', {
          method: 'POST',
          body: JSON.stringify({ search_term: term }),
        }),
        '/rest/v1/rpc/search_tide_locations',
        AS_ANON,
      );
      expect(response.status).toBe(200);
      const sql = JSON.stringify(await sqlSearch(term));
      expect(await response.text()).toBe(sql);
      // The server's way for a plain POST, with no Fetch API Request: the same answer.
      expect(rest.quickSearch(JSON.stringify({ search_term: term }), AS_ANON)).toBe(sql);
    }
    expect(requests).toBe(0);
    // Whatever it does not mirror is left to rest() and the SQL.
    for (const body of [
      '{"search_term": "Oriental", "include_gauges": true}',
      '{"search_term": 12345}',
      '{"search_term": "a\\u0000b"}',
      '{"search_term": ',
      '[]',
    ]) {
      expect(rest.quickSearch(body, AS_ANON)).toBeNull();
    }
  });
});

describe('the names people type', () => {
  const ids = async (term: string) => (await sqlSearch(term)).map((row) => row.id);

  it('reads "NYC" as New York City: its stations, nearest first', async () => {
    const rows = await sqlSearch('NYC');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.slice(0, 5).every((row) => row.place === 'New York City, NY')).toBe(true);
    expect(await ids('nyc')).toEqual(rows.map((row) => row.id));
  });

  it('reads "OBX", "SF" and "LA" as the Outer Banks, San Francisco and Los Angeles', async () => {
    expect(await ids('OBX')).toEqual(await ids('Outer Banks'));
    expect(await ids('SF')).toEqual(await ids('San Francisco'));
    const la = await ids('LA');
    expect(la).toEqual(await ids('Los Angeles'));
    expect(la[0]).toBe('noaa/9410660');
  });

  it("lists a state's best-known stations for its two-letter code, and nothing for other two letters", async () => {
    for (const code of ['NY', 'FL']) {
      const rows = await sqlSearch(code);
      expect(rows).toHaveLength(20);
      expect(rows.every((row) => row.state === code)).toBe(true);
    }
    expect((await sqlSearch('NY'))[0]?.id).toBe('noaa/8518750');
    expect(await sqlSearch('xq')).toEqual([]);
  });

  it('ranks Manhattan\'s stations above California\'s "New York Slough" for "New York"', async () => {
    const rows = await sqlSearch('New York');
    expect(rows.slice(0, 10).every((row) => row.state === 'NY')).toBe(true);
    expect(rows.map((row) => row.id)).not.toContain('noaa/9415096');
  });

  it('lists Kanaka Bay (4.5 mi) before Roche Harbor (8.2 mi) for "Friday Harbor", by distance after the harbour', async () => {
    const rows = await sqlSearch('Friday Harbor');
    const order = rows.map((row) => row.id);
    expect(order[0]).toBe('noaa/9449880');
    expect(order.indexOf('noaa/9449856')).toBeLessThan(order.indexOf('noaa/9449834'));
    const distances = rows.slice(1).map((row) => row.distance_km ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('lists Kitty Hawk before Duck for "Outer Banks"', async () => {
    const order = await ids('Outer Banks');
    expect(order.indexOf('noaa/8651605')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('noaa/8651605')).toBeLessThan(order.indexOf('noaa/8651370'));
  });

  it('opens "Tampa Bay" with the station at Tampa, then the stations in the bay', async () => {
    const rows = await sqlSearch('Tampa Bay');
    expect(rows[0]?.id).toBe('noaa/8726668');
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows.slice(0, 5)) {
      expect(row.place).toBe('Tampa Bay, FL');
      expect(row.latitude).toBeGreaterThan(27.5);
      expect(row.latitude).toBeLessThan(28.05);
      expect(row.longitude).toBeGreaterThan(-82.8);
      expect(row.longitude).toBeLessThan(-82.4);
    }
  });

  it('opens "Jones Beach" with the stations at Jones Beach', async () => {
    const accepted = evaluationSet.queries.find((query) => query.q === 'Jones Beach')!.accept;
    const rows = await sqlSearch('Jones Beach');
    expect(accepted).toContain(rows[0]?.id);
    expect(rows[0]?.place).toBe('Jones Beach, NY');
  });

  it('opens "Grand Isle" with NOAA\'s station there, before the marsh gauges named for the island', async () => {
    const order = await ids('Grand Isle');
    expect(order[0]).toBe('noaa/8761724');
    const gauge = order.indexOf('ticon/crms0178-crms0178-usa-crms');
    for (const noaa of ['noaa/TEC4455', 'noaa/8761826', 'noaa/8761687']) {
      expect(order.indexOf(noaa)).toBeGreaterThan(0);
      expect(gauge < 0 || order.indexOf(noaa) < gauge).toBe(true);
    }
  });

  it('opens "Vieques" with the island\'s stations, not the main island\'s', async () => {
    const rows = await sqlSearch('Vieques');
    // The island's main town, Isabel Segunda, among its first three stations.
    expect(rows.slice(0, 3).map((row) => row.id)).toContain('noaa/9752619');
    for (const row of rows.slice(0, 5)) {
      expect(row.longitude).toBeGreaterThan(-65.6);
      expect(row.latitude).toBeLessThan(18.2);
    }
  });

  it('finds the surf breaks: Pillar Point Harbor for "Mavericks", the North Shore for "Pipeline"', async () => {
    const mavericks = await sqlSearch('Mavericks');
    expect(mavericks[0]).toMatchObject({ id: 'noaa/9414131', place: 'Mavericks, CA' });
    const pipeline = await sqlSearch('Pipeline');
    expect(pipeline[0]).toMatchObject({ id: 'noaa/1612668', place: 'Pipeline, HI' });
    expect(pipeline[0]?.distance_km).toBeLessThan(15);
  });

  it('names the public source of every landmark', async () => {
    const landmarks = await db.query<{ name: string; source: string }>(
      'select name, source from public.search_landmarks',
    );
    expect(landmarks.length).toBeGreaterThan(0);
    for (const landmark of landmarks) expect(landmark.source).toMatch(/\S{8}/);
  });
});
