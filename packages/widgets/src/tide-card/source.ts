/**
 * Where a result's numbers came from: `'fresh'` (live from NOAA), `'cached'` (NOAA's, stored
 * earlier), `'computed'` (from the station's harmonic constants), and anything else, which is
 * sample data.
 */
export type TideSourceKind = 'fresh' | 'cached' | 'computed' | 'sample';

/** Sorts a backend source name into its kind. */
export function getTideSourceKind(source: string): TideSourceKind {
  if (source === 'fresh' || source === 'cached') return source;
  if (source === 'harmonic') return 'computed';
  return 'sample';
}
