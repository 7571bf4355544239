/**
 * Station pages as the prerenderer writes them and as the browser first shows them: the facts,
 * the links and the structured data, and nothing that depends on the day or zone they were
 * built in.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TideDay, TideResult } from '@tides/widgets';
import { BOSTON_DAY, BOSTON_FLOOD_OUTLOOK, BOSTON_WEEK, observedDay } from '@tides/widgets/testing';
import { answerKey, createFakeClients, REFUSAL, type FakeClients } from './fake-clients';
import { Site, stubMatchMedia } from './site';
import { addDays, addMonths, daysInMonth, isCalendarDay, todayIn } from '../src/lib/calendar';
import type { KingTideList, KingTidesRequest } from '../src/lib/clients';
import { DEFAULT_PREFERENCES, preferencesStore } from '../src/lib/preferences';
import { preloadRoute, resolveRoute } from '../src/routes';
import type { StationDataSource } from '../src/stations/data';
import { formatBearing } from '../src/stations/distance';
import { monthTableCsv, monthTableRows, monthZoneSummary } from '../src/stations/month-table';
import { slugify, stationPath } from '../src/stations/paths';
import type { StateData, StationData, StationsIndex } from '../src/stations/types';

const MA = { slug: 'ma', name: 'Massachusetts', code: 'MA', us: true, stations: 2 };
const BOSTON: StationData = {
  id: 'noaa/8443970',
  path: '/tides/ma/boston-8443970',
  name: 'Boston',
  state: MA,
  region: 'MA',
  countryCode: 'US',
  country: 'United States',
  noaaId: '8443970',
  area: null,
  latitude: 42.35389,
  longitude: -71.05028,
  timeZone: 'America/New_York',
  zone: 'Eastern Time (UTC−5 / UTC−4 in summer)',
  datum: 'MLLW',
  type: 'reference',
  reference: null,
  gauge: null,
  liveGauge: true,
  nearest: [
    {
      path: '/tides/ma/charlestown-8443838',
      name: 'Charlestown',
      state: 'MA',
      noaaId: '8443838',
      distanceKm: 2,
      bearingDegrees: 349,
    },
  ],
};
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
    states: [MA],
    stations: 2,
    gaugePaths: [KINGSTON.path, MANNS_HARBOR.path, ORIENTAL.path],
  } satisfies StationsIndex,
  'canada/kingston-ticon-13988.json': KINGSTON,
  'nc/manns-harbor-8652226.json': MANNS_HARBOR,
  'nc/oriental-8655133.json': ORIENTAL,
  'canada/vancouver-ticon-7735.json': VANCOUVER,
  'ma.json': {
    state: MA,
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

/** The station files the pages read, from FILES instead of over HTTP. */
const SOURCE: StationDataSource = { read: async (path) => FILES[path] ?? null };

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

/**
 * A page as the prerenderer writes it, put into the document to be queried as a visitor's
 * browser first shows it (no script has run).
 */
async function prerender(path: string): Promise<HTMLElement> {
  await preloadRoute(path, SOURCE);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Site url={path} />);
  document.body.replaceChildren(container);
  return container;
}

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
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-08T06:59:00Z'));
    const early = (await prerender(BOSTON.path)).innerHTML;
    vi.setSystemTime(new Date('2027-12-31T23:59:00Z'));
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

