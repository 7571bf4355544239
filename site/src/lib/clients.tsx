/**
 * The clients a page talks to the backend through, handed down by `<ClientsProvider>`, which the
 * entries set (entry-client.tsx, entry-server.tsx): a page never imports a client, so a test
 * renders it with a fake one.
 *
 * The site's own clients are the widgets' Supabase implementations (supabase-clients.ts), whose
 * code loads on the first call: a page that never looks anything up never downloads it. Supabase
 * Auth's client (supabase-auth.ts) loads only when this browser may hold a session, the address
 * brings one, or the visitor signs in: most visitors never download it.
 */
import type {
  AccountDataClient,
  AuthClient,
  HeightUnits,
  TideClient,
  TideWindowsClient,
} from '@tides/widgets';
import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import { createContext, useContext, type ReactNode } from 'react';
import { AUTH_STORAGE_KEY } from './supabase';
import type * as AuthModuleExports from './supabase-auth';
import { currentsOrKept, needsConnection, savedOrKept, tidesOrKept } from '../offline/or-kept';

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

const ClientsContext = createContext<SiteClients | null>(null);

export function ClientsProvider({
  clients,
  children,
}: {
  clients: SiteClients;
  children: ReactNode;
}) {
  return <ClientsContext.Provider value={clients}>{children}</ClientsContext.Provider>;
}

/** The clients the entries (or a test) set. */
export function useClients(): SiteClients {
  const clients = useContext(ClientsContext);
  if (!clients) throw new Error('useClients needs a <ClientsProvider> above it.');
  return clients;
}

type AuthModule = typeof AuthModuleExports;

/** Search parameters an email link's return to the site may carry for Supabase Auth. */
const AUTH_RETURN_PARAMS = ['code', 'token_hash', 'access_token', 'error', 'error_description'];

/**
 * Whether reading the session needs Supabase Auth's client: the browser keeps something under
 * its storage key (a session, or a sign-up's code verifier), or the address may bring a session
 * or its error (any fragment, or an email link's parameters). Storage the browser refuses
 * counts as maybe.
 */
function mayHaveSession(): boolean {
  if (window.location.hash.length > 1) return true;
  const search = new URLSearchParams(window.location.search);
  if (AUTH_RETURN_PARAMS.some((name) => search.has(name))) return true;
  try {
    return Object.keys(window.localStorage).some((key) => key.startsWith(AUTH_STORAGE_KEY));
  } catch {
    return true;
  }
}

/**
 * Supabase Auth's client, loaded once on first use. Whoever waits for it (`whenAuthLoads`) hears
 * first, before the call that loaded it runs, so a listener sees the sign-in that loaded it.
 */
function authLoader() {
  let loading: Promise<AuthModule> | null = null;
  const waiting = new Set<(auth: AuthModule) => void>();
  const load = (): Promise<AuthModule> => {
    if (!loading) {
      loading = import('./supabase-auth');
      loading.then(
        (auth) => {
          for (const wait of waiting) wait(auth);
          waiting.clear();
        },
        // The caller that asked hears the failure; the next call tries again.
        () => {
          loading = null;
        },
      );
    }
    return loading;
  };
  /** Calls `then` once the client loads, whoever loads it; returns the cancel. */
  const whenAuthLoads = (then: (auth: AuthModule) => void): (() => void) => {
    if (loading) {
      let cancelled = false;
      loading.then(
        (auth) => {
          if (!cancelled) then(auth);
        },
        () => {},
      );
      return () => {
        cancelled = true;
      };
    }
    waiting.add(then);
    return () => waiting.delete(then);
  };
  return { load, whenAuthLoads };
}

