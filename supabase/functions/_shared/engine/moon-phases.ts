/**
 * The eight phase names a tide result gives the moon, in the order of the lunar month, for
 * whoever lists them all (tests, a log's phase picker). The type is sky.ts's; the check below
 * fails to compile if the two ever differ.
 */
import type { MoonPhaseName } from './sky.ts';

export const MOON_PHASE_NAMES = [
  'New Moon',
  'Waxing Crescent',
  'First Quarter',
  'Waxing Gibbous',
  'Full Moon',
  'Waning Gibbous',
  'Last Quarter',
  'Waning Crescent',
] as const satisfies readonly MoonPhaseName[];

/** Never, so long as every name of MoonPhaseName is listed above. */
type Unlisted = Exclude<MoonPhaseName, (typeof MOON_PHASE_NAMES)[number]>;
const everyPhaseListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyPhaseListed;
