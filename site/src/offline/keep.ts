/**
 * Keeping a station offline: its next 30 days asked of the backend as any page asks them (so the
 * copy is the server's answers), written to the offline store, and its page and the site's shell
 * handed to the service worker. Loaded when the visitor keeps or refreshes a station, never
 * with a page.
 */
import type { SavedStation, TideAnswer, TideClient, TideResult } from '@tides/widgets';
import { currentPath } from '../currents/paths';
import { addDays, todayIn, visitorZone } from '../lib/calendar';
import { stationPageOf } from '../stations/paths';
import { preloadRoute } from '../routes';
import { FETCHED_DAYS, KEPT_DAYS, type KeptData, type KeptSummary } from './kept-answers';
import {
  keptSummaries,
  putKept,
  putKeptSavedStations,
  removeKept as removeFromStore,
} from './offline-db';
import type { KeepMessage, KeepReply } from './worker-contract';

/** Stations kept at most; keeping one more lets the one kept longest go, and says so. */
export const MAX_KEPT_STATIONS = 12;

/** Requests in flight at once: the backend serves each visitor two at a time. */
const AT_ONCE = 2;
/** Times one request waits out "too many requests" before the keeping fails. */
const SLOW_DOWN_RETRIES = 4;
const LONGEST_WAIT_SECONDS = 60;

/** A station to keep, as its page knows it. */
export type KeepTarget = Pick<KeptSummary, 'id' | 'kind' | 'name' | 'path' | 'timeZone'>;

export interface KeepOutcome {
  summary: KeptSummary;
  /** The stations let go to stay within MAX_KEPT_STATIONS, by name. */
  dropped: string[];
}

/** The seconds a "too many requests" refusal names, or null for any other answer. */
function slowDownSeconds(answer: { kind: string; message?: string; details?: string }) {
  if (answer.kind !== 'refused' || !/too many/i.test(answer.message ?? '')) return null;
  const seconds = Number(/in (\d+) seconds?/.exec(answer.details ?? '')?.[1]);
  return Number.isSafeInteger(seconds) && seconds > 0 && seconds <= LONGEST_WAIT_SECONDS
    ? seconds
    : 5;
}

