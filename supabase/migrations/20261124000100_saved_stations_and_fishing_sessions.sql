-- What a signed-in visitor keeps: the stations they saved and the fishing sessions they logged.
-- Each row belongs to one user (user_id defaults to the caller's auth.uid()) and only its owner
-- may see or touch it: row-level security with one policy per operation, for the authenticated
-- role only. Deleting the user (auth.users) deletes their rows.

create table public.saved_stations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  station_id text not null references public.tide_stations (id),
  -- The visitor's own name for it ("Dock at the cabin"); the station's name when null.
  label text check (label is null or char_length(label) between 1 and 80),
  -- Where the visitor put it in their list; ties keep the order they were saved in.
  position integer not null default 0 check (position between 0 and 10000),
  created_at timestamptz not null default now(),
  unique (user_id, station_id)
);

comment on table public.saved_stations is
  'Stations a signed-in visitor saved. Readable and writable by their owner only.';

create index saved_stations_user_id_idx on public.saved_stations (user_id, position, created_at);

create table public.fishing_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  station_id text not null references public.tide_stations (id),
  started_at timestamptz not null,
  ended_at timestamptz,
  notes text not null default '' check (char_length(notes) <= 4000),
  -- [{ species, count, length_cm?, weight_kg?, released }], validated by the trigger below.
  catches jsonb not null default '[]'::jsonb,
  -- The tide, moon and sun at started_at, as the tide handler computed them for the station.
  conditions jsonb,
  created_at timestamptz not null default now(),
  check (ended_at is null or ended_at >= started_at),
  check (ended_at is null or ended_at - started_at <= interval '7 days'),
  check (conditions is null or (jsonb_typeof(conditions) = 'object' and pg_column_size(conditions) <= 8192))
);

comment on table public.fishing_sessions is
  'Fishing sessions a signed-in visitor logged, with their catches and the conditions of the time. Owner only.';

create index fishing_sessions_user_id_idx on public.fishing_sessions (user_id, started_at desc);
create index fishing_sessions_station_id_idx on public.fishing_sessions (station_id);

-- A check constraint cannot look inside a JSON array without calling a function the caller must
-- be allowed to execute (and PostgREST would then expose it); a trigger can, with no grant.
create function public.fishing_sessions_check_catches()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  catch jsonb;
begin
  if pg_catalog.jsonb_typeof(new.catches) <> 'array' then
    raise exception 'catches must be a list' using errcode = '23514';
  end if;
  if pg_catalog.jsonb_array_length(new.catches) > 100 then
    raise exception 'A session may list at most 100 catches' using errcode = '23514';
  end if;
  for catch in select value from pg_catalog.jsonb_array_elements(new.catches) loop
    if pg_catalog.jsonb_typeof(catch) <> 'object'
      or pg_catalog.jsonb_typeof(catch -> 'species') is distinct from 'string'
      or pg_catalog.char_length(pg_catalog.btrim(catch ->> 'species')) not between 1 and 80
      or pg_catalog.jsonb_typeof(catch -> 'count') is distinct from 'number'
      or (catch ->> 'count') !~ '^[0-9]{1,4}$'
      or (catch ->> 'count')::integer not between 1 and 1000
      or pg_catalog.jsonb_typeof(catch -> 'released') is distinct from 'boolean'
      or (catch ? 'length_cm' and (pg_catalog.jsonb_typeof(catch -> 'length_cm') is distinct from 'number'
        or (catch ->> 'length_cm')::numeric not between 0.1 and 1000))
      or (catch ? 'weight_kg' and (pg_catalog.jsonb_typeof(catch -> 'weight_kg') is distinct from 'number'
        or (catch ->> 'weight_kg')::numeric not between 0.01 and 2000))
      or exists (
        select from pg_catalog.jsonb_object_keys(catch) as key
        where key not in ('species', 'count', 'length_cm', 'weight_kg', 'released')
      )
    then
      raise exception 'Each catch needs a species, a count from 1 to 1000 and whether it was released; length (cm) and weight (kg) are optional numbers'
        using errcode = '23514';
    end if;
  end loop;
  return new;
end
$$;

create trigger fishing_sessions_check_catches
  before insert or update of catches on public.fishing_sessions
  for each row execute function public.fishing_sessions_check_catches();

revoke execute on function public.fishing_sessions_check_catches() from public, anon, authenticated;

alter table public.saved_stations enable row level security;
alter table public.fishing_sessions enable row level security;

-- (select auth.uid()) is read once per statement rather than once per row.
create policy "Owners see their saved stations"
  on public.saved_stations for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "Owners save stations for themselves"
  on public.saved_stations for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "Owners change their saved stations"
  on public.saved_stations for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
create policy "Owners remove their saved stations"
  on public.saved_stations for delete to authenticated
  using ((select auth.uid()) = user_id);

create policy "Owners see their fishing sessions"
  on public.fishing_sessions for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "Owners log fishing sessions for themselves"
  on public.fishing_sessions for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "Owners change their fishing sessions"
  on public.fishing_sessions for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
create policy "Owners delete their fishing sessions"
  on public.fishing_sessions for delete to authenticated
  using ((select auth.uid()) = user_id);

-- Supabase's default grants give the API roles everything on new tables: visitors who are not
-- signed in get nothing, signed-in ones only what the policies above then narrow to their rows.
revoke all on public.saved_stations, public.fishing_sessions from anon, authenticated;
grant select, insert, update, delete on public.saved_stations, public.fishing_sessions to authenticated;
