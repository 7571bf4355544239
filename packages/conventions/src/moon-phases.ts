/**
 * The eight phase names a tide result gives the moon, in the order of the lunar month: the
 * handlers name a day's phase with them (`MoonPhaseName`), and whoever lists them all (tests, a
 * log's phase picker) reads this list, so the two cannot differ.
 */
export const MOON_PHASE_NAMES = [
  'New Moon',
  'Waxing Crescent',
  'First Quarter',
  'Waxing Gibbous',
  'Full Moon',
  'Waning Gibbous',
  'Last Quarter',
  'Waning Crescent',
] as const;

export type MoonPhaseName = (typeof MOON_PHASE_NAMES)[number];
