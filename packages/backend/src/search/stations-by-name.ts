/**
 * public.search_tide_stations_by_name, in process: the same candidates, tiers, trigram evidence
 * and order, step for step (see supabase/migrations/20261122000200_search_tide_locations.sql for
 * why each step is as it is). search-agreement.test.ts holds the two to the same answers.
 */
import {
  compareText,
  stationsWithWordStart,
  type SearchCatalogue,
  type SearchStation,
} from './catalogue.ts';
import { similarity, trigramSet, wordSimilarity } from './trigrams.ts';

const FROM = "àáâãäåāăąçćčďèéêëēėęěğìíîïīįıľłñńňòóôõöøōőŕřśşšșťţțùúûüūůűųýÿźżž'’`ʻʼ‘´";
const TO = 'aaaaaaaaacccdeeeeeeeegiiiiiiillnnnoooooooorrsssstttuuuuuuuuyyzzz';
const TRANSLATE = new Map([...FROM].map((from, i) => [from, TO[i] ?? '']));

/** public.search_normalize. */
export function searchNormalize(value: string): string {
  let cleaned = [...value.toLowerCase()]
    .map((character) => TRANSLATE.get(character) ?? character)
    .join('')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/^ +| +$/g, '');
  if (/\b(st|ste|ft|pt|mt)\b/.test(cleaned)) {
    cleaned = cleaned
      .replace(/\bst\b/g, 'saint')
      .replace(/\bste\b/g, 'sainte')
      .replace(/\bft\b/g, 'fort')
      .replace(/\bpt\b/g, 'point')
      .replace(/\bmt\b/g, 'mount');
  }
  return cleaned;
}

/** PostgreSQL's btrim(text): spaces only. */
export const btrim = (text: string): string => text.replace(/^ +| +$/g, '');
/** PostgreSQL's left(text, n) and length(text), in characters. */
export const left = (text: string, n: number): string => [...text].slice(0, n).join('');
export const characters = (text: string): number => [...text].length;

const WORD_SIMILARITY_THRESHOLD = 0.45;
const CORE = new RegExp(
  '( (harbor|harbour|bay|beach|point|island|isle|key|inlet|river|creek|cove|sound|pier' +
    '|marina|channel|entrance|light|lighthouse|landing|wharf|dock))+$',
);

interface Variant {
  place: string;
  qualifier: string | null;
  core: string;
}

interface Candidate {
  station: SearchStation;
  place: string;
  qualifier: string | null;
  standing: number;
}

const qualifies = (variant: { qualifier: string | null }, station: SearchStation) =>
  variant.qualifier === null || station.search_qualifiers.includes(variant.qualifier);

type Row = { position: number; variant: Variant };

/**
 * Each variant's stations with a word beginning with its place (or, with `core`, its place
 * without the trailing kind of water, when that differs), as LIKE '% place%' finds them.
 */
function withWordStart(catalogue: SearchCatalogue, variants: Variant[], core: boolean): Row[] {
  const rows: Row[] = [];
  for (const variant of variants) {
    const text = core ? variant.core : variant.place;
    if (text.length < 3 || (core && text === variant.place)) continue;
    for (const position of stationsWithWordStart(catalogue, text)) {
      if (qualifies(variant, catalogue.stations[position]!)) rows.push({ position, variant });
    }
  }
  return rows;
}

/**
 * The first `limit` rows, best-known first (positions in `stations` are that order), as
 * candidates for the place (or its core, 20 points down).
 */
function bestKnown(stations: SearchStation[], rows: Row[], limit: number, core: boolean) {
  rows.sort((a, b) => a.position - b.position);
  return rows.slice(0, limit).map(({ position, variant }): Candidate => ({
    station: stations[position]!,
    place: core ? variant.core : variant.place,
    qualifier: variant.qualifier,
    standing: stations[position]!.search_standing - (core ? 20 : 0),
  }));
}

/** The tiers of one candidate: plain string comparisons. */
function tiers(c: Candidate): { name: number; locality: number; context: number } {
  if (c.place === '') return { name: 0, locality: 0, context: 0 };
  const s = c.station;
  const whole = ` ${c.place} `;
  const start = ` ${c.place}`;
  const name =
    s.search_base_name === whole ||
    s.search_name === whole ||
    s.search_aliases.includes(`|${c.place}|`)
      ? 100
      : s.search_base_name.startsWith(whole)
        ? 80
        : s.search_name.startsWith(start)
          ? 72
          : s.search_name.includes(start)
            ? 60
            : 0;
  const locality =
    s.search_locality === whole
      ? 50
      : s.search_locality.startsWith(whole)
        ? 30
        : s.search_locality.startsWith(start)
          ? 25
          : s.search_locality.includes(start)
            ? 20
            : 0;
  const context = s.search_context.startsWith(whole)
    ? 20
    : s.search_context.includes(start)
      ? 10
      : 0;
  return { name, locality, context };
}

/** greatest(a, b, c) + 0.3 * (the other two): exact in decimal for whole numbers, as numeric. */
const strongestFirstExact = (a: number, b: number, c: number) => {
  const g = Math.max(a, b, c);
  return (10 * g + 3 * (a + b + c - g)) / 10;
};

/** The same over double precision values, in PostgreSQL's order of operations. */
const strongestFirst = (a: number, b: number, c: number) => {
  const g = Math.max(a, b, c);
  return g + 0.3 * (a + b + c - g);
};

