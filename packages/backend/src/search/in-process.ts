/**
 * The embedded backend's answer to search_tide_locations without a database round trip: the
 * catalogue is read once (on the first search, while the SQL answers meanwhile) and each
 * search runs in process (locations.ts), ranked as the SQL ranks. It answers only what it
 * mirrors: tide stations (include_currents and include_gauges false), for the API's roles, on
 * a database comparing text as "C" does (PGlite's; the order of ties depends on it). Anything
 * else (a term holding U+0000, which PostgreSQL refuses), and any failure to read the
 * catalogue, is left to the SQL.
 */
import type { Database, RequestContext } from '../database.ts';
import { loadSearchCatalogue, type SearchCatalogue } from './catalogue.ts';
import { searchLocations } from './locations.ts';

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

export interface InProcessSearch {
  /** The answer's JSON, or null when the SQL is to answer. */
  answer(params: (string | null)[], argNames: string[], context: RequestContext): string | null;
  /** Reads the catalogue now, for tests; resolves false when the SQL will always answer. */
  ready(): Promise<boolean>;
}

export function createInProcessSearch(db: Database): InProcessSearch {
  let catalogue: SearchCatalogue | undefined;
  let loading: Promise<boolean> | undefined;
  const load = () =>
    (loading ??= (async () => {
      const [{ collation } = { collation: '' }] = await db.query<{ collation: string }>(
        'select datcollate as collation from pg_catalog.pg_database where datname = current_database()',
      );
      if (collation !== 'C' && collation !== 'POSIX') return false;
      catalogue = await loadSearchCatalogue(db);
      return true;
    })().catch(() => false));
  return {
    answer(params, argNames, context) {
      if (!ROLES.has(context.role)) return null;
      const termAt = argNames.indexOf('search_term');
      if (termAt < 0) return null;
      for (const option of ['include_currents', 'include_gauges']) {
        const at = argNames.indexOf(option);
        if (at >= 0 && params[at] !== null && params[at] !== 'false') return null;
      }
      const term = params[termAt] ?? null;
      // PostgreSQL's text cannot hold U+0000: its refusal is the SQL's to give.
      if (term?.includes('\u0000')) return null;
      if (!catalogue) {
        void load();
        return null;
      }
      return JSON.stringify(searchLocations(catalogue, term));
    },
    ready: load,
  };
}
