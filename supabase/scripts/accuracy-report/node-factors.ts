/**
 * How far NOAA's node factor and nodal angle for each constituent lie from ours, fitted by
 * least squares to the heights in NOAA's current reference tables.
 */
import { constituentYear, termPhase } from '../../functions/_shared/engine/astronomy-arguments.ts';
import { NOS_PREDICTION_CONSTITUENTS } from '../../functions/_shared/engine/tide-prediction.ts';
import { byId, stationRow } from './station-rows.ts';
import { DEGREES, type FixtureComparison, HOUR_MS } from './comparison.ts';

/** How far NOAA's node factor and nodal angle for one constituent lie from ours. */
export interface NodeFactorFit {
  constituent: string;
  /** NOAA's f over ours, less one, with its standard error. */
  f: number;
  fError: number;
  /** NOAA's u less ours, degrees, with its standard error. */
  uDegrees: number;
  uErrorDegrees: number;
}

/** Solves the symmetric system a · x = b in place by elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  for (let column = 0; column < n; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < n; row += 1) {
      if (Math.abs(a[row]![column]!) > Math.abs(a[pivot]![column]!)) pivot = row;
    }
    [a[column], a[pivot]] = [a[pivot]!, a[column]!];
    [b[column], b[pivot]] = [b[pivot]!, b[column]!];
    for (let row = column + 1; row < n; row += 1) {
      const factor = a[row]![column]! / a[column]![column]!;
      if (factor === 0) continue;
      for (let k = column; k < n; k += 1) a[row]![k]! -= factor * a[column]![k]!;
      b[row]! -= factor * b[column]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row -= 1) {
    let total = b[row]!;
    for (let k = row + 1; k < n; k += 1) total -= a[row]![k]! * x[k]!;
    x[row] = total / a[row]![row]!;
  }
  return x;
}

/**
 * What NOAA's heights say of each constituent's node factor f and nodal angle u: a least-squares
 * fit of NOAA's heights less ours to every constituent's f·H·cos θ (a change in f) and
 * −f·H·sin θ (a change in u), with each station's own offset, pooled over stations, since f and
 * u are the same at every one. A constituent taken as NOAA takes it fits zero within its error.
 */
export function nodeFactorFit(results: readonly FixtureComparison[]): NodeFactorFit[] {
  const names = [...NOS_PREDICTION_CONSTITUENTS];
  const stationIds = [...new Set(results.map((result) => result.station))];
  const size = 2 * names.length + stationIds.length;
  const normal = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const right = new Array<number>(size).fill(0);
  let squares = 0;
  let count = 0;
  const rows: { features: Map<number, number>; mm: number }[] = [];
  for (const result of results) {
    const station = byId.get(`noaa/${result.station}`);
    const constants = station
      ? (stationRow(station).constituents as [string, number, number][])
      : [];
    for (const { atMs, mm } of result.heightDifferences) {
      const year = new Date(atMs).getUTCFullYear();
      const hours = (atMs - Date.UTC(year, 0, 1)) / HOUR_MS;
      const features = new Map<number, number>([
        [2 * names.length + stationIds.indexOf(result.station), 1],
      ]);
      for (const [name, amplitude, phase] of constants) {
        const index = names.indexOf(name);
        const known = index < 0 ? null : constituentYear(name, year);
        if (!known) continue;
        const angle = known.speed * hours + termPhase(known, phase);
        const millimetres = 1000 * known.f * amplitude;
        features.set(2 * index, millimetres * Math.cos(angle));
        features.set(2 * index + 1, -millimetres * Math.sin(angle));
      }
      rows.push({ features, mm });
    }
  }
  for (const { features, mm } of rows) {
    for (const [i, xi] of features) {
      right[i]! += xi * mm;
      for (const [j, xj] of features) normal[i]![j]! += xi * xj;
    }
  }
  // A whisker on the diagonal keeps a constituent no station has (or one no window can tell
  // from a station's offset) from making the system singular.
  const scale = Math.max(...normal.map((row, i) => row[i]!));
  normal.forEach((row, i) => (row[i]! += scale * 1e-12 || 1));
  const coefficients = solve(
    normal.map((row) => [...row]),
    [...right],
  );
  for (const { features, mm } of rows) {
    let fitted = 0;
    for (const [i, x] of features) fitted += x * coefficients[i]!;
    squares += (mm - fitted) ** 2;
    count += 1;
  }
  const variance = squares / Math.max(1, count - size);
  // Each standard error from the diagonal of the inverse: one solve per coefficient kept.
  const errorOf = (index: number): number => {
    const unit = new Array<number>(size).fill(0);
    unit[index] = 1;
    const column = solve(
      normal.map((row) => [...row]),
      unit,
    );
    return Math.sqrt(variance * column[index]!);
  };
  return names
    .map((constituent, index) => ({ constituent, index }))
    .filter(({ index }) => normal[2 * index]![2 * index]! > scale * 1e-9)
    .map(({ constituent, index }) => ({
      constituent,
      f: coefficients[2 * index]!,
      fError: errorOf(2 * index),
      uDegrees: coefficients[2 * index + 1]! / DEGREES,
      uErrorDegrees: errorOf(2 * index + 1) / DEGREES,
    }));
}
