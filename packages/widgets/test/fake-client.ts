/**
 * An in-memory `TideClient` for tests and stories: our own double of the client interface,
 * answering from the fixtures, with one switch per outcome a visitor can meet.
 */
import type {
  CurrentAnswer,
  TideAnswer,
  TideClient,
  TideDataRequest,
  TideLocation,
} from '../src/client.ts';
import { deceptionPassCurrents } from './currents.ts';
import { LOCATIONS, tideResultFor, type FixtureSource } from './fixtures.ts';

/** How the fake answers location lookups. */
export type FakeSearchBehaviour = 'match' | 'fail' | 'pending';

/** How the fake answers tide lookups: each source, and each way a lookup can fail. */
export type FakeTideBehaviour =
  | FixtureSource
  | 'transport-error'
  | 'transport-error-without-message'
  | 'response-error'
  | 'response-error-without-details'
  | 'empty'
  | 'exception'
  | 'pending';

export interface FakeTideClientOptions {
  /** @defaultValue `'match'` */
  search?: FakeSearchBehaviour;
  /** @defaultValue `'fresh'` */
  tides?: FakeTideBehaviour;
  /** The stations lookups match against. @defaultValue `LOCATIONS` */
  locations?: readonly TideLocation[];
  /** Delay before a lookup answers, for stories that show the spinner. @defaultValue `0` */
  searchDelayMs?: number;
  /** Delay before a tide lookup answers. @defaultValue `0` */
  tideDelayMs?: number;
  /**
   * How the fake answers currents lookups: Deception Pass's days (`'result'`, for
   * `noaa/PUG1701`), or a failure as tide lookups fail. @defaultValue `'result'`
   */
  currents?: 'result' | Exclude<FakeTideBehaviour, FixtureSource>;
}

export interface FakeTideClient extends TideClient {
  /** Every term looked up, in order. */
  readonly searches: string[];
  /** Every tide request, in order. */
  readonly tideRequests: TideDataRequest[];
  /** Every currents request, in order. */
  readonly currentRequests: TideDataRequest[];
}

/** The error text the fake's backend sends with `'response-error'`. */
export const RESPONSE_ERROR = {
  error: 'Station not found',
  details: 'No tide predictions are available for this station.',
};

/** The message of the fake's transport failure. */
export const TRANSPORT_ERROR_MESSAGE = 'Edge Function returned a non-2xx status code';

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (ms <= 0) {
      resolve();
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('The lookup was abandoned.', 'AbortError'));
    });
  });
}

const forever = <T>() => new Promise<T>(() => {});

export function createFakeTideClient(options: FakeTideClientOptions = {}): FakeTideClient {
  const {
    search = 'match',
    tides = 'fresh',
    locations = LOCATIONS,
    searchDelayMs = 0,
    tideDelayMs = 0,
    currents = 'result',
  } = options;
  const searches: string[] = [];
  const tideRequests: TideDataRequest[] = [];
  const currentRequests: TideDataRequest[] = [];

  return {
    searches,
    tideRequests,
    currentRequests,

    async getCurrents(request): Promise<CurrentAnswer> {
      currentRequests.push(request);
      if (currents === 'pending') return forever();
      await wait(tideDelayMs);
      switch (currents) {
        case 'transport-error':
          return { kind: 'unreachable', message: TRANSPORT_ERROR_MESSAGE };
        case 'transport-error-without-message':
          return { kind: 'unreachable', message: '' };
        case 'response-error':
        case 'response-error-without-details':
          return {
            kind: 'refused',
            message: RESPONSE_ERROR.error,
            details: RESPONSE_ERROR.details,
          };
        case 'empty':
          return { kind: 'empty' };
        case 'exception':
          throw new TypeError('Failed to fetch');
        default:
          return request.locationId === 'noaa/PUG1701'
            ? { kind: 'result', result: deceptionPassCurrents((request.days ?? 1) >= 2 ? 2 : 1) }
            : { kind: 'refused', message: RESPONSE_ERROR.error, details: RESPONSE_ERROR.details };
      }
    },

    async searchLocations(term, { signal } = {}) {
      searches.push(term);
      if (search === 'pending') return forever();
      await wait(searchDelayMs, signal);
      if (search === 'fail')
        throw new Error('permission denied for function search_tide_locations');
      const needle = term.toLowerCase();
      return locations.filter((location) =>
        `${location.name}, ${location.state ?? ''}`.toLowerCase().includes(needle),
      );
    },

    async getTides(request): Promise<TideAnswer> {
      tideRequests.push(request);
      if (tides === 'pending') return forever();
      await wait(tideDelayMs);
      switch (tides) {
        case 'transport-error':
          return { kind: 'unreachable', message: TRANSPORT_ERROR_MESSAGE };
        case 'transport-error-without-message':
          return { kind: 'unreachable', message: '' };
        case 'response-error':
          return {
            kind: 'refused',
            message: RESPONSE_ERROR.error,
            details: RESPONSE_ERROR.details,
          };
        case 'response-error-without-details':
          return { kind: 'refused', message: RESPONSE_ERROR.error };
        case 'empty':
          return { kind: 'empty' };
        case 'exception':
          throw new TypeError('Failed to fetch');
        default: {
          const location = locations.find((candidate) => candidate.id === request.locationId);
          if (!location) {
            return {
              kind: 'refused',
              message: RESPONSE_ERROR.error,
              details: RESPONSE_ERROR.details,
            };
          }
          return { kind: 'result', result: tideResultFor(location, request.date, tides) };
        }
      }
    },
  };
}
