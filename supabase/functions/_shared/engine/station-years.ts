/**
 * A station's highs and lows for a whole calendar year on its own clock, computed once per
 * station-year and kept for every use of it: the king tides ranked from the year's highs, the
 * year view's days, a flood outlook over the year's highest highs. Predictions are a pure
 * function of the station's constants and the instant, so a kept year is good for as long as
 * the constants are: the cache is bounded by bytes, and a year is let go after a day so that a
 * station reseeded with new constants is computed again within a day, as the calendar's kept
 * answers are.
 *
 * The year is computed a month at a time, other requests let in between (yieldTurn), and kept
 * in typed arrays (17 bytes an event, about 24 KB a year) rather than as objects.
 */
import { LruCache } from '../platform/lru-cache.ts';
import { yieldTurn } from '../platform/take-turns.ts';
import { predictExtremes, type PredictedExtreme, type TideStation } from './tide-prediction.ts';
import { localDay } from './zoned-time.ts';

/** Memory for kept station-years, each about 24 KB: some 650 of them. */
export const STATION_YEARS_MAX_BYTES = 16 * 1024 * 1024;
/** How long a kept year is used: a day, so new constants reach every answer within one. */
const STATION_YEAR_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** What a kept year costs beyond its arrays: the entry, its key, the arrays' headers. */
const YEAR_OVERHEAD_BYTES = 400;

/** A station's highs and lows in one calendar year of its own clock, chronological. */
export class StationYear {
  constructor(
    readonly stationId: string,
    readonly year: number,
    /** The instants, to the minute, of the events in [startMs, endMs). */
    readonly times: Float64Array,
    /** Heights in metres above the station's datum. */
    readonly heights: Float64Array,
    /** 1 for a high, 0 for a low. */
    readonly highs: Uint8Array,
    /** Local midnight starting 1 January, and the next year's. */
    readonly startMs: number,
    readonly endMs: number,
  ) {}

  get bytes(): number {
    return this.times.byteLength + this.heights.byteLength + this.highs.byteLength;
  }

  /** The events in [fromMs, toMs) as PredictedExtreme objects. */
  between(fromMs: number, toMs: number): PredictedExtreme[] {
    const found: PredictedExtreme[] = [];
    let index = lowerBound(this.times, fromMs);
    for (; index < this.times.length && this.times[index]! < toMs; index += 1) {
      found.push(this.event(index));
    }
    return found;
  }

  /** The year's highs, chronological. */
  highTides(): PredictedExtreme[] {
    const found: PredictedExtreme[] = [];
    for (let index = 0; index < this.times.length; index += 1) {
      if (this.highs[index] === 1) found.push(this.event(index));
    }
    return found;
  }

  private event(index: number): PredictedExtreme {
    return {
      time: this.times[index]!,
      heightM: this.heights[index]!,
      type: this.highs[index] === 1 ? 'high' : 'low',
    };
  }
}

function lowerBound(values: Float64Array, target: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Computes a station-year a month at a time, yielding between months. */
export async function computeStationYear(station: TideStation, year: number): Promise<StationYear> {
  const zone = station.timeZone;
  const events: PredictedExtreme[] = [];
  for (let month = 1; month <= 12; month += 1) {
    if (month > 1) await yieldTurn();
    const from = localDay({ year, month, day: 1 }, zone).startMs;
    const next =
      month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 };
    events.push(...predictExtremes(station, from, localDay(next, zone).startMs));
  }
  const times = new Float64Array(events.length);
  const heights = new Float64Array(events.length);
  const highs = new Uint8Array(events.length);
  events.forEach((event, index) => {
    times[index] = event.time;
    heights[index] = event.heightM;
    highs[index] = event.type === 'high' ? 1 : 0;
  });
  return new StationYear(
    station.id,
    year,
    times,
    heights,
    highs,
    localDay({ year, month: 1, day: 1 }, zone).startMs,
    localDay({ year: year + 1, month: 1, day: 1 }, zone).startMs,
  );
}

export interface StationYears {
  /** The station's year, kept or computed (requests for one year together compute it once). */
  get(station: TideStation, year: number): Promise<StationYear>;
  /** The year if it is kept, without computing it: to price a request before it runs. */
  peek(stationId: string, year: number): StationYear | undefined;
}

/** Station-years kept up to `maxBytes` and a day each, the least recently used let go first. */
export function createStationYears(maxBytes = STATION_YEARS_MAX_BYTES): StationYears {
  const kept = new LruCache<string, StationYear>(Number.MAX_SAFE_INTEGER, STATION_YEAR_MAX_AGE_MS, {
    maxBytes,
    sizeOf: (value, key) => value.bytes + 2 * key.length + YEAR_OVERHEAD_BYTES,
  });
  const pending = new Map<string, Promise<StationYear>>();
  const keyOf = (stationId: string, year: number) => `${stationId}|${year}`;
  return {
    peek: (stationId, year) => kept.get(keyOf(stationId, year)),
    get(station, year) {
      const key = keyOf(station.id, year);
      const hit = kept.get(key);
      if (hit) return Promise.resolve(hit);
      let computing = pending.get(key);
      if (!computing) {
        computing = computeStationYear(station, year)
          .then((found) => {
            kept.set(key, found);
            return found;
          })
          .finally(() => pending.delete(key));
        pending.set(key, computing);
      }
      return computing;
    },
  };
}

/**
 * The process's (or the edge isolate's) one store of station-years, shared by every handler
 * that reads a year: king tides, the year view, a flood outlook.
 */
export const stationYears: StationYears = createStationYears();
