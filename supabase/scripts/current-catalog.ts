/**
 * The tidal-current stations the project serves, as @neaps/tide-database holds them: NOAA's
 * harmonic stations (constituents in knots, flood and ebb directions, mean flow) and the
 * subordinate stations predicted from one of them with NOAA's offsets. Stations with nothing to
 * predict from (the Canadian ones without constituents, a reference without any) are left out,
 * and so is a subordinate whose reference is. Each row is what public.current_stations holds.
 */
import { allStations } from '@neaps/tide-database';
import type {
  CurrentOffsets,
  CurrentStationRow,
} from '../functions/_shared/engine/current-prediction.ts';
import { feature as countryFeature } from '@rapideditor/country-coder';
import { US_STATES, US_TERRITORY_CODES } from '@tides/conventions/station-page-path';
import {
  checkState,
  civilZone,
  type CountryAt,
  type StatesAt,
  type ZonesAt,
} from './station-checks.ts';
import { readableCurrentName } from './current-names.ts';

type UpstreamStation = (typeof allStations)[number];

/** A row of public.current_stations with its constituents as the seed writes them. */
export type CurrentCatalogRow = CurrentStationRow & {
  /** NOAA's own spelling, where the name is written out from it: search finds it still. */
  aliases: string[];
  /** The state the source filed it under, where the Census outlines put its water in another. */
  moved_from_state?: string;
  reference_bin: number | null;
  type: 'harmonic' | 'subordinate';
  region: string | null;
  country_code: string | null;
  constituents: [string, number, number][] | null;
  offsets: CurrentOffsets | null;
};

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * The station's name as NOAA's tables give it: the upstream name, with the place it is measured
 * from when NOAA names one ('Race Rocks, 4.5 mi. S of'); a context the database derived itself
 * (a nearby feature) is no part of it.
 */
export function noaaCurrentName(station: UpstreamStation): string {
  const context = station.context_derived === false ? station.context?.trim() : undefined;
  return context ? `${station.name}, ${context}` : station.name;
}

/** The station's name as a boater reads it: NOAA's, written out ('Race Rocks, 4.5 miles south of'). */
export function currentStationName(station: UpstreamStation): string {
  return readableCurrentName(noaaCurrentName(station));
}

/** The zones of Canada's Pacific coast, where its current stations are. */
export const CANADIAN_PACIFIC_ZONES: readonly string[] = [
  'America/Vancouver',
  'America/Whitehorse',
];

/**
 * A Canadian station on a zone across the border (Lion Point, in Portland Canal, on Alaska's
 * America/Sitka) keeps the clock of the Canadian shore nearest it, as Canada's tables print it.
 */
function canadianZone(station: UpstreamStation, zone: string, zonesAt: ZonesAt): string {
  if (CANADIAN_PACIFIC_ZONES.includes(zone)) return zone;
  for (const reach of [0, 0.05, 0.1, 0.25, 0.5]) {
    for (let step = 0; step < 16; step++) {
      const angle = (step * Math.PI) / 8;
      const found = zonesAt(
        station.latitude + reach * Math.sin(angle),
        station.longitude + reach * Math.cos(angle),
      ).find((z) => CANADIAN_PACIFIC_ZONES.includes(z));
      if (found) return found;
    }
  }
  return zone;
}

/**
 * The depth bin an id names: NOAA's stations predicted at more than one depth have one id per
 * bin besides the default, 'noaa/EPT0003@11'; null for the default.
 */
export function binOf(id: string): number | null {
  const bin = /@(\d+)$/.exec(id)?.[1];
  return bin === undefined ? null : Number(bin);
}

function stateOf(station: UpstreamStation): string | null {
  const code = station.region_code ?? '';
  return /^US-[A-Z]{2}$/.test(code) ? code.slice(3) : null;
}

/** The offline lookups that file a station the source gave no state under its own place. */
export interface CurrentPlaces {
  countryAt: CountryAt;
  statesAt: StatesAt;
}

/** Alaska's zones: a station on one, with no state nearer, is Alaska's (the Aleutian passes). */
const ALASKA_ZONES = [
  'America/Adak',
  'America/Anchorage',
  'America/Juneau',
  'America/Metlakatla',
  'America/Nome',
  'America/Sitka',
  'America/Yakutat',
];

/**
 * Where a current station is filed. The source files NOAA's stations that it gave no state under
 * the United States whatever water they are in: those are put in the country or US territory
 * their position is in (Magdalena Bay in Mexico, Grenville Channel in Canada, Vieques Passage in
 * Puerto Rico) and, in the US, the state whose shore is nearest (Key West's channels in
 * Florida), else Alaska on an Alaska zone. A station the source gave a state keeps it (the
 * Dixon Entrance stations NOAA files under Alaska).
 */
