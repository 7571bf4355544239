/**
 * A station's predicted water level as NOAA CO-OPS computes it (each calendar year's terms
 * from astronomy-arguments.ts, summed about mean sea level and lifted to the chart datum), and
 * its highs and lows: the instants where the level's slope is zero, found to a fraction of a
 * second so that rounding to the minute rounds the true instant, with the height there.
 */
import type { HarmonicConstituent } from '@neaps/tide-predictor';
import { constituentYear, hoursIntoYear, termPhase } from './astronomy-arguments.ts';

const HOUR_MS = 3_600_000;
/**
 * Roots of the slope are found to within a tenth of a second: a Newton step (slope over
 * curvature) shorter than this ends the search, and the bracket the root was found in is
 * never left, halving it instead whenever a step would.
 */
const ROOT_TOLERANCE_HOURS = 0.1 / 3600;
/** Newton steps at most per root; each step at least halves the bracket or converges. */
const MAX_ROOT_STEPS = 60;
/** Years of terms a curve keeps: a window rarely spans more than two. */
const YEARS_KEPT = 2;

/**
 * A high and a low closer together than MIN_TIDE_SEPARATION_MS and differing by less than
 * RIPPLE_MAX_RISE_M are a ripple on a stand of the tide, not a tide of their own. NOAA's tables
 * leave such pairs out (at Adak in March and April 2026, pairs 27 to 114 minutes apart and 0.1
 * to 7.2 mm high) and keep every other turning point, however small: Honolulu's 8 mm rise over
 * three hours on 17 October 2026, Pensacola's on 1 April 2026, and at Christmas Island, where
 * the offsets from Honolulu lift each high by 21 cm, both turns of a double low that come
 * less than two hours apart. So a pair is judged on the station's own heights, a subordinate's
 * after its offsets.
 */
export const MIN_TIDE_SEPARATION_MS = 2 * HOUR_MS;
/** A quarter of a tenth of a foot: between the largest ripple NOAA drops and the least rise it keeps. */
export const RIPPLE_MAX_RISE_M = 0.0076;

/**
 * A year's terms laid out for the sums below, which run thousands of times per station-day:
 * flat arrays of numbers instead of an object per term, and the products of amplitude and
 * speed the slope and curvature need formed once. Each product is the one the sums formed
 * before (amplitude · speed, then · speed again), so every sum is the same number.
 */
interface PackedYear {
  year: number;
  /** 00:00 GMT on 1 January. */
  startMs: number;
  /** 00:00 GMT on the next 1 January. */
  endMs: number;
  count: number;
  amplitude: Float64Array;
  speed: Float64Array;
  phase: Float64Array;
  /** amplitude · speed */
  slopeAmplitude: Float64Array;
  /** −(amplitude · speed): the slope is the sum of these times each term's sine. */
  slopeWeight: Float64Array;
  /** amplitude · speed · speed */
  curvatureAmplitude: Float64Array;
  /** The fastest term's speed, radians per hour. */
  fastest: number;
}

/**
 * A station's water-level curve: its harmonic constants in a compact form (a name, an
 * amplitude and a phase per constituent, in two number arrays), and the terms of the years it
 * has been asked about. Subordinate stations predicted from one reference share its curve.
 */
export interface HarmonicCurve {
  names: readonly string[];
  /** H, in the constituents' unit (metres). */
  amplitudes: Float64Array;
  /** g, degrees. */
  phases: Float64Array;
  /** Added to the sum of the terms: mean sea level above the chart datum. */
  datumOffset: number;
  years: Map<number, PackedYear>;
  /** The year last asked for: most instants asked in a row fall in the same year. */
  lastYear: PackedYear | undefined;
  /** The last window searched and its turning points: a subordinate's day asks for it twice. */
  lastSearch: { startMs: number; endMs: number; extremes: readonly CurveExtreme[] } | undefined;
}

export interface CurveExtreme {
  /** The exact instant, ms (not rounded). */
  time: number;
  level: number;
  high: boolean;
}

export function createCurve(
  constituents: readonly HarmonicConstituent[],
  datumOffset: number,
): HarmonicCurve {
  return {
    names: constituents.map(({ name }) => name),
    amplitudes: Float64Array.from(constituents, ({ amplitude }) => amplitude),
    phases: Float64Array.from(constituents, ({ phase }) => phase),
    datumOffset,
    years: new Map(),
    lastYear: undefined,
    lastSearch: undefined,
  };
}

