/**
 * Where the station pages' data comes from: in the browser, the JSON files the build wrote under
 * /data/tides/; while prerendering, the same files read from disk (see scripts/prerender.ts).
 * Each file is fetched once per page load.
 */
import type { StateData, StationData, StationsIndex } from './types';

export interface StationDataSource {
  /** The file at `path` under /data/tides/ ('index.json', 'ma.json', 'ma/boston-8443970.json'), or null. */
  read(path: string): Promise<unknown>;
}

const fromServer: StationDataSource = {
  async read(path) {
    const response = await fetch(`/data/tides/${path}`);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Could not load station data (${response.status}).`);
    return response.json();
  },
};

let source = fromServer;
const files = new Map<string, Promise<unknown>>();

/** Reads the data from elsewhere: the prerenderer reads it from disk. */
export function setStationDataSource(next: StationDataSource): void {
  source = next;
  files.clear();
}

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

/** Only lower-case letters, digits and hyphens name a state or station file. */
const SLUG = /^[a-z0-9-]+$/;

export function readStationsIndex(): Promise<StationsIndex | null> {
  return read<StationsIndex>('index.json');
}

export function readState(slug: string): Promise<StateData | null> {
  return SLUG.test(slug) ? read<StateData>(`${slug}.json`) : Promise.resolve(null);
}

export function readStation(state: string, slug: string): Promise<StationData | null> {
  return SLUG.test(state) && SLUG.test(slug)
    ? read<StationData>(`${state}/${slug}.json`)
    : Promise.resolve(null);
}
