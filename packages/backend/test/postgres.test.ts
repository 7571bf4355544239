/**
 * The production path's database half: supabase/migrations and the seed, applied from scratch
 * to a real PostgreSQL 15 server exactly as the embedded backend applies them to PGlite, must
 * rank searches the same way and must keep anon and authenticated visitors read-only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationFiles } from '@tides/supabase/paths';
import { migrate, openDatabase, type Database, type RequestContext } from '../src/database.ts';
import { startPostgres, type PostgresServer } from './postgres-server.ts';
import {
  AS_ANON,
  AS_AUTHENTICATED,
  AS_SERVICE_ROLE,
  signInAsAuthenticated,
} from './request-contexts.ts';
import { devset } from './search-devset.ts';

/** The search function's other paths: station numbers, typos, abbreviations, nicknames, too short, too long. */
const EXTRA_QUERIES = [
  '8443970',
  'TEC27',
  'galvston',
  'St. Augustine',
  'Portland Maine',
  'bo',
  'x'.repeat(150),
  // Normalised (the okina), a park's designation, a coastal area, a town by its pier.
  'Kāneʻohe',
  'Point Reyes National Seashore',
  'Outer Banks',
  'Santa Monica Pier',
  // Nicknames, a state's code, a landmark, a town's stations by distance.
  'NYC',
  'NY',
  'Mavericks',
  'Friday Harbor',
  // A bay named for its town, a namesake's state, a landmark with no state, more nicknames.
  'Tampa Bay',
  'Astoria',
  'Fire Island',
  'Long Island Sound',
  'LBI',
];

/** Hosted Supabase's Free plan database size, the budget the stations must fit in. */
const FREE_PLAN_DATABASE_BYTES = 500 * 1024 * 1024;

const BOSTON = 'noaa/8443970';

let server: PostgresServer | undefined;
let pg: Database | undefined;
let lite: Database | undefined;

