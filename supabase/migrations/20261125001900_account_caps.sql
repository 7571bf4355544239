-- Bounds on what one visitor can make the database hold or do, found by a security review:
-- padding got past the species limit (btrim strips only spaces), conditions of any size and
-- shape were kept (pg_column_size counts compressed bytes), 'infinity' and year 99999 were
-- stored, one free account could store gigabytes, and an access token outlived its session for
-- deleting the account. Existing rows are left as they are; the new checks hold for writes.

-- As hosted Supabase sets them, and PostgREST applies per role: a visitor who is not signed in
-- gets 3 s of SQL per request, a signed-in one 8 s.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- Every catch's text is checked as stored: no trimming, so no padding gets through.
create or replace function public.fishing_sessions_check_catches()
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
  if pg_catalog.octet_length(new.catches::text) > 16384 then
    raise exception 'A session''s catches may take at most 16 KB' using errcode = '23514';
  end if;
  for catch in select value from pg_catalog.jsonb_array_elements(new.catches) loop
    if pg_catalog.jsonb_typeof(catch) <> 'object'
      or pg_catalog.jsonb_typeof(catch -> 'species') is distinct from 'string'
      or pg_catalog.char_length(catch ->> 'species') not between 1 and 80
      or (catch ->> 'species') ~ '^[[:space:]]*$'
      or (catch ->> 'species') <> pg_catalog.btrim(catch ->> 'species', E' \t\n\r\u00a0')
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
      raise exception 'Each catch needs a species (1 to 80 characters, without spaces around it), a count from 1 to 1000 and whether it was released; length (cm) and weight (kg) are optional numbers'
        using errcode = '23514';
    end if;
  end loop;
  return new;
end
$$;

-- The conditions the log writes (FishingConditions in @tides/widgets), and nothing else: any
-- other shape would be kept and then break the log that reads it.
create function public.fishing_sessions_check_conditions()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  c jsonb := new.conditions;
  tide jsonb;
  mark jsonb;
begin
  if c is null then
    return new;
  end if;
  if pg_catalog.octet_length(c::text) > 4096 then
    raise exception 'A session''s conditions may take at most 4 KB' using errcode = '23514';
  end if;
  tide := c -> 'tide';
  if pg_catalog.jsonb_typeof(c) <> 'object'
    or pg_catalog.jsonb_typeof(c -> 'timeZone') is distinct from 'string'
    or pg_catalog.jsonb_typeof(tide) is distinct from 'object'
    or (tide ->> 'stage') is distinct from 'rising' and (tide ->> 'stage') is distinct from 'falling'
    or pg_catalog.jsonb_typeof(tide -> 'heightM') is distinct from 'number'
    or pg_catalog.jsonb_typeof(tide -> 'datum') is distinct from 'string'
    or pg_catalog.jsonb_typeof(c -> 'moon') is distinct from 'object'
    or pg_catalog.jsonb_typeof(c -> 'moon' -> 'phase') is distinct from 'string'
    or pg_catalog.jsonb_typeof(c -> 'moon' -> 'illumination') is distinct from 'number'
    or pg_catalog.jsonb_typeof(c -> 'sun') is distinct from 'object'
    or coalesce(pg_catalog.jsonb_typeof(c -> 'sun' -> 'sunrise'), '') not in ('string', 'null')
    or coalesce(pg_catalog.jsonb_typeof(c -> 'sun' -> 'sunset'), '') not in ('string', 'null')
    or pg_catalog.jsonb_typeof(c -> 'source') is distinct from 'string'
  then
    raise exception 'conditions must be the tide, moon and sun the log records' using errcode = '23514';
  end if;
  foreach mark in array array[tide -> 'since', tide -> 'next'] loop
    if mark is not null and pg_catalog.jsonb_typeof(mark) <> 'null' and (
      pg_catalog.jsonb_typeof(mark) <> 'object'
      or ((mark ->> 'type') is distinct from 'high' and (mark ->> 'type') is distinct from 'low')
      or pg_catalog.jsonb_typeof(mark -> 'at') is distinct from 'string'
      or pg_catalog.jsonb_typeof(mark -> 'minutes') is distinct from 'number'
    ) then
      raise exception 'conditions must be the tide, moon and sun the log records' using errcode = '23514';
    end if;
  end loop;
  return new;
end
$$;

create trigger fishing_sessions_check_conditions
  before insert or update of conditions on public.fishing_sessions
  for each row execute function public.fishing_sessions_check_conditions();

revoke execute on function public.fishing_sessions_check_conditions() from public, anon, authenticated;

-- Times a fishing trip can have; 'infinity' and year 99999 are not among them.
alter table public.fishing_sessions
  add constraint fishing_sessions_started_at_range
    check (started_at >= '1900-01-01T00:00:00Z' and started_at < '2100-01-01T00:00:00Z') not valid,
  add constraint fishing_sessions_ended_at_range
    check (ended_at is null or (ended_at >= '1900-01-01T00:00:00Z' and ended_at < '2100-01-01T00:00:00Z')) not valid,
  add constraint fishing_sessions_notes_bytes check (pg_catalog.octet_length(notes) <= 16384) not valid;

-- The most rows one account keeps: far above any angler's log (a session a day for five
-- years), and with the caps above at most ~70 MB an account.
create function public.check_account_row_quota()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  quota integer := tg_argv[0]::integer;
  kept integer;
begin
  -- One writer per account at a time, so that two inserts together cannot both pass.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext(tg_table_name || new.user_id::text));
  if tg_table_name = 'fishing_sessions' then
    select count(*) into kept from public.fishing_sessions where user_id = new.user_id;
  else
    select count(*) into kept from public.saved_stations where user_id = new.user_id;
  end if;
  if kept >= quota then
    raise exception 'An account may keep at most % %; delete some to add more.',
      quota, pg_catalog.replace(tg_table_name, '_', ' ')
      using errcode = '23514';
  end if;
  return new;
end
$$;

create trigger fishing_sessions_row_quota
  before insert on public.fishing_sessions
  for each row execute function public.check_account_row_quota('2000');
create trigger saved_stations_row_quota
  before insert on public.saved_stations
  for each row execute function public.check_account_row_quota('200');

revoke execute on function public.check_account_row_quota() from public, anon, authenticated;

-- Deleting an account needs a session that still exists: a token whose session was signed out
-- (or ended by a password change) is refused, as Supabase Auth refuses it.
create or replace function public.delete_my_account()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  session_id text := auth.jwt() ->> 'session_id';
begin
  if me is null then
    raise exception 'Sign in to delete your account.' using errcode = '42501';
  end if;
  if session_id is null or session_id !~ '^[0-9a-f-]{36}$' or not exists (
    select from auth.sessions where id = session_id::uuid and user_id = me
  ) then
    raise exception 'Your session has ended: sign in again to delete your account.'
      using errcode = '42501';
  end if;
  delete from auth.users where id = me;
end
$$;

revoke execute on function public.delete_my_account() from public, anon;
grant execute on function public.delete_my_account() to authenticated;
