/**
 * The clients a page talks to the backend through, handed down by `<ClientsProvider>`, which the
 * entries set (entry-client.tsx, entry-server.tsx): a page never imports a client, so a test
 * renders it with a fake one.
 *
 * The site's own clients are the widgets' Supabase implementations (supabase-clients.ts), whose
 * code loads on the first call: a page that never looks anything up never downloads it.
 */
import type { AccountDataClient, AuthClient, TideClient } from '@tides/widgets';
import { createContext, useContext, type ReactNode } from 'react';

export interface SiteClients {
  /** Tide lookups, station search and "near me". */
  tides: TideClient;
  /** The signed-in visitor's saved stations and fishing log. */
  account: AccountDataClient;
  /** Signing in and up. */
  auth: AuthClient;
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

/** The site's Supabase clients, each loading its code when first called. */
export function siteClients(): SiteClients {
  const load = () => import('./supabase-clients');
  return {
    tides: {
      searchLocations: async (term, options) =>
        (await load()).tideClient.searchLocations(term, options),
      getTides: async (request) => (await load()).tideClient.getTides(request),
      getCurrents: async (request) => {
        const { tideClient } = await load();
        if (!tideClient.getCurrents) return { kind: 'empty' };
        return tideClient.getCurrents(request);
      },
      nearestLocations: async (position, options) => {
        const { tideClient } = await load();
        return tideClient.nearestLocations ? tideClient.nearestLocations(position, options) : [];
      },
    },
    account: {
      listSessions: async () => (await load()).accountClient.listSessions(),
      saveSession: async (draft, id) => (await load()).accountClient.saveSession(draft, id),
      deleteSession: async (id) => (await load()).accountClient.deleteSession(id),
      listSavedStations: async () => (await load()).accountClient.listSavedStations(),
      saveStation: async (stationId) => (await load()).accountClient.saveStation(stationId),
      unsaveStation: async (stationId) => (await load()).accountClient.unsaveStation(stationId),
    },
    auth: {
      signIn: async (credentials) => (await load()).authClient.signIn(credentials),
      signUp: async (details) => (await load()).authClient.signUp(details),
    },
  };
}