/** The site's Supabase clients, each loading its code when first called. */
export function siteClients(): SiteClients {
  const load = () => import('./supabase-clients');
  const { load: loadAuth, whenAuthLoads } = authLoader();
  return {
    tides: {
      searchLocations: async (term, options) =>
        (await load()).tideClient.searchLocations(term, options),
      // A station kept offline answers what the backend cannot (../offline/or-kept.ts).
      getTides: (request) =>
        tidesOrKept(request, async () => (await load()).tideClient.getTides(request)),
      // The year in one request where the tide client answers years; a month at a time else.
      getTideYear: async (request) => {
        const { tideClient } = await load();
        if (tideClient.getTideYear) return tideClient.getTideYear(request);
        return { kind: 'refused', message: 'Years are answered a month at a time here.' };
      },
      getCurrents: (request) =>
        currentsOrKept(request, async () => {
          const { tideClient } = await load();
          if (!tideClient.getCurrents) return { kind: 'empty' };
          return tideClient.getCurrents(request);
        }),
      nearestLocations: async (position, options) => {
        const { tideClient } = await load();
        return tideClient.nearestLocations ? tideClient.nearestLocations(position, options) : [];
      },
      lookUpWaterLevel: async (locationId) => {
        const { tideClient } = await load();
        return tideClient.lookUpWaterLevel ? tideClient.lookUpWaterLevel(locationId) : null;
      },
      lookUpFloodOutlook: async (locationId) => {
        const { tideClient } = await load();
        if (!tideClient.lookUpFloodOutlook) return { kind: 'empty' };
        return tideClient.lookUpFloodOutlook(locationId);
      },
    },
    windows: {
      findWindows: async (request, options) =>
        (await load()).windowsClient.findWindows(request, options),
    },
    account: {
      // Without a network the account says it needs one; the saved stations kept offline stand in.
      listSessions: () => needsConnection(async () => (await load()).accountClient.listSessions()),
      saveSession: (draft, id) =>
        needsConnection(async () => (await load()).accountClient.saveSession(draft, id)),
      deleteSession: (id) =>
        needsConnection(async () => (await load()).accountClient.deleteSession(id)),
      listSavedStations: () =>
        savedOrKept(async () => (await load()).accountClient.listSavedStations()),
      saveStation: (stationId) =>
        needsConnection(async () => (await load()).accountClient.saveStation(stationId)),
      unsaveStation: (stationId) =>
        needsConnection(async () => (await load()).accountClient.unsaveStation(stationId)),
      arrangeSavedStations: (stationIds) =>
        needsConnection(async () => (await load()).accountClient.arrangeSavedStations(stationIds)),
    },
    auth: {
      signIn: async (credentials) => (await loadAuth()).authClient.signIn(credentials),
      signUp: async (details) => (await loadAuth()).authClient.signUp(details),
    },
    session: {
      getSession: async () =>
        mayHaveSession() ? (await loadAuth()).sessionClient.getSession() : null,
      onChange: (listener) => {
        let unsubscribe = () => {};
        const cancel = whenAuthLoads(({ sessionClient }) => {
          unsubscribe = sessionClient.onChange(listener);
        });
        // Another tab signing in or out writes the session: load the client to hear it.
        const onStorage = (event: StorageEvent) => {
          if (event.key?.startsWith(AUTH_STORAGE_KEY)) loadAuth().catch(() => {});
        };
        window.addEventListener('storage', onStorage);
        if (mayHaveSession()) loadAuth().catch(() => {});
        return () => {
          cancel();
          window.removeEventListener('storage', onStorage);
          unsubscribe();
        };
      },
      signOut: async (scope) => (await loadAuth()).sessionClient.signOut(scope),
      changePassword: async (password) => (await loadAuth()).sessionClient.changePassword(password),
      updateMetadata: async (data) => (await loadAuth()).sessionClient.updateMetadata(data),
      requestPasswordReset: async (email, redirectTo) =>
        (await loadAuth()).sessionClient.requestPasswordReset(email, redirectTo),
      deleteAccount: async () => (await loadAuth()).sessionClient.deleteAccount(),
    },
    floodMap: {
      list: async (state, signal) => (await load()).floodMapClient.list(state, signal),
    },
    kingTides: {
      list: async (request, signal) => (await load()).kingTidesClient.list(request, signal),
    },
  };
}
