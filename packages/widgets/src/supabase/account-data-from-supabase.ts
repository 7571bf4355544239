import { PostgrestClient } from '@supabase/postgrest-js';
import type {
  AccountDataClient,
  FishCatch,
  FishingConditions,
  FishingSession,
  FishingSessionDraft,
  SavedStation,
  SavedStationKind,
} from '../fishing-log/data/account-data.ts';
import { isRecord } from '../internal/is-record.ts';

export interface SupabaseAccountClientOptions {
  /** The project's URL, e.g. `'https://abcd.supabase.co'` (a trailing slash is fine). */
  url: string;
  /** The project's public anonymous key, sent as `apikey`. */
  anonKey: string;
  /**
   * The signed-in visitor's access token, asked for at every call so a refreshed one is used
   * (with supabase-js: `async () => (await supabase.auth.getSession()).data.session?.access_token ?? null`).
   */
  accessToken: () => Promise<string | null>;
  /** A fetch to use instead of the global one. @defaultValue `globalThis.fetch` */
  fetch?: typeof fetch;
}

const SESSION_COLUMNS = 'id, station_id, started_at, ended_at, notes, catches, conditions';

interface SessionRow {
  id: string;
  station_id: string;
  started_at: string;
  ended_at: string | null;
  notes: string;
  catches: unknown;
  conditions: unknown;
}

function toCatch(value: unknown): FishCatch | null {
  if (!isRecord(value) || typeof value.species !== 'string' || typeof value.count !== 'number') {
    return null;
  }
  return {
    species: value.species,
    count: value.count,
    released: value.released === true,
    ...(typeof value.length_cm === 'number' ? { lengthCm: value.length_cm } : {}),
    ...(typeof value.weight_kg === 'number' ? { weightKg: value.weight_kg } : {}),
  };
}

function toSession(row: SessionRow): FishingSession {
  return {
    id: row.id,
    stationId: row.station_id,
    startedAt: new Date(row.started_at).toISOString(),
    endedAt: row.ended_at === null ? null : new Date(row.ended_at).toISOString(),
    notes: row.notes,
    catches: Array.isArray(row.catches)
      ? row.catches.map(toCatch).filter((fish): fish is FishCatch => fish !== null)
      : [],
    conditions: isConditions(row.conditions) ? row.conditions : null,
  };
}

/**
 * Whether stored conditions have the shape the log reads: a row written by another client (or
 * before the database checked) may hold anything, and the log must show it without them
 * rather than fail.
 */
function isConditions(value: unknown): value is FishingConditions {
  if (!isRecord(value)) return false;
  const { tide, moon, sun } = value;
  const mark = (m: unknown) =>
    m === null ||
    (isRecord(m) &&
      (m.type === 'high' || m.type === 'low') &&
      typeof m.at === 'string' &&
      typeof m.minutes === 'number');
  return (
    typeof value.timeZone === 'string' &&
    isRecord(tide) &&
    (tide.stage === 'rising' || tide.stage === 'falling') &&
    typeof tide.heightM === 'number' &&
    typeof tide.datum === 'string' &&
    mark(tide.since ?? null) &&
    mark(tide.next ?? null) &&
    isRecord(moon) &&
    typeof moon.phase === 'string' &&
    typeof moon.illumination === 'number' &&
    isRecord(sun) &&
    (sun.sunrise === null || typeof sun.sunrise === 'string') &&
    (sun.sunset === null || typeof sun.sunset === 'string') &&
    typeof value.source === 'string'
  );
}

/** The highest position the table takes: a list kept in order never comes near it. */
const MAX_POSITION = 10_000;

/** Sessions are read a page at a time (the API answers at most 1,000 rows a request). */
const SESSIONS_PAGE = 1000;

function toRow(draft: FishingSessionDraft) {
  return {
    station_id: draft.stationId,
    started_at: draft.startedAt,
    ended_at: draft.endedAt,
    notes: draft.notes,
    catches: draft.catches.map((fish) => ({
      species: fish.species,
      count: fish.count,
      released: fish.released,
      ...(fish.lengthCm === undefined ? {} : { length_cm: fish.lengthCm }),
      ...(fish.weightKg === undefined ? {} : { weight_kg: fish.weightKg }),
    })),
    conditions: draft.conditions,
  };
}

function failed(error: { message: string } | null): void {
  if (error) throw new Error(error.message);
}

