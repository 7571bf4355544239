'use client';
import * as React from 'react';
import { CHART_CLOCK_INTERVAL_MS, DEFAULT_LOCALE } from '../constants.ts';
import type { TideFormatters } from '../formatters.ts';
import { classNames } from '../internal/class-names.ts';
import { Heading, type HeadingLevel } from '../internal/heading.tsx';
import { useFormatters, useLabels } from '../internal/use-text.ts';
import type { TideChartSummaryEvent, TideLabels } from '../labels.ts';
import type { HeightUnits, TideResult, TidesTheme } from '../types.ts';
import {
  areaPath,
  chartDay,
  extremeAt,
  heightAt,
  hourTicks,
  isInDay,
  isSunUpAtNoon,
  linearScale,
  linePath,
  nearestPoint,
  nextStop,
  niceTicks,
  nightSpans,
  pointTrendAt,
  readExtremes,
  readTimeline,
  summarise,
  toUnits,
  type ChartExtreme,
} from './chart-model.ts';

/** Height of the drawing in CSS pixels; its width is the container's. */
const CHART_HEIGHT = 260;
/** Width drawn before the container is measured (server rendering, tests without layout). */
const DEFAULT_CHART_WIDTH = 640;
/** From this width the time axis is labelled every 3 hours; below it, every 6, so labels never touch. */
const WIDE_CHART_MIN_WIDTH = 480;
const WIDE_HOUR_LABEL_STEP = 3;
const NARROW_HOUR_LABEL_STEP = 6;
/** Room around the plot: the "now" label above, hour labels below, height labels to the left. */
const MARGIN = { top: 20, right: 20, bottom: 24, left: 40 } as const;
/** Room inside the plot above the top of the curve and below its bottom for the two-line labels of highs and lows. */
const EXTREME_LABEL_ROOM = 36;
/** About this many height ticks; the exact count is whatever round step fits the range. */
const HEIGHT_TICK_COUNT = 4;
/** A label this close to either end of the plot is anchored inward so it is not cut off. */
const LABEL_EDGE_ROOM = 28;
/** Distance of a label's two lines from its dot, and from each other. */
const LABEL_OFFSET = 10;
const LABEL_LINE_HEIGHT = 13;
const EXTREME_DOT_RADIUS = 4;
const MARKER_DOT_RADIUS = 5;
/** Zone used when a result carries no station, so times are at least honest about it. */
const FALLBACK_TIME_ZONE = 'UTC';

/** What the chart shows, as `data-state` on its root: `ready` with a curve, `empty` without. */
export type TideChartState = 'ready' | 'empty';

export interface TideChartProps extends React.ComponentPropsWithoutRef<'figure'> {
  /** The day to chart, as `get-tide-data` returns it; the curve comes from its `timeline`. */
  result: TideResult;
  /** Units of the height axis and every height shown. @defaultValue `'ft'` */
  units?: HeightUnits;
  /** The current instant: the "now" marker and the summary's "now" appear when it falls in the day. @defaultValue the clock, re-read every minute */
  now?: Date;
  /** BCP 47 locale of times and numbers. @defaultValue `'en-US'` */
  locale?: string;
  /** Level of the chart's heading. @defaultValue `3` */
  headingLevel?: HeadingLevel;
  /** Overrides for the interface text. @defaultValue `defaultLabels` */
  labels?: Partial<TideLabels>;
  /** Overrides for the formatters (axis hours and heights, times, levels). @defaultValue `defaultFormatters` */
  formatters?: Partial<TideFormatters>;
  /** Colour scheme; unset inherits an enclosing widget's, else light. @defaultValue `undefined` */
  theme?: TidesTheme;
}

// Measuring before paint avoids a frame drawn at the default width; servers have no layout.
const useIsomorphicLayoutEffect =
  typeof window === 'undefined' ? React.useEffect : React.useLayoutEffect;

