import {
  defaultLabels,
  MoonCard,
  TideCard,
  TideChart,
  WaterLevelNow,
  type TideLabels,
} from '@tides/widgets';
import { addDays } from '../../lib/calendar';
import { Link } from '../../router/router';
import { DaySky } from './MoonTimes';
import { datumName } from '../about/facts';
import type { StationData } from '../types';
import type { Display } from '../display';
import { useTideResult } from '../../lib/use-tide-result';
import { useWaterLevel } from '../../lib/use-water-level';
import { HourlyHeights } from './HourlyHeights';
import { LookupStatus } from '../LookupStatus';
import { DaySteps } from '../tables/StepLinks';

/**
 * The widgets' labels that name a datum, naming it in words: the card's "Heights from Mean Lower
 * Low Water (MLLW); a minus height is below it" and the chart's scale, where the tide service gives the code alone.
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
  hoursOpen = false,
}: {
  station: StationData;
  date: string;
  today: string;
  pathWithDate: (date: string) => string;
  display: Display;
  /** Shows the hour-by-hour heights open, as `?view=hours` asks. */
  hoursOpen?: boolean;
}) {
  const day = useTideResult({ locationId: station.id, date });
  // The gauge's last 48 hours cover today and yesterday: their charts draw what it measured.
  const observedDay = date === today || date === addDays(today, -1);
  const waterLevel = useWaterLevel(station.liveGauge && observedDay ? station.id : null);
  const observed = waterLevel?.source === 'noaa' ? waterLevel : null;
  return (
    <section className="station-day" aria-labelledby="day-title">
      <DaySteps date={date} today={today} pathWithDate={pathWithDate} />
      <LookupStatus state={day} loading="Loading tides…" />
      {waterLevel && date === today ? (
        <div className="station-water-level">
          <WaterLevelNow result={waterLevel} {...display} />
          <p className="station-water-level-note">
            The prediction is the tide alone; wind, air pressure and river flow move the water above
            or below it, by feet in a storm.{' '}
            <Link to="/learn/extreme-tides">How weather and storm surge change the tide</Link>
          </p>
        </div>
      ) : null}
      {day.status === 'ready' ? (
        <div className="station-day-results">
          <TideCard result={day.result} headingLevel={3} labels={DATUM_IN_WORDS} {...display} />
          <MoonCard
            phase={day.result.moonPhase}
            illumination={day.result.moonIllumination}
            illuminationFraction={day.result.moon?.illumination}
            phaseAngle={day.result.moon?.phaseAngle}
            headingLevel={3}
          />
          <TideChart
            result={day.result}
            observed={observed?.observations}
            observedLatest={observed?.latest}
            headingLevel={3}
            className="station-chart"
            labels={DATUM_IN_WORDS}
            {...display}
          />
          <DaySky
            sun={day.result.sun}
            moonTimes={day.result.moonTimes}
            timeZone={station.timeZone}
            hourCycle={display.hourCycle}
          />
          <HourlyHeights
            result={day.result}
            timeZone={station.timeZone}
            display={display}
            open={hoursOpen}
          />
        </div>
      ) : null}
    </section>
  );
}
