/**
 * Whether a gauge has a tide worth predicting (its greatest astronomical range), whether its
 * range follows the moon's phase, and what water a gauge without a tide measures.
 */
import { words } from './names.ts';

export interface Constituent {
  name: string;
  amplitude: number;
}

/** The astronomical constituents that make nearly all of a tide (seasonal Sa and Ssa left out). */
const MAJOR = ['M2', 'S2', 'N2', 'K2', 'K1', 'O1', 'P1', 'Q1'];

/** Below this greatest astronomical range (metres, about 6 inches) a gauge has no tide to show. */
export const NEGLIGIBLE_RANGE_M = 0.15;

function amplitude(constituents: readonly Constituent[], name: string): number {
  return constituents.find((c) => c.name === name)?.amplitude ?? 0;
}

/**
 * The greatest range the constituents can make: twice the sum of the major amplitudes, all in
 * step (an upper bound, close to the spread from lowest to highest astronomical tide).
 */
export function greatestRange(constituents: readonly Constituent[]): number {
  return 2 * MAJOR.reduce((sum, name) => sum + amplitude(constituents, name), 0);
}

/** A subordinate's range from its reference's, by its height offsets. */
export function subordinateRange(
  referenceRange: number,
  height: { high?: number; low?: number; type?: string } | undefined,
): number {
  const high = height?.high ?? (height?.type === 'fixed' ? 0 : 1);
  const low = height?.low ?? (height?.type === 'fixed' ? 0 : 1);
  if (height?.type === 'fixed') return Math.max(0, referenceRange + high - low);
  return referenceRange * ((high + low) / 2);
}

/**
 * Whether the range swells and shrinks with the moon's phase (spring and neap tides): the solar
 * semidiurnal tide S2 beats against the lunar M2, so the range swings by 2·S2 over a fortnight.
 * Where the diurnal tides rule (K1, O1: most of the Gulf of Mexico) the range follows the moon's
 * declination instead, and marking days "spring" or "neap" by its phase would mislead.
 */
export function rangeFollowsMoonPhase(constituents: readonly Constituent[]): boolean {
  const m2 = amplitude(constituents, 'M2');
  const s2 = amplitude(constituents, 'S2');
  const k1 = amplitude(constituents, 'K1');
  const o1 = amplitude(constituents, 'O1');
  if (m2 + s2 === 0) return false;
  // Form factor: under 1.5 the tide is semidiurnal or mixed, mainly semidiurnal.
  const formFactor = (k1 + o1) / (m2 + s2);
  return formFactor < 1.5 && 2 * s2 >= 0.05;
}

export type GaugeKind = 'lake' | 'river' | 'inland' | 'coast';

/**
 * What sort of water a gauge without a tide measures: a lake or a river by its name (or
 * province), else inland water (a marsh, sound or lagoon) where the coastline puts it on land,
 * else a coast where the sea has almost no tide (the Baltic).
 */
export function gaugeKind(
  station: { name: string; region?: string | null; country_code?: string | null },
  coast: { km: number; land: boolean },
): GaugeKind {
  const name = words(station.name);
  if (name.some((w) => ['lake', 'lac', 'meer', 'ijsselmeer', 'markermeer'].includes(w)))
    return 'lake';
  // Canada's inland gauges in Ontario are on the Great Lakes and the upper St. Lawrence.
  if (station.country_code === 'CA' && station.region === 'Ontario') return 'lake';
  if (
    name.some((w) =>
      [
        'river',
        'r',
        'creek',
        'bayou',
        'canal',
        'dam',
        'waterway',
        'giww',
        'sluis',
        'slough',
        'binnen',
        'aval',
      ].includes(w),
    )
  ) {
    return 'river';
  }
  // Natural Earth's 1:10m land fills harbours and fjords a few kilometres in: more than 5 km in is
  // a marsh, sound or lagoon.
  return coast.land && coast.km > 5 ? 'inland' : 'coast';
}
