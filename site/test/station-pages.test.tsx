/**
 * Station pages as the prerenderer writes them and as the browser first shows them: the facts,
 * the links and the structured data, and nothing that depends on the day or zone they were
 * built in.
 */
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TideDay } from '@tides/widgets';
import { Site } from './site';
import { addDays, addMonths, daysInMonth, isCalendarDay, todayIn } from '../src/lib/calendar';
import { DEFAULT_PREFERENCES, preferencesStore } from '../src/lib/preferences';
import { preloadRoute, resolveRoute } from '../src/routes';
import { setStationDataSource } from '../src/stations/data';
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
  nearest: [],
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
    gaugePaths: [KINGSTON.path],
  } satisfies StationsIndex,
  'canada/kingston-ticon-13988.json': KINGSTON,
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
  } satisfies StateData,
  'ma/boston-8443970.json': BOSTON,
  'ma/charlestown-8443838.json': CHARLESTOWN,
};

beforeAll(() => {
  setStationDataSource({ read: async (path) => FILES[path] ?? null });
});

afterEach(() => {
  vi.useRealTimers();
});

async function prerender(path: string): Promise<Document> {
  await preloadRoute(path);
  const html = renderToString(<Site url={path} />);
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

describe('a station page, prerendered', () => {
  it('shows the station’s facts, its NOAA page and its neighbours', async () => {
    const doc = await prerender(BOSTON.path);
    expect(doc.querySelector('h1')?.textContent).toBe('Boston, MA Tides');
    const facts = doc.querySelector('.station-facts')?.textContent ?? '';
    expect(facts).toContain('Reference station');
    // The zone in words, with its IANA id in the details beneath.
    expect(doc.querySelector('.station-facts details summary')?.textContent).toBe(
      'Eastern Time (UTC−5 / UTC−4 in summer)',
    );
    expect(doc.querySelector('.station-facts details code')?.textContent).toBe('America/New_York');
    expect(facts).toContain('42.3539° N, 71.0503° W');
    expect(facts).toContain(
      'Mean Lower Low Water (MLLW) — the datum of NOAA’s tables and US charts',
    );
    // The official source for a US station is NOAA.
    expect(facts).toContain('Official predictionsNOAA Tides and Currents');
    expect(
      doc.querySelector('a[href^="https://tidesandcurrents.noaa.gov/"]')?.getAttribute('href'),
    ).toBe('https://tidesandcurrents.noaa.gov/stationhome.html?id=8443970');
    expect(doc.querySelector('.nearest')?.textContent).toContain(
      'Charlestown, MA 1.2 mi (2.0 km) N',
    );
    expect(doc.querySelector('nav[aria-label="Breadcrumb"]')?.textContent).toBe(
      'Tide stationsMassachusettsBoston',
    );
  });

  it('names a Canadian station’s datum and its official source, the Canadian Hydrographic Service', async () => {
    const doc = await prerender(VANCOUVER.path);
    const facts = doc.querySelector('.station-facts')?.textContent ?? '';
    expect(facts).toContain('Lower Low Water, Large Tide (LLWLT) — Canada’s chart datum');
    expect(facts).toContain('Official predictionsThe Canadian Hydrographic Service');
    expect(facts).toContain('Not a NOAA station: constants from TICON-4');
    expect(facts).toContain('CountryCanada');
  });

  it('says a gauge without a tide is not a tide station, and shows no tides', async () => {
    const doc = await prerender(KINGSTON.path);
    expect(doc.querySelector('h1')?.textContent).toBe('Kingston, Ontario: Not a Tide Station');
    const lead = doc.querySelector('.lead')?.textContent ?? '';
    expect(lead).toContain('a water-level gauge on a lake');
    expect(lead).toContain('at most 3 cm (1.3 in)');
    expect(doc.body.textContent).not.toMatch(/Loading tides|Month table|High tide/);
    expect(doc.querySelector('.station-facts')?.textContent).not.toContain('Heights above');
    await preloadRoute(KINGSTON.path);
    const route = resolveRoute(KINGSTON.path);
    expect(route.title).toBe('Kingston, Ontario Water Level Gauge: No Tide to Predict');
    expect(route.structuredData?.('https://tides.example')[0]).toMatchObject({
      name: 'Kingston, Ontario water level gauge',
    });
  });

  it('links a subordinate station to its reference station', async () => {
    const doc = await prerender(CHARLESTOWN.path);
    const kind = doc.querySelector('.station-facts')?.textContent ?? '';
    expect(kind).toContain('Subordinate station');
    expect(doc.querySelector(`.station-facts a[href="${BOSTON.path}"]`)?.textContent).toBe(
      'Boston, MA',
    );
  });

  it('writes the same HTML whatever the day and hour it is built', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-08T06:59:00Z'));
    const early = (await prerender(BOSTON.path)).body.innerHTML;
    vi.setSystemTime(new Date('2027-12-31T23:59:00Z'));
    const late = (await prerender(BOSTON.path)).body.innerHTML;
    expect(late).toBe(early);
    expect(early).not.toMatch(/Today|November|2027|2026-/);
  });

  it('writes the same HTML whatever units and clock the browser building it keeps', async () => {
    const plain = (await prerender(BOSTON.path)).body.innerHTML;
    preferencesStore.set({ units: 'm', hourCycle: 'h23' });
    try {
      const chosen = await prerender(BOSTON.path);
      expect(chosen.body.innerHTML).toBe(plain);
      expect(chosen.querySelector('.nearest')?.textContent).toContain('1.2 mi (2.0 km)');
    } finally {
      preferencesStore.set(DEFAULT_PREFERENCES);
    }
  });

  it('has its own title, description and schema.org place', async () => {
    await preloadRoute(BOSTON.path);
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
    await preloadRoute('/tides/ma/nowhere-0000000');
    expect(resolveRoute('/tides/ma/nowhere-0000000').status).toBe(404);
    await preloadRoute('/tides/zz');
    expect(resolveRoute('/tides/zz').status).toBe(404);
  });
});

