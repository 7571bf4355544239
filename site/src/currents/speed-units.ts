import type { HeightUnits, SpeedUnits } from '@tides/widgets';

/**
 * The speed units that go with the visitor's height units: knots beside feet, as NOAA's
 * current tables give them; metres a second beside metres.
 */
export function speedUnitsFor(units: HeightUnits): SpeedUnits {
  return units === 'm' ? 'm/s' : 'kn';
}
