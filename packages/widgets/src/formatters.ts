/**
 * Every formatted value and every notice text the widgets show, as named functions that a
 * host can override one by one (pass `formatters={{ formatTideHeight }}`). Each `Intl` call
 * names its locale and time zone explicitly: a widget embedded in someone else's page must
 * not depend on that page's defaults or on the visitor's clock. A station's clock comes from the
 * product's own zone rules (`internal/zone-clock.ts`), the edge handler's, not the browser's:
 * the instant is shifted to the station's wall clock and written in UTC.
 */
import { DEFAULT_LOCALE, METRES_PER_FOOT } from './constants.ts';
import { wallClockInstant, zoneAbbreviation, zoneRulesVersion } from './internal/zone-clock.ts';
import type { HeightUnits, HourCycle, TideEvent, TideNotice } from './types.ts';

/** Options every locale-aware formatter receives. */
export interface LocaleOptions {
  /** BCP 47 locale, e.g. `'en-US'`. */
  locale: string;
}

/** The clock a time is written on. */
export interface ClockOptions {
  /** `'h12'` (`6:58 AM`) or `'h23'` (`06:58`); unset is the locale's. */
  hourCycle?: HourCycle | undefined;
}

/** Options for formatting a tide time. */
export interface TideTimeOptions extends LocaleOptions, ClockOptions {
  /** The station's IANA zone; without it the event's display text is used as given. */
  timeZone?: string | undefined;
  /** The station's zone abbreviation, used when `Intl` only knows an offset such as `GMT+10`. */
  timeZoneAbbreviation?: string | undefined;
}

/** Options for formatting a tide height. */
export interface TideHeightOptions extends LocaleOptions {
  /** Units to show; metres need the event's `heightM`. */
  units: HeightUnits;
}

/** What a success notice reports. */
export interface TideSuccessSummary {
  /** How many high tides came back. */
  highTideCount: number;
  /** How many low tides came back. */
  lowTideCount: number;
  /** The result's location name. */
  location: string;
  /** BCP 47 locale whose plural rules pick "tide" or "tides". @defaultValue `'en-US'` */
  locale?: string | undefined;
}

/** Options for labelling where a result came from. */
export interface SourceLabelOptions {
  /**
   * The station the result is for; its NOAA number, or lack of one, names the agency, and a
   * subordinate station says its times and heights are differences from its reference.
   */
  station?: { noaaId: string | null; type?: 'reference' | 'subordinate' } | undefined;
}

const KM_PER_MILE = 1.609344;

/**
 * A distance as US readers read it, miles with kilometres beside: `'3.0 mi (4.9 km)'`; whole
 * numbers from 10 on. Beside heights in metres, kilometres lead: `'4.9 km (3.0 mi)'`.
 */
export function formatDistance(km: number, units: HeightUnits = 'ft'): string {
  const miles = km / KM_PER_MILE;
  const mi = miles < 10 ? miles.toFixed(1) : Math.round(miles).toString();
  const metric = km < 10 ? km.toFixed(1) : Math.round(km).toString();
  return units === 'm' ? `${metric} km (${mi} mi)` : `${mi} mi (${metric} km)`;
}

/** Formats a location as "Name, ST", or just the name when it has no state. */
export function formatLocationName(location: { name: string; state: string | null }): string {
  return location.state ? `${location.name}, ${location.state}` : location.name;
}

/**
 * Formats a calendar day `'YYYY-MM-DD'` as long weekday, month, day and year
 * (`'Sunday, March 15, 2026'`, date-fns pattern `'EEEE, MMMM d, yyyy'`). A calendar day is
 * not an instant, so it is read and written in UTC, where it cannot shift.
 */
export function formatCalendarDate(date: string, { locale }: LocaleOptions): string {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  const instant = Date.UTC(year, month - 1, day);
  if (Number.isNaN(instant)) return date;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(instant);
}

/** Matches zone names that are only an offset (`GMT+10`, `UTC-3`), which read worse than an abbreviation. */
const OFFSET_ZONE_NAME = /^(GMT|UTC)([+\-\u2212]|$)/;

/** An instant's clock time on a station's clock, in the locale's words (`'6:58 AM'`). */
function zonedClock(
  instant: number,
  timeZone: string,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
    wallClockInstant(timeZone, instant),
  );
}

/**
 * A calendar day in a few letters (`'Sat, Nov 28'`), as a list of days writes it. The day is a
 * date, not an instant, so no zone can move it.
 */
export function formatShortDate(date: string, { locale }: LocaleOptions): string {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  const instant = Date.UTC(year, month - 1, day);
  if (Number.isNaN(instant)) return date;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(instant);
}

/** A weekday's short name, Sunday being 0 (`'Sun'`). */
export function formatWeekday(weekday: number, { locale }: LocaleOptions): string {
  // 4 January 1970 was a Sunday.
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    Date.UTC(1970, 0, 4 + weekday),
  );
}

