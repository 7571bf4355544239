'use client';
import { TideChart } from '../tide-chart/TideChart.tsx';
import type { StationContentProps } from './station-tides-frame.tsx';

/** The chart widget's part: today's water level, with what the gauge measured where it has one. */
export function ChartContent({
  widget: _widget,
  result,
  days: _days,
  waterLevel,
  ...shared
}: StationContentProps) {
  const observed = waterLevel?.source === 'noaa' ? waterLevel : null;
  return (
    <TideChart
      {...shared}
      result={result}
      observed={observed?.observations}
      observedLatest={observed?.latest}
    />
  );
}
