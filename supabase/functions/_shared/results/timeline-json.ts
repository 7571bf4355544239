/**
 * A day's curve as the answer's JSON, written out directly: a day's 145 points share their date
 * and offset, so each point's time is its clock reading between the date and offset of the first
 * point of its local date, with no object or Date made for it. get-tide-data's heights and
 * get-current-data's velocities are both written so.
 */
import { isoWithOffset, offsetMinutes, type LocalDay } from '../engine/zoned-time.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** '00' … '59': a day's clock times are written from these, not formatted one by one. */
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => (n < 10 ? `0${n}` : String(n)));

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * The points as JSON objects `{"at": ISO 8601 with the zone's offset, [field]: value}`, comma
 * separated, without the enclosing brackets; values rounded to `digits` decimals.
 */
export function timelinePointsJson(
  times: ArrayLike<number>,
  values: ArrayLike<number>,
  zone: string,
  day: Pick<LocalDay, 'startMs' | 'endMs'>,
  field: string,
  digits: number,
): string {
  const startOffset = offsetMinutes(day.startMs, zone);
  // On all but the two transition days a year one offset serves every point.
  const steady = startOffset === offsetMinutes(day.endMs, zone);
  let json = '';
  let dateOf = Number.NaN;
  let prefix = '';
  let suffix = '';
  for (let index = 0; index < times.length; index += 1) {
    const time = times[index]!;
    let at: string;
    if (steady) {
      const local = Math.floor(time / 1000) * 1000 + startOffset * MINUTE_MS;
      const date = Math.floor(local / DAY_MS);
      if (date !== dateOf) {
        // 'YYYY-MM-DDT' and '-05:00' around 'hh:mm:ss'.
        const iso = isoWithOffset(time, zone, startOffset);
        prefix = iso.slice(0, 11);
        suffix = iso.slice(19);
        dateOf = date;
      }
      const second = Math.floor((local - date * DAY_MS) / 1000);
      at = `${prefix}${TWO_DIGITS[Math.floor(second / 3600)]}:${TWO_DIGITS[Math.floor(second / 60) % 60]}:${TWO_DIGITS[second % 60]}${suffix}`;
    } else at = isoWithOffset(time, zone);
    json += `${index === 0 ? '' : ','}{"at":"${at}","${field}":${round(values[index]!, digits)}}`;
  }
  return json;
}
