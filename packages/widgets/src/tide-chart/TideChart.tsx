'use client';
import * as React from 'react';
import { useZoneRules } from '../internal/zone-clock.ts';
import { classNames } from '../internal/class-names.ts';
import { Heading, type HeadingLevel } from '../internal/heading.tsx';
import { useWidgetProps } from '../internal/use-text.ts';
import type { TideChartSummaryEvent } from '../labels.ts';
import type { HeightUnits, TideResult, WaterLevelLatest } from '../types.ts';
import { waterLevelNowText } from '../internal/water-level-text.ts';
import { ChartDrawing } from './ChartDrawing.tsx';
import { CHART_HEIGHT, chartLayout, DEFAULT_CHART_WIDTH, MARGIN } from './chart-layout.ts';
import {
  chartDay,
  extremeAt,
  heightAt,
  hourTicks,
  isInDay,
  isSunUpAtNoon,
  nearestPoint,
  nextStop,
  nightSpans,
  pointTrendAt,
  readExtremes,
  readObserved,
  readTimeline,
  summarise,
  type ChartExtreme,
} from './chart-model.ts';
import { useNow, useWidth } from './use-chart-hooks.ts';
import type { TidesWidgetProps } from '../widget-props.ts';

/** Zone used when a result carries no station, so times are at least honest about it. */
const FALLBACK_TIME_ZONE = 'UTC';

/** What the chart shows, as `data-state` on its root: `ready` with a curve, `empty` without. */
export type TideChartState = 'ready' | 'empty';

export interface TideChartProps extends React.ComponentPropsWithoutRef<'figure'>, TidesWidgetProps {
  /** The day to chart, as `get-tide-data` returns it; the curve comes from its `timeline`. */
  result: TideResult;
  /** Units of the height axis and every height shown. @defaultValue `'ft'` */
  units?: HeightUnits;
  /** The current instant: the "now" marker and the summary's "now" appear when it falls in the day. @defaultValue the clock, re-read every minute */
  now?: Date;
  /** Level of the chart's heading. @defaultValue `3` */
  headingLevel?: HeadingLevel;
  /**
   * A gauge's observed water level (metres above the same datum), drawn over the predicted
   * curve where it falls in the day; gaps between observations stay gaps. @defaultValue `undefined`
   */
  observed?: readonly { at: string; heightM: number }[] | undefined;
  /** The newest observation, which the summary words beside the prediction. @defaultValue `undefined` */
  observedLatest?: WaterLevelLatest | null | undefined;
}

/**
 * The day's water level as a curve in the station's time, with its highs and lows marked,
 * night shaded and a "now" marker on today. The drawing is hidden from assistive technology;
 * a summary sentence describes the figure, and a keyboard control (a slider over the day)
 * reads the level at any hour, or jumps from high to low.
 */
