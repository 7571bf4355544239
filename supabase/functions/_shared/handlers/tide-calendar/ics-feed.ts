/** The iCalendar feed written whole: the calendar's own lines, then one VEVENT per event. */

import { escapeText, utcDateTime, writeLines, type IcsProperty } from '../ics.ts';
import type { CalendarPlace, FeedEvent } from './places.ts';

const MINUTE_MS = 60_000;

/** How often calendar apps are asked to fetch the feed again. */
export const REFRESH_INTERVAL = 'PT12H';

/** The whole calendar, CRLF-ended and folded. */
export function writeCalendar(
  feed: CalendarPlace,
  name: string,
  events: readonly FeedEvent[],
  nowMs: number,
): string {
  const stamp = utcDateTime(Math.floor(nowMs / MINUTE_MS) * MINUTE_MS);
  const lines: IcsProperty[] = [
    ['BEGIN', 'VCALENDAR'],
    ['VERSION', '2.0'],
    ['PRODID', '-//Tide Charts//Tide calendar//EN'],
    ['CALSCALE', 'GREGORIAN'],
    ['METHOD', 'PUBLISH'],
    ['X-WR-CALNAME', escapeText(name)],
    [
      'X-WR-CALDESC',
      escapeText(
        `Predicted ${feed.what ?? 'tides'} at ${feed.title}, from ${feed.pageUrl}. Not for navigation.`,
      ),
    ],
    ['REFRESH-INTERVAL;VALUE=DURATION', REFRESH_INTERVAL],
    ['X-PUBLISHED-TTL', REFRESH_INTERVAL],
  ];
  for (const event of events) {
    lines.push(
      ['BEGIN', 'VEVENT'],
      ['UID', event.uid],
      ['DTSTAMP', stamp],
      ['DTSTART', utcDateTime(event.startMs)],
      ...(event.endMs !== null ? ([['DTEND', utcDateTime(event.endMs)]] as IcsProperty[]) : []),
      ['SUMMARY', escapeText(event.summary)],
      ['DESCRIPTION', escapeText(event.description)],
      ['LOCATION', escapeText(feed.title)],
      ['GEO', `${feed.station.latitude.toFixed(6)};${feed.station.longitude.toFixed(6)}`],
      ['URL;VALUE=URI', feed.pageUrl],
      ['TRANSP', 'TRANSPARENT'],
      ['END', 'VEVENT'],
    );
  }
  lines.push(['END', 'VCALENDAR']);
  return writeLines(lines);
}
