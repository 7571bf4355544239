/**
 * A state's flood tides, for its map: get-flood-outlook asked `{ "state": "ma", "days": 30 }`
 * lists the state's NOAA tide gauges whose predicted tide alone reaches a flood threshold in the
 * days from the station's today, each with its first such day and the highest level reached.
 * One answer per state and day is kept: every visitor to the state's map asks the same.
 */
import type { Db } from '../platform/db.ts';
import { LruCache } from '../platform/lru-cache.ts';
import { stationPath, US_STATES } from '@tides/conventions/station-page-path';
import { wallClock } from '../engine/zoned-time.ts';
import type { FloodLevelName } from '../results/flood-outlook-result.ts';
import type { FloodOutlookEngine } from './get-flood-outlook.ts';
import type { Parsed } from './tide-request.ts';

/** Days the map looks ahead unless asked: a month. */
export const STATE_DEFAULT_DAYS = 30;
/** Most days a state's list may cover: the time it takes stays that of a few station-years. */
export const STATE_MAX_DAYS = 60;
/** Gauges computed per station-day of budget: a gauge's month of highs takes a few ms. */
const GAUGES_PER_COST_DAY = 4;
const STATES_KEPT = 120;
const STATE_MAX_AGE_MS = 60 * 60_000;

export interface FloodStateStation {
  id: string;
  name: string;
  /** The station's page on the site: '/tides/ma/boston-8443970'. */
  path: string;
  /** The first day the tide reaches a threshold, on the station's clock. */
  date: string;
  /** The highest level reached in the days covered. */
  level: FloodLevelName;
}

export interface FloodStateResult {
  /** The state's code as asked, lower case: 'ma'. */
  state: string;
  days: number;
  /** The gauges with thresholds that were looked at. */
  gauges: number;
  /** Those the tide alone floods in the days covered, by name. */
  stations: FloodStateStation[];
}

export interface FloodStateRequest {
  state: string;
  days: number;
}

/** `{ state, days? }`, each refused in the API's words. */
export function parseStateRequest(fields: {
  state?: unknown;
  days?: unknown;
}): Parsed<FloodStateRequest> {
  const state = typeof fields.state === 'string' ? fields.state.trim().toUpperCase() : '';
  if (!/^[A-Z]{2}$/.test(state)) {
    return { ok: false, details: 'state must be a US state or territory’s code, such as "MA".' };
  }
  const days = fields.days ?? STATE_DEFAULT_DAYS;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > STATE_MAX_DAYS) {
    return {
      ok: false,
      details: `days must be a whole number from 1 to ${STATE_MAX_DAYS} for a state.`,
    };
  }
  return { ok: true, value: { state, days } };
}

const LEVEL_RANK: Record<FloodLevelName, number> = { minor: 1, moderate: 2, major: 3 };

/** Looks a state's flood tides up, keeping each state's answer for its day. */
export function createFloodStates(db: Db, engine: FloodOutlookEngine) {
  const kept = new LruCache<string, FloodStateResult>(STATES_KEPT, STATE_MAX_AGE_MS);
  const gaugesOf = new LruCache<string, string[]>(STATES_KEPT, STATE_MAX_AGE_MS);

  async function gauges(state: string, nowMs: number): Promise<string[]> {
    const known = gaugesOf.get(state, nowMs);
    if (known) return known;
    const rows = await db.query<{ id: string }>(
      `select id from public.tide_stations
        where state = $1 and station_type = 'reference' and noaa_id is not null
        order by id`,
      [state],
    );
    const ids = rows.map((row) => row.id);
    gaugesOf.set(state, ids, nowMs);
    return ids;
  }

  function key(request: FloodStateRequest, nowMs: number): string {
    // The state's day on a clock of its own would vary by station; a UTC day keeps one answer.
    return `${request.state}|${request.days}|${new Date(nowMs).toISOString().slice(0, 10)}`;
  }

  return {
    /** Whether the code names a US state or territory. */
    known: (state: string) => US_STATES[state] !== undefined,

    /** What the request costs: one when its answer is kept, else a day per few gauges. */
    async costOf(request: FloodStateRequest, nowMs: number): Promise<number> {
      if (kept.get(key(request, nowMs), nowMs)) return 1;
      return Math.max(
        1,
        Math.ceil((await gauges(request.state, nowMs)).length / GAUGES_PER_COST_DAY),
      );
    },

    async answer(request: FloodStateRequest, nowMs: number): Promise<FloodStateResult> {
      const cacheKey = key(request, nowMs);
      const hit = kept.get(cacheKey, nowMs);
      if (hit) return hit;
      const stations: FloodStateStation[] = [];
      let counted = 0;
      for (const id of await gauges(request.state, nowMs)) {
        const found = await engine.station(id, nowMs);
        if (!found?.thresholds) continue;
        counted += 1;
        const { year, month, day } = wallClock(nowMs, found.station.timeZone);
        const { days } = engine.windowFloodDays(found, { year, month, day }, request.days);
        const first = days[0];
        if (!first) continue;
        const level = days.reduce<FloodLevelName>(
          (highest, each) => (LEVEL_RANK[each.level] > LEVEL_RANK[highest] ? each.level : highest),
          'minor',
        );
        const { station } = found;
        stations.push({
          id: station.id,
          name: station.name,
          path: stationPath({ ...station, country: station.country }),
          date: first.date,
          level,
        });
      }
      const result: FloodStateResult = {
        state: request.state.toLowerCase(),
        days: request.days,
        gauges: counted,
        stations: stations.sort((a, b) => a.name.localeCompare(b.name)),
      };
      kept.set(cacheKey, result, nowMs);
      return result;
    },
  };
}
