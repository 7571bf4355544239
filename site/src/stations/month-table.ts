/**
 * A printed month of tides, as NOAA's annual tables set it out: one row a day with its highs
 * and lows in time order, sunrise, sunset and the moon; and the same rows as CSV.
 */
import { formatTideHeight, type HeightUnits, type HourCycle, type TideDay } from '@tides/widgets';
import { formatClock } from '../lib/calendar';
import type { StationData } from './types';

export interface MonthTableRow {
  date: string;
  events: {
    at: string;
    type: 'high' | 'low';
    time: string;
    height: string;
    /** The height as a number in the table's units (feet to the hundredth, metres to the millimetre). */
    heightValue: number | null;
  }[];
  sunrise: string | null;
  sunset: string | null;
  moon: string;
  tideRange: 'spring' | 'neap' | null;
}

const METRES_PER_FOOT = 0.3048;

/** The units and clock a table is written in. */
export interface MonthTableDisplay {
  units: HeightUnits;
  hourCycle: HourCycle;
}

const US_TABLE: MonthTableDisplay = { units: 'ft', hourCycle: 'h12' };

function heightIn(heightM: number | undefined, units: HeightUnits): number | null {
  if (typeof heightM !== 'number') return null;
  if (units === 'm') return Math.round(heightM * 1000) / 1000;
  return Math.round((heightM / METRES_PER_FOOT) * 100) / 100 || 0;
}

/** The month's rows, times on the station's clock without the zone (the table names it once). */
export function monthTableRows(
  days: readonly TideDay[],
  timeZone: string,
  { units, hourCycle }: MonthTableDisplay = US_TABLE,
): MonthTableRow[] {
  return days.map((day) => ({
    date: day.date,
    events: day.extremes.map((event, index) => ({
      at: event.at ?? `${day.date}-${index}`,
      type: event.type === 'low' ? 'low' : 'high',
      time: event.at ? formatClock(event.at, timeZone, hourCycle) : event.time,
      height: formatTideHeight(event, { locale: 'en-US', units }),
      heightValue: heightIn(event.heightM, units),
    })),
    sunrise: day.sun?.sunrise ? formatClock(day.sun.sunrise, timeZone, hourCycle) : null,
    sunset: day.sun?.sunset ? formatClock(day.sun.sunset, timeZone, hourCycle) : null,
    moon: day.moon?.phase ?? '',
    tideRange: day.tideRange,
  }));
}

function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  // Quoted when needed; a leading =, +, - or @ would be read as a formula by a spreadsheet.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line per high or low: the rows of the table, for a spreadsheet. */
export function monthTableCsv(
  rows: readonly MonthTableRow[],
  station: Pick<StationData, 'id' | 'name' | 'timeZone' | 'datum'>,
  units: HeightUnits = 'ft',
): string {
  const header = [
    'station_id',
    'station',
    'date',
    'type',
    'time',
    'time_zone',
    `height_${units}_above_${station.datum.toLowerCase()}`,
    'sunrise',
    'sunset',
    'moon',
    'tide_range',
  ];
  const lines = [header.join(',')];
  for (const row of rows) {
    for (const event of row.events) {
      lines.push(
        [
          station.id,
          station.name,
          row.date,
          event.type,
          event.time,
          station.timeZone,
          event.heightValue,
          row.sunrise,
          row.sunset,
          row.moon,
          row.tideRange,
        ]
          .map(csvField)
          .join(','),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
