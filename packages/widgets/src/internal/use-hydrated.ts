import { useSyncExternalStore } from 'react';

function subscribeToNothing(): () => void {
  return () => {};
}

/**
 * False while the server renders and while the browser hydrates that HTML, true after. What
 * depends on the visitor's clock (today's date) waits for it: a page prerendered on one day
 * and opened on another, or in a zone already on the next day, must hydrate without a
 * mismatch. A widget rendered in the browser alone sees true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
