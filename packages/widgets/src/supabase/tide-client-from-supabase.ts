import type {
  CurrentAnswer,
  TideAnswer,
  TideClient,
  TideDataRequest,
  TideLocation,
} from '../client.ts';
import { isRecord } from '../internal/is-record.ts';
import { readCurrentResult } from '../read-current-result.ts';
import { readTideResult } from '../read-tide-result.ts';
import { readWaterLevelResult } from '../read-water-level-result.ts';
import { readFloodOutlook } from '../flood-outlook/read-flood-outlook.ts';

/** The database function that looks tide stations up by name. */
export const SEARCH_LOCATIONS_RPC = 'search_tide_locations';

/** The database function that lists the tide stations nearest a point. */
export const NEAREST_STATIONS_RPC = 'nearest_tide_stations';

/** How many stations, and how far away, a nearest-station lookup lists unless told. */
const NEAREST_DEFAULT_COUNT = 8;
const NEAREST_DEFAULT_KM = 200;

/** The edge function that answers a day of tides (or several) for a station. */
export const TIDE_DATA_FUNCTION = 'get-tide-data';

/** The edge function that answers a gauge's observed water level beside the prediction. */
export const WATER_LEVEL_FUNCTION = 'get-water-level';
/** The edge function that answers a day of tidal currents (or several) for a current station. */
export const CURRENT_DATA_FUNCTION = 'get-current-data';
/** The edge function that answers a station's flood thresholds and flood-tide days. */
export const FLOOD_OUTLOOK_FUNCTION = 'get-flood-outlook';

/** What awaiting a PostgREST query gives: rows, or an error. */
export interface SupabaseRpcResponse {
  data: unknown;
  error: { message: string } | null;
}

/** A PostgREST query as `rpc()` returns it: awaitable, and abortable when supported. */
export interface SupabaseRpcQuery extends PromiseLike<SupabaseRpcResponse> {
  /** Ties the request to a signal, so an abandoned lookup stops on the wire too. */
  abortSignal?(signal: AbortSignal): SupabaseRpcQuery;
}

/**
 * The two parts of a supabase-js `SupabaseClient` the widgets use, typed structurally so
 * that passing a full client needs no import of supabase-js's types here.
 */
export interface SupabaseLikeClient {
  /** `supabase.rpc`, called as a method. */
  rpc(
    fn: typeof SEARCH_LOCATIONS_RPC,
    args: { search_term: string; include_currents?: boolean; include_gauges?: boolean },
  ): SupabaseRpcQuery;
  rpc(
    fn: typeof NEAREST_STATIONS_RPC,
    args: { near_latitude: number; near_longitude: number; max_count: number; within_km: number },
  ): SupabaseRpcQuery;
  /** `supabase.functions`. */
  functions: {
    invoke(
      functionName: string,
      options: { body?: TideDataRequest | { locationId: string }; method?: 'GET' | 'POST' },
    ): Promise<{ data: unknown; error: unknown }>;
  };
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (isRecord(error) && typeof error.message === 'string') return error.message;
  return String(error);
}

/** The response a `FunctionsHttpError` carries as its context, unread. */
function httpErrorResponse(error: unknown): Response | undefined {
  if (!isRecord(error) || error.name !== 'FunctionsHttpError') return undefined;
  const { context } = error;
  if (
    isRecord(context) &&
    typeof context.status === 'number' &&
    typeof context.json === 'function'
  ) {
    return context as unknown as Response;
  }
  return undefined;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Either function's answer: a refusal, nothing, or the result `read` makes of the body. */
type FunctionAnswer<Result> =
  | { kind: 'result'; result: Result }
  | { kind: 'refused'; message: string; details?: string }
  | { kind: 'unreachable'; message: string }
  | { kind: 'empty' };

/**
 * What a body from `get-tide-data` or `get-current-data` says: a `{ error, details }` body is
 * the function refusing (its `error` as the message, `details` when given); else the
 * well-formed part of its result (`read`), or nothing when it is not one.
 */
function fromBody<Result>(
  body: unknown,
  read: (value: unknown) => Result | null,
): FunctionAnswer<Result> {
  if (isRecord(body) && body.error) {
    return {
      kind: 'refused',
      message: typeof body.error === 'string' ? body.error : JSON.stringify(body.error),
      ...(typeof body.details === 'string' ? { details: body.details } : {}),
    };
  }
  const result = read(body);
  return result ? { kind: 'result', result } : { kind: 'empty' };
}

/**
 * Turns `functions.invoke`'s `{ data, error }` into our answer. supabase-js reports any non-2xx
 * status as an error, but our function answers a bad request with a 4xx and a
 * `{ error, details }` body: that is the function refusing. Every other error (the network,
 * the gateway's own 4xx, a server fault) means the function's answer never came: unreachable,
 * with the body's own message when it has one.
 */
export async function toTideAnswer(answer: { data: unknown; error: unknown }): Promise<TideAnswer> {
  return toFunctionAnswer(answer, readTideResult);
}

/** `toTideAnswer` for `get-current-data`: the same refusals, with a day of currents as the result. */
export async function toCurrentAnswer(answer: {
  data: unknown;
  error: unknown;
}): Promise<CurrentAnswer> {
  return toFunctionAnswer(answer, readCurrentResult);
}

async function toFunctionAnswer<Result>(
  answer: { data: unknown; error: unknown },
  read: (value: unknown) => Result | null,
): Promise<FunctionAnswer<Result>> {
  const { data, error } = answer;
  if (!error) return fromBody(data, read);
  const response = httpErrorResponse(error);
  if (!response) return { kind: 'unreachable', message: messageOf(error) };
  const body = await readJson(response);
  const isClientError = response.status >= 400 && response.status < 500;
  if (isClientError && isRecord(body) && 'error' in body) return fromBody(body, read);
  let message = messageOf(error);
  if (isRecord(body) && typeof body.error === 'string') message = body.error;
  else if (isRecord(body) && typeof body.message === 'string') message = body.message;
  return { kind: 'unreachable', message };
}

/** Keeps the rows that look like locations, in the shape the widgets expect. */
export function toTideLocations(rows: unknown): TideLocation[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => {
    if (!isRecord(row) || row.id == null || typeof row.name !== 'string') return [];
    const location: TideLocation = {
      id: String(row.id),
      name: row.name,
      state: typeof row.state === 'string' ? row.state : null,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
    };
    // What tells same-named stations apart, when the database function gives it.
    if (typeof row.noaa_id === 'string') location.noaaId = row.noaa_id;
    if (typeof row.area === 'string') location.area = row.area;
    if (typeof row.country === 'string') location.country = row.country;
    if (typeof row.place === 'string') location.place = row.place;
    if (typeof row.distance_km === 'number' && Number.isFinite(row.distance_km)) {
      location.distanceKm = row.distance_km;
    }
    if (row.kind === 'tide' || row.kind === 'current' || row.kind === 'gauge') {
      location.kind = row.kind;
    }
    return [location];
  });
}

