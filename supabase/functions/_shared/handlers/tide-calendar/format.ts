/** How the calendar writes heights, speeds, clock spans and directions. */

import { compassPoint, wholeDegrees } from '@tides/conventions/compass-points';
import { formatClockTime, isoWithOffset, roundToMinute } from '../../engine/zoned-time.ts';
import { knotsIn, METRES_PER_FOOT, type SpeedUnit } from '../../engine/units.ts';
import type { HeightUnit } from './query.ts';

/** '9.8 ft', '-0.4 ft', '2.98 m'. */
export function formatHeight(metres: number, units: HeightUnit): string {
  const value = units === 'ft' ? metres / METRES_PER_FOOT : metres;
  const digits = units === 'ft' ? 1 : 2;
  const text = value.toFixed(digits);
  return `${Number(text) === 0 ? (0).toFixed(digits) : text} ${units}`;
}

/**
 * A height against its datum in words, as formatHeight writes its figure: '3.2 ft above MLLW',
 * '1.4 ft below MLLW' (never '-1.4 ft above'), '0.0 ft, at MLLW'.
 */
export function heightAgainstDatum(metres: number, units: HeightUnit, datum: string): string {
  const shown = formatHeight(metres, units);
  const value = Number.parseFloat(shown);
  if (value === 0) return `${shown}, at ${datum}`;
  return value < 0 ? `${shown.slice(1)} below ${datum}` : `${shown} above ${datum}`;
}

/** Whether a height reads below the datum as formatHeight writes it (never beside '0.0 ft'). */
export function readsBelowDatum(metres: number, units: HeightUnit): boolean {
  return Number.parseFloat(formatHeight(metres, units)) < 0;
}

/** FNV-1a, 32 bits, hex: a short stable tag for a rule in its events' UIDs. */
export function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value.toString(16).padStart(8, '0');
}

/** A speed in knots in `units`, as the feed writes it: '0.5 kn', '0.26 m/s', '0.9 km/h'. */
export function formatSpeed(knots: number, units: SpeedUnit): string {
  const digits = units === 'm/s' ? 2 : 1;
  const text = knotsIn(knots, units).toFixed(digits);
  return `${Number(text) === 0 ? (0).toFixed(digits) : text} ${units}`;
}

/** '10:42–11:31 AM PDT': a start and end on one clock, said once where they share the half-day. */
export function clockSpan(startMs: number, endMs: number, zone: string): string {
  const start = formatClockTime(startMs, zone);
  const end = formatClockTime(endMs, zone);
  const startParts = start.split(' ');
  const endParts = end.split(' ');
  const shared = startParts.slice(1).join(' ') === endParts.slice(1).join(' ');
  return `${shared ? startParts[0] : start}–${end}`;
}

/**
 * What every window of a JSON answer says whatever it searched: its event's UID, its day, its
 * span and its day's sunrise and sunset, each instant on the station's clock to the minute.
 */
export function windowTimes(
  window: {
    date: string;
    startMs: number;
    endMs: number;
    sunriseMs: number | null;
    sunsetMs: number | null;
  },
  uid: string | undefined,
  timeZone: string,
) {
  const iso = (ms: number) => isoWithOffset(roundToMinute(ms), timeZone);
  return {
    id: uid ?? '',
    date: window.date,
    start: iso(window.startMs),
    end: iso(window.endMs),
    sunrise: window.sunriseMs === null ? null : iso(window.sunriseMs),
    sunset: window.sunsetMs === null ? null : iso(window.sunsetMs),
  };
}

/** A direction said in words: ', setting ESE (101°)'. */
export function setting(degrees: number | null): string {
  if (degrees === null) return '';
  return `, setting ${compassPoint(degrees)} (${wholeDegrees(degrees)}°)`;
}

export function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
