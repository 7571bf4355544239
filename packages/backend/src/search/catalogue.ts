/**
 * What the in-process location search reads: every tide station's search columns, the places,
 * landmarks and nicknames, as the database holds them (generated columns included, so nothing
 * is normalised twice), with the indexes that let one search read a few dozen stations.
 */
import type { Database } from '../database.ts';
import { trigramSet } from './trigrams.ts';

/** A tide station as a search row shows it. */
export interface StationFields {
  id: string;
  name: string;
  state: string | null;
  latitude: number;
  longitude: number;
  noaa_id: string | null;
  area: string | null;
  country: string | null;
}

export interface SearchStation extends StationFields {
  country_code: string | null;
  station_type: string | null;
  search_name: string;
  search_base_name: string;
  search_locality: string;
  search_context: string;
  search_aliases: string;
  search_text: string;
  search_qualifiers: string[];
  search_standing: number;
}

export interface SearchPlace {
  id: string;
  kind: string;
  name: string;
  state: string | null;
  latitude: number;
  longitude: number;
  population: number;
  search_name: string;
  search_state: string[];
}

export interface SearchCatalogue {
  /** Best-known first: search_standing descending, then id, as the SQL orders candidates. */
  stations: SearchStation[];
  /** Stations (their positions in `stations`, ascending) by the first 1, 2 and 3 letters of each word of their search text. */
  byWordStart: Map<string, number[]>;
  /** Stations (positions, ascending) by each trigram of their search text. */
  byTrigram: Map<string, number[]>;
  /** Every state, region and country a station can be qualified by. */
  qualifiers: Set<string>;
  /** Places other than ZIP codes, and ZIP codes, by search_name; landmarks likewise. */
  places: Map<string, SearchPlace[]>;
  zips: Map<string, SearchPlace[]>;
  zipsById: Map<string, SearchPlace>;
  landmarks: Map<string, SearchPlace[]>;
  /** Stations by latitude ascending, for the nearest stations. */
  byLatitude: SearchStation[];
  nicknames: Map<string, string>;
  /** Each NOAA station's search_name and search_base_name with its state (namedKey). */
  noaaNamed: Set<string>;
}

/** A name and a state (or none) as one key of SearchCatalogue.noaaNamed. */
export const namedKey = (searchName: string, state: string | null): string =>
  `${searchName}\u0000${state ?? '\u0001'}`;

/** PostgreSQL's "C" collation, the database's: code units compared in order. */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export async function loadSearchCatalogue(db: Database): Promise<SearchCatalogue> {
  const stations = await db.query<SearchStation>(
    `select id, name, state, latitude, longitude, noaa_id, area, country, country_code,
       station_type, search_name, search_base_name, search_locality, search_context,
       search_aliases, search_text, search_qualifiers, search_standing
     from public.tide_stations`,
  );
  const placeColumns =
    'id, kind, name, state, latitude, longitude, population, search_name, search_state';
  const places = await db.query<SearchPlace>(`select ${placeColumns} from public.places`);
  const landmarks = await db.query<SearchPlace>(
    `select ${placeColumns} from public.search_landmarks`,
  );
  const nicknames = await db.query<{ nickname: string; stands_for: string }>(
    'select nickname, stands_for from public.search_nicknames',
  );
  stations.sort((a, b) => b.search_standing - a.search_standing || compareText(a.id, b.id));
  const byWordStart = new Map<string, number[]>();
  const byTrigram = new Map<string, number[]>();
  const qualifiers = new Set<string>();
  stations.forEach((station, position) => {
    const starts = new Set<string>();
    for (const word of station.search_text.split(' ')) {
      for (let length = 1; length <= Math.min(3, word.length); length += 1) {
        starts.add(word.slice(0, length));
      }
    }
    for (const start of starts) push(byWordStart, start, position);
    for (const trigram of trigramSet(station.search_text, true)) push(byTrigram, trigram, position);
    for (const qualifier of station.search_qualifiers) qualifiers.add(qualifier);
  });
  const catalogue: SearchCatalogue = {
    stations,
    byWordStart,
    byTrigram,
    qualifiers,
    places: new Map(),
    zips: new Map(),
    zipsById: new Map(),
    landmarks: new Map(),
    byLatitude: [...stations].sort((a, b) => a.latitude - b.latitude),
    nicknames: new Map(nicknames.map((row) => [row.nickname, row.stands_for])),
    noaaNamed: new Set(),
  };
  for (const station of stations) {
    if (!station.id.startsWith('noaa/')) continue;
    catalogue.noaaNamed.add(namedKey(station.search_name, station.state));
    catalogue.noaaNamed.add(namedKey(station.search_base_name, station.state));
  }
  for (const place of places) {
    if (place.kind === 'zip') {
      push(catalogue.zips, place.search_name, place);
      catalogue.zipsById.set(place.id, place);
    } else {
      push(catalogue.places, place.search_name, place);
    }
  }
  for (const landmark of landmarks) push(catalogue.landmarks, landmark.search_name, landmark);
  return catalogue;
}

/**
 * The stations whose search text has a word beginning with `text` (LIKE '% text%'), best-known
 * first: read from the stations sharing its first word's first letters.
 */
export function stationsWithWordStart(catalogue: SearchCatalogue, text: string): number[] {
  const firstWord = text.split(' ', 1)[0] ?? '';
  const key = firstWord.slice(0, 3);
  if (key === '') {
    // Text beginning with a space: every station whose text holds it.
    const all: number[] = [];
    catalogue.stations.forEach((station, position) => {
      if (station.search_text.includes(` ${text}`)) all.push(position);
    });
    return all;
  }
  const pattern = ` ${text}`;
  return (catalogue.byWordStart.get(key) ?? []).filter((position) =>
    catalogue.stations[position]!.search_text.includes(pattern),
  );
}