/**
 * Formats when a tide happens, in the station's zone with its abbreviation
 * (`'6:58 AM EDT'`). Without an instant or a zone the backend's display text is shown as is.
 */
export function formatTideTime(event: TideEvent, options: TideTimeOptions): string {
  const { locale, timeZone, timeZoneAbbreviation, hourCycle } = options;
  // Until the zone rules are in, the tide service's own text is the one right answer.
  if (!event.at || !timeZone || zoneRulesVersion() === null) return event.time;
  const instant = Date.parse(event.at);
  if (Number.isNaN(instant)) return event.time;
  const clock = zonedClock(instant, timeZone, locale, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle,
  })
    .replace(/\s+/gu, ' ')
    .trim();
  const zoneName = zoneAbbreviation(timeZone, instant);
  const abbreviation =
    (OFFSET_ZONE_NAME.test(zoneName) || !zoneName) && timeZoneAbbreviation
      ? timeZoneAbbreviation
      : zoneName;
  return abbreviation ? `${clock} ${abbreviation}` : clock;
}

/**
 * Formats a tide height. Metres are shown when asked for and the event carries `heightM`;
 * otherwise the backend's display text (`'10.2 ft'`) is shown as is.
 */
export function formatTideHeight(event: TideEvent, { locale, units }: TideHeightOptions): string {
  if (units === 'm' && typeof event.heightM === 'number') {
    const metres = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(event.heightM);
    return `${metres} m`;
  }
  return event.height;
}

/** Options for the tide chart's times: always the station's zone. */
export interface ChartTimeOptions extends LocaleOptions, ClockOptions {
  /** The station's IANA zone. */
  timeZone: string;
}

/** Options for a water level read off the curve. */
export interface WaterLevelOptions extends LocaleOptions {
  /** Units to show. */
  units: HeightUnits;
}

/** Options for a height axis tick. */
export interface AxisHeightOptions extends LocaleOptions {
  /** Decimals the tick step needs (`1` for steps of 0.5). */
  fractionDigits: number;
}

/**
 * Formats an hour of the tide chart's time axis in the station's zone (`'3 AM'`, or `'03'` on
 * a 24-hour clock).
 */
export function formatChartHour(
  instant: number,
  { locale, timeZone, hourCycle }: ChartTimeOptions,
): string {
  return zonedClock(instant, timeZone, locale, { hour: 'numeric', hourCycle });
}

/**
 * Formats a time on the station's clock without the zone's name, which the chart or list
 * states once: a high or low's label on the chart, a window's start and end (`'9:18 AM'`).
 */
export function formatChartTime(
  instant: number,
  { locale, timeZone, hourCycle }: ChartTimeOptions,
): string {
  return zonedClock(instant, timeZone, locale, { hour: 'numeric', minute: '2-digit', hourCycle });
}

/**
 * Formats when a gauge measured the water, in the station's zone with the date and the zone's
 * name, since it may be yesterday's (`'Nov 20, 10:00 AM EST'`).
 */
export function formatObservationTime(
  instant: number,
  { locale, timeZone, hourCycle }: ChartTimeOptions,
): string {
  const clock = zonedClock(instant, timeZone, locale, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle,
  })
    .replace(/\s+/gu, ' ')
    .trim();
  const abbreviation = zoneAbbreviation(timeZone, instant);
  return abbreviation ? `${clock} ${abbreviation}` : clock;
}

/**
 * Formats a water level read off the curve: feet to the tenth, as the backend writes the
 * highs and lows, or metres to the centimetre (`'4.1 ft'`, `'1.25 m'`).
 */
export function formatWaterLevel(heightM: number, { locale, units }: WaterLevelOptions): string {
  const digits = units === 'm' ? 2 : 1;
  const value = units === 'm' ? heightM : heightM / METRES_PER_FOOT;
  // Round first so a level just below the datum does not read "-0.0".
  const rounded = Math.round(value * 10 ** digits) / 10 ** digits || 0;
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(rounded);
  return `${number} ${units}`;
}

/** Formats a tick of the tide chart's height axis, a bare number (`'2'`, `'-0.5'`). */
export function formatAxisHeight(
  value: number,
  { locale, fractionDigits }: AxisHeightOptions,
): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value || 0);
}

/**
 * Labels where a result's numbers came from. `'fresh'` and `'cached'` are NOAA's own
 * predictions; `'harmonic'` results are computed from the station's harmonic constants, which
 * are NOAA's only for a station with a NOAA number; anything else is sample data.
 */