export function placeOf(
  station: Pick<
    UpstreamStation,
    'latitude' | 'longitude' | 'region_code' | 'country_code' | 'country' | 'region'
  >,
  zone: string,
  places: CurrentPlaces,
): {
  state: string | null;
  region: string | null;
  country: string;
  country_code: string;
  moved_from_state?: string;
} {
  const given = stateOf(station as UpstreamStation);
  const upstream = {
    state: given,
    region: station.region ?? null,
    country: station.country,
    country_code: station.country_code,
  };
  if (station.country_code === 'CA') {
    // Canada's current stations are all on its Pacific coast: British Columbia's.
    return { ...upstream, state: null, region: 'British Columbia' };
  }
  if (given) {
    // A state the Census outlines put the water in another's (The Race under Connecticut, in
    // New York's waters) is that other state's, as the tide stations' check has it.
    const finding = checkState(
      {
        id: '',
        name: '',
        latitude: station.latitude,
        longitude: station.longitude,
        timezone: zone,
        country_code: station.country_code,
        region_code: `US-${given}`,
      },
      places.statesAt,
    );
    const state = finding?.suggested ?? given;
    return {
      ...upstream,
      state,
      region: US_STATES[state] ?? upstream.region,
      ...(state === given ? {} : { moved_from_state: given }),
    };
  }
  if (station.country_code !== 'US') return upstream;
  const territory = places.countryAt.territory(station.latitude, station.longitude);
  if (territory && US_TERRITORY_CODES.includes(territory)) {
    return {
      state: territory,
      region: US_STATES[territory] ?? null,
      country: US_STATES[territory] ?? territory,
      country_code: territory,
    };
  }
  if (territory && territory !== 'US') {
    return {
      state: null,
      region: territory === 'CA' ? 'British Columbia' : null,
      country: countryFeature(territory)?.properties.nameEn ?? territory,
      country_code: territory,
    };
  }
  const state =
    places.statesAt(station.latitude, station.longitude)[0]?.state ??
    (ALASKA_ZONES.includes(zone) ? 'AK' : null);
  return { ...upstream, state, region: state ? (US_STATES[state] ?? null) : null };
}

/** The offsets as the engine reads them, to a hundredth of a minute and of a ratio. */
function offsetsOf(station: UpstreamStation): CurrentOffsets | null {
  const offsets = station.current?.offsets;
  if (!offsets) return null;
  const number = (value: number | undefined, digits: number) =>
    value === undefined ? undefined : round(value, digits);
  return {
    slack_before_flood: number(offsets.slack_before_flood, 2),
    flood_time: number(offsets.flood_time, 2),
    slack_before_ebb: number(offsets.slack_before_ebb, 2),
    ebb_time: number(offsets.ebb_time, 2),
    flood_speed_ratio: number(offsets.flood_speed_ratio, 3),
    ebb_speed_ratio: number(offsets.ebb_speed_ratio, 3),
  };
}

function direction(value: number | undefined): number | null {
  return value === undefined ? null : round(value, 1);
}

/**
 * Every current station that can be predicted, harmonic stations first (the subordinates point
 * at them), each sorted by id. `zonesAt` names the zone of a station the source gave a sea's
 * zone ('Etc/GMT+9'), as the tide stations' catalogue does, and gives a station the source put on
 * a sea zone of the wrong hour the civil zone of the land beside it (civilZone). With `places`,
 * a station the source filed under no state is filed where it is (placeOf).
 */
export function currentCatalog(zonesAt: ZonesAt, places?: CurrentPlaces): CurrentCatalogRow[] {
  const currents = allStations.filter((station) => station.kind === 'current');
  const harmonic = currents.filter(
    (station) => station.type === 'reference' && station.harmonic_constituents.length > 0,
  );
  const harmonicIds = new Map(harmonic.map((station) => [station.id, station]));
  const subordinate = currents.filter(
    (station) =>
      station.type === 'subordinate' &&
      harmonicIds.has(station.current?.offsets?.reference ?? '') &&
      // A ratio of 0 says the current never runs that way there; one way it must run.
      (station.current?.offsets?.flood_speed_ratio ?? 0) +
        (station.current?.offsets?.ebb_speed_ratio ?? 0) >
        0,
  );
  const byId = (a: UpstreamStation, b: UpstreamStation) => (a.id < b.id ? -1 : 1);
  const row = (station: UpstreamStation): CurrentCatalogRow => {
    const referenceId =
      station.type === 'subordinate' ? (station.current?.offsets?.reference ?? null) : null;
    const reference = referenceId ? harmonicIds.get(referenceId) : undefined;
    const civil = civilZone(station, zonesAt);
    const noaaName = noaaCurrentName(station);
    const name = readableCurrentName(noaaName);
    const place = places
      ? placeOf(station, civil, places)
      : {
          state: stateOf(station),
          region: station.region ?? null,
          country: station.country,
          country_code: station.country_code,
        };
    const zone = place.country_code === 'CA' ? canadianZone(station, civil, zonesAt) : civil;
    return {
      id: station.id,
      noaa_id: station.id.startsWith('noaa/') ? station.source.id.replace(/@\d+$/, '') : null,
      name,
      aliases: name === noaaName ? [] : [noaaName],
      ...(place.moved_from_state ? { moved_from_state: place.moved_from_state } : {}),
      state: place.state,
      region: place.region,
      country: place.country,
      country_code: place.country_code,
      latitude: round(station.latitude, 5),
      longitude: round(station.longitude, 5),
      time_zone: zone,
      type: station.type === 'subordinate' ? 'subordinate' : 'harmonic',
      reference_id: referenceId,
      reference_name: reference ? currentStationName(reference) : null,
      reference_bin: referenceId ? binOf(referenceId) : null,
      // A bin where the id names one; the tide database gives no depths.
      bin: binOf(station.id),
      depth_m: null,
      flood_direction: direction(station.current?.flood_direction),
      ebb_direction: direction(station.current?.ebb_direction),
      mean_flow: station.type === 'reference' ? round(station.current?.mean_flow ?? 0, 4) : null,
      offsets: station.type === 'subordinate' ? offsetsOf(station) : null,
      constituents:
        station.type === 'reference'
          ? station.harmonic_constituents
              .filter((c) => c.amplitude !== 0)
              .map((c): [string, number, number] => [
                c.name,
                round(c.amplitude, 5),
                round(c.phase, 3),
              ])
          : null,
    };
  };
  return [...harmonic.sort(byId).map(row), ...subordinate.sort(byId).map(row)];
}
