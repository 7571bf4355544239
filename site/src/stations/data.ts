/**
 * Where the station pages' data comes from: in the browser, the JSON files the build wrote under
 * /data/tides/; while prerendering, the same files read from disk (see scripts/prerender.ts).
 * Each file is read once per page load (per source).
 */
import type { CurrentStationData } from '../currents/types';
import type { StateData, StationData, StationsIndex } from './types';

export interface StationDataSource {
  /** The file at `path` under /data/tides/ ('index.json', 'ma.json', 'ma/boston-8443970.json'), or null. */
  read(path: string): Promise<unknown>;
}

/** The files the build wrote under /data/tides/, over HTTP: the browser's source. */
export const stationFilesOverHttp: StationDataSource = {
  async read(path) {
    const response = await fetch(`/data/tides/${path}`);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Could not load station data (${response.status}).`);
    return response.json();
  },
};

/** Reads the index, a state and a station, each file once, from one source. */
export interface StationDataReader {
  readStationsIndex(): Promise<StationsIndex | null>;
  readState(slug: string): Promise<StateData | null>;
  readStation(state: string, slug: string): Promise<StationData | null>;
  /** A current station's page data, written under currents/. */
  readCurrent(state: string, slug: string): Promise<CurrentStationData | null>;
}

/** Only lower-case letters, digits and hyphens name a state or station file. */
const SLUG = /^[a-z0-9-]+$/;

const readers = new WeakMap<StationDataSource, StationDataReader>();

/**
 * The station data from `source` (the browser's files over HTTP unless the prerenderer or a
 * test gives its own), each file read once per source.
 */
export function stationData(source: StationDataSource = stationFilesOverHttp): StationDataReader {
  let reader = readers.get(source);
  if (reader) return reader;
  const files = new Map<string, Promise<unknown>>();
  function read<T>(path: string): Promise<T | null> {
    let file = files.get(path);
    if (!file) {
      file = source.read(path);
      // A failed read is not kept, so the next visit tries again.
      file.catch(() => files.delete(path));
      files.set(path, file);
    }
    return file as Promise<T | null>;
  }
  reader = {
    readStationsIndex: () => read<StationsIndex>('index.json'),
    readState: (slug) =>
      SLUG.test(slug) ? read<StateData>(`${slug}.json`) : Promise.resolve(null),
    readStation: (state, slug) =>
      SLUG.test(state) && SLUG.test(slug)
        ? read<StationData>(`${state}/${slug}.json`)
        : Promise.resolve(null),
    readCurrent: (state, slug) =>
      SLUG.test(state) && SLUG.test(slug)
        ? read<CurrentStationData>(`currents/${state}/${slug}.json`)
        : Promise.resolve(null),
  };
  readers.set(source, reader);
  return reader;
}
