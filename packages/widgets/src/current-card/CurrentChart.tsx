import * as React from 'react';
import type { CurrentEvent, CurrentResult, SpeedUnits } from '../current-types.ts';
import { anchorFor } from '../tide-chart/chart-layout.ts';
import { areaPath, linePath } from '../tide-chart/chart-model.ts';
import { useWidth } from '../tide-chart/use-chart-hooks.ts';
import { speedIn } from './labels.ts';
import {
  CURRENT_CHART_HEIGHT,
  currentChartLayout,
  DEFAULT_CURRENT_CHART_WIDTH,
} from './current-model.ts';

const EVENT_DOT_RADIUS = 4;
/** Distance of a maximum's label from its dot. */
const LABEL_OFFSET = 8;

export interface CurrentChartProps {
  result: CurrentResult;
  /** The day drawn, `'YYYY-MM-DD'`. */
  date: string;
  /** That day's slacks and maxima. */
  events: readonly CurrentEvent[];
  units: SpeedUnits;
  /** The "now" marker's instant, when now falls in the day. */
  now: number | undefined;
  /** What the figure shows, in words. */
  caption: string;
  /** The "now" marker's label. */
  nowText: string;
  /** A speed tick's text, in the chart's units (`'4'`). */
  speedText: (value: number, fractionDigits: number) => string;
  /** The units over the speed axis. */
  unitsText: string;
  /** A labelled hour's text. */
  hourText: (time: number) => string;
  /** A maximum's label: its speed. */
  eventText: (event: CurrentEvent) => string;
}

/**
 * The day's current as a picture: the speed along the flood axis, flood shaded above the zero
 * line and ebb below, each maximum dotted with its speed and each slack on the line. The
 * picture is hidden from assistive technology: the card's list says the same in words, and the
 * caption says what the picture is.
 */
export function CurrentChart(props: CurrentChartProps) {
  const { result, date, events, units, now, caption } = props;
  const [element, setElement] = React.useState<HTMLElement | null>(null);
  const width = useWidth(element) ?? DEFAULT_CURRENT_CHART_WIDTH;
  const id = React.useId();
  const layout = currentChartLayout({ width, result, date, units });
  if (!layout) return null;
  const { plot, zeroY, speedTicks, labelledHours, x, y, curve, day } = layout;
  const nowInDay = now !== undefined && now >= day.start && now <= day.end ? now : undefined;
  const floodClip = `${id}-flood`;
  const ebbClip = `${id}-ebb`;
  const area = areaPath(curve, zeroY);
  return (
    <figure
      className="tides-current-chart"
      data-slot="chart"
      ref={setElement}
      aria-labelledby={`${id}-caption`}
    >
      <svg
        viewBox={`0 0 ${width} ${CURRENT_CHART_HEIGHT}`}
        data-slot="drawing"
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <clipPath id={floodClip}>
            <rect
              x={plot.left}
              y={plot.top}
              width={plot.right - plot.left}
              height={zeroY - plot.top}
            />
          </clipPath>
          <clipPath id={ebbClip}>
            <rect
              x={plot.left}
              y={zeroY}
              width={plot.right - plot.left}
              height={plot.bottom - zeroY}
            />
          </clipPath>
        </defs>
        <g data-slot="grid">
          {speedTicks.values.map((value) => (
            <line key={value} x1={plot.left} x2={plot.right} y1={y(value)} y2={y(value)} />
          ))}
          {labelledHours.map((time) => (
            <line key={time} x1={x(time)} x2={x(time)} y1={plot.top} y2={plot.bottom} />
          ))}
        </g>
        <path data-slot="flood-area" d={area} clipPath={`url(#${floodClip})`} />
        <path data-slot="ebb-area" d={area} clipPath={`url(#${ebbClip})`} />
        <path data-slot="curve" d={linePath(curve)} />
        <line data-slot="zero" x1={plot.left} x2={plot.right} y1={zeroY} y2={zeroY} />
        <g data-slot="axis-labels">
          <text x={plot.left - 6} y={plot.top - 6} textAnchor="end">
            {props.unitsText}
          </text>
          {speedTicks.values.map((value) => (
            <text key={value} x={plot.left - 6} y={y(value)} dy="0.32em" textAnchor="end">
              {props.speedText(Math.abs(value), speedTicks.fractionDigits)}
            </text>
          ))}
          {labelledHours.map((time) => (
            <text key={time} x={x(time)} y={CURRENT_CHART_HEIGHT - 6} textAnchor="middle">
              {props.hourText(time)}
            </text>
          ))}
        </g>
        {nowInDay === undefined ? null : (
          <g data-slot="now-marker">
            <line x1={x(nowInDay)} x2={x(nowInDay)} y1={plot.top} y2={plot.bottom} />
            <text x={x(nowInDay)} y={plot.top - 6} textAnchor={anchorFor(x(nowInDay), plot)}>
              {props.nowText}
            </text>
          </g>
        )}
        {events.map((event) => {
          const time = Date.parse(event.at);
          if (time < day.start || time > day.end) return null;
          const cx = x(time);
          if (event.type === 'slack') {
            return (
              <circle
                key={event.at}
                data-slot="event"
                data-type="slack"
                cx={cx}
                cy={zeroY}
                r={EVENT_DOT_RADIUS}
              />
            );
          }
          const sign = event.type === 'flood' ? 1 : -1;
          const cy = y(sign * speedIn(event.speedKnots, units));
          return (
            <g key={event.at} data-slot="event" data-type={event.type}>
              <circle cx={cx} cy={cy} r={EVENT_DOT_RADIUS} />
              <text
                x={cx}
                y={event.type === 'flood' ? cy - LABEL_OFFSET : cy + LABEL_OFFSET}
                dy={event.type === 'flood' ? 0 : '0.8em'}
                textAnchor={anchorFor(cx, plot)}
              >
                {props.eventText(event)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption id={`${id}-caption`} data-slot="caption">
        {caption}
      </figcaption>
    </figure>
  );
}
