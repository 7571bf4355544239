import type { TideSource } from '../../types.ts';

/** One kind of fish caught in a session. */
export interface FishCatch {
  species: string;
  /** How many, 1 to 1000. */
  count: number;
  /** Length in centimetres, when measured. */
  lengthCm?: number;
  /** Weight in kilograms, when weighed. */
  weightKg?: number;
  /** Whether they went back in the water. */
  released: boolean;
}

/**
 * The water, moon and sun when a session started, computed from the tide data the site shows
 * (`get-tide-data`) for the station and that moment, and kept with the session.
 */
export interface FishingConditions {
  /** The station's IANA time zone every time here is given in. */
  timeZone: string;
  tide: {
    stage: 'rising' | 'falling';
    /** The water level then, metres above the datum. */
    heightM: number;
    datum: string;
    /** The high or low before, and how many minutes before; null when none is known. */
    since: { type: 'high' | 'low'; at: string; minutes: number } | null;
    /** The high or low after, and how many minutes after; null when none is known. */
    next: { type: 'high' | 'low'; at: string; minutes: number } | null;
  };
  /** Moonrise and moonset of the session's day: absent from sessions logged before they were kept. */
  moon: { phase: string; illumination: number; moonrise?: string | null; moonset?: string | null };
  /**
   * The solunar period the session started in (`'major'` around the moon's transits, `'minor'`
   * around its rise and set), `null` outside them; absent from sessions logged before it was kept.
   */
  solunar?: 'major' | 'minor' | null;
  sun: { sunrise: string | null; sunset: string | null };
  /** Where the highs and lows came from. */
  source: TideSource;
}

/** A logged session, as the log lists it. */
export interface FishingSession {
  id: string;
  stationId: string;
  /** ISO 8601 instant. */
  startedAt: string;
  endedAt: string | null;
  notes: string;
  catches: FishCatch[];
  conditions: FishingConditions | null;
}

/** What the log sends to create or change a session. */
export type FishingSessionDraft = Omit<FishingSession, 'id'>;

/** What a saved station predicts: the tide (a tide station) or the currents (a current station). */
export type SavedStationKind = 'tide' | 'current';

/** A station the signed-in visitor saved. */
export interface SavedStation {
  stationId: string;
  /** Whether it is a tide station or a current station. */
  kind: SavedStationKind;
  /** The station's name with its state, `'Boston, MA'`, when the backend knows it. */
  stationName: string | null;
  label: string | null;
  position: number;
}

/**
 * Everything the fishing log and the save-station button need from a signed-in visitor's
 * account. Every call acts for the signed-in visitor only (the backend's row-level security sees
 * to that) and rejects with an `Error` whose message says what went wrong.
 * `@tides/widgets/supabase` has the Supabase implementation.
 */
export interface AccountDataClient {
  listSessions(): Promise<FishingSession[]>;
  /** Creates a session, or changes the one with `id`; resolves with it as stored. */
  saveSession(draft: FishingSessionDraft, id?: string): Promise<FishingSession>;
  deleteSession(id: string): Promise<void>;
  /** The saved stations in the visitor's order. */
  listSavedStations(): Promise<SavedStation[]>;
  /**
   * Saves a station at the end of the visitor's list; saving one already kept changes nothing.
   * `kind` says which catalogue the id is from. @defaultValue `'tide'`
   */
  saveStation(stationId: string, kind?: SavedStationKind): Promise<void>;
  unsaveStation(stationId: string): Promise<void>;
  /**
   * Keeps the saved stations in this order: each one's position becomes its place in
   * `stationIds`. Ids not saved are passed over.
   */
  arrangeSavedStations(stationIds: readonly string[]): Promise<void>;
}
