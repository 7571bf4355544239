/**
 * A catch's length and weight in the units the angler reads: inches and pounds beside a tide
 * in feet, centimetres and kilograms beside one in metres. The log keeps centimetres and
 * kilograms whatever is shown, so a session typed in one and read in the other is the same fish.
 */
import type { HeightUnits } from '../../types.ts';

/** Centimetres in an inch, exactly. */
export const CM_PER_INCH = 2.54;

/** Kilograms in an avoirdupois pound, exactly. */
export const KG_PER_POUND = 0.45359237;

/** Decimals kept when a length in inches becomes centimetres: a tenth of a millimetre. */
const CM_DIGITS = 2;

/** Decimals kept when a weight in pounds becomes kilograms: a gram. */
const KG_DIGITS = 3;

export interface CatchUnits {
  length: 'in' | 'cm';
  weight: 'lb' | 'kg';
  /** The lengths a catch may have, in `length` (the log keeps 0.1 to 1000 cm). */
  lengthRange: readonly [number, number];
  /** The weights a catch may have, in `weight` (the log keeps 0.01 to 2000 kg). */
  weightRange: readonly [number, number];
}

const IMPERIAL: CatchUnits = {
  length: 'in',
  weight: 'lb',
  // 0.1 in is 0.254 cm; 393 in is 998 cm. 0.03 lb is 13.6 g; 4400 lb is 1996 kg.
  lengthRange: [0.1, 393],
  weightRange: [0.03, 4400],
};

const METRIC: CatchUnits = {
  length: 'cm',
  weight: 'kg',
  lengthRange: [0.1, 1000],
  weightRange: [0.01, 2000],
};

/** Inches and pounds with heights in feet; centimetres and kilograms with metres. */
export function catchUnits(units: HeightUnits): CatchUnits {
  return units === 'm' ? METRIC : IMPERIAL;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** A stored length (cm) in the shown units, to two decimals at most. */
export function catchLengthIn(lengthCm: number, units: HeightUnits): number {
  return round(units === 'm' ? lengthCm : lengthCm / CM_PER_INCH, 2);
}

/** A stored weight (kg) in the shown units, to two decimals at most (a gram in kilograms). */
export function catchWeightIn(weightKg: number, units: HeightUnits): number {
  return units === 'm' ? round(weightKg, 3) : round(weightKg / KG_PER_POUND, 2);
}

/** A length typed in the shown units, as the log keeps it (cm). */
export function lengthToCm(length: number, units: HeightUnits): number {
  return units === 'm' ? length : round(length * CM_PER_INCH, CM_DIGITS);
}

/** A weight typed in the shown units, as the log keeps it (kg). */
export function weightToKg(weight: number, units: HeightUnits): number {
  return units === 'm' ? weight : round(weight * KG_PER_POUND, KG_DIGITS);
}