/**
 * The curve's terms for one calendar year, as yearTerms() makes them (left out: constituents
 * with no amplitude, or a name the library does not know), packed.
 */
function pack(curve: HarmonicCurve, year: number): PackedYear {
  const { names, amplitudes, phases } = curve;
  let count = 0;
  const known = names.map((name, index) => {
    const found = amplitudes[index] === 0 ? null : constituentYear(name, year);
    if (found) count += 1;
    return found;
  });
  const packed: PackedYear = {
    year,
    startMs: Date.UTC(year, 0, 1),
    endMs: Date.UTC(year + 1, 0, 1),
    count,
    amplitude: new Float64Array(count),
    speed: new Float64Array(count),
    phase: new Float64Array(count),
    slopeAmplitude: new Float64Array(count),
    slopeWeight: new Float64Array(count),
    curvatureAmplitude: new Float64Array(count),
    fastest: 0,
  };
  let index = 0;
  known.forEach((term, at) => {
    if (!term) return;
    const amplitude = term.f * amplitudes[at]!;
    const { speed } = term;
    packed.amplitude[index] = amplitude;
    packed.speed[index] = speed;
    packed.phase[index] = termPhase(term, phases[at]!);
    packed.slopeAmplitude[index] = amplitude * speed;
    packed.slopeWeight[index] = -(amplitude * speed);
    packed.curvatureAmplitude[index] = amplitude * speed * speed;
    packed.fastest = Math.max(packed.fastest, speed);
    index += 1;
  });
  return packed;
}

function termsFor(curve: HarmonicCurve, year: number): PackedYear {
  let terms = curve.years.get(year);
  if (!terms) {
    if (curve.years.size >= YEARS_KEPT) curve.years.clear();
    terms = pack(curve, year);
    curve.years.set(year, terms);
  }
  return terms;
}

/** The terms in force at an instant: those of its calendar year in GMT, as NOAA's tables. */
function termsAt(curve: HarmonicCurve, atMs: number): PackedYear {
  const last = curve.lastYear;
  if (last && atMs >= last.startMs && atMs < last.endMs) return last;
  const year = termsFor(curve, new Date(atMs).getUTCFullYear());
  curve.lastYear = year;
  return year;
}

function sum(year: PackedYear, hours: number): number {
  const { count, amplitude, speed, phase } = year;
  let total = 0;
  for (let index = 0; index < count; index += 1) {
    total += amplitude[index]! * Math.cos(speed[index]! * hours + phase[index]!);
  }
  return total;
}

function slope(year: PackedYear, hours: number): number {
  const { count, slopeAmplitude, speed, phase } = year;
  let total = 0;
  for (let index = 0; index < count; index += 1) {
    total -= slopeAmplitude[index]! * Math.sin(speed[index]! * hours + phase[index]!);
  }
  return total;
}

/**
 * The root of the slope between a and b, where it changes sign: Newton's steps (slope over
 * curvature, both from one pass over the terms) kept inside the bracket, which each evaluation
 * narrows; a step that would leave it halves it instead. Three or four steps where bisecting
 * to the same tolerance took fifteen.
 */
function slopeRoot(year: PackedYear, a: number, b: number, slopeA: number, slopeB: number): number {
  const { count, slopeAmplitude, curvatureAmplitude, speed, phase } = year;
  let low = a;
  let high = b;
  // Where the slope's chord crosses zero: a step or two nearer the root than the middle.
  const chord = a + ((b - a) * slopeA) / (slopeA - slopeB);
  let x = chord > a && chord < b ? chord : (a + b) / 2;
  for (let step = 0; step < MAX_ROOT_STEPS; step += 1) {
    let slopeX = 0;
    let curvatureX = 0;
    for (let index = 0; index < count; index += 1) {
      const angle = speed[index]! * x + phase[index]!;
      slopeX -= slopeAmplitude[index]! * Math.sin(angle);
      curvatureX -= curvatureAmplitude[index]! * Math.cos(angle);
    }
    if (slopeX === 0) return x;
    if (slopeX > 0 === slopeA > 0) low = x;
    else high = x;
    let next = x - slopeX / curvatureX;
    if (!(next > low && next < high)) next = (low + high) / 2;
    if (Math.abs(next - x) < ROOT_TOLERANCE_HOURS || high - low < ROOT_TOLERANCE_HOURS) {
      return next;
    }
    x = next;
  }
  return x;
}

