'use client';
import * as React from 'react';
import type { TideClient } from '../client.ts';
import { classNames } from '../internal/class-names.ts';
import type { HeadingLevel } from '../internal/heading.tsx';
import { toStationId } from '../internal/station-id.ts';
import { useWidgetProps } from '../internal/use-text.ts';
import type { TideFinderError } from '../look-up-tides.ts';
import type { HeightUnits, HourCycle, TideResult, WaterLevelResult } from '../types.ts';
import type { TidesWidgetProps } from '../widget-props.ts';
import { TidesCredit } from '../internal/credit.tsx';
import { LookupNotice } from '../internal/lookup-notice.tsx';
import { useStationLookup } from './use-station-lookup.ts';
import { useWaterLevel } from './use-water-level.ts';

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

/** What a widget's own part is given to draw: the day or days looked up, and the settings. */
export interface StationContentProps extends Pick<TidesWidgetProps, 'labels' | 'formatters'> {
  widget: StationTidesWidget;
  locale: string;
  units: HeightUnits | undefined;
  hourCycle: HourCycle | undefined;
  headingLevel: HeadingLevel | undefined;
  result: TideResult;
  days: number;
  /** The station's observed water level, for today's card and chart; null when it has none. */
  waterLevel: WaterLevelResult | null;
}

/** A widget's own part of `StationTides`: the card, the chart or the moon. */
export type StationContent = (props: StationContentProps) => React.ReactNode;

export interface StationTidesFrameProps extends StationTidesProps {
  /** Draws the widget's part once its days arrive. */
  widgetContent: StationContent;
}

/**
 * What every one-station widget shares: the lookup, its notice, the observed water level, the
 * credit and the root that lays them out. The widget's own part comes in as `widgetContent`, so the
 * standalone elements load only the part they show (the chart's code is not a card's).
 */
export const StationTidesFrame = /* @__PURE__ */ React.forwardRef<
  HTMLDivElement,
  StationTidesFrameProps
>(function StationTidesFrame(props, forwardedRef) {
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
    widgetContent: Content,
    ...rootProps
  } = rest;
  const days = widget === 'week' ? STATION_WEEK_DAYS : 1;
  const lookup = useStationLookup(client, toStationId(station), days, formatters, {
    onResults,
    onError,
  });
  const stationId = toStationId(station);
  // Today's card and chart show what the station's gauge measured, where it has one.
  const waterLevel = useWaterLevel(
    client,
    stationId,
    lookup.status === 'ready' && (widget === 'today' || widget === 'chart'),
  );

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
      {lookup.status === 'ready' ? (
        <Content
          widget={widget}
          locale={locale}
          {...overrides}
          units={units}
          hourCycle={hourCycle}
          headingLevel={headingLevel}
          result={lookup.result}
          days={days}
          waterLevel={waterLevel}
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
});
