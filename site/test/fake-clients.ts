/**
 * The site's clients as tests hand them to `<ClientsProvider>`: our own doubles of the client
 * contracts (`TideClient`, `AccountDataClient`, `AuthClient`), answering from what the test
 * gives them and keeping every request, so a page renders in jsdom with no backend.
 */
import type {
  CurrentAnswer,
  CurrentResult,
  TideAnswer,
  TideDataRequest,
  TideResult,
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
  /** Every currents request, in order. */
  readonly currentRequests: TideDataRequest[];
}

/** The key a fake answer is kept under: `'noaa/8443970|2026-03-15|1'`. */
export function answerKey({ locationId, date, days = 1 }: TideDataRequest): string {
  return `${locationId}|${date}|${days}`;
}

/**
 * Clients whose tide lookups answer from `answers` and currents lookups from `currents` (both
 * by `answerKey`), refusing any other request as the backend refuses an unknown station; whose
 * account has nothing saved; and whose sign-in always fails.
 */
export function createFakeClients(
  answers: Record<string, TideResult> = {},
  currents: Record<string, CurrentResult> = {},
): FakeClients {
  const tideRequests: TideDataRequest[] = [];
  const currentRequests: TideDataRequest[] = [];
  return {
    tideRequests,
    currentRequests,
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
    },
    account: {
      listSessions: async () => [],
      saveSession: async () => Promise.reject(new Error('Not signed in.')),
      deleteSession: async () => undefined,
      listSavedStations: async () => [],
      saveStation: async () => undefined,
      unsaveStation: async () => undefined,
    },
    auth: {
      signIn: async () => ({ error: { message: 'Invalid login credentials' } }),
      signUp: async () => ({ error: { message: 'Signups not allowed for this instance' } }),
    },
  };
}
