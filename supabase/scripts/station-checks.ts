/**
 * The checks every station passes before it is seeded: its name against the place its id
 * encodes, its time zone against its position, its country against its position, its position
 * against the coast; and whether it has a tide worth the name. Pure functions of a station and
 * the lookups passed in, so the tests run them on made-up rows; station-catalog.ts runs them on
 * the tide database with the real lookups (station-geography.ts).
 *
 * A finding is either fixed or kept by a line of station-overrides.tsv (reviewed by hand, with
 * its source); the seed generator stops on any finding without one, so a new upstream release
 * cannot bring an unreviewed error in.
 */

/** The fields a station is checked on, as a station row has them. */
export interface CheckedStation {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  timezone: string;
  country_code?: string | null;
  /** The town the tide database places it in, umlauts written out ('Glueckstadt'). */
  locality?: string | null;
  /** The US state or territory as 'US-MA', else the region's code, if any. */
  region_code?: string | null;
}

export type FindingField = 'name' | 'position' | 'timezone' | 'country' | 'state' | 'duplicate';

/** Something about a station that does not agree with an independent source. */
export interface Finding {
  id: string;
  field: FindingField;
  /** The value as the upstream database has it. */
  old: string;
  /** What the independent source says instead, when it says something. */
  suggested: string | null;
  /** Why, in a sentence: the README's catalogue report lists these. */
  reason: string;
}

/** One reviewed line of station-overrides.tsv: the value to use instead, and where it is from. */
export interface Override {
  id: string;
  field: FindingField;
  old: string;
  new: string;
  source: string;
}

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
function words(text: string): string[] {
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

/**
 * Whether a name and the place in the id name the same place: one contains the other, or they
 * share a word (either a prefix of the other: 'Teignmouth Pier' and 'teignmouth').
 */
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
 * A name as two sources of the same gauge may spell it: without accents, umlauts (dropped or
 * written 'ue'), spaces or punctuation ('Warnemnde', 'Warnemuende' → 'warnemnde').
 */
export function duplicateKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/ae|oe|ue|ä|ö|ü/g, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/** How close two stations of one name must be to be taken for the same gauge. */
export const DUPLICATE_KM = 5;

/**
 * Pairs of stations that look like one gauge listed twice (by two sources): the same name as
 * duplicateKey spells it, within DUPLICATE_KM. Each is answered by a reviewed 'duplicate' line
 * on either station: the other's id (this one is dropped) or its own name (distinct gauges).
 */
export function duplicatePairs<T extends CheckedStation>(stations: readonly T[]): [T, T][] {
  const byKey = new Map<string, T[]>();
  for (const station of stations) {
    const key = duplicateKey(station.name);
    byKey.set(key, [...(byKey.get(key) ?? []), station]);
  }
  const pairs: [T, T][] = [];
  for (const group of byKey.values()) {
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        if (kmApart(group[i]!, group[j]!) <= DUPLICATE_KM) pairs.push([group[i]!, group[j]!]);
      }
    }
  }
  return pairs;
}

/** The agency or archive a station's record comes from: 'noaa', 'uhslc_fd', 'wsv', 'cmems'. */
export function recordSource(id: string): string {
  const [prefix = '', rest = ''] = id.split('/');
  return prefix === 'ticon' ? (rest.split('-').at(-1) ?? prefix) : prefix;
}

/**
 * Archives that relay national gauges' records (UHSLC's fast-delivery and research-quality
 * sets, Copernicus Marine, ESEAS, satellite-era re-analyses, UNAM's historical set): the
 * national agency's own record is preferred to theirs.
 */
const RELAYS: readonly string[] = ['uhslc_fd', 'uhslc_rq', 'cmems', 'eseas', 'da_sat', 'unam_hist'];

/** A station as duplicates are resolved: with the upstream quality score (0–100). */
export type RankedStation = CheckedStation & { quality?: { score?: number } | null };