export function formatSourceLabel(source: string, options: SourceLabelOptions = {}): string {
  switch (source) {
    case 'fresh':
      return 'Live data from NOAA';
    case 'cached':
      return 'Cached data from NOAA';
    case 'harmonic':
      // A subordinate station has no constants of its own: its highs and lows are its
      // reference station's, moved by the agency's time and height differences.
      if (options.station?.type === 'subordinate')
        return options.station.noaaId
          ? 'Computed from NOAA’s time and height differences to its reference station'
          : 'Computed from this station’s time and height differences to its reference station';
      return options.station?.noaaId
        ? 'Computed from NOAA’s harmonic constants for this station'
        : 'Computed from this station’s harmonic constants';
    default:
      return 'Sample data';
  }
}

/** Notice when a search is started with no location chosen. */
export function noticeMissingLocation(): TideNotice {
  return {
    title: 'Please select a location',
    description: 'Choose a coastal location from the search results.',
    variant: 'destructive',
  };
}

/** Notice when the tide call fails in transport; shows the failure's message when it has one. */
export function noticeTransportError(message: string | undefined): TideNotice {
  return {
    title: 'Error fetching tide data',
    description: message || 'Unable to get tide predictions. Please try again.',
    variant: 'destructive',
  };
}

/** Notice when the backend answers with an error field; prefers its details text. */
export function noticeResponseError(response: { error: string; details?: string }): TideNotice {
  return {
    title: 'Tide data error',
    description: response.details || response.error,
    variant: 'destructive',
  };
}

/** Notice when the backend answers with nothing. */
export function noticeEmptyResponse(): TideNotice {
  return {
    title: 'No data received',
    description: 'No tide data was returned. Please try again.',
    variant: 'destructive',
  };
}

/** Notice when the tide call throws. */
export function noticeConnectionError(): TideNotice {
  return {
    title: 'Connection error',
    description: 'Unable to connect to tide service. Please try again.',
    variant: 'destructive',
  };
}

/** Notice when tides were found. */
export function noticeSuccess(summary: TideSuccessSummary): TideNotice {
  const plural = new Intl.PluralRules(summary.locale ?? DEFAULT_LOCALE);
  const tides = (count: number, kind: string) =>
    `${count} ${kind} ${plural.select(count) === 'one' ? 'tide' : 'tides'}`;
  return {
    title: 'Tide data updated',
    description: `Found ${tides(summary.highTideCount, 'high')} and ${tides(summary.lowTideCount, 'low')} for ${summary.location}.`,
    variant: 'default',
  };
}

/** The set of formatters a widget uses; override any of them through a widget's `formatters` prop. */
export interface TideFormatters {
  /** See {@link formatLocationName}. */
  formatLocationName: typeof formatLocationName;
  /** See {@link formatCalendarDate}. */
  formatCalendarDate: typeof formatCalendarDate;
  /** See {@link formatShortDate}. */
  formatShortDate: typeof formatShortDate;
  /** See {@link formatWeekday}. */
  formatWeekday: typeof formatWeekday;
  /** See {@link formatTideTime}. */
  formatTideTime: typeof formatTideTime;
  /** See {@link formatTideHeight}. */
  formatTideHeight: typeof formatTideHeight;
  /** See {@link formatSourceLabel}. */
  formatSourceLabel: typeof formatSourceLabel;
  /** See {@link formatChartHour}. */
  formatChartHour: typeof formatChartHour;
  /** See {@link formatChartTime}. */
  formatChartTime: typeof formatChartTime;
  /** See {@link formatWaterLevel}. */
  formatWaterLevel: typeof formatWaterLevel;
  /** See {@link formatObservationTime}. */
  formatObservationTime: typeof formatObservationTime;
  /** See {@link formatAxisHeight}. */
  formatAxisHeight: typeof formatAxisHeight;
  /** See {@link noticeMissingLocation}. */
  noticeMissingLocation: typeof noticeMissingLocation;
  /** See {@link noticeTransportError}. */
  noticeTransportError: typeof noticeTransportError;
  /** See {@link noticeResponseError}. */
  noticeResponseError: typeof noticeResponseError;
  /** See {@link noticeEmptyResponse}. */
  noticeEmptyResponse: typeof noticeEmptyResponse;
  /** See {@link noticeConnectionError}. */
  noticeConnectionError: typeof noticeConnectionError;
  /** See {@link noticeSuccess}. */
  noticeSuccess: typeof noticeSuccess;
}

/** The default formatters (US English). */
export const defaultFormatters: TideFormatters = {
  formatLocationName,
  formatCalendarDate,
  formatShortDate,
  formatWeekday,
  formatTideTime,
  formatTideHeight,
  formatSourceLabel,
  formatChartHour,
  formatChartTime,
  formatWaterLevel,
  formatObservationTime,
  formatAxisHeight,
  noticeMissingLocation,
  noticeTransportError,
  noticeResponseError,
  noticeEmptyResponse,
  noticeConnectionError,
  noticeSuccess,
};