/**
 * An `AccountDataClient` over a Supabase project's table API, acting as the signed-in visitor
 * whose token `accessToken` gives: the project's row-level security keeps each visitor to their
 * own saved stations and fishing sessions.
 */
export function createSupabaseAccountClient(
  options: SupabaseAccountClientOptions,
): AccountDataClient {
  const base = options.url.replace(/\/+$/, '');
  const baseFetch = options.fetch ?? globalThis.fetch;
  const signedInFetch: typeof fetch = async (input, init) => {
    const token = await options.accessToken();
    if (!token) throw new Error('Sign in to keep saved stations and a fishing log.');
    const headers = new Headers(init?.headers);
    headers.set('apikey', options.anonKey);
    headers.set('Authorization', `Bearer ${token}`);
    return baseFetch(input, { ...init, headers });
  };
  const rest = new PostgrestClient(`${base}/rest/v1`, { fetch: signedInFetch });

  return {
    async listSessions() {
      // Every session, page after page: the log and its exports must never stop silently at
      // the API's 1,000 rows.
      const sessions: FishingSession[] = [];
      for (let from = 0; ; from += SESSIONS_PAGE) {
        const { data, error } = await rest
          .from('fishing_sessions')
          .select(SESSION_COLUMNS)
          .order('started_at', { ascending: false })
          .order('id')
          .range(from, from + SESSIONS_PAGE - 1);
        failed(error);
        const page = (data ?? []) as SessionRow[];
        sessions.push(...page.map(toSession));
        if (page.length < SESSIONS_PAGE) return sessions;
      }
    },
    async saveSession(draft, id) {
      const query =
        id === undefined
          ? rest.from('fishing_sessions').insert(toRow(draft))
          : rest.from('fishing_sessions').update(toRow(draft)).eq('id', id);
      const { data, error } = await query.select(SESSION_COLUMNS).single();
      failed(error);
      return toSession(data as SessionRow);
    },
    async deleteSession(id) {
      const { error } = await rest.from('fishing_sessions').delete().eq('id', id);
      failed(error);
    },
    async listSavedStations() {
      const { data, error } = await rest
        .from('saved_stations')
        .select('station_id, kind, label, position')
        .order('position')
        .order('created_at');
      failed(error);
      const rows = (data ?? []) as {
        station_id: string;
        kind: SavedStationKind;
        label: string | null;
        position: number;
      }[];
      // Each kind's names from its own catalogue, both asked at once.
      const names = new Map<string, string>();
      const lookUps = (['tide', 'current'] as const).map(async (kind) => {
        const ids = rows.filter((row) => row.kind === kind).map((row) => row.station_id);
        if (ids.length === 0) return;
        const table = kind === 'current' ? 'current_stations' : 'tide_stations';
        const stations = await rest.from(table).select('id, name, state').in('id', ids);
        failed(stations.error);
        for (const station of (stations.data ?? []) as {
          id: string;
          name: string;
          state: string | null;
        }[]) {
          names.set(
            `${kind}:${station.id}`,
            station.state ? `${station.name}, ${station.state}` : station.name,
          );
        }
      });
      await Promise.all(lookUps);
      return rows.map((row): SavedStation => ({
        stationId: row.station_id,
        kind: row.kind === 'current' ? 'current' : 'tide',
        stationName: names.get(`${row.kind}:${row.station_id}`) ?? null,
        label: row.label,
        position: row.position,
      }));
    },
    async saveStation(stationId, kind = 'tide') {
      // After the last: a newly saved station joins the end of the visitor's list.
      const last = await rest
        .from('saved_stations')
        .select('position')
        .order('position', { ascending: false })
        .limit(1);
      failed(last.error);
      const [top] = (last.data ?? []) as { position: number }[];
      const position = Math.min(MAX_POSITION, (top?.position ?? -1) + 1);
      const { error } = await rest
        .from('saved_stations')
        .upsert(
          { station_id: stationId, kind, position },
          { onConflict: 'user_id,station_id', ignoreDuplicates: true },
        );
      failed(error);
    },
    async arrangeSavedStations(stationIds) {
      const results = await Promise.all(
        stationIds.map((stationId, position) =>
          rest.from('saved_stations').update({ position }).eq('station_id', stationId),
        ),
      );
      for (const { error } of results) failed(error);
    },
    async unsaveStation(stationId) {
      const { error } = await rest.from('saved_stations').delete().eq('station_id', stationId);
      failed(error);
    },
  };
}
