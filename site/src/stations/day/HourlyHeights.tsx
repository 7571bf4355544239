/**
 * The day's water level hour by hour, read off the curve the day's tides come with (a point every
 * ten minutes from the station's midnight to the next): one row each hour on the station's clock,
 * 24 on most days, 23 or 25 on the days the clocks change.
 */
import { formatWaterLevel, type TideResult } from '@tides/widgets';
import { formatClock, isoOnClock } from '../../lib/calendar';
import type { Display } from '../display';

export interface HourlyHeight {
  at: string;
  heightM: number;
}

/** The curve's points on the hour, on the station's clock, within the day asked for. */
export function hourlyHeights(result: TideResult, timeZone: string): HourlyHeight[] {
  return (result.timeline ?? []).filter(({ at }) => {
    const local = isoOnClock(timeZone, at);
    return local.slice(0, 10) === result.date && local.slice(14, 19) === '00:00';
  });
}

export function HourlyHeights({
  result,
  timeZone,
  display,
  open,
}: {
  result: TideResult;
  timeZone: string;
  display: Display;
  /** Shown open, as when the address asks for the hours. */
  open: boolean;
}) {
  const hours = hourlyHeights(result, timeZone);
  if (hours.length === 0) return null;
  return (
    <details className="card hourly-heights" open={open}>
      <summary>
        <h3>Hour by Hour</h3>
      </summary>
      <table className="tide-table hourly">
        <caption className="visually-hidden">
          The water level each hour on the station’s clock ({timeZone}), in{' '}
          {display.units === 'm' ? 'metres' : 'feet'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Height</th>
          </tr>
        </thead>
        <tbody>
          {hours.map((hour) => (
            <tr key={hour.at}>
              <th scope="row">
                <time dateTime={hour.at}>{formatClock(hour.at, timeZone, display.hourCycle)}</time>
              </th>
              <td>{formatWaterLevel(hour.heightM, { locale: 'en-US', units: display.units })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
