import { defaultLabels, MoonCard, TideCard, TideChart, type TideLabels } from '@tides/widgets';
import { addDays, formatDay } from '../../lib/calendar';
import { Link } from '../../router/router';
import { DaySky } from '../../stations/MoonTimes';
import { datumName } from '../../stations/facts';
import type { StationData } from '../../stations/types';
import type { Display } from './display';
import { useTides } from './use-tides';

/**
 * The widgets' labels that name a datum, naming it in words: the card's "Heights above Mean Lower
 * Low Water (MLLW)" and the chart's scale, where the tide service gives the code alone.
 */
const DATUM_IN_WORDS: Partial<TideLabels> = {
  heightsAbove: (datum) => defaultLabels.heightsAbove(datumName(datum)),
  tideChartScale: (timeZoneName, units, datum) =>
    defaultLabels.tideChartScale(timeZoneName, units, datum && datumName(datum)),
};

export function DayView({
  station,
  date,
  today,
  pathWithDate,
  display,
}: {
  station: StationData;
  date: string;
  today: string;
  pathWithDate: (date: string) => string;
  display: Display;
}) {
  const day = useTides(station.id, date, 1);
  return (
    <section className="station-day" aria-labelledby="day-title">
      <div className="day-controls">
        <Link to={pathWithDate(addDays(date, -1))} className="button button-outline">
          ← Previous day
        </Link>
        <h2 id="day-title">
          {date === today ? 'Today, ' : ''}
          {formatDay(date)}
        </h2>
        <Link to={pathWithDate(addDays(date, 1))} className="button button-outline">
          Next day →
        </Link>
      </div>
      {day.status === 'loading' ? <p className="muted">Loading tides…</p> : null}
      {day.status === 'error' ? <p role="alert">{day.message}</p> : null}
      {day.status === 'ready' ? (
        <div className="station-day-results">
          <TideCard result={day.value} headingLevel={3} labels={DATUM_IN_WORDS} {...display} />
          <MoonCard
            phase={day.value.moonPhase}
            illumination={day.value.moonIllumination}
            illuminationFraction={day.value.moon?.illumination}
            phaseAngle={day.value.moon?.phaseAngle}
            headingLevel={3}
          />
          <TideChart
            result={day.value}
            headingLevel={3}
            className="station-chart"
            labels={DATUM_IN_WORDS}
            {...display}
          />
          <DaySky
            sun={day.value.sun}
            moonTimes={day.value.moonTimes}
            timeZone={station.timeZone}
            hourCycle={display.hourCycle}
          />
        </div>
      ) : null}
    </section>
  );
}