describe('station addresses', () => {
  it('are made from the name and the station’s own number', () => {
    expect(stationPath({ id: 'noaa/8443970', name: 'Boston', state: 'MA' })).toBe(
      '/tides/ma/boston-8443970',
    );
    expect(stationPath({ id: 'noaa/TEC2793', name: 'Ocracoke Inlet', state: 'NC' })).toBe(
      '/tides/nc/ocracoke-inlet-tec2793',
    );
    expect(
      stationPath({
        id: 'ticon/honolulu_kewalo-026a-usa-uhslc_rq',
        name: 'Honolulu Kewalo',
        state: 'HI',
      }),
    ).toBe('/tides/hi/honolulu-kewalo-ticon-026a');
    // A territory under its own name, never a catch-all.
    expect(stationPath({ id: 'noaa/1890000', name: 'Wake Island', state: 'UM' })).toBe(
      '/tides/um/wake-island-1890000',
    );
    expect(
      stationPath({
        id: 'ticon/port_eri_isle_of_man-iom-gbr-bodc',
        name: 'Port Erin',
        state: null,
        country: 'Isle of Man',
      }),
    ).toBe('/tides/isle-of-man/port-erin-ticon-port-eri-isle-of-man-iom');
  });

  it('keep only letters, digits and hyphens', () => {
    expect(slugify("St. Mary's (Ocean) — Pier 1")).toBe('st-marys-ocean-pier-1');
    expect(slugify('Mayagüez')).toBe('mayaguez');
    // Letters no accent comes off are spelled out, not dropped.
    expect(slugify('Große Weserbrücke')).toBe('grosse-weserbrucke');
    expect(slugify('Tromsø')).toBe('tromso');
    expect(slugify('Karrebæksminde')).toBe('karrebaeksminde');
  });
});

describe('calendar days', () => {
  it('step across months, years and the leap day', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(daysInMonth('2028-02')).toBe(29);
  });

  it('refuse what is no day', () => {
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
    expect(isCalendarDay('2026-11-25')).toBe(true);
  });

  it('take today from the station’s clock, not the visitor’s', () => {
    const instant = new Date('2026-11-26T03:30:00Z');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-25');
    expect(todayIn('Pacific/Kiritimati', instant)).toBe('2026-11-26');
  });
});

describe('directions', () => {
  it('read as the nearest compass point', () => {
    expect(formatBearing(331)).toBe('NW');
    expect(formatBearing(359)).toBe('N');
  });
});

