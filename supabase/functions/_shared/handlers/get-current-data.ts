/**
 * The get-current-data function: a tidal-current station's slack waters and strongest flood and
 * ebb, and its velocity every 10 minutes, for 1 to 31 calendar days in the station's own time
 * zone. Written once, served by the Supabase edge function (Deno) and by the embedded backend
 * (Node), each building one handler at start. Its requests take get-tide-data's form and rules.
 */
import {
  createCurrentStationCatalog,
  type CurrentStation,
  type PredictedCurrentEvent,
} from '../engine/current-prediction.ts';
import { predictCurrentDay } from '../engine/current-day.ts';
import type {
  CurrentEvent,
  CurrentResult,
  CurrentStationSummary,
  CurrentTimelinePoint,
} from '../results/current-result.ts';
import { roundTo } from '../engine/units.ts';
import { stationDayBudgetOf } from '../platform/station-day-budget.ts';
import { timelinePointsJson } from '../results/timeline-json.ts';
import {
  computeRequestedDays,
  createComputedDays,
  createStationDaysEndpoint,
  endpointWords,
  errorAnswer,
  jsonAnswer,
  type EndpointAnswer,
  type StationDaysDeps,
  type StationDaysEndpoint,
} from './station-days-endpoint.ts';
import type { RequestVoice, TideRequest } from './tide-request.ts';
import {
  formatClockTime,
  isoWithOffset,
  localDay,
  offsetMinutes,
  roundToMinute,
  timeZoneAbbreviation,
  type CalendarDate,
  type LocalDay,
} from '../engine/zoned-time.ts';

export type * from '../results/current-result.ts';

/** What get-current-data's refusals name. */
export const CURRENT_REQUEST_VOICE: RequestVoice = {
  exampleBody: '{"locationId": "noaa/PUG1701", "date": "2026-06-01", "days": 1}',
  exampleId: 'noaa/PUG1701',
  predictions: 'Current predictions',
};

/** Minutes between points of the velocity curve. */
const TIMELINE_STEP_MINUTES = 10;
/** Station rows change only with a new seed; re-read them now and then all the same. */
const STATION_CACHE_MAX_AGE_MS = 10 * 60_000;
/** Memory for computed days; a day (its 145-point curve, mostly) is about 10 KB. */
const DAY_CACHE_MAX_BYTES = 16 * 1024 * 1024;

const MINUTE_MS = 60_000;

/**
 * get-current-data's parts. With `preloadStations`, the current stations are read from the
 * first request on, not at start, where the tide stations are being read.
 */
export type CurrentDeps = StationDaysDeps;

/** Answers one get-current-data request from `client` (its real address). Never throws. */
export type GetCurrentDataHandler = StationDaysEndpoint;

const WORDS = endpointWords('get-current-data', CURRENT_REQUEST_VOICE, {
  noun: 'Current',
  plural: 'currents',
});

/**
 * One slack or maximum as the answer gives it, at its minute as NOAA's tables give it. The
 * abbreviation is looked up for each time: Vancouver's PDT and MST are both UTC−7.
 */
function toCurrentEvent(event: PredictedCurrentEvent, station: CurrentStation): CurrentEvent {
  const zone = station.timeZone;
  const time = roundToMinute(event.time);
  const offset = offsetMinutes(time, zone);
  const answer: CurrentEvent = {
    at: isoWithOffset(time, zone, offset),
    time: formatClockTime(time, zone, offset),
    type: event.type,
    speedKnots: event.type === 'slack' ? 0 : roundTo(Math.abs(event.velocity), 2),
    directionDeg:
      event.type === 'flood'
        ? station.floodDirectionDeg
        : event.type === 'ebb'
          ? station.ebbDirectionDeg
          : null,
  };
  if (event.weak) answer.weak = true;
  return answer;
}

/** A station's day, computed once and kept. */
interface ComputedDay {
  day: LocalDay;
  events: CurrentEvent[];
  /** The day's points from its midnight up to (not including) the next, as JSON. */
  pointsJson: string;
  /** The point at the next midnight, as JSON: only the last day of an answer gives it. */
  endPointJson: string;
  timeZoneAbbreviation: string;
}

const VELOCITY_FIELD = 'velocityKnots' satisfies keyof CurrentTimelinePoint;

/**
 * The day's points before `inDay` and the point at the next midnight as JSON. Where the curve
 * ends at that point, as every whole-hour day's does, both are written in one pass and cut
 * apart at the last point's brace.
 */