/**
 * A `TideClient` over a Supabase client the site already has (`createClient(...)` from
 * supabase-js), so the widgets share its session and settings.
 *
 * @example
 * ```ts
 * const supabase = createClient(url, anonKey);
 * <TideFinder client={tideClientFromSupabase(supabase)} />
 * ```
 */
export function tideClientFromSupabase(client: SupabaseLikeClient): TideClient {
  return {
    async searchLocations(term, options = {}) {
      // Each widening asked for only when wanted, so every other caller's request is as before.
      let query = client.rpc(SEARCH_LOCATIONS_RPC, {
        search_term: term,
        ...(options.includeCurrents ? { include_currents: true } : {}),
        ...(options.includeGauges ? { include_gauges: true } : {}),
      });
      if (options.signal && query.abortSignal) query = query.abortSignal(options.signal);
      const { data, error } = await query;
      if (error) throw new Error(error.message);
      return toTideLocations(data);
    },

    async nearestLocations({ latitude, longitude }, options = {}) {
      let query = client.rpc(NEAREST_STATIONS_RPC, {
        near_latitude: latitude,
        near_longitude: longitude,
        max_count: options.limit ?? NEAREST_DEFAULT_COUNT,
        within_km: options.withinKm ?? NEAREST_DEFAULT_KM,
      });
      if (options.signal && query.abortSignal) query = query.abortSignal(options.signal);
      const { data, error } = await query;
      if (error) throw new Error(error.message);
      return toTideLocations(data);
    },

    async getTides({ locationId, date, days }) {
      // One day is the function's default: a one-day request stays the body it always was.
      const body =
        days !== undefined && days > 1 ? { locationId, date, days } : { locationId, date };
      const answer = await client.functions.invoke(TIDE_DATA_FUNCTION, { body });
      return toTideAnswer(answer);
    },

    async getTideYear({ locationId, year }) {
      // A GET, so the browser and a CDN in front of the functions can keep the answer.
      const query = new URLSearchParams({ locationId, year: String(year) });
      const answer = await client.functions.invoke(`${TIDE_DATA_FUNCTION}?${query.toString()}`, {
        method: 'GET',
      });
      return toTideAnswer(answer);
    },

    async lookUpWaterLevel(locationId) {
      try {
        const { data, error } = await client.functions.invoke(WATER_LEVEL_FUNCTION, {
          body: { locationId },
        });
        // A refusal or an outage leaves the prediction to stand alone, as "unavailable" does.
        return error ? null : readWaterLevelResult(data);
      } catch {
        return null;
      }
    },
    async lookUpFloodOutlook(locationId) {
      try {
        const answer = await client.functions.invoke(FLOOD_OUTLOOK_FUNCTION, {
          body: { locationId },
        });
        return await toFunctionAnswer(answer, readFloodOutlook);
      } catch (cause) {
        return { kind: 'unreachable', message: cause instanceof Error ? cause.message : '' };
      }
    },
    async getCurrents({ locationId, date, days }) {
      const body =
        days !== undefined && days > 1 ? { locationId, date, days } : { locationId, date };
      const answer = await client.functions.invoke(CURRENT_DATA_FUNCTION, { body });
      return toCurrentAnswer(answer);
    },
  };
}
