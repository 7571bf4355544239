/**
 * The get-tide-data function: a station's high and low tides, water-level curve, sun and moon
 * for one calendar day in the station's own time zone. Written once, served by the Supabase
 * edge function (Deno) and by the embedded backend (Node), each building one handler at start.
 *
 * Highs and lows come from NOAA CO-OPS when it answers quickly and agrees with our own harmonic
 * prediction (and are then cached), else from the harmonic prediction computed here; the curve,
 * sun and moon are always computed here.
 */
import { approximateBytes, LruCache, textEntryBytes } from '../platform/lru-cache.ts';
import { yieldTurn } from '../platform/take-turns.ts';
import { stationYears, type StationYear } from '../engine/station-years.ts';
import { units, WORK_WEIGHTS } from './work-weights.ts';
import { checkAgreement, createDisagreementLog } from '../noaa/noaa-agreement.ts';
import { createNoaaCacheIndex } from '../noaa/noaa-cache-index.ts';
import {
  createSharedNoaaClient,
  NOAA_CIRCUIT_OPEN_MS,
  readCachedExtremes,
  storeCachedExtremes,
  type NoaaClient,
  type NoaaSettings,
} from '../noaa/noaa-predictions.ts';
import { moonTimesOnDay } from '../engine/moon-times.ts';
import { moonOnDay, sunOnDay } from '../engine/sky.ts';
import { createSpringNeapMarker } from '../engine/spring-neap.ts';
import { stationDayBudgetOf } from '../platform/station-day-budget.ts';
import {
  createStationCatalog,
  predictDay,
  type PredictedExtreme,
  type TideStation,
  type TimelineLevels,
} from '../engine/tide-prediction.ts';
import {
  computeRequestedDays,
  createComputedDays,
  createStationDaysEndpoint,
  endpointWords,
  errorAnswer,
  jsonAnswer,
  weakEtag,
  type EndpointAnswer,
  type StationDaysDeps,
  type StationDaysEndpoint,
} from './station-days-endpoint.ts';
import { TIDE_REQUEST_VOICE, type TideRequest } from './tide-request.ts';
import type {
  TideDay,
  TideEvent,
  TideRangeKind,
  TideResult,
  TideSource,
  TideTimelinePoint,
} from '../results/tide-result.ts';
import { timelinePointsJson } from '../results/timeline-json.ts';
import { METRES_PER_FOOT, roundTo } from '../engine/units.ts';
import {
  formatCalendarDate,
  formatClockTime,
  isoWithOffset,
  localDay,
  nextCalendarDate,
  offsetMinutes,
  roundToMinute,
  timeZoneAbbreviation,
  type CalendarDate,
  type LocalDay,
} from '../engine/zoned-time.ts';

export type * from '../results/tide-result.ts';

/** Minutes between points of the day's water-level curve. */
const TIMELINE_STEP_MINUTES = 10;
/** Station rows change only with a new seed; re-read them now and then all the same. */
const STATION_CACHE_MAX_AGE_MS = 10 * 60_000;
/**
 * Memory for computed days; a day (its 145-point curve, mostly) is about 20 KB. A day not kept
 * costs about half a millisecond to compute again, so 1,200 of them are plenty.
 */
const DAY_CACHE_MAX_BYTES = 24 * 1024 * 1024;
/** Station-days whose NOAA answer (or its absence) is remembered in memory. */
const NOAA_MEMORY_SIZE = 10_000;
const NOAA_MEMORY_MAX_BYTES = 8 * 1024 * 1024;
/** NOAA's accepted highs and lows are kept in memory this long, in the database for 30 days. */
const NOAA_MEMORY_MAX_AGE_MS = 10 * 60_000;
/**
 * How long a station-day NOAA has no data for, or answered wrongly, is not asked about again:
 * long enough that a burst of visitors costs one call, short enough to pick up NOAA's fix.
 */
const NOAA_NO_DATA_MS = 5 * 60_000;
/**
 * How far past the day's edges our own extremes are predicted for comparing with NOAA's, whose
 * events near midnight may fall on the other side of it from ours.
 */
const AGREEMENT_PAD_MS = 60 * 60_000;

const MINUTE_MS = 60_000;
/**
 * Memory for whole answers of more than one day (weeks, months, years), kept so the second
 * visitor, or the same one switching views, is answered without computing: a month is about
 * 25 KB, a year about 300 KB.
 */