describe('the month table', () => {
  const DAY: TideDay = {
    date: '2026-11-01',
    source: 'harmonic',
    timeZoneAbbreviation: 'EST',
    extremes: [
      {
        time: '1:04 AM EDT',
        height: '9.9 ft',
        at: '2026-11-01T01:04:00-04:00',
        heightM: 3.02,
        type: 'high',
      },
      {
        time: '7:17 AM EST',
        height: '0.3 ft',
        at: '2026-11-01T07:17:00-05:00',
        heightM: 0.09,
        type: 'low',
      },
    ],
    sun: { sunrise: '2026-11-01T06:19:00-05:00', sunset: '2026-11-01T16:36:00-05:00' },
    moon: { phase: 'Waning Gibbous', illumination: 0.6, phaseAngle: 230 },
    tideRange: null,
  };

  it('shows each day’s tides and sun on the station’s clock, saying which offset', () => {
    const plain: TideDay = {
      ...DAY,
      date: '2026-11-02',
      extremes: DAY.extremes.map((event) => ({
        ...event,
        at: new Date(Date.parse(event.at ?? '') + 86_400_000).toISOString(),
      })),
      sun: { sunrise: '2026-11-02T06:20:00-05:00', sunset: '2026-11-02T16:35:00-05:00' },
    };
    const [row] = monthTableRows([plain], 'America/New_York');
    expect(row?.events.map((e) => e.time)).toEqual(['12:04 AM', '7:17 AM']);
    expect(row?.zone).toBe('EST');
    expect(row?.zoneChange).toBeNull();
    expect(row?.sunrise).toBe('6:20 AM');
    expect(row?.sunset).toBe('4:35 PM');
  });

  it('marks the day the clocks change, and gives each time on it its abbreviation', () => {
    const [row] = monthTableRows([DAY], 'America/New_York');
    expect(row?.zone).toBe('EDT → EST');
    expect(row?.zoneChange).toBe('Clocks go back to EST (UTC−05:00) at 2:00 AM');
    expect(row?.events.map((e) => e.time)).toEqual(['1:04 AM EDT', '7:17 AM EST']);
    expect(row?.sunrise).toBe('6:19 AM EST');
  });

  it('puts Vancouver on UTC−7 from November 2026: PDT becomes MST, the clocks stay', () => {
    const vancouverDay = (date: string, at: string): TideDay => ({
      ...DAY,
      date,
      extremes: DAY.extremes.slice(0, 1).map((event) => ({ ...event, at })),
      sun: { sunrise: null, sunset: null },
    });
    const [renamed, winter] = monthTableRows(
      [
        vancouverDay('2026-11-01', '2026-11-01T12:00:00Z'),
        vancouverDay('2026-11-25', '2026-11-25T14:05:00Z'),
      ],
      'America/Vancouver',
    );
    expect(renamed?.zoneChange).toBe(
      'PDT becomes MST (UTC−07:00) at 2:00 AM; clocks do not change',
    );
    expect(winter?.zone).toBe('MST');
    expect(winter?.events[0]?.time).toBe('7:05 AM');
    expect(winter?.events[0]?.local).toBe('2026-11-25T07:05:00-07:00');
    expect(monthZoneSummary('2026-11', 'America/Vancouver')).toBe(
      'PDT (UTC−07:00); on Sun, Nov 1, PDT becomes MST (UTC−07:00) at 2:00 AM; clocks do not change',
    );
    expect(todayIn('America/Vancouver', new Date('2026-11-26T06:59:00Z'))).toBe('2026-11-25');
    expect(todayIn('America/Vancouver', new Date('2026-11-26T07:00:00Z'))).toBe('2026-11-26');
  });

  it('says in the heading when a month’s clocks change (Boston, March 2027)', () => {
    expect(monthZoneSummary('2027-03', 'America/New_York')).toBe(
      'EST (UTC−05:00); on Sun, Mar 14, clocks go forward to EDT (UTC−04:00) at 2:00 AM',
    );
    expect(monthZoneSummary('2027-02', 'America/New_York')).toBe('EST (UTC−05:00)');
  });

  it('writes a CSV line per high or low, quoted where needed and never a formula', () => {
    const rows = monthTableRows([DAY], 'America/New_York');
    const csv = monthTableCsv(rows, { ...BOSTON, name: '=Boston, "MA"' });
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'station_id,station,date,type,time,time_zone,time_zone_abbreviation,time_with_utc_offset,height_ft_from_mllw,sunrise,sunset,moon,tide_range',
    );
    expect(lines[1]).toBe(
      `noaa/8443970,"'=Boston, ""MA""",2026-11-01,high,1:04 AM,America/New_York,EDT,2026-11-01T01:04:00-04:00,9.91,6:19 AM EST,4:36 PM EST,Waning Gibbous,none`,
    );
    expect(lines[2]).toContain(',low,7:17 AM,America/New_York,EST,2026-11-01T07:17:00-05:00,');
    expect(lines).toHaveLength(4);
  });

  it('writes the zone on every day and every height with the same decimals', () => {
    const later: TideDay = {
      ...DAY,
      date: '2026-11-02',
      extremes: [{ ...DAY.extremes[0]!, at: '2026-11-02T06:00:00Z', heightM: 9 * 0.3048 }],
      sun: { sunrise: '2026-11-02T11:20:00Z', sunset: '2026-11-02T21:35:00Z' },
      tideRange: 'spring',
    };
    const rows = monthTableRows([DAY, later], 'America/New_York');
    const lines = monthTableCsv(rows, BOSTON).split('\r\n');
    expect(lines[3]).toBe(
      'noaa/8443970,Boston,2026-11-02,high,1:00 AM,America/New_York,EST,2026-11-02T01:00:00-05:00,9.00,6:20 AM EST,4:35 PM EST,Waning Gibbous,spring',
    );
  });

  it('writes heights in metres and times on a 24-hour clock when the visitor reads them so', () => {
    const rows = monthTableRows([DAY], 'America/New_York', { units: 'm', hourCycle: 'h23' });
    expect(rows[0]?.events.map((e) => `${e.time} ${e.height}`)).toEqual([
      '01:04 EDT 3.02 m',
      '07:17 EST 0.09 m',
    ]);
    expect(rows[0]?.sunset).toBe('16:36 EST');
    const lines = monthTableCsv(rows, BOSTON, 'm', 'h23').split('\r\n');
    expect(lines[0]).toBe(
      'station_id,station,date,type,time,time_zone,time_zone_abbreviation,time_with_utc_offset,height_m_from_mllw,sunrise,sunset,moon,tide_range',
    );
    expect(lines[2]).toBe(
      'noaa/8443970,Boston,2026-11-01,low,07:17,America/New_York,EST,2026-11-01T07:17:00-05:00,0.090,06:19 EST,16:36 EST,Waning Gibbous,none',
    );
  });
});

