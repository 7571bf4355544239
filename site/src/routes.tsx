/**
 * The route map: every path the site answers, what it renders, and the <title>,
 * meta description and canonical path of each.
 *
 * Pages come in groups that the browser loads only when one of them is visited (the articles'
 * words, the moon pages' astronomy, the widgets on the interactive pages), so a content page
 * carries its own words and not the whole library. Whoever renders a page up front (the
 * prerenderer, or the browser about to hydrate or navigate) loads its group first with
 * `preloadRoute`, so it renders at once and hydration sees the tree the HTML was made from.
 */
import { lazy, type ComponentType } from 'react';
import { SITE_NAME, TAGLINE } from './content/navigation';
import { Home } from './pages/Home';
import { NotFound } from './pages/NotFound';
import type { Route } from './route-groups/types';
import type { StationDataSource } from './stations/data';
import { redirectFor } from './router/paths';

export type { Route };

export interface RouteMatch extends Route {
  /** 404 for the not-found page, so the server can answer with the right status. */
  status: 200 | 404;
}

/**
 * A group of pages loaded together, and the addresses it answers: each of `paths`, and every
 * address under each of `sections` (a section's own address included), known before the
 * group's code loads.
 */
interface RouteGroup {
  paths?: readonly string[];
  sections?: readonly string[];
  load: () => Promise<Route[]>;
}

/** A page that is a group of its own: its address written once, for the group and the route. */
function lazyPage(
  page: Omit<Route, 'element'>,
  element: () => Promise<Route['element']>,
): RouteGroup {
  return { paths: [page.path], load: async () => [{ ...page, element: await element() }] };
}

const EMBED_PATHS = { builder: '/embed', quickStart: '/embed/quick-start' } as const;

const groups = {
  moon: {
    paths: ['/moon-effects'],
    sections: ['/moon'],
    load: () => import('./route-groups/moon').then((m) => m.routes),
  },
  learn: { sections: ['/learn'], load: () => import('./route-groups/learn').then((m) => m.routes) },
  tidalEffects: {
    sections: ['/tidal-effects'],
    load: () => import('./route-groups/tidal-effects').then((m) => m.routes),
  },
  reading: {
    paths: ['/privacy', '/terms', '/cookies'],
    sections: ['/tide-resources', '/education'],
    load: () => import('./route-groups/reading').then((m) => m.routes),
  },
  findTides: lazyPage(
    {
      path: '/find-tides',
      title: 'Find Your Perfect Tide',
      description:
        'Search a US coastal location and date for the day’s high and low tides, in local time, with the moon phase.',
    },
    () => import('./pages/FindTides').then(({ FindTides }) => <FindTides />),
  ),
  myTides: lazyPage(
    {
      path: '/my-tides',
      title: 'My Tides',
      description:
        'Your saved tide stations with today’s tides, and a fishing log that keeps the tide and moon of every session.',
    },
    () => import('./pages/MyTides').then(({ MyTides }) => <MyTides />),
  ),
  embed: {
    paths: [EMBED_PATHS.builder, EMBED_PATHS.quickStart],
    load: () =>
      Promise.all([import('./pages/EmbedBuilder'), import('./pages/EmbedQuickStart')]).then(
        ([builder, quickStart]) => [
          {
            path: EMBED_PATHS.builder,
            title: 'Embed These Tides',
            description:
              'Put a tide station’s highs and lows, its week, its chart or a tide finder on your own website: pick, preview, and copy one snippet or an iframe.',
            element: <builder.EmbedBuilder />,
          },
          {
            path: EMBED_PATHS.quickStart,
            title: 'Embed Tides: Quick Start',
            description:
              'Put a tide station’s tides on your website in four steps, by copy and paste: the widget snippet, or an iframe that fits its column.',
            element: <quickStart.EmbedQuickStart />,
          },
        ],
      ),
  },
  auth: lazyPage(
    {
      path: '/auth',
      title: 'Sign In or Create an Account',
      description: 'Sign in to track your fishing sessions, or create a free account.',
    },
    () => import('./pages/AuthPage').then(({ AuthPage }) => <AuthPage />),
  ),
} satisfies Record<string, RouteGroup>;

type Group = keyof typeof groups;

function groupOf(pathname: string): Group | null {
  for (const [name, group] of Object.entries(groups) as [Group, RouteGroup][]) {
    if (group.paths?.includes(pathname)) return name;
    if (group.sections?.some((path) => pathname === path || pathname.startsWith(`${path}/`))) {
      return name;
    }
  }
  return null;
}

const home: Route = {
  path: '/',
  title: `${SITE_NAME} — ${TAGLINE}`,
  description:
    'High and low tide times and heights for US coastal stations, moon phases, and clear guides to how tides work.',
  element: <Home />,
};

const loaded = new Map<string, Route>([[home.path, home]]);
const loadedGroups = new Set<Group>();

async function loadGroup(group: Group): Promise<void> {
  if (loadedGroups.has(group)) return;
  for (const route of await groups[group].load()) {
    // A page its group's addresses do not cover would be found only once the group is loaded.
    if (groupOf(route.path) !== group) {
      throw new Error(`${route.path} is not among the addresses of the route group "${group}".`);
    }
    loaded.set(route.path, route);
  }
  loadedGroups.add(group);
}

