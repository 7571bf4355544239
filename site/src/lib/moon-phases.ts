/**
 * The eight moon phases the tide service names (`moon.phase` of a day of tides, and of a fishing
 * session's conditions), in the order the moon goes through them from new.
 */
export const MOON_PHASES = [
  'New Moon',
  'Waxing Crescent',
  'First Quarter',
  'Waxing Gibbous',
  'Full Moon',
  'Waning Gibbous',
  'Last Quarter',
  'Waning Crescent',
] as const;
