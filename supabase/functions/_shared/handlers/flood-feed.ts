/**
 * The flood-tide calendar: tide-calendar's `list=flood-tides`, one event per day of the twelve
 * months ahead whose predicted high reaches the station's minor, moderate or major flooding
 * threshold. Its UIDs name the station and the day, so a subscribed calendar keeps each event as
 * it rolls on and replaces one whose time or level changes.
 */
import type { FloodThresholds } from '../engine/flood-thresholds.ts';
import { METRES_PER_FOOT } from '../engine/units.ts';
import type { FloodDay } from '../results/flood-outlook-result.ts';

/** One event, as tide-calendar writes its events. */
export interface FloodFeedEvent {
  uid: string;
  startMs: number;
  endMs: number | null;
  summary: string;
  description: string;
}

/** What NOAA's report calls each level (Sweet et al. 2018, executive summary). */
export const FLOOD_LEVEL_WORDS: Readonly<Record<FloodDay['level'], string>> = {
  minor: 'minor flooding, more disruptive than damaging',
  moderate: 'moderate flooding, damaging',
  major: 'major flooding, destructive',
};

function height(metres: number, units: 'ft' | 'm'): string {
  return units === 'ft' ? `${(metres / METRES_PER_FOOT).toFixed(1)} ft` : `${metres.toFixed(2)} m`;
}

/** Where the station's thresholds come from, in a clause. */
export function thresholdsSource(thresholds: FloodThresholds): string {
  return thresholds.source === 'nws'
    ? "the National Weather Service's flood levels for this gauge"
    : "NOAA's derived thresholds from the station's tidal range (NOAA Technical Report NOS CO-OPS 086)";
}

/** The calendar's name. */
export function floodTidesCalendarName(title: string): string {
  return `${title} flood tides, the next 12 months`;
}

/** The days as calendar events, heights in `units` above the thresholds' datum. */
export function floodTideEvents(
  feed: { stationId: string; title: string; units: 'ft' | 'm' },
  thresholds: FloodThresholds,
  days: readonly FloodDay[],
): FloodFeedEvent[] {
  const { units } = feed;
  const levels = `minor ${height(thresholds.minorM, units)}, moderate ${height(thresholds.moderateM, units)}, major ${height(thresholds.majorM, units)} above ${thresholds.datum}`;
  return days.map((day) => {
    const level = day.level[0]?.toUpperCase() + day.level.slice(1);
    return {
      uid: `${feed.stationId.replace('/', '-')}-flood-${day.date}@tide-charts`,
      startMs: Date.parse(day.at),
      endMs: null,
      summary: `${level} flood tide ${height(day.heightM, units)}`,
      description:
        `At ${feed.title} the ${day.time} high is predicted to reach ${height(day.heightM, units)} above ${thresholds.datum}: ${FLOOD_LEVEL_WORDS[day.level]}. ` +
        `Thresholds (${levels}) are ${thresholdsSource(thresholds)}. ` +
        'The tide alone: wind, rain and storm surge can raise the water higher, so flooding may come on more days than these. Predicted; not for navigation.',
    };
  });
}