/** Runs one statement as `context`; resolves with its rows or with the error PostgreSQL raised. */
async function attempt(
  context: RequestContext,
  text: string,
  params: unknown[] = [],
): Promise<{ rows: Record<string, unknown>[] } | { error: string }> {
  try {
    return { rows: await requireDb(pg).asRequest(context, (db) => db.query(text, params)) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

function requireDb(db: Database | undefined): Database {
  if (!db) throw new Error('The database did not open; see the beforeAll error.');
  return db;
}

async function searchIds(db: Database | undefined, term: string): Promise<string[]> {
  const rows = await requireDb(db).query<{ id: string }>(
    'select id from public.search_tide_locations($1)',
    [term],
  );
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  // PostgreSQL works in its own process while PGlite works in ours: set both up at once.
  const setups = await Promise.allSettled([
    (async () => {
      server = await startPostgres();
      pg = await openDatabase({ databaseUrl: server.url });
      await migrate(pg);
      await signInAsAuthenticated(pg);
    })(),
    (async () => {
      lite = await openDatabase();
      await migrate(lite);
      await signInAsAuthenticated(lite);
    })(),
  ]);
  for (const setup of setups) if (setup.status === 'rejected') throw setup.reason;
});

afterAll(async () => {
  await Promise.allSettled([pg?.close(), lite?.close()]);
  await server?.stop();
});

describe('supabase/ on a real PostgreSQL server', () => {
  describe('when the platform, the migrations and the seed are applied from scratch', () => {
    it('runs on PostgreSQL 15, the version config.toml names', () => {
      expect(server?.version).toMatch(/^15\./);
    });

    it('records every migration the way the Supabase CLI does', async () => {
      const rows = await requireDb(pg).query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations order by version',
      );
      expect(rows.map((row) => row.version)).toEqual(migrationFiles().map((file) => file.version));
    });

    it('loads every station PGlite loads, with the same subordinate counts', async () => {
      const summary = `
        select count(*)::int as stations,
               count(*) filter (where station_type = 'subordinate')::int as subordinates,
               sum(subordinate_count)::int as counted
        from public.tide_stations`;
      const [onPostgres] = await requireDb(pg).query(summary);
      const [onPglite] = await requireDb(lite).query(summary);
      expect(onPostgres).toEqual(onPglite);
      expect(onPostgres?.stations).toBeGreaterThan(3000);
    });

    it('keeps the stations far within the Free plan database size', async () => {
      const [size] = await requireDb(pg).query<{ total: string; heap: string; database: string }>(`
        select pg_total_relation_size('public.tide_stations')::text as total,
               pg_relation_size('public.tide_stations')::text as heap,
               pg_database_size(current_database())::text as database`);
      const megabytes = (bytes: string | undefined) => (Number(bytes) / 1024 / 1024).toFixed(1);
      console.info(
        `public.tide_stations: ${megabytes(size?.total)} MiB with indexes and TOAST ` +
          `(${megabytes(size?.heap)} MiB of rows); whole database ${megabytes(size?.database)} MiB.`,
      );
      expect(Number(size?.total)).toBeLessThan(FREE_PLAN_DATABASE_BYTES / 10);
    });
  });

  describe('search_tide_locations', () => {
    it('has queries to compare', () => {
      expect(devset.queries.length).toBeGreaterThan(10);
    });

    it.each([...devset.queries.map((query) => query.q), ...EXTRA_QUERIES])(
      'ranks "%s" exactly as PGlite does',
      async (term) => {
        const [onPostgres, onPglite] = await Promise.all([
          searchIds(pg, term),
          searchIds(lite, term),
        ]);
        expect(onPostgres).toEqual(onPglite);
      },
    );

    it('finds what the devset accepts', async () => {
      const query = devset.queries[0];
      expect(query).toBeDefined();
      const ids = await searchIds(pg, query?.q ?? '');
      expect(query?.accept).toContain(ids[0]);
    });
  });

  describe('row-level security', () => {
    it('is enabled on every table the migrations create', async () => {
      const tables = await requireDb(pg).query<{ name: string; rls: boolean }>(`
        select c.relname as name, c.relrowsecurity as rls
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')
        order by 1`);
      expect(tables.map((table) => table.name)).toEqual(
        expect.arrayContaining(['noaa_prediction_cache', 'tide_stations']),
      );
      expect(tables.filter((table) => !table.rls)).toEqual([]);
    });

    it('has one policy per operation and role, and lets visitors write only their own rows', async () => {
      const policies = await requireDb(pg).query<{
        tablename: string;
        cmd: string;
        role: string;
        rule: string;
      }>(`
        select tablename, cmd, unnest(roles)::text as role,
               coalesce(qual, '') || ' ' || coalesce(with_check, '') as rule
        from pg_policies where schemaname = 'public'`);
      const keys = policies.map((policy) => `${policy.tablename} ${policy.cmd} ${policy.role}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(policies.filter((policy) => policy.cmd === 'ALL')).toEqual([]);
      const visitorPolicies = policies.filter((policy) => policy.role !== 'service_role');
      expect(visitorPolicies.map((policy) => `${policy.tablename} ${policy.cmd}`).sort()).toEqual([
        'current_stations SELECT',
        'current_stations SELECT',
        'fishing_sessions DELETE',
        'fishing_sessions INSERT',
        'fishing_sessions SELECT',
        'fishing_sessions UPDATE',
        'places SELECT',
        'places SELECT',
        'saved_stations DELETE',
        'saved_stations INSERT',
        'saved_stations SELECT',
        'saved_stations UPDATE',
        'search_landmarks SELECT',
        'search_landmarks SELECT',
        'search_nicknames SELECT',
        'search_nicknames SELECT',
        'tide_stations SELECT',
        'tide_stations SELECT',
        'water_level_gauges SELECT',
        'water_level_gauges SELECT',
      ]);
      const owned = visitorPolicies.filter(
        (policy) =>
          ![
            'current_stations',
            'places',
            'search_landmarks',
            'search_nicknames',
            'tide_stations',
            'water_level_gauges',
          ].includes(policy.tablename),
      );
      expect(owned.filter((policy) => policy.role !== 'authenticated')).toEqual([]);
      expect(owned.filter((policy) => !/auth\.uid\(\)[^=]*= user_id/.test(policy.rule))).toEqual(
        [],
      );
    });

    describe.each([
      ['anon', AS_ANON],
      ['authenticated', AS_AUTHENTICATED],
    ] as const)('as %s', (role, context) => {
      it('reads the stations', async () => {
        const result = await attempt(
          context,
          'select id, name from public.tide_stations where id = $1',
          [BOSTON],
        );
        expect(result).toEqual({ rows: [{ id: BOSTON, name: expect.stringMatching(/Boston/) }] });
      });

      it('executes the search function', async () => {
        const result = await attempt(context, 'select id from public.search_tide_locations($1)', [
          'Boston',
        ]);
        expect(result).toHaveProperty('rows');
        expect('rows' in result && result.rows.map((row) => row.id)).toContain(BOSTON);
      });

      it('finds a place by name and ZIP code, and the stations nearest a point', async () => {
        const byZip = await attempt(context, 'select id from public.search_tide_locations($1)', [
          '02110',
        ]);
        expect('rows' in byZip && byZip.rows[0]?.id).toBe(BOSTON);
        const nearest = await attempt(
          context,
          'select id, distance_km from public.nearest_tide_stations($1, $2, 3)',
          [42.3554, -71.06],
        );
        expect('rows' in nearest && nearest.rows[0]).toEqual({
          id: BOSTON,
          distance_km: expect.closeTo(0.8, 0),
        });
      });

      it.each([
        [
          'inserts a station',
          `insert into public.tide_stations (id, name, latitude, longitude, time_zone, station_type) values ('test/x', 'X', 0, 0, 'UTC', 'reference')`,
        ],
        [
          'renames a station',
          `update public.tide_stations set name = 'Changed' where id = '${BOSTON}'`,
        ],
        ['deletes a station', `delete from public.tide_stations where id = '${BOSTON}'`],
        ['empties the stations', 'truncate public.tide_stations cascade'],
        [
          'caches a prediction',
          `insert into public.noaa_prediction_cache (station_id, date, events) values ('${BOSTON}', '2026-11-22', '[]')`,
        ],
        ['changes a cached prediction', `update public.noaa_prediction_cache set events = '[]'`],
        ['drops cached predictions', 'delete from public.noaa_prediction_cache'],
      ])('is refused when it %s', async (_what, statement) => {
        const result = await attempt(context, statement);
        expect(result).toEqual({
          error: expect.stringMatching(/permission denied|row-level security/),
        });
      });

      it('sees nothing of the NOAA cache', async () => {
        const result = await attempt(context, 'select * from public.noaa_prediction_cache');
        // Every privilege on it is revoked from the API roles, so not even an empty read.
        expect(result).toEqual({ error: expect.stringMatching(/permission denied/) });
      });

      it(`may change no table but the ones holding a visitor's own rows (${role})`, async () => {
        const privileges = await requireDb(pg).query<{ grant: string }>(
          `select table_name || ' ' || privilege_type as grant
             from information_schema.role_table_grants
            where grantee = $1 and table_schema = 'public' and privilege_type <> 'SELECT'
            order by 1`,
          [role],
        );
        expect(privileges.map((privilege) => privilege.grant)).toEqual(
          role === 'anon'
            ? []
            : [
                'fishing_sessions DELETE',
                'fishing_sessions INSERT',
                'fishing_sessions UPDATE',
                'saved_stations DELETE',
                'saved_stations INSERT',
                'saved_stations UPDATE',
              ],
        );
      });
    });

    describe('as service_role, the edge function', () => {
      it('caches, refreshes and reads NOAA predictions', async () => {
        // JSON text cast in SQL, as the shared handler writes it.
        const events = JSON.stringify([
          { at: '2026-11-22T14:00:00.000Z', heightM: 3.21, type: 'high' },
        ]);
        expect(
          await attempt(
            AS_SERVICE_ROLE,
            `insert into public.noaa_prediction_cache (station_id, date, events) values ($1, '2026-11-22', $2::text::jsonb)`,
            [BOSTON, events],
          ),
        ).toEqual({ rows: [] });
        expect(
          await attempt(
            AS_SERVICE_ROLE,
            `update public.noaa_prediction_cache set events = $2::text::jsonb, fetched_at = now()
             where station_id = $1 and date = '2026-11-22' returning station_id`,
            [BOSTON, events],
          ),
        ).toEqual({ rows: [{ station_id: BOSTON }] });
        const read = await attempt(
          AS_SERVICE_ROLE,
          `select events from public.noaa_prediction_cache where station_id = $1`,
          [BOSTON],
        );
        expect(read).toEqual({ rows: [{ events: JSON.parse(events) }] });
      });

      it('still cannot be reached by anon once something is cached', async () => {
        const result = await attempt(AS_ANON, 'select * from public.noaa_prediction_cache');
        // Every privilege on it is revoked from the API roles, so not even an empty read.
        expect(result).toEqual({ error: expect.stringMatching(/permission denied/) });
      });
    });
  });
});
