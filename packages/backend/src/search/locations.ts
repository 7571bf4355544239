/**
 * public.search_tide_locations for tide stations (include_currents and include_gauges false),
 * in process over the catalogue read once from the database: the same nicknames, place lookup,
 * nearest stations and ranking as the SQL (supabase/migrations/, the newest migration that
 * creates the function, says why each step is as it is), so the embedded backend answers a
 * never-seen term without PGlite. The SQL stays the one definition: hosted Supabase runs it,
 * and search-agreement.test.ts holds this to the same answers, row for row.
 */
import {
  compareText,
  namedKey,
  stationsWithWordStart,
  type SearchCatalogue,
  type SearchPlace,
  type SearchStation,
  type StationFields,
} from './catalogue.ts';
import {
  btrim,
  characters,
  left,
  searchNormalize,
  searchStationsByName,
} from './stations-by-name.ts';

export interface LocationRow extends StationFields {
  place: string | null;
  distance_km: number | null;
  kind: 'tide';
}

const US = new Set(['US', 'PR', 'VI', 'GU', 'AS', 'MP']);
const isUs = (code: string | null) => code !== null && US.has(code);
const radians = (degrees: number) => degrees * (Math.PI / 180);

const row = (
  s: SearchStation,
  place: string | null = null,
  distance: number | null = null,
): LocationRow => ({
  id: s.id,
  name: s.name,
  state: s.state,
  latitude: s.latitude,
  longitude: s.longitude,
  noaa_id: s.noaa_id,
  area: s.area,
  country: s.country,
  place,
  distance_km: distance,
  kind: 'tide',
});

/** round(value::numeric, 1)::double precision: the double as 15 significant digits, then half away from zero. */
function roundToTenth(value: number): number {
  const [digits = '0', exponent = '0'] = value.toExponential(14).split('e');
  const negative = digits.startsWith('-');
  const mantissa = digits.replace('-', '').replace('.', '');
  const point = Number(exponent) + 1;
  // The digits before and after the decimal point, padded.
  const whole = point > 0 ? mantissa.slice(0, point).padEnd(point, '0') : '0';
  const fraction = point > 0 ? mantissa.slice(point) : '0'.repeat(-point) + mantissa;
  let tenths = BigInt(whole + (fraction[0] ?? '0'));
  if ((fraction[1] ?? '0') >= '5') tenths += 1n;
  const rounded = Number(tenths) / 10;
  return negative ? -rounded : rounded;
}

/** public.nearest_tide_stations: nearest first, at most `count` within `withinKm`. */
function nearestStations(
  catalogue: SearchCatalogue,
  lat: number,
  lon: number,
  count: number,
  withinKm: number,
): { station: SearchStation; distance: number }[] {
  const band = withinKm / 110.5;
  const list = catalogue.byLatitude;
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle]!.latitude < lat - band) low = middle + 1;
    else high = middle;
  }
  const found: { station: SearchStation; distance: number }[] = [];
  for (let i = low; i < list.length && list[i]!.latitude <= lat + band; i += 1) {
    const s = list[i]!;
    const a =
      Math.sin(radians(s.latitude - lat) / 2) ** 2 +
      Math.cos(radians(lat)) *
        Math.cos(radians(s.latitude)) *
        Math.sin(radians(s.longitude - lon) / 2) ** 2;
    const distance = 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a)));
    if (distance <= withinKm) found.push({ station: s, distance });
  }
  found.sort((x, y) => x.distance - y.distance || compareText(x.station.id, y.station.id));
  return found.slice(0, count);
}

