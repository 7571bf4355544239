/**
 * A current station's day as get-current-data answers it: its slacks and maxima and its velocity
 * every few minutes, what predictCurrentSpan gives, from a search a few hours around the day on
 * the grid of the whole padded window. A run of the current one way, between two slacks, is
 * listed from its own turning points alone, so the runs that cover the day, found whole, give
 * exactly the events the whole window gives there.
 */
import {
  crossingBetween,
  levelAt,
  levelsAlong,
  scanTurningPoints,
  type CurveExtreme,
  type HarmonicCurve,
} from './extremes.ts';
import {
  EVENT_SEARCH_PAD_MS,
  largestOffsetMs,
  predictCurrentSpan,
  runEvents,
  runsThatWay,
  subordinateEvent,
  type CurrentStation,
  type Keyframe,
  type PredictedCurrentEvent,
} from './current-prediction.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * The widths searched around a harmonic station's day before the whole EVENT_SEARCH_PAD_MS. A
 * slack lies between a maximum flood and a maximum ebb about six hours apart, so a slack before
 * the day with both its maxima searched takes up to twelve: across the catalogue 10 hours settle
 * 88% of the days, 20 hours 98%.
 */
const REFERENCE_SETTLING_MARGINS_MS = [10 * HOUR_MS, 20 * HOUR_MS];
/**
 * A subordinate's, beyond its largest time offset: it needs a keyframe of its own either side of
 * the day, each made from a reference event after the first slack found. Across the catalogue
 * 12 hours settle 94% of its days, 20 hours 99%.
 */
const SETTLING_MARGINS_MS = [12 * HOUR_MS, 20 * HOUR_MS];

/** A day's velocity: its instants and the knots at each, flood positive. */
export interface DayVelocities {
  times: number[];
  velocities: Float64Array;
}

/** A current station's day: events around it and its velocity over it. */
export interface PredictedCurrentDay {
  events: PredictedCurrentEvent[];
  timeline: DayVelocities;
}

/**
 * The events of every whole run among `turns` (the turning points of one stretch of the curve,
 * none left out), from the first slack to the last, both included; null without two slacks.
 */
function wholeRunEvents(
  curve: HarmonicCurve,
  turns: readonly CurveExtreme[],
): PredictedCurrentEvent[] | null {
  const changes = (index: number) => turns[index - 1]!.level > 0 !== turns[index]!.level > 0;
  let first = 1;
  while (first < turns.length && !changes(first)) first += 1;
  let last = turns.length - 1;
  while (last > first && !changes(last)) last -= 1;
  if (last <= first) return null;
  const slack = (index: number): PredictedCurrentEvent => ({
    time: crossingBetween(curve, turns[index - 1]!, turns[index]!),
    type: 'slack',
    velocity: 0,
    weak: false,
  });
  const events = [slack(first)];
  let run: CurveExtreme[] = [];
  for (let index = first; index < last; index += 1) {
    if (index > first && changes(index)) {
      events.push(...runEvents(run), slack(index));
      run = [];
    }
    run.push(turns[index]!);
  }
  events.push(...runEvents(run), slack(last));
  return events;
}

/**
 * The station's keyframes whose (offset) times fall in [fromMs, toMs], with one at or before
 * fromMs and one at or after toMs, exactly as predictCurrentSpan's whole-window search lists
 * them; null when `margin` hours around the window do not settle them.
 */
function settledFrames(
  station: CurrentStation,
  fromMs: number,
  toMs: number,
  margin: number,
): Keyframe[] | null {
  const offsets = station.offsets;
  const offsetMs = largestOffsetMs(offsets);
  // The whole search: curveCurrentEvents over the window padded, and a subordinate's widened by
  // its offsets and padded again first.
  const pad = offsets ? EVENT_SEARCH_PAD_MS + offsetMs + EVENT_SEARCH_PAD_MS : EVENT_SEARCH_PAD_MS;
  const scan = scanTurningPoints(
    station.curve,
    fromMs - pad,
    toMs + pad,
    fromMs - offsetMs - margin,
    toMs + offsetMs + margin,
    true,
  );
  const events = wholeRunEvents(station.curve, scan.extremes);
  if (!events) return null;
  if (!offsets) {
    if (events[0]!.time > fromMs || events.at(-1)!.time < toMs) return null;
    return events.map((event) => ({ reference: event, offset: event }));
  }
  // The first event's offset needs the event before it, not known here; the events of the runs
  // not found lie before the first's time or after the last's. Moved by at most offsetMs and the
  // rounding to the minute, none of those lands between these bounds.
  const knownFromMs = events[0]!.time + offsetMs + MINUTE_MS;
  const knownToMs = events.at(-1)!.time - offsetMs - MINUTE_MS;
  const frames = events
    .slice(1)
    .map((event, index) => ({
      reference: event,
      offset: subordinateEvent(event, events[index], offsets),
    }))
    .sort((a, b) => a.offset.time - b.offset.time)
    .filter((frame) => frame.offset.time >= knownFromMs && frame.offset.time <= knownToMs);
  const first = frames[0];
  const last = frames.at(-1);
  if (!first || !last || first.offset.time > fromMs || last.offset.time < toMs) return null;
  return frames;
}

