/**
 * What people type into the location search, each with the stations a good answer may put first:
 * the shared devset (fixtures/search-devset.json) and our own larger set
 * (fixtures/search-queries.json), and the common names and nicknames visitors type
 * (fixtures/search-common-names.json). Read by the search tests on PGlite and PostgreSQL and by
 * scripts/search-report.ts.
 */
import { readFileSync } from 'node:fs';

export interface DevsetQuery {
  q: string;
  accept: string[];
  note?: string;
}

/** A query of our own set: what sort of query it is, and whether it may mean several places. */
export interface EvaluationQuery extends DevsetQuery {
  kind: 'place' | 'feature' | 'zip' | 'typo' | 'prefix' | 'foreign' | 'nonsense';
  /** The query could mean more than one place: an accepted station need only be in the top three. */
  ambiguous?: boolean;
}

function readFixture<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as T;
}

export const devset = readFixture<{ queries: DevsetQuery[] }>('search-devset.json');

export const evaluationSet = readFixture<{ queries: EvaluationQuery[] }>('search-queries.json');

/** A common name, nickname, surf break, misspelling or ZIP code, with the station meant first. */
interface CommonNameQuery extends DevsetQuery {
  kind: 'place' | 'feature' | 'nickname' | 'surf' | 'typo' | 'zip';
}

export const commonNames = readFixture<{ queries: CommonNameQuery[] }>('search-common-names.json');
