'use client';
import { TideCard } from '../tide-card/TideCard.tsx';
import { WaterLevelNow } from '../water-level/WaterLevelNow.tsx';
import type { StationContentProps } from './station-tides-frame.tsx';

/**
 * The today and week widgets' part: their days' highs and lows and, today's only, what the
 * station's gauge measures now where it is live.
 */
export function CardContent(props: StationContentProps) {
  const { widget, result, days, waterLevel, ...shared } = props;
  return (
    <>
      <TideCard {...shared} result={result} days={days} />
      {widget === 'today' && waterLevel?.station.liveGauge ? (
        <WaterLevelNow
          locale={shared.locale}
          labels={shared.labels}
          formatters={shared.formatters}
          units={shared.units}
          hourCycle={shared.hourCycle}
          result={waterLevel}
          data-slot="water-level"
        />
      ) : null}
    </>
  );
}