/** The element's width in CSS pixels, kept current; `undefined` until it has one. */
function useWidth(element: HTMLElement | null): number | undefined {
  const [width, setWidth] = React.useState<number>();
  useIsomorphicLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/** The given instant, else the clock, re-read every minute so the "now" marker moves. */
function useNow(now: Date | undefined): number {
  const [clock, setClock] = React.useState(() => Date.now());
  React.useEffect(() => {
    if (now) return;
    const timer = setInterval(() => setClock(Date.now()), CHART_CLOCK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [now]);
  return now ? now.getTime() : clock;
}

/** Where a label near either end of the plot must be anchored to stay inside it. */
function anchorFor(x: number, left: number, right: number): 'start' | 'middle' | 'end' {
  if (x < left + LABEL_EDGE_ROOM) return 'start';
  if (x > right - LABEL_EDGE_ROOM) return 'end';
  return 'middle';
}

/**
 * The day's water level as a curve in the station's time, with its highs and lows marked,
 * night shaded and a "now" marker on today. The drawing is hidden from assistive technology;
 * a summary sentence describes the figure, and a keyboard control (a slider over the day)
 * reads the level at any hour, or jumps from high to low.
 */
export const TideChart = /* @__PURE__ */ React.forwardRef<HTMLElement, TideChartProps>(
  function TideChart(props, forwardedRef) {
    const {
      result,
      units = 'ft',
      now: nowProp,
      locale = DEFAULT_LOCALE,
      headingLevel = 3,
      labels: labelOverrides,
      formatters: formatterOverrides,
      theme,
      className,
      ...rootProps
    } = props;
    const labels = useLabels(labelOverrides);
    const formatters = useFormatters(formatterOverrides);
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

    const timeOptions = { locale, timeZone };
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
    const summary = summarise(points, extremes, now);
    const summaryText = labels.tideChartSummary({
      now: summary.now && {
        trend: summary.now.trend,
        height: formatters.formatWaterLevel(summary.now.heightM, { locale, units }),
      },
      upcoming: summary.upcoming.map(summaryEvent),
      highs: summary.highs.map(summaryEvent),
      lows: summary.lows.map(summaryEvent),
    });

    // Geometry, in the drawing's units, which are CSS pixels once the width is measured.
    const plot = {
      left: MARGIN.left,
      right: width - MARGIN.right,
      top: MARGIN.top,
      bottom: CHART_HEIGHT - MARGIN.bottom,
    };
    const heights = [...points, ...extremes].map((point) => toUnits(point.heightM, units));
    const lowest = Math.min(...heights);
    const highest = Math.max(...heights);
    const heightTicks = niceTicks(lowest, highest, HEIGHT_TICK_COUNT);
    const x = linearScale([day.start, day.end], [plot.left, plot.right]);
    const y = linearScale(
      [lowest, highest],
      [plot.bottom - EXTREME_LABEL_ROOM, plot.top + EXTREME_LABEL_ROOM],
    );
    const yOf = (heightM: number) => y(toUnits(heightM, units));
    const curve = points.map((point) => ({ x: x(point.time), y: yOf(point.heightM) }));
    const labelStep = width >= WIDE_CHART_MIN_WIDTH ? WIDE_HOUR_LABEL_STEP : NARROW_HOUR_LABEL_STEP;
    const labelledHours = hourTicks(day, timeZone, labelStep);

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
          })
        : formatters.formatTideTime(
            { time: '', height: '', at: new Date(current).toISOString() },
            { locale, timeZone, timeZoneAbbreviation: timeZoneName },
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
          <svg
            className="tides-tide-chart__drawing"
            data-slot="drawing"
            viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
            aria-hidden="true"
            focusable="false"
          >
            {nights.map(([from, to]) => (
              <rect
                key={from}
                data-slot="night"
                x={x(from)}
                y={plot.top}
                width={x(to) - x(from)}
                height={plot.bottom - plot.top}
              />
            ))}
            <g data-slot="grid">
              {heightTicks.values.map((value) => (
                <line key={value} x1={plot.left} x2={plot.right} y1={y(value)} y2={y(value)} />
              ))}
              {labelledHours.map((time) => (
                <line key={time} x1={x(time)} x2={x(time)} y1={plot.top} y2={plot.bottom} />
              ))}
            </g>
            <path data-slot="area" d={areaPath(curve, plot.bottom)} />
            <path data-slot="curve" d={linePath(curve)} />
            <line
              data-slot="axis"
              x1={plot.left}
              x2={plot.right}
              y1={plot.bottom}
              y2={plot.bottom}
            />
            <g data-slot="axis-labels">
              <text x={plot.left - 6} y={plot.top - 6} textAnchor="end" data-slot="units">
                {labels.tideChartAxisUnits(units)}
              </text>
              {heightTicks.values.map((value) => (
                <text key={value} x={plot.left - 6} y={y(value)} dy="0.32em" textAnchor="end">
                  {formatters.formatAxisHeight(value, {
                    locale,
                    fractionDigits: heightTicks.fractionDigits,
                  })}
                </text>
              ))}
              {labelledHours.map((time) => (
                <text key={time} x={x(time)} y={CHART_HEIGHT - 6} textAnchor="middle">
                  {formatters.formatChartHour(time, timeOptions)}
                </text>
              ))}
            </g>
            {/* Markers first, so the labels of highs and lows stay readable on top. */}
            {nowInDay && nowLevel !== undefined ? (
              <g data-slot="now-marker">
                <line x1={x(now)} x2={x(now)} y1={plot.top} y2={plot.bottom} />
                <circle cx={x(now)} cy={yOf(nowLevel)} r={MARKER_DOT_RADIUS} />
                <text
                  x={x(now)}
                  y={plot.top - 6}
                  textAnchor={anchorFor(x(now), plot.left, plot.right)}
                >
                  {labels.tideChartNow}
                </text>
              </g>
            ) : null}
            {inspecting ? (
              <g data-slot="focus-marker">
                <line x1={x(current)} x2={x(current)} y1={plot.top} y2={plot.bottom} />
                <circle cx={x(current)} cy={yOf(currentLevel)} r={MARKER_DOT_RADIUS} />
              </g>
            ) : null}
            {extremes.map((extreme) => {
              const cx = x(extreme.time);
              const cy = yOf(extreme.heightM);
              const text = summaryEvent(extreme);
              const firstLine =
                extreme.type === 'high'
                  ? cy - LABEL_OFFSET - LABEL_LINE_HEIGHT
                  : cy + LABEL_OFFSET + LABEL_LINE_HEIGHT * 0.75;
              return (
                <g key={extreme.time} data-slot="extreme" data-type={extreme.type}>
                  <circle cx={cx} cy={cy} r={EXTREME_DOT_RADIUS} />
                  <text x={cx} y={firstLine} textAnchor={anchorFor(cx, plot.left, plot.right)}>
                    <tspan data-slot="extreme-time">{text.time}</tspan>
                    <tspan x={cx} dy={LABEL_LINE_HEIGHT} data-slot="extreme-height">
                      {text.height}
                    </tspan>
                  </text>
                </g>
              );
            })}
          </svg>
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
