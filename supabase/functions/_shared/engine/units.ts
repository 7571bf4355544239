/**
 * The one conversion between the units heights come in: NOAA publishes in feet or metres,
 * the stations store metres, and a visitor reads feet.
 */

/** The international foot, exactly (1959). */
export const METRES_PER_FOOT = 0.3048;

/** A knot: one nautical mile (1,852 m) an hour, in km/h. */
export const KM_PER_HOUR_PER_KNOT = 1.852;

/** The units a current's speed is asked and said in. */
export type SpeedUnit = 'kn' | 'm/s' | 'km/h';

/** A speed in knots in the given units. */
export function knotsIn(knots: number, units: SpeedUnit): number {
  if (units === 'm/s') return (knots * KM_PER_HOUR_PER_KNOT) / 3.6;
  return units === 'km/h' ? knots * KM_PER_HOUR_PER_KNOT : knots;
}

/** `value` to `digits` decimals, as an answer gives it; -0 reads as 0. */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor || 0;
}
