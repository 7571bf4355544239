/**
 * The checks against the places around a station: its country and its distance from the coast,
 * its US state, the town its name names, its reference station, and regions filed across a
 * border.
 */
import type { CheckedStation, Finding } from './findings.ts';
import { formatPosition, usState } from './overrides.ts';

/**
 * The country or territory a point is in ('IM' for the Isle of Man), and the country that holds
 * it ('GB'); null at sea beyond the borders the lookup knows.
 */
export interface CountryAt {
  territory(latitude: number, longitude: number): string | null;
  country(latitude: number, longitude: number): string | null;
}

/**
 * The station's country against its position. A territory of the station's own country
 * (Jersey for GB, Puerto Rico for US) is not a finding: the station is filed under it. A
 * position in no country is not either: many gauges stand offshore.
 */
export function checkCountry(station: CheckedStation, at: CountryAt): Finding | null {
  const territory = at.territory(station.latitude, station.longitude);
  if (!territory || territory === station.country_code) return null;
  if (at.country(station.latitude, station.longitude) === station.country_code) return null;
  return {
    id: station.id,
    field: 'country',
    old: station.country_code ?? '',
    suggested: territory,
    reason: `filed under ${station.country_code ?? 'no country'} but stands in ${territory}`,
  };
}

/** How far a point is from the coast, in km, and on which side of it. */
export type CoastDistance = (latitude: number, longitude: number) => { km: number; land: boolean };

/** A gauge further inland than this is on a river far upstream, or misplaced. */
export const INLAND_LIMIT_KM = 40;
/** A gauge further out to sea than this is on a platform far offshore, or misplaced. */
export const OFFSHORE_LIMIT_KM = 60;

/** A finding on a station's position: the independent sources suggest none in its place. */
function positionFinding(station: CheckedStation, reason: string): Finding {
  return {
    id: station.id,
    field: 'position',
    old: formatPosition(station.latitude, station.longitude),
    suggested: null,
    reason,
  };
}

/** The position against the coastline: far inland or far out at sea is a finding. */
export function checkPosition(station: CheckedStation, coast: CoastDistance): Finding | null {
  const { km, land } = coast(station.latitude, station.longitude);
  const limit = land ? INLAND_LIMIT_KM : OFFSHORE_LIMIT_KM;
  if (km <= limit) return null;
  return positionFinding(
    station,
    `${Math.round(km)} km ${land ? 'inland' : 'from the nearest coast'}`,
  );
}

/** A town or neighbourhood of the shipped gazetteer (supabase/seeds/places.sql). */
export interface NamedPlace {
  name: string;
  /** US state or territory code. */
  state: string;
  latitude: number;
  longitude: number;
}

/**
 * The gazetteer as the checks ask it: the places within a distance of a point, nearest first,
 * and the places of a name.
 */
export interface Places {
  near(latitude: number, longitude: number, withinKm: number): (NamedPlace & { km: number })[];
  named(name: string): readonly NamedPlace[];
}

/** The US states and territories at or near a point: those whose outline holds it (0 km), then
 * those whose shore is near, nearest first. */
export type StatesAt = (latitude: number, longitude: number) => { state: string; km: number }[];

/**
 * How much nearer another state's shore must be than the station's own for its state to be a
 * finding: on a border water (the Piscataqua, the Potomac, Sabine Lake) both are close, and the
 * Census outlines stop at the shore.
 */
export const STATE_MARGIN_KM = 3;

/**
 * A US station's state against the Census outlines: a finding when the point is in another
 * state, or another state's shore is STATE_MARGIN_KM nearer than its own (Louisiana's CRMS marsh
 * gauges filed under Mississippi). A point near no state (far offshore) is not judged.
 */
export function checkState(station: CheckedStation, statesAt: StatesAt): Finding | null {
  const own = usState(station);
  if (station.country_code !== 'US' || !own) return null;
  const near = statesAt(station.latitude, station.longitude);
  const nearest = near[0];
  if (!nearest || nearest.state === own) return null;
  const ownKm = near.find((s) => s.state === own)?.km;
  if (ownKm !== undefined && ownKm <= nearest.km + STATE_MARGIN_KM) return null;
  const where =
    nearest.km === 0
      ? `stands in ${nearest.state}`
      : `is ${Math.round(nearest.km)} km off ${nearest.state}`;
  return {
    id: station.id,
    field: 'state',
    old: own,
    suggested: nearest.state,
    reason: `filed under ${own} but ${where}${ownKm === undefined ? '' : `, ${Math.round(ownKm)} km from ${own}`}`,
  };
}

/**
 * The towns a name claims: the words after 'near' or 'nr' ('Old River near Tracy' → 'Tracy'),
 * and the whole name where the source named the station after the town it placed it in (its
 * locality: the CRMS marsh gauges), a state's code at the end left off. A name that is a
 * feature's ('Tiger Point', 'Whiskey Creek') claims no town, whatever town shares it.
 */
