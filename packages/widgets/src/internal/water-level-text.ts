import { METRES_PER_FOOT } from '../constants.ts';
import type { TideFormatters } from '../formatters.ts';
import type { TideLabels, WaterLevelNowText } from '../labels.ts';
import type { HeightUnits, HourCycle, WaterLevelLatest } from '../types.ts';

export interface WaterLevelTextOptions {
  locale: string;
  units: HeightUnits;
  timeZone: string;
  hourCycle?: HourCycle | undefined;
}

/**
 * The newest observation in words, as every widget says it: its height, its gap from the
 * prediction in the chosen units ("as predicted" when the gap rounds to nothing there) and
 * when it was measured.
 */
export function waterLevelNowText(
  latest: WaterLevelLatest,
  labels: TideLabels,
  formatters: TideFormatters,
  { locale, units, timeZone, hourCycle }: WaterLevelTextOptions,
): WaterLevelNowText {
  const difference = formatters.formatWaterLevel(Math.abs(latest.residualM), { locale, units });
  // The gap as formatWaterLevel rounds it: tenths of a foot, or centimetres.
  const shown =
    units === 'm'
      ? Math.round(latest.residualM * 100)
      : Math.round((latest.residualM / METRES_PER_FOOT) * 10);
  return {
    height: formatters.formatWaterLevel(latest.heightM, { locale, units }),
    comparison: labels.waterLevelComparison({
      difference,
      relation: shown === 0 ? 'as' : shown > 0 ? 'above' : 'below',
    }),
    time: formatters.formatObservationTime(Date.parse(latest.at), { locale, timeZone, hourCycle }),
  };
}
