/**
 * A printed month of tides, as NOAA's annual tables set it out: one row a day with its highs
 * and lows in time order, sunrise, sunset and the moon; and the same rows as CSV.
 */
import type { TideDay } from '@tides/widgets';
import { formatClock } from '../lib/calendar';
import type { StationData } from './types';

export interface MonthTableRow {
  date: string;
  events: {
    at: string;
    type: 'high' | 'low';
    time: string;
    height: string;
    heightFt: number | null;
  }[];
  sunrise: string | null;
  sunset: string | null;
  moon: string;
  tideRange: 'spring' | 'neap' | null;
}

const METRES_PER_FOOT = 0.3048;

/** The month's rows, times on the station's clock without the zone (the table names it once). */
export function monthTableRows(days: readonly TideDay[], timeZone: string): MonthTableRow[] {
  return days.map((day) => ({
    date: day.date,
    events: day.extremes.map((event, index) => ({
      at: event.at ?? `${day.date}-${index}`,
      type: event.type === 'low' ? 'low' : 'high',
      time: event.at ? formatClock(event.at, timeZone) : event.time,
      height: event.height,
      heightFt:
        typeof event.heightM === 'number'
          ? Math.round((event.heightM / METRES_PER_FOOT) * 100) / 100
          : null,
    })),
    sunrise: day.sun?.sunrise ? formatClock(day.sun.sunrise, timeZone) : null,
    sunset: day.sun?.sunset ? formatClock(day.sun.sunset, timeZone) : null,
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
): string {
  const header = [
    'station_id',
    'station',
    'date',
    'type',
    'time',
    'time_zone',
    `height_ft_above_${station.datum.toLowerCase()}`,
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
          event.heightFt,
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
