/**
 * A printed month of tides, as NOAA's annual tables set it out: one row a day with its highs
 * and lows in time order, sunrise, sunset and the moon; and the same rows as CSV.
 */
import { formatTideHeight, type HeightUnits, type HourCycle, type TideDay } from '@tides/widgets';
import { fromDatum, METRES_PER_FOOT } from '@tides/widgets/rules';
import { datumWords } from '../about/facts';
import {
  addDays,
  dayZone,
  daysInMonth,
  formatClock,
  formatDay,
  isoOnClock,
  zoneAbbreviation,
  type DayZone,
} from '../../lib/calendar';
import { csvText } from '../../lib/csv';
import type { StationData } from '../types';

export interface MonthTableRow {
  date: string;
  /** Which offset the row is in: 'EST', or 'EST → EDT' on the day the clocks change. */
  zone: string;
  /** Set on the day the clocks change: 'Clocks go forward to EDT (UTC−04:00) at 2:00 AM'. */
  zoneChange: string | null;
  events: {
    at: string;
    type: 'high' | 'low';
    /** On the station's clock; with the abbreviation on the day the clocks change. */
    time: string;
    /** On the station's clock, never with the abbreviation: '6:58 AM'. */
    clock: string;
    /** The abbreviation this time is in: 'EDT'. */
    abbreviation: string;
    /** The time as ISO 8601 with its offset: '2026-11-01T01:04:00-04:00'. */
    local: string;
    height: string;
    /** The height as a number in the table's units (feet to the hundredth, metres to the millimetre). */
    heightValue: number | null;
    /** The same, written with its decimals for a spreadsheet: '9.00', '9.52'. */
    heightText: string;
    /** A low that reads below the datum in the figure shown (never beside "0.0 ft"). */
    belowDatum: boolean;
  }[];
  sunrise: string | null;
  sunset: string | null;
  /** The instants of sunrise and sunset, for a table that writes each with its zone. */
  sun: { sunrise: string | null; sunset: string | null };
  moon: string;
  tideRange: 'spring' | 'neap' | null;
}

/** The units and clock a table is written in. */
export interface MonthTableDisplay {
  units: HeightUnits;
  hourCycle: HourCycle;
}

const US_TABLE: MonthTableDisplay = { units: 'ft', hourCycle: 'h12' };

/**
 * A height for a spreadsheet: the number in a table's units with a fixed count of decimals
 * (feet to the hundredth, metres to the millimetre), so a column never has '9' beside '9.52'.
 */
export function csvHeight(heightM: number | undefined, units: HeightUnits): string {
  const value = heightIn(heightM, units);
  return value === null ? '' : value.toFixed(units === 'm' ? 3 : 2);
}

/** A height as a number in a table's units: feet to the hundredth, metres to the millimetre. */
export function heightIn(heightM: number | undefined, units: HeightUnits): number | null {
  if (typeof heightM !== 'number') return null;
  if (units === 'm') return Math.round(heightM * 1000) / 1000;
  return Math.round((heightM / METRES_PER_FOOT) * 100) / 100 || 0;
}

/**
 * Whether a low reads below the datum as shown: a low of −0.02 ft is written "0.0 ft", and a
 * "Minus tide" beside "0.0 ft" would contradict the figure the visitor reads.
 */
export function shownBelowDatum(heightM: number | undefined, units: HeightUnits): boolean {
  if (typeof heightM !== 'number') return false;
  const shown = units === 'm' ? heightM * 100 : (heightM / METRES_PER_FOOT) * 10;
  return Math.round(shown) < 0;
}

/** '−04:00' with a real minus sign, as a person reads it. */
function readableOffset(offset: string): string {
  return offset.replace('-', '−');
}

/**
 * 'Clocks go forward to EDT (UTC−04:00) at 2:00 AM', said of the day the zone changes. The hour
 * is the one the clock showed as it changed, as people say it ("at 2 AM, clocks go back").
 */
function describeChange(zone: DayZone, hourCycle?: HourCycle): string {
  const change = zone.change;
  if (!change) return '';
  const before = new Date(change.at + zone.offsetMinutes * 60_000).toISOString();
  const when = formatClock(before, 'UTC', hourCycle);
  const after = `${change.abbreviation} (UTC${readableOffset(change.offset)})`;
  if (change.offsetMinutes === zone.offsetMinutes) {
    return `${zone.abbreviation} becomes ${after} at ${when}; clocks do not change`;
  }
  const way = change.offsetMinutes > zone.offsetMinutes ? 'forward' : 'back';
  return `Clocks go ${way} to ${after} at ${when}`;
}

/**
 * The month's rows, times on the station's clock. Each row says which offset it is in; on the
 * day the clocks change, each time carries its own abbreviation and the row says when.
 */
