/**
 * Reading a get-tide-data request: the body (bounded), its JSON, and the two fields, each
 * refused with a sentence that says what to send instead.
 */
import { readBoundedText } from '../platform/bounded-text.ts';
import { formatCalendarDate, isRealCalendarDate, type CalendarDate } from '../engine/zoned-time.ts';

/**
 * get-tide-data's own limit, under the gateway's (1 MB on Supabase and in the backend): larger
 * request bodies are refused unread, since the real one is under 100 bytes.
 */
export const MAX_TIDE_REQUEST_BYTES = 16 * 1024;
/** Years the predictions are offered for (the harmonic constants hold up far longer, but not forever). */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;
/** Longest station id accepted; the longest seeded id has about 80 characters. */
const MAX_LOCATION_ID_LENGTH = 128;

/**
 * Most days one request may ask for: a month, as a printed tide table shows it. A week view
 * asks for 7.
 */
export const MAX_DAYS = 31;

/** The request as understood. */
export interface TideRequest {
  locationId: string;
  date: CalendarDate;
  /** Days from `date` on, 1 to MAX_DAYS; 1 when the request does not say (a year: its days). */
  days: number;
  /** Set when the request asks for a whole year: `date` is its 1 January. */
  year?: number;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; details: string };

export const EXAMPLE_BODY = '{"locationId": "noaa/8443970", "date": "2026-11-22"}';

/**
 * What a request's refusals name: get-tide-data's and get-current-data's requests have one form
 * and one set of rules, each refused in its own words.
 */
export interface RequestVoice {
  /** A whole body to send instead. */
  exampleBody: string;
  /** A station id to copy: 'noaa/8443970'. */
  exampleId: string;
  /** 'Tide predictions', 'Current predictions'. */
  predictions: string;
  /** Whether a whole `year` may be asked for in one request. */
  years?: boolean;
}

export const TIDE_REQUEST_VOICE: RequestVoice = {
  exampleBody: EXAMPLE_BODY,
  exampleId: 'noaa/8443970',
  predictions: 'Tide predictions',
  years: true,
};
const DATE_HELP = 'Use YYYY-MM-DD, or an ISO timestamp such as 2026-11-22T00:00:00-05:00.';
const DATE_FORM =
  /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;
// '@' names a current station's depth bin: 'noaa/EPT0003@11'.
const LOCATION_ID_FORM = /^[A-Za-z0-9][A-Za-z0-9_./:@-]*$/;
/** January to December in English, as Intl names them. */
const MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, month, 1),
  ),
);

