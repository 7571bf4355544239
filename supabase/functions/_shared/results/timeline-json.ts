/**
 * A day's curve as the answer's JSON, written out directly: a day's 145 points share their date
 * and offset, so each point's time is its clock reading between the date and offset of the first
 * point of its local date, with no object or Date made for it. The characters are written into
 * one byte array and read back as one flat string: built a piece at a time, the text was a tree
 * of hundreds of joined strings that writing the answer had to flatten. get-tide-data's heights
 * and get-current-data's velocities are both written so.
 */
import { isoWithOffset, offsetMinutes, type LocalDay } from '../engine/zoned-time.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Values are written digit by digit below this many units of their last decimal. */
const EXACT_UNITS = 1e9;
/** Decimals written digit by digit: JavaScript writes 1e-7 and smaller with an exponent. */
const MAX_DIGITS = 6;

const ZERO = 48;
const COLON = 58;

/** Reused from one timeline to the next; grown when a timeline needs more. */
let bytes = new Uint8Array(16 * 1024);
let length = 0;
const latin1 = new TextDecoder('latin1');

function room(more: number): void {
  if (length + more <= bytes.length) return;
  const grown = new Uint8Array(Math.max(bytes.length * 2, length + more));
  grown.set(bytes.subarray(0, length));
  bytes = grown;
}

/** Writes text of ASCII characters. */
function writeText(text: string): void {
  room(text.length);
  for (let index = 0; index < text.length; index += 1) bytes[length++] = text.charCodeAt(index);
}

function writeTwoDigits(value: number): void {
  bytes[length++] = ZERO + Math.floor(value / 10);
  bytes[length++] = ZERO + (value % 10);
}

/**
 * `value` rounded to `digits` decimals, as JSON writes that number: the shortest decimal that
 * reads back as it. For a whole number of thousandths (say) below EXACT_UNITS that is its
 * decimal with trailing zeros left off, which is written digit by digit; anything else as
 * JavaScript writes it.
 */
function writeRounded(value: number, digits: number): void {
  const factor = 10 ** digits;
  const units = Math.round(value * factor);
  if (!(Math.abs(units) < EXACT_UNITS) || digits > MAX_DIGITS) {
    writeText(String(units / factor));
    return;
  }
  room(24);
  if (units === 0) {
    bytes[length++] = ZERO;
    return;
  }
  if (units < 0) bytes[length++] = 45; // '-'
  const magnitude = Math.abs(units);
  const whole = Math.floor(magnitude / factor);
  writeText(String(whole));
  let fraction = magnitude - whole * factor;
  if (fraction === 0) return;
  let places = digits;
  while (fraction % 10 === 0) {
    fraction /= 10;
    places -= 1;
  }
  bytes[length++] = 46; // '.'
  const end = length + places;
  for (let at = end - 1; at >= length; at -= 1) {
    bytes[at] = ZERO + (fraction % 10);
    fraction = Math.floor(fraction / 10);
  }
  length = end;
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
  const between = `","${field}":`;
  length = 0;
  let dateOf = Number.NaN;
  let prefix = '';
  let suffix = '';
  for (let index = 0; index < times.length; index += 1) {
    const time = times[index]!;
    writeText(index === 0 ? '{"at":"' : ',{"at":"');
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
      writeText(prefix);
      room(8);
      writeTwoDigits(Math.floor(second / 3600));
      bytes[length++] = COLON;
      writeTwoDigits(Math.floor(second / 60) % 60);
      bytes[length++] = COLON;
      writeTwoDigits(second % 60);
      writeText(suffix);
    } else writeText(isoWithOffset(time, zone));
    writeText(between);
    writeRounded(values[index]!, digits);
    room(1);
    bytes[length++] = 125; // '}'
  }
  return latin1.decode(bytes.subarray(0, length));
}