/** The water level above the chart datum at an instant. */
export function levelAt(curve: HarmonicCurve, atMs: number): number {
  const year = termsAt(curve, atMs);
  return curve.datumOffset + sum(year, hoursIntoYear(year, atMs));
}

/**
 * Along evenly spaced instants each term's cosine and sine are turned on by the step rather than
 * computed: cos(θ + δ) and sin(θ + δ) from cos θ, sin θ and the step's own cos δ, sin δ, four
 * products instead of a cosine and a sine per term per instant. Over a few hundred steps the two
 * differ by parts in 10¹⁴ of a term, far below the millimetre heights are given to. The sums run
 * a term at a time over every instant (the term's cosine and sine held in registers, the running
 * totals in an array), adding the terms to each total in the same order as one instant at a time
 * would, so every total is the same number.
 */

/**
 * Adds `weight[term]` times each term's cosine (or, with `sine`, its sine) at `count` instants
 * from `hours`, `stepHours` apart, into `into` from `at` on. A weight's negation subtracts: x +
 * (−w)·s is x − w·s to the last bit.
 */
function addTurned(
  year: PackedYear,
  weight: Float64Array,
  sine: boolean,
  hours: number,
  stepHours: number,
  count: number,
  into: Float64Array,
  at: number,
): void {
  const { speed, phase } = year;
  for (let term = 0; term < year.count; term += 1) {
    const angle = speed[term]! * hours + phase[term]!;
    let cos = Math.cos(angle);
    let sin = Math.sin(angle);
    const stepCos = Math.cos(speed[term]! * stepHours);
    const stepSin = Math.sin(speed[term]! * stepHours);
    const w = weight[term]!;
    for (let index = 0; index < count; index += 1) {
      if (index > 0) {
        const c = cos;
        cos = c * stepCos - sin * stepSin;
        sin = sin * stepCos + c * stepSin;
      }
      into[at + index] = into[at + index]! + w * (sine ? sin : cos);
    }
  }
}

/**
 * The level at `count` instants from startMs, stepMs apart, into `into` from `at` on: one pass
 * of turned terms where the instants share a calendar year (all but a day or two a year).
 */
export function levelsAlong(
  curve: HarmonicCurve,
  startMs: number,
  stepMs: number,
  count: number,
  into: Float64Array,
  at = 0,
): void {
  if (count <= 0) return;
  const year = termsAt(curve, startMs);
  const lastMs = startMs + (count - 1) * stepMs;
  if (count < 3 || lastMs < year.startMs || lastMs >= year.endMs) {
    for (let index = 0; index < count; index += 1) {
      into[at + index] = levelAt(curve, startMs + index * stepMs);
    }
    return;
  }
  into.fill(0, at, at + count);
  addTurned(
    year,
    year.amplitude,
    false,
    hoursIntoYear(year, startMs),
    stepMs / HOUR_MS,
    count,
    into,
    at,
  );
  for (let index = at; index < at + count; index += 1) {
    into[index] = curve.datumOffset + into[index]!;
  }
}

/** Grid points of a scan and the slope at each, reused from one scan to the next. */
let gridScratch = new Float64Array(256);
let slopeScratch = new Float64Array(256);

/**
 * The turning points of one year's terms in [fromHours, toHours), searched on the grid that
 * starts at fromHours and steps a quarter of the fastest term's period (the last step clipped at
 * toHours), in the brackets of that grid that meet [wantFromHours, wantToHours]. The grid is the
 * whole window's, so a narrower want finds exactly what the whole search finds there. With
 * `turnFromStart` the slopes along the grid are turned from its start, as the whole search turns
 * them, so the same brackets give the same roots to the last bit. Returns the turning points and
 * the span of the brackets searched.
 */
