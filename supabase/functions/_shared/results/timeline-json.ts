/**
 * A day's curve as the answer's JSON, written out directly: a day's 145 points share their date
 * and offset, so each point's time is its clock reading between the date and offset of the first
 * point of its local date, with no object or Date made for it. The characters are written into
 * one byte array and read back as one flat string, so writing the answer never has to flatten
 * hundreds of joined pieces. get-tide-data's heights and get-current-data's velocities are both
 * written so.
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
let scratch = new Uint8Array(16 * 1024);
const latin1 = new TextDecoder('latin1');

/** Writes the bytes of `piece` at `at`; returns where they end. */
function writeBytes(bytes: Uint8Array, at: number, piece: Uint8Array): number {
  for (let index = 0; index < piece.length; index += 1) bytes[at++] = piece[index]!;
  return at;
}

/** The bytes of text of ASCII characters. */
function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  writeText(bytes, 0, text);
  return bytes;
}

const OPEN = asciiBytes('{"at":"');

/** Writes text of ASCII characters at `at`; returns where it ends. */
function writeText(bytes: Uint8Array, at: number, text: string): number {
  for (let index = 0; index < text.length; index += 1) bytes[at++] = text.charCodeAt(index);
  return at;
}

function writeTwoDigits(bytes: Uint8Array, at: number, value: number): number {
  bytes[at] = ZERO + ((value / 10) | 0);
  bytes[at + 1] = ZERO + (value % 10);
  return at + 2;
}

/** Writes a whole number below 2³¹, without a sign, at `at`; returns where it ends. */
function writeWhole(bytes: Uint8Array, at: number, value: number): number {
  let digits = 1;
  for (let rest = value; rest >= 10; rest = (rest / 10) | 0) digits += 1;
  const end = at + digits;
  let rest = value;
  for (let index = end - 1; index >= at; index -= 1) {
    bytes[index] = ZERO + (rest % 10);
    rest = (rest / 10) | 0;
  }
  return end;
}

/**
 * `value` rounded to `digits` decimals (`factor` being 10 to that power), as JSON writes that
 * number: the shortest decimal that reads back as it. For a whole number of thousandths (say)
 * below EXACT_UNITS that is its decimal with trailing zeros left off, which is written digit by
 * digit; anything else as JavaScript writes it. Returns where it ends.
 */
function writeRounded(
  bytes: Uint8Array,
  at: number,
  value: number,
  digits: number,
  factor: number,
): number {
  const units = Math.round(value * factor);
  if (!(Math.abs(units) < EXACT_UNITS) || digits > MAX_DIGITS) {
    return writeText(bytes, at, String(units / factor).slice(0, 24));
  }
  if (units === 0) {
    bytes[at] = ZERO;
    return at + 1;
  }
  if (units < 0) bytes[at++] = 45; // '-'
  const magnitude = Math.abs(units) | 0;
  const whole = (magnitude / factor) | 0;
  at = writeWhole(bytes, at, whole);
  let fraction = magnitude - whole * factor;
  if (fraction === 0) return at;
  let places = digits;
  while (fraction % 10 === 0) {
    fraction = (fraction / 10) | 0;
    places -= 1;
  }
  bytes[at++] = 46; // '.'
  const end = at + places;
  for (let index = end - 1; index >= at; index -= 1) {
    bytes[index] = ZERO + (fraction % 10);
    fraction = (fraction / 10) | 0;
  }
  return end;
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
  const between = asciiBytes(`","${field}":`);
  const factor = 10 ** digits;
  // The most one point takes: its time in full, the field and a value of up to 24 characters.
  const perPoint = 64 + between.length + 24;
  if (scratch.length < times.length * perPoint) scratch = new Uint8Array(times.length * perPoint);
  const bytes = scratch;
  let at = 0;
  let dateOf = Number.NaN;
  let prefix = OPEN;
  let suffix = OPEN;
  for (let index = 0; index < times.length; index += 1) {
    const time = times[index]!;
    if (index > 0) bytes[at++] = 44; // ','
    at = writeBytes(bytes, at, OPEN);
    if (steady) {
      const local = Math.floor(time / 1000) * 1000 + startOffset * MINUTE_MS;
      const date = Math.floor(local / DAY_MS);
      if (date !== dateOf) {
        // 'YYYY-MM-DDT' and '-05:00' around 'hh:mm:ss'.
        const iso = isoWithOffset(time, zone, startOffset);
        prefix = asciiBytes(iso.slice(0, 11));
        suffix = asciiBytes(iso.slice(19));
        dateOf = date;
      }
      const second = Math.floor((local - date * DAY_MS) / 1000);
      at = writeBytes(bytes, at, prefix);
      at = writeTwoDigits(bytes, at, (second / 3600) | 0);
      bytes[at++] = COLON;
      at = writeTwoDigits(bytes, at, ((second / 60) | 0) % 60);
      bytes[at++] = COLON;
      at = writeTwoDigits(bytes, at, second % 60);
      at = writeBytes(bytes, at, suffix);
    } else at = writeText(bytes, at, isoWithOffset(time, zone));
    at = writeBytes(bytes, at, between);
    at = writeRounded(bytes, at, values[index]!, digits, factor);
    bytes[at++] = 125; // '}'
  }
  return latin1.decode(bytes.subarray(0, at));
}