/** Station pages: /tides, /tides/{state} and /tides/{state}/{station}. */
function isStationPath(pathname: string): boolean {
  return pathname === '/tides' || pathname.startsWith('/tides/');
}

/** Current station pages: /currents/{state}/{station}. */
function isCurrentPath(pathname: string): boolean {
  return pathname.startsWith('/currents/');
}

/** /tides and /currents addresses no station page has, once looked for. */
const missingStationPaths = new Set<string>();

/**
 * Loads a current station page's route: its code (a chunk of its own, so a tide page never
 * carries the currents' widgets) and its data from /data/tides/currents/ (or `source`).
 */
async function loadCurrentRoute(pathname: string, source?: StationDataSource): Promise<void> {
  if (loaded.has(pathname) || missingStationPaths.has(pathname)) return;
  const { currentRouteFor } = await import('./route-groups/currents');
  const route = await currentRouteFor(pathname, source);
  if (route) loaded.set(pathname, route);
  else missingStationPaths.add(pathname);
}

/** Loads a station page's route: its code, and its data from /data/tides/ (or `source`). */
async function loadStationRoute(pathname: string, source?: StationDataSource): Promise<void> {
  if (loaded.has(pathname) || missingStationPaths.has(pathname)) return;
  const { stationRouteFor } = await import('./route-groups/stations');
  const route = await stationRouteFor(pathname, source);
  if (route) loaded.set(pathname, route);
  else missingStationPaths.add(pathname);
}

/**
 * Loads the group `pathname` belongs to, if any; resolves at once when it is loaded. A station
 * page's data comes from `source` when given (a test's files), else over HTTP.
 */
export async function preloadRoute(pathname: string, source?: StationDataSource): Promise<void> {
  const page = redirectFor(pathname) ?? pathname;
  if (isStationPath(page)) {
    await loadStationRoute(page, source);
    return;
  }
  if (isCurrentPath(page)) {
    await loadCurrentRoute(page, source);
    return;
  }
  const group = groupOf(page);
  if (group) await loadGroup(group);
}

/**
 * Loads what the page in `root` (the prerendered HTML the browser was served) needs to hydrate.
 * The not-found page served at a station's address is already the answer: asking for the
 * station's data there would only fail again, a second 404 in the visitor's console.
 */
export async function preloadServedRoute(pathname: string, root: Element | null): Promise<void> {
  const page = redirectFor(pathname) ?? pathname;
  if ((isStationPath(page) || isCurrentPath(page)) && root?.querySelector('.not-found')) {
    missingStationPaths.add(page);
    return;
  }
  await preloadRoute(pathname);
}

const pendingPages = new Map<string, ComponentType>();

/**
 * Shown only if a page is rendered before its code or data was loaded (`load`): it loads, then
 * renders the page, or the not-found page.
 */
function pending(pathname: string, load: () => Promise<void>): RouteMatch {
  let Page = pendingPages.get(pathname);
  if (!Page) {
    Page = lazy(async () => {
      await load();
      const route = loaded.get(pathname);
      return { default: () => route?.element ?? <NotFound /> };
    });
    pendingPages.set(pathname, Page);
  }
  return {
    path: pathname,
    title: SITE_NAME,
    description: home.description,
    element: <Page />,
    status: 200,
  };
}

const notFound = (pathname: string): RouteMatch => ({
  path: pathname,
  title: 'Page not found',
  description: 'The page you were looking for does not exist.',
  element: <NotFound />,
  status: 404,
});

export function resolveRoute(pathname: string): RouteMatch {
  const route = loaded.get(pathname);
  if (route) return { ...route, status: 200 };
  if (isStationPath(pathname)) {
    if (missingStationPaths.has(pathname)) return notFound(pathname);
    return pending(pathname, () => loadStationRoute(pathname));
  }
  if (isCurrentPath(pathname)) {
    if (missingStationPaths.has(pathname)) return notFound(pathname);
    return pending(pathname, () => loadCurrentRoute(pathname));
  }
  const group = groupOf(pathname);
  if (!group || loadedGroups.has(group)) return notFound(pathname);
  return pending(pathname, () => loadGroup(group));
}

/** Every page, for the prerenderer and the route walk (the not-found page is separate). */
export async function staticRoutes(): Promise<Route[]> {
  await Promise.all((Object.keys(groups) as Group[]).map(loadGroup));
  return [...loaded.values()];
}

/** Every tide and current station page, for the prerenderer and the sitemap, from the data in `source`. */
export async function stationRoutes(source: StationDataSource): Promise<Route[]> {
  const [{ allStationRoutes }, { allCurrentRoutes }] = await Promise.all([
    import('./route-groups/stations'),
    import('./route-groups/currents'),
  ]);
  const routes = [...(await allStationRoutes(source)), ...(await allCurrentRoutes(source))];
  for (const route of routes) loaded.set(route.path, route);
  return routes;
}

/** The document title for a route, and the view its address's query asks for. */
export function documentTitle(route: RouteMatch, search = ''): string {
  const title = (search && route.titleFor?.(search)) || route.title;
  return route.path === '/' ? title : `${title} | ${SITE_NAME}`;
}
