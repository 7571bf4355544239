/**
 * What the site's clients are: the shapes `SiteClients` hands down (clients.tsx) and the
 * Supabase implementations (supabase-clients.ts, supabase-auth.ts) provide. Apart from both, so
 * that the implementations, which clients.tsx loads on demand, never import it back.
 */
import type {
  AccountDataClient,
  AuthClient,
  HeightUnits,
  TideClient,
  TideWindowsClient,
} from '@tides/widgets';
import type { AuthChangeEvent, Session } from '@supabase/auth-js';

export interface SiteClients {
  /** Tide lookups, station search and "near me". */
  tides: TideClient;
  /** "Find times when…" searches and their calendar feeds. */
  windows: TideWindowsClient;
  /** The signed-in visitor's saved stations and fishing log. */
  account: AccountDataClient;
  /** Signing in and up. */
  auth: AuthClient;
  /** The visitor's session and their account: what signing in gives, and what changes it. */
  session: SessionClient;
  /** A station's king tides, for its page's list and marks. */
  kingTides: KingTidesClient;
  /** A state's gauges whose tide alone floods in the coming month, for its map. */
  floodMap: FloodMapClient;
}

/** A gauge the tide alone floods in the days ahead, as get-flood-outlook lists a state's. */
export interface FloodMapStation {
  /** Its page: '/tides/ak/ketchikan-9450460'. */
  path: string;
  name: string;
  /** The first day the tide reaches a threshold (YYYY-MM-DD, the station's clock). */
  date: string;
  level: 'minor' | 'moderate' | 'major';
}

/** A state's flood tides ahead. */
export interface FloodMapList {
  /** The days looked ahead from today. */
  days: number;
  stations: FloodMapStation[];
}

export interface FloodMapClient {
  /** The state's list ('ma'), or null when it could not be had (the map is whole without it). */
  list(state: string, signal?: AbortSignal): Promise<FloodMapList | null>;
}

/**
 * Which king tides: a calendar year's, or (no `year`) the twelve months from the station's today.
 * The same list serves either units: each tide carries its height in metres as well.
 */
export interface KingTidesRequest {
  stationId: string;
  year?: number;
}

/** A station's king tides, as the tide-calendar function lists them. */
export interface KingTideList {
  /** The year ranked, for a year's list. */
  year?: number;
  /** The first and last days of the twelve months ahead, for that list (YYYY-MM-DD). */
  from?: string;
  through?: string;
  /** The one line that says what a king tide is here. */
  explanation: string;
  /** Each king tide: its instant, its height in metres, and in feet as the service writes it. */
  tides: { at: string; heightM: number; height: string }[];
  /** The address a calendar app subscribes to for the same king tides (webcal:), in `units`. */
  feed(units: HeightUnits): string;
}

/** A station's king tides. */
export interface KingTidesClient {
  /** The list, or null when it could not be had (a page of tides is whole without it). */
  list(request: KingTidesRequest, signal?: AbortSignal): Promise<KingTideList | null>;
}

/** What went wrong, in the auth server's words; null when it went through. */
export interface SessionOutcome {
  error: string | null;
}

/** The signed-in visitor's session and account, as the site's pages use them. */
export interface SessionClient {
  /** The session kept in this browser, or null. */
  getSession(): Promise<Session | null>;
  /** Calls `listener` with every auth event and the session it leaves; returns the unsubscribe. */
  onChange(listener: (event: AuthChangeEvent, session: Session | null) => void): () => void;
  /** Signs out everywhere, or (`'local'`) only here, without asking the server. */
  signOut(scope?: 'global' | 'local'): Promise<void>;
  /** Sets a new password for the signed-in visitor. */
  changePassword(password: string): Promise<SessionOutcome>;
  /** Keeps `data` in the account's user_metadata. */
  updateMetadata(data: object): Promise<SessionOutcome>;
  /** Emails a link to choose a new password, which comes back to `redirectTo`. */
  requestPasswordReset(email: string, redirectTo: string): Promise<SessionOutcome>;
  /** Deletes the signed-in visitor's account and everything kept about them. */
  deleteAccount(): Promise<SessionOutcome>;
}
