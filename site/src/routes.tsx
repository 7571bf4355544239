/**
 * The route map (spec section 2): every path the site answers, what it renders, and the <title>,
 * meta description and canonical path of each. Prerendering walks `staticRoutes()`.
 */
import type { ReactNode } from 'react';
import { educationArticles, educationHub } from './content/education';
import { learnGuides, learnHub } from './content/learn';
import { legalPages } from './content/legal';
import { moonEffects, moonPages } from './content/moon';
import { resourcePages, resourcesHub } from './content/resources';
import { tidalEffectArticles, tidalEffectsHub } from './content/tidal-effects';
import { SITE_NAME, TAGLINE } from './content/navigation';
import { AuthPage } from './pages/AuthPage';
import { CardArticlePage, EducationHub, LegalPage, ResourcesHub } from './pages/CardArticlePages';
import { FindTides } from './pages/FindTides';
import { Home } from './pages/Home';
import { LearnGuide, LearnHub } from './pages/LearnPages';
import { MoonEffects, MoonPage } from './pages/MoonPages';
import { NotFound } from './pages/NotFound';
import { TidalEffectArticle, TidalEffectsHub } from './pages/TidalEffectsPages';

export interface RouteMatch {
  path: string;
  title: string;
  description: string;
  element: ReactNode;
  /** 404 for the not-found page, so the server can answer with the right status. */
  status: 200 | 404;
}

type Route = Omit<RouteMatch, 'status'>;

const routes: Route[] = [
  {
    path: '/',
    title: `${SITE_NAME} — ${TAGLINE}`,
    description:
      'High and low tide times and heights for US coastal stations, moon phases, and clear guides to how tides work.',
    element: <Home />,
  },
  {
    path: '/find-tides',
    title: 'Find Your Perfect Tide',
    description:
      'Search a US coastal location and date for the day’s high and low tides, in local time, with the moon phase.',
    element: <FindTides />,
  },
  {
    path: '/auth',
    title: 'Sign In or Create an Account',
    description: 'Sign in to track your fishing sessions, or create a free account.',
    element: <AuthPage />,
  },
  { path: '/moon-effects', title: moonEffects.title, description: moonEffects.description, element: <MoonEffects /> },
  ...moonPages.map((page) => ({ ...page, element: <MoonPage page={page} /> })),
  {
    path: '/tidal-effects',
    title: tidalEffectsHub.title,
    description: tidalEffectsHub.description,
    element: <TidalEffectsHub />,
  },
  ...tidalEffectArticles.map((article) => ({ ...article, element: <TidalEffectArticle article={article} /> })),
  { path: '/learn', title: learnHub.title, description: learnHub.description, element: <LearnHub /> },
  ...learnGuides.map((guide) => ({ ...guide, element: <LearnGuide guide={guide} /> })),
  {
    path: '/tide-resources',
    title: resourcesHub.title,
    description: resourcesHub.description,
    element: <ResourcesHub />,
  },
  ...resourcePages.map((page) => ({
    ...page,
    element: <CardArticlePage page={page} back={{ to: '/tide-resources', label: 'Back to Tide Resources' }} />,
  })),
  { path: '/education', title: educationHub.title, description: educationHub.description, element: <EducationHub /> },
  ...educationArticles.map((page) => ({
    ...page,
    element: <CardArticlePage page={page} back={{ to: '/education', label: 'Back to Education' }} />,
  })),
  ...legalPages.map((page) => ({ ...page, element: <LegalPage page={page} /> })),
].map(({ path, title, description, element }) => ({ path, title, description, element }));

const byPath = new Map(routes.map((route) => [route.path, route]));

export function resolveRoute(pathname: string): RouteMatch {
  const route = byPath.get(pathname);
  if (route) return { ...route, status: 200 };
  return {
    path: pathname,
    title: 'Page not found',
    description: 'The page you were looking for does not exist.',
    element: <NotFound />,
    status: 404,
  };
}

/** Every path to prerender (the not-found page is rendered separately as 404.html). */
export function staticRoutes(): Route[] {
  return routes;
}

/** The document title for a route. */
export function documentTitle(route: RouteMatch): string {
  return route.path === '/' ? route.title : `${route.title} | ${SITE_NAME}`;
}
