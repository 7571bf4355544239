/**
 * The site's clients as tests hand them to `<ClientsProvider>`: our own doubles of the client
 * contracts (`TideClient`, `TideWindowsClient`, `AccountDataClient`, `AuthClient`,
 * `KingTidesClient`), answering from what the test
 * gives them and keeping every request, so a page renders in jsdom with no backend.
 */
import type {
  CurrentAnswer,
  CurrentResult,
  TideAnswer,
  TideDataRequest,
  TideResult,
  TideWindowsRequest,
  WaterLevelResult,
} from '@tides/widgets';
import type { SiteClients } from '../src/lib/clients';

/** The backend's words when it has no predictions for a request. */
export const REFUSAL = {
  message: 'Station not found',
  details: 'No tide predictions are available for this station.',
};

export interface FakeClients extends SiteClients {
  /** Every tide request, in order. */
  readonly tideRequests: TideDataRequest[];
  /** Every windows search, in order. */
  readonly windowsRequests: TideWindowsRequest[];
  /** Every currents request, in order. */
  readonly currentRequests: TideDataRequest[];
}

/** The key a fake answer is kept under: `'noaa/8443970|2026-03-15|1'`. */
export function answerKey({ locationId, date, days = 1 }: TideDataRequest): string {
  return `${locationId}|${date}|${days}`;
}

/**
 * Clients whose tide lookups answer from `answers` and currents lookups from `more.currents`
 * (both by `answerKey`), refusing any other request as the backend refuses an unknown station;
 * whose water levels answer from `more.waterLevels` (by station id), else nothing; whose
 * windows searches find the backend unreachable; whose account has nothing saved; whose
 * sign-in always fails; whose king tides and state flood lists are never had; and whose visitor
 * is signed out.
 */
export function createFakeClients(
  answers: Record<string, TideResult> = {},
  more: {
    currents?: Record<string, CurrentResult>;
    waterLevels?: Record<string, WaterLevelResult>;
  } = {},
): FakeClients {
  const { currents = {}, waterLevels = {} } = more;
  const tideRequests: TideDataRequest[] = [];
  const currentRequests: TideDataRequest[] = [];
  const windowsRequests: TideWindowsRequest[] = [];
  return {
    tideRequests,
    currentRequests,
    windowsRequests,
    tides: {
      getCurrents: async (request): Promise<CurrentAnswer> => {
        currentRequests.push(request);
        const result = currents[answerKey(request)];
        return result ? { kind: 'result', result } : { kind: 'refused', ...REFUSAL };
      },
      searchLocations: async () => [],
      getTides: async (request): Promise<TideAnswer> => {
        tideRequests.push(request);
        const result = answers[answerKey(request)];
        return result ? { kind: 'result', result } : { kind: 'refused', ...REFUSAL };
      },
      nearestLocations: async () => [],
      lookUpWaterLevel: async (locationId) => waterLevels[locationId] ?? null,
    },
    windows: {
      findWindows: async (request) => {
        windowsRequests.push(request);
        return { kind: 'unreachable', message: 'No backend in this test.' };
      },
    },
    account: {
      listSessions: async () => [],
      saveSession: async () => Promise.reject(new Error('Not signed in.')),
      deleteSession: async () => undefined,
      listSavedStations: async () => [],
      saveStation: async () => undefined,
      unsaveStation: async () => undefined,
      arrangeSavedStations: async () => undefined,
    },
    auth: {
      signIn: async () => ({ error: { message: 'Invalid login credentials' } }),
      signUp: async () => ({ error: { message: 'Signups not allowed for this instance' } }),
    },
    session: {
      getSession: async () => null,
      onChange: () => () => undefined,
      signOut: async () => undefined,
      changePassword: async () => ({ error: 'Auth session missing!' }),
      updateMetadata: async () => ({ error: 'Auth session missing!' }),
      requestPasswordReset: async () => ({ error: null }),
      deleteAccount: async () => ({ error: 'You are not signed in.' }),
    },
    kingTides: { list: async () => null },
    floodMap: { list: async () => null },
  };
}
