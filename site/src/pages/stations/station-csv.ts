import type { HeightUnits } from '@tides/widgets';
import { monthTableCsv, type MonthTableRow } from '../../stations/month-table';
import type { StationData } from '../../stations/types';

/** Saves a month's table as '{station}-{YYYY-MM}.csv', in the units it is shown in. */
export function downloadMonthCsv(
  rows: MonthTableRow[],
  station: StationData,
  month: string,
  units: HeightUnits,
): void {
  const csv = monthTableCsv(rows, station, units);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${station.path.split('/').at(-1) ?? 'tides'}-${month}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
