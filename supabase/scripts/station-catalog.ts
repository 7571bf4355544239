/**
 * The tide stations the project serves, as @neaps/tide-database holds them, checked and
 * corrected: tide stations only (never current stations), with constituents, each with the
 * state, territory or country it is shown in. The seed, the gazetteer and the site's station
 * pages are all made from this one list.
 *
 * Every station passes the checks of station-checks.ts against offline sources
 * (station-geography.ts). A finding is fixed or kept by a reviewed line of
 * station-overrides.tsv; `catalog` throws, listing them, when any is left unreviewed, so a new
 * upstream release cannot slip an error in. Then a few rules every station gets (below, each
 * counted in the catalogue report), and the gauges without a tide worth showing are set apart.
 * The gazetteer it reads and the names it gives places are modules of station-catalog/.
 */
import { readFileSync } from 'node:fs';
import { feature as countryFeature } from '@rapideditor/country-coder';
import { stations } from '@neaps/tide-database';
import { overridesPath } from '../paths.ts';
import { hasGaugeRecordName, readableGaugeName } from './gauge-names.ts';
import { US_TERRITORY_CODES } from '@tides/conventions/station-page-path';
import {
  applyOverrides,
  checkCountry,
  checkFixedZone,
  checkName,
  checkNamedTown,
  checkPosition,
  checkReference,
  checkState,
  checkTimeZone,
  referenceGroups,
  regionsAcrossBorders,
  resolveDuplicates,
  restoreLetters,
  type AccentedTownsAt,
  type StatesAt,
  fieldValue,
  type CoastDistance,
  type CountryAt,
  type Finding,
  gaugeKind,
  type GaugeKind,
  greatestRange,
  kmApart,
  namedZone,
  NEGLIGIBLE_RANGE_M,
  type Override,
  parseOverrides,
  rangeFollowsMoonPhase,
  subordinateRange,
  unreviewed,
  type ZonesAt,
} from './station-checks.ts';
import { gazetteer, type GazetteerPlace, placesIndex } from './station-catalog/gazetteer.ts';
import {
  COUNTRY_NAMES,
  CROSS_BORDER_REGIONS,
  outlyingState,
  PART_OF_COUNTRY,
  REGION_NAMES,
  trailingPlace,
} from './station-catalog/place-names.ts';

export type UpstreamStation = (typeof stations)[number];

/** A station as the seed writes it: the upstream row, corrected, with what the checks decided. */
export type CatalogStation = UpstreamStation & {
  /** US state or territory code ('MA', 'PR', 'UM'), else the region; null if none. */
  state: string | null;
  /** Greatest astronomical range, metres. */
  greatestRange: number;
  /** Whether the range follows the moon's phase, so days may be marked spring or neap. */
  springNeap: boolean;
};

/** A gauge the tide database lists that has no tide worth showing. */
export type WaterLevelGauge = CatalogStation & { water: GaugeKind };

/** US territories with their own country code: their codes are their postal codes. */
export const US_TERRITORIES = US_TERRITORY_CODES;

/** Whether a station is in the United States or one of its territories. */
export function isUsStation(station: { country_code?: string | null }): boolean {
  return station.country_code === 'US' || US_TERRITORIES.includes(station.country_code ?? '');
}

/** What the catalogue report counts. */
export interface CatalogReport {
  upstream: number;
  overrides: { fixed: Override[]; kept: Override[] };
  /** Findings per field before review, to show what the checks caught. */
  findings: Finding[];
  rules: {
    /** Names that repeated their province or territory ('Kingston Ontario'). */
    namesTrimmed: { id: string; from: string; to: string }[];
    /** Gauge records' shortened names written out ('Santa Margarita R a Mouth nr Oceanside'). */
    namesExpanded: { id: string; from: string; to: string }[];
    /** Names given back the letters their source dropped ('Korsor' → 'Korsør'). */
    lettersRestored: { id: string; from: string; to: string }[];
    /** Sea zones ('Etc/GMT-1') replaced by the named zone at the position. */
    zonesNamed: number;
    /** Filed under a territory of their country (Jersey, Puerto Rico, French Polynesia). */
    territories: number;
    /** US stations with no state upstream given the state of the nearest gazetteer place. */
    statesFound: number;
    /** US localities replaced with the nearest gazetteer town, or dropped. */
    localitiesReplaced: number;
    /** Reverse-geocoded contexts dropped. */
    contextsDropped: number;
    /** US stations put on MLLW, which NOAA publishes for them. */
    datumsToMllw: number;
    /** Reference stations without datum heights, predicted about their mean level. */
    datumsToMeanLevel: number;
  };
  dropped: WaterLevelGauge[];
  /** Gauges listed twice (by two sources): the one left out, and the one kept. */
  duplicates: { id: string; name: string; keptId: string; keptName: string; source: string }[];
  springNeap: number;
}

