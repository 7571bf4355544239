/**
 * Supabase's table API (`supabase.from(...)`) against the embedded backend, over real HTTP with
 * the real supabase-js, on PGlite and on a real PostgreSQL 15 server: every query shape the
 * product uses, PostgREST's error answers for bad input, and row-level security on the tables a
 * signed-in visitor owns, seen as anon, as the owner and as another signed-in visitor.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../src/server.ts';
import { anonClient, startTestBackend, tempDataDir } from './helpers.ts';
import { startPostgres, type PostgresServer } from './postgres-server.ts';
import { client, newEmail, PASSWORD } from './sign-ups.ts';

const BOSTON = 'noaa/8443970';
const NEWPORT = 'noaa/8452660';
const KEY_WEST = 'noaa/8724580';
const DECEPTION_PASS = 'noaa/PUG1701';

/** The conditions the fishing log records at a session's start, whole, as the database requires. */
const CONDITIONS = {
  timeZone: 'America/New_York',
  tide: {
    stage: 'rising',
    heightM: 1.234,
    datum: 'MLLW',
    since: { type: 'low', at: '2026-11-24T00:10:00-05:00', minutes: 50 },
    next: null,
  },
  moon: { phase: 'Waxing Gibbous', illumination: 0.81 },
  sun: { sunrise: '2026-11-24T06:44:00-05:00', sunset: null },
  source: 'harmonic',
};

