import { isCalendarDate } from './internal/calendar-date.ts';
import { isRecord } from './internal/is-record.ts';
import { isKnownZone } from './internal/zone-clock.ts';
import type { TideDay, TideEvent, TideResult, TideStation } from './types.ts';

/**
 * Reading an answer that crossed a network or came from a page's script: what the cards can
 * show safely, or `null` when it is not a day of tides at all.
 */

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function isInstant(value: unknown): value is string {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}

/** Whether the zone can be read: an unknown one makes every time format throw. */
export function isKnownTimeZone(zone: unknown): zone is string {
  return typeof zone === 'string' && zone !== '' && isKnownZone(zone);
}

function readEvent(value: unknown): TideEvent | null {
  if (!isRecord(value) || typeof value.time !== 'string' || typeof value.height !== 'string') {
    return null;
  }
  const event: TideEvent = { time: value.time, height: value.height };
  if (isInstant(value.at)) event.at = value.at;
  if (isFiniteNumber(value.heightM)) event.heightM = value.heightM;
  if (value.type === 'high' || value.type === 'low') event.type = value.type;
  return event;
}

function readEvents(value: unknown[]): TideEvent[] {
  return value.map(readEvent).filter((event): event is TideEvent => event !== null);
}

function readStation(value: unknown): TideStation | undefined {
  if (!isRecord(value) || !isKnownTimeZone(value.timeZone) || typeof value.name !== 'string') {
    return undefined;
  }
  return {
    id: text(value.id),
    noaaId: typeof value.noaaId === 'string' ? value.noaaId : null,
    name: value.name,
    state: typeof value.state === 'string' ? value.state : null,
    ...(typeof value.country === 'string' ? { country: value.country } : {}),
    timeZone: value.timeZone,
    timeZoneAbbreviation: text(value.timeZoneAbbreviation),
    latitude: isFiniteNumber(value.latitude) ? value.latitude : Number.NaN,
    longitude: isFiniteNumber(value.longitude) ? value.longitude : Number.NaN,
    type: value.type === 'subordinate' ? 'subordinate' : 'reference',
    referenceId: typeof value.referenceId === 'string' ? value.referenceId : null,
  };
}

function readTimeline(value: unknown): TideResult['timeline'] {
  if (!Array.isArray(value)) return undefined;
  const points = value.filter(
    (point): point is { at: string; heightM: number } =>
      isRecord(point) && isInstant(point.at) && isFiniteNumber(point.heightM),
  );
  return points.map(({ at, heightM }) => ({ at, heightM }));
}

function readSunTime(value: unknown): string | null {
  return isInstant(value) ? value : null;
}

function readSun(value: unknown): TideResult['sun'] {
  if (!isRecord(value)) return undefined;
  return { sunrise: readSunTime(value.sunrise), sunset: readSunTime(value.sunset) };
}

function readMoon(value: unknown): TideResult['moon'] {
  if (
    !isRecord(value) ||
    !isFiniteNumber(value.illumination) ||
    !isFiniteNumber(value.phaseAngle)
  ) {
    return undefined;
  }
  return {
    phase: text(value.phase),
    illumination: value.illumination,
    phaseAngle: value.phaseAngle,
  };
}

function readMoonTimes(value: unknown): TideResult['moonTimes'] {
  if (!isRecord(value) || !Array.isArray(value.solunar)) return undefined;
  return {
    moonrise: readSunTime(value.moonrise),
    moonset: readSunTime(value.moonset),
    solunar: value.solunar
      .filter(
        (period): period is Record<string, unknown> =>
          isRecord(period) &&
          (period.kind === 'major' || period.kind === 'minor') &&
          isInstant(period.start) &&
          isInstant(period.end),
      )
      .map((period) => ({
        kind: period.kind as 'major' | 'minor',
        start: period.start as string,
        end: period.end as string,
      })),
  };
}

/** A day of a multi-day answer, or `null` without a `'YYYY-MM-DD'` day and a list of tides. */
function readDay(value: unknown): TideDay | null {
  if (
    !isRecord(value) ||
    typeof value.date !== 'string' ||
    !isCalendarDate(value.date) ||
    !Array.isArray(value.extremes)
  ) {
    return null;
  }
  const day: TideDay = {
    date: value.date,
    source: text(value.source),
    timeZoneAbbreviation: text(value.timeZoneAbbreviation),
    extremes: readEvents(value.extremes),
    tideRange: value.tideRange === 'spring' || value.tideRange === 'neap' ? value.tideRange : null,
  };
  const sun = readSun(value.sun);
  if (sun) day.sun = sun;
  const moon = readMoon(value.moon);
  if (moon) day.moon = moon;
  const moonTimes = readMoonTimes(value.moonTimes);
  if (moonTimes) day.moonTimes = moonTimes;
  return day;
}

/**
 * The day of tides in `value`, keeping only what is well formed: `null` unless it has a
 * location, a day and the two lists of tides; tides without display
 * text are left out, and extras that are malformed (a station in a zone no browser knows, a
 * curve point without a number, a day of `days` without its date or its list of tides) are
 * dropped, so a card shows less rather than breaking.
 */
export function readTideResult(value: unknown): TideResult | null {
  if (
    !isRecord(value) ||
    typeof value.location !== 'string' ||
    typeof value.date !== 'string' ||
    !Array.isArray(value.highTides) ||
    !Array.isArray(value.lowTides)
  ) {
    return null;
  }
  const result: TideResult = {
    location: value.location,
    date: value.date,
    source: text(value.source),
    highTides: readEvents(value.highTides),
    lowTides: readEvents(value.lowTides),
    moonPhase: text(value.moonPhase),
    moonIllumination: text(value.moonIllumination),
  };
  const station = readStation(value.station);
  if (station) result.station = station;
  if (typeof value.datum === 'string') result.datum = value.datum;
  if (isRecord(value.units)) result.units = { height: 'ft', heightM: 'm' };
  if (Array.isArray(value.extremes)) result.extremes = readEvents(value.extremes);
  const timeline = readTimeline(value.timeline);
  if (timeline) result.timeline = timeline;
  const sun = readSun(value.sun);
  if (sun) result.sun = sun;
  const moon = readMoon(value.moon);
  if (moon) result.moon = moon;
  const moonTimes = readMoonTimes(value.moonTimes);
  if (moonTimes) result.moonTimes = moonTimes;
  if (typeof value.attribution === 'string') result.attribution = value.attribution;
  if (Array.isArray(value.days)) {
    result.days = value.days.map(readDay).filter((day): day is TideDay => day !== null);
  }
  if (typeof value.generatedAt === 'string') result.generatedAt = value.generatedAt;
  return result;
}

/**
 * Whether a value has the shape every day of tides has: a location, a day and two lists of
 * tides. `readTideResult` gives the well-formed part of such a value.
 */
export function isTideResult(value: unknown): value is TideResult {
  return readTideResult(value) !== null;
}
