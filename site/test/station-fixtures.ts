/**
 * What the station-page tests share: Boston's station file as the generator writes it (and as
 * NOAA publishes the station), and station files served from memory instead of over HTTP.
 */
import type { StationDataSource } from '../src/stations/data';
import type { StateData, StationData, StationsIndex } from '../src/stations/types';

export const MA = { slug: 'ma', name: 'Massachusetts', code: 'MA', us: true, stations: 1 };

/** Boston, a US reference station NOAA operates a gauge at, one neighbour listed. */
export const BOSTON: StationData = {
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

/** The files of Massachusetts with `boston` its one station: the index, the state and its page. */
export function bostonFiles(boston: StationData = BOSTON): Record<string, unknown> {
  return {
    'index.json': { states: [MA], stations: 1, gaugePaths: [] } satisfies StationsIndex,
    'ma.json': {
      state: MA,
      areas: [
        {
          area: 'Boston Harbor',
          stations: [
            { path: boston.path, name: boston.name, noaaId: '8443970', type: 'reference' },
          ],
        },
      ],
      gauges: [],
    } satisfies StateData,
    'ma/boston-8443970.json': boston,
  };
}

/** The station files the pages read, from `files` (by path) instead of over HTTP. */
export function stationSource(files: Record<string, unknown>): StationDataSource {
  return { read: async (path) => files[path] ?? null };
}
