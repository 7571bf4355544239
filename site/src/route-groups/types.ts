import type { ReactNode } from 'react';

/** One page of the route map: its path, <title>, meta description and what it renders. */
export interface Route {
  path: string;
  title: string;
  description: string;
  element: ReactNode;
  /** schema.org data for the page's head, given the site's public origin. */
  structuredData?: (origin: string) => object[];
}
