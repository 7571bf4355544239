/**
 * The get-water-level function: what the water is doing now at a station with a NOAA gauge,
 * the gauge's observations over the last 48 hours beside our own prediction for each instant.
 * Written once, served by the Supabase edge function (Deno) and by the embedded backend.
 *
 * NOAA is asked through the host's one NOAA client (the budget and circuit get-tide-data uses),
 * at most once per station every WATER_LEVEL_FRESH_MS and never twice at once for a station.
 * When NOAA is slow, down or skipped, the last answer is served, labelled stale with its age;
 * with none to serve, the answer says observations are unavailable and why (still a 200: a
 * station page must show its prediction whatever NOAA does).
 */
import { corsHeaders } from '../platform/cors.ts';
import { answer, refusal } from '../platform/json-answer.ts';
import type { Db } from '../platform/db.ts';
import { approximateBytes, LruCache } from '../platform/lru-cache.ts';
import {
  createSharedNoaaClient,
  type NoaaClient,
  type NoaaSettings,
} from '../noaa/noaa-predictions.ts';
import {
  noaaDateTime,
  parseNoaaWaterLevels,
  type ObservedLevel,
} from '../noaa/noaa-water-levels.ts';
import {
  createStationDayBudget,
  tryAgainIn,
  type StationDayBudgetSettings,
} from '../platform/station-day-budget.ts';
import {
  loadStation,
  predictTimeline,
  StationDataError,
  type TideStation,
} from '../engine/tide-prediction.ts';
import { jsonFromText, parseLocationId, readRequestText, type Parsed } from './tide-request.ts';
import type {
  WaterLevelLatest,
  WaterLevelObservation,
  WaterLevelResult,
} from '../results/water-level-result.ts';
import { isoWithOffset } from '../engine/zoned-time.ts';

export type * from '../results/water-level-result.ts';

/** NOAA publishes a gauge's level every six minutes: asking more often learns nothing. */
export const WATER_LEVEL_FRESH_MS = 6 * 60_000;
/** How far back the observations go. */
export const OBSERVED_SPAN_MS = 48 * 60 * 60_000;
/**
 * How long an answer may still be served, labelled stale, while NOAA does not answer: past
 * this its "now" is no longer now.
 */
export const WATER_LEVEL_STALE_MAX_MS = 6 * 60 * 60_000;
/** A gauge whose newest good observation is older than this has stopped reporting. */
export const GAUGE_SILENT_MS = 60 * 60_000;
/** NOAA's interval between observations, and so between the predictions beside them. */
const OBSERVATION_STEP_MS = 6 * 60_000;
/** Stations whose answers are kept; a busy server's gauges are a few hundred. */
const STATIONS_KEPT = 1_000;
/**
 * NOAA's answers kept, by bytes: a gauge's 48 hours with our prediction beside each observation
 * take about 100 KB as objects, so a few hundred gauges fit.
 */
const FETCHED_MAX_BYTES = 32 * 1024 * 1024;
/** Compiled stations are re-read as get-tide-data re-reads them. */
const STATION_MAX_AGE_MS = 10 * 60_000;

const EXAMPLE_BODY = '{"locationId": "noaa/8443970"}';

export interface WaterLevelDeps {
  db: Db;
  /** NOAA's settings: a null baseUrl means observations are never fetched. */
  noaa: NoaaSettings;
  /** The host's one NOAA client, shared with get-tide-data; built from `noaa` when not given. */
  noaaClient?: NoaaClient;
  /** The clock, for freshness, ages and the 48-hour window. */
  now?: () => Date;
  /** The fetch NOAA is called with, when the client is built here. */
  fetch?: typeof fetch;
  /** Requests each client may make, counted as get-tide-data counts station-days. */
  budget?: StationDayBudgetSettings;
}

/** Answers one get-water-level request from `client` (its real address). Never throws. */
export type GetWaterLevelHandler = (request: Request, client?: string) => Promise<Response>;

/** What NOAA last said about a station, with our predictions beside its observations. */
type Fetched =
  | { kind: 'observations'; observations: Observed[]; leftOut: number; fetchedAt: number }
  | { kind: 'no-data'; fetchedAt: number };

interface Observed {
  time: number;
  heightM: number;
  predictedM: number;
}

/** A refresh's outcome: NOAA's answer, or why there is none. */
type Refreshed = Fetched | { kind: 'failed'; reason: string };

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return rounded === 0 ? 0 : rounded;
}

/**
 * Our prediction at each observation's instant, from the curve get-tide-data draws: one
 * timeline over the observations' span at NOAA's six-minute step, and the rare instant off
 * that step predicted on its own.
 */
