import { tidalEffectArticles, tidalEffectsHub } from '../content/tidal-effects';
import { TidalEffectArticle, TidalEffectsHub } from '../pages/TidalEffectsPages';
import type { Route } from './types';

export const routes: Route[] = [
  {
    path: '/tidal-effects',
    title: tidalEffectsHub.title,
    description: tidalEffectsHub.description,
    element: <TidalEffectsHub />,
  },
  ...tidalEffectArticles.map((article) => ({
    path: article.path,
    title: article.title,
    description: article.description,
    element: <TidalEffectArticle article={article} />,
  })),
];