/** A 'YYYY-MM-DD' day in words, 'November 28, 2026', as the site writes dates in prose. */
export function longDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1] ?? ''} ${date ?? ''}, ${year ?? ''}`;
}

/**
 * The calendar day a `date` names: its date part as written. A visitor in Tokyo choosing
 * 22 November sends '2026-11-22T00:00:00+09:00', which is the 21st in UTC; the day wanted is
 * still the 22nd, so the offset never moves it.
 */
export function parseRequestedDate(
  value: unknown,
  voice: RequestVoice = TIDE_REQUEST_VOICE,
): Parsed<CalendarDate> {
  if (value === undefined || value === null || value === '') {
    return { ok: false, details: `date is required. ${DATE_HELP}` };
  }
  if (typeof value !== 'string')
    return { ok: false, details: `date must be a string. ${DATE_HELP}` };
  const match = DATE_FORM.exec(value.trim());
  if (!match) {
    return { ok: false, details: `"${value.slice(0, 40)}" is not a date. ${DATE_HELP}` };
  }
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (!isRealCalendarDate(date)) {
    const month = MONTHS[date.month - 1];
    return {
      ok: false,
      details: month
        ? `${month} ${date.year} has no day ${date.day}.`
        : `There is no month ${date.month}; months run from 01 to 12.`,
    };
  }
  if (date.year < FIRST_YEAR || date.year > LAST_YEAR) {
    return {
      ok: false,
      details: `${voice.predictions} are available for ${FIRST_YEAR} to ${LAST_YEAR}; ${date.year} is outside that range.`,
    };
  }
  return { ok: true, value: date };
}

/** Checks the JSON body's fields. */
export function parseTideRequest(
  body: unknown,
  voice: RequestVoice = TIDE_REQUEST_VOICE,
): Parsed<TideRequest> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return {
      ok: false,
      details: `The request body must be a JSON object such as ${voice.exampleBody}.`,
    };
  }
  const { locationId, date, days, year } = body as {
    locationId?: unknown;
    date?: unknown;
    days?: unknown;
    year?: unknown;
  };
  const id = parseLocationId(locationId, voice);
  if (!id.ok) return id;
  if (year !== undefined && year !== null) return yearRequest(id.value, year, date, days, voice);
  const parsedDate = parseRequestedDate(date, voice);
  if (!parsedDate.ok) return parsedDate;
  const parsedDays = parseDays(days, parsedDate.value, voice);
  if (!parsedDays.ok) return parsedDays;
  return {
    ok: true,
    value: { locationId: id.value, date: parsedDate.value, days: parsedDays.value },
  };
}

/** A request for a whole year: 1 January on, every day of it. */
function yearRequest(
  locationId: string,
  year: unknown,
  date: unknown,
  days: unknown,
  voice: RequestVoice,
): Parsed<TideRequest> {
  if (!voice.years) {
    return {
      ok: false,
      details: `year is not taken here; ask for a date and up to ${MAX_DAYS} days, a month at a time.`,
    };
  }
  if (
    typeof year !== 'number' ||
    !Number.isInteger(year) ||
    year < FIRST_YEAR ||
    year > LAST_YEAR
  ) {
    return { ok: false, details: `year must be a whole year from ${FIRST_YEAR} to ${LAST_YEAR}.` };
  }
  if ((date !== undefined && date !== null) || (days !== undefined && days !== null)) {
    return { ok: false, details: 'year goes alone: ask for a year, or for a date and days.' };
  }
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return {
    ok: true,
    value: { locationId, date: { year, month: 1, day: 1 }, days: leap ? 366 : 365, year },
  };
}

/** The request's fields read from a GET's query string, as a body would give them. */
export function tideRequestFromQuery(
  params: URLSearchParams,
  voice: RequestVoice = TIDE_REQUEST_VOICE,
): Parsed<TideRequest> {
  const known = new Set(['locationId', 'date', 'days', 'year', 'apikey']);
  for (const key of params.keys()) {
    if (!known.has(key)) {
      return {
        ok: false,
        details: `Unknown parameter "${key.slice(0, 40)}". Use locationId with date and days, or with year.`,
      };
    }
  }
  const whole = (name: string): unknown => {
    const text = params.get(name);
    if (text === null) return undefined;
    return /^\d{1,9}$/.test(text) ? Number(text) : text;
  };
  return parseTideRequest(
    {
      locationId: params.get('locationId') ?? undefined,
      date: params.get('date') ?? undefined,
      days: whole('days'),
      year: whole('year'),
    },
    voice,
  );
}

/** A request's `locationId`: a station id as written, trimmed. */
export function parseLocationId(
  locationId: unknown,
  voice: RequestVoice = TIDE_REQUEST_VOICE,
): Parsed<string> {
  if (locationId === undefined || locationId === null || locationId === '') {
    return { ok: false, details: 'locationId is required.' };
  }
  if (typeof locationId !== 'string') {
    return { ok: false, details: `locationId must be a string, such as "${voice.exampleId}".` };
  }
  const id = locationId.trim();
  if (!isLocationId(id)) {
    return {
      ok: false,
      details: `locationId is not a station id; station ids look like "${voice.exampleId}".`,
    };
  }
  return { ok: true, value: id };
}

/**
 * Whether `id` (trimmed) is written as a station id: letters, digits and `_./:@-`, not too long.
 * Anything else (a NUL byte, a space, a path) is refused before it reaches SQL or a cache key.
 */
export function isLocationId(id: string): boolean {
  return id.length <= MAX_LOCATION_ID_LENGTH && LOCATION_ID_FORM.test(id);
}

/** How many days from `start` on: a whole number from 1 to MAX_DAYS, none past LAST_YEAR. */
function parseDays(value: unknown, start: CalendarDate, voice: RequestVoice): Parsed<number> {
  if (value === undefined || value === null) return { ok: true, value: 1 };
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_DAYS) {
    return {
      ok: false,
      details: `days must be a whole number from 1 to ${MAX_DAYS}; ask for longer spans a month at a time.`,
    };
  }
  const last = new Date(Date.UTC(start.year, start.month - 1, start.day + value - 1));
  if (last.getUTCFullYear() > LAST_YEAR) {
    return {
      ok: false,
      details: `${voice.predictions} are available for ${FIRST_YEAR} to ${LAST_YEAR}; ${value} days from ${formatCalendarDate(start)} run past that.`,
    };
  }
  return { ok: true, value };
}

const TOO_LARGE = {
  ok: false,
  details: `The request body is larger than ${MAX_TIDE_REQUEST_BYTES / 1024} KB.`,
} as const;

/** The body as text, refusing bodies over MAX_TIDE_REQUEST_BYTES without reading them whole. */
export async function readRequestText(request: Request): Promise<Parsed<string>> {
  const text = await readBoundedText(request, MAX_TIDE_REQUEST_BYTES);
  if (text === null) return TOO_LARGE;
  return { ok: true, value: text };
}

/** A body a host has read itself, as bytes, refused over MAX_TIDE_REQUEST_BYTES. */
export function requestTextFromBytes(bytes: Uint8Array): Parsed<string> {
  if (bytes.byteLength > MAX_TIDE_REQUEST_BYTES) return TOO_LARGE;
  return { ok: true, value: new TextDecoder().decode(bytes) };
}

export async function readTideRequest(
  request: Request,
  voice: RequestVoice = TIDE_REQUEST_VOICE,
): Promise<Parsed<TideRequest>> {
  const text = await readRequestText(request);
  return text.ok ? tideRequestFromText(text.value, voice) : text;
}

/**
 * The request in a body a host has read itself, as bytes (the Node backend, which makes no
 * Request for it): refused over MAX_TIDE_REQUEST_BYTES, as readTideRequest refuses it.
 */
export function tideRequestFromBytes(
  bytes: Uint8Array,
  voice: RequestVoice = TIDE_REQUEST_VOICE,
): Parsed<TideRequest> {
  const text = requestTextFromBytes(bytes);
  return text.ok ? tideRequestFromText(text.value, voice) : text;
}

/** A request body's JSON, refused with `example` of what to send when empty or not JSON. */
export function jsonFromText(text: string, example: string): Parsed<unknown> {
  if (text.trim() === '') {
    return { ok: false, details: `The request body is empty; send JSON such as ${example}.` };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return {
      ok: false,
      details: `The request body is not valid JSON; send JSON such as ${example}.`,
    };
  }
}

function tideRequestFromText(text: string, voice: RequestVoice): Parsed<TideRequest> {
  const body = jsonFromText(text, voice.exampleBody);
  return body.ok ? parseTideRequest(body.value, voice) : body;
}
