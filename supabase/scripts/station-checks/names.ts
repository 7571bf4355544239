/**
 * The checks on a station's name: against the place its id encodes, for mangled or run-together
 * words and station codes, and the letters a source dropped ('Korsor' for 'Korsør') written back
 * from the towns near it.
 */
import type { CheckedStation, Finding } from './findings.ts';

/**
 * Text in lower case with its letters folded to ASCII: 'ø' as 'o', 'æ' as 'ae', marks dropped
 * ('Korsør' → 'korsor', 'Holbæk' → 'holbaek'); anything else is left as it is.
 */
function asciiFolded(text: string): string {
  return text
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A name's words, lower case, in ASCII letters ('Rønne' is one word, 'ronne', not 'r' and 'nne'). */
export function words(text: string): string[] {
  return asciiFolded(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/**
 * The place a TICON id is named after ('ticon/port_isaac-pti-gbr-cco' → 'Port Isaac'), or null
 * when the id carries a code rather than a name ('ticon/crms0482-…', 'noaa/8443970').
 */
export function placeFromId(id: string): string | null {
  if (!id.startsWith('ticon/')) return null;
  const head = id.slice('ticon/'.length).split('-')[0] ?? '';
  // A code, not a name: digits ('crms0482'), or a word without a vowel ('mdts').
  if (!head || /\d/.test(head) || head.split('_').some((w) => !/[aeiouy]/.test(w))) return null;
  return head
    .split('_')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** Words many places share, which tell nothing about which place a name means. */
const GENERIC = new Set([
  'pier',
  'harbour',
  'harbor',
  'bay',
  'port',
  'point',
  'river',
  'island',
  'beach',
  'north',
  'south',
  'east',
  'west',
  'new',
  'saint',
  'st',
  'the',
  'lake',
  'creek',
  'inlet',
  'sound',
  'cape',
  'head',
  'dock',
]);

/**
 * Whether a name and the place in the id name the same place: one contains the other, or they
 * share a word (either a prefix of the other: 'Teignmouth Pier' and 'teignmouth').
 */
function sameNamedPlace(name: string, place: string): boolean {
  const specific = (text: string) => {
    const all = words(text);
    const kept = all.filter((w) => !GENERIC.has(w));
    return kept.length > 0 ? kept : all;
  };
  const a = specific(place);
  const b = specific(name);
  const joinedA = a.join('');
  const joinedB = b.join('');
  if (joinedA.includes(joinedB) || joinedB.includes(joinedA)) return true;
  return a.some(
    (w) => w.length >= 3 && b.some((v) => v.length >= 3 && (v.startsWith(w) || w.startsWith(v))),
  );
}

/** Consonants a word may begin with (English, German, Dutch, Scandinavian, Polish, Gaelic). */
const ONSETS =
  /^(bl|br|ch|chr|cl|cr|dr|dw|fl|fr|gl|gn|gr|kl|kn|kr|kw|ph|pl|pr|ps|qu|rh|sc|sch|schl|schm|schn|schr|schw|scr|sh|shr|sk|sl|sm|sn|sp|spl|spr|sq|st|str|sv|sw|th|thr|tr|ts|tw|tz|vl|vr|wh|wr|zw|dh|kh|gh|bh|ng|hv|hj|kj|sj|tj|fj|bj|dj|gj|lj|mj|nj|pj|rj|vj|zh|sz|cz|pf|gw|ty|ky|ny|my|ry|dy|hy|mc|tch|dz|gd|wl|kv|nh|hw|ss|sr|ll)/;

/** Abbreviations USGS and NOAA names use on purpose ('Hwy 90', 'nr Slidell'), not mangling. */
const KNOWN_SHORT = /^(hwy|nr|bch|mlk|ctrl|dtch|csx|pvsc|nwr|tdl|pga|blvd|spgs|crk|sprg|grn|blw)$/;

/** Letters that sound as one, so a run of consonants is counted as it is spoken. */
function spokenConsonants(word: string): string {
  return word
    .replace(/sch/g, 'S')
    .replace(/ch/g, 'C')
    .replace(/ck/g, 'K')
    .replace(/th/g, 'T')
    .replace(/ph/g, 'P')
    .replace(/sh/g, 'S')
    .replace(/ng/g, 'N')
    .replace(/tz/g, 'Z')
    .replace(/gh/g, 'G')
    .replace(/([b-df-hj-np-tv-z])\1/g, '$1');
}

/**
 * Why a name looks mangled by its source, or null: the tide database has names whose umlauts
 * and accents were dropped with their letters ('Bsum' for Büsum, 'Warnemnde', 'Glckstadt'),
 * whose words run together with a gauge code left on ('Brunsbttelmpm', 'Eidersperrwerkap'),
 * or that keep an abbreviation ('Bedwell Hbr'). Signs: a word beginning with consonants no
 * word begins with, five consonants in a row as spoken, 'mn' after a consonant or before 'd'
 * ('Travemnde'), an 'h' between consonants ('Barhft'), an 'r' between a stop and another
 * consonant ('Huntebrck'), or a gauge code at the end. Only plain
 * ASCII words are judged; a word with an accent or a capital inside ('IJmuiden', 'NMCI') is
 * taken as written.
 */
export function looksMangled(name: string): string | null {
  for (const raw of name.split(/[\s\-'’.,()/]+/)) {
    if (raw.length < 3 || /[A-Z]/.test(raw.slice(1)) || !/^[A-Za-z]+$/.test(raw)) continue;
    const word = raw.toLowerCase();
    if (KNOWN_SHORT.test(word)) continue;
    const lead = /^[^aeiouy]+/.exec(word)?.[0] ?? '';
    if (lead.length >= 2 && !ONSETS.test(word))
      return `"${raw}" begins with "${lead}", as no word does: a letter dropped or an abbreviation`;
    const run = /[^aeiouy]{5,}/.exec(spokenConsonants(word))?.[0];
    if (run)
      return `"${raw}" has no vowel for ${run.length} sounds: letters dropped or words run together`;
    if (/[^aeiouyr]mn|mnd|[lmnr]h[^aeiouy]|[bcdgkpt]r[bcdfgklmnpqstvwxz]/.test(word))
      return `"${raw}" lacks a vowel where one belongs: an umlaut or accent dropped`;
    if (/(mpm|(sperrwerk|wehr)(ap|bp|up|uw|ow)|wehruw)$/.test(word))
      return `"${raw}" ends in a gauge code run into the name`;
  }
  return null;
}

/**
 * Why a TICON station's name looks like words run together, or null: a single word of 13
 * letters or more that is its id's head as written ('Helgolandbinnenhafen',
 * 'Tomakomaihigashiko'). Long single words are real too ('Schiermonnikoog'): those are kept
 * by a reviewed line.
 */
export function looksRunTogether(station: { id: string; name: string }): string | null {
  if (!station.id.startsWith('ticon/')) return null;
  const head = station.id.slice('ticon/'.length).split('-')[0] ?? '';
  if (!/^[A-Za-z]{13,}$/.test(station.name) || station.name.toLowerCase() !== head) return null;
  return `"${station.name}" is one long word as its id writes it: words may have run together`;
}

/**
 * Short forms an archive's record keeps where the gauge's agency writes the word out ('Macquarie
 * Is', 'Pt la Rue'). NOAA's own names ('Mangrove Pt.') are as NOAA's tables print them, and a
 * gauge record's (USGS, DWR) are written out by gauge-names.ts.
 */
const ARCHIVE_SHORT_FORMS: Readonly<Record<string, string>> = {
  Is: 'Island',
  Pt: 'Point',
  Pte: 'Pointe',
  Hbr: 'Harbour',
  Hd: 'Head',
  Chnl: 'Channel',
  Bch: 'Beach',
};

/** Why an archive's name keeps a short form, or null. */
export function keepsShortForm(station: { id: string; name: string }): string | null {
  if (station.id.startsWith('noaa/') || /-usa-(usgs|cdwr)$/.test(station.id)) return null;
  const word = station.name.split(/\s+/).find((w) => ARCHIVE_SHORT_FORMS[w] !== undefined);
  return word
    ? `"${word}" is a short form of "${ARCHIVE_SHORT_FORMS[word]}" that the gauge's agency writes out`
    : null;
}

/**
 * Why a name is only the station's IOC code ('Igne' for İğneada, 'Trab' for Trabzon), or null:
 * the Sea Level Station Monitoring Facility's four-letter codes, which the source took for names.
 */
export function isStationCode(station: { id: string; name: string }): string | null {
  const code = /^ticon\/ioc_([a-z]+)\d*-/.exec(station.id)?.[1];
  return code && station.name.toLowerCase() === code
    ? `"${station.name}" is the IOC station code, not the place's name`
    : null;
}

/**
 * The name against the place its id encodes (swapped names show up here), and against the signs
 * of a mangled name, a short form left in or a station code taken for a name.
 */
export function checkName(station: CheckedStation): Finding | null {
  const place = placeFromId(station.id);
  if (place && !sameNamedPlace(station.name, place)) {
    return {
      id: station.id,
      field: 'name',
      old: station.name,
      suggested: place,
      reason: `named "${station.name}" but its id names ${place}`,
    };
  }
  const mangled =
    looksMangled(station.name) ??
    looksRunTogether(station) ??
    keepsShortForm(station) ??
    isStationCode(station);
  if (!mangled) return null;
  return {
    id: station.id,
    field: 'name',
    old: station.name,
    suggested: restoredName(station.name, station.locality),
    reason: mangled,
  };
}

/** Letters only, lower case, umlauts and accents left out as a mangled name leaves them out. */
function droppedKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]/g, '');
}

/**
 * A mangled name restored from the town the tide database places the station in, where that
 * town, its umlauts written back ('Glueckstadt' → 'Glückstadt'), is the name or begins it once
 * the umlauts are dropped ('Glckstadt' → 'Glückstadt', 'Lbeckbauhof' → 'Lübeck Bauhof'); else
 * null. Only a suggestion for the reviewer: the reviewed line decides.
 */
export function restoredName(name: string, locality: string | null | undefined): string | null {
  if (!locality) return null;
  const key = droppedKey(name);
  for (const part of [locality, ...locality.split(/[\s,]+/)]) {
    const town = part.replace(
      /([^aeiouAEIOU])(ae|oe|ue)(?=[a-z])/g,
      (_, before: string, pair: string) =>
        `${before}${{ ae: 'ä', oe: 'ö', ue: 'ü' }[pair as 'ae' | 'oe' | 'ue']}`,
    );
    if (town === part && !/[äöü]/.test(town)) continue;
    const townKey = droppedKey(town);
    if (townKey === key) return town;
    if (townKey.length >= 4 && key.startsWith(townKey)) {
      const rest = name.slice(townKey.length);
      return `${town} ${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
    }
  }
  return null;
}

/**
 * The towns near a point that are written with letters beyond ASCII ('Korsør', 'Göteborg'), as
 * their country's gazetteer writes them: the names a station's name may have lost letters of.
 */
export type AccentedTownsAt = (latitude: number, longitude: number, country: string) => string[];

/** A word with its letters folded to ASCII ('Korsør' → 'korsor', 'Holbæk' → 'holbaek'). */
export function foldLetters(word: string): string {
  return asciiFolded(word).replace(/[^a-z]/g, '');
}

/** The ways a source writes a word without its letters: dropped, or as ae, oe, ue, aa. */
function asciiSpellings(word: string): Set<string> {
  const folded = foldLetters(word);
  return new Set([
    folded,
    folded.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u').replace(/aa/g, 'a'),
    folded.replace(/oe/g, 'o'),
    folded.replace(/ae/g, 'a'),
    folded.replace(/aa/g, 'a'),
  ]);
}

/**
 * A name with the letters its source dropped written back from the towns near it ('Korsor' →
 * 'Korsør', 'Koege' → 'Køge', 'Goteborg Eriksberg' → 'Göteborg Eriksberg'), or null when no word
 * of it is a nearby town's name without its letters. Words of under four letters, and words
 * already written with letters beyond ASCII, are taken as written.
 */
export function restoreLetters(name: string, towns: readonly string[]): string | null {
  const single = towns.filter((town) => !/\s/.test(town));
  let changed = false;
  const words = name.split(' ').map((word) => {
    const core = /^([^\p{L}]*)([\p{L}-]+)([^\p{L}]*)$/u.exec(word);
    if (!core || core[2]!.length < 4 || /[^ -~]/.test(core[2]!)) return word;
    const spellings = asciiSpellings(core[2]!);
    const town = single.find(
      (t) => spellings.has(foldLetters(t)) && t.toLowerCase() !== core[2]!.toLowerCase(),
    );
    if (!town) return word;
    changed = true;
    return `${core[1]}${town}${core[3]}`;
  });
  return changed ? words.join(' ') : null;
}