const ANSWER_CACHE_MAX_BYTES = 16 * 1024 * 1024;
/** Days of a year's answer computed before other requests get a turn. */
const YEAR_DAYS_PER_TURN = 16;

/**
 * get-tide-data's parts: the clock also drives the NOAA circuit breaker. Without
 * `preloadStations`, stations are read one at a time until 64 have been asked for.
 */
export interface TideDeps extends StationDaysDeps {
  noaa: NoaaSettings;
  /** The fetch NOAA is called with. */
  fetch?: typeof fetch;
  /**
   * The host's one NOAA client, shared with get-water-level so both count against one budget
   * and one circuit; built from `noaa` and `fetch` when not given.
   */
  noaaClient?: NoaaClient;
}

/** An answer as plain data: what a Response would hold, for a host that writes it itself. */
export type TideAnswer = EndpointAnswer;

/** Answers one get-tide-data request from `client` (its real address). Never throws. */
export type GetTideDataHandler = StationDaysEndpoint;

const WORDS = endpointWords('get-tide-data', TIDE_REQUEST_VOICE, { noun: 'Tide', plural: 'tides' });

/** '10.2 ft' from metres. */
function formatFeet(metres: number): string {
  const feet = roundTo(metres / METRES_PER_FOOT, 1);
  return `${(feet === 0 ? 0 : feet).toFixed(1)} ft`;
}

/** A day's highs and lows as the answer gives them. */
function toTideEvents(extremes: PredictedExtreme[], zone: string): TideEvent[] {
  return extremes.map((extreme) => toTideEvent(extreme, zone));
}

/**
 * One high or low as the answer gives it. The abbreviation is looked up for each time, not once
 * per offset: Vancouver's PDT and MST are both UTC−7.
 */
function toTideEvent(extreme: PredictedExtreme, zone: string): TideEvent {
  const offset = offsetMinutes(extreme.time, zone);
  return {
    time: formatClockTime(extreme.time, zone, offset),
    height: formatFeet(extreme.heightM),
    at: isoWithOffset(extreme.time, zone, offset),
    heightM: roundTo(extreme.heightM, 3),
    type: extreme.type,
  };
}

/** What a station's day needs that does not depend on NOAA, computed once and kept. */
interface ComputedDay {
  day: LocalDay;
  /** Our highs and lows from an hour before the day to an hour after, for checking NOAA's. */
  harmonicAround: PredictedExtreme[];
  harmonicExtremes: TideEvent[];
  /** The timeline as JSON: most of an answer's bytes, the same on every request for the day. */
  timelineJson: string;
  sun: TideResult['sun'];
  moon: TideResult['moon'];
  moonTimes: TideResult['moonTimes'];
  timeZoneAbbreviation: string;
}

/** NOAA's events for a station-day as last learned, or null when there are none to use. */
type NoaaMemory = { events: PredictedExtreme[] } | { events: null; until: number };

/** The timeline as the answer's JSON (TideTimelinePoint[]): heights to the millimetre. */
function timelineJson({ times, heights }: TimelineLevels, zone: string, day: LocalDay): string {
  const json = timelinePointsJson(
    times,
    heights,
    zone,
    day,
    'heightM' satisfies keyof TideTimelinePoint,
    3,
  );
  return `[${json}]`;
}

function computeDay(station: TideStation, date: CalendarDate): ComputedDay {
  const zone = station.timeZone;
  const day = localDay(date, zone);
  const predicted = predictDay(
    station,
    day.startMs,
    day.endMs,
    AGREEMENT_PAD_MS,
    TIMELINE_STEP_MINUTES * MINUTE_MS,
  );
  return skyAndTides(
    station,
    day,
    predicted.extremesAround,
    timelineJson(predicted.timeline, zone, day),
  );
}

/**
 * A day of a year's answer: its highs and lows from the station-year (the same search, kept
 * for the year), its sun and moon; no curve, which a year's days do not carry.
 */
function yearDay(station: TideStation, date: CalendarDate, year: StationYear): ComputedDay {
  const day = localDay(date, station.timeZone);
  const around = year.between(day.startMs - AGREEMENT_PAD_MS, day.endMs + AGREEMENT_PAD_MS);
  return skyAndTides(station, day, around, '[]');
}

