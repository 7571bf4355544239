/**
 * A station's clock: calendar days, wall-clock readings, offsets and abbreviations in a
 * station's IANA zone, from the product's own zone rules. The edge handlers, the widgets and the
 * site all read a station's time through this one module, so they can never disagree about it.
 *
 * A clock reads rules that may not be there yet (the browser loads them on demand) or may lack a
 * zone (a station row naming a zone no release carries). Then, and only then, the runtime's own
 * `Intl` rules stand in: offsets to the second, abbreviations as the runtime's en-US short name.
 * Every result is the same whichever zone the process itself runs in.
 */
import type { ZoneRules } from './zone-rules.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A calendar date with no time zone: what a visitor picks. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A wall-clock reading in some zone. */
export interface WallClock extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

/** Where a clock gets its rules: the rules themselves, or null while they are not in. */
export type ZoneRulesSource = () => ZoneRules | null;

/** Station time, read by one set of rules. */
export interface StationClock {
  /** Whether the zone can be read: one the rules carry or, failing that, one the runtime knows. */
  isKnownZone(zone: string): boolean;
  /** The zone's offset east of UTC at an instant, in seconds. */
  offsetSeconds(zone: string, ms: number): number;
  /** The same in whole minutes, as ISO 8601 and tide tables write offsets. */
  offsetMinutes(zone: string, ms: number): number;
  /** The instant whose UTC reading is the zone's wall clock at `ms`: format it in 'UTC'. */
  wallClockInstant(zone: string, ms: number): number;
  /** The zone's wall clock at an instant. */
  wallClock(zone: string, ms: number): WallClock;
  /** The calendar day ('YYYY-MM-DD') on the zone's clock at `ms`. */
  dayAt(zone: string, ms: number): string;
  /**
   * The zone's abbreviation at an instant as a US reader reads it: 'EST', 'PDT', 'JST', or
   * 'GMT+10' where the zone has no letters.
   */
  abbreviation(zone: string, ms: number): string;
  /**
   * The first instant at which the zone's wall clock reads `date` `hour`:`minute` or later. An
   * ambiguous reading (clocks going back) gives the earlier instant; a reading the clocks skip
   * is read as far past the jump (a skipped midnight, where a few zones change, gives the moment
   * they jump, so a local day still starts when its first minute does).
   */
  zonedInstant(date: CalendarDate, hour: number, minute: number, zone: string): number;
  /** The instants in (startMs, endMs] at which the zone's offset or abbreviation changes. */
  changesBetween(zone: string, startMs: number, endMs: number): number[];
}

const intlOffsetFormats = new Map<string, Intl.DateTimeFormat>();

function intlOffsetSeconds(zone: string, ms: number): number {
  let format = intlOffsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    intlOffsetFormats.set(zone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(ms)) parts[part.type] = Number(part.value);
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 1000);
}

function intlKnowsZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function intlAbbreviation(zone: string, ms: number): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(ms)
    .find((each) => each.type === 'timeZoneName');
  return part?.value ?? zone;
}

function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/** 'YYYY-MM-DD'. */
export function formatCalendarDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${pad2(date.month)}-${pad2(date.day)}`;
}

/** '-05:00' for an offset of -300 minutes, as ISO 8601 writes it. */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${pad2(Math.floor(absolute / 60))}:${pad2(absolute % 60)}`;
}

/** The calendar day after `date`. */
export function nextCalendarDate(date: CalendarDate): CalendarDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day) + DAY_MS);
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** A clock reading its rules from `source` each time, so rules that arrive later are used at once. */
export function createStationClock(source: ZoneRulesSource): StationClock {
  const offsetSeconds = (zone: string, ms: number): number => {
    const rules = source();
    return rules?.has(zone) ? rules.offsetSeconds(zone, ms) : intlOffsetSeconds(zone, ms);
  };

  const wallClock = (zone: string, ms: number): WallClock => {
    const local = new Date(ms + offsetSeconds(zone, ms) * 1000);
    return {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
      hour: local.getUTCHours(),
      minute: local.getUTCMinutes(),
      second: local.getUTCSeconds(),
    };
  };

  const readingAsUtc = (clock: WallClock): number =>
    Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);

  const offsetMinutes = (zone: string, ms: number): number =>
    Math.round(offsetSeconds(zone, ms) / 60);

  return {
    isKnownZone: (zone) => source()?.has(zone) === true || intlKnowsZone(zone),
    offsetSeconds,
    offsetMinutes,
    wallClockInstant: (zone, ms) => ms + offsetSeconds(zone, ms) * 1000,
    wallClock,
    dayAt: (zone, ms) => formatCalendarDate(wallClock(zone, ms)),
    abbreviation(zone, ms) {
      const rules = source();
      return rules?.has(zone) ? rules.abbreviation(zone, ms) : intlAbbreviation(zone, ms);
    },
    zonedInstant(date, hour, minute, zone) {
      const target = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
      const first = target - offsetMinutes(zone, target) * MINUTE_MS;
      const second = target - offsetMinutes(zone, first) * MINUTE_MS;
      const candidates = [first, second].sort((a, b) => a - b);
      const exact = candidates.find((ms) => readingAsUtc(wallClock(zone, ms)) === target);
      if (exact !== undefined) return exact;
      return candidates.find((ms) => readingAsUtc(wallClock(zone, ms)) > target) ?? first;
    },
    changesBetween(zone, startMs, endMs) {
      const rules = source();
      return rules?.has(zone) ? rules.changesBetween(zone, startMs, endMs) : [];
    },
  };
}
