/**
 * What the station pages show, as scripts/generate-station-data.ts writes it under
 * /data/tides/ at build time: the facts that do not change from day to day. The day's tides
 * are looked up in the browser, in the station's own time.
 */
import type { CurrentListItem, NearbyPlace } from '../currents/types';

/** A state, territory, group of stations or country, as /tides lists it. */
export interface StateSummary {
  /** 'ma', 'other', or a country: 'canada'. */
  slug: string;
  /** 'Massachusetts', 'Canada'. */
  name: string;
  /** Postal code, 'MA'; null for a country or the US stations without a state. */
  code: string | null;
  /** Whether it is in the United States (listed first everywhere). */
  us: boolean;
  stations: number;
}

/** A station as its state's page lists it. */
export interface StationListItem {
  path: string;
  name: string;
  noaaId: string | null;
  type: 'reference' | 'subordinate';
}

/**
 * A state's page: its stations, grouped by the bay, island or town they are on (outside the
 * US, by province or region).
 */
export interface StateData {
  state: StateSummary;
  areas: { area: string; stations: StationListItem[] }[];
  /** The state's water-level gauges whose tide is too small to tabulate, by name. */
  gauges: StationListItem[];
  /** The state's tidal-current stations, by name (none outside the US). */
  currents?: CurrentListItem[];
}

/** A station near another, with how far and which way. */
export interface NearbyStation {
  /** Its page; null for a station outside the US, which has none. */
  path: string | null;
  name: string;
  state: string | null;
  noaaId: string | null;
  distanceKm: number;
  /** Degrees clockwise from north, from the station whose page lists it. */
  bearingDegrees: number;
}

/** Everything a station page prerenders. */
export interface StationData {
  /** The id get-tide-data takes: 'noaa/8443970'. */
  id: string;
  path: string;
  name: string;
  state: StateSummary;
  /** The state, province or region the station is in: 'MA', 'British Columbia'; or null. */
  region: string | null;
  /** ISO country or territory code: 'US', 'CA', 'IM'. */
  countryCode: string | null;
  /** The country or territory's name: 'United States', 'Isle of Man'. */
  country: string | null;
  noaaId: string | null;
  /** The bay, island or pier: 'Casco Bay'; null when the name says it all. */
  area: string | null;
  latitude: number;
  longitude: number;
  /** IANA zone every time on the page is shown in. */
  timeZone: string;
  /** The zone in words, as its rules were when the page was built: 'Eastern Time (UTC−5 / UTC−4 in summer)'. */
  zone: string;
  /** What heights are measured from: 'MLLW'. */
  datum: string;
  type: 'reference' | 'subordinate';
  /** For a subordinate station, the reference station its offsets apply to. */
  reference: { id: string; name: string; state: string | null; path: string | null } | null;
  /** The nearest other stations, nearest first. */
  nearest: NearbyStation[];
  /** The nearest tidal-current stations, nearest first. */
  nearestCurrents?: NearbyPlace[];
  /**
   * For a gauge without a tide (a lake, a river above its tide): what water it measures and the
   * greatest range its constants make, in metres. Its page says so instead of showing tides.
   */
  gauge: {
    water: 'lake' | 'river' | 'inland' | 'coast';
    greatestRangeM: number;
    /**
     * The nearest tide station on the same water: the first of `nearest` whose straight line
     * from the gauge crosses no land of the 1:10m coastline; null when none within reach does.
     */
    sameWater?: NearbyStation | null;
  } | null;
  /**
   * Whether NOAA publishes the water level observed at this station's own gauge (a NOAA
   * reference station): its page shows what the water is doing now beside the prediction.
   */
  liveGauge: boolean;
  /**
   * For a US station without such a gauge, the nearest gauge NOAA operates on the same water
   * (the line between them crosses no land), within 100 km; null when none is.
   */
  nearestLiveGauge?: NearbyStation | null;
}

/** /data/tides/index.json. */
export interface StationsIndex {
  states: StateSummary[];
  /** Every station page, for the sitemap and the prerenderer. */
  stations: number;
  /**
   * The pages of the water-level gauges without a tide: not tide stations, so no state page
   * lists them, but each address says what the gauge is (for the prerenderer and the sitemap).
   */
  gaugePaths: string[];
  /** Every current station page, for the sitemap and the prerenderer. */
  currentPaths?: string[];
}
