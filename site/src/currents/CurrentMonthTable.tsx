import {
  defaultCurrentLabels,
  type CurrentEvent,
  type HourCycle,
  type SpeedUnits,
} from '@tides/widgets';
import { formatClock, formatDay, formatMonth } from '../lib/calendar';
import { useClients } from '../lib/clients';
import { MonthSteps } from '../stations/tables/StepLinks';
import type { CurrentStationData } from './types';
import { useCurrentMonth } from './use-current-month';

const COLUMNS = [
  ['slack', 'Slack water'],
  ['flood', 'Strongest flood'],
  ['ebb', 'Strongest ebb'],
] as const;

/** A month of slack waters and strongest floods and ebbs, a row a day, for printing. */
export function CurrentMonthTable({
  station,
  month,
  monthPath,
  units,
  hourCycle,
}: {
  station: CurrentStationData;
  month: string;
  monthPath: (month: string) => string;
  units: SpeedUnits;
  hourCycle: HourCycle;
}) {
  const { tides } = useClients();
  const state = useCurrentMonth(tides, station.id, month);
  const cell = (event: CurrentEvent) => {
    const time = formatClock(event.at, station.timeZone, hourCycle);
    return event.type === 'slack'
      ? time
      : `${time} ${defaultCurrentLabels.speed(event.speedKnots, { units })}`;
  };
  return (
    <section className="station-month" aria-labelledby="month-title">
      <MonthSteps month={month} monthPath={monthPath}>
        <h2 id="month-title">{formatMonth(month)}</h2>
      </MonthSteps>
      {state.status === 'loading' ? <p className="muted">Loading currents…</p> : null}
      {state.status === 'error' ? <p role="alert">{state.message}</p> : null}
      {state.status === 'ready' ? (
        <table className="month-table">
          <caption>
            Currents at {station.name} in {formatMonth(month)}, in the station’s own time
          </caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {COLUMNS.map(([type, title]) => (
                <th key={type} scope="col">
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {state.result.days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date, 'short')}</th>
                {COLUMNS.map(([type]) => (
                  <td key={type}>
                    {day.events
                      .filter((event) => event.type === type)
                      .map((event) => (
                        <div key={event.at}>{cell(event)}</div>
                      ))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