function timelineJson(
  times: number[],
  velocities: Float64Array,
  inDay: number,
  zone: string,
  day: LocalDay,
): Pick<ComputedDay, 'pointsJson' | 'endPointJson'> {
  if (inDay > 0 && inDay === times.length - 1) {
    const json = timelinePointsJson(times, velocities, zone, day, VELOCITY_FIELD, 2);
    const cut = json.lastIndexOf('{');
    return { pointsJson: json.slice(0, cut - 1), endPointJson: json.slice(cut) };
  }
  const endTime = times[inDay] ?? day.endMs;
  const endVelocity = inDay < times.length ? velocities[inDay]! : 0;
  return {
    pointsJson: timelinePointsJson(
      times.slice(0, inDay),
      velocities.subarray(0, inDay),
      zone,
      day,
      VELOCITY_FIELD,
      2,
    ),
    endPointJson: timelinePointsJson([endTime], [endVelocity], zone, day, VELOCITY_FIELD, 2),
  };
}

function computeDay(station: CurrentStation, date: CalendarDate): ComputedDay {
  const zone = station.timeZone;
  const day = localDay(date, zone);
  // Events are listed by their minute: one a few seconds before midnight is the next day's.
  const span = predictCurrentDay(
    station,
    day.startMs,
    day.endMs,
    TIMELINE_STEP_MINUTES * MINUTE_MS,
    MINUTE_MS,
  );
  // A point exactly at the next midnight belongs to the next day's answer, unless the last.
  const { times, velocities } = span.timeline;
  let inDay = 0;
  while (inDay < times.length && times[inDay]! < day.endMs) inDay += 1;
  return {
    day,
    events: span.events
      .filter(
        (event) =>
          roundToMinute(event.time) < day.endMs && roundToMinute(event.time) >= day.startMs,
      )
      .map((event) => toCurrentEvent(event, station)),
    ...timelineJson(times, velocities, inDay, zone, day),
    timeZoneAbbreviation: timeZoneAbbreviation(day.noonMs, zone),
  };
}

function summary(station: CurrentStation, abbreviation: string): CurrentStationSummary {
  return {
    id: station.id,
    noaaId: station.noaaId ?? station.id,
    name: station.name,
    state: station.state,
    timeZone: station.timeZone,
    timeZoneAbbreviation: abbreviation,
    latitude: station.latitude,
    longitude: station.longitude,
    type: station.type,
    referenceId: station.referenceId,
    referenceName: station.referenceName,
    referenceBin: station.referenceBin,
    bin: station.bin,
    depthM: station.depthM,
    floodDirectionDeg: station.floodDirectionDeg,
    ebbDirectionDeg: station.ebbDirectionDeg,
  };
}

function attribution(station: CurrentStation): string {
  const basis =
    station.type === 'subordinate'
      ? `from ${station.referenceName ?? 'its reference station'} with NOAA's time offsets and speed ratios`
      : 'from its NOAA CO-OPS harmonic constants';
  return `Tidal currents computed ${basis}, in the Neaps tide database. Not for navigation.`;
}

/**
 * Builds the get-current-data handler: POST { locationId, date, days } → CurrentResult, or a
 * `{ error, details }` body with 400, 404, 405, 429 or 500. The handler owns its caches
 * (compiled stations, computed days) and its station-day budget; each host builds one at start.
 */
export function createGetCurrentDataHandler(deps: CurrentDeps): GetCurrentDataHandler {
  const clock = () => deps.now?.() ?? new Date();
  const stations = createCurrentStationCatalog(deps.db, {
    maxAgeMs: STATION_CACHE_MAX_AGE_MS,
    preload: deps.preloadStations ?? false,
  });
  const computed = createComputedDays(computeDay, DAY_CACHE_MAX_BYTES);
  const budget = stationDayBudgetOf(deps.budget);

  async function respond(request: TideRequest, now: Date): Promise<EndpointAnswer> {
    const nowMs = now.getTime();
    const found = await stations.get(request.locationId, nowMs);
    if (!found) {
      return errorAnswer(
        404,
        'Location not found',
        `No current station has the id "${request.locationId}".`,
      );
    }
    const computedDays = await computeRequestedDays(request, (date) =>
      computed(found, date, nowMs),
    );
    const [first] = computedDays;
    const last = computedDays.at(-1);
    if (!first || !last) throw new Error('A request always asks for at least one day.');
    const result: CurrentResult = {
      location: found.state ? `${found.name}, ${found.state}` : found.name,
      date: first.day.key,
      source: 'harmonic',
      station: summary(found, first.timeZoneAbbreviation),
      units: { speed: 'kn' },
      days: computedDays.map((each) => ({
        date: each.day.key,
        timeZoneAbbreviation: each.timeZoneAbbreviation,
        events: each.events,
      })),
      events: computedDays.flatMap((each) => each.events),
      // Filled in from the days' JSON when the answer is written.
      timeline: [],
      attribution: attribution(found),
      generatedAt: now.toISOString(),
    };
    const timeline = `[${[...computedDays.map((each) => each.pointsJson), last.endPointJson]
      .filter((json) => json !== '')
      .join(',')}]`;
    return jsonAnswer(
      JSON.stringify(result).replace('"timeline":[]', () => `"timeline":${timeline}`),
    );
  }

  return createStationDaysEndpoint({ words: WORDS, budget, clock, respond });
}
