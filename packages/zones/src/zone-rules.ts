/**
 * IANA time-zone rules, read without the runtime's ICU. The rules are IANA's tz database as
 * compiled by zic and published in moment-timezone's packed data (every offset and abbreviation
 * of every zone, with the instant each one ends), so the edge handler on Node or Deno and the
 * browser all read the same release, whatever ICU they were built with. Updating the rules is a
 * bump of `moment-timezone`.
 *
 * The packed form (https://momentjs.com/timezone/docs/#/data-formats/packed-format/) is one
 * string per zone, `Name|abbreviations|offsets|indices|untils|population`: the offsets are
 * minutes west of UTC and the untils minutes between transitions, all in base 60.
 */

/** moment-timezone's packed data, or a subset of it in the same form. */
export interface PackedZoneData {
  /** IANA's release, '2026f'. */
  version: string;
  /** `Name|abbrs|offsets|indices|untils|population`, one a zone. */
  zones: readonly string[];
  /** `Target|Alias`, one a link. */
  links: readonly string[];
}

/** One span of a zone's history: its offset and abbreviation until `untilMs`. */
interface ZonePeriod {
  /** East of UTC, in seconds (local mean time has seconds). */
  offsetSeconds: number;
  /** tzdata's abbreviation: 'EST', 'PDT', '+10'. */
  abbreviation: string;
}

interface Zone {
  periods: ZonePeriod[];
  /** The instant each period ends; the last is Infinity. */
  untils: number[];
}

/** The rules of one release, for the zones it carries. */
export interface ZoneRules {
  /** IANA's release, '2026f'. */
  readonly version: string;
  /** Whether the rules know `zone` (a canonical name or a link). */
  has(zone: string): boolean;
  /** The zone's offset east of UTC at an instant, in seconds. Throws for an unknown zone. */
  offsetSeconds(zone: string, ms: number): number;
  /**
   * The zone's abbreviation at an instant as a US reader reads it: tzdata's letters ('EST',
   * 'PDT', 'JST'), or 'GMT+10' where the zone has none (tzdata writes '+10').
   */
  abbreviation(zone: string, ms: number): string;
  /** The instants in (startMs, endMs] at which the zone's offset or abbreviation changes. */
  changesBetween(zone: string, startMs: number, endMs: number): number[];
}

/** moment-timezone's base-60 digits: 0-9, a-z, A-X. */
function base60Digit(code: number): number {
  if (code > 96) return code - 87;
  if (code > 64) return code - 29;
  return code - 48;
}

/** A base-60 number with an optional sign and fraction ('-8c.s'). */
export function unpackBase60(text: string): number {
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  let value = 0;
  for (let i = 0; i < whole.length; i += 1) value = value * 60 + base60Digit(whole.charCodeAt(i));
  let scale = 1;
  for (let i = 0; i < fraction.length; i += 1) {
    scale /= 60;
    value += base60Digit(fraction.charCodeAt(i)) * scale;
  }
  return negative ? -value : value;
}

function unpackZone(packed: string): Zone {
  const [, abbrText = '', offsetText = '', indexText = '', untilText = ''] = packed.split('|');
  const abbrs = abbrText.split(' ');
  // Minutes west, with seconds as a base-60 fraction: '8c.s' is 8 h 12 min 28 s behind UTC.
  const offsets = offsetText.split(' ').map((each) => -Math.round(unpackBase60(each) * 60));
  const periods = [...indexText].map((digit) => {
    const index = base60Digit(digit.charCodeAt(0));
    return { offsetSeconds: offsets[index] ?? 0, abbreviation: abbrs[index] ?? '' };
  });
  const untils: number[] = [];
  let at = 0;
  for (const step of untilText ? untilText.split(' ') : []) {
    at += unpackBase60(step) * 60_000;
    untils.push(Math.round(at));
  }
  untils.length = periods.length;
  untils[periods.length - 1] = Infinity;
  return { periods, untils };
}