function turningPoints(
  curve: HarmonicCurve,
  year: PackedYear,
  fromHours: number,
  toHours: number,
  wantFromHours = fromHours,
  wantToHours = toHours,
  turnFromStart = false,
): { found: CurveExtreme[]; fromHours: number; toHours: number } {
  const { fastest } = year;
  if (fastest === 0) return { found: [], fromHours: wantFromHours, toHours: wantToHours };
  // A quarter of the fastest term's period: the slope cannot change sign twice within it
  // from that term alone, so steps this short miss no turning point of any consequence.
  const step = Math.PI / (2 * fastest);
  // The grid from fromHours, each point the last plus a step, skipping brackets wholly before
  // what is wanted, and on until a point reaches what is wanted or the window's end.
  let a = fromHours;
  let skipped = 0;
  for (let b = Math.min(a + step, toHours); b <= wantFromHours && b < toHours;) {
    a = b;
    b = Math.min(a + step, toHours);
    skipped += 1;
  }
  // Turned from the start, the skipped points are laid out too, their brackets left unsearched.
  const first = turnFromStart ? skipped : 0;
  if (turnFromStart) a = fromHours;
  let points = 1;
  gridScratch[0] = a;
  while (a < toHours && (points <= first + 1 || a < wantToHours)) {
    a = Math.min(a + step, toHours);
    if (points === gridScratch.length) {
      const grown = new Float64Array(points * 2);
      grown.set(gridScratch);
      gridScratch = grown;
      slopeScratch = new Float64Array(points * 2);
    }
    gridScratch[points] = a;
    points += 1;
  }
  const grid = gridScratch;
  const slopes = slopeScratch;
  // The slope at the grid's first point, directly; along the grid, turned; at a clipped end,
  // directly again.
  const last = grid[points - 1] === toHours ? points - 1 : points;
  slopes.fill(0, 0, last);
  addTurned(year, year.slopeWeight, true, grid[0]!, step, last, slopes, 0);
  slopes[0] = slope(year, grid[0]!);
  if (last < points) slopes[last] = slope(year, toHours);
  const found: CurveExtreme[] = [];
  for (let index = first; index + 1 < points; index += 1) {
    const slopeA = slopes[index]!;
    const slopeB = slopes[index + 1]!;
    if ((slopeA > 0 && slopeB <= 0) || (slopeA < 0 && slopeB >= 0)) {
      const root = slopeRoot(year, grid[index]!, grid[index + 1]!, slopeA, slopeB);
      if (root >= fromHours && root < toHours) {
        found.push({
          time: year.startMs + root * HOUR_MS,
          level: curve.datumOffset + sum(year, root),
          // The slope falls through zero at a high, rises through it at a low.
          high: slopeA > 0,
        });
      }
    }
  }
  return { found, fromHours: grid[first]!, toHours: grid[points - 1]! };
}

/** Whether two turning points next to each other are a ripple (see MIN_TIDE_SEPARATION_MS). */
function isRipple(first: CurveExtreme, second: CurveExtreme): boolean {
  return (
    second.time - first.time < MIN_TIDE_SEPARATION_MS &&
    Math.abs(second.level - first.level) < RIPPLE_MAX_RISE_M
  );
}

/**
 * Removes ripples from a chronological list, reading each item's high or low with `read`: a
 * ripple's high and low go together, the pair differing least in height first, so highs and
 * lows keep alternating.
 */
export function filterRipplesBy<Item>(
  items: readonly Item[],
  read: (item: Item) => CurveExtreme,
): Item[] {
  const kept = [...items];
  for (;;) {
    let worst = -1;
    let worstRise = Infinity;
    for (let index = 0; index < kept.length - 1; index += 1) {
      const here = read(kept[index]!);
      const next = read(kept[index + 1]!);
      const rise = Math.abs(next.level - here.level);
      if (isRipple(here, next) && rise < worstRise) {
        worst = index;
        worstRise = rise;
      }
    }
    if (worst === -1) return kept;
    kept.splice(worst, 2);
  }
}

/** Removes ripples from a chronological list of highs and lows. */
export function filterRipples(extremes: readonly CurveExtreme[]): CurveExtreme[] {
  return filterRipplesBy(extremes, (extreme) => extreme);
}

/**
 * The curve's highs and lows in [startMs, endMs), chronological, with exact instants, ripples
 * left out. Each calendar year is searched with its own terms, as NOAA's tables are computed
 * year by year.
 */
export function curveExtremes(
  curve: HarmonicCurve,
  startMs: number,
  endMs: number,
): CurveExtreme[] {
  return filterRipples(curveTurningPoints(curve, startMs, endMs));
}

/**
 * Every turning point of the curve in [startMs, endMs), ripples included: what a subordinate's
 * highs and lows are made from before its own ripples are judged. The last window searched is
 * kept with the curve, for a caller that asks for it twice.
 */
