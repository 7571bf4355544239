-- A signed-out session is over. An access token stays valid until it expires (an hour), but it
-- names the session it was issued to (`session_id`), and Supabase Auth deletes that session when
-- its owner signs out (`/logout`, any scope) or changes the password (every other session ends).
-- A signed-in request is therefore served only while the token's session exists, checked in SQL
-- so that every host running these migrations applies the same rule (hosted Supabase's
-- auth.sessions has the same id and user_id): PostgREST's pre-request function runs it before
-- every request of a signed-in visitor (the embedded backend runs the function this setting
-- names, as PostgREST does), and every policy on a visitor's own rows requires it too, for any
-- other way in. The old token of a signed-out or reset session reads and writes nothing, at
-- once: refused with PostgREST's PT401, HTTP 401, "sign in again".

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated;

create function private.require_current_session()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  session_id text := auth.jwt() ->> 'session_id';
begin
  if session_id ~ '^[0-9a-f-]{36}$' and exists (
    select from auth.sessions where id = session_id::uuid and user_id = auth.uid()
  ) then
    return true;
  end if;
  raise exception 'Your session has ended: sign in again.'
    using errcode = 'PT401',
          hint = 'This token''s session was signed out, or ended when the password changed.';
end
$$;

comment on function private.require_current_session() is
  'True when the access token''s session (session_id) still exists; otherwise raises PT401.';

revoke execute on function private.require_current_session() from public, anon;
grant execute on function private.require_current_session() to authenticated;

-- PostgREST calls this at the start of every request's transaction, with the role and claims set.
create function private.check_request()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if auth.role() = 'authenticated' then
    perform private.require_current_session();
  end if;
end
$$;

revoke execute on function private.check_request() from public;
grant execute on function private.check_request() to anon, authenticated, service_role;
grant usage on schema private to anon, service_role;

alter role authenticator set pgrst.db_pre_request to 'private.check_request';
notify pgrst, 'reload config';

-- (select …) is evaluated once per statement, before any row is read.
alter policy "Owners see their saved stations" on public.saved_stations
  using ((select auth.uid()) = user_id and (select private.require_current_session()));
alter policy "Owners save stations for themselves" on public.saved_stations
  with check ((select auth.uid()) = user_id and (select private.require_current_session()));
alter policy "Owners change their saved stations" on public.saved_stations
  using ((select auth.uid()) = user_id and (select private.require_current_session()))
  with check ((select auth.uid()) = user_id and (select private.require_current_session()));
alter policy "Owners remove their saved stations" on public.saved_stations
  using ((select auth.uid()) = user_id and (select private.require_current_session()));

alter policy "Owners see their fishing sessions" on public.fishing_sessions
  using ((select auth.uid()) = user_id and (select private.require_current_session()));
alter policy "Owners log fishing sessions for themselves" on public.fishing_sessions
  with check ((select auth.uid()) = user_id and (select private.require_current_session()));
alter policy "Owners change their fishing sessions" on public.fishing_sessions
  using ((select auth.uid()) = user_id and (select private.require_current_session()))
  with check ((select auth.uid()) = user_id and (select private.require_current_session()));
alter policy "Owners delete their fishing sessions" on public.fishing_sessions
  using ((select auth.uid()) = user_id and (select private.require_current_session()));
