/**
 * Every tide station and tidal-current station as a point on the map, read from
 * /data/tides/points.json, which scripts/generate-station-data.ts writes at build time in a
 * compact form: the states once, then one short row per station.
 */
import { slugify } from '../stations/paths';

export interface StationPoint {
  /** The station's page: '/tides/ma/boston-8443970', '/currents/wa/deception-pass-narrows-pug1701'. */
  path: string;
  name: string;
  latitude: number;
  longitude: number;
  /** A tide station's kind, or `'current'` for a tidal-current station. */
  type: 'reference' | 'subordinate' | 'current';
  /** The state or country page it is listed on: 'ma', 'canada'. */
  state: string;
}

/**
 * A row: state index, the station's number, name, latitude, longitude, and its kind: 1 for a
 * reference tide station, 0 for a subordinate one, 2 for a current station (whose page is under
 * /currents/). The page's address is the name's slug and the number ('boston-8443970'), as
 * stationPath makes it; a page whose address is not (none today) is written whole after a '/'.
 */
export type PointRow = [number, string, string, number, number, 0 | 1 | 2];

const KINDS = ['subordinate', 'reference', 'current'] as const;

/** Where a kind of station's pages live. */
function sectionOf(type: StationPoint['type']): string {
  return type === 'current' ? '/currents' : '/tides';
}

export interface PointsFile {
  states: string[];
  points: PointRow[];
}

export function decodePoints(file: PointsFile): StationPoint[] {
  return file.points.map(([state, number, name, latitude, longitude, kind]) => {
    const stateSlug = file.states[state] ?? '';
    const page = number.startsWith('/') ? number.slice(1) : `${slugify(name)}-${number}`;
    const type = KINDS[kind] ?? 'subordinate';
    return {
      path: `${sectionOf(type)}/${stateSlug}/${page}`,
      name,
      latitude,
      longitude,
      type,
      state: stateSlug,
    };
  });
}

/** The part of a station's address after its name's slug, or the whole address after a '/'. */
function numberOf(point: StationPoint): string {
  const page = point.path.slice(`${sectionOf(point.type)}/${point.state}/`.length);
  const prefix = `${slugify(point.name)}-`;
  return page.startsWith(prefix) ? page.slice(prefix.length) : `/${page}`;
}

export function encodePoints(points: StationPoint[]): PointsFile {
  const states = [...new Set(points.map((point) => point.state))];
  const indexOf = new Map(states.map((state, index) => [state, index]));
  return {
    states,
    points: points.map((point) => [
      indexOf.get(point.state) ?? 0,
      numberOf(point),
      point.name,
      point.latitude,
      point.longitude,
      point.type === 'current' ? 2 : point.type === 'reference' ? 1 : 0,
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