describe('the state and index pages', () => {
  it('lists a state’s stations by area, each linking to its page', async () => {
    const doc = await prerender('/tides/ma');
    expect(doc.querySelector('h1')?.textContent).toBe('Massachusetts Tide Stations');
    expect(doc.querySelector('section[aria-label="Boston Harbor"] h2')?.textContent).toBe(
      'Boston Harbor',
    );
    expect([...doc.querySelectorAll('.area-list a')].map((a) => a.getAttribute('href'))).toEqual([
      BOSTON.path,
      CHARLESTOWN.path,
    ]);
  });

  it('lists the states', async () => {
    const doc = await prerender('/tides');
    expect(doc.querySelector('.state-list a[href="/tides/ma"]')?.textContent).toBe('Massachusetts');
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
      'station_id,station,date,type,time,time_zone,time_zone_abbreviation,time_with_utc_offset,height_ft_above_mllw,sunrise,sunset,moon,tide_range',
    );
    expect(lines[1]).toBe(
      `noaa/8443970,"'=Boston, ""MA""",2026-11-01,high,1:04 AM,America/New_York,EDT,2026-11-01T01:04:00-04:00,9.91,6:19 AM EST,4:36 PM EST,Waning Gibbous,`,
    );
    expect(lines[2]).toContain(',low,7:17 AM,America/New_York,EST,2026-11-01T07:17:00-05:00,');
    expect(lines).toHaveLength(4);
  });

  it('writes heights in metres and times on a 24-hour clock when the visitor reads them so', () => {
    const rows = monthTableRows([DAY], 'America/New_York', { units: 'm', hourCycle: 'h23' });
    expect(rows[0]?.events.map((e) => `${e.time} ${e.height}`)).toEqual([
      '01:04 EDT 3.02 m',
      '07:17 EST 0.09 m',
    ]);
    expect(rows[0]?.sunset).toBe('16:36 EST');
    const lines = monthTableCsv(rows, BOSTON, 'm').split('\r\n');
    expect(lines[0]).toBe(
      'station_id,station,date,type,time,time_zone,time_zone_abbreviation,time_with_utc_offset,height_m_above_mllw,sunrise,sunset,moon,tide_range',
    );
    expect(lines[2]).toBe(
      'noaa/8443970,Boston,2026-11-01,low,07:17,America/New_York,EST,2026-11-01T07:17:00-05:00,0.09,06:19 EST,16:36 EST,Waning Gibbous,',
    );
  });
});