describe('a station page in the browser', () => {
  /** Boston's tides as the tide service answers them: 15 March 2026, and the week from 4 March. */
  const ANSWERS: Record<string, TideResult> = {
    [answerKey({ locationId: BOSTON.id, date: '2026-03-15' })]: BOSTON_DAY,
    [answerKey({ locationId: BOSTON.id, date: '2026-03-04', days: 7 })]: BOSTON_WEEK,
  };

  /** Fake clients whose king tides answer `list` to every request, each request kept in `asked`. */
  function kingTidesAsked(list: KingTideList | null): {
    asked: KingTidesRequest[];
    clients: FakeClients;
  } {
    const asked: KingTidesRequest[] = [];
    const clients: FakeClients = {
      ...createFakeClients(ANSWERS),
      kingTides: {
        list: async (request) => {
          asked.push(request);
          return list;
        },
      },
    };
    return { asked, clients };
  }

  /** The page at `path`, rendered in the document as the browser renders it after loading. */
  async function open(path: string, clients: FakeClients): Promise<void> {
    await preloadRoute(path, SOURCE);
    window.history.replaceState(null, '', path);
    render(<Site clients={clients} />);
  }

  beforeEach(() => {
    stubMatchMedia();
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('shows the day the address asks for, and the seven days from it', async () => {
    // 1 March 2026, noon in Boston: its today, whatever zone the test runs in.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T17:00:00Z'));
    const clients = createFakeClients({
      ...ANSWERS,
      // The week's answer begins with its first day, as a day's answer does.
      [answerKey({ locationId: BOSTON.id, date: '2026-03-04' })]: BOSTON_WEEK,
    });
    await open(`${BOSTON.path}?date=2026-03-04`, clients);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Wednesday, March 4, 2026' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'The Week from Wednesday, March 4, 2026' }),
    ).toBeInTheDocument();
    const week = await screen.findByRole('table', {
      name: /^Highs and lows for seven days from Wednesday, March 4, 2026/,
    });
    // A header row, then a row for each day, each linking to its own day.
    const rows = within(week).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows[1]).toHaveAttribute('aria-current', 'date');
    expect(within(week).getByRole('link', { name: 'Thu, Mar 5' })).toHaveAttribute(
      'href',
      `${BOSTON.path}?date=2026-03-05`,
    );
    expect(clients.tideRequests).toEqual(
      expect.arrayContaining([
        { locationId: BOSTON.id, date: '2026-03-04' },
        { locationId: BOSTON.id, date: '2026-03-04', days: 7 },
      ]),
    );
  });

  it('says where the water is now against the prediction, and draws what the gauge measured', async () => {
    // 6 AM in Boston on the 15th; its gauge reads 0.183 m (0.6 ft) above the prediction.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-15T10:00:00Z'));
    const gauge = observedDay(BOSTON_DAY, 0.183, Date.parse('2026-03-15T10:00:00Z'));
    await open(BOSTON.path, createFakeClients(ANSWERS, { waterLevels: { [BOSTON.id]: gauge } }));

    const now = await screen.findByRole(
      'group',
      { name: 'Observed water level' },
      // The page asks for the water level after it renders: generous for a loaded machine.
      { timeout: 10_000 },
    );
    expect(now).toHaveTextContent('Now: 5.6 ft, 0.6 ft above predicted');
    expect(now).toHaveTextContent(/Measured Mar 15, 6:00\sAM EDT by the NOAA gauge/);
    expect(
      screen.getByRole('link', { name: 'How weather and storm surge change the tide' }),
    ).toHaveAttribute('href', '/learn/extreme-tides');
    const chart = await screen.findByRole('figure', { name: /^Tide Chart/ });
    expect(chart).toHaveTextContent('Line: observed by the NOAA gauge');
  });

  it('says plainly when the observed level is unavailable, and draws the prediction alone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-15T10:00:00Z'));
    const gauge = observedDay(BOSTON_DAY, 0.183, Date.parse('2026-03-15T10:00:00Z'));
    const unavailable = {
      ...gauge,
      source: 'unavailable' as const,
      observations: [],
      latest: null,
      reason: 'NOAA did not answer (HTTP 500); for now, the prediction stands alone.',
    };
    await open(
      BOSTON.path,
      createFakeClients(ANSWERS, { waterLevels: { [BOSTON.id]: unavailable } }),
    );

    const now = await screen.findByRole(
      'group',
      { name: 'Observed water level' },
      // The page asks for the water level after it renders: generous for a loaded machine.
      { timeout: 10_000 },
    );
    expect(now).toHaveTextContent('Observed water level unavailable: NOAA did not answer');
    const chart = await screen.findByRole('figure', { name: /^Tide Chart/ });
    expect(chart).not.toHaveTextContent('observed by the NOAA gauge');
  });

  it('says the king tides ahead could not be had, rather than ranking them for ever', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-15T10:00:00Z'));
    // The fake king tides client fails every list, as the site's does on a refusal.
    await open(BOSTON.path, createFakeClients(ANSWERS));

    const kingTides = screen.getByRole('region', { name: 'King Tides in the Next 12 Months' });
    expect(
      await within(kingTides).findByText(
        'The king tides ahead could not be ranked just now; reload the page to try again.',
      ),
    ).toBeInTheDocument();
    expect(kingTides).not.toHaveTextContent('Ranking the high tides ahead');
  });

  it('asks the twelve months ahead’s king tides once, and a year’s only for a month begun before today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-15T10:00:00Z'));
    const { asked, clients } = kingTidesAsked(null);
    // Today and its week are inside the twelve months ahead: that list marks them.
    await open(BOSTON.path, clients);
    await screen.findByText(/could not be ranked just now/);
    expect(asked).toEqual([{ stationId: BOSTON.id }]);
    cleanup();

    // March's table begins on the 1st, before today: March needs its year's list too.
    asked.length = 0;
    await open(`${BOSTON.path}?view=month&month=2026-03`, clients);
    await screen.findByText(/could not be ranked just now/);
    expect(asked).toEqual(
      expect.arrayContaining([{ stationId: BOSTON.id }, { stationId: BOSTON.id, year: 2026 }]),
    );
    expect(asked).toHaveLength(2);
  });

  it('lists the king tides ahead in the units chosen, without asking for them again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-15T10:00:00Z'));
    const { asked, clients } = kingTidesAsked({
      explanation: 'King tides are the year’s highest predicted high tides.',
      tides: [{ at: '2026-04-28T11:47:00-04:00', heightM: 3.456, height: '11.3 ft' }],
      feed: (units) => `webcal://example.test/king-tides?units=${units}`,
    });
    try {
      await open(BOSTON.path, clients);
      const list = screen.getByRole('region', { name: 'King Tides in the Next 12 Months' });
      expect(await within(list).findByText('11.3 ft')).toBeInTheDocument();

      act(() => preferencesStore.set({ units: 'm', hourCycle: 'h12' }));

      expect(await within(list).findByText('3.46 m')).toBeInTheDocument();
      expect(
        within(list).getByRole('link', { name: 'Subscribe to the king tides ahead' }),
      ).toHaveAttribute('href', 'webcal://example.test/king-tides?units=m');
      // A list costs a year of predicted days: the one asked for feet serves metres too.
      expect(asked).toEqual([{ stationId: BOSTON.id }]);
    } finally {
      act(() => preferencesStore.set(DEFAULT_PREFERENCES));
    }
  });

  it('marks a king tide in the week from the twelve months ahead’s list alone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T17:00:00Z'));
    const clients: FakeClients = {
      ...createFakeClients({
        ...ANSWERS,
        [answerKey({ locationId: BOSTON.id, date: '2026-03-04' })]: BOSTON_WEEK,
      }),
      kingTides: {
        // Only the twelve months' list answers: a year's list, if asked, fails.
        list: async ({ year }) =>
          year === undefined
            ? {
                explanation: 'King tides are the year’s highest predicted high tides.',
                tides: [{ at: '2026-03-04T11:47:00-05:00', heightM: 3.185, height: '10.4 ft' }],
                feed: () => 'webcal://example.test/king-tides',
              }
            : null,
      },
    };
    await open(`${BOSTON.path}?date=2026-03-04`, clients);
    const week = await screen.findByRole('table', {
      name: /^Highs and lows for seven days from Wednesday, March 4, 2026/,
    });
    expect(await within(week).findByText('King tide')).toBeInTheDocument();
  });

  it('shows the flood thresholds beside the king tides, and marks a flood tide in the week', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T17:00:00Z'));
    const asked: string[] = [];
    const base = createFakeClients({
      ...ANSWERS,
      [answerKey({ locationId: BOSTON.id, date: '2026-03-04' })]: BOSTON_WEEK,
    });
    const clients: FakeClients = {
      ...base,
      tides: {
        ...base.tides,
        lookUpFloodOutlook: async (locationId) => {
          asked.push(locationId);
          // Boston's thresholds, with the week's 4 March high as a flood tide.
          const day = {
            date: '2026-03-04',
            at: '2026-03-04T11:47:00-05:00',
            time: '11:47 AM',
            heightM: 3.185,
            level: 'minor' as const,
          };
          return { kind: 'result', result: { ...BOSTON_FLOOD_OUTLOOK, days: [day] } };
        },
      },
    };
    await open(`${BOSTON.path}?date=2026-03-04`, clients);

    const section = await screen.findByRole('region', { name: 'Will It Flood Here?' });
    expect(
      await within(section).findByRole('region', { name: 'Flood outlook: Boston, MA' }),
    ).toHaveTextContent('Minor12.3 ft more disruptive than damaging');
    expect(
      within(section).getByRole('link', { name: 'Subscribe to the flood tides ahead' }),
    ).toHaveAttribute('href', expect.stringMatching(/^webcal:.*list=flood-tides&units=ft$/));
    const week = await screen.findByRole('table', {
      name: /^Highs and lows for seven days from Wednesday, March 4, 2026/,
    });
    expect(await within(week).findByText('Minor flooding')).toBeInTheDocument();
    expect(screen.getByText(/a high the tide alone is predicted to lift/)).toBeInTheDocument();
    // One lookup serves the section and the marks.
    expect(asked).toEqual([BOSTON.id]);
  });

  it('prerenders no flood outlook: it depends on the visitor’s today', async () => {
    const page = await prerender(BOSTON.path);
    const section = within(page).getByRole('region', { name: 'Will It Flood Here?' });
    expect(section).toHaveTextContent('Looking up the flood thresholds…');
    expect(page).not.toHaveTextContent('Minor flooding');
  });

  it('says in the tide service’s words why it has no tides, for the day and the week', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T17:00:00Z'));
    await open(`${BOSTON.path}?date=2026-03-04`, createFakeClients(ANSWERS));
    // The day (the 4th) has no answer of its own; the week from it does.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REFUSAL.details);
    expect(
      await screen.findByRole('table', { name: /^Highs and lows for seven days/ }),
    ).toBeInTheDocument();
  });

  it('offers the month as a table to print or download once it has come', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-04T17:00:00Z'));
    const month = { ...BOSTON_WEEK, date: '2026-03-01' };
    const clients = createFakeClients({
      [answerKey({ locationId: BOSTON.id, date: '2026-03-01', days: 31 })]: month,
    });
    await open(`${BOSTON.path}?view=month&month=2026-03`, clients);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Boston, MA tide table, March 2026' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Print this month' })).toBeEnabled();
    // The table's heights are signed: the line above it says what a minus height is.
    expect(screen.getByText(/Heights in feet from Mean Lower Low Water/)).toHaveTextContent(
      'Heights in feet from Mean Lower Low Water (MLLW) — the datum of NOAA’s tables and US charts; a minus height is below it.',
    );
    expect(document.body).not.toHaveTextContent(/heights? (in feet )?above/i);
    // A row for each day the answer carries, after the header.
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Today and the week' })).toHaveAttribute(
      'href',
      BOSTON.path,
    );
  });
});
