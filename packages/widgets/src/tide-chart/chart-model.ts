/**
 * The tide chart's maths, apart from React: reading the backend's curve and extremes, the
 * ticks of both axes, the night to shade, where the water stands and where it is going at an
 * instant, and the day's summary. Pure and deterministic: every instant is passed in, nothing
 * reads the clock, so each rule is tested on its own (chart-model.test.ts).
 */
import { METRES_PER_FOOT } from '../constants.ts';
import { wallClockInstant } from '../internal/zone-clock.ts';
import type { HeightUnits, TideEvent, TideResult } from '../types.ts';

const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
/** An instant this close to a high or low is read as that high or low, not as rising or falling. */
export const AT_EXTREME_MS = MINUTE_MS;
/** Mean solar declination amplitude in degrees (the Earth's axial tilt). */
const AXIAL_TILT_DEGREES = 23.44;
/** Days from the December solstice to 1 January, for the declination's cosine. */
const SOLSTICE_TO_NEW_YEAR_DAYS = 10;

/** One point of the water-level curve. */
export interface CurvePoint {
  /** The instant, in milliseconds since the epoch. */
  time: number;
  /** Height above the datum in metres. */
  heightM: number;
}

/** A high or low water placed on the chart. */
export interface ChartExtreme extends CurvePoint {
  type: 'high' | 'low';
  /** The event as the backend sent it, for its display text. */
  event: TideEvent;
}

/** Which way the water is moving. */
export type TideTrend = 'rising' | 'falling';

/** What the water is doing at an instant: moving, or turning at a high or a low. */
export type TidePointTrend = TideTrend | 'high' | 'low';

/** The first and last instants of the curve: the station's local midnight and the next. */
export interface ChartDay {
  start: number;
  end: number;
}

/**
 * The backend's curve as numbers, in time order. Points whose instant or height cannot be read
 * are dropped rather than drawn at zero.
 */
export function readTimeline(timeline: TideResult['timeline']): CurvePoint[] {
  const points: CurvePoint[] = [];
  for (const point of timeline ?? []) {
    const time = Date.parse(point.at);
    if (Number.isFinite(time) && Number.isFinite(point.heightM)) {
      points.push({ time, heightM: point.heightM });
    }
  }
  return points.sort((a, b) => a.time - b.time);
}

/**
 * A gap between observations longer than this breaks the observed line: missing or flagged
 * observations are left out, never bridged as if the water had been measured.
 */
export const OBSERVED_GAP_MS = 13 * MINUTE_MS;

/**
 * The observations inside the day as runs of points to draw as lines, in time order: a run
 * ends where observations are missing. Observations that cannot be read are dropped.
 */
export function readObserved(
  observed: readonly { at: string; heightM: number }[] | undefined,
  day: ChartDay,
): CurvePoint[][] {
  const points = readTimeline(observed ? [...observed] : []).filter(
    (point) => point.time >= day.start && point.time <= day.end,
  );
  const runs: CurvePoint[][] = [];
  let run: CurvePoint[] = [];
  for (const point of points) {
    const last = run[run.length - 1];
    if (last && point.time - last.time > OBSERVED_GAP_MS) {
      runs.push(run);
      run = [];
    }
    run.push(point);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** The span the curve covers, or `undefined` when there is no curve to draw. */
export function chartDay(points: readonly CurvePoint[]): ChartDay | undefined {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last || last.time <= first.time) return undefined;
  return { start: first.time, end: last.time };
}

/**
 * The day's highs and lows that can be placed on the chart (those with an instant and a height
 * in metres, inside the day), in time order. Prefers `extremes`, else the two lists.
 */
export function readExtremes(result: TideResult, day: ChartDay): ChartExtreme[] {
  const events = result.extremes ?? [
    ...result.highTides.map((event) => ({ ...event, type: event.type ?? ('high' as const) })),
    ...result.lowTides.map((event) => ({ ...event, type: event.type ?? ('low' as const) })),
  ];
  const extremes: ChartExtreme[] = [];
  for (const event of events) {
    const time = event.at ? Date.parse(event.at) : NaN;
    const { heightM, type } = event;
    if (!Number.isFinite(time) || typeof heightM !== 'number' || !type) continue;
    if (time < day.start || time > day.end) continue;
    extremes.push({ time, heightM, type, event });
  }
  return extremes.sort((a, b) => a.time - b.time);
}

/** A height in metres in the chosen units. */
export function toUnits(heightM: number, units: HeightUnits): number {
  return units === 'm' ? heightM : heightM / METRES_PER_FOOT;
}

/** The water level at an instant, read linearly between the curve's points; `undefined` off the curve. */
export function heightAt(points: readonly CurvePoint[], time: number): number | undefined {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last || time < first.time || time > last.time) return undefined;
  // Binary search for the first point at or after the instant.
  let low = 0;
  let high = points.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (points[middle]!.time < time) low = middle + 1;
    else high = middle;
  }
  const after = points[low]!;
  if (after.time === time || low === 0) return after.heightM;
  const before = points[low - 1]!;
  const fraction = (time - before.time) / (after.time - before.time);
  return before.heightM + (after.heightM - before.heightM) * fraction;
}