/** '+10' → 'GMT+10', '-0330' → 'GMT-3:30', as en-US writes a zone with no letters. */
function readableAbbreviation(abbreviation: string): string {
  const numeric = /^([+-])(\d{2})(\d{2})?$/.exec(abbreviation);
  if (!numeric) return abbreviation;
  const hours = Number(numeric[2]);
  const minutes = numeric[3] && numeric[3] !== '00' ? `:${numeric[3]}` : '';
  return hours === 0 && !minutes ? 'GMT' : `GMT${numeric[1]}${hours}${minutes}`;
}

/** Reads packed data; each zone is unpacked the first time it is asked for. */
export function createZoneRules(data: PackedZoneData): ZoneRules {
  const packedByName = new Map<string, string>();
  for (const packed of data.zones) packedByName.set(packed.slice(0, packed.indexOf('|')), packed);
  for (const link of data.links) {
    const [target = '', alias = ''] = link.split('|');
    const packed = packedByName.get(target);
    if (packed && !packedByName.has(alias)) packedByName.set(alias, packed);
  }
  const unpacked = new Map<string, Zone>();

  function zone(name: string): Zone {
    let found = unpacked.get(name);
    if (!found) {
      const packed = packedByName.get(name);
      if (packed === undefined) throw new RangeError(`Unknown time zone: ${name}`);
      found = unpackZone(packed);
      unpacked.set(name, found);
    }
    return found;
  }

  /** The index of the period an instant falls in: the first whose until is after it. */
  function periodIndex(rules: Zone, ms: number): number {
    let low = 0;
    let high = rules.untils.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (ms < (rules.untils[middle] ?? Infinity)) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  function period(name: string, ms: number): ZonePeriod {
    const rules = zone(name);
    return rules.periods[periodIndex(rules, ms)] ?? { offsetSeconds: 0, abbreviation: 'UTC' };
  }

  return {
    version: data.version,
    has: (name) => packedByName.has(name),
    offsetSeconds: (name, ms) => period(name, ms).offsetSeconds,
    abbreviation: (name, ms) => readableAbbreviation(period(name, ms).abbreviation),
    changesBetween(name, startMs, endMs) {
      const rules = zone(name);
      const changes: number[] = [];
      for (let i = periodIndex(rules, startMs); i < rules.untils.length - 1; i += 1) {
        const at = rules.untils[i] ?? Infinity;
        if (at > endMs) break;
        const before = rules.periods[i];
        const after = rules.periods[i + 1];
        if (
          before?.offsetSeconds !== after?.offsetSeconds ||
          before?.abbreviation !== after?.abbreviation
        ) {
          changes.push(at);
        }
      }
      return changes;
    },
  };
}

/**
 * The same data for only `zones` (names or links) and only up to `untilMs`: what a browser
 * needs to read the stations' clocks over the years the product serves, in the same form.
 */
export function subsetZoneData(
  data: PackedZoneData,
  zones: Iterable<string>,
  untilMs: number,
): PackedZoneData {
  const byName = new Map(
    data.zones.map((packed) => [packed.slice(0, packed.indexOf('|')), packed]),
  );
  const targetOf = new Map(
    data.links.map((link) => {
      const [target = '', alias = ''] = link.split('|');
      return [alias, target];
    }),
  );
  const kept = new Map<string, string>();
  const links: string[] = [];
  for (const name of [...new Set(zones)].sort()) {
    const target = byName.has(name) ? name : targetOf.get(name);
    const packed = target === undefined ? undefined : byName.get(target);
    if (target === undefined || packed === undefined) continue;
    if (target !== name) links.push(`${target}|${name}`);
    if (kept.has(target)) continue;
    const [zoneName, abbrs, offsets, indices = '', untilText = ''] = packed.split('|');
    const steps = untilText ? untilText.split(' ') : [];
    let at = 0;
    let count = 0;
    while (count < steps.length && at <= untilMs) {
      at += unpackBase60(steps[count] ?? '0') * 60_000;
      count += 1;
    }
    kept.set(
      target,
      [zoneName, abbrs, offsets, indices.slice(0, count + 1), steps.slice(0, count).join(' ')].join(
        '|',
      ),
    );
  }
  return {
    version: data.version,
    zones: [...kept.keys()].sort().map((name) => kept.get(name) ?? ''),
    links,
  };
}