/**
 * Which station of each gauge listed twice is left out, and for which. A reviewed 'duplicate'
 * line decides first (its new value the id kept, or its old value: distinct gauges). Otherwise
 * two stations of one name and place from different sources are one gauge, a national record
 * and a copy an archive relays (UHSLC, Copernicus): NOAA's is kept, else a national agency's
 * over an archive's, else the one upstream scores higher (its source, recency and coverage),
 * else the first id; the others go. Two of one source are distinct gauges (NOAA's three Cape
 * Cod Canal gauges, the two at Sausalito). Problems: a line naming
 * a station not in the catalogue.
 */
export function resolveDuplicates(
  stations: readonly RankedStation[],
  upstream: readonly { id: string; name: string }[],
  overrides: readonly Override[],
): { left: { id: string; keptId: string; source: string }[]; problems: string[] } {
  const upstreamNames = new Map(upstream.map((u) => [u.id, u.name]));
  const ids = new Set(stations.map((s) => s.id));
  const lineOf = (id: string) =>
    overrides.find(
      (o) => o.id === id && o.field === 'duplicate' && o.old === upstreamNames.get(id),
    );
  const left = new Map<string, { id: string; keptId: string; source: string }>();
  const problems: string[] = [];
  for (const station of stations) {
    const line = lineOf(station.id);
    if (!line || line.new === line.old) continue;
    if (!ids.has(line.new)) {
      problems.push(`${station.id}: a duplicate of ${line.new}, which is not in the catalogue.`);
      continue;
    }
    left.set(station.id, { id: station.id, keptId: line.new, source: line.source });
  }
  // Gauges of one name and place from different sources, none answered by a line. A TICON
  // station whose id is a code ('crms4245') was named by reverse geocoding, not by its source,
  // and is no one's copy.
  const named = (s: RankedStation) => !s.id.startsWith('ticon/') || placeFromId(s.id) !== null;
  const partners = new Map<string, RankedStation[]>();
  for (const [a, b] of duplicatePairs(stations.filter(named))) {
    if (recordSource(a.id) === recordSource(b.id)) continue;
    if ([a, b].some((s) => lineOf(s.id) !== undefined || left.has(s.id))) continue;
    partners.set(a.id, [...(partners.get(a.id) ?? []), b]);
    partners.set(b.id, [...(partners.get(b.id) ?? []), a]);
  }
  const rank = (s: RankedStation) => {
    const source = recordSource(s.id);
    const standing = source === 'noaa' ? 2 : RELAYS.includes(source) ? 0 : 1;
    return standing * 1000 + (s.quality?.score ?? 0);
  };
  const kept = new Set<string>();
  const candidates = stations
    .filter((s) => partners.has(s.id))
    .sort((a, b) => rank(b) - rank(a) || a.id.localeCompare(b.id));
  for (const station of candidates) {
    const keeper = (partners.get(station.id) ?? []).find((p) => kept.has(p.id));
    // Kept: the best of its pairs, or another gauge of a source already kept nearby.
    const sameSourceKept = (partners.get(station.id) ?? []).some(
      (p) => kept.has(p.id) && recordSource(p.id) === recordSource(station.id),
    );
    if (!keeper || sameSourceKept) {
      kept.add(station.id);
      continue;
    }
    left.set(station.id, {
      id: station.id,
      keptId: keeper.id,
      source: `rule: the same name within ${DUPLICATE_KM} km; ${recordSource(keeper.id)}'s record kept over ${recordSource(station.id)}'s (upstream quality ${keeper.quality?.score ?? 0} against ${station.quality?.score ?? 0})`,
    });
  }
  return { left: [...left.values()], problems };
}

function kmApart(
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

/** A zone's offsets from UTC in minutes in January and July of a year, as Intl knows them. */
export function zoneOffsets(zone: string, year = 2027): [number, number] | null {
  const at = (month: number) => {
    const text = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(Date.UTC(year, month, 15, 12)))
      .find((part) => part.type === 'timeZoneName')?.value;
    const match = /GMT(?:([+-])(\d{1,2})(?::?(\d{2}))?)?/.exec(text ?? '');
    if (!match) return Number.NaN;
    if (!match[1]) return 0;
    return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
  };
  try {
    return [at(0), at(6)];
  } catch {
    return null;
  }
}

function sameOffsets(a: string, b: string): boolean {
  const x = zoneOffsets(a);
  const y = zoneOffsets(b);
  return Boolean(x && y && x[0] === y[0] && x[1] === y[1]);
}