export const TideChart = /* @__PURE__ */ React.forwardRef<HTMLElement, TideChartProps>(
  function TideChart(props, forwardedRef) {
    // Renders again once its station's zone rules are in, if this result came before them.
    useZoneRules(props.result.station?.timeZone ?? []);
    const { locale, labels, formatters, theme, rest } = useWidgetProps(props);
    const {
      result,
      units = 'ft',
      hourCycle,
      now: nowProp,
      headingLevel = 3,
      observed,
      observedLatest,
      className,
      ...rootProps
    } = rest;
    const id = React.useId();
    const titleId = `${id}-title`;
    const subtitleId = `${id}-subtitle`;
    const summaryId = `${id}-summary`;
    const keysId = `${id}-keys`;
    const now = useNow(nowProp);
    const [plotElement, setPlotElement] = React.useState<HTMLDivElement | null>(null);
    const width = useWidth(plotElement) ?? DEFAULT_CHART_WIDTH;
    /** The instant being read by keyboard or pointer; `null` until the visitor moves it. */
    const [position, setPosition] = React.useState<number | null>(null);
    const [focused, setFocused] = React.useState(false);
    const [hovered, setHovered] = React.useState(false);

    const timeZone = result.station?.timeZone ?? FALLBACK_TIME_ZONE;
    const timeZoneName = result.station?.timeZoneAbbreviation ?? FALLBACK_TIME_ZONE;
    const { date, station, sun } = result;

    const model = React.useMemo(() => {
      const points = readTimeline(result.timeline);
      const day = chartDay(points);
      if (!day) return undefined;
      const latitude = station?.latitude;
      return {
        points,
        day,
        extremes: readExtremes(result, day),
        nights: nightSpans(day, sun, () =>
          latitude === undefined ? undefined : isSunUpAtNoon(latitude, date),
        ),
        hours: hourTicks(day, timeZone, 1),
      };
    }, [result, station, sun, date, timeZone]);

    const timeOptions = { locale, timeZone, hourCycle };
    const summaryEvent = (extreme: ChartExtreme): TideChartSummaryEvent => ({
      type: extreme.type,
      height: formatters.formatTideHeight(extreme.event, { locale, units }),
      time: formatters.formatChartTime(extreme.time, timeOptions),
    });

    const header = (
      <figcaption className="tides-card__header" data-slot="header">
        <Heading level={headingLevel} id={titleId} className="tides-card__title" data-slot="title">
          {labels.tideChart}
        </Heading>
        <p className="tides-card__subtitle" id={subtitleId} data-slot="subtitle">
          {result.location} ·{' '}
          <time dateTime={date}>{formatters.formatCalendarDate(date, { locale })}</time>
        </p>
        {model ? (
          <p className="tides-card__meta" data-slot="scale">
            {labels.tideChartScale(timeZoneName, units, result.datum)}
          </p>
        ) : null}
      </figcaption>
    );

    const rootAttributes = {
      className: classNames('tides-root', 'tides-card', 'tides-tide-chart', className),
      'data-theme': theme,
      'aria-labelledby': `${titleId} ${subtitleId}`,
      'aria-describedby': summaryId,
    };

    if (!model) {
      return (
        <figure {...rootAttributes} data-state="empty" {...rootProps} ref={forwardedRef}>
          {header}
          <p className="tides-tide-chart__empty" id={summaryId} data-slot="empty">
            {labels.noTideCurve}
          </p>
        </figure>
      );
    }

    const { points, day, extremes, nights, hours } = model;
    const observedRuns = readObserved(observed, day);
    const summary = summarise(points, extremes, now);
    const observedText =
      observedRuns.length > 0 && observedLatest
        ? labels.tideChartObserved(
            waterLevelNowText(observedLatest, labels, formatters, {
              locale,
              units,
              timeZone,
              hourCycle,
            }),
          )
        : null;
    const predictedText = labels.tideChartSummary({
      now: summary.now && {
        trend: summary.now.trend,
        height: formatters.formatWaterLevel(summary.now.heightM, { locale, units }),
      },
      upcoming: summary.upcoming.map(summaryEvent),
      highs: summary.highs.map(summaryEvent),
      lows: summary.lows.map(summaryEvent),
    });
    const summaryText = observedText ? `${predictedText}. ${observedText}` : predictedText;

    const layout = chartLayout({
      width,
      day,
      points,
      extremes,
      observed: observedRuns,
      units,
      timeZone,
    });
    const { plot } = layout;

    const nowInDay = isInDay(day, now);
    const nowLevel = nowInDay ? heightAt(points, now) : undefined;
    const current = isInDay(day, position) ? position : nowInDay ? now : day.start;
    const currentExtreme = extremeAt(extremes, current);
    const currentLevel = currentExtreme?.heightM ?? heightAt(points, current) ?? 0;
    const pointText = labels.tideChartPoint(
      currentExtreme
        ? formatters.formatTideTime(currentExtreme.event, {
            locale,
            timeZone,
            timeZoneAbbreviation: timeZoneName,
            hourCycle,
          })
        : formatters.formatTideTime(
            { time: '', height: '', at: new Date(current).toISOString() },
            { locale, timeZone, timeZoneAbbreviation: timeZoneName, hourCycle },
          ),
      currentExtreme
        ? formatters.formatTideHeight(currentExtreme.event, { locale, units })
        : formatters.formatWaterLevel(currentLevel, { locale, units }),
      labels.tideChartTrend(pointTrendAt(points, extremes, current)),
    );
    const inspecting = focused || hovered;
    const extremeTimes = extremes.map((extreme) => extreme.time);

    function handleKeyDown(keyEvent: React.KeyboardEvent<HTMLDivElement>) {
      let next: number;
      switch (keyEvent.key) {
        case 'ArrowRight':
        case 'ArrowUp':
          next = nextStop(hours, current, 1);
          break;
        case 'ArrowLeft':
        case 'ArrowDown':
          next = nextStop(hours, current, -1);
          break;
        case 'PageUp':
          next = nextStop(extremeTimes, current, 1);
          break;
        case 'PageDown':
          next = nextStop(extremeTimes, current, -1);
          break;
        case 'Home':
          next = day.start;
          break;
        case 'End':
          next = day.end;
          break;
        default:
          return;
      }
      keyEvent.preventDefault();
      setPosition(next);
    }

    function handlePointerMove(pointerEvent: React.PointerEvent<HTMLDivElement>) {
      const box = pointerEvent.currentTarget.getBoundingClientRect();
      if (box.width <= 0) return;
      const fraction = Math.min(1, Math.max(0, (pointerEvent.clientX - box.left) / box.width));
      const time = day.start + fraction * (day.end - day.start);
      // The pointer reads the curve as drawn: its nearest point, or a high or low if nearer.
      const candidates = [...extremes, nearestPoint(points, time)].filter(
        (candidate) => candidate !== undefined,
      );
      const nearest = nearestPoint(candidates, time);
      setPosition(nearest ? nearest.time : time);
      setHovered(true);
    }

    const sunTime = (iso: string | null | undefined) => {
      const instant = iso ? Date.parse(iso) : Number.NaN;
      return Number.isNaN(instant) ? null : formatters.formatChartTime(instant, timeOptions);
    };
    const minutes = (time: number) => Math.round((time - day.start) / 60_000);

    return (
      <figure
        {...rootAttributes}
        data-state="ready"
        data-trend={summary.now?.trend}
        {...rootProps}
        ref={forwardedRef}
      >
        {header}
        <p className="tides-tide-chart__summary" id={summaryId} data-slot="summary">
          {summaryText}
        </p>
        <div className="tides-tide-chart__plot" data-slot="plot" ref={setPlotElement}>
          <ChartDrawing
            layout={layout}
            nights={nights}
            extremes={extremes}
            extremeText={summaryEvent}
            unitsText={labels.tideChartAxisUnits(units)}
            heightText={(value) =>
              formatters.formatAxisHeight(value, {
                locale,
                fractionDigits: layout.heightTicks.fractionDigits,
              })
            }
            hourText={(time) => formatters.formatChartHour(time, timeOptions)}
            now={
              nowInDay && nowLevel !== undefined
                ? { time: now, heightM: nowLevel, label: labels.tideChartNow }
                : undefined
            }
            reading={inspecting ? { time: current, heightM: currentLevel } : undefined}
          />
          <div
            className="tides-tide-chart__explore"
            data-slot="explore"
            role="slider"
            tabIndex={0}
            aria-label={labels.tideChartExplore}
            aria-describedby={keysId}
            aria-valuemin={0}
            aria-valuemax={minutes(day.end)}
            aria-valuenow={minutes(current)}
            aria-valuetext={pointText}
            style={{
              left: `${(plot.left / width) * 100}%`,
              right: `${(MARGIN.right / width) * 100}%`,
              top: `${(plot.top / CHART_HEIGHT) * 100}%`,
              bottom: `${(MARGIN.bottom / CHART_HEIGHT) * 100}%`,
            }}
            onKeyDown={handleKeyDown}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            onPointerMove={handlePointerMove}
            onPointerLeave={() => setHovered(false)}
          />
        </div>
        {observedRuns.length > 0 ? (
          <p className="tides-tide-chart__legend" data-slot="observed-legend">
            <span className="tides-tide-chart__observed-swatch" aria-hidden="true" />
            {labels.tideChartObservedLegend}
          </p>
        ) : null}
        <p className="tides-tide-chart__legend" data-slot="legend">
          {nights.length > 0 ? (
            <span
              className="tides-tide-chart__swatch"
              data-slot="night-swatch"
              aria-hidden="true"
            />
          ) : null}
          {labels.tideChartSunLegend({
            sunrise: sunTime(sun?.sunrise),
            sunset: sunTime(sun?.sunset),
            shaded: nights.length > 0,
          })}
        </p>
        <p
          className="tides-tide-chart__readout"
          data-slot="readout"
          data-state={inspecting ? 'reading' : 'hint'}
          aria-hidden="true"
        >
          {inspecting ? pointText : labels.tideChartHint}
        </p>
        <p className="tides-visually-hidden" id={keysId}>
          {labels.tideChartKeys}
        </p>
      </figure>
    );
  },
);