export function townsNamed(station: { name: string; locality?: string | null }): string[] {
  const plain = station.name.replace(/,?\s+[A-Z]{2}$/, '').trim();
  const towns: string[] = [];
  const near = /\b(?:near|nr)\s+((?:[A-Z][\w'.-]*\s?){1,3})$/.exec(plain);
  if (near?.[1]) towns.push(near[1].trim());
  if (station.locality && station.locality.toLowerCase() === plain.toLowerCase()) towns.push(plain);
  return towns;
}

/** How far a station may be from the town its name names, in its own state. */
export const NAMED_TOWN_KM = 50;
/**
 * A US station's name against its position and state, where the name names a town of the
 * gazetteer: a finding when the nearest town of that name in its state is more than
 * NAMED_TOWN_KM away ('Old River near Tracy' placed 118 km north of Tracy), or when its state
 * has none and the town it names is within that reach across a state line ('Waveland',
 * Mississippi, on a Louisiana marsh). Names of towns the gazetteer does not hold, or holds only far away in
 * other states ('Brownsville' on Puget Sound), are not judged.
 */
export function checkNamedTown(station: CheckedStation, places: Places): Finding | null {
  const state = usState(station);
  if (station.country_code !== 'US' || !state) return null;
  for (const town of townsNamed(station)) {
    const named = places.named(town).map((place) => ({ ...place, km: kmApart(station, place) }));
    if (named.length === 0) continue;
    const nearest = (list: typeof named) =>
      list.reduce<(typeof named)[number] | null>((a, b) => (a && a.km <= b.km ? a : b), null);
    const own = nearest(named.filter((place) => place.state === state));
    if (own) {
      if (own.km <= NAMED_TOWN_KM) return null;
      return {
        id: station.id,
        field: 'position',
        old: formatPosition(station.latitude, station.longitude),
        suggested: null,
        reason: `named for ${town}, ${own.state}, ${Math.round(own.km)} km away`,
      };
    }
    const across = nearest(named);
    if (across && across.km <= NAMED_TOWN_KM) {
      return {
        id: station.id,
        field: 'name',
        old: station.name,
        suggested: null,
        reason: `named for ${town}, ${across.state}, ${Math.round(across.km)} km away across the state line from ${state}`,
      };
    }
  }
  return null;
}

/**
 * How far a subordinate station may be from its reference and every other subordinate of that
 * reference: NOAA's tables pair islands and foreign ports with a reference thousands of
 * kilometres away, but in groups (Jamaica's ports on Galveston, the Marquesas on Pago Pago), so
 * a station far from all of its group is the one misplaced.
 */
export const REFERENCE_GROUP_KM = 300;

/**
 * A subordinate's position against its reference's neighbourhood: a finding when it is more
 * than REFERENCE_GROUP_KM from its reference and from every other station referred to it
 * (Etienne Bay, its longitude's sign lost, 951 km from Massacre Bay on Attu and its fellows).
 */
export function checkReference(
  station: CheckedStation,
  reference: CheckedStation | undefined,
  group: readonly CheckedStation[],
): Finding | null {
  if (!reference) return null;
  const km = kmApart(station, reference);
  if (km <= REFERENCE_GROUP_KM) return null;
  const nearestKm = Math.min(
    km,
    ...group.filter((s) => s.id !== station.id).map((s) => kmApart(station, s)),
  );
  if (nearestKm <= REFERENCE_GROUP_KM) return null;
  return positionFinding(
    station,
    `${Math.round(km)} km from its reference station, ${reference.name}, and ${Math.round(nearestKm)} km from the nearest of the stations referred to it`,
  );
}

/** The subordinates of each reference, by the reference's id. */
export function referenceGroups<
  T extends CheckedStation & { offsets?: { reference?: string } | null },
>(stations: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const station of stations) {
    const id = station.offsets?.reference;
    if (!id) continue;
    groups.set(id, [...(groups.get(id) ?? []), station]);
  }
  return groups;
}

/** How near a station of another country must be for a shared region's name to be its. */
export const REGION_BORDER_KM = 50;

/**
 * Stations filed under a region of the country across a border: a region name that a station of
 * another country within REGION_BORDER_KM also carries, and that the other country files more
 * stations under (the WSV's Ems gauges under "Groningen" beside Delfzijl's). Regions of one name
 * in countries far apart (Denmark's and Iceland's Capital Region) are not judged.
 */
export function regionsAcrossBorders<
  T extends {
    id: string;
    country_code?: string | null;
    region?: string | null;
    latitude: number;
    longitude: number;
  },
>(stations: readonly T[]): { station: T; region: string; country: string }[] {
  const counts = new Map<string, number>();
  for (const s of stations) {
    if (!s.region || !s.country_code) continue;
    const key = `${s.country_code}|${s.region}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const found: { station: T; region: string; country: string }[] = [];
  for (const s of stations) {
    if (!s.region || !s.country_code) continue;
    const own = counts.get(`${s.country_code}|${s.region}`) ?? 0;
    const across = stations.find(
      (t) =>
        t.region === s.region &&
        t.country_code &&
        t.country_code !== s.country_code &&
        (counts.get(`${t.country_code}|${s.region}`) ?? 0) > own &&
        kmApart(s, t) <= REGION_BORDER_KM,
    );
    if (across?.country_code)
      found.push({ station: s, region: s.region, country: across.country_code });
  }
  return found;
}

/** The great-circle distance between two points, in km. */
export function kmApart(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}
