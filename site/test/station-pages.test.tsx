/**
 * Station, state and index pages as the prerenderer writes them and as the browser first shows
 * them: the facts, the links and the structured data, and nothing that depends on the day, the
 * zone or the preferences they were built with.
 */
import { within } from '@testing-library/react';
import { setTestTime } from '@tides/test-clock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerender as prerenderFrom } from './site';
import { BOSTON, MA, stationSource } from './station-fixtures';
import { DEFAULT_PREFERENCES, preferencesStore } from '../src/lib/preferences';
import { preloadRoute, resolveRoute } from '../src/routes';
import type { StateData, StationData, StationsIndex } from '../src/stations/types';

/** Massachusetts as its page lists it here: Boston and Charlestown. */
const MA_WITH_TWO = { ...MA, stations: 2 };
const CHARLESTOWN: StationData = {
  ...BOSTON,
  id: 'noaa/8443838',
  path: '/tides/ma/charlestown-8443838',
  name: 'Charlestown',
  noaaId: '8443838',
  area: 'Charles River Entrance',
  type: 'subordinate',
  reference: { id: BOSTON.id, name: 'Boston', state: 'MA', path: BOSTON.path },
  liveGauge: false,
  nearestLiveGauge: {
    path: BOSTON.path,
    name: 'Boston',
    state: 'MA',
    noaaId: '8443970',
    distanceKm: 2,
    bearingDegrees: 169,
  },
  nearest: [],
};
const ONTARIO_GAUGE_STATE = { slug: 'canada', name: 'Canada', code: null, us: false, stations: 1 };
const KINGSTON: StationData = {
  ...BOSTON,
  id: 'ticon/kingston_ontario-13988-can-meds',
  path: '/tides/canada/kingston-ticon-13988',
  name: 'Kingston',
  state: ONTARIO_GAUGE_STATE,
  region: 'Ontario',
  countryCode: 'CA',
  country: 'Canada',
  noaaId: null,
  latitude: 44.22,
  longitude: -76.52,
  timeZone: 'America/Toronto',
  zone: 'Eastern Time (UTC−5 / UTC−4 in summer)',
  datum: 'MSL',
  gauge: { water: 'lake', greatestRangeM: 0.032 },
  liveGauge: false,
  nearest: [],
};
const NC = { slug: 'nc', name: 'North Carolina', code: 'NC', us: true, stations: 1 };
const OCEAN_PIER = {
  path: '/tides/nc/jennettes-pier-8656590',
  name: 'Nags Head, Jennette’s Pier',
  state: 'NC',
  noaaId: '8656590',
  distanceKm: 16.1,
  bearingDegrees: 90,
};
const MANNS_HARBOR: StationData = {
  ...KINGSTON,
  id: 'noaa/8652226',
  path: '/tides/nc/manns-harbor-8652226',
  name: 'Manns Harbor',
  state: NC,
  region: 'NC',
  countryCode: 'US',
  country: 'United States',
  noaaId: '8652226',
  gauge: { water: 'inland', greatestRangeM: 0.09, sameWater: null },
  nearest: [OCEAN_PIER],
};
const ORIENTAL: StationData = {
  ...MANNS_HARBOR,
  id: 'noaa/8655133',
  path: '/tides/nc/oriental-8655133',
  name: 'Oriental',
  gauge: {
    water: 'river',
    greatestRangeM: 0.09,
    sameWater: { ...OCEAN_PIER, path: '/tides/nc/a-8650000', name: 'A Station on the Neuse' },
  },
};
const VANCOUVER: StationData = {
  ...KINGSTON,
  id: 'ticon/vancouver_bc-7735-can-meds',
  path: '/tides/canada/vancouver-ticon-7735',
  name: 'Vancouver',
  region: 'British Columbia',
  latitude: 49.287,
  longitude: -123.11,
  timeZone: 'America/Vancouver',
  zone: 'Pacific Time (UTC−8 / UTC−7 in summer)',
  datum: 'LLWLT',
  gauge: null,
};
const FILES: Record<string, unknown> = {
  'index.json': {
    states: [MA_WITH_TWO],
    stations: 2,
    gaugePaths: [KINGSTON.path, MANNS_HARBOR.path, ORIENTAL.path],
  } satisfies StationsIndex,
  'canada/kingston-ticon-13988.json': KINGSTON,
  'nc/manns-harbor-8652226.json': MANNS_HARBOR,
  'nc/oriental-8655133.json': ORIENTAL,
  'canada/vancouver-ticon-7735.json': VANCOUVER,
  'ma.json': {
    state: MA_WITH_TWO,
    areas: [
      {
        area: 'Boston Harbor',
        stations: [BOSTON, CHARLESTOWN].map(({ path, name, noaaId, type }) => ({
          path,
          name,
          noaaId,
          type,
        })),
      },
    ],
    gauges: [
      {
        path: '/tides/ma/mystic-river-at-amelia-earhart-dam-ticon-1102500',
        name: 'Mystic River at Amelia Earhart Dam',
        noaaId: null,
        type: 'reference',
      },
    ],
  } satisfies StateData,
  'ma/boston-8443970.json': BOSTON,
  'ma/charlestown-8443838.json': CHARLESTOWN,
};

