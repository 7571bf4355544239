/**
 * A station's clock in the browser, from the product's one source of zone rules (@tides/zones,
 * the same IANA release the edge handler reads), never the browser's ICU: a browser built on
 * older or newer rules than the server would show Vancouver's times an hour off theirs.
 *
 * Times are written by shifting the instant to the station's wall clock and formatting that in
 * UTC, so `Intl` decides only the words and digits of the locale, never the offset.
 */
import { stationZoneRules } from '@tides/zones/stations';

/** IANA's release the widgets read ('2026f'). */
export const TIME_ZONE_RULES_VERSION = stationZoneRules.version;

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** A zone no station keeps (none today): the browser's own rules are all there is. */
function intlOffsetMs(zone: string, ms: number): number {
  let format = offsetFormatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormatters.set(zone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(ms)) parts[part.type] = Number(part.value);
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - Math.floor(ms / 1000) * 1000;
}

/** Whether a zone can be read: one the rules carry, or failing that one the browser knows. */
export function isKnownZone(zone: string): boolean {
  if (stationZoneRules.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset east of UTC at an instant, in milliseconds. */
export function zoneOffsetMs(zone: string, ms: number): number {
  return stationZoneRules.has(zone)
    ? stationZoneRules.offsetSeconds(zone, ms) * 1000
    : intlOffsetMs(zone, ms);
}

/** The instant whose UTC reading is the zone's wall clock at `ms`: format it with timeZone 'UTC'. */
export function wallClockInstant(zone: string, ms: number): number {
  return ms + zoneOffsetMs(zone, ms);
}

/** The zone's abbreviation at an instant ('EST', 'MST', 'GMT+10'); '' when the rules lack it. */
export function zoneAbbreviation(zone: string, ms: number): string {
  return stationZoneRules.has(zone) ? stationZoneRules.abbreviation(zone, ms) : '';
}

/** Today's calendar day ('YYYY-MM-DD') on a zone's clock. */
export function todayInZone(zone: string, now: number = Date.now()): string {
  return new Date(wallClockInstant(zone, now)).toISOString().slice(0, 10);
}
