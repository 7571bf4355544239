import type { HeightUnits, HourCycle } from '@tides/widgets';
import { downloadCsv } from '../../lib/download-csv';
import { monthTableCsv, type MonthTableRow } from './month-table';
import type { StationData } from '../types';

/**
 * Saves a table's rows as '{station}-{period}.csv' ('boston-8443970-2026-11.csv' for a month,
 * '…-2027.csv' for a year), in the units it is shown in.
 */
export function downloadTableCsv(
  rows: readonly MonthTableRow[],
  station: StationData,
  period: string,
  units: HeightUnits,
  hourCycle: HourCycle,
): void {
  downloadCsv(
    monthTableCsv(rows, station, units, hourCycle),
    `${station.path.split('/').at(-1) ?? 'tides'}-${period}.csv`,
  );
}