function skyAndTides(
  station: TideStation,
  day: LocalDay,
  harmonicAround: PredictedExtreme[],
  timeline: string,
): ComputedDay {
  const zone = station.timeZone;
  const sun = sunOnDay(day, station.latitude, station.longitude);
  const moon = moonOnDay(day);
  return {
    day,
    harmonicAround,
    harmonicExtremes: toTideEvents(
      harmonicAround.filter((e) => e.time >= day.startMs && e.time < day.endMs),
      zone,
    ),
    timelineJson: timeline,
    sun: {
      sunrise: sun.sunriseMs === null ? null : isoWithOffset(roundToMinute(sun.sunriseMs), zone),
      sunset: sun.sunsetMs === null ? null : isoWithOffset(roundToMinute(sun.sunsetMs), zone),
    },
    moon: {
      phase: moon.phase,
      illumination: roundTo(moon.illumination, 3),
      phaseAngle: roundTo(moon.phaseAngle, 1),
    },
    moonTimes: moonTimesOnDay(day, station.latitude, station.longitude, zone),
    timeZoneAbbreviation: timeZoneAbbreviation(day.noonMs, zone),
  };
}

function attribution(station: TideStation, source: TideSource): string {
  const notForNavigation = 'Not for navigation.';
  if (source !== 'harmonic') {
    return `High and low tides: NOAA CO-OPS predictions. Tide curve, sun and moon computed from NOAA harmonic constants in the Neaps tide database. ${notForNavigation}`;
  }
  // A subordinate station has no constants of its own: its reference's, moved by its offsets.
  if (station.type === 'subordinate') {
    return station.noaaId
      ? `Computed from NOAA CO-OPS time and height differences to its reference station's harmonic constants, in the Neaps tide database. ${notForNavigation}`
      : `Computed from time and height differences to its reference station's harmonic constants, in the Neaps tide database (openwaters.io). ${notForNavigation}`;
  }
  return station.noaaId
    ? `Computed from NOAA CO-OPS harmonic constants in the Neaps tide database. ${notForNavigation}`
    : `Computed from harmonic constants in the Neaps tide database (openwaters.io). ${notForNavigation}`;
}

/**
 * Builds the get-tide-data handler: POST { locationId, date } → TideResult, or a TideErrorBody
 * with 400, 404, 405 or 500. The handler owns its caches (compiled stations, computed days,
 * NOAA's answers) and its NOAA circuit breaker; each host builds one at start.
 */
