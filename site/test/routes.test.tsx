/**
 * Walks the whole route map as the prerenderer does (server rendering, no JavaScript) and checks
 * each page shows what the spec says it must: its title, its back link, and its parts.
 */
import { setTestTime } from '@tides/test-clock';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Site } from './site';
import { learnGuides } from '../src/content/learn';
import { moonPages } from '../src/content/moon';
import { tidalEffectArticles } from '../src/content/tidal-effects';
import { staticRoutes } from '../src/routes';

function renderPage(path: string): Document {
  const html = renderToString(<Site url={path} />);
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

const main = (doc: Document) => doc.querySelector('main') as HTMLElement;
const texts = (elements: Iterable<Element>) => [...elements].map((e) => e.textContent?.trim());
const hrefs = (elements: Iterable<Element>) => [...elements].map((e) => e.getAttribute('href'));

const HUB_OF: [RegExp, string, string][] = [
  [/^\/moon\//, '/moon-effects', 'Back to Moon Effects'],
  [/^\/learn\//, '/learn', 'Back to Learn'],
  [/^\/tidal-effects\//, '/tidal-effects', 'Back to Tidal Effects'],
  [/^\/tide-resources\//, '/tide-resources', 'Back to Tide Resources'],
  [/^\/education\//, '/education', 'Back to Education'],
];

const routes = await staticRoutes();

/** When the moon pages below are built: their peak dates run from this year on. */
const BUILT_AT = '2026-06-15T12:00:00Z';

describe('every route', () => {
  it('covers the spec route table plus the four extra articles, the legal pages, My Tides and the embed builder with its quick start', () => {
    const paths = routes.map((r) => r.path);
    expect(paths).toHaveLength(1 + 1 + 1 + 1 + 12 + 1 + 28 + 1 + 12 + 1 + 5 + 1 + 5 + 3 + 1 + 2);
    expect(paths).toContain('/my-tides');
    expect(paths).toContain('/embed');
    expect(paths).toContain('/embed/quick-start');
    for (const extra of [
      'beachcombing-best-times',
      'kayaking-tidal-waters',
      'tidal-prediction-technology',
      'historical-tidal-records',
    ]) {
      expect(paths).toContain(`/tidal-effects/${extra}`);
    }
  });

  it.each(routes.map((r) => [r.path, r]))(
    '%s renders its heading, header and footer',
    (path, route) => {
      const doc = renderPage(path);
      const h1 = main(doc).querySelector('h1');
      // The sign-in page's heading is for screen readers: its card says the same in its tabs.
      const expected =
        path === '/'
          ? "Explore the Ocean's Rhythms"
          : path === '/auth'
            ? 'Sign in or create an account'
            : route.title;
      expect(h1?.textContent).toBe(expected);
      expect(doc.querySelector('header nav a[href="/#charts"]')?.textContent).toBe('Tide Charts');
      expect(doc.querySelector('footer')?.textContent).toContain('24/7 Tide Updates');

      const hub = HUB_OF.find(([pattern]) => pattern.test(path));
      const back = main(doc).querySelector('[data-slot="back-link"]');
      expect(back && { href: back.getAttribute('href'), text: back.textContent }).toEqual(
        hub ? { href: hub[1], text: expect.stringContaining(hub[2]) } : null,
      );
    },
  );
});

describe('the shared layout', () => {
  const doc = renderPage('/');

  it('has the logo, tagline, navigation, Find Tides and Sign In in the header', () => {
    const header = doc.querySelector('header') as HTMLElement;
    expect(header.querySelector('a.brand')?.getAttribute('href')).toBe('/');
    expect(header.textContent).toContain('Precision Tidal Predictions');
    expect(texts(header.querySelectorAll('nav[aria-label="Main"] a'))).toEqual([
      'Tide Charts',
      'Tidal Effects',
      'Moon Effects',
      'Learn',
    ]);
    expect(hrefs(header.querySelectorAll('nav[aria-label="Main"] a'))).toEqual([
      '/#charts',
      '/tidal-effects',
      '/moon-effects',
      '/learn',
    ]);
    expect(header.querySelector('a[href="/find-tides"]')?.textContent).toBe('Find Tides');
    expect(header.querySelector('a[href="/auth"]')?.textContent).toBe('Sign In');
  });

  it('links the footer to the five resource pages, the five education articles and the legal pages', () => {
    const footer = doc.querySelector('footer') as HTMLElement;
    expect(hrefs(footer.querySelectorAll('nav[aria-label="Tide Resources"] a'))).toEqual([
      '/tide-resources/tide-tables',
      '/tide-resources/moon-phase-calendar',
      '/tide-resources/coastal-weather',
      '/tide-resources/tidal-predictions-api',
      '/tide-resources/historical-data',
    ]);
    expect(hrefs(footer.querySelectorAll('nav[aria-label="Education"] a'))).toEqual([
      '/education/how-tides-work',
      '/education/moons-influence',
      '/education/spring-vs-neap-tides',
      '/education/tidal-phenomena',
      '/education/coastal-safety',
    ]);
    expect(texts(footer.querySelectorAll('nav[aria-label="Legal"] a'))).toEqual([
      'Privacy Policy',
      'Terms of Service',
      'Cookie Policy',
    ]);
    // Each footer link reads as the title of the page it opens.
    for (const link of footer.querySelectorAll(
      'nav[aria-label="Tide Resources"] a, nav[aria-label="Education"] a',
    )) {
      const route = routes.find((r) => r.path === link.getAttribute('href'));
      expect(link.textContent).toBe(route?.title);
    }
    expect(footer.textContent).toContain('Research Center');
  });
});

describe('the home page', () => {
  const doc = renderPage('/');
  it('has the hero buttons, the three cards and the charts section', () => {
    const hero = main(doc).querySelector('.hero') as HTMLElement;
    expect(texts(hero.querySelectorAll('a'))).toEqual([
      'Learn About Tides',
      'Find Local Tides',
      'Sign In / Sign Up',
    ]);
    expect(hrefs(hero.querySelectorAll('a'))).toEqual(['/learn', '/find-tides', '/auth']);
    const cards = main(doc).querySelectorAll('.card-grid > li > a');
    expect(texts([...cards].map((c) => c.querySelector('h2') as Element))).toEqual([
      'Tide Charts & Predictions',
      'Lunar Influence on Tides',
      'Comprehensive Tide Education',
    ]);
    expect(hrefs(cards)).toEqual(['/find-tides', '/moon-effects', '/learn']);
    expect(main(doc).querySelector('#charts h2')?.textContent).toBe('Tide Charts');
  });

  it('says the catalogue covers the world, not only the US', () => {
    const hero = main(doc).querySelector('.hero .lead')?.textContent ?? '';
    expect(hero).toContain('coasts around the world');
    const charts = main(doc).querySelector('.card-grid > li > a')?.textContent ?? '';
    expect(charts).toContain('coasts around the world');
    expect(charts).not.toMatch(/thousands of US stations/);
  });
});

describe('the find-tides page', () => {
  const doc = renderPage('/find-tides');
  it('has the Tide Search card with a disabled Find Tides button and the tips card', () => {
    expect(main(doc).textContent).toContain('Tide Search');
    const button = [...main(doc).querySelectorAll('button')].find(
      (b) => b.textContent === 'Find Tides',
    );
    expect(button?.hasAttribute('disabled')).toBe(true);
    const tips = main(doc).querySelector('[aria-labelledby="tips-title"]') as HTMLElement;
    expect(tips.querySelector('h2')?.textContent).toBe('Tide Finding Tips');
    expect(tips.querySelectorAll('li')).toHaveLength(3);
  });
});

describe('moon pages', () => {
  it('the overview lists the 12 months in order with their paths and the quick facts', () => {
    const doc = renderPage('/moon-effects');
    const cards = main(doc).querySelectorAll('[data-slot="month-cards"] a');
    expect(texts([...cards].map((c) => c.querySelector('h3') as Element))).toEqual([
      'Wolf Moon',
      'Snow Moon',
      'Worm Moon',
      'Pink Moon',
      'Flower Moon',
      'Strawberry Moon',
      'Buck Moon',
      'Sturgeon Moon',
      'Harvest Moon',
      'Hunter Moon',
      'Beaver Moon',
      'Cold Moon',
    ]);
    expect(hrefs(cards)).toEqual(moonPages.map((p) => p.path));
    const months = Array.from({ length: 12 }, (_, month) =>
      new Date(Date.UTC(2000, month, 1)).toLocaleString('en-US', {
        month: 'long',
        timeZone: 'UTC',
      }),
    );
    expect(texts([...cards].map((c) => c.querySelector('.eyebrow') as Element))).toEqual(months);
    const facts = main(doc).textContent ?? '';
    for (const value of [
      '29.5 days',
      '12 hours 25 minutes',
      'Up to 20% higher',
      'An additional 20%',
    ]) {
      expect(facts).toContain(value);
    }
  });

  it.each(moonPages.map((p) => [p.path, p]))(
    '%s has its cards and the Facts sidebar',
    (path, page) => {
      setTestTime(BUILT_AT);
      const doc = renderPage(path);
      const m = main(doc);
      expect(m.querySelector('.subtitle')?.textContent).toBe(page.subtitle);
      expect(m.querySelectorAll('[aria-labelledby="did-you-know"] li')).toHaveLength(3);
      expect(m.querySelectorAll('[aria-labelledby="moon-tidal-effects"] li')).toHaveLength(4);
      const sidebar = m.querySelectorAll('aside > section');
      expect(sidebar).toHaveLength(3);
      expect(sidebar[0]?.querySelector('h2')?.textContent).toBe('Facts');
      expect(texts(sidebar[0]?.querySelectorAll('dt') ?? [])).toEqual([
        'Peak date',
        'Alternative names',
        'Spring tides',
      ]);
      // No month has a spring tide of its own size: the figures given are the stations' own,
      // with their basis, and the same on every moon's page.
      expect(sidebar[0]?.textContent).not.toMatch(/Tidal range enhancement|editorial estimate/);
      expect(sidebar[0]?.textContent).toContain('S2 to M2 in its harmonic constants');
      // The prerendered peak dates are the real full moons the build computed, from the build's
      // year on, and the same for every visitor (the browser narrows them to those to come).
      const peaks = sidebar[0]?.querySelector('dd [data-slot="peak-dates"]');
      expect(peaks?.getAttribute('data-state')).toBe('all');
      expect(peaks?.querySelector('li')?.textContent).toMatch(/2026|2027/);
      expect(peaks?.querySelectorAll('li').length).toBeGreaterThanOrEqual(4);
    },
  );
});

describe('learn', () => {
  it('the hub has 12 guide cards, Find Local Tides, quick facts and the popular searches', () => {
    const doc = renderPage('/learn');
    const m = main(doc);
    expect(hrefs(m.querySelectorAll('[data-slot="guide-cards"] > li > a'))).toEqual(
      learnGuides.map((g) => g.path),
    );
    expect(m.querySelector('a[href="/find-tides"]')?.textContent).toBe('Find Local Tides');
    expect(texts(m.querySelectorAll('[data-slot="popular-searches"] li'))).toEqual([
      'tide charts',
      'high tide',
      'low tide',
      'spring tides',
      'neap tides',
      'tidal currents',
      'king tides',
      'tide times',
    ]);
    expect(m.querySelector('a[href="/learn/what-are-tides"]')).not.toBeNull();
    expect(m.querySelector('a[href="/learn/tide-charts"]')).not.toBeNull();
  });

  const BUTTONS: Record<string, [string, string][]> = {
    'what-are-tides': [
      ['Next: Types of Tides', '/learn/types-of-tides'],
      ['Find Local Tides', '/find-tides'],
    ],
    'types-of-tides': [
      ['Previous: What Are Tides?', '/learn/what-are-tides'],
      ['Next: Spring and Neap Tides', '/learn/spring-neap-tides'],
    ],
    'spring-neap-tides': [
      ['Previous: Types of Tides', '/learn/types-of-tides'],
      ['Next: Tide Charts', '/learn/tide-charts'],
    ],
    'tide-charts': [
      ['Try Our Tide Charts', '/find-tides'],
      ['Next: Tidal Currents', '/learn/tidal-currents'],
    ],
    'tidal-currents': [
      ['Find Current Stations', '/tides'],
      ['Next: Global Tidal Patterns', '/learn/global-tides'],
    ],
    'global-tides': [
      ['Explore Global Tides', '/find-tides'],
      ['Next: Tides and Navigation', '/learn/tides-navigation'],
    ],
    'tides-navigation': [
      ['Plan Your Navigation', '/find-tides'],
      ['Next: Fishing and Tides', '/learn/fishing-tides'],
    ],
    'fishing-tides': [
      ['Plan Your Fishing Trip', '/find-tides'],
      ['Next: Extreme Tides', '/learn/extreme-tides'],
    ],
    'extreme-tides': [
      ['Monitor Current Conditions', '/find-tides'],
      ['Next: Tidal Energy', '/learn/tidal-energy'],
    ],
    'tidal-energy': [
      ['Explore Tidal Conditions', '/find-tides'],
      ['Next: Historical Tides', '/learn/historical-tides'],
    ],
    'historical-tides': [
      ['Explore Modern Tides', '/find-tides'],
      ['Next: Tidal Bores', '/learn/tidal-bores'],
    ],
    'tidal-bores': [
      ['Find Bore Timing', '/find-tides'],
      ['Back to Learning Hub', '/learn'],
    ],
  };

  it.each(Object.entries(BUTTONS))('the %s guide has its exact buttons', (slug, buttons) => {
    const doc = renderPage(`/learn/${slug}`);
    const links = main(doc).querySelectorAll('nav[aria-label="Guide navigation"] a');
    expect([...links].map((a) => [a.textContent, a.getAttribute('href')])).toEqual(buttons);
    expect(main(doc).querySelectorAll('[data-slot="content-card"]').length).toBeGreaterThanOrEqual(
      3,
    );
  });
});

describe('tidal effects', () => {
  it('the hub groups every catalogue entry (the spec says 27 but lists 28) under the 8 categories derived from the entries', () => {
    const doc = renderPage('/tidal-effects');
    const m = main(doc);
    expect(m.querySelector('h1')?.textContent).toBe('Complete Guide to Tidal Effects');
    const categories = m.querySelectorAll('[data-slot="category"]');
    expect(texts([...categories].map((c) => c.querySelector('h2') as Element))).toEqual([
      'Fundamentals',
      'Weather Impact',
      'Coastal Impact',
      'Marine Biology',
      'Navigation',
      'Recreation',
      'Technology',
      'Climate',
    ]);
    expect([...categories].map((c) => c.querySelectorAll('li > a').length)).toEqual([
      4, 4, 4, 4, 4, 4, 2, 2,
    ]);
    expect(texts(m.querySelectorAll('[data-slot="content-card"] > h2')).slice(0, 3)).toEqual([
      expect.any(String),
      'Quick Facts',
      'Impact Areas',
    ]);
  });

  it.each(tidalEffectArticles.map((a) => [a.path]))('%s has three content sections', (path) => {
    expect(main(renderPage(path)).querySelectorAll('[data-slot="content-card"]')).toHaveLength(3);
  });
});

describe('resources and education', () => {
  it('the resources hub has five linked cards and the professional resources card', () => {
    const m = main(renderPage('/tide-resources'));
    expect(m.querySelectorAll('.card-grid > li > a')).toHaveLength(5);
    expect(m.textContent).toContain('Professional Tidal Resources');
  });

  it('the education hub has its title, five cards and the Learn About Tides panel', () => {
    const m = main(renderPage('/education'));
    expect(m.querySelector('h1')?.textContent).toBe('Tidal Education Center');
    expect(m.querySelectorAll('.education-grid > li > a')).toHaveLength(5);
    expect(m.querySelector('#learn-panel')?.textContent).toBe('Learn About Tides');
  });

  const SECTIONS: Record<string, string[]> = {
    'how-tides-work': ['Gravitational Forces', "Earth's Rotation Effect", 'Local Variations'],
    'moons-influence': ['Gravitational Forces', "Sun's Secondary Role", 'Tidal Timing and Cycles'],
    'spring-vs-neap-tides': [
      'Spring Tides - Maximum Range',
      'Neap Tides - Minimum Range',
      'Planning Around Tidal Cycles',
    ],
    'tidal-phenomena': ['Tidal Bores', 'Amphidromic Points', 'Tidal Resonance'],
    'coastal-safety': [
      'Understanding Tidal Hazards',
      'Timing and Planning',
      'Emergency Preparedness',
    ],
  };
  it.each(Object.entries(SECTIONS))('the %s article has its three sections', (slug, titles) => {
    const m = main(renderPage(`/education/${slug}`));
    expect(texts(m.querySelectorAll('[data-slot="content-card"] > h2'))).toEqual(titles);
  });

  it.each([
    'tide-tables',
    'moon-phase-calendar',
    'coastal-weather',
    'tidal-predictions-api',
    'historical-data',
  ])('the %s resource page has three sections', (slug) => {
    expect(
      main(renderPage(`/tide-resources/${slug}`)).querySelectorAll('[data-slot="content-card"]'),
    ).toHaveLength(3);
  });
});

describe('an unknown path', () => {
  it('renders the not-found page', () => {
    const m = main(renderPage('/no/such/page'));
    expect(m.querySelector('h1')?.textContent).toBe('404');
    expect(m.textContent).toContain('Oops! Page not found');
    expect(m.querySelector('a[href="/"]')?.textContent).toBe('Return to Home');
  });
});

describe('the footer’s contact', () => {
  it('never offers the reserved placeholder address as a link, and says when none is set up', () => {
    const footer = renderPage('/').querySelector('footer');
    const link = footer?.querySelector('a[href^="mailto:"]') ?? null;
    expect(link?.getAttribute('href') ?? '').not.toMatch(/\.example$/);
    expect(link !== null || /no contact address/.test(footer?.textContent ?? '')).toBe(true);
  });
});
