import { moonEffects, moonPages } from '../content/moon';
import { MoonEffects } from '../pages/moon/MoonEffects';
import { MoonPage } from '../pages/moon/MoonPage';
import type { Route } from './types';

export const routes: Route[] = [
  {
    path: '/moon-effects',
    title: moonEffects.title,
    description: moonEffects.description,
    element: <MoonEffects />,
  },
  ...moonPages.map((page) => ({
    path: page.path,
    title: page.title,
    description: page.description,
    element: <MoonPage page={page} />,
  })),
];
