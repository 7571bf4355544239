import type { LocationResult } from './types.ts';

/** What the finder sends to look tides up. */
export interface TideDataRequest {
  /** The chosen station's id. */
  locationId: string;
  /** The chosen calendar day, `'YYYY-MM-DD'`, exactly as the visitor picked it (never via UTC). */
  date: string;
}

/**
 * The outcome of a tide lookup. It mirrors supabase-js `functions.invoke` so the finder can
 * tell the spec's cases apart: `error` set is a transport failure; `data` carrying an
 * `error` field is the backend refusing; empty `data` is "no data received".
 */
export interface TideDataOutcome {
  /** The decoded answer: a `TideResult`, a `{ error, details }` object, or nothing. */
  data: unknown;
  /** A transport failure (network, relay, server fault), else `null`. */
  error: { message: string } | null;
}

/**
 * Everything the widgets need from a backend. Widgets never reach for a global client:
 * pass one in. `@tides/widgets/supabase` has the Supabase implementation.
 */
export interface TideClient {
  /**
   * Looks coastal locations up by name. Rejects on failure; honours `signal` so a stale
   * lookup can be abandoned.
   */
  searchLocations(term: string, options?: { signal?: AbortSignal }): Promise<LocationResult[]>;
  /** Gets one day of tides for a location. Resolves with an outcome; may reject on exceptions. */
  getTideData(request: TideDataRequest): Promise<TideDataOutcome>;
}
