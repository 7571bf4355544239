import type { HeightUnits } from '../types.ts';
import {
  hourTicks,
  linearScale,
  niceTicks,
  toUnits,
  type ChartDay,
  type ChartExtreme,
  type CurvePoint,
  type Ticks,
} from './chart-model.ts';

/** Height of the drawing in CSS pixels; its width is the container's. */
export const CHART_HEIGHT = 260;
/** Width drawn before the container is measured (server rendering, tests without layout). */
export const DEFAULT_CHART_WIDTH = 640;
/** From this width the time axis is labelled every 3 hours; below it, every 6, so labels never touch. */
const WIDE_CHART_MIN_WIDTH = 480;
const WIDE_HOUR_LABEL_STEP = 3;
const NARROW_HOUR_LABEL_STEP = 6;
/** Room around the plot: the "now" label above, hour labels below, height labels to the left. */
export const MARGIN = { top: 20, right: 20, bottom: 24, left: 40 } as const;
/** Room inside the plot above the top of the curve and below its bottom for the two-line labels of highs and lows. */
const EXTREME_LABEL_ROOM = 36;
/** About this many height ticks; the exact count is whatever round step fits the range. */
const HEIGHT_TICK_COUNT = 4;
/** A label this close to either end of the plot is anchored inward so it is not cut off. */
const LABEL_EDGE_ROOM = 28;
/** Distance of a label's two lines from its dot, and from each other. */
const LABEL_OFFSET = 10;
export const LABEL_LINE_HEIGHT = 13;

/** The plot's edges in the drawing's units (CSS pixels once the width is measured). */
export interface PlotBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Where everything of one day's chart goes, for a drawing `width` wide. */
export interface ChartLayout {
  width: number;
  plot: PlotBox;
  /** The height axis' ticks, in the chosen units. */
  heightTicks: Ticks;
  /** The hours labelled on the time axis (every 3 or every 6, by width). */
  labelledHours: number[];
  /** An instant's x. */
  x: (time: number) => number;
  /** A height's y, in the chosen units (the axis' ticks). */
  y: (height: number) => number;
  /** A height's y, in metres (the data's). */
  yOf: (heightM: number) => number;
  /** The curve's points in drawing units. */
  curve: { x: number; y: number }[];
  /** The observed runs in drawing units: one line each. */
  observed: { x: number; y: number }[][];
}

/**
 * The chart's geometry: the plot inside its margins, a height scale that leaves room above
 * the highest and below the lowest point for the labels of highs and lows, and a time scale
 * over the day.
 */
export function chartLayout(input: {
  width: number;
  day: ChartDay;
  points: readonly CurvePoint[];
  extremes: readonly ChartExtreme[];
  /** Observed runs drawn over the curve; the height scale makes room for them too. */
  observed?: readonly (readonly CurvePoint[])[];
  units: HeightUnits;
  timeZone: string;
}): ChartLayout {
  const { width, day, points, extremes, observed = [], units, timeZone } = input;
  const plot = {
    left: MARGIN.left,
    right: width - MARGIN.right,
    top: MARGIN.top,
    bottom: CHART_HEIGHT - MARGIN.bottom,
  };
  const heights = [...points, ...extremes, ...observed.flat()].map((point) =>
    toUnits(point.heightM, units),
  );
  const lowest = Math.min(...heights);
  const highest = Math.max(...heights);
  const x = linearScale([day.start, day.end], [plot.left, plot.right]);
  const y = linearScale(
    [lowest, highest],
    [plot.bottom - EXTREME_LABEL_ROOM, plot.top + EXTREME_LABEL_ROOM],
  );
  const yOf = (heightM: number) => y(toUnits(heightM, units));
  const labelStep = width >= WIDE_CHART_MIN_WIDTH ? WIDE_HOUR_LABEL_STEP : NARROW_HOUR_LABEL_STEP;
  return {
    width,
    plot,
    heightTicks: niceTicks(lowest, highest, HEIGHT_TICK_COUNT),
    labelledHours: hourTicks(day, timeZone, labelStep),
    x,
    y,
    yOf,
    curve: points.map((point) => ({ x: x(point.time), y: yOf(point.heightM) })),
    observed: observed.map((run) =>
      run.map((point) => ({ x: x(point.time), y: yOf(point.heightM) })),
    ),
  };
}

/** Where a label near either end of the plot must be anchored to stay inside it. */
export function anchorFor(x: number, plot: PlotBox): 'start' | 'middle' | 'end' {
  if (x < plot.left + LABEL_EDGE_ROOM) return 'start';
  if (x > plot.right - LABEL_EDGE_ROOM) return 'end';
  return 'middle';
}

/** The first line of a high's label sits above its dot; a low's, below. */
export function extremeLabelY(type: ChartExtreme['type'], dotY: number): number {
  return type === 'high'
    ? dotY - LABEL_OFFSET - LABEL_LINE_HEIGHT
    : dotY + LABEL_OFFSET + LABEL_LINE_HEIGHT * 0.75;
}
