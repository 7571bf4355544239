'use client';
import * as React from 'react';
import type { TideClient } from '../client.ts';
import { classNames } from '../internal/class-names.ts';
import type { HeadingLevel } from '../internal/heading.tsx';
import { toStationId } from '../internal/station-id.ts';
import { useWidgetProps } from '../internal/use-text.ts';
import type { TideFinderError } from '../look-up-tides.ts';
import { MoonCard } from '../moon-card/MoonCard.tsx';
import { TideCard } from '../tide-card/TideCard.tsx';
import { TideChart } from '../tide-chart/TideChart.tsx';
import type { HeightUnits, TideResult } from '../types.ts';
import type { TidesWidgetProps } from '../widget-props.ts';
import { TidesCredit } from '../internal/credit.tsx';
import { LookupNotice } from '../internal/lookup-notice.tsx';
import { useStationLookup } from './use-station-lookup.ts';
import { useWaterLevel } from './use-water-level.ts';
import { WaterLevelNow } from '../water-level/WaterLevelNow.tsx';

/** What a one-station widget shows: today's highs and lows, the week ahead, today's chart, or today's moon. */
export type StationTidesWidget = 'today' | 'week' | 'chart' | 'moon';

/** Days the week widget shows: today and the six after it, the most a tide card lays out. */
export const STATION_WEEK_DAYS = 7;

export interface StationTidesProps
  extends Omit<React.ComponentPropsWithoutRef<'div'>, 'onError'>, TidesWidgetProps {
  /** Where the tides come from. */
  client: TideClient;
  /** The station, as a NOAA station number (`'8443970'`) or a station id (`'noaa/8443970'`). */
  station: string;
  /** What to show. @defaultValue `'today'` */
  widget?: StationTidesWidget;
  /** Units of tide heights. @defaultValue `'ft'` */
  units?: HeightUnits;
  /** Level of the widget's heading. @defaultValue `3` */
  headingLevel?: HeadingLevel;
  /** The station's page, which the "Tides by Tide Charts" credit links to; without it the credit is text. @defaultValue `undefined` */
  stationHref?: string | undefined;
  /** Leaves the "Tides by Tide Charts" credit out. @defaultValue `false` */
  hideAttribution?: boolean | undefined;
  /** Called when the days arrive and show. */
  onResults?: ((result: TideResult) => void) | undefined;
  /** Called when the lookup fails, with the notice shown in the widget's place. */
  onError?: ((error: TideFinderError) => void) | undefined;
}

/**
 * One station's tides, looked up by the widget itself: today's highs and lows, the week ahead
 * (a row a day with the sun and moon), today's chart or today's moon, with a small "Tides by Tide Charts"
 * credit linking to the station's page. It lays itself out by its own width (a container
 * query), not the window's: a compact shape in a sidebar about 300 px wide, a wide one in a
 * page's body.
 */
export const StationTides = /* @__PURE__ */ React.forwardRef<HTMLDivElement, StationTidesProps>(
  function StationTides(props, forwardedRef) {
    const { locale, labels, formatters, theme, overrides, rest } = useWidgetProps(props);
    const {
      client,
      station,
      widget = 'today',
      units,
      hourCycle,
      headingLevel,
      stationHref,
      hideAttribution = false,
      onResults,
      onError,
      className,
      ...rootProps
    } = rest;
    const days = widget === 'week' ? STATION_WEEK_DAYS : 1;
    const lookup = useStationLookup(client, toStationId(station), days, formatters, {
      onResults,
      onError,
    });
    const shared = { locale, ...overrides, units, hourCycle, headingLevel };
    const stationId = toStationId(station);
    // Today's card and chart show what the station's gauge measured, where it has one.
    const waterLevel = useWaterLevel(
      client,
      stationId,
      lookup.status === 'ready' && (widget === 'today' || widget === 'chart'),
    );
    const observed = waterLevel?.source === 'noaa' ? waterLevel : null;

    return (
      <div
        className={classNames('tides-root', 'tides-station-tides', className)}
        data-widget={widget}
        data-state={lookup.status}
        data-theme={theme}
        aria-busy={lookup.status === 'loading'}
        {...rootProps}
        ref={forwardedRef}
      >
        <LookupNotice lookup={lookup} gettingTides={labels.gettingTides} />
        {lookup.status === 'ready' && widget === 'chart' ? (
          <TideChart
            {...shared}
            result={lookup.result}
            observed={observed?.observations}
            observedLatest={observed?.latest}
          />
        ) : null}
        {lookup.status === 'ready' && (widget === 'today' || widget === 'week') ? (
          <TideCard {...shared} result={lookup.result} days={days} />
        ) : null}
        {lookup.status === 'ready' && widget === 'today' && waterLevel?.station.liveGauge ? (
          <WaterLevelNow
            locale={locale}
            {...overrides}
            units={units}
            hourCycle={hourCycle}
            result={waterLevel}
            data-slot="water-level"
          />
        ) : null}
        {lookup.status === 'ready' && widget === 'moon' ? (
          <MoonCard
            labels={overrides.labels}
            headingLevel={headingLevel}
            phase={lookup.result.moonPhase}
            illumination={lookup.result.moonIllumination}
            illuminationFraction={lookup.result.moon?.illumination}
            phaseAngle={lookup.result.moon?.phaseAngle}
          />
        ) : null}
        {hideAttribution ? null : (
          <TidesCredit
            className="tides-station-tides__credit"
            label={labels.tidesByTideCharts}
            href={stationHref}
          />
        )}
      </div>
    );
  },
);