/** The place the words name, as the SQL's loop finds it: whole, or with its state after it. */
function placeNamed(
  catalogue: SearchCatalogue,
  tried: string[],
  zip: boolean,
): SearchPlace | undefined {
  const index = zip ? catalogue.zips : catalogue.places;
  const matches: { k: number; place: SearchPlace }[] = [];
  for (let k = 0; k <= Math.min(2, tried.length - 1); k += 1) {
    const key = ` ${tried.slice(0, tried.length - k).join(' ')} `;
    const state = tried.slice(tried.length - k).join(' ');
    for (const place of index.get(key) ?? []) {
      if (k === 0 || place.search_state.includes(state)) matches.push({ k, place });
    }
  }
  const named = (place: SearchPlace) =>
    Number(catalogue.noaaNamed.has(namedKey(place.search_name, place.state)));
  matches.sort(
    (a, b) =>
      b.k - a.k ||
      (zip
        ? 0
        : Number(b.place.kind === 'area') - Number(a.place.kind === 'area') ||
          named(b.place) - named(a.place) ||
          b.place.population - a.place.population) ||
      compareText(a.place.id, b.place.id),
  );
  return matches[0]?.place;
}

const wordsOf = (text: string) => (text === '' ? [] : text.split(' '));
const sameWords = (a: string[], b: string[]) =>
  a.length === b.length && a.every((word, i) => word === b[i]);