export function monthTableRows(
  days: readonly TideDay[],
  timeZone: string,
  { units, hourCycle }: MonthTableDisplay = US_TABLE,
): MonthTableRow[] {
  return days.map((day) => {
    const zone = dayZone(timeZone, day.date);
    const changes = zone.change !== null;
    const clock = (instant: string) =>
      changes
        ? `${formatClock(instant, timeZone, hourCycle)} ${zoneAbbreviation(timeZone, instant)}`
        : formatClock(instant, timeZone, hourCycle);
    const change = zone.change;
    return {
      date: day.date,
      zone: change ? `${zone.abbreviation} → ${change.abbreviation}` : zone.abbreviation,
      zoneChange: change ? describeChange(zone, hourCycle) : null,
      ...rowTimes(day, timeZone, clock, { units, hourCycle }),
    };
  });
}

function rowTimes(
  day: TideDay,
  timeZone: string,
  clock: (instant: string) => string,
  { units, hourCycle }: MonthTableDisplay,
): Pick<MonthTableRow, 'events' | 'sunrise' | 'sunset' | 'sun' | 'moon' | 'tideRange'> {
  return {
    events: day.extremes.map((event, index) => ({
      at: event.at ?? `${day.date}-${index}`,
      type: event.type === 'low' ? 'low' : 'high',
      time: event.at ? clock(event.at) : event.time,
      clock: event.at ? formatClock(event.at, timeZone, hourCycle) : event.time,
      abbreviation: event.at ? zoneAbbreviation(timeZone, event.at) : '',
      local: event.at ? isoOnClock(timeZone, event.at) : '',
      height: formatTideHeight(event, { locale: 'en-US', units }),
      heightValue: heightIn(event.heightM, units),
      heightText: csvHeight(event.heightM, units),
      belowDatum: shownBelowDatum(event.heightM, units),
    })),
    sunrise: day.sun?.sunrise ? clock(day.sun.sunrise) : null,
    sunset: day.sun?.sunset ? clock(day.sun.sunset) : null,
    sun: { sunrise: day.sun?.sunrise ?? null, sunset: day.sun?.sunset ?? null },
    moon: day.moon?.phase ?? '',
    tideRange: day.tideRange,
  };
}

/**
 * What the month's heading says of its times: 'EST (UTC−05:00)', or on a month the zone
 * changes, 'EST (UTC−05:00); on Sun, Mar 14, clocks go forward to EDT (UTC−04:00) at 2:00 AM'.
 */
export function monthZoneSummary(month: string, timeZone: string, hourCycle?: HourCycle): string {
  const first = dayZone(timeZone, `${month}-01`);
  const parts = [`${first.abbreviation} (UTC${readableOffset(first.offset)})`];
  for (let index = 0; index < daysInMonth(month); index += 1) {
    const day = addDays(`${month}-01`, index);
    const zone = dayZone(timeZone, day);
    if (zone.change) {
      const text = describeChange(zone, hourCycle);
      parts.push(`on ${formatDay(day, 'short')}, ${text.replace(/^Clocks/, 'clocks')}`);
    }
  }
  return parts.join('; ');
}

/**
 * One line per high or low: the rows of the table, for a spreadsheet. Every line says its zone:
 * the tide's abbreviation in its own column, and sunrise and sunset each with theirs ('6:19 AM
 * EST'), as on the day the clocks change they differ. A day between spring and neap tides is
 * 'none', never an empty cell.
 */
export function monthTableCsv(
  rows: readonly MonthTableRow[],
  station: Pick<StationData, 'id' | 'name' | 'timeZone' | 'datum'>,
  units: HeightUnits = 'ft',
  hourCycle?: HourCycle,
): string {
  const zoned = (instant: string | null) =>
    instant
      ? `${formatClock(instant, station.timeZone, hourCycle)} ${zoneAbbreviation(station.timeZone, instant)}`
      : null;
  const header = [
    'station_id',
    'station',
    'date',
    'type',
    'time',
    'time_zone',
    'time_zone_abbreviation',
    'time_with_utc_offset',
    `height_${units}_from_${station.datum.toLowerCase()}`,
    'sunrise',
    'sunset',
    'moon',
    'tide_range',
  ];
  const lines = rows.flatMap((row) =>
    row.events.map((event) => [
      station.id,
      station.name,
      row.date,
      event.type,
      event.clock,
      station.timeZone,
      event.abbreviation,
      event.local,
      event.heightText,
      zoned(row.sun.sunrise),
      zoned(row.sun.sunset),
      row.moon,
      row.tideRange ?? 'none',
    ]),
  );
  return csvText([header, ...lines]);
}

/**
 * What a table's heights are in and measured from, for the line above it: 'Heights in feet
 * from Mean Lower Low Water (MLLW) — the datum of NOAA’s tables and US charts; a minus height
 * is below it'. The table's figures are signed, so the line never calls them heights above.
 */
export function heightsCaption(
  units: HeightUnits,
  code: string,
  countryCode: string | null,
): string {
  return `Heights in ${units === 'm' ? 'metres' : 'feet'} ${fromDatum(datumWords(code, countryCode).name)}`;
}