const SOURCE = stationSource(FILES);
const prerender = (path: string) => prerenderFrom(path, SOURCE);

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('a station page, prerendered', () => {
  it('shows the station’s facts, its NOAA page and its neighbours', async () => {
    const page = within(await prerender(BOSTON.path));
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Boston, MA Tides');
    const about = page.getByRole('region', { name: 'About This Station' });
    expect(about).toHaveTextContent('Reference station');
    // The zone in words, with its IANA id in the details beneath.
    const zone = within(about).getByRole('group');
    expect(within(zone).getByText('Eastern Time (UTC−5 / UTC−4 in summer)').tagName).toBe(
      'SUMMARY',
    );
    expect(within(zone).getByText('America/New_York').tagName).toBe('CODE');
    expect(about).toHaveTextContent('42.3539° N, 71.0503° W');
    expect(about).toHaveTextContent(
      'Heights measured fromMean Lower Low Water (MLLW) — the datum of NOAA’s tables and US charts',
    );
    // The official source for a US station is NOAA.
    expect(about).toHaveTextContent('Official predictionsNOAA Tides and Currents');
    expect(page.getByRole('link', { name: /^8443970/ })).toHaveAttribute(
      'href',
      'https://tidesandcurrents.noaa.gov/stationhome.html?id=8443970',
    );
    expect(page.getByRole('region', { name: 'Nearest Stations' })).toHaveTextContent(
      'Charlestown, MA 1.2 mi (2.0 km) N',
    );
    expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Tide stationsMassachusettsBoston',
    );
  });

  it('names a Canadian station’s datum and its official source, the Canadian Hydrographic Service', async () => {
    const page = within(await prerender(VANCOUVER.path));
    const about = page.getByRole('region', { name: 'About This Station' });
    expect(about).toHaveTextContent('Lower Low Water, Large Tide (LLWLT) — Canada’s chart datum');
    expect(about).toHaveTextContent('Official predictionsThe Canadian Hydrographic Service');
    expect(about).toHaveTextContent('Not a NOAA station: constants from TICON-4');
    expect(about).toHaveTextContent('CountryCanada');
  });

  it('names a gauge’s nearest tide station on the same water, or says none near is', async () => {
    const manns = within(await prerender(MANNS_HARBOR.path));
    // A NOAA gauge's datums are NOAA's.
    expect(manns.getByText(/a water-level gauge on/)).toHaveTextContent(
      'the datums measured from them (NOAA’s among them)',
    );
    expect(manns.getByText(/No tide station near it is on the same water/)).toHaveTextContent(
      'the nearest, Nags Head, Jennette’s Pier, NC, 10 mi (16 km) away, is across land',
    );
    const oriental = within(await prerender(ORIENTAL.path));
    const line = oriental.getByText(/The nearest tide station on the same water is/);
    expect(within(line).getByRole('link')).toHaveAttribute('href', '/tides/nc/a-8650000');
    expect(oriental.queryByText(/across land/)).toBeNull();
  });

  it('says a gauge without a tide is not a tide station, and shows no tides', async () => {
    const container = await prerender(KINGSTON.path);
    const page = within(container);
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Kingston, Ontario: Not a Tide Station',
    );
    const lead = page.getByText(/a water-level gauge on a lake/);
    expect(lead).toHaveTextContent('at most 3 cm (1.3 in)');
    // The bound is the tide's, not the water's: the datums' wider spread is said, not denied.
    expect(lead).toHaveTextContent('eight main tidal constituents');
    // Kingston is the Canadian Hydrographic Service's gauge: no NOAA datums are claimed for it.
    expect(lead).toHaveTextContent('the datums measured from them with it');
    expect(lead).not.toHaveTextContent('NOAA');
    // Search finds a gauge by its name (named as a gauge); only nearest-station lists leave it out.
    expect(lead).toHaveTextContent('search finds it by its name, as a gauge');
    expect(lead).not.toHaveTextContent('search and other stations’ nearest-station lists');
    expect(container.textContent).not.toMatch(/Loading tides|Month table|High tide/);
    expect(page.getByRole('region', { name: 'About This Gauge' })).not.toHaveTextContent(
      'Heights measured from',
    );
    await preloadRoute(KINGSTON.path, SOURCE);
    const route = resolveRoute(KINGSTON.path);
    expect(route.title).toBe('Kingston, Ontario Water Level Gauge: No Tide to Predict');
    expect(route.structuredData?.('https://tides.example')[0]).toMatchObject({
      name: 'Kingston, Ontario water level gauge',
    });
  });

  it('links a subordinate station to its reference station', async () => {
    const page = within(await prerender(CHARLESTOWN.path));
    const about = page.getByRole('region', { name: 'About This Station' });
    expect(about).toHaveTextContent('Subordinate station');
    // Its reference, and the nearest gauge NOAA operates on its water: Boston both.
    const links = within(about).getAllByRole('link', { name: 'Boston, MA' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([BOSTON.path, BOSTON.path]);
    expect(about).toHaveTextContent(
      'Water-level gaugeNOAA operates none here, so there is no observed water level. The nearest it operates on the same water is Boston, MA, 2 km (1 mi) S.',
    );
  });

  it('says where NOAA operates a gauge, and a station on no water one is on says so', async () => {
    const boston = within(await prerender(BOSTON.path));
    expect(boston.getByRole('region', { name: 'About This Station' })).toHaveTextContent(
      'Water-level gaugeNOAA operates one here',
    );
    expect(
      within(await prerender(VANCOUVER.path)).getByRole('region', { name: 'About This Station' }),
    ).not.toHaveTextContent('Water-level gauge');
  });

  it('writes the same HTML whatever the day and hour it is built', async () => {
    setTestTime(new Date('2026-03-08T06:59:00Z'));
    const early = (await prerender(BOSTON.path)).innerHTML;
    setTestTime(new Date('2027-12-31T23:59:00Z'));
    const late = (await prerender(BOSTON.path)).innerHTML;
    expect(late).toBe(early);
    expect(early).not.toMatch(/Today|November|2027|2026-/);
  });

  it('writes the same HTML whatever units and clock the browser building it keeps', async () => {
    const plain = (await prerender(BOSTON.path)).innerHTML;
    preferencesStore.set({ units: 'm', hourCycle: 'h23' });
    try {
      const chosen = await prerender(BOSTON.path);
      expect(chosen.innerHTML).toBe(plain);
      expect(within(chosen).getByRole('region', { name: 'Nearest Stations' })).toHaveTextContent(
        '1.2 mi (2.0 km)',
      );
    } finally {
      preferencesStore.set(DEFAULT_PREFERENCES);
    }
  });

  it('has its own title, description and schema.org place', async () => {
    await preloadRoute(BOSTON.path, SOURCE);
    const route = resolveRoute(BOSTON.path);
    expect(route.status).toBe(200);
    expect(route.title).toBe('Boston, MA Tide Times and Tide Table');
    expect(route.description).toContain('NOAA 8443970');
    const [place, breadcrumbs] = route.structuredData?.('https://tides.example') ?? [];
    expect(place).toMatchObject({
      '@type': 'Place',
      url: 'https://tides.example/tides/ma/boston-8443970',
      geo: { latitude: 42.35389, longitude: -71.05028 },
      address: { addressRegion: 'MA', addressCountry: 'US' },
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('answers an address no station has with the not-found page', async () => {
    await preloadRoute('/tides/ma/nowhere-0000000', SOURCE);
    expect(resolveRoute('/tides/ma/nowhere-0000000').status).toBe(404);
    await preloadRoute('/tides/zz', SOURCE);
    expect(resolveRoute('/tides/zz').status).toBe(404);
  });
});

describe('the state and index pages', () => {
  it('lists a state’s stations by area, each linking to its page', async () => {
    const page = within(await prerender('/tides/ma'));
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Massachusetts Tide Stations',
    );
    const area = page.getByRole('region', { name: 'Boston Harbor' });
    expect(within(area).getByRole('heading', { level: 2 })).toHaveTextContent('Boston Harbor');
    expect(
      within(area)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([BOSTON.path, CHARLESTOWN.path]);
  });

  it('lists its gauges without a tide in their own group, as what they are', async () => {
    const page = within(await prerender('/tides/ma'));
    const gauges = page.getByRole('region', {
      name: 'Water-Level Gauges Without a Tide to Tabulate',
    });
    const item = within(gauges).getByRole('listitem');
    expect(item).toHaveTextContent(
      'Mystic River at Amelia Earhart Dam — water-level gauge, tides too small to tabulate',
    );
    expect(within(item).getByRole('link')).toHaveAttribute(
      'href',
      '/tides/ma/mystic-river-at-amelia-earhart-dam-ticon-1102500',
    );
    // Not among the tide stations.
    expect(page.getByRole('region', { name: 'Boston Harbor' })).not.toHaveTextContent('Mystic');
  });

  it('lists the states', async () => {
    const page = within(await prerender('/tides'));
    const states = page.getByRole('region', { name: 'United States' });
    expect(within(states).getByRole('link', { name: 'Massachusetts' })).toHaveAttribute(
      'href',
      '/tides/ma',
    );
  });
});
