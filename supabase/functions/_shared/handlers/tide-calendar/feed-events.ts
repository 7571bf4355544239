/**
 * The events of a plain feed: a tide station's highs and lows day by day (as get-tide-data
 * predicts each day, NOAA's cached ones where it would use them), a current station's slacks
 * and maxima.
 */
import { yieldTurn } from '../../platform/take-turns.ts';
import { predictCurrentEvents } from '../../engine/current-prediction.ts';
import {
  type PredictedExtreme,
  predictExtremes,
  type TideStation,
} from '../../engine/tide-prediction.ts';
import { localDaysBetween } from '../../engine/tide-windows.ts';
import {
  type CalendarDate,
  formatClockTime,
  isoWithOffset,
  localDay,
  nextCalendarDate,
  roundToMinute,
  wallClock,
} from '../../engine/zoned-time.ts';
import { checkAgreement } from '../../noaa/noaa-agreement.ts';
import { readCachedExtremes } from '../../noaa/noaa-predictions.ts';
import type { Db } from '../../platform/db.ts';
import { formatHeight, heightAgainstDatum, placeCounter, setting } from './format.ts';
import type { CurrentFeedStation, FeedEvent, FeedStation } from './places.ts';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** get-tide-data predicts each day's extremes this far past its edges; the same search here. */
const DAY_SEARCH_PAD_MS = 60 * MINUTE_MS;

/** One local day's highs and lows, as get-tide-data predicts them. */
function dayExtremes(
  station: TideStation,
  date: CalendarDate,
  fromNoaa: ReadonlyMap<string, readonly PredictedExtreme[]>,
) {
  const day = localDay(date, station.timeZone);
  const around = predictExtremes(
    station,
    day.startMs - DAY_SEARCH_PAD_MS,
    day.endMs + DAY_SEARCH_PAD_MS,
  );
  // NOAA's events where get-tide-data would answer with them: cached, and agreeing with ours.
  const noaa = fromNoaa.get(day.key);
  const events =
    noaa && checkAgreement(noaa, around, day).ok
      ? noaa
      : around.filter((extreme) => extreme.time >= day.startMs && extreme.time < day.endMs);
  return events.map((extreme) => ({ ...extreme, day }));
}

/** The local dates of the feed: today at the station, and the days after. */
function feedDates(station: TideStation, nowMs: number, days: number): CalendarDate[] {
  const clock = wallClock(nowMs, station.timeZone);
  let date: CalendarDate = { year: clock.year, month: clock.month, day: clock.day };
  const dates: CalendarDate[] = [];
  for (let index = 0; index < days; index += 1) {
    dates.push(date);
    date = nextCalendarDate(date);
  }
  return dates;
}

/** Highs and lows of the local days from today, each day as get-tide-data predicts it. */
export function feedExtremes(
  station: TideStation,
  nowMs: number,
  days: number,
  fromNoaa: ReadonlyMap<string, readonly PredictedExtreme[]> = new Map(),
) {
  return feedDates(station, nowMs, days).flatMap((date) => dayExtremes(station, date, fromNoaa));
}

/**
 * Days a feed computes before letting other requests in: a 90-day feed holds the event loop
 * about half a second on an idle machine, and a visitor's lookup of a day already computed
 * would wait all of it; in slices, it waits for one slice.
 */
const FEED_SLICE_DAYS = 2;

/** feedExtremes, a slice of days at a time, yielding to other work between slices. */
async function feedExtremesInSlices(
  station: TideStation,
  nowMs: number,
  days: number,
  fromNoaa: ReadonlyMap<string, readonly PredictedExtreme[]>,
) {
  const dates = feedDates(station, nowMs, days);
  const found = [];
  for (let index = 0; index < dates.length; index += FEED_SLICE_DAYS) {
    if (index > 0) await yieldTurn();
    for (const date of dates.slice(index, index + FEED_SLICE_DAYS)) {
      found.push(...dayExtremes(station, date, fromNoaa));
    }
  }
  return found;
}

