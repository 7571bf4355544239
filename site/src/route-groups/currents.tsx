import { CurrentStationPage, currentTitle } from '../currents/CurrentStationPage';
import { stationData, type StationDataSource } from '../stations/data';
import type { Route } from './types';

const NOAA_CO_OPS = 'https://tidesandcurrents.noaa.gov';

/** The route of one /currents address, or null when no current station page has it. */
export async function currentRouteFor(
  pathname: string,
  source?: StationDataSource,
): Promise<Route | null> {
  const [, , state, slug, extra] = pathname.split('/');
  if (!state || !slug || extra !== undefined) return null;
  const station = await stationData(source).readCurrent(state, slug);
  if (!station) return null;
  const title = currentTitle(station);
  return {
    path: station.path,
    title: `${title} Currents: Slack Water and Strongest Flood and Ebb`,
    description: `Tidal current predictions for ${title} (NOAA ${station.noaaId}): when the water goes slack and how hard the flood and ebb run, with direction, today, the week ahead and a month table, in the station’s own time.`,
    structuredData: (origin) => [
      {
        '@context': 'https://schema.org',
        '@type': 'Place',
        name: `${title} tidal current station`,
        url: `${origin}${station.path}`,
        identifier: `NOAA ${station.noaaId}`,
        sameAs: `${NOAA_CO_OPS}/noaacurrents/predictions?id=${station.noaaId}`,
        geo: {
          '@type': 'GeoCoordinates',
          latitude: station.latitude,
          longitude: station.longitude,
        },
      },
    ],
    element: <CurrentStationPage station={station} />,
  };
}

/** Every current station page: for the prerenderer and the sitemap. */
export async function allCurrentRoutes(source?: StationDataSource): Promise<Route[]> {
  const index = await stationData(source).readStationsIndex();
  const routes: (Route | null)[] = [];
  for (const path of index?.currentPaths ?? []) routes.push(await currentRouteFor(path, source));
  return routes.filter((route): route is Route => route !== null);
}
