// @vitest-environment node
/**
 * What the embed builder hands a website owner, and how the iframe page reads its address:
 * both snippets for every widget, and an address edited by hand or by someone hostile.
 */
import { describe, expect, it } from 'vitest';
import { embedFrameUrl, readEmbedOptions, type EmbedOptions } from '../src/embed/options';
import { elementSnippet, iframeSnippet, type EmbedContext } from '../src/embed/snippets';

const BOSTON = { id: 'noaa/8443970', name: 'Boston', state: 'MA' };
const context: EmbedContext = {
  origin: 'https://tides.example',
  apiUrl: 'https://abcd.supabase.co',
  anonKey: 'public-anon-key',
  size: 'compact',
  station: BOSTON,
};
const week: EmbedOptions = {
  station: BOSTON.id,
  widget: 'week',
  theme: 'dark',
  units: 'm',
  clock: 'h23',
};

describe('the iframe page’s address', () => {
  it('reads back what the builder writes', () => {
    const url = new URL(embedFrameUrl('https://tides.example', week));
    expect(url.pathname).toBe('/embed/frame');
    expect(readEmbedOptions(url.search)).toEqual(week);
  });

  it('falls back to the defaults for what it does not know, and drops a station that is not an id', () => {
    expect(
      readEmbedOptions('?station=javascript:alert(1)&widget=map&theme=neon&units=yards&clock=24'),
    ).toEqual({ station: '', widget: 'today', theme: 'light', units: 'ft', clock: undefined });
    expect(readEmbedOptions('?station=%22%3E%3Cscript%3E').station).toBe('');
  });
});

describe('the widget snippet', () => {
  it('loads the site’s standalone script and names the station, its page, the API and the choices', () => {
    expect(elementSnippet(week, context))
      .toBe(`<script type="module" src="https://tides.example/widgets/tide-finder.js"></script>
<tide-week
  supabase-url="https://abcd.supabase.co"
  supabase-anon-key="public-anon-key"
  location="noaa/8443970"
  units="m"
  hour-cycle="h23"
  theme="dark"
  station-href="https://tides.example/tides/ma/boston-8443970"
  style="display: block; max-width: 300px"
></tide-week>`);
  });

  it('uses each widget’s own element, each with its credit’s link: the station’s page, or Find Tides', () => {
    const tags = (['today', 'chart', 'finder', 'moon', 'flood'] as const).map((widget) => {
      const snippet = elementSnippet({ ...week, widget }, context);
      return [snippet.split('\n')[1], /(station|credit)-href="([^"]+)"/.exec(snippet)?.[2]];
    });
    const page = 'https://tides.example/tides/ma/boston-8443970';
    expect(tags).toEqual([
      ['<tide-today', page],
      ['<tide-chart', page],
      ['<tide-finder', 'https://tides.example/find-tides'],
      ['<tide-moon-card', page],
      ['<tide-flood-outlook', page],
    ]);
  });

  it('links a station outside the US to its own page when the search named its country', () => {
    const vancouver = { id: 'ticon/vancouver-7735', name: 'Vancouver', state: 'British Columbia' };
    expect(
      elementSnippet(week, { ...context, station: { ...vancouver, country: 'Canada' } }),
    ).toContain('station-href="https://tides.example/tides/canada/vancouver-ticon-7735"');
    // Without the country, the address cannot be made: its Find Tides search instead.
    expect(elementSnippet(week, { ...context, station: vancouver })).toContain(
      'station-href="https://tides.example/find-tides?station=ticon%2Fvancouver-7735"',
    );
  });
});

describe('the iframe snippet', () => {
  it('is a lazy, titled iframe of the iframe page, sized for the shape', () => {
    const compact = iframeSnippet(week, context);
    expect(compact).toContain(
      'src="https://tides.example/embed/frame?station=noaa%2F8443970&amp;widget=week&amp;theme=dark&amp;units=m&amp;clock=h23"',
    );
    expect(compact).toContain('title="The week’s tides for Boston, MA"');
    expect(compact).toContain('loading="lazy"');
    expect(compact).toContain('width="300"');
    const wide = iframeSnippet(week, { ...context, size: 'wide' });
    expect(wide).toContain('width="760"');
    expect(Number(/height="(\d+)"/.exec(wide)?.[1])).toBeLessThan(
      Number(/height="(\d+)"/.exec(compact)?.[1]),
    );
  });

  it('names what each frame shows, the moon as the moon', () => {
    const titles = (['today', 'week', 'chart', 'finder', 'moon', 'flood'] as const).map(
      (widget) => /title="([^"]+)"/.exec(iframeSnippet({ ...week, widget }, context))?.[1],
    );
    expect(titles).toEqual([
      'Today’s tides for Boston, MA',
      'The week’s tides for Boston, MA',
      'Today’s tide chart for Boston, MA',
      'Tide finder by Tide Charts',
      'Moon phase today at Boston, MA',
      'Flood outlook for Boston, MA',
    ]);
  });

  it('ends with the optional script that fits the frame to its content, and says it is optional', () => {
    const lines = iframeSnippet(week, context).split('\n');
    expect(lines.at(-2)).toMatch(/^<!-- Optional: fits the frame to its content\./);
    expect(lines.at(-1)).toBe(
      '<script src="https://tides.example/embed/resize.js" async></script>',
    );
  });
});
