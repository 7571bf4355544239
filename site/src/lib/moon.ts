/** This year's full moons, from the table computed at build time. */
import table from 'virtual:full-moons';
import type { FullMoonPeak } from './full-moons';

export { PEAK_TIME_ZONE } from './full-moons-zone';

/** The full moons falling in `month` (0–11) of `year`, or null if the table doesn't cover it. */
export function fullMoonsInMonth(year: number, month: number): FullMoonPeak[] | null {
  return table[year]?.[month] ?? null;
}