/** Asks until answered, waiting out refusals to slow down; the result, or a clear failure. */
async function ask<Result>(
  call: () => Promise<
    | { kind: 'result'; result: Result }
    | { kind: 'refused'; message: string; details?: string }
    | { kind: 'unreachable'; message: string }
    | { kind: 'empty' }
  >,
): Promise<Result> {
  for (let tries = 0; ; tries += 1) {
    const answer = await call();
    if (answer.kind === 'result') return answer.result;
    const seconds = slowDownSeconds(answer);
    if (seconds === null || tries >= SLOW_DOWN_RETRIES) {
      throw new Error(
        answer.kind === 'empty'
          ? 'The tide service sent nothing back.'
          : answer.kind === 'refused'
            ? (answer.details ?? answer.message)
            : `The tide service could not be reached: ${answer.message}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}

/** Runs `work` over `items`, AT_ONCE at a time. */
async function inTurn<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

async function tidesFor(
  client: TideClient,
  id: string,
  first: string,
  progress: (done: number) => void,
): Promise<KeptData> {
  const span = await ask<TideResult>(() =>
    client.getTides({ locationId: id, date: first, days: FETCHED_DAYS }),
  );
  // A span's top fields are its first day's own answer.
  const { days: spanDays, ...firstDay } = span;
  if (!spanDays) throw new Error('The tide service sent no days.');
  const days: Record<string, TideResult> = { [first]: firstDay };
  let done = 1;
  progress(done);
  const rest = spanDays.map((day) => day.date).filter((date) => date !== first);
  await inTurn(rest, async (date) => {
    days[date] = await ask<TideResult>((): Promise<TideAnswer> =>
      client.getTides({ locationId: id, date }),
    );
    progress((done += 1));
  });
  return { kind: 'tide', days, span };
}

async function currentsFor(client: TideClient, id: string, first: string): Promise<KeptData> {
  const getCurrents = client.getCurrents?.bind(client);
  if (!getCurrents) throw new Error('This site cannot look currents up.');
  const span = await ask(() => getCurrents({ locationId: id, date: first, days: FETCHED_DAYS }));
  return { kind: 'current', span };
}

/**
 * Hands the worker the station pages and the site's shell. Each page's route is loaded first,
 * so its data file is among what this page has fetched. Without a worker (a browser without
 * one, the development server) the tides are kept all the same.
 */
async function keepPages(paths: string[]): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return;
  await Promise.all(paths.map((path) => preloadRoute(path)));
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) return;
  const data = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/data/'))
    .map((url) => url.href);
  const message: KeepMessage = { type: 'keep', pages: paths, data: [...new Set(data)] };
  const reply = await new Promise<KeepReply>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<KeepReply>) => resolve(event.data);
    worker.postMessage(message, [channel.port2]);
  });
  if (!reply.ok) throw new Error(`This page could not be kept offline: ${reply.message}`);
}

/** The day the copy starts (the station's yesterday) and its last day. */
export function keptSpan(timeZone: string, now = new Date()): { from: string; through: string } {
  const today = todayIn(timeZone, now);
  return { from: addDays(today, -1), through: addDays(today, KEPT_DAYS - 1) };
}

/**
 * Keeps one station: its days, then its page. `progress` hears the days kept so far of
 * `FETCHED_DAYS`. Keeping a station already kept refreshes it.
 */
export async function keepStation(
  client: TideClient,
  target: KeepTarget,
  progress: (done: number, of: number) => void = () => {},
): Promise<KeepOutcome> {
  const { from, through } = keptSpan(target.timeZone);
  const data =
    target.kind === 'tide'
      ? await tidesFor(client, target.id, from, (done) => progress(done, FETCHED_DAYS))
      : await currentsFor(client, target.id, from);
  progress(FETCHED_DAYS, FETCHED_DAYS);
  // The page before the days: a station shows as kept only once it opens without a network.
  await keepPages([target.path]);
  const summary: KeptSummary = { ...target, savedAt: new Date().toISOString(), from, through };
  await putKept(summary, data);
  const others = (await keptSummaries()).filter((kept) => kept.id !== target.id);
  const over = others.slice(0, Math.max(0, others.length + 1 - MAX_KEPT_STATIONS));
  for (const kept of over) await removeFromStore(kept.id);
  return { summary, dropped: over.map((kept) => kept.name) };
}

/**
 * What keeping a saved station needs that the account's list lacks (its kind, zone and page),
 * from one day of its tides, or of its currents when it is a current station; null when the
 * backend knows neither.
 */
export async function targetOf(
  client: TideClient,
  saved: SavedStation,
): Promise<KeepTarget | null> {
  const request = { locationId: saved.stationId, date: todayIn(visitorZone()) };
  const name = saved.stationName ?? saved.stationId;
  const tides = await client.getTides(request);
  const station = tides.kind === 'result' ? tides.result.station : undefined;
  const page = station ? stationPageOf(station) : null;
  if (station && page) {
    return { id: saved.stationId, kind: 'tide', name, path: page, timeZone: station.timeZone };
  }
  const currents = client.getCurrents ? await client.getCurrents(request) : null;
  if (currents?.kind !== 'result') return null;
  const current = currents.result.station;
  return {
    id: saved.stationId,
    kind: 'current',
    name,
    path: currentPath(current),
    timeZone: current.timeZone,
  };
}

/** Keeps every saved station (My Tides' one action), and the list itself with them. */
export async function keepSavedStations(
  client: TideClient,
  saved: SavedStation[],
  targets: KeepTarget[],
  progress: (station: number, of: number) => void = () => {},
): Promise<KeepOutcome[]> {
  const outcomes: KeepOutcome[] = [];
  for (const [index, target] of targets.entries()) {
    progress(index, targets.length);
    outcomes.push(await keepStation(client, target));
  }
  await keepPages(['/my-tides']);
  await putKeptSavedStations(saved);
  progress(targets.length, targets.length);
  return outcomes;
}

export async function removeKept(id: string): Promise<void> {
  await removeFromStore(id);
}
