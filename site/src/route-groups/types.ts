import type { ReactNode } from 'react';

/** One page of the route map: its path, <title>, meta description and what it renders. */
export interface Route {
  path: string;
  title: string;
  description: string;
  element: ReactNode;
  /**
   * The <title> for a view the address's query asks for ('?view=month&month=2027-03'), when it
   * differs from `title`; in the browser only, as the prerendered page has no query.
   */
  titleFor?: (search: string) => string;
  /** schema.org data for the page's head, given the site's public origin. */
  structuredData?: (origin: string) => object[];
}
