/** What a calendar knows of the station it is for, and one of its events before it is written. */

import type { CurrentStation } from '../../engine/current-prediction.ts';
import type { TideStation } from '../../engine/tide-prediction.ts';
import type { StationPlace } from '@tides/conventions/station-page-path';
import type { HeightUnit } from './query.ts';

/** What the feed reads of a station's row to link to its page. */
export type StationPlaceRow = { id: string; name: string } & StationPlace;

/** What a calendar says of the place its events are at. */
export interface CalendarPlace {
  station: { latitude: number; longitude: number };
  title: string;
  pageUrl: string;
  /** 'tides', 'tidal currents': what the calendar predicts. */
  what?: string;
}

/** A station with what the feed says about it. */
export interface FeedStation extends CalendarPlace {
  station: TideStation;
  place: StationPlaceRow;
  units: HeightUnit;
}

/** A current station with what the feed says about it. */
export interface CurrentFeedStation extends CalendarPlace {
  station: CurrentStation;
  place: StationPlaceRow;
}

/** What every JSON answer of a feed opens with: the place, the station and its clock. */
export function placeJson(feed: CalendarPlace & { station: { id: string; timeZone: string } }) {
  return { location: feed.title, stationId: feed.station.id, timeZone: feed.station.timeZone };
}

/** One event of the feed, before it is written. */
export interface FeedEvent {
  uid: string;
  startMs: number;
  endMs: number | null;
  summary: string;
  description: string;
}
