/**
 * The US state names are written twice, unavoidably: in TypeScript for the site and the edge
 * functions (US_STATES), and in the search's SQL (public.us_state_name), which migrations fix in
 * history. Every two-letter code is asked of the SQL, so the two lists must name the same codes
 * the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { US_STATES } from '@tides/conventions/station-page-path';
import { openMigratedDatabase, type TestDatabase } from './database.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await openMigratedDatabase();
});

afterAll(async () => {
  await db?.close();
});

describe('US state names', () => {
  it('are the same codes and names in the search’s SQL as in US_STATES', async () => {
    const rows = await db.query<{ code: string; name: string }>(
      `select code, public.us_state_name(code) as name
         from (select chr(a) || chr(b) as code
                 from generate_series(65, 90) as a, generate_series(65, 90) as b) as codes
        where public.us_state_name(code) is not null
        order by code`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.code, row.name]))).toEqual(US_STATES);
  });

  it('are found by a code in any case, and by nothing else', async () => {
    const [row] = await db.query<{
      lower: string | null;
      none: string | null;
      empty: string | null;
    }>(
      `select public.us_state_name('ma') as lower, public.us_state_name(null) as none,
              public.us_state_name('Massachusetts') as empty`,
    );
    expect(row).toEqual({ lower: 'Massachusetts', none: null, empty: null });
  });
});
