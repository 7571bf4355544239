import { GaugePage } from '../stations/GaugePage';
import { StatePage } from '../stations/index-pages/StatePage';
import { StationPage } from '../stations/StationPage';
import { stationTitle } from '../stations/station-title';
import { readView } from '../stations/station-view';
import { formatMonth, todayIn } from '../lib/calendar';
import { TidesIndexPage } from '../stations/index-pages/TidesIndexPage';
import { stationData, type StationDataReader, type StationDataSource } from '../stations/data';
import type { StationData } from '../stations/types';
import type { Route } from './types';

const NOAA_CO_OPS = 'https://tidesandcurrents.noaa.gov';

function indexRoute(data: StationDataReader, stations: number): Promise<Route | null> {
  return data.readStationsIndex().then((index) =>
    index
      ? {
          path: '/tides',
          title: 'Tide Stations by State and Country',
          description: `Tide times for all ${stations.toLocaleString('en-US')} tide stations we predict, US states first: today’s highs and lows, the week ahead and printable month tables.`,
          element: <TidesIndexPage index={index} />,
        }
      : null,
  );
}

async function stateRoute(files: StationDataReader, slug: string): Promise<Route | null> {
  const data = await files.readState(slug);
  if (!data) return null;
  const { state } = data;
  return {
    path: `/tides/${state.slug}`,
    title: `${state.name} Tide Stations`,
    description: `Tide times for the ${state.stations === 1 ? 'tide station' : `${state.stations} tide stations`} in ${state.name}, by bay, island and town: today’s highs and lows, the week ahead and month tables.`,
    element: <StatePage data={data} />,
  };
}

/** schema.org: the station as a place, and where its page sits. */
function structuredData(station: StationData, origin: string): object[] {
  const url = `${origin}${station.path}`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Place',
      name: `${stationTitle(station)} ${station.gauge ? 'water level gauge' : 'tide station'}`,
      url,
      ...(station.noaaId
        ? {
            identifier: `NOAA ${station.noaaId}`,
            sameAs: `${NOAA_CO_OPS}/stationhome.html?id=${station.noaaId}`,
          }
        : {}),
      geo: {
        '@type': 'GeoCoordinates',
        latitude: station.latitude,
        longitude: station.longitude,
      },
      address: {
        '@type': 'PostalAddress',
        ...(station.countryCode ? { addressCountry: station.countryCode } : {}),
        ...(station.region ? { addressRegion: station.region } : {}),
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        ['Tide stations', '/tides'],
        [station.state.name, `/tides/${station.state.slug}`],
        [station.name, station.path],
      ].map(([name, path], index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name,
        item: `${origin}${path}`,
      })),
    },
  ];
}

/** A month's or a year's table is titled as the table it is: 'Boston, MA Tide Table, March 2027'. */
function viewTitle(station: StationData, search: string): string {
  const view = readView(search);
  const table = `${stationTitle(station)} Tide Table`;
  if (view.kind === 'month') {
    return `${table}, ${formatMonth(view.month ?? todayIn(station.timeZone).slice(0, 7))}`;
  }
  if (view.kind === 'year') {
    return `${table}, ${view.year ?? todayIn(station.timeZone).slice(0, 4)}`;
  }
  if (view.kind === 'hours') return `${stationTitle(station)} Tide Heights Hour by Hour`;
  return '';
}

async function stationRoute(
  data: StationDataReader,
  state: string,
  slug: string,
): Promise<Route | null> {
  const station = await data.readStation(state, slug);
  if (!station) return null;
  const title = stationTitle(station);
  if (station.gauge) {
    return {
      path: station.path,
      title: `${title} Water Level Gauge: No Tide to Predict`,
      description: `${title} is a water-level gauge whose tide is only a few centimetres, so we show no tide times for it${station.nearest.length > 0 ? '; the nearest tide stations are listed instead' : ''}.`,
      structuredData: (origin) => structuredData(station, origin),
      element: <GaugePage station={station} />,
    };
  }
  return {
    path: station.path,
    title: `${title} Tide Times and Tide Table`,
    titleFor: (search) => viewTitle(station, search),
    description: `High and low tide times and heights for ${title}${station.noaaId ? ` (NOAA ${station.noaaId})` : ''}: today, the week ahead and a printable month table, in the station’s own time, with sunrise, sunset and the moon.`,
    structuredData: (origin) => structuredData(station, origin),
    element: <StationPage station={station} />,
  };
}

/** The route of one /tides address, or null when no station page has it. */
export async function stationRouteFor(
  pathname: string,
  source?: StationDataSource,
): Promise<Route | null> {
  const data = stationData(source);
  const [, , state, slug, extra] = pathname.split('/');
  if (extra !== undefined) return null;
  if (!state) {
    const index = await data.readStationsIndex();
    return index ? indexRoute(data, index.stations) : null;
  }
  return slug ? stationRoute(data, state, slug) : stateRoute(data, state);
}

/** Every station page, state page and the index: for the prerenderer and the sitemap. */
export async function allStationRoutes(source?: StationDataSource): Promise<Route[]> {
  const files = stationData(source);
  const index = await files.readStationsIndex();
  if (!index) return [];
  const routes: (Route | null)[] = [await indexRoute(files, index.stations)];
  for (const state of index.states) {
    routes.push(await stateRoute(files, state.slug));
    const data = await files.readState(state.slug);
    for (const { stations } of data?.areas ?? []) {
      for (const station of stations) {
        const [, , stateSlug = '', stationSlug = ''] = station.path.split('/');
        routes.push(await stationRoute(files, stateSlug, stationSlug));
      }
    }
  }
  // The gauges without a tide: no state page lists them, but each address says what it is.
  for (const path of index.gaugePaths ?? []) {
    const [, , stateSlug = '', stationSlug = ''] = path.split('/');
    routes.push(await stationRoute(files, stateSlug, stationSlug));
  }
  return routes.filter((route): route is Route => route !== null);
}
