import { isCalendarDate } from './internal/calendar-date.ts';
import { isRecord } from './internal/is-record.ts';
import type { CurrentDay, CurrentEvent, CurrentResult, CurrentStation } from './current-types.ts';
import { isFiniteNumber, isInstant, isKnownTimeZone } from './read-tide-result.ts';

/**
 * Reading a day of currents that crossed a network or came from a page's script: what the
 * current card can show safely, or `null` when it is not one. An event needs its instant, its
 * kind and a speed; a station needs a zone every time can be written in.
 */

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function numberOrNull(value: unknown): number | null {
  return isFiniteNumber(value) ? value : null;
}

function readEvent(value: unknown): CurrentEvent | null {
  if (
    !isRecord(value) ||
    !isInstant(value.at) ||
    (value.type !== 'slack' && value.type !== 'flood' && value.type !== 'ebb') ||
    !isFiniteNumber(value.speedKnots)
  ) {
    return null;
  }
  const event: CurrentEvent = {
    at: value.at,
    time: text(value.time),
    type: value.type,
    speedKnots: Math.abs(value.speedKnots),
    directionDeg: numberOrNull(value.directionDeg),
  };
  if (value.weak === true) event.weak = true;
  return event;
}

function readEvents(value: unknown): CurrentEvent[] {
  if (!Array.isArray(value)) return [];
  return value
    .map(readEvent)
    .filter((event): event is CurrentEvent => event !== null)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

function readStation(value: unknown): CurrentStation | null {
  if (!isRecord(value) || !isKnownTimeZone(value.timeZone) || typeof value.name !== 'string') {
    return null;
  }
  return {
    id: text(value.id),
    noaaId: text(value.noaaId),
    name: value.name,
    state: textOrNull(value.state),
    timeZone: value.timeZone,
    timeZoneAbbreviation: text(value.timeZoneAbbreviation),
    latitude: isFiniteNumber(value.latitude) ? value.latitude : Number.NaN,
    longitude: isFiniteNumber(value.longitude) ? value.longitude : Number.NaN,
    type: value.type === 'subordinate' ? 'subordinate' : 'harmonic',
    referenceId: textOrNull(value.referenceId),
    referenceName: textOrNull(value.referenceName),
    bin: numberOrNull(value.bin),
    depthM: numberOrNull(value.depthM),
    floodDirectionDeg: numberOrNull(value.floodDirectionDeg),
    ebbDirectionDeg: numberOrNull(value.ebbDirectionDeg),
  };
}

function readDay(value: unknown): CurrentDay | null {
  if (!isRecord(value) || typeof value.date !== 'string' || !isCalendarDate(value.date)) {
    return null;
  }
  return {
    date: value.date,
    timeZoneAbbreviation: text(value.timeZoneAbbreviation),
    events: readEvents(value.events),
  };
}

function readTimeline(value: unknown): CurrentResult['timeline'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((point: unknown) =>
    isRecord(point) && isInstant(point.at) && isFiniteNumber(point.velocityKnots)
      ? [{ at: point.at, velocityKnots: point.velocityKnots }]
      : [],
  );
}

/** The well-formed part of a day of currents, or `null` when `value` is not one. */
export function readCurrentResult(value: unknown): CurrentResult | null {
  if (!isRecord(value) || typeof value.date !== 'string' || !isCalendarDate(value.date)) {
    return null;
  }
  const station = readStation(value.station);
  if (!station) return null;
  const days = Array.isArray(value.days)
    ? value.days.map(readDay).filter((day): day is CurrentDay => day !== null)
    : [];
  const events = readEvents(value.events);
  const result: CurrentResult = {
    location: typeof value.location === 'string' ? value.location : station.name,
    date: value.date,
    station,
    // Without days, the events make the one day asked for.
    days:
      days.length > 0
        ? days
        : [{ date: value.date, timeZoneAbbreviation: station.timeZoneAbbreviation, events }],
    events: events.length > 0 ? events : days.flatMap((day) => day.events),
    timeline: readTimeline(value.timeline),
  };
  if (typeof value.attribution === 'string') result.attribution = value.attribution;
  if (typeof value.generatedAt === 'string') result.generatedAt = value.generatedAt;
  return result;
}