/** The zones in use at a point (land zones, or the Etc/GMT±n band of the open sea). */
export type ZonesAt = (latitude: number, longitude: number) => string[];

/**
 * The station's zone against the zones at its position: a finding when no zone there keeps the
 * same clock, with the one that does.
 */
export function checkTimeZone(station: CheckedStation, zonesAt: ZonesAt): Finding | null {
  const zones = zonesAt(station.latitude, station.longitude);
  if (zones.length === 0 || zones.some((zone) => sameOffsets(zone, station.timezone))) return null;
  return {
    id: station.id,
    field: 'timezone',
    old: station.timezone,
    suggested: zones[0] ?? null,
    reason: `zone ${station.timezone} does not keep the clock of its position (${zones.join(', ')})`,
  };
}

/**
 * A named zone for a station the source puts in a sea zone ('Etc/GMT+6'): the zone of the land
 * at or near its position (within a degree) whose standard time is the sea zone's, so a gauge
 * off Galveston keeps Central Time with its summer hour as the coast beside it does; else its own.
 */
export function namedZone(station: CheckedStation, zonesAt: ZonesAt): string {
  if (!station.timezone.startsWith('Etc/')) return station.timezone;
  const own = zoneOffsets(station.timezone);
  if (!own) return station.timezone;
  for (const reach of [0, 0.25, 0.5, 1]) {
    for (const [dy, dx] of [
      [0, 0],
      [reach, 0],
      [-reach, 0],
      [0, reach],
      [0, -reach],
      [reach, reach],
      [-reach, -reach],
      [reach, -reach],
      [-reach, reach],
    ] as const) {
      const named = zonesAt(station.latitude + dy, station.longitude + dx).find((zone) => {
        if (zone.startsWith('Etc/')) return false;
        const offsets = zoneOffsets(zone);
        // Standard time is the smaller offset north of the equator, either one south of it.
        return Boolean(offsets && Math.min(...offsets) === own[0]);
      });
      if (named) return named;
    }
  }
  return station.timezone;
}

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

/** The position against the coastline: far inland or far out at sea is a finding. */
export function checkPosition(station: CheckedStation, coast: CoastDistance): Finding | null {
  const { km, land } = coast(station.latitude, station.longitude);
  const limit = land ? INLAND_LIMIT_KM : OFFSHORE_LIMIT_KM;
  if (km <= limit) return null;
  return {
    id: station.id,
    field: 'position',
    old: formatPosition(station.latitude, station.longitude),
    suggested: null,
    reason: `${Math.round(km)} km ${land ? 'inland' : 'from the nearest coast'}`,
  };
}

/** '50.59419,-4.83437': how a position is written in the overrides file. */
export function formatPosition(latitude: number, longitude: number): string {
  return `${Number(latitude.toFixed(5))},${Number(longitude.toFixed(5))}`;
}

export function parsePosition(text: string): { latitude: number; longitude: number } | null {
  const match = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(text.trim());
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

const FIELDS: readonly FindingField[] = [
  'name',
  'position',
  'timezone',
  'country',
  'state',
  'duplicate',
];

/**
 * station-overrides.tsv: '#' comments, else tab-separated id, field, old, new, source. A line
 * whose new value is its old one keeps the upstream value, reviewed. Throws on a malformed line,
 * naming it.
 */
export function parseOverrides(text: string): Override[] {
  const overrides: Override[] = [];
  const seen = new Set<string>();
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '' || line.startsWith('#')) return;
    const [id, field, old, value, source, ...extra] = line.split('\t');
    const where = `station-overrides.tsv line ${index + 1}`;
    if (!id || !field || old === undefined || !value || !source?.trim() || extra.length > 0) {
      throw new Error(`${where}: needs id, field, old, new and source, separated by tabs.`);
    }
    if (!FIELDS.includes(field as FindingField)) {
      throw new Error(`${where}: field must be one of ${FIELDS.join(', ')}, not ${field}.`);
    }
    if (field === 'position' && !parsePosition(value)) {
      throw new Error(`${where}: a position is latitude,longitude in degrees, not ${value}.`);
    }
    const key = `${id}\t${field}`;
    if (seen.has(key)) throw new Error(`${where}: ${id} ${field} is overridden twice.`);
    seen.add(key);
    overrides.push({ id, field: field as FindingField, old, new: value, source: source.trim() });
  });
  return overrides;
}

