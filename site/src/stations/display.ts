import type { HeightUnits, HourCycle } from '@tides/widgets';

/** The units and clock a station's tides are shown in: the visitor's, resolved for the station. */
export interface Display {
  units: HeightUnits;
  hourCycle: HourCycle;
}
