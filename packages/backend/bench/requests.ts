/**
 * What the bench asks: never-seen station-days of tide and current stations, drawn from two
 * years, as get-tide-data, get-current-data and @neaps/api take them; and search terms as people
 * type them, as search_tide_locations and @neaps/api's search take them.
 */
import type { WrkRequest } from './wrk.ts';

/** The two years station-days are drawn from. */
export const FIRST_YEAR = 2027;
export const YEARS = 2;
export const DAY_MS = 86_400_000;

export function shuffle<T>(items: T[], next: () => number): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

export interface StationDay {
  station: string;
  /** 'YYYY-MM-DD' */
  date: string;
}

/** `count` distinct station-days from every station and every day of the bench's years. */
export function drawStationDays(
  stations: string[],
  count: number,
  next: () => number,
): StationDay[] {
  const days = Math.round(
    (Date.UTC(FIRST_YEAR + YEARS, 0, 1) - Date.UTC(FIRST_YEAR, 0, 1)) / DAY_MS,
  );
  const seen = new Set<number>();
  const drawn: StationDay[] = [];
  while (drawn.length < count) {
    const station = Math.floor(next() * stations.length);
    const day = Math.floor(next() * days);
    const key = station * days + day;
    if (seen.has(key)) continue;
    seen.add(key);
    drawn.push({
      station: stations[station]!,
      date: new Date(Date.UTC(FIRST_YEAR, 0, 1) + day * DAY_MS).toISOString().slice(0, 10),
    });
  }
  return drawn;
}

export const ourCurrents = (days: StationDay[]): WrkRequest[] =>
  days.map(({ station, date }) => ({
    method: 'POST',
    path: '/functions/v1/get-current-data',
    body: JSON.stringify({ locationId: station, date }),
  }));

export const ours = (days: StationDay[]): WrkRequest[] =>
  days.map(({ station, date }) => ({
    method: 'POST',
    path: '/functions/v1/get-tide-data',
    body: JSON.stringify({ locationId: station, date }),
  }));

/**
 * The same station-days asked of @neaps/api. It takes a window of instants, not a station's
 * calendar day, so each is asked for the 24 hours from the date's 00:00 UTC: as much work.
 */
export function neapsDays(days: StationDay[], kind: 'extremes' | 'timeline'): WrkRequest[] {
  return days.map(({ station, date }) => {
    const start = `${date}T00:00:00Z`;
    const end = new Date(Date.parse(start) + DAY_MS).toISOString();
    const [source, id] = station.split('/');
    return {
      method: 'GET',
      // Each station's own chart datum, as get-tide-data answers: MLLW in the US.
      path: `/tides/stations/${source}/${id}/${kind}?start=${start}&end=${end}`,
    };
  });
}

/**
 * Typed prefixes of every station name, 3 to 14 characters, from its start and from the start
 * of each later word (the part of a name a visitor remembers: "Harb" of "Boston Harbor"), each
 * once, in random order.
 */
export function prefixTerms(names: string[], next: () => number): string[] {
  const terms = new Set<string>();
  for (const name of names) {
    const characters = [...name.trim()];
    characters.forEach((character, start) => {
      if (start > 0 && (character === ' ' || characters[start - 1] !== ' ')) return;
      const rest = characters.slice(start);
      for (let length = 3; length <= Math.min(14, rest.length); length += 1) {
        const prefix = rest.slice(0, length).join('');
        if (prefix.trim().length >= 3) terms.add(prefix);
      }
    });
  }
  return shuffle([...terms], next);
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Words of station names and regions (three letters or more) with one letter added at a random
 * place, as a typo or a half-typed word looks: a fresh letter and place a round for each word,
 * until `count` distinct terms are drawn. None is a word as written.
 */
export function typoTerms(texts: string[], count: number, next: () => number): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of text.split(/[^\p{L}\p{N}]+/u)) if ([...word].length >= 3) words.add(word);
  }
  const terms = new Set<string>();
  const list = [...words];
  for (let round = 0; round < 40 && terms.size < count; round += 1) {
    for (const word of list) {
      const characters = [...word];
      characters.splice(
        Math.floor(next() * (characters.length + 1)),
        0,
        LETTERS[Math.floor(next() * LETTERS.length)]!,
      );
      const term = characters.join('');
      if (!words.has(term)) terms.add(term);
    }
  }
  return shuffle([...terms], next).slice(0, count);
}

export const ourSearch = (terms: string[]): WrkRequest[] =>
  terms.map((term) => ({
    method: 'POST',
    path: '/rest/v1/rpc/search_tide_locations',
    body: JSON.stringify({ search_term: term }),
  }));

export const neapsSearch = (terms: string[]): WrkRequest[] =>
  terms.map((term) => ({
    method: 'GET',
    path: `/tides/stations?query=${encodeURIComponent(term)}`,
  }));