/** The tide stations matching what was typed, best first, at most 20. */
export function searchStationsByName(
  catalogue: SearchCatalogue,
  searchTerm: string | null,
): SearchStation[] {
  if (searchTerm === null) return [];
  const trimmed = btrim(searchTerm);
  if (characters(trimmed) < 3) return [];
  const q = searchNormalize(left(trimmed, 100));
  if (q === '') return [];
  const w = q.split(' ');
  const variants: Variant[] = [];
  const addVariant = (place: string, qualifier: string | null) => {
    if (qualifier !== null && !catalogue.qualifiers.has(qualifier)) return;
    variants.push({ place, qualifier, core: place.replace(CORE, '') });
  };
  addVariant(q, null);
  for (let k = 1; k <= Math.min(3, w.length); k += 1) {
    addVariant(w.slice(0, w.length - k).join(' '), w.slice(w.length - k).join(' '));
  }
  const { stations } = catalogue;

  // Stations with a word starting with the place, best-known 300.
  const typed = bestKnown(stations, withWordStart(catalogue, variants, false), 300, false);
  const named = typed.some(
    (c) =>
      c.qualifier === null &&
      (c.station.search_base_name === ` ${c.place} ` || c.station.search_name === ` ${c.place} `),
  );
  const candidates: Candidate[] = [...typed];
  const stateAlone = variants.filter((variant) => variant.place === '');
  {
    const rows: Row[] = [];
    for (const variant of stateAlone) {
      stations.forEach((station, position) => {
        if (station.search_qualifiers.includes(variant.qualifier!))
          rows.push({ position, variant });
      });
    }
    candidates.push(...bestKnown(stations, rows, 60, false));
  }
  if (typed.length === 0 && stateAlone.length === 0) {
    // The place without its trailing kind of water, 20 points down.
    candidates.push(...bestKnown(stations, withWordStart(catalogue, variants, true), 300, true));
    // Misspellings, by trigram word similarity, for five letters or more.
    const similar: { position: number; variant: Variant; closeness: number }[] = [];
    for (const variant of variants) {
      if (variant.place.length < 5) continue;
      const patternTrigrams = trigramSet(variant.place);
      // word_similarity is at most the share of the pattern's trigrams the text has.
      const shared = new Uint16Array(stations.length);
      const touched: number[] = [];
      for (const trigram of patternTrigrams) {
        for (const position of catalogue.byTrigram.get(trigram) ?? []) {
          if (shared[position] === 0) touched.push(position);
          shared[position] = shared[position]! + 1;
        }
      }
      const least = (WORD_SIMILARITY_THRESHOLD - 1e-6) * patternTrigrams.size;
      for (const position of touched) {
        if (shared[position]! < least) continue;
        const station = stations[position]!;
        if (!qualifies(variant, station)) continue;
        const closeness = wordSimilarity(variant.place, station.search_text);
        if (closeness >= WORD_SIMILARITY_THRESHOLD) similar.push({ position, variant, closeness });
      }
    }
    similar.sort(
      (a, b) =>
        b.closeness - a.closeness ||
        compareText(stations[a.position]!.id, stations[b.position]!.id),
    );
    for (const { position, variant } of similar.slice(0, 40)) {
      const station = stations[position]!;
      candidates.push({
        station,
        place: variant.place,
        qualifier: variant.qualifier,
        standing: station.search_standing,
      });
    }
  }

  // The cheap part of the score for every candidate, then the trigram part for the best 60.
  const tiered = candidates.map((c) => {
    const tier = tiers(c);
    const standing = c.standing + (c.qualifier === null ? 0 : named ? -25 : 25);
    return {
      c,
      tier,
      standing,
      cheap: strongestFirstExact(tier.name, tier.locality, tier.context) + standing,
    };
  });
  tiered.sort((a, b) => b.cheap - a.cheap || compareText(a.c.station.id, b.c.station.id));
  const best = new Map<string, number>();
  const keep = (id: string, score: number) => {
    const before = best.get(id);
    if (before === undefined || score > before) best.set(id, score);
  };
  for (const { c, tier, standing } of tiered.slice(0, 60)) {
    const s = c.station;
    const name = similarity(c.place, s.search_base_name);
    const words = 0.8 * wordSimilarity(c.place, s.search_name, true);
    const locality = similarity(c.place, s.search_locality);
    const byName =
      c.place === ''
        ? 0
        : tier.name > 0
          ? tier.name + 10 * name
          : Math.max(name, words) >= 0.3
            ? 60 * Math.max(name, words) + 10 * name
            : 0;
    const byLocality = tier.locality > 0 ? tier.locality : locality >= 0.3 ? 30 * locality : 0;
    keep(s.id, strongestFirst(byName, byLocality, tier.context) + standing);
  }
  const byId = new Map(candidates.map((c) => [c.station.id, c.station]));
  // A NOAA station number, whole or begun.
  if (/^(noaa )?([a-z]{3} ?)?[0-9]{3,7}$/.test(q)) {
    const code = q
      .replace(/^noaa /, '')
      .replaceAll(' ', '')
      .toUpperCase();
    const upper = `${code}Z`;
    for (const station of stations) {
      const id = station.noaa_id;
      if (id !== null && id >= code && id < upper) {
        keep(station.id, (id === code ? 1000 : 500) + station.search_standing);
        byId.set(station.id, station);
      }
    }
  }
  return [...best]
    .sort(
      ([a, x], [b, y]) =>
        y - x || compareText(byId.get(a)!.name, byId.get(b)!.name) || compareText(a, b),
    )
    .slice(0, 20)
    .map(([id]) => byId.get(id)!);
}