/**
 * predictCurrentSpan(station, startMs, endMs, stepMs, eventsAroundMs), its timeline as instants
 * and a velocity array: the events from a search a few hours around the day, widened only when
 * that does not settle them.
 */
export function predictCurrentDay(
  station: CurrentStation,
  startMs: number,
  endMs: number,
  stepMs: number,
  eventsAroundMs: number,
): PredictedCurrentDay {
  const from = startMs - eventsAroundMs;
  const to = endMs + eventsAroundMs;
  let frames: Keyframe[] | null = null;
  for (const margin of station.offsets ? SETTLING_MARGINS_MS : REFERENCE_SETTLING_MARGINS_MS) {
    frames = settledFrames(station, from, to, margin);
    if (frames) break;
  }
  if (!frames) {
    const span = predictCurrentSpan(station, startMs, endMs, stepMs, eventsAroundMs);
    return {
      events: span.events,
      timeline: {
        times: span.timeline.map((point) => point.time),
        velocities: Float64Array.from(span.timeline, (point) => point.velocity),
      },
    };
  }
  // A subordinate leaves out the maxima of a way its current never runs; a reference lists all.
  const events = frames
    .map((frame) => frame.offset)
    .filter(
      (event) => event.time >= from && event.time < to && (!station.offsets || runsThatWay(event)),
    );
  return {
    events,
    timeline: velocitiesFrom(station, frames, startMs, endMs, stepMs),
  };
}

/**
 * The velocity from startMs to endMs inclusive, stepMs apart: a reference's from levelsAlong; a
 * subordinate's as predictCurrentSpan draws it, its points between the same two keyframes sitting
 * evenly on its reference's curve, a run of them one levelsAlong.
 */
function velocitiesFrom(
  station: CurrentStation,
  frames: readonly Keyframe[],
  startMs: number,
  endMs: number,
  stepMs: number,
): DayVelocities {
  const count = Math.floor((endMs - startMs) / stepMs) + 1;
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) times.push(startMs + index * stepMs);
  const velocities = new Float64Array(count);
  const offsets = station.offsets;
  if (!offsets) {
    levelsAlong(station.curve, startMs, stepMs, count, velocities);
    return { times, velocities };
  }
  const before = new Int32Array(count);
  const referenceTimes = new Float64Array(count);
  let at = 0;
  times.forEach((time, point) => {
    while (at < frames.length - 2 && frames[at + 1]!.offset.time <= time) at += 1;
    const first = frames[at]!;
    const second = frames[at + 1]!;
    before[point] = at;
    const span = second.offset.time - first.offset.time;
    const fraction = span > 0 ? Math.min(1, Math.max(0, (time - first.offset.time) / span)) : 0;
    referenceTimes[point] =
      first.reference.time + fraction * (second.reference.time - first.reference.time);
  });
  for (let first = 0; first < count;) {
    let last = first;
    while (last + 1 < count && before[last + 1] === before[first]) last += 1;
    const points = last - first + 1;
    const step = points > 1 ? (referenceTimes[last]! - referenceTimes[first]!) / (points - 1) : 0;
    let even = points > 1;
    for (let point = first + 1; even && point < last; point += 1) {
      even =
        Math.abs(referenceTimes[point]! - (referenceTimes[first]! + (point - first) * step)) < 1;
    }
    if (even) levelsAlong(station.curve, referenceTimes[first]!, step, points, velocities, first);
    else {
      for (let point = first; point <= last; point += 1) {
        velocities[point] = levelAt(station.curve, referenceTimes[point]!);
      }
    }
    first = last + 1;
  }
  for (let point = 0; point < count; point += 1) {
    const velocity = velocities[point]!;
    velocities[point] =
      velocity * (velocity >= 0 ? offsets.flood_speed_ratio : offsets.ebb_speed_ratio);
  }
  return { times, velocities };
}
