/**
 * NOAA CO-OPS's `water_level` product: a gauge's six-minute observations, in metres above MLLW,
 * in GMT. Read strictly: anything but a list of observations is an outage, as for predictions.
 *
 * An observation is data only when it has a value and none of NOAA's quality flags is raised:
 * `f` is "O,F,R,L", O the count of one-second samples outside three standard deviations (some
 * always are; it says nothing alone), F the flat-tolerance flag (the sensor stuck), R the
 * rate-of-change flag (a jump no tide makes) and L the expected-range flag (beyond the highest
 * or lowest level expected there). A missing observation has an empty `v`.
 */
import { NOAA_TIME, parseHeight, readNoaaBody } from './noaa-predictions.ts';

/** A good observation: its instant (ms) and height above MLLW (m). */
export interface ObservedLevel {
  time: number;
  heightM: number;
}

/** What NOAA's water-level answer held. */
export type NoaaWaterLevels =
  | {
      kind: 'observations';
      /** Good observations, oldest first. */
      levels: ObservedLevel[];
      /** Observations NOAA listed that were missing or flagged, and so left out. */
      leftOut: number;
    }
  | { kind: 'no-data'; message: string }
  | { kind: 'outage'; reason: string };

/** Whether NOAA's flags "O,F,R,L" let the observation count: F, R and L all 0. */
function unflagged(flags: unknown): boolean {
  if (typeof flags !== 'string') return false;
  const parts = flags.split(',').map((part) => part.trim());
  if (parts.length !== 4 || parts.some((part) => !/^\d+$/.test(part))) return false;
  return parts.slice(1).every((part) => part === '0');
}

export function parseNoaaWaterLevels(text: string): NoaaWaterLevels {
  const read = readNoaaBody(text);
  if (read.kind === 'outage') return read;
  const { data, error } = read.fields;
  if (error !== undefined) {
    const message = (error as { message?: unknown } | null)?.message;
    return { kind: 'no-data', message: typeof message === 'string' ? message : 'No data.' };
  }
  if (!Array.isArray(data)) return { kind: 'outage', reason: 'no data list' };
  const levels: ObservedLevel[] = [];
  let leftOut = 0;
  for (const item of data as unknown[]) {
    const { t, v, f } = (item ?? {}) as { t?: unknown; v?: unknown; f?: unknown };
    const match = typeof t === 'string' ? NOAA_TIME.exec(t) : null;
    if (!match) return { kind: 'outage', reason: 'malformed observation time' };
    const [, year, month, date, hour, minute] = match.map(Number) as number[];
    const time = Date.UTC(year ?? 0, (month ?? 1) - 1, date, hour, minute);
    if (Number.isNaN(time)) return { kind: 'outage', reason: 'malformed observation time' };
    const heightM = v === '' || v === null || v === undefined ? null : parseHeight(v);
    if (heightM === null || !unflagged(f)) {
      leftOut += 1;
      continue;
    }
    levels.push({ time, heightM });
  }
  levels.sort((a, b) => a.time - b.time);
  if (levels.length === 0 && leftOut === 0) {
    return { kind: 'no-data', message: 'No observations in the period asked for.' };
  }
  return { kind: 'observations', levels, leftOut };
}

/** NOAA's 'yyyyMMdd HH:mm' for an instant, in GMT. */
export function noaaDateTime(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '')} ${iso.slice(11, 16)}`;
}
