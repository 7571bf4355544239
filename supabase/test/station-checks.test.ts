/**
 * The station checks on the rows the fact-check found wrong, with the real offline sources
 * (geo-tz, country-coder, Natural Earth's coastline), and the catalogue they make: the
 * reviewed overrides fix them, the generator refuses an unreviewed one, non-tidal gauges are
 * set apart and spring/neap follows the constants.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { overridesPath } from '../paths.ts';
import { buildCatalog, catalog } from '../scripts/station-catalog.ts';
import { gazetteer, placesIndex } from '../scripts/station-catalog/gazetteer.ts';
import { CROSS_BORDER_REGIONS, REGION_NAMES } from '../scripts/station-catalog/place-names.ts';
import {
  checkCountry,
  checkFixedZone,
  checkName,
  checkNamedTown,
  checkPosition,
  checkReference,
  checkState,
  checkTimeZone,
  civilZone,
  gaugeKind,
  greatestRange,
  isStationCode,
  keepsShortForm,
  parseOverrides,
  placeFromId,
  rangeFollowsMoonPhase,
  regionsAcrossBorders,
  restoreLetters,
} from '../scripts/station-checks.ts';
import { currentCatalog } from '../scripts/current-catalog.ts';
import {
  accentedTownsAt,
  coastDistance,
  countryAt,
  statesAt,
  zonesAt,
} from '../scripts/station-geography.ts';
import { lookups, station, upstream } from './upstream-stations.ts';

// The whole catalogue is checked against the offline geography once per file: about 30 s on an
// idle machine, so a generous allowance for a loaded one.
beforeAll(async () => {
  await catalog();
}, 600_000);

describe('the checks, on the upstream rows the fact-check found', () => {
  it('reads the place a TICON id is named after, and not a code', () => {
    expect(placeFromId('ticon/port_isaac-pti-gbr-cco')).toBe('Port Isaac');
    expect(placeFromId('ticon/crms0482-crms0482-usa-crms')).toBeNull();
    expect(placeFromId('ticon/mdts-mdts-usa-sfwmd')).toBeNull();
    expect(placeFromId('noaa/8443970')).toBeNull();
  });

  it('finds every one of the seven Channel Coastal Observatory names that were rotated', () => {
    const cco = upstream.filter((s) => s.id.endsWith('-gbr-cco'));
    const found = cco.map(checkName).filter(Boolean);
    expect(found.map((f) => [f!.id, f!.old, f!.suggested]).sort()).toEqual(
      [
        ['ticon/brighton-btn-gbr-cco', 'Teignmouth Pier', 'Brighton'],
        ['ticon/hastings_pier-hgp-gbr-cco', 'Brighton', 'Hastings Pier'],
        ['ticon/port_isaac-pti-gbr-cco', 'West Bay Harbour', 'Port Isaac'],
        ['ticon/scarborough-sca-gbr-cco', 'Severn Bridge', 'Scarborough'],
        ['ticon/severn_bridge-ssc-gbr-cco', 'Port Isaac', 'Severn Bridge'],
        ['ticon/teignmouth_pier-tnp-gbr-cco', 'Hastings Pier', 'Teignmouth Pier'],
        ['ticon/west_bay_harbour-wbh-gbr-cco', 'Scarborough', 'West Bay Harbour'],
      ].sort(),
    );
    // A name that is the id's place, or a code, passes.
    expect(checkName(station('ticon/vancouver_bc-7735-can-meds'))).toBeNull();
  });

  it('finds Neiafu and San Lorenzo far out at sea, and Boston on its coast', () => {
    expect(checkPosition(station('noaa/TPT2893'), coastDistance)?.reason).toMatch(
      /km from the nearest coast/,
    );
    expect(checkPosition(station('noaa/TWC0279'), coastDistance)?.reason).toMatch(
      /km from the nearest coast/,
    );
    expect(checkPosition(station('noaa/8443970'), coastDistance)).toBeNull();
    // Albany is 150 km up the tidal Hudson: found, and kept by a reviewed line.
    expect(checkPosition(station('noaa/8518995'), coastDistance)?.reason).toMatch(/km inland/);
  });

  it('finds a zone that does not keep the clock of its position', () => {
    const neiafu = { ...station('noaa/TPT2893'), latitude: -18.65, longitude: -173.98333 };
    expect(checkTimeZone(neiafu, zonesAt)).toMatchObject({
      old: 'Etc/GMT',
      suggested: 'Pacific/Tongatapu',
    });
    expect(checkTimeZone(station('noaa/8443970'), zonesAt)).toBeNull();
  });

  it('finds stations filed under the wrong country, and not a territory of their own', () => {
    expect(checkCountry(station('noaa/TWC0353'), countryAt)).toMatchObject({
      old: 'US',
      suggested: 'CR',
    });
    expect(checkCountry(station('noaa/TPT2851'), countryAt)).toMatchObject({ suggested: 'CK' });
    // The Isle of Man is the United Kingdom's: not a finding, but filed under its own name.
    expect(checkCountry(station('ticon/port_eri_isle_of_man-iom-gbr-bodc'), countryAt)).toBeNull();
  });
});

describe('the overrides file', () => {
  it('is well formed, with a source on every line', () => {
    const overrides = parseOverrides(readFileSync(overridesPath, 'utf8'));
    expect(overrides.length).toBeGreaterThan(0);
    for (const override of overrides) expect(override.source.length).toBeGreaterThan(10);
  });

  it('refuses a line without a source, or a position that is not one', () => {
    expect(() => parseOverrides('noaa/1\tname\tA\tB\n')).toThrow(/line 1: needs id, field/);
    expect(() => parseOverrides('noaa/1\tposition\t1,2\tnowhere\tbecause\n')).toThrow(
      /latitude,longitude/,
    );
    expect(() => parseOverrides('noaa/1\tdepth\t1\t2\tbecause\n')).toThrow(/field must be/);
  });
});

describe('the catalogue', () => {
  it('stops on a finding no reviewed line answers, naming it', () => {
    const swapped = station('ticon/port_isaac-pti-gbr-cco');
    expect(() => buildCatalog([swapped], [], lookups, [])).toThrow(
      /port_isaac-pti-gbr-cco: name named "West Bay Harbour" but its id names Port Isaac/,
    );
  });

  it('stops on an override a new release made stale', () => {
    const swapped = station('ticon/port_isaac-pti-gbr-cco');
    const stale = {
      id: swapped.id,
      field: 'name' as const,
      old: 'Some Other Name',
      new: 'Port Isaac',
      source: 'a test',
    };
    expect(() => buildCatalog([swapped], [stale], lookups, [])).toThrow(/Review it again/);
  });

  it('writes back every letter of a name and tells one gauge listed twice', async () => {
    const { stations, report } = await catalog();
    const get = (id: string) => stations.find((s) => s.id === id);
    expect(get('ticon/goteborg_gotaalvbron-33092-swe-smhi')?.name).toBe('Göteborg Götaälvbron');
    expect(get('ticon/goteborg_larjeholm-33094-swe-smhi')?.name).toBe('Göteborg Lärjeholm');
    expect(get('ticon/cano_boqueron_no3_at_boqueron_cabo_rojo_pr-50129935-usa-usgs')?.name).toBe(
      'Caño Boquerón No. 3 at Boquerón, Cabo Rojo',
    );
    // Old River near Tracy: DWR's two records at the Tracy Boulevard bridge are one gauge.
    expect(get('ticon/old_river_near_tracy-olr-usa-cdwr')).toBeUndefined();
    expect(report.duplicates).toContainEqual(
      expect.objectContaining({
        id: 'ticon/old_river_near_tracy-olr-usa-cdwr',
        keptId: 'ticon/old_river_near_tracy_blvd_bridge-b95380-usa-cdwr',
      }),
    );
    // Every US station's region is its state: Etienne Bay's too, put on Attu.
    expect(get('noaa/TWC2321')).toMatchObject({ state: 'AK', region: 'AK' });
    const regionless = stations.filter((s) => s.country_code === 'US' && s.state && !s.region);
    expect(regionless.map((s) => s.id)).toEqual([]);
  });

  it('corrects every row the fact-check found', async () => {
    const { stations, gauges } = await catalog();
    const get = (id: string) =>
      stations.find((s) => s.id === id) ?? gauges.find((g) => g.id === id);
    expect(get('ticon/port_isaac-pti-gbr-cco')).toMatchObject({ name: 'Port Isaac' });
    expect(get('ticon/severn_bridge-ssc-gbr-cco')).toMatchObject({ name: 'Severn Bridge' });
    expect(get('noaa/TPT2893')).toMatchObject({
      longitude: -173.98333,
      timezone: 'Pacific/Tongatapu',
      country_code: 'TO',
      country: 'Tonga',
    });
    expect(get('noaa/TWC0279')).toMatchObject({
      longitude: -78.83333,
      timezone: 'America/Guayaquil',
      country_code: 'EC',
    });
    expect(get('ticon/apia-wsm-cmems') ?? stations.find((s) => /^Apia/.test(s.name))).toMatchObject(
      { country_code: 'WS' },
    );
    expect(get('ticon/port_eri_isle_of_man-iom-gbr-bodc')).toMatchObject({
      name: 'Port Erin',
      country: 'Isle of Man',
      country_code: 'IM',
    });
    expect(stations.find((s) => s.name === 'Kiska Harbor')).toMatchObject({ state: 'AK' });
    expect(get('noaa/8443838')?.locality).not.toMatch(/Healthcare|Campus/);
    // Fort Wadsworth has no datum heights: predicted, and labelled, about its mean level.
    expect(get('noaa/8519024')).toMatchObject({ chart_datum: 'MSL' });
    // No station of another country under a US heading.
    for (const s of stations.filter((s) => s.country_code === 'US')) {
      expect(s.state, s.id).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('sets apart the gauges without a tide, and marks spring and neap by the constants', async () => {
    const { stations, gauges } = await catalog();
    const gauge = (name: RegExp) => gauges.find((g) => name.test(g.name));
    expect(gauge(/^Kingston$/)).toMatchObject({ water: 'lake', country_code: 'CA' });
    expect(gauge(/^Mystic River at Amelia Earhart Dam/)).toMatchObject({
      water: 'river',
      state: 'MA',
    });
    expect(stations.some((s) => /Mystic River at Amelia/.test(s.name))).toBe(false);
    // No subordinate is left pointing at a reference that was set apart.
    const ids = new Set(stations.map((s) => s.id));
    for (const s of stations.filter((s) => s.type === 'subordinate')) {
      expect(ids.has(s.offsets!.reference), s.id).toBe(true);
    }
    const boston = stations.find((s) => s.id === 'noaa/8443970')!;
    expect(boston.springNeap).toBe(true);
    // Pensacola's tide is diurnal: its range follows the moon's declination, not its phase.
    const pensacola = stations.find((s) => s.id === 'noaa/8729840')!;
    expect(pensacola.springNeap).toBe(false);
  });

  it('reads range and spring/neap from constituents', () => {
    const semidiurnal = [
      { name: 'M2', amplitude: 1.3 },
      { name: 'S2', amplitude: 0.2 },
      { name: 'K1', amplitude: 0.14 },
      { name: 'O1', amplitude: 0.11 },
    ];
    const diurnal = [
      { name: 'M2', amplitude: 0.03 },
      { name: 'S2', amplitude: 0.01 },
      { name: 'K1', amplitude: 0.16 },
      { name: 'O1', amplitude: 0.16 },
    ];
    expect(greatestRange(semidiurnal)).toBeCloseTo(3.5, 5);
    expect(rangeFollowsMoonPhase(semidiurnal)).toBe(true);
    expect(rangeFollowsMoonPhase(diurnal)).toBe(false);
  });
});

describe('the checks against the places around a station', () => {
  const places = placesIndex(gazetteer());
  const upstreamState = (id: string) => station(id).region_code;

  it("finds Louisiana's marsh gauges filed under Mississippi and Texas, and not a border river's", () => {
    const found = upstream
      .filter((s) => s.id.includes('-crms'))
      .map((s) => checkState(s, statesAt))
      .filter((f) => f !== null);
    expect(found.map((f) => [f.id, f.old, f.suggested]).sort()).toEqual(
      [
        ['ticon/crms0003-crms0003-usa-crms', 'MS', 'LA'],
        ['ticon/crms0035-crms0035-usa-crms', 'MS', 'LA'],
        ['ticon/crms0108-crms0108-usa-crms', 'MS', 'LA'],
        ['ticon/crms0693-crms0693-usa-crms', 'TX', 'LA'],
        ['ticon/crms4110-crms4110-usa-crms', 'MS', 'LA'],
        ['ticon/crms4596-crms4596-usa-crms', 'MS', 'LA'],
        ['ticon/crms6088-crms6088-usa-crms', 'MS', 'LA'],
      ].sort(),
    );
    // Gerrish Island is Maine's, across the Piscataqua from New Castle, New Hampshire.
    expect(upstreamState('noaa/8419688')).toBe('US-ME');
    expect(checkState(station('noaa/8419688'), statesAt)).toBeNull();
    expect(checkState(station('noaa/8443970'), statesAt)).toBeNull();
  });

  it('finds a gauge placed far from the town its name names, and a name from across a state line', () => {
    expect(
      checkNamedTown(station('ticon/old_river_near_tracy-olr-usa-cdwr'), places),
    ).toMatchObject({ field: 'position', reason: 'named for Tracy, CA, 118 km away' });
    expect(
      checkNamedTown(station('ticon/old_river_near_tracy_blvd_bridge-b95380-usa-cdwr'), places),
    ).toBeNull();
    const waveland = { ...station('ticon/crms0108-crms0108-usa-crms'), region_code: 'US-LA' };
    expect(checkNamedTown(waveland, places)).toMatchObject({
      field: 'name',
      reason: 'named for Waveland, MS, 37 km away across the state line from LA',
    });
    // A feature's name that a town elsewhere shares claims no town.
    expect(checkNamedTown(station('noaa/8720148'), places)).toBeNull();
  });

  it('finds a subordinate far from its reference and from all its fellows', () => {
    const all = upstream.filter((s) => s.offsets?.reference === 'noaa/9460150');
    const etienne = station('noaa/TWC2321');
    expect(checkReference(etienne, station('noaa/9460150'), all)?.reason).toMatch(
      /^951 km from its reference station, Massacre Bay/,
    );
    // Jamaica's ports are far from Galveston, their reference, but together.
    const galveston = upstream.filter((s) => s.offsets?.reference === 'noaa/8771450');
    expect(checkReference(station('noaa/TEC4703'), station('noaa/8771450'), galveston)).toBeNull();
  });

  it("finds a fixed sea zone on a country's station, and not where a land zone keeps its clock", () => {
    expect(checkFixedZone(station('noaa/8447436'), zonesAt)).toMatchObject({
      old: 'Etc/GMT+5',
    });
    expect(checkFixedZone(station('noaa/TWC2321'), zonesAt)).toMatchObject({
      old: 'Etc/GMT+12',
    });
    expect(checkFixedZone(station('noaa/8443970'), zonesAt)).toBeNull();
  });

  it('corrects each of them in the catalogue, by a reviewed line', async () => {
    const { stations } = await catalog();
    const get = (id: string) => stations.find((s) => s.id === id);
    expect(get('noaa/TWC2321')).toMatchObject({
      latitude: 52.9167,
      longitude: 172.6167,
      timezone: 'America/Adak',
      state: 'AK',
    });
    expect(get('noaa/8447436')).toMatchObject({ timezone: 'America/New_York', state: 'MA' });
    expect(get('ticon/crms0108-crms0108-usa-crms')).toMatchObject({
      state: 'LA',
      name: 'St. Bernard Parish marsh (CRMS 0108)',
    });
    expect(get('ticon/crms0693-crms0693-usa-crms')).toMatchObject({ state: 'LA' });
    // Old River near Tracy, in the south Delta: the gauge DWR records as B95380 is the one kept.
    expect(get('ticon/old_river_near_tracy_blvd_bridge-b95380-usa-cdwr')).toMatchObject({
      latitude: 37.805,
    });
    expect(get('noaa/8419688')).toMatchObject({ state: 'ME' });
    expect(get('noaa/8419688')?.locality).not.toBe('New Castle');
    // A fixed sea zone remains only where no civil zone applies (uninhabited atolls).
    const fixed = stations.filter((s) => s.timezone.startsWith('Etc/') && s.country_code);
    for (const s of fixed) expect(['UM', 'CP', 'FR', 'US'], s.id).toContain(s.country_code);
  });
});

describe('the names, regions and zones a third fact-check read', () => {
  it("finds an archive's short form and an IOC code taken for a name, and not NOAA's own names", () => {
    expect(keepsShortForm(station('ticon/macquarie_is-680-aus-uhslc_fd'))).toContain('Island');
    expect(keepsShortForm(station('ticon/pt_la_rue-121-syc-uhslc_fd'))).toContain('Point');
    expect(keepsShortForm({ id: 'noaa/8727333', name: 'Mangrove Pt.' })).toBeNull();
    expect(isStationCode(station('ticon/ioc_igne-ioc-tur-cmems'))).toContain('IOC');
    expect(isStationCode({ id: 'ticon/ioc_csta2-ioc-rou-cmems', name: 'Constanța' })).toBeNull();
    expect(checkName(station('ticon/ioc_trab-ioc-tur-cmems'))).toMatchObject({ old: 'Trab' });
  });

  it('finds a region taken from across a border, and not one name two far countries share', () => {
    const at = (id: string, cc: string, region: string, latitude: number, longitude: number) => ({
      id,
      country_code: cc,
      region,
      latitude,
      longitude,
    });
    const rows = [
      at('delfzijl', 'NL', 'Groningen', 53.33, 6.93),
      at('eemshaven', 'NL', 'Groningen', 53.45, 6.83),
      at('emshoern', 'DE', 'Groningen', 53.5, 6.84),
      at('copenhagen', 'DK', 'Capital Region', 55.7, 12.6),
      at('copenhagen-2', 'DK', 'Capital Region', 55.6, 12.7),
      at('reykjavik', 'IS', 'Capital Region', 64.15, -21.94),
    ];
    expect(regionsAcrossBorders(rows).map((f) => [f.station.id, f.country])).toEqual([
      ['emshoern', 'NL'],
    ]);
  });

  it('writes every region with its letters and under its own side of the border', async () => {
    const { stations, gauges } = await catalog();
    const all = [...stations, ...gauges];
    const get = (id: string) => all.find((s) => s.id === id);
    // Regions the source wrote without their letters, or by an old name, are none of the catalogue's.
    const regions = new Set(all.map((s) => s.region));
    for (const old of Object.keys(REGION_NAMES)) expect(regions, old).not.toContain(old);
    expect(regionsAcrossBorders(all)).toEqual([]);
    expect(get('ticon/emshrn-9340010-deu-wsv')?.region).toBe('Lower Saxony');
    expect(get('ticon/havnebytg-hav-dnk-cmems')?.region).toBe('South Denmark');
    expect(get('ticon/cadzand-cadzd-nld-rws')?.region).toBe(CROSS_BORDER_REGIONS['NL|Flanders']);
    expect(get('ticon/la_guaira-247a-ven-uhslc_rq')?.region).toBe('La Guaira');
    expect(get('ticon/kaohsiung-340-twn-uhslc_fd')?.region).toBe('Kaohsiung');
    expect(get('ticon/ioc_igne-ioc-tur-cmems')).toMatchObject({
      name: 'İğneada',
      region: 'Kırklareli',
      country: 'Türkiye',
    });
    expect(get('ticon/macquarie_is-680-aus-uhslc_fd')?.name).toBe('Macquarie Island');
    // No archive's station keeps a short form or a code for its name.
    expect(all.filter((s) => keepsShortForm(s) ?? isStationCode(s)).map((s) => s.id)).toEqual([]);
  });

  it('gives a name back the letters its source dropped, from the town beside it', () => {
    expect(restoreLetters('Korsor', ['Korsør', 'Halsskov'])).toBe('Korsør');
    expect(restoreLetters('Koege', ['Køge'])).toBe('Køge');
    expect(restoreLetters('Goteborg Eriksberg', ['Göteborg'])).toBe('Göteborg Eriksberg');
    expect(restoreLetters('Cristobal (Colon)', ['Colón'])).toBe('Cristobal (Colón)');
    // A name already written with its letters, or no town's, is left as it is.
    expect(restoreLetters('Rørvik', ['Rørvik'])).toBeNull();
    expect(restoreLetters('Esbjerg', ['Ribe', 'Fanø'])).toBeNull();
    // A restored ø is a letter of the word, not a break in it: Rønne's harbour is no river ('r').
    expect(gaugeKind({ name: 'Rønne', country_code: 'DK' }, { km: 0.5, land: false })).toBe(
      'coast',
    );
    // With the real gazetteer (GeoNames' cities500): Denmark's towns, and none for Greece's
    // transliterated names, whose English spelling stands.
    expect(accentedTownsAt(55.33, 11.14, 'DK')).toContain('Korsør');
    expect(accentedTownsAt(40.63, 22.94, 'GR')).toEqual([]);
  });

  it('writes archive names with their letters in the catalogue, and keeps NOAA’s as NOAA prints them', async () => {
    const { stations, gauges, report } = await catalog();
    const all = new Map([...stations, ...gauges].map((s) => [s.id, s]));
    expect(all.get('ticon/korsor-kor-dnk-cmems')?.name).toBe('Korsør');
    expect(all.get('ticon/korsor-kor-dnk-cmems')?.aliases).toContain('korsor');
    expect(all.get('ticon/goteborg_eriksberg-33096-swe-smhi')?.name).toBe('Göteborg Eriksberg');
    expect(all.get('ticon/penuelas_pr-243a-pri-uhslc_rq')?.name).toBe('Peñuelas');
    expect(all.get('noaa/TEC4667')?.name).toBe('Guantanamo Bay');
    // Copernicus names three Tenerife gauges by the island; two are its harbours by name.
    expect(all.get('ticon/tenerife3tg-ten-esp-cmems')?.name).toBe('Puerto de la Cruz');
    expect(all.get('ticon/tenerife4tg-ten-esp-cmems')?.name).toBe('Los Cristianos');
    // The letters show the same gauge twice: UHSLC's Vardø is Kartverket's.
    expect(report.duplicates).toContainEqual(
      expect.objectContaining({ id: 'ticon/vardo-805-nor-uhslc_fd', keptId: 'kartverket/VAW' }),
    );
  });

  it("puts a current station the source gave a sea zone of the wrong hour on its coast's clock", () => {
    const isaac = { id: 'isaac', country_code: 'US', latitude: 24.558, longitude: -82.537 };
    expect(civilZone({ ...isaac, name: 'Isaac Shoal', timezone: 'Etc/GMT+6' }, zonesAt)).toBe(
      'America/New_York',
    );
    const currents = currentCatalog(zonesAt);
    expect(currents.find((c) => c.id === 'noaa/ACT8291')?.time_zone).toBe('America/New_York');
    expect(currents.filter((c) => c.time_zone.startsWith('Etc/')).map((c) => c.id)).toEqual([]);
  });

  it('files a current station the source gave no state where it is, and keeps a state it gave', () => {
    const currents = new Map(
      currentCatalog(zonesAt, { countryAt, statesAt }).map((c) => [c.id, c]),
    );
    const at = (id: string) => {
      const c = currents.get(id);
      return c && { state: c.state, country: c.country, country_code: c.country_code };
    };
    expect(at('noaa/ACT8926')).toEqual({
      state: 'PR',
      country: 'Puerto Rico',
      country_code: 'PR',
    });
    expect(at('noaa/PCT0016')).toEqual({ state: null, country: 'Mexico', country_code: 'MX' });
    expect(at('noaa/PCT2586')).toMatchObject({ state: null, country_code: 'CA' });
    expect(at('noaa/ACT8296')).toMatchObject({ state: 'FL', country_code: 'US' });
    expect(at('noaa/PCT5721')).toMatchObject({ state: 'AK' });
    // NOAA files Cape Muzon's Dixon Entrance station under Alaska: so it stays.
    expect(at('noaa/PCT2621')).toMatchObject({ state: 'AK', country_code: 'US' });
    // Every US current station is under a state or territory.
    const stateless = [...currents.values()].filter((c) => c.country_code === 'US' && !c.state);
    expect(stateless.map((c) => c.id)).toEqual([]);
  });
});
