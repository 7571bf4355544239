// @vitest-environment node
/**
 * The station pages' data as the build writes it, made here from a freshly migrated and seeded
 * database: one page per US tide station, each address its own, and each page's neighbours
 * measured as a haversine computed here measures them.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateStationData } from '../scripts/generate-station-data';
import { MOVED_STATION_PAGES } from '../scripts/moved-station-pages';
import { stationPath } from '../src/stations/paths';
import { BOSTON } from './station-fixtures';
import type { StateData, StationData, StationsIndex } from '../src/stations/types';
import type { CurrentStationData } from '../src/currents/types';

let dir: string;
let index: StationsIndex;

const read = <T>(file: string): T => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
const station = (path: string) => read<StationData>(`${path.slice('/tides/'.length)}.json`);

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;
function haversineKm(a: StationData, b: StationData): number {
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) *
      Math.cos(radians(b.latitude)) *
      Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

// Every tide and current station's page and neighbours from the database: minutes on a busy
// machine, so the wait is generous.
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tides-stations-'));
  index = await generateStationData(dir);
}, 600_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the station pages’ data', () => {
  it('has a page for every tide station, listed under its state or country', () => {
    expect(index.stations).toBeGreaterThan(5_700);
    expect(
      index.states.filter((state) => state.us).reduce((sum, state) => sum + state.stations, 0),
    ).toBeGreaterThan(3_900);
    const listed = index.states.flatMap((state) =>
      read<StateData>(`${state.slug}.json`).areas.flatMap((area) => area.stations),
    );
    expect(listed).toHaveLength(index.stations);
    expect(new Set(listed.map((s) => s.path)).size).toBe(index.stations);
    expect(index.states.reduce((sum, state) => sum + state.stations, 0)).toBe(index.stations);
  });

  it('tells apart every name a list shows twice, as NOAA does ("Cape Cod Canal, Sagamore")', () => {
    for (const state of index.states) {
      const names = read<StateData>(`${state.slug}.json`).areas.flatMap((area) =>
        area.stations.map((s) => s.name),
      );
      const seen = new Set<string>();
      const twice = names.filter((name) => seen.size === seen.add(name.toLowerCase()).size);
      expect(twice, state.slug).toEqual([]);
    }
    const ma = read<StateData>('ma.json').areas.flatMap((area) => area.stations);
    const canal = ma.filter((s) => s.name.startsWith('Cape Cod Canal'));
    expect(canal.map((s) => s.name).sort()).toEqual([
      'Cape Cod Canal, Bourne Bridge',
      'Cape Cod Canal, Bournedale',
      'Cape Cod Canal, RR. Bridge',
      'Cape Cod Canal, Sagamore',
    ]);
    // A name no other shares stays as it is.
    expect(ma.some((s) => s.name === 'Boston')).toBe(true);
    const canada = read<StateData>('canada.json').areas.flatMap((area) => area.stations);
    expect(canada.filter((s) => s.name.startsWith('Churchill'))).toHaveLength(1);
    expect(canada.filter((s) => s.name.startsWith('Bamfield'))).toHaveLength(1);
  });

  it('shows the names the catalogue restored, and sends each old address to a page that exists', () => {
    const germany = read<StateData>('germany.json').areas.flatMap((area) =>
      area.stations.map((s) => s.name),
    );
    for (const name of ['Büsum', 'Borkum Südstrand', 'Warnemünde', 'Glückstadt', 'Lübeck-Bauhof']) {
      expect(germany).toContain(name);
    }
    expect(germany.filter((name) => name === 'Neustadt')).toHaveLength(1);
    expect(germany.some((name) => /^(Bsum|Warnemnde|Warnemuende|Glckstadt)$/.test(name))).toBe(
      false,
    );
    const paths = new Set(
      index.states.flatMap((state) =>
        read<StateData>(`${state.slug}.json`).areas.flatMap((area) =>
          area.stations.map((s) => s.path),
        ),
      ),
    );
    for (const path of index.gaugePaths) paths.add(path);
    // Current stations filed under their own place move too.
    for (const path of index.currentPaths ?? []) paths.add(path);
    for (const [from, to] of MOVED_STATION_PAGES) {
      expect(paths.has(to), `${from} → ${to}`).toBe(true);
      expect(paths.has(from), from).toBe(false);
    }
    expect(MOVED_STATION_PAGES.get('/tides/germany/bsum-ticon-9510095')).toBe(
      '/tides/germany/busum-ticon-9510095',
    );
    expect(MOVED_STATION_PAGES.get('/tides/germany/warnemuende-ticon-warnemuendetg-war')).toBe(
      '/tides/germany/warnemunde-ticon-9640015',
    );
  });

  it('lists the states by name, then the territories under their own names, then countries', () => {
    const names = index.states.map((state) => state.name);
    expect(names.slice(0, 3)).toEqual(['Alabama', 'Alaska', 'California']);
    expect(names.indexOf('Puerto Rico')).toBeGreaterThan(names.indexOf('Washington'));
    const firstCountry = index.states.findIndex((state) => !state.us);
    expect(names.slice(firstCountry - 6, firstCountry).sort()).toEqual([
      'American Samoa',
      'Guam',
      'Northern Mariana Islands',
      'Puerto Rico',
      'US Minor Outlying Islands',
      'US Virgin Islands',
    ]);
    expect(index.states.slice(firstCountry).every((state) => !state.us)).toBe(true);
    expect(names).toEqual(
      expect.arrayContaining(['Canada', 'Samoa', 'Tonga', 'Costa Rica', 'Isle of Man', 'Jersey']),
    );
    // No catch-all: every US heading is a state or territory.
    expect(index.states.filter((state) => state.us).every((state) => state.code)).toBe(true);
  });

  it('files every station under its own country or territory', () => {
    const where = (state: string, name: RegExp) =>
      read<StateData>(`${state}.json`)
        .areas.flatMap((area) => area.stations)
        .some((s) => name.test(s.name));
    expect(where('samoa', /^Apia/)).toBe(true);
    expect(where('as', /^Apia/)).toBe(false);
    expect(where('tonga', /^Neiafu$/)).toBe(true);
    expect(where('costa-rica', /^Cocos Island(,|$)/)).toBe(true);
    expect(where('isle-of-man', /^Port Erin$/)).toBe(true);
    expect(where('ak', /^Kiska Harbor$/)).toBe(true);
    expect(where('um', /^Wake Island/)).toBe(true);
    // The United Kingdom's territories under their own names, not the UK's.
    expect(where('united-kingdom', /Gibraltar|Stanley|Ascension|St Helier/)).toBe(false);
    expect(where('gibraltar', /^Gibraltar$/)).toBe(true);
    expect(where('falkland-islands', /Stanley/)).toBe(true);
    expect(where('jersey', /^St Helier$/)).toBe(true);
    const neiafu = read<StateData>('tonga.json')
      .areas.flatMap((area) => area.stations)
      .find((s) => s.name === 'Neiafu');
    expect(station(neiafu?.path ?? '')).toMatchObject({
      timeZone: 'Pacific/Tongatapu',
      longitude: -173.98333,
    });
  });

  it('names the Channel Coastal Observatory gauges by their own places', () => {
    const names = read<StateData>('united-kingdom.json').areas.flatMap((area) =>
      area.stations.map((s) => s.path),
    );
    expect(names).toContain('/tides/united-kingdom/port-isaac-ticon-port-isaac-pti');
    expect(station('/tides/united-kingdom/port-isaac-ticon-port-isaac-pti')).toMatchObject({
      latitude: 50.59419,
      name: 'Port Isaac',
    });
  });

  it('keeps gauges without a tide off the state pages, with a page of their own', () => {
    const ma = read<StateData>('ma.json').areas.flatMap((area) => area.stations);
    expect(ma.some((s) => /Mystic River at Amelia Earhart Dam/.test(s.name))).toBe(false);
    const mystic = index.gaugePaths.find((path) => path.startsWith('/tides/ma/mystic-river-'));
    expect(station(mystic ?? '')).toMatchObject({ gauge: { water: 'river' } });
    // Nor is it anyone's neighbour.
    const boston = station('/tides/ma/boston-8443970');
    expect(boston.nearest.some((near) => /Mystic River/.test(near.name))).toBe(false);
  });

  it('lists the gauges without a tide apart on their state page, by name', () => {
    const nc = read<StateData>('nc.json');
    expect(nc.gauges.map((g) => g.name)).toEqual(expect.arrayContaining(['Oriental']));
    expect(nc.areas.flatMap((a) => a.stations).some((s) => s.name === 'Oriental')).toBe(false);
  });

  it('names a gauge’s nearest tide station on its own water, never the ocean across land', () => {
    const gauge = (prefix: string) =>
      station(index.gaugePaths.find((path) => path.startsWith(prefix)) ?? '');
    const manns = gauge('/tides/nc/manns-harbor-');
    // Its nearest is an ocean pier across the Outer Banks: not the sound's tide.
    expect(manns.nearest[0]?.name).toMatch(/Pier/);
    expect(manns.gauge?.sameWater?.path).not.toBe(manns.nearest[0]?.path);
    // A gauge's tide on its own water is one of the tides listed nearest it.
    const named = index.gaugePaths.map(station).filter((page) => page.gauge?.sameWater);
    expect(named.length).toBeGreaterThan(0);
    expect(
      named
        .filter((page) => !page.nearest.some((near) => near.path === page.gauge?.sameWater?.path))
        .map((page) => page.path),
    ).toEqual([]);
  });

  it('files the marsh gauges of Louisiana under its parishes, told apart and nearest first', () => {
    const la = read<StateData>('la.json');
    const bernard = la.areas.find((a) => a.area === 'St. Bernard Parish')?.stations ?? [];
    expect(bernard.map((s) => s.name)).toContain('St. Bernard Parish marsh (CRMS 0108)');
    const lafitte = la.areas
      .flatMap((a) => a.stations)
      .filter((s) => s.name.startsWith('Lafitte, '));
    expect(lafitte.length).toBeGreaterThan(10);
    for (const s of lafitte)
      expect(s.name).toMatch(/^Lafitte, (\d+ km [NESW]{1,2} of town|in town|.+)$/);
    expect(lafitte.some((s) => /CRMS crms/.test(s.name))).toBe(false);
    for (const area of la.areas) {
      const kms = area.stations
        .map((s) => /^Lafitte, (\d+) km/.exec(s.name)?.[1])
        .filter((km) => km !== undefined)
        .map(Number);
      expect(kms).toEqual([...kms].sort((a, b) => a - b));
    }
    expect(
      read<StateData>('ms.json')
        .areas.flatMap((a) => a.stations)
        .some((s) => /CRMS/.test(s.name)),
    ).toBe(false);
  });

  it('writes out gauge records’ shortened names, and restores a region’s letters', () => {
    const nj = read<StateData>('nj.json').areas.flatMap((a) => a.stations.map((s) => s.name));
    expect(nj).toContain('Barnegat Bay Tidal Channel 1 at Bayview near Ocean Gate');
    const norway = read<StateData>('norway.json').areas.map((a) => a.area);
    expect(norway).toContain('Møre og Romsdal');
    expect(norway).not.toContain('More og Romsdal');
    const ak = read<StateData>('ak.json').areas.map((a) => a.area);
    expect(ak).toContain('Chugach Census Area');
    expect(ak).not.toContain('Valdez-Cordova Census Area');
  });

  it('gives a station outside the US a page under its country, in its own zone and datum', () => {
    const canada = read<StateData>('canada.json');
    const first = canada.areas[0]?.stations[0];
    expect(first?.path).toMatch(/^\/tides\/canada\/[a-z0-9-]+$/);
    const page = station(first?.path ?? '');
    expect(page.state).toMatchObject({ slug: 'canada', name: 'Canada', code: null, us: false });
    expect(page.countryCode).toBe('CA');
    expect(page.timeZone).toMatch(/^America\//);
  });

  it('describes Boston as NOAA publishes it: number, zone, datum, reference station', () => {
    const boston = station('/tides/ma/boston-8443970');
    expect(boston).toMatchObject({
      id: 'noaa/8443970',
      name: 'Boston',
      noaaId: '8443970',
      timeZone: 'America/New_York',
      zone: 'Eastern Time (UTC−5 / UTC−4 in summer)',
      datum: 'MLLW',
      type: 'reference',
      reference: null,
      gauge: null,
      liveGauge: true,
      state: { slug: 'ma', name: 'Massachusetts', code: 'MA', us: true },
    });
    // The Boston the pages' tests read (station-fixtures.ts) is the one written here.
    const { id, name, noaaId, timeZone, zone, datum, type, reference, gauge, liveGauge } = BOSTON;
    expect(boston).toMatchObject({
      id,
      name,
      noaaId,
      timeZone,
      zone,
      datum,
      type,
      reference,
      gauge,
      liveGauge,
    });
    expect(boston.path).toBe(stationPath({ id: boston.id, name: boston.name, state: 'MA' }));
    expect(boston.countryCode).toBe('US');
  });

  it('marks the stations whose own NOAA gauge reports the water level, and no others', () => {
    expect(station('/tides/ma/boston-8443970').liveGauge).toBe(true);
    const hull = station(stationPath({ id: 'noaa/8444351', name: 'Hull', state: 'MA' }));
    expect(hull.liveGauge).toBe(false);
    // A reference station from a survey gauge long removed (Aialik Sill, 2000) has none.
    const aialik = station(stationPath({ id: 'noaa/9455146', name: 'Aialik Sill', state: 'AK' }));
    expect(aialik.liveGauge).toBe(false);
    // Hull's page offers the nearest gauge NOAA operates on its water, one that is live.
    const offered = hull.nearestLiveGauge;
    expect(offered?.distanceKm).toBeLessThanOrEqual(100);
    expect(offered?.path && station(offered.path).liveGauge).toBe(true);
  });

  it('gives the nearest stations nearest first, measured as a haversine from here measures them', () => {
    for (const path of ['/tides/ma/boston-8443970', '/tides/hi/honolulu-1612340']) {
      const here = station(path);
      expect(here.nearest.length).toBeGreaterThan(3);
      const distances = here.nearest.map((near) => near.distanceKm);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      for (const near of here.nearest) {
        expect(near.path).not.toBe(here.path);
        if (!near.path) continue;
        expect(near.distanceKm).toBeCloseTo(haversineKm(here, station(near.path)), 1);
      }
    }
  });

  it('links a subordinate station to its reference station’s page', () => {
    const portsmouth = station('/tides/nh/portsmouth-8423745');
    expect(portsmouth.type).toBe('subordinate');
    expect(portsmouth.reference?.path).toMatch(/^\/tides\/[a-z]{2}\/[a-z0-9-]+$/);
    expect(station(portsmouth.reference?.path ?? '').type).toBe('reference');
  });

  it('gives same-named stations addresses of their own: the two Key Wests', () => {
    const keyWests = read<StateData>('fl.json')
      .areas.flatMap((area) => area.stations)
      .filter((s) => s.name.startsWith('Key West,'));
    expect(keyWests.map((s) => s.path).sort()).toEqual([
      '/tides/fl/key-west-8724557',
      '/tides/fl/key-west-8724580',
    ]);
    // And names that tell them apart in the list.
    expect(new Set(keyWests.map((s) => s.name)).size).toBe(2);
  });
});

describe('the current station pages’ data', () => {
  const current = (path: string) => read<CurrentStationData>(`${path.slice(1)}.json`);

  it('has a page for every current station, each address its own', () => {
    const paths = index.currentPaths ?? [];
    expect(paths.length).toBeGreaterThan(2_000);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/currents/wa/deception-pass-narrows-pug1701');
  });

  it('links Deception Pass to its nearest tide station, and that station back to it', () => {
    const pass = current('/currents/wa/deception-pass-narrows-pug1701');
    expect(pass).toMatchObject({
      id: 'noaa/PUG1701',
      type: 'harmonic',
      floodDirectionDeg: 101.5,
      ebbDirectionDeg: 281.5,
      timeZone: 'America/Los_Angeles',
    });
    expect(pass.nearestTide?.path).toMatch(/^\/tides\/wa\//);
    const tide = station(pass.nearestTide!.path);
    expect(tide.nearestCurrents?.map((near) => near.path)).toContain(pass.path);
  });

  it('names a subordinate station’s reference, with its page', () => {
    const paths = index.currentPaths ?? [];
    const subordinate = paths.map(current).find((data) => data.type === 'subordinate');
    expect(subordinate?.reference?.path).toMatch(/^\/currents\//);
    expect(paths).toContain(subordinate?.reference?.path);
  });

  it('lists each current station on its state’s page, under Currents', () => {
    const wa = read<StateData>('wa.json');
    expect(wa.currents?.map((item) => item.path)).toContain(
      '/currents/wa/deception-pass-narrows-pug1701',
    );
  });
});
