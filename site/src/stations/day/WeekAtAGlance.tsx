import { formatTideHeight, formatTideTime, type HourCycle, type TideDay } from '@tides/widgets';
import { dayZone, formatClock, formatDay } from '../../lib/calendar';
import { Link } from '../../router/router';
import { TideMark, TideMarksLegend } from '../outlook/KingTides';
import { FloodMark, FloodMarksLegend } from '../outlook/FloodOutlook';
import { shownBelowDatum } from '../tables/month-table';
import { MoonRiseSet } from './MoonTimes';
import type { StationData } from '../types';
import type { Display } from '../display';
import { useTideResult } from '../../lib/use-tide-result';
import { LookupStatus } from '../LookupStatus';

/** Days the week at a glance shows. */
const WEEK_DAYS = 7;

function DayEvents({
  day,
  timeZone,
  datum,
  display,
}: {
  day: TideDay;
  timeZone: string;
  datum: string;
  display: Display;
}) {
  if (day.extremes.length === 0) return <span className="muted">No highs or lows</span>;
  const timeOptions = {
    locale: 'en-US',
    timeZone,
    timeZoneAbbreviation: day.timeZoneAbbreviation,
    hourCycle: display.hourCycle,
  };
  return (
    <ul className="day-events">
      {day.extremes.map((event) => (
        <li key={event.at ?? event.time} data-type={event.type}>
          <span className="event-kind">{event.type === 'high' ? 'High' : 'Low'}</span>{' '}
          <time dateTime={event.at}>{formatTideTime(event, timeOptions)}</time>{' '}
          <span>{formatTideHeight(event, { locale: 'en-US', units: display.units })}</span>{' '}
          <TideMark
            at={event.at}
            type={event.type}
            belowDatum={shownBelowDatum(event.heightM, display.units)}
            datum={datum}
          />{' '}
          <FloodMark at={event.at} type={event.type} />
        </li>
      ))}
    </ul>
  );
}

function RangeMark({ day }: { day: TideDay }) {
  if (!day.tideRange) return null;
  return (
    <span className="range-mark" data-range={day.tideRange}>
      {day.tideRange === 'spring' ? 'Spring tides' : 'Neap tides'}
    </span>
  );
}

/** Which offset a day's times are in: 'EST', or 'EST → EDT' on the day the clocks change. */
function ZoneMark({ date, timeZone }: { date: string; timeZone: string }) {
  const zone = dayZone(timeZone, date);
  const text = zone.change
    ? `${zone.abbreviation} → ${zone.change.abbreviation}`
    : zone.abbreviation;
  return (
    <span className="zone-mark" data-change={zone.change ? 'true' : undefined}>
      <span className="visually-hidden">Times in </span>
      {text}
    </span>
  );
}

function SunTimes({
  day,
  timeZone,
  hourCycle,
}: {
  day: TideDay;
  timeZone: string;
  hourCycle: HourCycle;
}) {
  const { sunrise = null, sunset = null } = day.sun ?? {};
  return (
    <>
      {sunrise ? <time dateTime={sunrise}>{formatClock(sunrise, timeZone, hourCycle)}</time> : '—'}{' '}
      / {sunset ? <time dateTime={sunset}>{formatClock(sunset, timeZone, hourCycle)}</time> : '—'}
    </>
  );
}

export function WeekAtAGlance({
  station,
  today,
  chosen,
  pathWithDate,
  display,
}: {
  station: StationData;
  today: string;
  chosen: string;
  pathWithDate: (date: string) => string;
  display: Display;
}) {
  // The seven days from the day the page shows, so a day chosen ahead brings its own week.
  const week = useTideResult({ locationId: station.id, date: chosen, days: WEEK_DAYS });
  return (
    <section className="card week" aria-labelledby="week-title">
      <h2 id="week-title">
        {chosen === today ? 'The Week Ahead' : `The Week from ${formatDay(chosen)}`}
      </h2>
      <LookupStatus state={week} loading="Loading the week…" />
      {week.status === 'ready' && week.result.days ? (
        <div className="table-scroll">
          <table className="tide-table">
            <caption className="visually-hidden">
              Highs and lows for seven days from {formatDay(chosen)}, on the station’s clock (
              {station.timeZone})
            </caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Highs and lows</th>
                <th scope="col">Sunrise / sunset</th>
                <th scope="col">Moonrise / moonset</th>
                <th scope="col">Moon</th>
              </tr>
            </thead>
            <tbody>
              {week.result.days.map((day) => (
                <tr key={day.date} aria-current={day.date === chosen ? 'date' : undefined}>
                  <th scope="row">
                    <Link to={pathWithDate(day.date)}>{formatDay(day.date, 'short')}</Link>
                    <RangeMark day={day} />
                    <ZoneMark date={day.date} timeZone={station.timeZone} />
                  </th>
                  <td>
                    <DayEvents
                      day={day}
                      timeZone={station.timeZone}
                      datum={station.datum}
                      display={display}
                    />
                  </td>
                  <td data-label="Sunrise / sunset">
                    <SunTimes day={day} timeZone={station.timeZone} hourCycle={display.hourCycle} />
                  </td>
                  <td data-label="Moonrise / moonset">
                    <MoonRiseSet
                      moonTimes={day.moonTimes}
                      timeZone={station.timeZone}
                      hourCycle={display.hourCycle}
                    />
                  </td>
                  <td data-label="Moon">{day.moon?.phase ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <TideMarksLegend datum={station.datum} units={display.units} />
          <FloodMarksLegend />
        </div>
      ) : null}
    </section>
  );
}