/**
 * Which way the water moves at an instant. The highs and lows decide it (heading for a high is
 * rising), since they are the predictions people act on; the curve's slope decides only when
 * the day has none.
 */
export function trendAt(
  points: readonly CurvePoint[],
  extremes: readonly ChartExtreme[],
  time: number,
): TideTrend {
  const next = extremes.find((extreme) => extreme.time > time);
  if (next) return next.type === 'high' ? 'rising' : 'falling';
  const previous = extremes.findLast((extreme) => extreme.time <= time);
  if (previous) return previous.type === 'high' ? 'falling' : 'rising';
  const earlier = heightAt(points, time - 5 * MINUTE_MS) ?? heightAt(points, time);
  const later = heightAt(points, time + 5 * MINUTE_MS) ?? heightAt(points, time);
  return (later ?? 0) >= (earlier ?? 0) ? 'rising' : 'falling';
}

/** The high or low at an instant (within {@link AT_EXTREME_MS}), if there is one. */
export function extremeAt(
  extremes: readonly ChartExtreme[],
  time: number,
): ChartExtreme | undefined {
  return extremes.find((extreme) => Math.abs(extreme.time - time) < AT_EXTREME_MS);
}

/** What the water is doing at an instant: at a high or a low, else rising or falling. */
export function pointTrendAt(
  points: readonly CurvePoint[],
  extremes: readonly ChartExtreme[],
  time: number,
): TidePointTrend {
  return extremeAt(extremes, time)?.type ?? trendAt(points, extremes, time);
}

/** Evenly spaced, round tick values. */
export interface Ticks {
  values: number[];
  /** Decimals needed to write every value exactly. */
  fractionDigits: number;
}

/**
 * Round tick values (steps of 1, 2 or 5 times a power of ten) inside `[min, max]`, about
 * `count` of them: the rule d3's `ticks` follows, so a 10.5 ft range is marked every 2 ft.
 */
export function niceTicks(min: number, max: number, count: number): Ticks {
  if (!(max > min) || count < 1) return { values: [min], fractionDigits: decimalsOf(min) };
  const rough = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const error = rough / power;
  const factor =
    error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1;
  const step = factor * power;
  const fractionDigits = decimalsOf(step);
  const values: number[] = [];
  for (let index = Math.ceil(min / step); index * step <= max + step * 1e-9; index += 1) {
    // Multiply, never accumulate, and round away binary noise (0.30000000000000004).
    values.push(Number((index * step).toFixed(fractionDigits)));
  }
  return { values, fractionDigits };
}

function decimalsOf(value: number): number {
  let digits = 0;
  while (digits < 6 && Math.abs(Math.round(value * 10 ** digits) - value * 10 ** digits) > 1e-6) {
    digits += 1;
  }
  return digits;
}

/**
 * The instants in the day that fall on a whole local hour divisible by `everyHours`, midnight
 * to midnight. Read in the station's zone, so a daylight-saving day gets 23 or 25 hours and its
 * labels stay on the clock (no 2 AM on the spring-forward day).
 */
export function hourTicks(day: ChartDay, timeZone: string, everyHours: number): number[] {
  const ticks: number[] = [];
  // Local midnight starts the day; whole hours follow every 3,600,000 ms in every zone whose
  // offset and daylight-saving shift are whole hours, which is every US zone.
  for (let time = day.start; time <= day.end; time += HOUR_MS) {
    const wall = new Date(wallClockInstant(timeZone, time));
    if (wall.getUTCMinutes() === 0 && wall.getUTCHours() % everyHours === 0) ticks.push(time);
  }
  return ticks;
}

/** Sunrise and sunset as the result gives them. */
export interface SunTimes {
  sunrise: string | null;
  sunset: string | null;
}

/**
 * Whether the sun is above the horizon at local solar noon on a day, at a latitude: how a day
 * with neither sunrise nor sunset is told apart (midnight sun, or polar night). Uses the
 * cosine approximation of the sun's declination, good to about a degree, which is plenty for
 * a question that only matters far inside the polar circles.
 */
export function isSunUpAtNoon(latitude: number, date: string): boolean {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  const dayOfYear = (Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 0)) / (24 * HOUR_MS);
  const declination =
    -AXIAL_TILT_DEGREES * Math.cos(((2 * Math.PI) / 365) * (dayOfYear + SOLSTICE_TO_NEW_YEAR_DAYS));
  return 90 - Math.abs(latitude - declination) > 0;
}

