/**
 * What the current station pages show, as scripts/generate-station-data.ts writes it under
 * /data/currents/ at build time: the facts that do not change from day to day. The day's
 * currents are looked up in the browser, in the station's own time.
 */

/** A station near a current station, or a current station near a tide station. */
export interface NearbyPlace {
  path: string;
  name: string;
  state: string | null;
  noaaId: string | null;
  distanceKm: number;
  /** Degrees clockwise from north, from the station whose page lists it. */
  bearingDegrees: number;
}

/** Everything a current station page prerenders. */
export interface CurrentStationData {
  /** The id get-current-data takes: 'noaa/PUG1701'. */
  id: string;
  path: string;
  name: string;
  /**
   * The state's page and name: { slug: 'wa', name: 'Washington' }. `listed` is false where no
   * tide station's page lists that state (a US current station NOAA files under no state).
   */
  state: { slug: string; name: string; us: boolean; listed?: boolean };
  region: string | null;
  noaaId: string;
  /** The name as NOAA's tables spell it, where the page's name is written out from it. */
  noaaName?: string | null;
  latitude: number;
  longitude: number;
  timeZone: string;
  /** The zone in words: 'Pacific Time (UTC−8 / UTC−7 in summer)'. */
  zone: string;
  type: 'harmonic' | 'subordinate';
  /** A subordinate station's reference, whose predictions its offsets apply to. */
  reference: { id: string; name: string; path: string | null } | null;
  bin: number | null;
  depthM: number | null;
  floodDirectionDeg: number | null;
  ebbDirectionDeg: number | null;
  /** The nearest tide station, for the height of the water. */
  nearestTide: NearbyPlace | null;
  /** The nearest other current stations, nearest first. */
  nearestCurrents: NearbyPlace[];
}

/** A current station as its state's page lists it. */
export interface CurrentListItem {
  path: string;
  name: string;
  noaaId: string;
  type: 'harmonic' | 'subordinate';
}
