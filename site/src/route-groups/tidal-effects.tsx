import { tidalEffectArticles, tidalEffectsHub } from '../content/tidal-effects';
import { TidalEffectArticle } from '../pages/tidal-effects/TidalEffectArticle';
import { TidalEffectsHub } from '../pages/tidal-effects/TidalEffectsHub';
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
