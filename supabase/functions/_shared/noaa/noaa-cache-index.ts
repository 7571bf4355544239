/**
 * Which station-days public.noaa_prediction_cache holds, kept in memory so that a day it does
 * not hold costs no database read. Without it, every station-day asked for the first time with
 * NOAA's address set (the default) read the cache before computing the day: on PGlite, whose one
 * connection runs on the server's own thread, that read was a fifth of a new day's work, and with
 * NOAA unreachable nothing else came of it.
 *
 * The keys are read at the first question (which waits for them) and again every
 * NOAA_CACHE_INDEX_MAX_AGE_MS, so rows other servers write (Supabase runs several) are seen
 * within that time; the rows this server writes are added as it writes them. Until the keys are
 * read, when reading them fails, or when there are too many to keep, every day is looked up.
 */
import type { Db } from '../platform/db.ts';

/** How long the keys read are trusted before they are read again. */
export const NOAA_CACHE_INDEX_MAX_AGE_MS = 10 * 60_000;
/** More keys than this are not kept (about 50 bytes each): every day is then looked up. */
const MAX_KEYS = 500_000;
/** Rows older than this are not served (see noaa-predictions.ts), so their keys are not read. */
const CACHE_MAX_AGE_DAYS = 30;

export interface NoaaCacheIndex {
  /** Whether the cache may hold the station's day: false only when it certainly does not. */
  mayHold(stationId: string, dateKey: string, nowMs: number): Promise<boolean>;
  /** Records a day this server has just written to the cache. */
  add(stationId: string, dateKey: string): void;
}

const keyOf = (stationId: string, dateKey: string) => `${stationId}|${dateKey}`;

export function createNoaaCacheIndex(db: Db): NoaaCacheIndex {
  let keys: Set<string> | null = null;
  let readAt = -Infinity;
  let reading: Promise<void> | null = null;
  /** Days written while the keys are being read, which the read may have missed. */
  let writtenDuringRead: string[] = [];

  async function read(nowMs: number): Promise<void> {
    try {
      const rows = await db.query<{ station_id: string; date: string }>(
        `select station_id, date::text as date from public.noaa_prediction_cache
         where fetched_at > now() - make_interval(days => $1)
         limit $2`,
        [CACHE_MAX_AGE_DAYS, MAX_KEYS + 1],
      );
      keys =
        rows.length > MAX_KEYS
          ? null
          : new Set([...rows.map((row) => keyOf(row.station_id, row.date)), ...writtenDuringRead]);
    } catch (error) {
      keys = null;
      console.warn(`NOAA prediction cache keys unreadable: ${String(error)}`);
    }
    readAt = nowMs;
    writtenDuringRead = [];
  }

  return {
    async mayHold(stationId, dateKey, nowMs) {
      if (nowMs - readAt > NOAA_CACHE_INDEX_MAX_AGE_MS) {
        reading ??= read(nowMs).finally(() => {
          reading = null;
        });
      }
      // Questions wait for keys being read: one query, every NOAA_CACHE_INDEX_MAX_AGE_MS.
      if (reading) await reading;
      return keys === null || keys.has(keyOf(stationId, dateKey));
    },
    add(stationId, dateKey) {
      const key = keyOf(stationId, dateKey);
      if (reading) writtenDuringRead.push(key);
      if (keys && keys.size < MAX_KEYS) keys.add(key);
    },
  };
}