export function createGetTideDataHandler(deps: TideDeps): GetTideDataHandler {
  const clock = () => deps.now?.() ?? new Date();
  const stations = createStationCatalog(deps.db, {
    maxAgeMs: STATION_CACHE_MAX_AGE_MS,
    preload: deps.preloadStations ?? false,
  });
  if (deps.preloadStations) stations.preload(clock().getTime());
  const computed = createComputedDays(computeDay, DAY_CACHE_MAX_BYTES);
  const noaaMemory = new LruCache<string, NoaaMemory>(NOAA_MEMORY_SIZE, NOAA_MEMORY_MAX_AGE_MS, {
    maxBytes: NOAA_MEMORY_MAX_BYTES,
    sizeOf: approximateBytes,
  });

  const tideRangeOn = createSpringNeapMarker();

  const noaaLoading = new Map<string, Promise<NoaaOutcome>>();
  const cachedDays = createNoaaCacheIndex(deps.db);
  const budget = stationDayBudgetOf(deps.budget);
  const disagreement = createDisagreementLog();
  const noaa = deps.noaaClient ?? createSharedNoaaClient(deps.noaa, deps.fetch);

  /** NOAA's events if the database or NOAA has some that agree with ours. */
  async function noaaEvents(
    station: TideStation,
    day: ComputedDay,
    nowMs: number,
    client: string,
  ): Promise<NoaaOutcome> {
    const key = `${station.id}|${day.day.key}`;
    const remembered = noaaMemory.get(key, nowMs);
    if (remembered?.events) return { source: 'cached', events: remembered.events };
    if (remembered && remembered.until > nowMs) return null;
    // Requests arriving together for one station-day share one look at the cache and at NOAA.
    let pending = noaaLoading.get(key);
    if (!pending) {
      pending = lookUp(station, day, key, nowMs, client).finally(() => noaaLoading.delete(key));
      noaaLoading.set(key, pending);
    }
    return pending;
  }

  async function lookUp(
    station: TideStation,
    { day, harmonicAround }: Pick<ComputedDay, 'day' | 'harmonicAround'>,
    key: string,
    nowMs: number,
    client: string,
  ): Promise<NoaaOutcome> {
    const agrees = (events: PredictedExtreme[], where: string) => {
      const agreement = checkAgreement(events, harmonicAround, day);
      if (!agreement.ok) {
        disagreement(
          station.id,
          `${where} for ${station.id} on ${day.key} disagrees with the harmonic prediction (${agreement.reason}); using harmonics.`,
          nowMs,
        );
      }
      return agreement.ok;
    };
    // A day the cache certainly does not hold is not read for: most new days, in a busy hour.
    const mayHold = await cachedDays.mayHold(station.id, day.key, nowMs);
    const cached = mayHold ? await readCachedExtremes(deps.db, station.id, day) : null;
    if (cached && agrees(cached, 'Cached NOAA prediction')) {
      noaaMemory.set(key, { events: cached }, nowMs);
      return { source: 'cached', events: cached };
    }
    // While NOAA is left alone, a day the cache does not hold is the harmonics' at once, with
    // nothing remembered for it: the circuit says as much for every such day.
    if (!mayHold && noaa.isOpen(nowMs)) return null;
    const answer = await noaa.ask(station.noaaId ?? '', day, nowMs, client);
    if (answer.kind === 'events' && agrees(answer.events, "NOAA's prediction")) {
      await storeCachedExtremes(deps.db, station.id, day, answer.events);
      cachedDays.add(station.id, day.key);
      noaaMemory.set(key, { events: answer.events }, nowMs);
      return { source: 'fresh', events: answer.events };
    }
    // While NOAA is left alone, the database need not be asked again for this day either.
    const until =
      answer.kind === 'outage' || answer.kind === 'skipped'
        ? nowMs + NOAA_CIRCUIT_OPEN_MS
        : nowMs + NOAA_NO_DATA_MS;
    noaaMemory.set(key, { events: null, until }, nowMs);
    return null;
  }

  // Without NOAA an answer is a pure function of the station and its days: kept until its
  // bytes are wanted. With NOAA, as long as NOAA's answers are remembered.
  const keptAnswers = new LruCache<string, KeptAnswer>(
    Number.MAX_SAFE_INTEGER,
    deps.noaa.baseUrl === null ? Infinity : NOAA_MEMORY_MAX_AGE_MS,
    { maxBytes: ANSWER_CACHE_MAX_BYTES, sizeOf: (kept, key) => textEntryBytes(kept.body, key) },
  );
  const answerKey = (request: TideRequest) =>
    `${request.locationId}|${formatCalendarDate(request.date)}|${request.days}`;

  /** What answering costs in work units: nothing when kept (see work-weights.ts). */
  function quote(request: TideRequest, nowMs: number): number {
    if (request.days === 1) return WORK_WEIGHTS.day;
    if (keptAnswers.get(answerKey(request), nowMs)) return 0;
    if (request.year === undefined) return request.days * WORK_WEIGHTS.day;
    const yearKept = stationYears.peek(request.locationId, request.year) !== undefined;
    return units((yearKept ? 0 : WORK_WEIGHTS.stationYear) + request.days * WORK_WEIGHTS.yearDay);
  }

  async function respond(request: TideRequest, now: Date, client: string): Promise<TideAnswer> {
    if (request.days === 1) return computeAnswer(request, now, client);
    const key = answerKey(request);
    const kept = keptAnswers.get(key, now.getTime());
    if (kept) return jsonAnswer(kept.body, 200, { ETag: kept.etag });
    const answer = await computeAnswer(request, now, client);
    if (answer.status !== 200) return answer;
    const etag = weakEtag(answer.body);
    keptAnswers.set(key, { body: answer.body, etag }, now.getTime());
    return { ...answer, headers: { ...answer.headers, ETag: etag } };
  }

  /** A year's days from its kept station-year, a few at a time with others let in between. */
  async function yearDays(station: TideStation, request: TideRequest): Promise<ComputedDay[]> {
    const year = await stationYears.get(station, request.year ?? request.date.year);
    const days: ComputedDay[] = [];
    let date = request.date;
    while (days.length < request.days) {
      if (days.length % YEAR_DAYS_PER_TURN === 0 && days.length > 0) await yieldTurn();
      days.push(yearDay(station, date, year));
      date = nextCalendarDate(date);
    }
    return days;
  }

  async function computeAnswer(
    request: TideRequest,
    now: Date,
    client: string,
  ): Promise<TideAnswer> {
    const nowMs = now.getTime();
    const found = await stations.get(request.locationId, nowMs);
    if (!found) {
      return errorAnswer(
        404,
        'Location not found',
        `No tide station has the id "${request.locationId}".`,
      );
    }
    // NOAA publishes heights above MLLW; a station measured from anything else keeps its own.
    const asksNoaa = deps.noaa.baseUrl !== null && found.noaaId !== null && found.datum === 'MLLW';
    // One day (most requests) is computed at once: there is no turn to give up between days.
    const computedDays =
      request.year !== undefined
        ? await yearDays(found, request)
        : request.days === 1
          ? [computed(found, request.date, nowMs)]
          : await computeRequestedDays(request, (date) => computed(found, date, nowMs));
    const fromNoaa = asksNoaa
      ? await Promise.all(computedDays.map((each) => noaaEvents(found, each, nowMs, client)))
      : [];
    // A year's first day is answered with its curve, as any day is.
    const day = request.year === undefined ? computedDays[0] : computed(found, request.date, nowMs);
    if (!day) throw new Error('A request always asks for at least one day.');
    const result = resultFor(found, day, fromNoaa[0] ?? null, now);
    if (computedDays.length > 1) {
      result.days = computedDays.map((each, i) =>
        dayFor(
          found,
          each,
          fromNoaa[i] ?? null,
          // Only where the range follows the moon's phase (not the Gulf's diurnal tides, for one).
          found.springNeap ? tideRangeOn(found, each.day.date, each.moon.phaseAngle, nowMs) : null,
        ),
      );
    }
    // The timeline goes in as the JSON kept with the day, not serialized again per request.
    return jsonAnswer(
      JSON.stringify(result).replace('"timeline":[]', () => `"timeline":${day.timelineJson}`),
    );
  }

  return createStationDaysEndpoint({ words: WORDS, budget, clock, respond, quote });
}

