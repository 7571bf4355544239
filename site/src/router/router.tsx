/**
 * A small client router for a mostly static site: the route table decides what renders, links
 * navigate with the History API, and the server renders the same tree for any URL.
 *
 * Kept rather than a library's prerender mode because of the JavaScript budget (scripts/budget.ts):
 * minified and gzipped, with React left out, this router is about 1 KB, React Router 7.18's
 * browser runtime 32 KB (its framework-mode HydratedRouter 42 KB) and TanStack Router 1.170's
 * 28 KB. Every page would carry it, and the home page had 6.7 KB of its 150 KB left
 * (measured 25 November 2026 with esbuild 0.28, the same exports each site would use).
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { normalizePath, redirectFor } from './paths';

export { normalizePath, redirectFor };

interface RouterState {
  pathname: string;
  /** The query, '?date=2026-11-25', or ''; pages that keep state in the address read it. */
  search: string;
  hash: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

const RouterContext = createContext<RouterState | null>(null);

export function useRouter(): RouterState {
  const state = useContext(RouterContext);
  if (!state) throw new Error('useRouter must be used inside <RouterProvider>.');
  return state;
}

/** The page a path shows: its own, or the one it redirects to. */
function pageFor(pathname: string): string {
  return redirectFor(pathname) ?? normalizePath(pathname);
}

export interface RouterProviderProps {
  /** The URL to render on the server; in the browser the location is read from `window`. */
  url?: string;
  /** Runs before a navigation shows its page, e.g. to load the page's code. */
  prepare?: (pathname: string) => Promise<void>;
  children: ReactNode;
}

export function RouterProvider({ url, prepare, children }: RouterProviderProps) {
  const initial = new URL(
    url ?? (typeof window === 'undefined' ? '/' : window.location.href),
    'http://localhost',
  );
  const [location, setLocation] = useState({
    pathname: pageFor(initial.pathname),
    search: initial.search,
    hash: initial.hash,
  });

  // A moved path opened directly (the development server answers every path) shows its new
  // page at once; the address bar follows once the page is in the browser.
  useEffect(() => {
    const moved = redirectFor(window.location.pathname);
    if (moved)
      window.history.replaceState(null, '', moved + window.location.search + window.location.hash);
  }, []);

  useEffect(() => {
    const onPopState = () => {
      const moved = redirectFor(window.location.pathname);
      if (moved) {
        window.history.replaceState(
          null,
          '',
          moved + window.location.search + window.location.hash,
        );
      }
      const pathname = pageFor(window.location.pathname);
      const { search, hash } = window.location;
      void (prepare?.(pathname) ?? Promise.resolve()).then(() =>
        flushSync(() => setLocation({ pathname, search, hash })),
      );
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [prepare]);

  const navigate = useCallback(
    (to: string, options: { replace?: boolean } = {}) => {
      const next = new URL(to, window.location.href);
      if (next.origin !== window.location.origin) {
        window.location.assign(next.href);
        return;
      }
      const moved = redirectFor(next.pathname);
      const pathname = moved ?? normalizePath(next.pathname);
      const samePage = pathname === normalizePath(window.location.pathname);
      void (prepare?.(pathname) ?? Promise.resolve()).then(() => {
        window.history[options.replace ? 'replaceState' : 'pushState'](
          null,
          '',
          (moved ?? next.pathname) + next.search + next.hash,
        );
        // Render at once, so the address bar and the page never disagree.
        flushSync(() => setLocation({ pathname, search: next.search, hash: next.hash }));
        if (next.hash) {
          requestAnimationFrame(() =>
            document.getElementById(next.hash.slice(1))?.scrollIntoView(),
          );
        } else if (!samePage) {
          window.scrollTo(0, 0);
        }
      });
    },
    [prepare],
  );

  const value = useMemo(() => ({ ...location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An absolute site path such as `/learn` or `/#charts`. */
  to: string;
}

/** An ordinary link that navigates without a page load when it can. */
export function Link({ to, onClick, children, ...props }: LinkProps) {
  const { navigate } = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      props.target
    ) {
      return;
    }
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={handleClick} {...props}>
      {children}
    </a>
  );
}
