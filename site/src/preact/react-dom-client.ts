/**
 * `react-dom/client` in the site's browser build: Preact's, with hydration marked so that
 * `useSyncExternalStore` reads server snapshots while it runs (see ./react.ts).
 */
import { createRoot, hydrateRoot as hydrateWithoutSnapshots } from 'preact/compat/client';
import { whileHydrating } from './react';

export { createRoot };

export function hydrateRoot(
  ...args: Parameters<typeof hydrateWithoutSnapshots>
): ReturnType<typeof hydrateWithoutSnapshots> {
  return whileHydrating(() => hydrateWithoutSnapshots(...args));
}

export default { createRoot, hydrateRoot };