function withPredictions(station: TideStation, levels: ObservedLevel[]): Observed[] {
  const first = levels[0]?.time;
  const last = levels.at(-1)?.time;
  if (first === undefined || last === undefined) return [];
  const timeline = predictTimeline(station, first, last, OBSERVATION_STEP_MS);
  return levels.map(({ time, heightM }) => {
    const offset = time - first;
    const onStep =
      offset % OBSERVATION_STEP_MS === 0 ? timeline[offset / OBSERVATION_STEP_MS] : null;
    const predicted = onStep ?? predictTimeline(station, time, time, OBSERVATION_STEP_MS)[0];
    return { time, heightM, predictedM: predicted?.heightM ?? Number.NaN };
  });
}

/** "just now", "1 minute", "25 minutes", "2 hours". */
function ageInWords(minutes: number): string {
  if (minutes < 1) return 'less than a minute';
  if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `${Math.floor(minutes / 60)} hours`;
}

/**
 * Builds the get-water-level handler: POST { locationId } → WaterLevelResult, or a
 * TideErrorBody with 400, 404, 405, 429 or 500. It owns its caches; each host builds one.
 */
export function createGetWaterLevelHandler(deps: WaterLevelDeps): GetWaterLevelHandler {
  const clock = () => deps.now?.() ?? new Date();
  const noaa = deps.noaaClient ?? createSharedNoaaClient(deps.noaa, deps.fetch);
  const budget = deps.budget && createStationDayBudget(deps.budget);
  const stations = new LruCache<string, TideStation | null>(STATIONS_KEPT, STATION_MAX_AGE_MS);
  const fetched = new LruCache<string, Fetched>(STATIONS_KEPT, WATER_LEVEL_STALE_MAX_MS, {
    maxBytes: FETCHED_MAX_BYTES,
    sizeOf: approximateBytes,
  });
  const refreshing = new Map<string, Promise<Refreshed>>();

  async function station(id: string, nowMs: number): Promise<TideStation | null> {
    const known = stations.get(id, nowMs);
    if (known !== undefined) return known;
    const loaded = await loadStation(deps.db, id);
    stations.set(id, loaded, nowMs);
    return loaded;
  }

  async function refresh(found: TideStation, nowMs: number, client: string): Promise<Refreshed> {
    const noaaId = found.noaaId ?? '';
    const asked = await noaa.call(
      {
        product: 'water_level',
        station: noaaId,
        datum: 'MLLW',
        begin_date: noaaDateTime(nowMs - OBSERVED_SPAN_MS),
        end_date: noaaDateTime(nowMs),
      },
      nowMs,
      parseNoaaWaterLevels,
      (reason) => `NOAA water levels unavailable for ${noaaId} (${reason}).`,
      client,
    );
    if (asked.kind === 'skipped') {
      return {
        kind: 'failed',
        reason:
          'NOAA’s gauges can’t be reached right now (NOAA failed moments ago, or this server has made its calls to NOAA for the minute)',
      };
    }
    if (asked.kind === 'outage')
      return {
        kind: 'failed',
        reason: `NOAA’s gauges can’t be reached right now (${asked.reason})`,
      };
    const result: Fetched =
      asked.kind === 'no-data'
        ? { kind: 'no-data', fetchedAt: nowMs }
        : {
            kind: 'observations',
            observations: withPredictions(found, asked.levels),
            leftOut: asked.leftOut,
            fetchedAt: nowMs,
          };
    fetched.set(found.id, result, nowMs);
    return result;
  }

  /** NOAA's answer for the station: the kept one while fresh, else one refresh for everyone. */
  async function latestAnswer(found: TideStation, nowMs: number, client: string) {
    const kept = fetched.get(found.id, nowMs);
    if (kept && nowMs - kept.fetchedAt < WATER_LEVEL_FRESH_MS) return { kept, refreshed: kept };
    let pending = refreshing.get(found.id);
    if (!pending) {
      pending = refresh(found, nowMs, client).finally(() => refreshing.delete(found.id));
      refreshing.set(found.id, pending);
    }
    return { kept, refreshed: await pending };
  }

  function unavailable(found: TideStation, now: Date, reason: string): WaterLevelResult {
    return {
      station: summary(found),
      source: 'unavailable',
      observations: [],
      latest: null,
      fetchedAt: now.toISOString(),
      ageMinutes: 0,
      stale: false,
      silentSince: null,
      reason,
    };
  }

  function fromNoaa(
    found: TideStation,
    data: Fetched,
    now: Date,
    staleBecause: string | null,
  ): WaterLevelResult {
    const nowMs = now.getTime();
    const ageMinutes = Math.max(0, Math.floor((nowMs - data.fetchedAt) / 60_000));
    const age = ageInWords(ageMinutes);
    if (data.kind === 'no-data') {
      return {
        ...unavailable(
          found,
          now,
          'NOAA’s gauge here has sent no observations in the last 48 hours; it may be out of service.',
        ),
        fetchedAt: new Date(data.fetchedAt).toISOString(),
        ageMinutes,
        stale: staleBecause !== null,
      };
    }
    const zone = found.timeZone;
    const observations: WaterLevelObservation[] = data.observations
      .filter((each) => each.time >= nowMs - OBSERVED_SPAN_MS && each.time <= nowMs)
      .map((each) => ({
        at: isoWithOffset(each.time, zone),
        heightM: round(each.heightM, 3),
        predictedM: round(each.predictedM, 3),
      }));
    const newest = data.observations.filter((each) => each.time <= nowMs).at(-1);
    const last = observations.at(-1);
    const latest: WaterLevelLatest | null =
      last && newest ? { ...last, residualM: round(newest.heightM - newest.predictedM, 3) } : null;
    const silent = newest !== undefined && nowMs - newest.time > GAUGE_SILENT_MS;
    const reasons: string[] = [];
    if (staleBecause) reasons.push(`${staleBecause}; these observations are ${age} old.`);
    if (observations.length === 0) {
      reasons.push(
        data.leftOut > 0
          ? 'NOAA flagged or left out every observation of the last 48 hours; none is shown.'
          : 'NOAA’s gauge here has sent no observations in the last 48 hours.',
      );
    } else if (silent) reasons.push('The gauge has not reported since its last observation.');
    return {
      station: summary(found),
      source: observations.length > 0 ? 'noaa' : 'unavailable',
      observations,
      latest,
      fetchedAt: new Date(data.fetchedAt).toISOString(),
      ageMinutes,
      stale: staleBecause !== null,
      silentSince: silent && newest ? isoWithOffset(newest.time, zone) : null,
      reason: reasons.length > 0 ? reasons.join(' ') : null,
    };
  }

  async function respond(method: string, read: () => Promise<Parsed<string>>, client: string) {
    if (method === 'OPTIONS') return new Response('ok', { status: 200, headers: corsHeaders });
    if (method !== 'POST') {
      return refusal(
        405,
        'Method not allowed',
        `Send a POST with a JSON body such as ${EXAMPLE_BODY}.`,
        {
          Allow: 'POST, OPTIONS',
        },
      );
    }
    const text = await read();
    const body = text.ok ? jsonFromText(text.value, EXAMPLE_BODY) : text;
    if (!body.ok) return refusal(400, 'Invalid request', body.details);
    if (!body.value || typeof body.value !== 'object' || Array.isArray(body.value)) {
      return refusal(
        400,
        'Invalid request',
        `The request body must be a JSON object such as ${EXAMPLE_BODY}.`,
      );
    }
    const id = parseLocationId((body.value as { locationId?: unknown }).locationId);
    if (!id.ok) return refusal(400, 'Invalid request', id.details);
    const now = clock();
    const nowMs = now.getTime();
    const waitSeconds = budget?.take(client, 1, nowMs) ?? 0;
    if (waitSeconds > 0) {
      return refusal(
        429,
        'Too many requests',
        `This device asked for water levels more often than we can answer. ${tryAgainIn(waitSeconds)}`,
        { 'Retry-After': String(waitSeconds) },
      );
    }
    const found = await station(id.value, nowMs);
    if (!found) {
      return refusal(404, 'Location not found', `No tide station has the id "${id.value}".`);
    }
    // NOAA's observations are above MLLW; a station whose prediction is not cannot be compared.
    if (!found.liveGauge || found.noaaId === null || found.datum !== 'MLLW') {
      return answer(
        200,
        unavailable(
          found,
          now,
          'NOAA operates no gauge here, so there is no observed water level; its tides are predicted only.',
        ),
      );
    }
    if (deps.noaa.baseUrl === null) {
      return answer(
        200,
        unavailable(found, now, 'Observed water levels are turned off on this server.'),
      );
    }
    const { kept, refreshed } = await latestAnswer(found, nowMs, client);
    if (refreshed.kind !== 'failed') return answer(200, fromNoaa(found, refreshed, now, null));
    if (kept) return answer(200, fromNoaa(found, kept, now, refreshed.reason));
    return answer(
      200,
      unavailable(found, now, `${refreshed.reason}; for now, the prediction stands alone.`),
    );
  }

  return async (request, client = 'unknown') => {
    try {
      return await respond(request.method, () => readRequestText(request), client);
    } catch (error) {
      console.error('get-water-level failed:', error);
      const details =
        error instanceof StationDataError
          ? 'Tide predictions are not available for this station. Please choose another.'
          : 'Something went wrong while reading the water level. Please try again.';
      return refusal(500, 'Internal error', details);
    }
  };
}

function summary(station: TideStation): WaterLevelResult['station'] {
  return {
    id: station.id,
    noaaId: station.noaaId,
    name: station.name,
    state: station.state,
    timeZone: station.timeZone,
    liveGauge: station.liveGauge,
  };
}
