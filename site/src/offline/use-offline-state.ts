/**
 * Whether the browser has a network, and what is kept offline, as hooks. Both read nothing while
 * the page is prerendered or hydrating (online, nothing kept), so the HTML is the same for every
 * visitor; the kept list is read from the offline store after hydration.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { KeptSummary } from './kept-answers';
import { backendUnreachable } from './or-kept';

function subscribeToNetwork(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const unsubscribe = backendUnreachable.subscribe(onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    unsubscribe();
  };
}

/** False once the browser says it has no network, or the last lookup could not reach the backend. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine && !backendUnreachable.get(),
    () => true,
  );
}

/** Every kept station's summary (oldest first), null until read or when the store is refused. */
export function useKeptStations(): KeptSummary[] | null {
  const [kept, setKept] = useState<KeptSummary[] | null>(null);
  useEffect(() => {
    let live = true;
    let unsubscribe = () => {};
    void import('./offline-db').then((db) => {
      if (!live) return;
      const read = () =>
        db.keptSummaries().then(
          (summaries) => live && setKept(summaries),
          () => live && setKept(null),
        );
      unsubscribe = db.onKeptChange(() => void read());
      void read();
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return kept;
}

/** 'Dec 4, 2026, 6:30 PM' on the visitor's own clock: when a copy was saved. */
export function formatSavedAt(savedAt: string, hourCycle: 'h12' | 'h23'): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle,
  }).format(new Date(savedAt));
}
