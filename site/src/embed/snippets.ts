/**
 * The two snippets the embed builder hands a website owner: the custom element with the one
 * script it needs, and the iframe. Both point at this site (its standalone widgets and its
 * iframe page) and at the API and public anon key the site itself uses, so the owner needs no
 * account anywhere.
 */
import { currentPath, currentStationName } from '../currents/paths';
import { speedUnitsFor } from '../currents/speed-units';
import { stationPageOf } from '../stations/paths';
import { RESIZE_SCRIPT_PATH } from './frame-height';
import { embedFrameUrl, type EmbedOptions, type EmbedSize, type EmbedWidget } from './options';

/** What the snippets are built from besides the options. */
export interface EmbedContext {
  /** This site's origin, `https://tides.example`. */
  origin: string;
  apiUrl: string;
  anonKey: string;
  size: EmbedSize;
  /** The station as the location search gave it, for its name and its page. */
  station: {
    id: string;
    name: string;
    state: string | null;
    kind?: 'tide' | 'current' | 'gauge';
    country?: string | null;
  } | null;
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
  currents: 'tide-currents',
  flood: 'tide-flood-outlook',
};

/** The widths of the two shapes, in CSS pixels: a sidebar's column and a page's body. */
export const SHAPE_WIDTHS: Record<EmbedSize, number> = { compact: 300, wide: 760 };

/**
 * How tall each iframe is made, by shape: the widget's height at the shape's width, measured in
 * Chromium (e2e/embed-fit.test.ts prints it), and a little over for a day with a tide more, so
 * nothing is cut off and little is left blank. Measured: today 635 and 427 px and the chart 731
 * and 620 at a station with a live gauge (its observed water level shows), the week 1,710
 * (compact, seven days stacked) and 1,254, the finder's form 394 and 259,
 * the moon 180 and 196, the flood outlook 1,084 and 591 (Boston: no flood-tide day listed, the
 * next high with its gauge's surge). The finder's results and anything else that grows need
 * `/embed/resize.js`, which the iframe snippet offers.
 */
export const FRAME_HEIGHTS: Record<EmbedSize, Record<EmbedWidget, number>> = {
  compact: {
    today: 660,
    week: 1800,
    chart: 760,
    finder: 420,
    moon: 200,
    currents: 1000,
    flood: 1140,
  },
  wide: { today: 450, week: 1320, chart: 650, finder: 285, moon: 215, currents: 760, flood: 640 },
};

function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * The station's page on this site: a current station's page, a tide station's own page, or its
 * find-tides search when the station's place is not known.
 */
export function stationPageUrl(
  origin: string,
  station: {
    id: string;
    name: string;
    state: string | null;
    kind?: 'tide' | 'current' | 'gauge';
    country?: string | null;
  },
): string {
  if (station.kind === 'current') return origin + currentPath(station);
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
  const oneStation = ['today', 'week', 'chart', 'flood'].includes(options.widget);
  const attributes: [string, string][] = [
    ['supabase-url', context.apiUrl],
    ['supabase-anon-key', context.anonKey],
  ];
  if (context.station) attributes.push(['location', context.station.id]);
  if (options.widget === 'currents') attributes.push(['units', speedUnitsFor(options.units)]);
  else if (options.widget !== 'moon') attributes.push(['units', options.units]);
  if (options.clock && options.widget !== 'moon') attributes.push(['hour-cycle', options.clock]);
  attributes.push(['theme', options.theme]);
  if ((oneStation || options.widget === 'moon') && context.station) {
    attributes.push(['station-href', stationPageUrl(context.origin, context.station)]);
  }
  if (options.widget === 'finder') attributes.push(['credit-href', findTidesUrl(context.origin)]);
  attributes.push(['style', `display: block; max-width: ${SHAPE_WIDTHS[context.size]}px`]);
  const lines = attributes.map(([name, value]) => `  ${name}="${escapeAttribute(value)}"`);
  return [
    `<script type="module" src="${context.origin}${STANDALONE_PATH}"></script>`,
    `<${tag}`,
    ...lines,
    `></${tag}>`,
  ].join('\n');
}

/** Where the finder's credit leads: the site's own Find Tides. */
export function findTidesUrl(origin: string): string {
  return `${origin}/find-tides`;
}

/** What a frame of the widget is called, for a screen reader's list of frames. */
export function frameTitle(widget: EmbedWidget, station: EmbedContext['station']): string {
  if (widget === 'finder') return 'Tide finder by Tide Charts';
  if (widget === 'currents') {
    return `Today’s currents at ${stationName(station && { ...station, name: currentStationName(station.name) })}`;
  }
  if (widget === 'flood') return `Flood outlook for ${stationName(station)}`;
  if (widget === 'moon') return `Moon phase today${station ? ` at ${stationName(station)}` : ''}`;
  if (widget === 'week') return `The week’s tides for ${stationName(station)}`;
  if (widget === 'chart') return `Today’s tide chart for ${stationName(station)}`;
  return `Today’s tides for ${stationName(station)}`;
}

/**
 * An `<iframe loading="lazy">` of the iframe page, titled and sized for the widget at the
 * shape's width, then the optional line that sizes it to its content on pages that allow a
 * script (see `frame-height.ts`).
 */
export function iframeSnippet(options: EmbedOptions, context: EmbedContext): string {
  const width = SHAPE_WIDTHS[context.size];
  const height = FRAME_HEIGHTS[context.size][options.widget];
  const src = embedFrameUrl(context.origin, options);
  return [
    '<iframe',
    `  src="${escapeAttribute(src)}"`,
    `  title="${escapeAttribute(frameTitle(options.widget, context.station))}"`,
    '  loading="lazy"',
    `  width="${width}"`,
    `  height="${height}"`,
    `  style="border: 0; width: 100%; max-width: ${width}px"`,
    '></iframe>',
    RESIZE_NOTE,
    `<script src="${context.origin}${RESIZE_SCRIPT_PATH}" async></script>`,
  ].join('\n');
}

/** The comment before the resizing script in the iframe snippet: what it does, and that it may go. */
export const RESIZE_NOTE =
  '<!-- Optional: fits the frame to its content. Leave this line out where scripts are not allowed; the frame keeps the height above. -->';
