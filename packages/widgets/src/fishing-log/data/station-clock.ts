/**
 * A session's times on its station's clock, by the product's zone rules (never the browser's):
 * how the log shows them and how its form reads them back.
 */
import { isKnownZone, wallClockInstant } from '../../internal/zone-clock.ts';

/** An instant on the station's clock, by the product's zone rules (written in UTC once shifted). */
function stationClock(iso: string, timeZone: string): Date {
  const instant = Date.parse(iso);
  return new Date(isKnownZone(timeZone) ? wallClockInstant(timeZone, instant) : instant);
}

export function zoned(
  iso: string,
  timeZone: string,
  locale: string,
  options: Intl.DateTimeFormatOptions,
) {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
    stationClock(iso, timeZone),
  );
}

/** `'2026-11-24'` and `'06:30'` of an instant, on the station's clock. */
export function localParts(iso: string, timeZone: string): { date: string; time: string } {
  const local = stationClock(iso, timeZone).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}
