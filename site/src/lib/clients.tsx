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
import { createContext, useContext, type ReactNode } from 'react';
import type { SiteClients } from './client-types';
import { AUTH_STORAGE_KEY } from './supabase';
import type * as AuthModuleExports from './supabase-auth';
import { currentsOrKept, needsConnection, savedOrKept, tidesOrKept } from '../offline/or-kept';

export type {
  FloodMapList,
  FloodMapStation,
  KingTideList,
  KingTidesRequest,
  SessionClient,
  SiteClients,
} from './client-types';

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
      saveStation: (stationId, kind) =>
        needsConnection(async () => (await load()).accountClient.saveStation(stationId, kind)),
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
