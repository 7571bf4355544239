/**
 * Whole days exactly as the real get-tide-data handler answers them, curve and sun included,
 * saved once as JSON so the chart is tested and shown against real predictions, never a live
 * service. Made with NOAA switched off (so the source is `'harmonic'`) and the clock at the
 * day's noon UTC (its `generatedAt`), from the repository root (add `days` to the body for
 * the multi-day answers):
 *
 *   cd packages/backend && npx tsx --input-type=module -e "
 *     import { createGetTideDataHandler } from '@tides/supabase/get-tide-data';
 *     import { migrate, openDatabase } from './src/database.ts';
 *     const db = await openDatabase(); await migrate(db);
 *     const now = () => new Date('2026-03-15T12:00:00Z');
 *     const handler = createGetTideDataHandler({ db, noaa: { baseUrl: null }, now });
 *     const body = JSON.stringify({ locationId: 'noaa/8443970', date: '2026-03-15' });
 *     const response = await handler(new Request('http://localhost/', { method: 'POST', body }));
 *     console.log(JSON.stringify(await response.json(), null, 2));"
 */
import type { TideResult, WaterLevelResult } from '../src/types.ts';
import bostonWeek from './fixtures/boston-2026-03-04-week.json';
import bostonDay from './fixtures/boston-2026-03-15.json';
import bostonThreeDays from './fixtures/boston-2026-03-15-3-days.json';
import hullDay from './fixtures/hull-2026-03-15.json';
import prudhoeBayMidsummer from './fixtures/prudhoe-bay-2026-06-21.json';
import prudhoeBayMidwinter from './fixtures/prudhoe-bay-2026-12-21.json';

/** Boston (NOAA 8443970), Sunday 15 March 2026, EDT: low 2:59 AM, high 9:18 AM, low 3:41 PM, high 9:56 PM. */
export const BOSTON_DAY = bostonDay as TideResult;

/**
 * Boston, a week from Wednesday 4 March 2026 (`days: 7`): spring tides on the 4th (full moon
 * the day before), three tides that day and four on the others, daylight saving from Sunday
 * the 8th (EST to EDT, sunrise 6:10 AM EST then 7:08 AM EDT), and neap tides on the 10th.
 */
export const BOSTON_WEEK = bostonWeek as TideResult;

/** The days of BOSTON_WEEK as the cards head them. */
export const BOSTON_WEEK_DAYS: readonly string[] = [
  'Wednesday, March 4, 2026',
  'Thursday, March 5, 2026',
  'Friday, March 6, 2026',
  'Saturday, March 7, 2026',
  'Sunday, March 8, 2026',
  'Monday, March 9, 2026',
  'Tuesday, March 10, 2026',
];

/** Boston, three days from Sunday 15 March 2026 (`days: 3`), all EDT: spring tides on the 17th. */
export const BOSTON_THREE_DAYS = bostonThreeDays as TideResult;

/** Hull, MA (NOAA 8444351), a subordinate station predicted from Boston, the same day. */
export const HULL_DAY = hullDay as TideResult;

/** Prudhoe Bay, AK, at midsummer: the sun neither rises nor sets (midnight sun). */
export const PRUDHOE_BAY_MIDSUMMER = prudhoeBayMidsummer as TideResult;

/** Prudhoe Bay, AK, at midwinter: the sun neither rises nor sets (polar night). */
export const PRUDHOE_BAY_MIDWINTER = prudhoeBayMidwinter as TideResult;

/** 6 AM in Boston on the 15th: the water is rising towards the 9:18 AM high. */
export const BOSTON_MORNING = new Date('2026-03-15T06:00:00-04:00');

/** Noon in Boston on the 15th: the water is falling towards the 3:41 PM low. */
export const BOSTON_NOON = new Date('2026-03-15T12:00:00-04:00');

/** Noon in Boston the next day: outside the charted day, so no "now". */
export const BOSTON_NEXT_NOON = new Date('2026-03-16T12:00:00-04:00');

/**
 * What a gauge at `result`'s station measured, as get-water-level answers it: the day's
 * prediction plus `surgeM`, at every point of its curve up to `until`, with the 2:00 to
 * 3:00 AM observations missing (as if NOAA had flagged them).
 */
export function observedDay(result: TideResult, surgeM: number, until: number): WaterLevelResult {
  const observations = (result.timeline ?? [])
    .filter((point) => Date.parse(point.at) <= until && point.at.slice(11, 13) !== '02')
    .map((point) => ({
      at: point.at,
      heightM: Math.round((point.heightM + surgeM) * 1000) / 1000,
      predictedM: point.heightM,
    }));
  const last = observations[observations.length - 1]!;
  return {
    station: {
      id: result.station?.id ?? '',
      noaaId: result.station?.noaaId ?? null,
      name: result.station?.name ?? result.location,
      state: result.station?.state ?? null,
      timeZone: result.station?.timeZone ?? 'UTC',
      liveGauge: true,
    },
    source: 'noaa',
    observations,
    latest: { ...last, residualM: surgeM },
    fetchedAt: new Date(Date.parse(last.at)).toISOString(),
    ageMinutes: 0,
    stale: false,
    silentSince: null,
    reason: null,
  };
}

/** Boston's gauge on the 15th until 6 AM, 0.183 m (0.6 ft) above the prediction. */
export const BOSTON_OBSERVED_MORNING = observedDay(BOSTON_DAY, 0.183, BOSTON_MORNING.getTime());