/** The value of a field as the checks compare it. */
export function fieldValue(station: CheckedStation, field: FindingField): string {
  switch (field) {
    case 'name':
    case 'duplicate':
      return station.name;
    case 'position':
      return formatPosition(station.latitude, station.longitude);
    case 'timezone':
      return station.timezone;
    case 'country':
      return station.country_code ?? '';
    case 'state':
      return usState(station) ?? '';
  }
}

/** A US station's state or territory code ('MA'), from its region code; else null. */
export function usState(station: { region_code?: string | null }): string | null {
  return station.region_code?.startsWith('US-') ? station.region_code.slice(3) : null;
}

/**
 * A station with its overrides applied. An override whose old value no longer matches the
 * upstream one is stale: a new release changed the field, and it needs looking at again.
 */
export function applyOverrides<T extends CheckedStation>(
  station: T,
  overrides: readonly Override[],
): { station: T; stale: Override[] } {
  let next = station;
  const stale: Override[] = [];
  for (const override of overrides) {
    if (override.id !== station.id) continue;
    if (fieldValue(station, override.field) !== override.old) {
      stale.push(override);
      continue;
    }
    switch (override.field) {
      case 'name':
        next = { ...next, name: override.new };
        break;
      case 'position':
        next = { ...next, ...parsePosition(override.new) };
        break;
      case 'timezone':
        next = { ...next, timezone: override.new };
        break;
      case 'country':
        next = { ...next, country_code: override.new };
        break;
      case 'state':
        next = { ...next, region_code: `US-${override.new}`, region: override.new };
        break;
      case 'duplicate':
        // The catalogue drops the station (or keeps it, reviewed); its fields stay.
        break;
    }
  }
  return { station: next, stale };
}

/** The findings on a station that no reviewed line answers. */
export function unreviewed(
  findings: readonly Finding[],
  overrides: readonly Override[],
): Finding[] {
  return findings.filter(
    (finding) =>
      !overrides.some(
        (o) => o.id === finding.id && o.field === finding.field && o.old === finding.old,
      ),
  );
}

// ---------------------------------------------------------------------------------------------
// Checks against the places around a station: its state, the town its name names, its reference.

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
  return {
    id: station.id,
    field: 'position',
    old: formatPosition(station.latitude, station.longitude),
    suggested: null,
    reason: `${Math.round(km)} km from its reference station, ${reference.name}, and ${Math.round(nearestKm)} km from the nearest of the stations referred to it`,
  };
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

/**
 * A fixed zone ('Etc/GMT+5', the open sea's) on a station of a country that keeps civil time,
 * where the named-zone rule (namedZone) finds no land zone near it: the country's clocks are what
 * its tide tables are printed in (Georges Shoal on Eastern Time, Etienne Bay on Aleutian time).
 * A station in no country keeps its sea zone.
 */
export function checkFixedZone(station: CheckedStation, zonesAt: ZonesAt): Finding | null {
  if (!station.timezone.startsWith('Etc/') || !station.country_code) return null;
  if (!namedZone(station, zonesAt).startsWith('Etc/')) return null;
  return {
    id: station.id,
    field: 'timezone',
    old: station.timezone,
    suggested: null,
    reason: `a fixed sea zone on a station of ${station.country_code}, whose tables keep its civil time`,
  };
}

/**
 * The zone a country's station keeps where the source gave the open sea's and no land zone near
 * it keeps the same standard time (Isaac Shoal off Key West on 'Etc/GMT+6'): the civil zone of
 * the nearest land within a degree, as its country's tables are printed in. A station with no
 * land near it (Howland, Palmyra) keeps its sea zone.
 */
