/**
 * The three kinds of data source a card tells apart: `'fresh'` (live from the provider),
 * `'cached'`, and everything else, which is sample data.
 */
export type TideSourceKind = 'fresh' | 'cached' | 'sample';

/** Sorts a backend source name into the three kinds. */
export function getTideSourceKind(source: string): TideSourceKind {
  if (source === 'fresh' || source === 'cached') return source;
  return 'sample';
}
