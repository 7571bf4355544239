import type { CurrentResult } from './current-types.ts';
import type { SpeedUnits } from './current-types.ts';
import type { TideWindowsRule, WindowsSearchResult } from './tide-windows/window-query.ts';
import type { HeightUnits, TideLocation, TideResult, WaterLevelResult } from './types.ts';
import type { FloodOutlookResult } from './flood-outlook/flood-outlook-types.ts';

export type { TideLocation };

/** What the widgets send to look tides up. */
export interface TideDataRequest {
  /** The chosen station's id. */
  locationId: string;
  /** The chosen calendar day, `'YYYY-MM-DD'`, exactly as the visitor picked it (never via UTC). */
  date: string;
  /**
   * How many days to answer from `date` on, a whole number from 1 to 31; above 1 the result
   * also carries them as `days`. @defaultValue `1`
   */
  days?: number;
}

/** A whole year of tides at a station. */
export interface TideYearRequest {
  /** The chosen station's id. */
  locationId: string;
  /** The calendar year, e.g. `2027`. */
  year: number;
}

/**
 * The backend's answer to a tide lookup, in the widgets' terms. Each kind shows the visitor a
 * different notice:
 * - `result`: the day of tides;
 * - `refused`: the backend answered but said no (an unknown station, a malformed day), with
 *   its short `message` and, when it explained, `details` ("Tide data error");
 * - `unreachable`: no answer came from the backend itself: the network, the gateway or a
 *   server fault, with what went wrong ("Error fetching tide data");
 * - `empty`: an answer with nothing in it ("No data received").
 *
 * An exception (`getTides` rejecting) is the fourth failure: "Connection error".
 */
export type TideAnswer =
  | { kind: 'result'; result: TideResult }
  | { kind: 'refused'; message: string; details?: string }
  | { kind: 'unreachable'; message: string }
  | { kind: 'empty' };

/**
 * The backend's answer to a currents lookup, in the widgets' terms: the same four kinds as a
 * tide lookup's (`TideAnswer`), with a day of currents as the result.
 */
export type CurrentAnswer =
  | { kind: 'result'; result: CurrentResult }
  | { kind: 'refused'; message: string; details?: string }
  | { kind: 'unreachable'; message: string }
  | { kind: 'empty' };

/** How a location search may be widened. */
export interface SearchLocationsOptions {
  /** Abandons the lookup. */
  signal?: AbortSignal;
  /**
   * Lists current stations too, each with `kind: 'current'` and named as one
   * (`'Deception Pass (current)'`). @defaultValue `false`
   */
  includeCurrents?: boolean;
  /**
   * Lists water-level gauges whose tide is too small to tabulate too, by name, each with
   * `kind: 'gauge'` and named as one (`'Oriental — water-level gauge, tides too small to
   * tabulate'`): they have no tides to show. @defaultValue `false`
   */
  includeGauges?: boolean;
}

/**
 * Everything the widgets need from a backend. Widgets never reach for a global client:
 * pass one in. `@tides/widgets/supabase` has the Supabase implementation.
 */
export interface TideClient {
  /**
   * Looks tide stations up by name. Rejects on failure; honours `signal` so a stale lookup
   * can be abandoned.
   */
  searchLocations(term: string, options?: SearchLocationsOptions): Promise<TideLocation[]>;
  /**
   * Gets a day of tides for a location (and the days after it, when the request asks for
   * `days`). May reject when the request cannot be made at all.
   */
  getTides(request: TideDataRequest): Promise<TideAnswer>;
  /**
   * Gets a whole calendar year of tides for a location in one answer, its `days` from 1 January
   * to 31 December (the first day's curve too, as any answer's), as the server computes it once
   * per station-year and keeps it. May reject when the request cannot be made at all. Optional:
   * a client without it is asked a month at a time.
   */
  getTideYear?(request: TideYearRequest): Promise<TideAnswer>;
  /**
   * The stations nearest a position (the visitor's, say), nearest first, each with
   * `distanceKm`. Rejects on failure. Optional: a client without it offers no "near me".
   */
  nearestLocations?(
    position: { latitude: number; longitude: number },
    options?: { limit?: number; withinKm?: number; signal?: AbortSignal },
  ): Promise<TideLocation[]>;
  /**
   * Gets a day of tidal currents (and the days after it, up to 31) for a current station: its
   * slack waters and strongest flood and ebb. May reject when the request cannot be made at
   * all. Optional: a client without it offers no currents.
   */
  getCurrents?(request: TideDataRequest): Promise<CurrentAnswer>;
  /**
   * What a station's gauge measured over the last 48 hours beside the prediction: a result
   * (which says `source: 'unavailable'` and why when there is nothing to show), or null when no
   * answer could be read. Never rejects. Optional: without it, no observed water level shows.
   */
  lookUpWaterLevel?(locationId: string): Promise<WaterLevelResult | null>;
  /**
   * A station's flood thresholds and the days of the next twelve months its predicted tide
   * alone reaches them (`get-flood-outlook`). Never rejects: a refusal or an outage is an
   * answer. Optional: without it, no flood outlook shows.
   */
  lookUpFloodOutlook?(locationId: string): Promise<FloodOutlookAnswer>;
}

/** The backend's answer to a flood outlook: the outlook, or why there is none. */
export type FloodOutlookAnswer =
  | { kind: 'result'; result: FloodOutlookResult }
  | { kind: 'refused'; message: string; details?: string }
  | { kind: 'unreachable'; message: string }
  | { kind: 'empty' };

/**
 * A windows search: a station, what the water should do, and the units its heights are in (a
 * current station's slack search: its speed's units).
 */
export interface TideWindowsRequest {
  /** The station's id, e.g. `'noaa/8443970'`. */
  locationId: string;
  rule: TideWindowsRule;
  units: HeightUnits | SpeedUnits;
}

/**
 * The backend's answer to a windows search, in the widgets' terms: the windows with the same
 * search as a calendar feed (`calendarUrl`, for calendar apps to subscribe to as `webcal:`, and
 * `downloadUrl`, as a file), a refusal with the backend's `message` (a search it cannot run), or
 * no answer at all (`unreachable`).
 */
export type TideWindowsAnswer =
  | { kind: 'result'; result: WindowsSearchResult; calendarUrl: string; downloadUrl: string }
  | { kind: 'refused'; message: string; details?: string }
  | { kind: 'unreachable'; message: string };

/** What `TideWindows` needs from a backend; `@tides/widgets/supabase` has the Supabase one. */
export interface TideWindowsClient {
  /** Finds the coming windows of a search. Honours `signal`, so a stale search can be abandoned. */
  findWindows(
    request: TideWindowsRequest,
    options?: { signal?: AbortSignal },
  ): Promise<TideWindowsAnswer>;
}
