/**
 * The browser's store of stations kept for offline use (IndexedDB): a small summary of each,
 * which station pages read as they open, apart from the answers themselves (about 0.8 MB a tide
 * station), read only when the network fails. Every change is announced to the pages of this
 * tab (`onKeptChange`) and of the others (a BroadcastChannel).
 */
import type { SavedStation } from '@tides/widgets';
import type { KeptData, KeptSummary } from './kept-answers';

const DB_NAME = 'tides-offline';
const DB_VERSION = 1;
const SUMMARIES = 'summaries';
const DATA = 'data';
const LISTS = 'lists';
/** The key of the signed-in visitor's saved stations, as kept with them. */
const SAVED_STATIONS = 'saved-stations';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  if (!opening) {
    opening = new Promise((resolve, reject) => {
      const request = indexedDB.open(DB_NAME, DB_VERSION);
      request.onupgradeneeded = () => {
        const db = request.result;
        db.createObjectStore(SUMMARIES, { keyPath: 'id' });
        db.createObjectStore(DATA);
        db.createObjectStore(LISTS);
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('The offline store did not open.'));
    });
    // A refusal (a private window, storage turned off) is asked again next time.
    opening.catch(() => (opening = null));
  }
  return opening;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('The offline store failed.'));
  });
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = transaction.onerror = () =>
      reject(transaction.error ?? new Error('The offline store refused the change.'));
  });
}

const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

/** The channel to the site's other tabs, opened with the first listener or change. */
function otherTabs(): BroadcastChannel | null {
  if (!channel && typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(DB_NAME);
    channel.onmessage = () => listeners.forEach((listener) => listener());
  }
  return channel;
}

function changed() {
  listeners.forEach((listener) => listener());
  otherTabs()?.postMessage('changed');
}

/** Calls `listener` whenever a station is kept, refreshed or removed; returns the unsubscribe. */
export function onKeptChange(listener: () => void): () => void {
  otherTabs();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every kept station's summary, oldest saved first. */
export async function keptSummaries(): Promise<KeptSummary[]> {
  const db = await open();
  const all = await done(
    db.transaction(SUMMARIES).objectStore(SUMMARIES).getAll() as IDBRequest<KeptSummary[]>,
  );
  return all.sort((a, b) => a.savedAt.localeCompare(b.savedAt));
}

/** One kept station's answers, or null. */
export async function keptData(id: string): Promise<KeptData | null> {
  const db = await open();
  const data = await done(db.transaction(DATA).objectStore(DATA).get(id) as IDBRequest<unknown>);
  return (data as KeptData | undefined) ?? null;
}

/** Keeps (or replaces) a station's summary and answers together. */
export async function putKept(summary: KeptSummary, data: KeptData): Promise<void> {
  const db = await open();
  const transaction = db.transaction([SUMMARIES, DATA], 'readwrite');
  transaction.objectStore(SUMMARIES).put(summary);
  transaction.objectStore(DATA).put(data, summary.id);
  await committed(transaction);
  changed();
}

/** Forgets a kept station. */
export async function removeKept(id: string): Promise<void> {
  const db = await open();
  const transaction = db.transaction([SUMMARIES, DATA], 'readwrite');
  transaction.objectStore(SUMMARIES).delete(id);
  transaction.objectStore(DATA).delete(id);
  await committed(transaction);
  changed();
}

/** The saved stations My Tides last listed, kept with their tides; null when none are. */
export async function keptSavedStations(): Promise<SavedStation[] | null> {
  const db = await open();
  const list = await done(
    db.transaction(LISTS).objectStore(LISTS).get(SAVED_STATIONS) as IDBRequest<unknown>,
  );
  return Array.isArray(list) ? (list as SavedStation[]) : null;
}

export async function putKeptSavedStations(list: SavedStation[]): Promise<void> {
  const db = await open();
  const transaction = db.transaction(LISTS, 'readwrite');
  transaction.objectStore(LISTS).put(list, SAVED_STATIONS);
  await committed(transaction);
}
