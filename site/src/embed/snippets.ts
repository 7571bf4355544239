/**
 * The two snippets the embed builder hands a website owner: the custom element with the one
 * script it needs, and the iframe. Both point at this site (its standalone widgets and its
 * iframe page) and at the API and public anon key the site itself uses, so the owner needs no
 * account anywhere.
 */
import { stationPageOf } from '../stations/paths';
import { embedFrameUrl, type EmbedOptions, type EmbedSize, type EmbedWidget } from './options';

/** What the snippets are built from besides the options. */
export interface EmbedContext {
  /** This site's origin, `https://tides.example`. */
  origin: string;
  apiUrl: string;
  anonKey: string;
  size: EmbedSize;
  /** The station as the location search gave it, for its name and its page. */
  station: { id: string; name: string; state: string | null; country?: string | null } | null;
}

/** Where the standalone elements are served, beside the site (see scripts/prerender.ts). */
export const STANDALONE_PATH = '/widgets/tide-finder.js';

/** Each widget's element. */
export const ELEMENT_TAGS: Record<EmbedWidget, string> = {
  today: 'tide-today',
  week: 'tide-week',
  chart: 'tide-chart',
  finder: 'tide-finder',
  moon: 'tide-moon-card',
};

/** The widths of the two shapes, in CSS pixels: a sidebar's column and a page's body. */
export const SHAPE_WIDTHS: Record<EmbedSize, number> = { compact: 300, wide: 760 };

/**
 * How tall each iframe is made, by shape: the widget's height on a day of four tides, measured
 * in Chromium, and a little over, so nothing scrolls inside the frame (a week at 300 px stacks
 * its seven days). The finder's leaves room for its results.
 */
export const FRAME_HEIGHTS: Record<EmbedSize, Record<EmbedWidget, number>> = {
  compact: { today: 540, week: 2480, chart: 700, finder: 1500, moon: 220 },
  wide: { today: 390, week: 1280, chart: 580, finder: 950, moon: 220 },
};

function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** The station's page on this site, or its find-tides search when its place is not known. */
export function stationPageUrl(
  origin: string,
  station: { id: string; name: string; state: string | null; country?: string | null },
): string {
  const page = stationPageOf(station);
  return page ? origin + page : `${origin}/find-tides?station=${encodeURIComponent(station.id)}`;
}

/** The station's name as the snippets' titles give it: `Boston, MA`. */
function stationName(station: EmbedContext['station']): string {
  if (!station) return 'a US coast';
  return station.state ? `${station.name}, ${station.state}` : station.name;
}

/** `<script type="module" …>` and the element, with every attribute the options ask for. */
export function elementSnippet(options: EmbedOptions, context: EmbedContext): string {
  const tag = ELEMENT_TAGS[options.widget];
  const oneStation = ['today', 'week', 'chart'].includes(options.widget);
  const attributes: [string, string][] = [
    ['supabase-url', context.apiUrl],
    ['supabase-anon-key', context.anonKey],
  ];
  if (context.station) attributes.push(['location', context.station.id]);
  if (options.widget !== 'moon') attributes.push(['units', options.units]);
  if (options.clock && options.widget !== 'moon') attributes.push(['hour-cycle', options.clock]);
  attributes.push(['theme', options.theme]);
  if (oneStation && context.station) {
    attributes.push(['station-href', stationPageUrl(context.origin, context.station)]);
  }
  attributes.push(['style', `display: block; max-width: ${SHAPE_WIDTHS[context.size]}px`]);
  const lines = attributes.map(([name, value]) => `  ${name}="${escapeAttribute(value)}"`);
  return [
    `<script type="module" src="${context.origin}${STANDALONE_PATH}"></script>`,
    `<${tag}`,
    ...lines,
    `></${tag}>`,
  ].join('\n');
}

/** An `<iframe loading="lazy">` of the iframe page, titled and sized for the shape. */
export function iframeSnippet(options: EmbedOptions, context: EmbedContext): string {
  const width = SHAPE_WIDTHS[context.size];
  const height = FRAME_HEIGHTS[context.size][options.widget];
  const src = embedFrameUrl(context.origin, options);
  const title =
    options.widget === 'finder'
      ? 'Tide finder by Tide Charts'
      : `Tides for ${stationName(context.station)}`;
  return [
    '<iframe',
    `  src="${escapeAttribute(src)}"`,
    `  title="${escapeAttribute(title)}"`,
    '  loading="lazy"',
    `  width="${width}"`,
    `  height="${height}"`,
    `  style="border: 0; width: 100%; max-width: ${width}px"`,
    '></iframe>',
  ].join('\n');
}