export function curveTurningPoints(
  curve: HarmonicCurve,
  startMs: number,
  endMs: number,
): CurveExtreme[] {
  const last = curve.lastSearch;
  if (last && last.startMs === startMs && last.endMs === endMs) return [...last.extremes];
  const extremes = searchTurningPoints(curve, startMs, endMs);
  curve.lastSearch = { startMs, endMs, extremes };
  return [...extremes];
}

/**
 * curveTurningPoints without keeping the window: for a caller that asks once (get-tide-data's
 * day), whose turning points kept with the curve would only outlive the request, reach V8's old
 * generation and die there. A tidal current's maxima are read from these too: its tables list
 * a weak maximum an hour from its neighbours, which a tide's would not.
 */
export function searchTurningPoints(
  curve: HarmonicCurve,
  startMs: number,
  endMs: number,
): CurveExtreme[] {
  return scanTurningPoints(curve, startMs, endMs, startMs, endMs).extremes;
}

/** Turning points found in part of a window, and the span searched: all of them within it. */
export interface PartialScan {
  extremes: CurveExtreme[];
  /** The span whose every turning point is in `extremes`: at least [wantFromMs, wantToMs]. */
  fromMs: number;
  toMs: number;
}

/**
 * The turning points searchTurningPoints(curve, startMs, endMs) finds in the brackets of its
 * grid that meet [wantFromMs, wantToMs], without searching the rest of the window: each year's
 * grid starts where the whole window's does, so they are the same turning points, found from
 * the same brackets. With `turnFromStart` the slopes are turned from the window's start as the
 * whole search turns them (a few products a step), so each root is the same to the last bit:
 * what a slack closed on from the turning points needs to land where the whole search's does.
 */
export function scanTurningPoints(
  curve: HarmonicCurve,
  startMs: number,
  endMs: number,
  wantFromMs: number,
  wantToMs: number,
  turnFromStart = false,
): PartialScan {
  const found: CurveExtreme[] = [];
  let fromMs = Math.max(startMs, wantFromMs);
  let toMs = Math.min(endMs, wantToMs);
  let from = startMs;
  let first = true;
  while (from < endMs) {
    const year = termsAt(curve, from);
    const to = Math.min(endMs, year.endMs);
    if (to > wantFromMs && from <= wantToMs) {
      const scan = turningPoints(
        curve,
        year,
        hoursIntoYear(year, from),
        hoursIntoYear(year, to),
        hoursIntoYear(year, Math.max(from, wantFromMs)),
        hoursIntoYear(year, Math.min(to, wantToMs)),
        turnFromStart,
      );
      for (const extreme of scan.found) found.push(extreme);
      if (first) fromMs = year.startMs + scan.fromHours * HOUR_MS;
      toMs = year.startMs + scan.toHours * HOUR_MS;
      first = false;
    }
    from = to;
  }
  return { extremes: found, fromMs, toMs };
}

/** Steps at most when closing on a crossing; each at least halves the bracket. */
const MAX_CROSSING_STEPS = 80;
/** A crossing is found to within a tenth of a second, as the turning points are. */
const CROSSING_TOLERANCE_MS = 100;

/**
 * The instant in (a.time, b.time) where the curve crosses `value`, given two neighbouring turning
 * points on either side of it: between them the curve is monotonic, so there is exactly one.
 * Regula falsi (Illinois) inside the bracket, which never leaves it.
 */
export function crossingBetween(
  curve: HarmonicCurve,
  a: CurveExtreme,
  b: CurveExtreme,
  value = 0,
): number {
  let lowMs = a.time;
  let highMs = b.time;
  let lowValue = a.level - value;
  let highValue = b.level - value;
  let side = 0;
  for (
    let step = 0;
    step < MAX_CROSSING_STEPS && highMs - lowMs > CROSSING_TOLERANCE_MS;
    step += 1
  ) {
    let x = (lowMs * highValue - highMs * lowValue) / (highValue - lowValue);
    if (!(x > lowMs && x < highMs)) x = (lowMs + highMs) / 2;
    const at = levelAt(curve, x) - value;
    if (at === 0) return x;
    if (at > 0 === lowValue > 0) {
      lowMs = x;
      lowValue = at;
      if (side === -1) highValue /= 2;
      side = -1;
    } else {
      highMs = x;
      highValue = at;
      if (side === 1) lowValue /= 2;
      side = 1;
    }
  }
  return (lowMs + highMs) / 2;
}
