/**
 * What a station's datum says about its heights, shared by the edge functions and the site.
 */

/**
 * Datums set at or near the lowest water (mean lower low water, lowest astronomical tide and
 * the national chart datums like them): below one of them, a low is a minus tide. Heights about
 * a mean level (MSL) put a low below zero or, in a season of high water, above it: zero there is
 * no low water, so no low there is a minus tide.
 */
const LOW_WATER_DATUMS: readonly string[] = [
  'MLLW',
  'MLW',
  'LAT',
  'LLWLT',
  'CD',
  'MLWS',
  'NLLW',
  'TLT',
];

/** Whether a datum is a low-water datum, so that a low below it is worth marking. */
export function marksMinusTides(datum: string): boolean {
  return LOW_WATER_DATUMS.includes(datum.toUpperCase());
}
