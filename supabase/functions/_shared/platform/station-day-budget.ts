/**
 * What a client may ask the tide functions for (get-tide-data, tide-calendar, and any function
 * that predicts days: it plugs in by taking the one budget its host makes, `budget: stationDays`):
 * a span of days costs like that many requests, so a token bucket per client counts station-days. It holds `burst` (enough for a few months at
 * once) and refills at `perMinute`; a request costing more than is left is refused with the
 * seconds to wait, so one client's months cannot slow another client's day.
 */
import { LruCache } from './lru-cache.ts';

export interface StationDayBudgetSettings {
  /** Station-days a client gets back each minute. */
  stationDaysPerMinute: number;
  /** The most a client may spend at once (at least the longest span, 31 days). */
  burst: number;
}

/** Clients remembered at once; the least recently seen go first (and come back full). */
const MAX_CLIENTS = 50_000;

/**
 * The defaults, as the embedded backend's, in work units (a never-seen station-day of a span is
 * 1, see work-weights.ts): a station page never seen (a day, a week and two years of king
 * tides, about 50) eight times at once and then twelve a minute, or a year (about 130) with
 * pages either side of it.
 */
export const DEFAULT_STATION_DAY_BUDGET: StationDayBudgetSettings = {
  stationDaysPerMinute: 600,
  burst: 400,
};

/**
 * The budget's settings from the environment (TIDE_STATION_DAYS_PER_MINUTE and
 * TIDE_STATION_DAYS_BURST, the embedded backend's names), the defaults where unset or not a
 * whole number of at least 1 (the burst at least 31, the longest span).
 */
export function stationDayBudgetFromEnv(
  read: (name: string) => string | undefined,
): StationDayBudgetSettings {
  const whole = (name: string, fallback: number, min: number) => {
    const value = Number(read(name) ?? '');
    return Number.isSafeInteger(value) && value >= min ? value : fallback;
  };
  return {
    stationDaysPerMinute: whole(
      'TIDE_STATION_DAYS_PER_MINUTE',
      DEFAULT_STATION_DAY_BUDGET.stationDaysPerMinute,
      1,
    ),
    burst: whole('TIDE_STATION_DAYS_BURST', DEFAULT_STATION_DAY_BUDGET.burst, 31),
  };
}

export interface StationDayBudget {
  /**
   * Takes `cost` station-days from `client`'s bucket: 0 when granted, else seconds to wait. A
   * request costing more than the whole burst takes the whole burst (it waits for a full
   * bucket), so that no request is out of reach however its work is weighed.
   */
  take(client: string, cost: number, nowMs: number): number;
}

/**
 * The budget a handler counts in: the one its host shares between functions, or one of its own
 * made from settings (a function deployed alone).
 */
export function stationDayBudgetOf(
  given: StationDayBudget | StationDayBudgetSettings | undefined,
): StationDayBudget | undefined {
  if (given === undefined || 'take' in given) return given;
  return createStationDayBudget(given);
}

/** How long to wait, as every refusal says it: 'Please try again in 1 second.', '… in 3 seconds.' */
export function tryAgainIn(seconds: number): string {
  return `Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

export function createStationDayBudget(settings: StationDayBudgetSettings): StationDayBudget {
  const perMs = settings.stationDaysPerMinute / 60_000;
  const buckets = new LruCache<string, { tokens: number; at: number }>(MAX_CLIENTS);
  return {
    take(client: string, cost: number, nowMs: number): number {
      const bucket = buckets.get(client, nowMs) ?? { tokens: settings.burst, at: nowMs };
      const tokens = Math.min(settings.burst, bucket.tokens + (nowMs - bucket.at) * perMs);
      const charged = Math.min(cost, settings.burst);
      if (tokens >= charged) {
        buckets.set(client, { tokens: tokens - charged, at: nowMs }, nowMs);
        return 0;
      }
      buckets.set(client, { tokens, at: nowMs }, nowMs);
      return Math.max(1, Math.ceil((charged - tokens) / perMs / 1000));
    },
  };
}