/** search_tide_locations(search_term), tide stations only. */
export function searchLocations(
  catalogue: SearchCatalogue,
  searchTerm: string | null,
): LocationRow[] {
  if (searchTerm === null) return [];
  let typed = btrim(left(searchTerm, 100));
  let normalized = searchNormalize(typed);
  const standsFor = catalogue.nicknames.get(normalized);
  if (standsFor !== undefined) {
    typed = standsFor;
    normalized = searchNormalize(typed);
  }
  if (characters(normalized) === 2) {
    const code = normalized.toUpperCase();
    return catalogue.stations
      .filter((s) => s.state === code && isUs(s.country_code))
      .slice(0, 20)
      .map((s) => row(s));
  }
  if (characters(typed) < 3) return [];
  if (/^([a-z])\1+$/.test(normalized)) return [];
  const park =
    / ((national|state) (seashore|park|recreation area|wildlife refuge|monument)|seashore)$/;
  if (
    / (national|state) (seashore|park|recreation area|wildlife refuge|monument)$/.test(
      normalized,
    ) ||
    /. seashore$/.test(normalized)
  ) {
    normalized = normalized.replace(park, '');
    typed = normalized;
  }
  const words = wordsOf(normalized);
  const onWater = (text: string) => stationsWithWordStart(catalogue, `${text} `).length > 0;
  let shoreWords = words;
  if (/. (bay|sound|harbor|harbour|pier)$/.test(normalized) && !onWater(normalized)) {
    shoreWords = wordsOf(normalized.replace(/( (bay|sound|harbor|harbour|pier))+$/, ''));
  }

  let chosen: SearchPlace | undefined;
  if (/^[0-9]{5}$/.test(typed)) {
    chosen = catalogue.zipsById.get(`zip/${typed}`);
  } else {
    chosen = [...(catalogue.landmarks.get(` ${normalized} `) ?? [])].sort((a, b) =>
      compareText(a.id, b.id),
    )[0];
    for (let attempt = 1; attempt <= 3 && chosen === undefined; attempt += 1) {
      if (attempt === 2 && sameWords(shoreWords, words)) continue;
      const tried = attempt === 2 ? shoreWords : words;
      if (attempt === 3 && onWater(words.join(' '))) break;
      chosen = placeNamed(catalogue, tried, attempt === 3);
    }
  }
  const placeKey = chosen?.search_name ?? null;
  const radius = chosen?.kind === 'place' ? 30 : 50;
  // No tide station within 10 km: an inland town of a name some coast has.
  const inland =
    chosen !== undefined &&
    nearestStations(catalogue, chosen.latitude, chosen.longitude, 1, 10).length === 0;
  const shoreKey =
    chosen?.kind === 'area' && /. (bay|sound|harbor|harbour) $/.test(chosen.search_name)
      ? chosen.search_name.replace(/( (bay|sound|harbor|harbour))+ $/, ' ')
      : null;
  const onShore = (s: SearchStation) =>
    shoreKey !== null &&
    s.id.startsWith('noaa/') &&
    (shoreKey === s.search_name || shoreKey === s.search_base_name);

  const byName = searchStationsByName(catalogue, typed);
  const rankOf = new Map(byName.map((s, i) => [s.id, i + 1]));
  const near = new Map<string, { station: SearchStation; distance: number }>();
  if (chosen) {
    const nearest = nearestStations(
      catalogue,
      chosen.latitude,
      chosen.longitude,
      shoreKey !== null ? 50 : chosen.kind === 'area' ? 20 : 8,
      chosen.kind === 'place' ? 2 * radius : radius,
    );
    nearest.forEach((found, i) => {
      if ((found.distance <= radius || i + 1 <= 3) && (i + 1 <= 20 || onShore(found.station))) {
        near.set(found.station.id, found);
      }
    });
  }
  const found = new Map<string, SearchStation>();
  for (const s of byName) found.set(s.id, s);
  for (const { station } of near.values()) found.set(station.id, station);

  const tiered = [...found.values()].map((s) => {
    const rank = rankOf.get(s.id) ?? null;
    const nearby = near.get(s.id);
    const named =
      rank !== null &&
      placeKey !== null &&
      (placeKey === s.search_name || placeKey === s.search_base_name) &&
      (chosen === undefined || (isUs(s.country_code) && (s.state === chosen.state || inland))) &&
      (chosen?.kind !== 'zip' || s.state === chosen.state) &&
      s.id.startsWith('noaa/');
    const serving =
      !named &&
      placeKey !== null &&
      placeKey === s.search_locality &&
      s.state === (chosen?.state ?? null) &&
      (rank !== null || nearby !== undefined);
    let score: number;
    if (nearby !== undefined && onShore(s)) score = 0;
    else if (named) score = rank!;
    else if (serving) score = 30 + (nearby?.distance ?? 2 * radius);
    else if (nearby !== undefined) {
      score =
        100 +
        nearby.distance +
        (chosen!.kind === 'zip'
          ? 0
          : (s.id.startsWith('noaa/') ? 0 : 5) - (s.station_type === 'reference' ? 1 : 0));
    } else {
      score = 1000 + rank! + (chosen !== undefined && !isUs(s.country_code) ? 100 : 0);
    }
    return { s, rank, named, serving, score, distance: nearby?.distance ?? null };
  });
  if (!tiered.some((t) => t.named)) {
    const servingRanks = tiered
      .filter((t) => t.serving && t.s.id.startsWith('noaa/') && t.rank !== null)
      .map((t) => t.rank!);
    const best = servingRanks.length > 0 ? Math.min(...servingRanks) : null;
    for (const t of tiered) {
      if (best !== null && t.serving && t.s.id.startsWith('noaa/') && t.rank === best) {
        t.score = 20;
      }
    }
  }
  if (shoreKey !== null) {
    // On a bay or sound, NOAA's reference station nearest its middle.
    const references = tiered.filter(
      (t) => t.distance !== null && t.s.id.startsWith('noaa/') && t.s.station_type === 'reference',
    );
    const nearest = Math.min(...references.map((t) => t.distance!));
    for (const t of references) if (t.distance === nearest) t.score = Math.min(t.score, 0.5);
  }
  tiered.sort((a, b) => a.score - b.score || compareText(a.s.id, b.s.id));
  const placeName =
    chosen === undefined
      ? null
      : chosen.name +
        (chosen.state === null ? '' : `, ${chosen.state}`) +
        (chosen.kind === 'zip' ? ` ${chosen.id.slice(4)}` : '');
  return tiered
    .slice(0, 20)
    .map((t) => (t.distance === null ? row(t.s) : row(t.s, placeName, roundToTenth(t.distance))));
}