async function signedIn(
  backend: Backend,
  label: string,
): Promise<{ db: SupabaseClient; id: string }> {
  const db = client(backend);
  const { data, error } = await db.auth.signUp({ email: newEmail(label), password: PASSWORD });
  if (error || !data.user || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
  return { db, id: data.user.id };
}

describe.each([
  ['PGlite', 'pglite'],
  ['PostgreSQL 15', 'postgres'],
] as const)('the table API on %s', (_name, kind) => {
  let backend: Backend;
  let server: PostgresServer | undefined;
  let data: Awaited<ReturnType<typeof tempDataDir>> | undefined;
  let owner: { db: SupabaseClient; id: string };
  let other: { db: SupabaseClient; id: string };
  let anon: SupabaseClient;

  beforeAll(async () => {
    if (kind === 'postgres') {
      server = await startPostgres('tides_tables');
      backend = await startTestBackend({ databaseUrl: server.url });
    } else {
      data = await tempDataDir();
      backend = await startTestBackend({ dataDir: data.path });
    }
    owner = await signedIn(backend, 'owner');
    other = await signedIn(backend, 'other');
    anon = anonClient(backend);
  }, 240_000);

  afterAll(async () => {
    await backend?.close();
    await server?.stop();
    data?.remove();
  });

  describe('when the owner saves stations', () => {
    it('inserts rows in their name and answers with them', async () => {
      const { data: rows, error } = await owner.db
        .from('saved_stations')
        .insert([
          { station_id: BOSTON, label: 'Home harbor', position: 1 },
          { station_id: NEWPORT, position: 2 },
        ])
        .select('station_id, label, owner:user_id');
      expect(error).toBeNull();
      expect(rows).toEqual([
        { station_id: BOSTON, label: 'Home harbor', owner: owner.id },
        { station_id: NEWPORT, label: null, owner: owner.id },
      ]);
    });

    it('reads them back filtered, ordered, paged and counted', async () => {
      const page = await owner.db
        .from('saved_stations')
        .select('station_id, position', { count: 'exact' })
        .order('position', { ascending: false })
        .range(0, 0);
      expect(page.error).toBeNull();
      expect(page.count).toBe(2);
      expect(page.data).toEqual([{ station_id: NEWPORT, position: 2 }]);

      const stations = () =>
        owner.db.from('saved_stations').select('station_id').order('station_id');
      const ids = async (
        query: PromiseLike<{ data: { station_id: string }[] | null; error: unknown }>,
      ) => {
        const { data: rows, error } = await query;
        expect(error).toBeNull();
        return (rows ?? []).map((row) => row.station_id);
      };
      expect(await ids(stations().eq('station_id', BOSTON))).toEqual([BOSTON]);
      expect(await ids(stations().neq('station_id', BOSTON))).toEqual([NEWPORT]);
      expect(await ids(stations().gt('position', 1))).toEqual([NEWPORT]);
      expect(await ids(stations().gte('position', 1))).toEqual([BOSTON, NEWPORT]);
      expect(await ids(stations().lt('position', 2))).toEqual([BOSTON]);
      expect(await ids(stations().lte('position', 0))).toEqual([]);
      expect(await ids(stations().in('station_id', [NEWPORT, KEY_WEST]))).toEqual([NEWPORT]);
      expect(await ids(stations().is('label', null))).toEqual([NEWPORT]);
      expect(await ids(stations().not('label', 'is', null))).toEqual([BOSTON]);
      expect(await ids(stations().like('label', 'Home*'))).toEqual([BOSTON]);
      expect(await ids(stations().ilike('label', '%HARBOR'))).toEqual([BOSTON]);
      expect(await ids(stations().limit(1))).toEqual([BOSTON]);
      // or/and trees, as supabase-js writes them: nested, negated, with in lists and quotes.
      expect(await ids(stations().or('position.gt.1,label.is.null'))).toEqual([NEWPORT]);
      expect(
        await ids(
          stations().or(`position.lt.1,and(station_id.in.(${NEWPORT},${KEY_WEST}),position.gt.1)`),
        ),
      ).toEqual([NEWPORT]);
      expect(
        await ids(stations().or('position.gt.5,not.and(position.eq.2,label.is.null)')),
      ).toEqual([BOSTON]);
      expect(await ids(stations().not('position', 'eq', 1).or('label.is.null'))).toEqual([NEWPORT]);
      expect(await ids(stations().or('label.eq."Home harbor",label.eq."x, y"'))).toEqual([BOSTON]);
    });

    it('answers .single() with the row, and with PGRST116 when there is none', async () => {
      const one = await owner.db
        .from('saved_stations')
        .select('label')
        .eq('station_id', BOSTON)
        .single();
      expect(one).toMatchObject({ data: { label: 'Home harbor' }, error: null });

      const none = await owner.db
        .from('saved_stations')
        .select('label')
        .eq('station_id', KEY_WEST)
        .single();
      expect(none.status).toBe(406);
      expect(none.error).toMatchObject({ code: 'PGRST116' });

      const maybe = await owner.db
        .from('saved_stations')
        .select('label')
        .eq('station_id', KEY_WEST)
        .maybeSingle();
      expect(maybe).toMatchObject({ data: null, error: null });
    });

    it('upserts on the user and station, changes with a filter and deletes with one', async () => {
      const upserted = await owner.db
        .from('saved_stations')
        .upsert(
          { station_id: BOSTON, label: 'Boston, the dock' },
          { onConflict: 'user_id,station_id' },
        )
        .select('label');
      expect(upserted).toMatchObject({ data: [{ label: 'Boston, the dock' }], error: null });

      const updated = await owner.db
        .from('saved_stations')
        .update({ position: 5 })
        .eq('station_id', NEWPORT)
        .select('station_id, position')
        .single();
      expect(updated).toMatchObject({ data: { station_id: NEWPORT, position: 5 }, error: null });

      const removed = await owner.db.from('saved_stations').delete().eq('station_id', NEWPORT);
      expect(removed.error).toBeNull();
      const left = await owner.db.from('saved_stations').select('station_id, label');
      expect(left.data).toEqual([{ station_id: BOSTON, label: 'Boston, the dock' }]);
    });

    it('refuses a second save of the same station with 409', async () => {
      const { error, status } = await owner.db
        .from('saved_stations')
        .insert({ station_id: BOSTON });
      expect(status).toBe(409);
      expect(error).toMatchObject({ code: '23505' });
    });
  });

  describe('when the owner saves a current station', () => {
    it('keeps it beside the tide stations, and refuses one its catalogue does not hold', async () => {
      const saved = await owner.db
        .from('saved_stations')
        .insert({ station_id: DECEPTION_PASS, kind: 'current', position: 7 })
        .select('station_id, kind, position');
      expect(saved).toMatchObject({
        data: [{ station_id: DECEPTION_PASS, kind: 'current', position: 7 }],
        error: null,
      });
      // Rows saved without a kind are tide stations.
      const kinds = await owner.db
        .from('saved_stations')
        .select('station_id, kind')
        .order('position');
      expect(kinds.data).toEqual([
        { station_id: BOSTON, kind: 'tide' },
        { station_id: DECEPTION_PASS, kind: 'current' },
      ]);

      const tideAsCurrent = await owner.db
        .from('saved_stations')
        .insert({ station_id: NEWPORT, kind: 'current' });
      expect(tideAsCurrent.error).toMatchObject({
        code: '23503',
        message: `No current station has the id ${NEWPORT}.`,
      });
      const currentAsTide = await owner.db
        .from('saved_stations')
        .insert({ station_id: 'noaa/PUG1515', kind: 'tide' });
      expect(currentAsTide.error).toMatchObject({ code: '23503' });
      const otherKind = await owner.db
        .from('saved_stations')
        .insert({ station_id: KEY_WEST, kind: 'wind' });
      expect(otherKind.error).toMatchObject({ code: '23514' });

      const removed = await owner.db
        .from('saved_stations')
        .delete()
        .eq('station_id', DECEPTION_PASS);
      expect(removed.error).toBeNull();
    });
  });

  describe('row-level security', () => {
    it('gives anon nothing', async () => {
      const read = await anon.from('saved_stations').select('*');
      expect(read.status).toBe(401);
      expect(read.error).toMatchObject({ code: '42501' });
      const write = await anon.from('fishing_sessions').insert({
        station_id: BOSTON,
        started_at: '2026-11-24T06:00:00Z',
      });
      expect(write.status).toBe(401);
    });

    it("hides the owner's rows from another signed-in visitor, who cannot change or delete them", async () => {
      expect((await other.db.from('saved_stations').select('*')).data).toEqual([]);
      const changed = await other.db
        .from('saved_stations')
        .update({ label: 'Mine now' })
        .eq('user_id', owner.id)
        .select('*');
      expect(changed).toMatchObject({ data: [], error: null });
      const deleted = await other.db
        .from('saved_stations')
        .delete()
        .eq('user_id', owner.id)
        .select('*');
      expect(deleted).toMatchObject({ data: [], error: null });
      const ownerView = await owner.db.from('saved_stations').select('label');
      expect(ownerView.data).toEqual([{ label: 'Boston, the dock' }]);
    });

    it("refuses a row inserted in the owner's name", async () => {
      const { status, error } = await other.db
        .from('saved_stations')
        .insert({ user_id: owner.id, station_id: KEY_WEST });
      expect(status).toBe(403);
      expect(error).toMatchObject({ code: '42501' });
      const moved = await other.db.from('fishing_sessions').insert({
        user_id: owner.id,
        station_id: BOSTON,
        started_at: '2026-11-24T06:00:00Z',
      });
      expect(moved.status).toBe(403);
    });
  });

  describe('fishing sessions', () => {
    it('keeps catches and conditions, and refuses malformed ones in plain words', async () => {
      const logged = await owner.db
        .from('fishing_sessions')
        .insert({
          station_id: BOSTON,
          started_at: '2026-11-24T06:00:00Z',
          ended_at: '2026-11-24T09:30:00Z',
          notes: 'Incoming tide at the jetty',
          catches: [{ species: 'Striped bass', count: 2, length_cm: 71, released: true }],
          conditions: CONDITIONS,
        })
        .select('notes, catches, conditions, started_at')
        .single();
      expect(logged.error).toBeNull();
      expect(logged.data).toMatchObject({
        catches: [{ species: 'Striped bass', count: 2, length_cm: 71, released: true }],
        conditions: CONDITIONS,
      });
      expect(new Date(String(logged.data?.started_at)).toISOString()).toBe(
        '2026-11-24T06:00:00.000Z',
      );

      const noSpecies = await owner.db.from('fishing_sessions').insert({
        station_id: BOSTON,
        started_at: '2026-11-24T06:00:00Z',
        catches: [{ count: 1, released: false }],
      });
      expect(noSpecies.status).toBe(400);
      expect(noSpecies.error).toMatchObject({ code: '23514' });
      expect(noSpecies.error?.message).toMatch(/Each catch needs a species/);

      const backwards = await owner.db.from('fishing_sessions').insert({
        station_id: BOSTON,
        started_at: '2026-11-24T09:00:00Z',
        ended_at: '2026-11-24T06:00:00Z',
      });
      expect(backwards.error).toMatchObject({ code: '23514' });
    });
  });

  describe('when a request is malformed', () => {
    it("answers with PostgREST's errors, never a 500", async () => {
      const unknownTable = await owner.db.from('no_such_table').select('*');
      expect(unknownTable.status).toBe(404);
      expect(unknownTable.error).toMatchObject({ code: 'PGRST205' });

      const unknownColumn = await owner.db.from('saved_stations').select('station_id, secret');
      expect(unknownColumn.status).toBe(400);
      expect(unknownColumn.error).toMatchObject({ code: '42703' });

      const embedding = await owner.db.from('saved_stations').select('*, tide_stations(name)');
      expect(embedding.error).toMatchObject({ code: 'PGRST100' });

      const unknownOperator = await owner.db
        .from('saved_stations')
        .select('*')
        .filter('position', 'near', '3');
      expect(unknownOperator.error).toMatchObject({ code: 'PGRST100' });

      const wrongType = await owner.db.from('saved_stations').select('*').eq('position', 'three');
      expect(wrongType.status).toBe(400);
      expect(wrongType.error).toMatchObject({ code: '22P02' });

      const unknownField = await owner.db
        .from('saved_stations')
        .insert({ station_id: KEY_WEST, colour: 'red' });
      expect(unknownField.error).toMatchObject({ code: 'PGRST204' });

      const everything = await owner.db.from('saved_stations').delete().gte('position', 0).select();
      expect(everything.error).toBeNull();
      const unfiltered = await owner.db.from('fishing_sessions').delete();
      expect(unfiltered.error).toMatchObject({ code: '21000' });
      expect((await owner.db.from('fishing_sessions').select('id')).data).toHaveLength(1);
    });

    it('never splices a name into SQL', async () => {
      const hostile = await owner.db
        .from('saved_stations')
        .select('*')
        .eq('station_id"; drop table public.saved_stations; --', 'x');
      expect(hostile.status).toBe(400);
      const table = await owner.db.from('saved_stations; drop table x').select('*');
      expect(table.status).toBe(404);
      const order = await owner.db
        .from('saved_stations')
        .select('*')
        .order('position; select pg_sleep(5)');
      expect(order.status).toBe(400);
      expect((await owner.db.from('saved_stations').select('id')).error).toBeNull();
    });

    it('reads at most 1,000 rows however many are asked for', async () => {
      const { data: rows, error } = await anon.from('tide_stations').select('id').limit(5000);
      expect(error).toBeNull();
      expect(rows).toHaveLength(1000);
    });
  });
});
