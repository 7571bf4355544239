/**
 * What an embed shows, as the builder writes it and the iframe page reads it: the address's
 * query (`/embed/frame?station=noaa/8443970&widget=week&theme=dark&units=m&clock=h23`).
 * Anything the reader does not know falls back to its default, so a hand-edited address still
 * shows a widget.
 */

/**
 * The widgets the builder offers; the first three and the flood outlook are one tide station's,
 * the finder searches, and the currents are one current station's.
 */
export const EMBED_WIDGETS = [
  'today',
  'week',
  'chart',
  'finder',
  'moon',
  'currents',
  'flood',
] as const;
export type EmbedWidget = (typeof EMBED_WIDGETS)[number];

export const EMBED_THEMES = ['light', 'dark', 'system'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

export const EMBED_SIZES = ['compact', 'wide'] as const;
export type EmbedSize = (typeof EMBED_SIZES)[number];

export interface EmbedOptions {
  /** The station id (`noaa/8443970`, or a current station's `noaa/PUG1701`); empty for a finder with nothing chosen. */
  station: string;
  widget: EmbedWidget;
  theme: EmbedTheme;
  units: 'ft' | 'm';
  /** The clock; `undefined` is the visitor's locale's. */
  clock: 'h12' | 'h23' | undefined;
}

/** The iframe page's path. */
export const FRAME_PATH = '/embed/frame';

/** A station id as the API names it: a source, a slash, then letters, digits, `_` or `-`. */
const STATION_ID = /^[a-z]+\/[\w-]{1,80}$/i;

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

/** The options an address's query asks for. */
export function readEmbedOptions(search: string): EmbedOptions {
  const query = new URLSearchParams(search);
  const station = query.get('station')?.trim() ?? '';
  const clock = query.get('clock');
  return {
    station: STATION_ID.test(station) ? station : '',
    widget: oneOf(EMBED_WIDGETS, query.get('widget'), 'today'),
    theme: oneOf(EMBED_THEMES, query.get('theme'), 'light'),
    units: query.get('units') === 'm' ? 'm' : 'ft',
    clock: clock === 'h12' || clock === 'h23' ? clock : undefined,
  };
}

/** The iframe page's address for the options, on `origin`. */
export function embedFrameUrl(origin: string, options: EmbedOptions): string {
  const query = new URLSearchParams();
  if (options.station) query.set('station', options.station);
  query.set('widget', options.widget);
  query.set('theme', options.theme);
  query.set('units', options.units);
  if (options.clock) query.set('clock', options.clock);
  return `${origin}${FRAME_PATH}?${query.toString()}`;
}
