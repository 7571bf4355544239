import { daysInMonth, formatDay, formatMonth } from '../../lib/calendar';
import { TideMark, TideMarksLegend } from '../outlook/KingTides';
import { FloodMark, FloodMarksLegend } from '../outlook/FloodOutlook';
import {
  heightsCaption,
  monthTableRows,
  monthZoneSummary,
  type MonthTableRow,
} from './month-table';
import type { StationData } from '../types';
import type { Display } from '../display';
import { downloadTableCsv } from './station-csv';
import { stationTitle } from '../station-title';
import { useTideResult } from '../../lib/use-tide-result';
import { DayEvents } from './DayEvents';
import { LookupStatus } from '../LookupStatus';
import { MonthSteps } from './StepLinks';
import { TableActions } from './TableActions';

export function MonthTable({
  station,
  month,
  monthPath,
  display,
}: {
  station: StationData;
  month: string;
  monthPath: (month: string) => string;
  display: Display;
}) {
  const answer = useTideResult({
    locationId: station.id,
    date: `${month}-01`,
    days: daysInMonth(month),
  });
  const rows: MonthTableRow[] =
    answer.status === 'ready'
      ? monthTableRows(answer.result.days ?? [], station.timeZone, display)
      : [];
  const title = `${stationTitle(station)} tide table, ${formatMonth(month)}`;

  return (
    <section className="month-table" aria-labelledby="month-title">
      <MonthSteps month={month} monthPath={monthPath} />
      <h2 id="month-title">{title}</h2>
      <p className="month-meta">
        Times on the station’s clock ({station.timeZone}):{' '}
        {monthZoneSummary(month, station.timeZone, display.hourCycle)}; each day’s zone is beside
        its date. {heightsCaption(display.units, station.datum, station.countryCode)}.{' '}
        {station.noaaId ? `NOAA station ${station.noaaId}.` : null} Not for navigation.
      </p>
      <LookupStatus state={answer} loading="Loading the month…" />
      {answer.status === 'ready' ? (
        <>
          <TableActions
            span="month"
            download={() =>
              downloadTableCsv(rows, station, month, display.units, display.hourCycle)
            }
          />
          <table className="tide-table month">
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Highs and lows</th>
                <th scope="col">Sunrise</th>
                <th scope="col">Sunset</th>
                <th scope="col">Moon</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.date}>
                  <th scope="row">
                    {formatDay(row.date, 'short')}
                    {row.tideRange ? (
                      <span className="range-mark" data-range={row.tideRange}>
                        {row.tideRange === 'spring' ? 'Spring' : 'Neap'}
                      </span>
                    ) : null}
                    <span className="zone-mark" data-change={row.zoneChange ? 'true' : undefined}>
                      <span className="visually-hidden">Times in </span>
                      {row.zone}
                    </span>
                    {row.zoneChange ? <span className="zone-change">{row.zoneChange}</span> : null}
                  </th>
                  <td>
                    <DayEvents
                      events={row.events}
                      marks={(event) => (
                        <>
                          <TideMark
                            at={event.at}
                            type={event.type}
                            belowDatum={event.belowDatum}
                            datum={station.datum}
                          />{' '}
                          <FloodMark at={event.at} type={event.type} />
                        </>
                      )}
                    />
                  </td>
                  <td data-label="Sunrise">{row.sunrise ?? '—'}</td>
                  <td data-label="Sunset">{row.sunset ?? '—'}</td>
                  <td data-label="Moon">{row.moon}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <TideMarksLegend datum={station.datum} units={display.units} />
          <FloodMarksLegend />
        </>
      ) : null}
    </section>
  );
}
