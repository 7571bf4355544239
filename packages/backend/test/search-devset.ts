/**
 * The search devset (fixtures/search-devset.json): real queries people type, each with the
 * stations a good answer may put first. Read by the search tests on PGlite and PostgreSQL and by
 * scripts/search-report.ts.
 */
import { readFileSync } from 'node:fs';

export interface DevsetQuery {
  q: string;
  accept: string[];
  note?: string;
}

export const devset = JSON.parse(
  readFileSync(new URL('./fixtures/search-devset.json', import.meta.url), 'utf8'),
) as { queries: DevsetQuery[] };
