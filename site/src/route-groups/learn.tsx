import { learnGuides, learnHub } from '../content/learn';
import { LearnGuide } from '../pages/learn/LearnGuide';
import { LearnHub } from '../pages/learn/LearnHub';
import type { Route } from './types';

export const routes: Route[] = [
  {
    path: '/learn',
    title: learnHub.title,
    description: learnHub.description,
    element: <LearnHub />,
  },
  ...learnGuides.map((guide) => ({
    path: guide.path,
    title: guide.title,
    description: guide.description,
    element: <LearnGuide guide={guide} />,
  })),
];