export function civilZone(station: CheckedStation, zonesAt: ZonesAt): string {
  const named = namedZone(station, zonesAt);
  if (!named.startsWith('Etc/') || !station.country_code) return named;
  for (const reach of [0.1, 0.25, 0.5, 1]) {
    for (let step = 0; step < 16; step++) {
      const angle = (step * Math.PI) / 8;
      const zone = zonesAt(
        station.latitude + reach * Math.sin(angle),
        station.longitude + reach * Math.cos(angle),
      ).find((z) => !z.startsWith('Etc/'));
      if (zone) return zone;
    }
  }
  return named;
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

// ---------------------------------------------------------------------------------------------
// Tidality: whether a gauge has a tide worth predicting, and whether its range follows the moon.

export interface Constituent {
  name: string;
  amplitude: number;
}

/** The astronomical constituents that make nearly all of a tide (seasonal Sa and Ssa left out). */
const MAJOR = ['M2', 'S2', 'N2', 'K2', 'K1', 'O1', 'P1', 'Q1'];

/** Below this greatest astronomical range (metres, about 6 inches) a gauge has no tide to show. */
export const NEGLIGIBLE_RANGE_M = 0.15;

function amplitude(constituents: readonly Constituent[], name: string): number {
  return constituents.find((c) => c.name === name)?.amplitude ?? 0;
}

/**
 * The greatest range the constituents can make: twice the sum of the major amplitudes, all in
 * step (an upper bound, close to the spread from lowest to highest astronomical tide).
 */
export function greatestRange(constituents: readonly Constituent[]): number {
  return 2 * MAJOR.reduce((sum, name) => sum + amplitude(constituents, name), 0);
}

/** A subordinate's range from its reference's, by its height offsets. */
export function subordinateRange(
  referenceRange: number,
  height: { high?: number; low?: number; type?: string } | undefined,
): number {
  const high = height?.high ?? (height?.type === 'fixed' ? 0 : 1);
  const low = height?.low ?? (height?.type === 'fixed' ? 0 : 1);
  if (height?.type === 'fixed') return Math.max(0, referenceRange + high - low);
  return referenceRange * ((high + low) / 2);
}

/**
 * Whether the range swells and shrinks with the moon's phase (spring and neap tides): the solar
 * semidiurnal tide S2 beats against the lunar M2, so the range swings by 2·S2 over a fortnight.
 * Where the diurnal tides rule (K1, O1: most of the Gulf of Mexico) the range follows the moon's
 * declination instead, and marking days "spring" or "neap" by its phase would mislead.
 */
export function rangeFollowsMoonPhase(constituents: readonly Constituent[]): boolean {
  const m2 = amplitude(constituents, 'M2');
  const s2 = amplitude(constituents, 'S2');
  const k1 = amplitude(constituents, 'K1');
  const o1 = amplitude(constituents, 'O1');
  if (m2 + s2 === 0) return false;
  // Form factor: under 1.5 the tide is semidiurnal or mixed, mainly semidiurnal.
  const formFactor = (k1 + o1) / (m2 + s2);
  return formFactor < 1.5 && 2 * s2 >= 0.05;
}

export type GaugeKind = 'lake' | 'river' | 'inland' | 'coast';

/**
 * What sort of water a gauge without a tide measures: a lake or a river by its name (or
 * province), else inland water (a marsh, sound or lagoon) where the coastline puts it on land,
 * else a coast where the sea has almost no tide (the Baltic).
 */
export function gaugeKind(
  station: { name: string; region?: string | null; country_code?: string | null },
  coast: { km: number; land: boolean },
): GaugeKind {
  const name = words(station.name);
  if (name.some((w) => ['lake', 'lac', 'meer', 'ijsselmeer', 'markermeer'].includes(w)))
    return 'lake';
  // Canada's inland gauges in Ontario are on the Great Lakes and the upper St. Lawrence.
  if (station.country_code === 'CA' && station.region === 'Ontario') return 'lake';
  if (
    name.some((w) =>
      [
        'river',
        'r',
        'creek',
        'bayou',
        'canal',
        'dam',
        'waterway',
        'giww',
        'sluis',
        'slough',
        'binnen',
        'aval',
      ].includes(w),
    )
  ) {
    return 'river';
  }
  // Natural Earth's 1:10m land fills harbours and fjords a few kilometres in: more than 5 km in is
  // a marsh, sound or lagoon.
  return coast.land && coast.km > 5 ? 'inland' : 'coast';
}
