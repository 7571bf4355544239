/**
 * `react` in the site's browser build: Preact's compatibility layer, with React's rule for
 * `useSyncExternalStore` during hydration, which the layer leaves out. While the prerendered
 * HTML hydrates, a store with a server snapshot reads that snapshot, as the HTML was rendered
 * with it; the component renders again with the browser's own right after. Without it a page
 * whose first render reads the visitor's preferences or clock (`useHydrated`, the units, the
 * theme) would hydrate over HTML rendered otherwise, and Preact keeps the HTML's attributes
 * when it hydrates: a pressed button would stay the prerendered one.
 */
import compat, {
  useEffect,
  useState,
  useSyncExternalStore as storeWithoutHydration,
} from 'preact/compat';

// @ts-expect-error Preact's types declare the layer as one `export =` namespace, which
// `export *` cannot pass on; its ES module, which the build reads, exports every name.
export * from 'preact/compat';

let hydrating = false;

/** Runs `hydrate` (synchronous, as Preact's is) with stores reading their server snapshots. */
export function whileHydrating<T>(hydrate: () => T): T {
  hydrating = true;
  try {
    return hydrate();
  } finally {
    hydrating = false;
  }
}

export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const [fromServer, setFromServer] = useState(() => hydrating && getServerSnapshot !== undefined);
  const value = storeWithoutHydration(subscribe, getSnapshot);
  useEffect(() => {
    if (fromServer) setFromServer(false);
  }, [fromServer]);
  return fromServer && getServerSnapshot ? getServerSnapshot() : value;
}

export default { ...compat, useSyncExternalStore };