/**
 * The parts of the day the sun is down, as `[from, to]` instants. Before sunrise and after
 * sunset on an ordinary day; between sunset and sunrise when the sun sets first (a short
 * summer night far north); all day or none when it neither rises nor sets (`sunUp` says
 * which); nothing when the result does not say.
 */
export function nightSpans(
  day: ChartDay,
  sun: SunTimes | undefined,
  sunUp: () => boolean | undefined,
): [number, number][] {
  if (!sun) return [];
  const sunrise = sun.sunrise === null ? null : Date.parse(sun.sunrise);
  const sunset = sun.sunset === null ? null : Date.parse(sun.sunset);
  let spans: [number, number][];
  if (sunrise === null && sunset === null) {
    const up = sunUp();
    spans = up === false ? [[day.start, day.end]] : [];
  } else if (sunset === null) {
    spans = [[day.start, sunrise!]];
  } else if (sunrise === null) {
    spans = [[sunset, day.end]];
  } else if (sunrise <= sunset) {
    spans = [
      [day.start, sunrise],
      [sunset, day.end],
    ];
  } else {
    spans = [[sunset, sunrise]];
  }
  return spans
    .filter(([from, to]) => Number.isFinite(from) && Number.isFinite(to))
    .map(([from, to]): [number, number] => [Math.max(day.start, from), Math.min(day.end, to)])
    .filter(([from, to]) => to > from);
}

/** What the chart says in words. */
export interface ChartSummary {
  /** The water now, when now falls inside the day. */
  now?: CurvePoint & { trend: TideTrend };
  /** The next two highs or lows after now, within the day (empty when now is not in the day). */
  upcoming: ChartExtreme[];
  /** The day's highs, in time order. */
  highs: ChartExtreme[];
  /** The day's lows, in time order. */
  lows: ChartExtreme[];
}

/** Whether an instant falls inside the charted day, ends included. */
export function isInDay(day: ChartDay, time: number | null | undefined): time is number {
  return typeof time === 'number' && time >= day.start && time <= day.end;
}

/** Summarises the day; with `now` inside it, from now on. */
export function summarise(
  points: readonly CurvePoint[],
  extremes: readonly ChartExtreme[],
  now: number | undefined,
): ChartSummary {
  const highs = extremes.filter((extreme) => extreme.type === 'high');
  const lows = extremes.filter((extreme) => extreme.type === 'low');
  const day = chartDay(points);
  const heightNow = day && isInDay(day, now) ? heightAt(points, now) : undefined;
  if (now === undefined || heightNow === undefined) return { upcoming: [], highs, lows };
  return {
    now: { time: now, heightM: heightNow, trend: trendAt(points, extremes, now) },
    upcoming: extremes.filter((extreme) => extreme.time > now).slice(0, 2),
    highs,
    lows,
  };
}

/**
 * Where the keyboard goes next from `current` among sorted `stops`: the first stop strictly
 * after it (`direction` 1) or before it (-1), else `current` itself at either end.
 */
export function nextStop(stops: readonly number[], current: number, direction: 1 | -1): number {
  if (direction === 1) return stops.find((stop) => stop > current) ?? current;
  return stops.findLast((stop) => stop < current) ?? current;
}

/** The curve point nearest an instant (for the pointer, which reads the curve as drawn). */
export function nearestPoint(points: readonly CurvePoint[], time: number): CurvePoint | undefined {
  let best: CurvePoint | undefined;
  for (const point of points) {
    if (!best || Math.abs(point.time - time) < Math.abs(best.time - time)) best = point;
  }
  return best;
}

/** A linear map from a domain onto a range, like d3's `scaleLinear` without the extras. */
export function linearScale(
  [domainStart, domainEnd]: readonly [number, number],
  [rangeStart, rangeEnd]: readonly [number, number],
): (value: number) => number {
  const span = domainEnd - domainStart;
  return (value) =>
    span === 0
      ? (rangeStart + rangeEnd) / 2
      : rangeStart + ((value - domainStart) / span) * (rangeEnd - rangeStart);
}

/** SVG path data through the points, to a tenth of a unit (finer is invisible and heavier). */
export function linePath(points: readonly { x: number; y: number }[]): string {
  return points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${round1(point.x)},${round1(point.y)}`)
    .join('');
}

/** SVG path data of the area between the line through the points and a baseline. */
export function areaPath(points: readonly { x: number; y: number }[], baseline: number): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return '';
  return `${linePath(points)}L${round1(last.x)},${round1(baseline)}L${round1(first.x)},${round1(baseline)}Z`;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