/** A whole answer kept, with its validator. */
interface KeptAnswer {
  body: string;
  etag: string;
}

type NoaaOutcome = { source: 'fresh' | 'cached'; events: PredictedExtreme[] } | null;

function dayFor(
  station: TideStation,
  computed: ComputedDay,
  noaa: NoaaOutcome,
  tideRange: TideRangeKind | null,
): TideDay {
  return {
    date: computed.day.key,
    source: noaa ? noaa.source : 'harmonic',
    timeZoneAbbreviation: computed.timeZoneAbbreviation,
    extremes: noaa ? toTideEvents(noaa.events, station.timeZone) : computed.harmonicExtremes,
    sun: computed.sun,
    moon: computed.moon,
    moonTimes: computed.moonTimes,
    tideRange,
  };
}

function resultFor(
  station: TideStation,
  computed: ComputedDay,
  noaa: NoaaOutcome,
  now: Date,
): TideResult {
  const zone = station.timeZone;
  const extremes = noaa ? toTideEvents(noaa.events, zone) : computed.harmonicExtremes;
  const source: TideSource = noaa ? noaa.source : 'harmonic';
  return {
    location: station.state ? `${station.name}, ${station.state}` : station.name,
    date: computed.day.key,
    source,
    highTides: extremes.filter((event) => event.type === 'high'),
    lowTides: extremes.filter((event) => event.type === 'low'),
    moonPhase: computed.moon.phase,
    moonIllumination: `${Math.round(computed.moon.illumination * 100)}%`,
    station: {
      id: station.id,
      noaaId: station.noaaId,
      name: station.name,
      state: station.state,
      country: station.country,
      timeZone: zone,
      timeZoneAbbreviation: computed.timeZoneAbbreviation,
      latitude: station.latitude,
      longitude: station.longitude,
      type: station.type,
      referenceId: station.referenceId,
    },
    datum: station.datum,
    units: { height: 'ft', heightM: 'm' },
    extremes,
    // Filled in from computed.timelineJson when the answer is written.
    timeline: [],
    sun: computed.sun,
    moon: computed.moon,
    moonTimes: computed.moonTimes,
    attribution: attribution(station, source),
    generatedAt: now.toISOString(),
  };
}
