import type { TideChartSummaryEvent } from '../labels.ts';
import {
  anchorFor,
  CHART_HEIGHT,
  extremeLabelY,
  LABEL_LINE_HEIGHT,
  type ChartLayout,
} from './chart-layout.ts';
import { areaPath, linePath, type ChartExtreme } from './chart-model.ts';

const EXTREME_DOT_RADIUS = 4;
const MARKER_DOT_RADIUS = 5;

export interface ChartDrawingProps {
  layout: ChartLayout;
  /** Night spans, `[from, to]` instants. */
  nights: readonly (readonly [number, number])[];
  extremes: readonly ChartExtreme[];
  /** Each high's and low's two label lines. */
  extremeText: (extreme: ChartExtreme) => TideChartSummaryEvent;
  /** The height units' label above the height axis. */
  unitsText: string;
  /** A height tick's label. */
  heightText: (value: number) => string;
  /** A labelled hour's text. */
  hourText: (time: number) => string;
  /** The "now" marker, when now falls in the day and the level there is known. */
  now?: { time: number; heightM: number; label: string } | undefined;
  /** The marker of the instant being read, while the visitor reads the curve. */
  reading?: { time: number; heightM: number } | undefined;
}

/**
 * The chart's picture: night shading, grid, the water under the curve, the curve, axes and
 * their labels, the "now" and reading markers, and each high and low with its time and height.
 * Hidden from assistive technology: the figure's summary and its slider say the same in words.
 */
export function ChartDrawing(props: ChartDrawingProps) {
  const { layout, nights, extremes, extremeText, unitsText, heightText, hourText, now, reading } =
    props;
  const { width, plot, heightTicks, labelledHours, x, y, yOf, curve } = layout;
  return (
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
      {layout.observed.length > 0 ? (
        <g data-slot="observed">
          {layout.observed.map((run, index) => (
            <path key={index} d={linePath(run)} />
          ))}
        </g>
      ) : null}
      <line data-slot="axis" x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
      <g data-slot="axis-labels">
        <text x={plot.left - 6} y={plot.top - 6} textAnchor="end" data-slot="units">
          {unitsText}
        </text>
        {heightTicks.values.map((value) => (
          <text key={value} x={plot.left - 6} y={y(value)} dy="0.32em" textAnchor="end">
            {heightText(value)}
          </text>
        ))}
        {labelledHours.map((time) => (
          <text key={time} x={x(time)} y={CHART_HEIGHT - 6} textAnchor="middle">
            {hourText(time)}
          </text>
        ))}
      </g>
      {/* Markers first, so the labels of highs and lows stay readable on top. */}
      {now ? (
        <g data-slot="now-marker">
          <line x1={x(now.time)} x2={x(now.time)} y1={plot.top} y2={plot.bottom} />
          <circle cx={x(now.time)} cy={yOf(now.heightM)} r={MARKER_DOT_RADIUS} />
          <text x={x(now.time)} y={plot.top - 6} textAnchor={anchorFor(x(now.time), plot)}>
            {now.label}
          </text>
        </g>
      ) : null}
      {reading ? (
        <g data-slot="focus-marker">
          <line x1={x(reading.time)} x2={x(reading.time)} y1={plot.top} y2={plot.bottom} />
          <circle cx={x(reading.time)} cy={yOf(reading.heightM)} r={MARKER_DOT_RADIUS} />
        </g>
      ) : null}
      {extremes.map((extreme) => {
        const cx = x(extreme.time);
        const cy = yOf(extreme.heightM);
        const text = extremeText(extreme);
        return (
          <g key={extreme.time} data-slot="extreme" data-type={extreme.type}>
            <circle cx={cx} cy={cy} r={EXTREME_DOT_RADIUS} />
            <text x={cx} y={extremeLabelY(extreme.type, cy)} textAnchor={anchorFor(cx, plot)}>
              <tspan data-slot="extreme-time">{text.time}</tspan>
              <tspan x={cx} dy={LABEL_LINE_HEIGHT} data-slot="extreme-height">
                {text.height}
              </tspan>
            </text>
          </g>
        );
      })}
    </svg>
  );
}
