import { educationArticles, educationHub } from '../content/education';
import { legalPages } from '../content/legal';
import { resourcePages, resourcesHub } from '../content/resources';
import { CardArticlePage } from '../pages/reading/CardArticlePage';
import { EducationHub } from '../pages/reading/EducationHub';
import { LegalPage } from '../pages/reading/LegalPage';
import { ResourcesHub } from '../pages/reading/ResourcesHub';
import type { Route } from './types';

export const routes: Route[] = [
  {
    path: '/tide-resources',
    title: resourcesHub.title,
    description: resourcesHub.description,
    element: <ResourcesHub />,
  },
  ...resourcePages.map((page) => ({
    path: page.path,
    title: page.title,
    description: page.description,
    element: (
      <CardArticlePage
        page={page}
        back={{ to: '/tide-resources', label: 'Back to Tide Resources' }}
      />
    ),
  })),
  {
    path: '/education',
    title: educationHub.title,
    description: educationHub.description,
    element: <EducationHub />,
  },
  ...educationArticles.map((page) => ({
    path: page.path,
    title: page.title,
    description: page.description,
    element: (
      <CardArticlePage page={page} back={{ to: '/education', label: 'Back to Education' }} />
    ),
  })),
  ...legalPages.map((page) => ({
    path: page.path,
    title: page.title,
    description: page.description,
    element: <LegalPage page={page} />,
  })),
];