export interface Lookups {
  zonesAt: ZonesAt;
  countryAt: CountryAt;
  coast: CoastDistance;
  /** The US states at or near a point; without it, no station's state is checked. */
  statesAt?: StatesAt;
  /** The towns near a point written with their letters; without it, no name is given them back. */
  accentedTownsAt?: AccentedTownsAt;
}

/** How far a gazetteer town may be from a station to name its locality. */
const LOCALITY_KM = 15;
/** How far the nearest gazetteer place may be to give a US station without a state its state. */
const STATE_KM = 400;

/** A country's name: ours, else the tide database's usual one, else country-coder's. */
function countryNamer(upstream: readonly UpstreamStation[]): (code: string) => string {
  const known = new Map<string, string>();
  for (const s of upstream) {
    if (s.country_code && s.country && !known.has(s.country_code))
      known.set(s.country_code, s.country);
  }
  return (code) =>
    COUNTRY_NAMES[code] ?? known.get(code) ?? countryFeature(code)?.properties.nameEn ?? code;
}

/**
 * The checked catalogue: every accepted tide station with a tide worth showing, reference
 * stations before the subordinates pointing at them, the gauges set apart, and the report.
 * Throws, listing them, on findings no reviewed line answers and on stale overrides.
 */
export function buildCatalog(
  upstream: readonly UpstreamStation[],
  overrides: readonly Override[],
  lookups: Lookups,
  places: readonly GazetteerPlace[],
): { stations: CatalogStation[]; gauges: WaterLevelGauge[]; report: CatalogReport } {
  const report: CatalogReport = {
    upstream: upstream.length,
    overrides: { fixed: [], kept: [] },
    findings: [],
    rules: {
      namesTrimmed: [],
      namesExpanded: [],
      lettersRestored: [],
      zonesNamed: 0,
      territories: 0,
      statesFound: 0,
      localitiesReplaced: 0,
      contextsDropped: 0,
      datumsToMllw: 0,
      datumsToMeanLevel: 0,
    },
    dropped: [],
    duplicates: [],
    springNeap: 0,
  };
  const problems: string[] = [];
  const countryName = countryNamer(upstream);
  const placesByCell = new Map<string, GazetteerPlace[]>();
  for (const place of places) {
    const key = `${Math.floor(place.latitude)},${Math.floor(place.longitude)}`;
    placesByCell.set(key, [...(placesByCell.get(key) ?? []), place]);
  }
  const nearestPlace = (lat: number, lon: number, within: number, state?: string | null) => {
    let best: { place: GazetteerPlace; km: number } | null = null;
    const reach = Math.ceil(within / 80);
    for (let x = -reach; x <= reach; x++) {
      for (let y = -reach; y <= reach; y++) {
        for (const place of placesByCell.get(`${Math.floor(lat) + y},${Math.floor(lon) + x}`) ??
          []) {
          if (state && place.state !== state) continue;
          const km = kmApart({ latitude: lat, longitude: lon }, place);
          if (km <= within && (!best || km < best.km)) best = { place, km };
        }
      }
    }
    return best?.place ?? null;
  };

  const townPlaces = placesIndex(places);
  // Each subordinate is weighed against its reference and its fellows where the reviewed
  // positions put them.
  const placed = upstream.map(
    (s) =>
      applyOverrides(
        s,
        overrides.filter((o) => o.field === 'position'),
      ).station,
  );
  const placedById = new Map(placed.map((s) => [s.id, s]));
  const groups = referenceGroups(placed);
  const checks = (station: UpstreamStation) => {
    const reference = station.offsets?.reference ?? '';
    return [
      checkName(station),
      checkNamedTown(station, townPlaces),
      checkTimeZone(station, lookups.zonesAt),
      checkFixedZone(station, lookups.zonesAt),
      checkCountry(station, lookups.countryAt),
      lookups.statesAt ? checkState(station, lookups.statesAt) : null,
      checkPosition(station, lookups.coast),
      station.type === 'subordinate'
        ? checkReference(station, placedById.get(reference), groups.get(reference) ?? [])
        : null,
    ].filter((finding): finding is Finding => finding !== null);
  };

  const corrected: CatalogStation[] = [];
  for (const original of upstream) {
    const before = checks(original);
    report.findings.push(...before);
    const { station: fixed, stale } = applyOverrides(original, overrides);
    for (const override of stale) {
      problems.push(
        `${override.id}: the override of its ${override.field} expects "${override.old}", but the tide database now says "${fieldValue(original, override.field)}". Review it again.`,
      );
    }
    const after = checks(fixed);
    // A fix can bring a finding of its own (a corrected position, a zone that no longer fits).
    const moved = applyOverrides(
      original,
      overrides.filter((o) => o.field === 'position'),
    ).station;
    report.findings.push(
      ...[...checks(moved), ...after].filter(
        (f) => !before.some((b) => b.field === f.field && b.old === f.old),
      ),
    );
    // A field set by a reviewed line stays as reviewed even where a lookup still disagrees
    // (generalized sea borders).
    const setByReview = (f: Finding) =>
      f.old !== fieldValue(original, f.field) &&
      overrides.some((o) => o.id === f.id && o.field === f.field && !stale.includes(o));
    for (const finding of unreviewed(
      [...before, ...after.filter((f) => !setByReview(f))],
      overrides,
    )) {
      problems.push(
        `${finding.id}: ${finding.field} ${finding.reason} (suggested: ${finding.suggested ?? 'review by hand'}).`,
      );
    }
    for (const override of overrides.filter((o) => o.id === original.id && !stale.includes(o))) {
      (override.new === override.old ? report.overrides.kept : report.overrides.fixed).push(
        override,
      );
    }

    let station: UpstreamStation = { ...fixed };
    if (station.name !== original.name) {
      // The old name is no alias of this station: it was another's.
      const oldAlias = original.name.toLowerCase();
      station.aliases = [
        station.name.toLowerCase(),
        ...(station.aliases ?? []).filter(
          (alias) => alias !== oldAlias && alias !== station.name.toLowerCase(),
        ),
      ];
    }

    // Country: the territory the position is in, when it is one of the station's country's.
    const code = station.country_code ?? null;
    const territory = lookups.countryAt.territory(station.latitude, station.longitude);
    if (code !== original.country_code && code) {
      station.country = countryName(code);
      station.region = undefined;
      station.region_code = undefined;
    } else if (
      territory &&
      code &&
      territory !== code &&
      !PART_OF_COUNTRY.includes(territory) &&
      lookups.countryAt.country(station.latitude, station.longitude) === code
    ) {
      station.country_code = territory;
      station.country = countryName(territory);
      report.rules.territories++;
      if (code === 'US' || station.region_code?.startsWith(`${code}-`) === false)
        station.region_code = undefined;
    } else if (code) {
      station.country = countryName(code);
    }
    if (station.region) {
      station.region =
        CROSS_BORDER_REGIONS[`${station.country_code}|${station.region}`] ??
        REGION_NAMES[station.region] ??
        station.region;
    }
    // A region that is a US state's code outside the US ('AS' for Apia, Samoa) is no region.
    if (!isUsStation(station) && station.region && /^[A-Z]{2}$/.test(station.region)) {
      station.region = undefined;
    }

    // Zone: the named zone where the source gave the sea's.
    const zone = namedZone(station, lookups.zonesAt);
    if (zone !== station.timezone) {
      station.timezone = zone;
      report.rules.zonesNamed++;
    }

    // Name: drop a province or territory it only repeats.
    const trimmed = trailingPlace(station, station.country ?? null);
    if (trimmed) {
      report.rules.namesTrimmed.push({ id: station.id, from: station.name, to: trimmed });
      station = {
        ...station,
        name: trimmed,
        aliases: [trimmed.toLowerCase(), ...(station.aliases ?? [])],
      };
    }

    // Name: a gauge record's shortened words written out, its source's name kept for search.
    if (hasGaugeRecordName(station.id)) {
      const readable = readableGaugeName(station.name);
      if (readable !== station.name) {
        report.rules.namesExpanded.push({ id: station.id, from: station.name, to: readable });
        station = {
          ...station,
          name: readable,
          aliases: [
            readable.toLowerCase(),
            ...new Set([station.name.toLowerCase(), ...(station.aliases ?? [])]),
          ],
        };
      }
    }

    // Name: the letters an archive's record dropped ('Korsor', 'Koege', 'Goteborg'), written
    // back from the towns near it as their country's gazetteer writes them. NOAA's names are as
    // NOAA's tables print them.
    if (lookups.accentedTownsAt && station.country_code && !station.id.startsWith('noaa/')) {
      const restored = restoreLetters(
        station.name,
        lookups.accentedTownsAt(station.latitude, station.longitude, station.country_code),
      );
      if (restored) {
        report.rules.lettersRestored.push({ id: station.id, from: station.name, to: restored });
        station = {
          ...station,
          name: restored,
          aliases: [
            restored.toLowerCase(),
            ...new Set([station.name.toLowerCase(), ...(station.aliases ?? [])]),
          ],
        };
      }
    }

    // State: US stations in their state; those without one, the nearest gazetteer place's.
    let state: string | null;
    if (station.country_code === 'US') {
      state = station.region_code?.startsWith('US-') ? station.region_code.slice(3) : null;
      if (!state) {
        state =
          nearestPlace(station.latitude, station.longitude, STATE_KM)?.state ??
          outlyingState(station.latitude, station.longitude);
        if (state) report.rules.statesFound++;
      }
    } else if (US_TERRITORIES.includes(station.country_code ?? '')) {
      state = station.country_code ?? null;
    } else {
      state = station.region ?? null;
    }

    // Locality: a real town of the gazetteer in the US, in the station's own state (Gerrish
    // Island, Maine, is not New Castle, New Hampshire's, across the river), else only the
    // station's own name; a context the tide database made by reverse geocoding is dropped
    // (hospital campuses).
    if (isUsStation(station)) {
      const town = nearestPlace(station.latitude, station.longitude, LOCALITY_KM, state)?.name;
      if ((town ?? undefined) !== station.locality) report.rules.localitiesReplaced++;
      station.locality = town;
    } else if (station.locality) {
      station.locality = undefined;
      report.rules.localitiesReplaced++;
    }
    if (station.context && station.context_derived !== false) {
      station.context = undefined;
      report.rules.contextsDropped++;
    }

    // Datum: MLLW for US stations wherever the datums hold it (subordinates take their
    // reference's, on MLLW).
    if (
      isUsStation(station) &&
      station.chart_datum !== 'MLLW' &&
      (station.type === 'subordinate' || station.datums?.MLLW !== undefined)
    ) {
      station.chart_datum = 'MLLW';
      report.rules.datumsToMllw++;
    }
    // A reference station without its datum's height (Fort Wadsworth: 'STND', no datums) is
    // predicted about its mean level, as get-tide-data does: say so.
    if (
      station.type === 'reference' &&
      (station.datums?.MSL === undefined ||
        station.datums?.[station.chart_datum ?? 'MLLW'] === undefined)
    ) {
      station.chart_datum = 'MSL';
      report.rules.datumsToMeanLevel++;
    }

    // Region: a US station's region is its state, also where the source gave none (Etienne
    // Bay, whose corrected position put it on Attu).
    if (station.country_code === 'US' && state && !station.region) station.region = state;

    corrected.push({ ...station, state, greatestRange: 0, springNeap: false });
  }

  // The same gauge twice (two sources): one is kept, the other left out with its address sent
  // on to the one kept.
  const twice = resolveDuplicates(corrected, upstream, overrides);
  problems.push(...twice.problems);
  const left = new Map(twice.left.map((d) => [d.id, d]));
  const names = new Map(corrected.map((s) => [s.id, s.name]));
  for (const d of twice.left) {
    report.duplicates.push({
      id: d.id,
      name: names.get(d.id) ?? d.id,
      keptId: d.keptId,
      keptName: names.get(d.keptId) ?? d.keptId,
      source: d.source,
    });
  }
  for (const station of corrected) {
    // A subordinate of a station left out follows the one kept.
    if (station.offsets?.reference && left.has(station.offsets.reference)) {
      const keptId = left.get(station.offsets.reference)?.keptId;
      if (keptId) station.offsets = { ...station.offsets, reference: keptId };
    }
  }
  corrected.splice(0, corrected.length, ...corrected.filter((s) => !left.has(s.id)));
  for (const { station, region, country } of regionsAcrossBorders(corrected)) {
    problems.push(
      `${station.id}: region "${region}" is ${country}'s, across the border from ${station.country_code}; give it its own in CROSS_BORDER_REGIONS.`,
    );
  }

  if (problems.length > 0) {
    // A finding on the upstream row and again on the reviewed one is one finding.
    const distinct = [...new Set(problems)];
    throw new Error(
      `${distinct.length} station finding(s) have no reviewed line in supabase/station-overrides.tsv:\n${distinct.join('\n')}`,
    );
  }

  // Tide: references from their constituents, subordinates from their reference.
  const byId = new Map(corrected.map((s) => [s.id, s]));
  for (const station of corrected) {
    if (station.type === 'reference') {
      station.greatestRange = greatestRange(station.harmonic_constituents);
      station.springNeap = rangeFollowsMoonPhase(station.harmonic_constituents);
    }
  }
  const tidal = (s: CatalogStation) => s.greatestRange >= NEGLIGIBLE_RANGE_M;
  const kept: CatalogStation[] = [];
  const gauges: WaterLevelGauge[] = [];
  for (const station of corrected) {
    if (station.type === 'subordinate') {
      const reference = byId.get(station.offsets?.reference ?? '');
      station.greatestRange = reference
        ? subordinateRange(reference.greatestRange, station.offsets?.height)
        : 0;
      station.springNeap = reference?.springNeap ?? false;
      // A subordinate of a gauge without a tide has none to borrow.
      if (reference && !tidal(reference))
        station.greatestRange = Math.min(station.greatestRange, reference.greatestRange);
    }
    if (tidal(station)) kept.push(station);
    else {
      const water = gaugeKind(station, lookups.coast(station.latitude, station.longitude));
      gauges.push({ ...station, springNeap: false, water });
    }
  }
  report.dropped = gauges;
  report.springNeap = kept.filter((s) => s.springNeap).length;
  return {
    stations: [
      ...kept.filter((s) => s.type === 'reference'),
      ...kept.filter((s) => s.type === 'subordinate'),
    ],
    gauges,
    report,
  };
}

/** Every accepted tide station with constituents, as the tide database holds it. */
export function upstreamTideStations(): UpstreamStation[] {
  // A station without constituents (a few whose source withholds them) cannot be predicted.
  return stations.filter((s) => s.kind === 'tide' && s.harmonic_constituents.length > 0);
}

let built: ReturnType<typeof buildCatalog> | null = null;

/** The catalogue from the tide database, the reviewed overrides and the offline sources. */
export async function catalog(): Promise<ReturnType<typeof buildCatalog>> {
  if (built) return built;
  const lookups = await import('./station-geography.ts');
  built = buildCatalog(
    upstreamTideStations(),
    parseOverrides(readFileSync(overridesPath, 'utf8')),
    {
      zonesAt: lookups.zonesAt,
      countryAt: lookups.countryAt,
      coast: lookups.coastDistance,
      statesAt: lookups.statesAt,
      accentedTownsAt: lookups.accentedTownsAt,
    },
    gazetteer(),
  );
  return built;
}
