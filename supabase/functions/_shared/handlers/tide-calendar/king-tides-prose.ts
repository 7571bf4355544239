/** King tides said in words, as JSON for the station page, and as calendar events. */
import { KING_TIDE_SHARE, type KingTides, type KingTidesAhead } from '../../engine/king-tides.ts';
import type { PredictedExtreme } from '../../engine/tide-prediction.ts';
import { formatClockTime, isoWithOffset } from '../../engine/zoned-time.ts';
import { longDate } from '../tide-request.ts';
import { formatHeight, heightAgainstDatum, round3 } from './format.ts';
import { placeJson, type FeedEvent, type FeedStation } from './places.ts';

/** The one line each list and view says about king tides. */
export function kingTidesExplained(kings: KingTides): string {
  return `King tides are the year's highest predicted high tides here: the top ${KING_TIDE_SHARE * 100}% (${kings.tides.length} of ${kings.highs}) of ${kings.year}'s highs.`;
}

/** The same line for the twelve months ahead, which span two years each ranked whole. */
export function kingTidesAheadExplained(ahead: KingTidesAhead): string {
  const years = ahead.years
    .map((kings) => `${kings.tides.length} of ${kings.highs} in ${kings.year}`)
    .join(', ');
  return `King tides are the year's highest predicted high tides here: the top ${KING_TIDE_SHARE * 100}% of each year's highs (${years}). Listed are those from ${longDate(ahead.from)} through ${longDate(ahead.through)}.`;
}

/** King tides as JSON: each at its instant with the station's offset, its height both ways. */
function kingTidesListJson(feed: FeedStation, tides: readonly PredictedExtreme[]) {
  const { station, units } = feed;
  return tides.map((tide) => ({
    at: isoWithOffset(tide.time, station.timeZone),
    heightM: round3(tide.heightM),
    height: formatHeight(tide.heightM, units),
  }));
}

/** The king tides of the twelve months ahead as JSON, for the station page's list. */
export function kingTidesAheadJson(feed: FeedStation, ahead: KingTidesAhead) {
  return {
    ...placeJson(feed),
    datum: feed.station.datum,
    units: feed.units,
    from: ahead.from,
    through: ahead.through,
    explanation: kingTidesAheadExplained(ahead),
    tides: kingTidesListJson(feed, ahead.tides),
  };
}

/** The year's king tides as JSON, for the station page's list and its marks. */
export function kingTidesJson(feed: FeedStation, kings: KingTides) {
  const { units } = feed;
  return {
    ...placeJson(feed),
    datum: feed.station.datum,
    units,
    year: kings.year,
    highs: kings.highs,
    threshold: { heightM: round3(kings.thresholdM), height: formatHeight(kings.thresholdM, units) },
    explanation: kingTidesExplained(kings),
    tides: kingTidesListJson(feed, kings.tides),
  };
}

export function kingTideEvents(
  feed: FeedStation,
  tides: readonly PredictedExtreme[],
  explanation: string,
): FeedEvent[] {
  const { station, units } = feed;
  return tides.map((tide) => {
    const height = formatHeight(tide.heightM, units);
    const clock = formatClockTime(tide.time, station.timeZone);
    const date = isoWithOffset(tide.time, station.timeZone).slice(0, 10);
    return {
      uid: `${station.id.replace('/', '-')}-king-${date}@tide-charts`,
      startMs: tide.time,
      endMs: null,
      summary: `King tide ${height}`,
      description: `King tide at ${feed.title}: ${heightAgainstDatum(tide.heightM, units, station.datum)} at ${clock}. ${explanation} Predicted; not for navigation.`,
    };
  });
}
