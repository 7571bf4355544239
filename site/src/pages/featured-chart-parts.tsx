/**
 * What the home page's featured chart needs from the widgets, and nothing else: a static import
 * of just these modules, which FeaturedChart loads dynamically. Importing the library's whole
 * entry dynamically would make the browser preload the find-tides page's chunks as well.
 */
import { formatSourceLabel, TideChart, type TideChartProps, type TideResult } from '@tides/widgets';
import '@tides/widgets/styles.css';
import type { ComponentType, ReactNode } from 'react';
import { todayIn } from '../lib/calendar';
import { useTideResult } from '../lib/use-tide-result';

export { loadZoneRules } from '@tides/widgets/rules';

export type FeaturedChartView =
  | { state: 'loading' }
  | { state: 'error' }
  | {
      state: 'ready';
      Chart: ComponentType<TideChartProps>;
      result: TideResult;
      source: string;
    };

/** Today's tides at a station, looked up once the zone rules are in, handed to `children`. */
export function FeaturedTides({
  stationId,
  timeZone,
  children,
}: {
  stationId: string;
  timeZone: string;
  children: (view: FeaturedChartView) => ReactNode;
}) {
  const tides = useTideResult({ locationId: stationId, date: todayIn(timeZone) });
  return children(
    tides.status === 'ready'
      ? {
          state: 'ready',
          Chart: TideChart,
          result: tides.result,
          source: formatSourceLabel(tides.result.source, { station: tides.result.station }),
        }
      : { state: tides.status },
  );
}
