/**
 * The current card's maths, apart from React: what comes next after an instant, and where the
 * speed chart puts everything. Pure: every instant is passed in, nothing reads the clock.
 */
import type { CurrentEvent, CurrentResult, SpeedUnits } from '../current-types.ts';
import { hourTicks, linearScale, niceTicks, type Ticks } from '../tide-chart/chart-model.ts';
import { speedIn } from './labels.ts';

/** The first slack, maximum flood and maximum ebb after `now`, each where the answer has one. */
export interface NextEvents {
  slack?: CurrentEvent;
  flood?: CurrentEvent;
  ebb?: CurrentEvent;
}

/** The first event of each kind after `now` (a weak maximum counts: the water runs hardest there for a while). */
export function nextEvents(events: readonly CurrentEvent[], now: number): NextEvents {
  const next: NextEvents = {};
  for (const event of events) {
    if (Date.parse(event.at) > now && !next[event.type]) next[event.type] = event;
  }
  return next;
}

/** Height of the speed chart in CSS pixels; its width is the container's. */
export const CURRENT_CHART_HEIGHT = 200;
/** Width drawn before the container is measured (server rendering, tests without layout). */
export const DEFAULT_CURRENT_CHART_WIDTH = 640;
/** Room around the plot: the "now" label above, hour labels below, speed labels to the left. */
const MARGIN = { top: 20, right: 16, bottom: 24, left: 40 } as const;
/** Room above the strongest flood and below the strongest ebb for their labels, as a share of it. */
const LABEL_HEADROOM = 0.3;
/** About this many speed ticks. */
const SPEED_TICK_COUNT = 4;
/** From this width the time axis is labelled every 3 hours; below it, every 6. */
const WIDE_CHART_MIN_WIDTH = 480;

/** Where everything of the speed chart goes, for a drawing `width` wide. */
export interface CurrentChartLayout {
  width: number;
  plot: { left: number; right: number; top: number; bottom: number };
  /** y of zero speed: slack water. */
  zeroY: number;
  speedTicks: Ticks;
  labelledHours: number[];
  x: (time: number) => number;
  /** A velocity's y, in the chosen units (flood positive). */
  y: (velocity: number) => number;
  /** The curve in drawing units. */
  curve: { x: number; y: number }[];
  /** The day's first and last instants. */
  day: { start: number; end: number };
}

/**
 * The chart of one day: the velocity curve from the day's local midnight to the next, flood up
 * and ebb down around a zero line in the middle, both directions on one scale so their
 * strengths compare at a glance. `undefined` when the answer has no curve for the day.
 */
export function currentChartLayout(input: {
  width: number;
  result: CurrentResult;
  date: string;
  units: SpeedUnits;
}): CurrentChartLayout | undefined {
  const { width, result, date, units } = input;
  const dayPoints = pointsOfDay(result.timeline, date);
  const first = dayPoints[0];
  const last = dayPoints[dayPoints.length - 1];
  if (!first || !last || last.time <= first.time) return undefined;
  const day = { start: first.time, end: last.time };
  const plot = {
    left: MARGIN.left,
    right: width - MARGIN.right,
    top: MARGIN.top,
    bottom: CURRENT_CHART_HEIGHT - MARGIN.bottom,
  };
  const strongest = Math.max(0.5, ...dayPoints.map((point) => Math.abs(point.velocity)));
  const reach = speedIn(strongest * (1 + LABEL_HEADROOM), units);
  const x = linearScale([day.start, day.end], [plot.left, plot.right]);
  const y = linearScale([-reach, reach], [plot.bottom, plot.top]);
  return {
    width,
    plot,
    zeroY: y(0),
    speedTicks: niceTicks(-reach, reach, SPEED_TICK_COUNT),
    labelledHours: hourTicks(day, result.station.timeZone, width >= WIDE_CHART_MIN_WIDTH ? 3 : 6),
    x,
    y,
    curve: dayPoints.map((point) => ({
      x: x(point.time),
      y: y(speedIn(point.velocity, units)),
    })),
    day,
  };
}

/**
 * The points of one local day, midnight to midnight: the answer's curve runs over every day
 * asked for, each point written with the station's offset (so its first ten characters are its
 * local date), and the next day's midnight closes the day, as on the tide chart.
 */
function pointsOfDay(timeline: CurrentResult['timeline'], date: string) {
  const points: { time: number; velocity: number }[] = [];
  for (const point of timeline) {
    const time = Date.parse(point.at);
    if (!Number.isFinite(time)) continue;
    const pointDate = point.at.slice(0, 10);
    if (pointDate === date) points.push({ time, velocity: point.velocityKnots });
    else if (pointDate > date && points.length > 0) {
      points.push({ time, velocity: point.velocityKnots });
      break;
    }
  }
  return points;
}