/** The local days of the feed with NOAA events in the cache, read as get-tide-data reads them. */
export async function cachedNoaaDays(
  db: Db,
  station: TideStation,
  nowMs: number,
  days: number,
): Promise<Map<string, PredictedExtreme[]>> {
  const clock = wallClock(nowMs, station.timeZone);
  const all = localDaysBetween(
    station.timeZone,
    localDay({ year: clock.year, month: clock.month, day: clock.day }, station.timeZone).startMs,
    nowMs + (days + 1) * 24 * HOUR_MS,
  ).slice(0, days);
  const cached = await Promise.all(all.map((day) => readCachedExtremes(db, station.id, day)));
  return new Map(
    all.flatMap((day, index): [string, PredictedExtreme[]][] => {
      const events = cached[index];
      return events ? [[day.key, events]] : [];
    }),
  );
}

export async function tideEvents(
  feed: FeedStation,
  nowMs: number,
  days: number,
  fromNoaa: ReadonlyMap<string, readonly PredictedExtreme[]>,
): Promise<FeedEvent[]> {
  const { station, units } = feed;
  const nthOfKey = placeCounter();
  const extremes = await feedExtremesInSlices(station, nowMs, days, fromNoaa);
  return extremes.map((extreme) => {
    const kind = extreme.type === 'high' ? 'High' : 'Low';
    // The day and the tide's place among that day's highs or lows, not its minute: a refresh
    // that moves a tide by a minute updates the event instead of adding a second one.
    const key = `${extreme.day.key}-${extreme.type}`;
    const nth = nthOfKey(key);
    const height = formatHeight(extreme.heightM, units);
    const clock = formatClockTime(extreme.time, station.timeZone);
    return {
      uid: `${station.id.replace('/', '-')}-${key}-${nth}@tide-charts`,
      startMs: extreme.time,
      endMs: null,
      summary: `${kind} tide ${height}`,
      description: `${kind} tide at ${feed.title}: ${heightAgainstDatum(extreme.heightM, units, station.datum)} at ${clock}. Predicted from harmonic constants; not for navigation.`,
    };
  });
}

/**
 * A current station's slacks and maxima over the local days from today, each at its minute and
 * with its speed as get-current-data gives them.
 */
export function currentEvents(feed: CurrentFeedStation, nowMs: number, days: number): FeedEvent[] {
  const { station } = feed;
  const clock = wallClock(nowMs, station.timeZone);
  const first = localDay(
    { year: clock.year, month: clock.month, day: clock.day },
    station.timeZone,
  );
  const all = localDaysBetween(
    station.timeZone,
    first.startMs,
    first.startMs + days * 24 * HOUR_MS,
  );
  const endMs = all.at(days - 1)?.endMs ?? first.endMs;
  const nthOfKey = placeCounter();
  return predictCurrentEvents(station, first.startMs - MINUTE_MS, endMs + MINUTE_MS)
    .map((event) => ({ ...event, time: roundToMinute(event.time) }))
    .filter((event) => event.time >= first.startMs && event.time < endMs)
    .map((event) => {
      const date = isoWithOffset(event.time, station.timeZone).slice(0, 10);
      // The day and the event's place among that day's of its kind: a refresh that moves it by
      // a minute updates the event instead of adding a second one.
      const key = `${date}-${event.weak ? `weak-${event.type}` : event.type}`;
      const nth = nthOfKey(key);
      const at = formatClockTime(event.time, station.timeZone);
      const speed = `${Math.abs(event.velocity).toFixed(1)} kn`;
      const uid = `${station.id.replace('/', '-')}-current-${key}-${nth}@tide-charts`;
      const note = 'Predicted from harmonic constants; not for navigation.';
      if (event.type === 'slack') {
        return {
          uid,
          startMs: event.time,
          endMs: null,
          summary: `Slack water at ${station.name}`,
          description: `Slack water at ${feed.title} at ${at}. ${note}`,
        };
      }
      const kind = event.type === 'flood' ? 'flood' : 'ebb';
      const direction = setting(
        event.type === 'flood' ? station.floodDirectionDeg : station.ebbDirectionDeg,
      );
      const what = event.weak ? `Weakest ${kind}` : `Maximum ${kind}`;
      return {
        uid,
        startMs: event.time,
        endMs: null,
        summary: `${what} ${speed} at ${station.name}`,
        description: `${what} at ${feed.title}: ${speed}${direction} at ${at}. ${note}`,
      };
    });
}
