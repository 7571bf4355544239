/**
 * Every tide station as a point on the map, read from /data/tides/points.json, which
 * scripts/station-points.ts writes at build time in a compact form: the states once, then one
 * short row per station.
 */

export interface StationPoint {
  /** The station's page: '/tides/ma/boston-8443970'. */
  path: string;
  name: string;
  latitude: number;
  longitude: number;
  type: 'reference' | 'subordinate';
  /** The state or country page it is listed on: 'ma', 'canada'. */
  state: string;
}

/** A row: state index, the page's last segment, name, latitude, longitude, 1 for a reference. */
export type PointRow = [number, string, string, number, number, 0 | 1];

export interface PointsFile {
  states: string[];
  points: PointRow[];
}

export function decodePoints(file: PointsFile): StationPoint[] {
  return file.points.map(([state, slug, name, latitude, longitude, reference]) => {
    const stateSlug = file.states[state] ?? '';
    return {
      path: `/tides/${stateSlug}/${slug}`,
      name,
      latitude,
      longitude,
      type: reference ? 'reference' : 'subordinate',
      state: stateSlug,
    };
  });
}

export function encodePoints(points: StationPoint[]): PointsFile {
  const states = [...new Set(points.map((point) => point.state))];
  const indexOf = new Map(states.map((state, index) => [state, index]));
  return {
    states,
    points: points.map((point) => [
      indexOf.get(point.state) ?? 0,
      point.path.slice(`/tides/${point.state}/`.length),
      point.name,
      point.latitude,
      point.longitude,
      point.type === 'reference' ? 1 : 0,
    ]),
  };
}

let loaded: Promise<StationPoint[]> | null = null;

/** The points, fetched once per page load (a failed fetch is tried again next time). */
export function readStationPoints(): Promise<StationPoint[]> {
  if (!loaded) {
    loaded = fetch('/data/tides/points.json')
      .then((response) => {
        if (!response.ok)
          throw new Error(`Could not load the map's stations (${response.status}).`);
        return response.json() as Promise<PointsFile>;
      })
      .then(decodePoints);
    loaded.catch(() => {
      loaded = null;
    });
  }
  return loaded;
}
