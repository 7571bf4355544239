/**
 * Current station pages as the prerenderer writes them and as the browser then shows them; a
 * tide station's page and a state's page pointing to them; and the home search opening one.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { setTestTime } from '@tides/test-clock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deceptionPassCurrents } from '@tides/widgets/testing';
import { answerKey, createFakeClients } from './fake-clients';
import { prerender as prerenderFrom, Site, stubMatchMedia } from './site';
import { BOSTON, stationSource } from './station-fixtures';
import { pageFor } from '../src/home/hero-search-parts';
import { currentPath } from '../src/currents/paths';
import type { CurrentStationData } from '../src/currents/types';
import { preloadRoute, resolveRoute } from '../src/routes';
import type { StateData, StationData, StationsIndex } from '../src/stations/types';

const WA = { slug: 'wa', name: 'Washington', code: 'WA', us: true, stations: 1 };
const TIDE_STATION: StationData = {
  ...BOSTON,
  id: 'noaa/9448614',
  path: '/tides/wa/deception-pass-st-park-9448614',
  name: 'Deception Pass St. Park',
  state: WA,
  region: 'WA',
  noaaId: '9448614',
  latitude: 48.4167,
  longitude: -122.65,
  timeZone: 'America/Los_Angeles',
  zone: 'Pacific Time (UTC−8 / UTC−7 in summer)',
  type: 'subordinate',
  liveGauge: false,
  nearest: [],
  nearestCurrents: [
    {
      path: '/currents/wa/deception-pass-narrows-pug1701',
      name: 'Deception Pass (Narrows)',
      state: 'WA',
      noaaId: 'PUG1701',
      distanceKm: 1.2,
      bearingDegrees: 146,
    },
  ],
};
const DECEPTION_PASS: CurrentStationData = {
  id: 'noaa/PUG1701',
  path: '/currents/wa/deception-pass-narrows-pug1701',
  name: 'Deception Pass (Narrows)',
  state: { slug: 'wa', name: 'Washington', us: true },
  region: 'Washington',
  noaaId: 'PUG1701',
  noaaName: 'Deception Pass (Narrows)',
  latitude: 48.40619,
  longitude: -122.64312,
  timeZone: 'America/Los_Angeles',
  zone: 'Pacific Time (UTC−8 / UTC−7 in summer)',
  type: 'harmonic',
  reference: null,
  bin: null,
  depthM: null,
  floodDirectionDeg: 101.5,
  ebbDirectionDeg: 281.5,
  nearestTide: {
    path: TIDE_STATION.path,
    name: TIDE_STATION.name,
    state: 'WA',
    noaaId: '9448614',
    distanceKm: 1.2,
    bearingDegrees: 326,
  },
  nearestCurrents: [],
};
const FILES: Record<string, unknown> = {
  'index.json': {
    states: [WA],
    stations: 1,
    gaugePaths: [],
    currentPaths: [DECEPTION_PASS.path],
  } satisfies StationsIndex,
  'wa.json': {
    state: WA,
    areas: [
      {
        area: 'Island County',
        stations: [
          {
            path: TIDE_STATION.path,
            name: TIDE_STATION.name,
            noaaId: '9448614',
            type: 'subordinate',
          },
        ],
      },
    ],
    gauges: [],
    currents: [
      { path: DECEPTION_PASS.path, name: DECEPTION_PASS.name, noaaId: 'PUG1701', type: 'harmonic' },
    ],
  } satisfies StateData,
  'wa/deception-pass-st-park-9448614.json': TIDE_STATION,
  'currents/wa/deception-pass-narrows-pug1701.json': DECEPTION_PASS,
};

const SOURCE = stationSource(FILES);

const prerender = (path: string) => prerenderFrom(path, SOURCE);

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('a current station page, prerendered', () => {
  it('names the station, what its predictions rest on, and the nearest tide station', async () => {
    const container = await prerender(DECEPTION_PASS.path);
    const page = within(container);

    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Deception Pass (Narrows), WA Currents',
    );
    const about = page.getByRole('region', { name: 'About This Station' });
    expect(about).toHaveTextContent('Flood sets toward102° true');
    expect(about).toHaveTextContent('Ebb sets toward282° true');
    expect(about).toHaveTextContent('From the station’s own harmonic constants');
    // NOAA's number, and its spelling of the name where the page writes it out.
    expect(about).toHaveTextContent('NOAA stationPUG1701');
    expect(about).toHaveTextContent('In NOAA’s tablesDeception Pass (Narrows)');
    expect(
      within(page.getByRole('region', { name: 'Nearest Tide Station' })).getByRole('link', {
        name: 'Deception Pass St. Park',
      }),
    ).toHaveAttribute('href', TIDE_STATION.path);
    expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Tide stationsWashingtonDeception Pass (Narrows) (current)',
    );
    // Nothing of the day: that is the browser's, on the station's clock.
    expect(container.textContent).toContain('Loading currents…');
    expect(container.textContent).not.toMatch(/Today|June|2026-/);
  });

  it('names its unit switch for the speeds it shows, not for heights it has none of', async () => {
    const main = within(
      (await prerender(DECEPTION_PASS.path)).querySelector('main') as HTMLElement,
    );
    const units = main.getByRole('group', { name: 'Speeds' });
    expect(
      within(units)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Auto', 'Knots', 'm/s']);
    expect(main.queryByRole('group', { name: 'Heights' })).toBeNull();
  });

  it('has its own title and schema.org place', async () => {
    await preloadRoute(DECEPTION_PASS.path, SOURCE);
    const route = resolveRoute(DECEPTION_PASS.path);
    expect(route.status).toBe(200);
    expect(route.title).toBe(
      'Deception Pass (Narrows), WA Currents: Slack Water and Strongest Flood and Ebb',
    );
    expect(route.structuredData?.('https://tides.example')[0]).toMatchObject({
      identifier: 'NOAA PUG1701',
    });
  });

  it('is not found at an address no current station has', async () => {
    await preloadRoute('/currents/wa/nowhere-pug0000', SOURCE);
    expect(resolveRoute('/currents/wa/nowhere-pug0000').status).toBe(404);
  });
});

describe('pages pointing to current stations', () => {
  it('lists the nearest current stations on a tide station’s page', async () => {
    const page = within(await prerender(TIDE_STATION.path));
    const nearest = page.getByRole('region', { name: 'Nearest Current Stations' });
    expect(within(nearest).getByRole('link', { name: 'Deception Pass (Narrows)' })).toHaveAttribute(
      'href',
      DECEPTION_PASS.path,
    );
  });

  it('lists a state’s current stations under Currents on its page', async () => {
    const page = within(await prerender('/tides/wa'));
    const currents = page.getByRole('region', { name: 'Currents' });
    expect(
      within(currents).getByRole('link', { name: 'Deception Pass (Narrows)' }),
    ).toHaveAttribute('href', DECEPTION_PASS.path);
  });

  it('opens a current station the home search found on its page, not as a tide station', () => {
    expect(
      pageFor({
        id: 'noaa/PUG1701',
        name: 'Deception Pass (Narrows) (current)',
        state: 'WA',
        latitude: 48.4,
        longitude: -122.6,
        kind: 'current',
      }),
    ).toBe(DECEPTION_PASS.path);
    expect(currentPath({ id: 'noaa/PUG1701', name: 'Deception Pass (Narrows)', state: 'WA' })).toBe(
      DECEPTION_PASS.path,
    );
  });
});

describe('a current station page, in the browser', () => {
  beforeEach(() => {
    stubMatchMedia();
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('shows today’s next slack and next strongest flood with its direction, then the week', async () => {
    // 1 June 2026, 9:00 AM at Deception Pass: its today, whatever zone the test runs in.
    setTestTime(new Date('2026-06-01T16:00:00Z'));
    const clients = createFakeClients(
      {},
      {
        currents: {
          [answerKey({ locationId: DECEPTION_PASS.id, date: '2026-06-01', days: 2 })]:
            deceptionPassCurrents(2),
        },
      },
    );
    await preloadRoute(DECEPTION_PASS.path, SOURCE);
    window.history.replaceState(null, '', DECEPTION_PASS.path);
    render(<Site clients={clients} />);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Today, Monday, June 1, 2026' }),
    ).toBeInTheDocument();
    // Signed out, the save control says what saving it takes.
    expect(
      screen.getByRole('link', { name: 'Sign in to save Deception Pass (Narrows), WA' }),
    ).toHaveAttribute('href', '/auth');
    const next = await screen.findByRole('region', { name: /^Coming up/ });
    expect(next).toHaveTextContent(/Next slack\s*10:59\sAM PDT/);
    expect(next).toHaveTextContent(/Next max flood\s*1:52\sPM PDT\s*5\.7 kn\s*ESE 102° true/);
    expect(clients.currentRequests).toEqual([
      { locationId: DECEPTION_PASS.id, date: '2026-06-01', days: 2 },
      { locationId: DECEPTION_PASS.id, date: '2026-06-02', days: 8 },
    ]);
  });
});
