/**
 * The site's clients with the stations kept offline behind them (clients.tsx wraps its calls in
 * these): a lookup the backend cannot answer (no network, the service down) is answered from the
 * kept copy when it holds the days asked for, and fails as before when it does not. An answer
 * the backend gives, a refusal included, is never replaced. The account's calls say they need a
 * connection when the browser has none.
 */
import type { CurrentAnswer, SavedStation, TideAnswer, TideDataRequest } from '@tides/widgets';

/** What the account's calls say without a network. */
export const ACCOUNT_NEEDS_CONNECTION = 'You are offline: your account needs a connection.';

const lookup = () => import('./kept-lookup');

/**
 * Whether the backend was out of reach at the last lookup. The browser's `navigator.onLine` says
 * only that a network is there (a boat's Wi-Fi without a link ashore counts), so the pages ask
 * this too before they say the tides shown are online ones.
 */
let unreachable = false;
const listeners = new Set<() => void>();

function reached(yes: boolean) {
  if (unreachable === !yes) return;
  unreachable = !yes;
  listeners.forEach((listener) => listener());
}

/** The backend's reach as a store for `useSyncExternalStore`: true once a lookup failed. */
export const backendUnreachable = {
  get: (): boolean => unreachable,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Never lets a failure of the kept copy (no IndexedDB, a private window) hide the first one. */
async function fromKept<T>(read: () => Promise<T | null>): Promise<T | null> {
  try {
    return await read();
  } catch {
    return null;
  }
}

async function orKept<Answer extends TideAnswer | CurrentAnswer>(
  ask: () => Promise<Answer>,
  kept: () => Promise<Answer | null>,
): Promise<Answer> {
  let answer: Answer;
  try {
    answer = await ask();
  } catch (error) {
    reached(false);
    const instead = await kept();
    if (instead) return instead;
    throw error;
  }
  reached(answer.kind !== 'unreachable');
  if (answer.kind !== 'unreachable') return answer;
  return (await kept()) ?? answer;
}

export function tidesOrKept(
  request: TideDataRequest,
  ask: () => Promise<TideAnswer>,
): Promise<TideAnswer> {
  return orKept(ask, async () => {
    const result = await fromKept(async () => (await lookup()).keptTides(request));
    return result ? { kind: 'result', result } : null;
  });
}

export function currentsOrKept(
  request: TideDataRequest,
  ask: () => Promise<CurrentAnswer>,
): Promise<CurrentAnswer> {
  return orKept(ask, async () => {
    const result = await fromKept(async () => (await lookup()).keptCurrents(request));
    return result ? { kind: 'result', result } : null;
  });
}

function offline(): boolean {
  return unreachable || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/** An account call, refused in words without a network (or when it fails for want of one). */
export async function needsConnection<T>(call: () => Promise<T>): Promise<T> {
  if (offline()) throw new Error(ACCOUNT_NEEDS_CONNECTION);
  try {
    return await call();
  } catch (error) {
    if (offline()) throw new Error(ACCOUNT_NEEDS_CONNECTION);
    throw error;
  }
}

/**
 * The saved stations: the account's list, or without a network the list kept offline with their
 * tides (My Tides says it is the kept one).
 */
export async function savedOrKept(call: () => Promise<SavedStation[]>): Promise<SavedStation[]> {
  try {
    return await needsConnection(call);
  } catch (error) {
    const kept = await fromKept(async () => (await lookup()).keptSaved());
    if (kept) return kept;
    throw error;
  }
}
