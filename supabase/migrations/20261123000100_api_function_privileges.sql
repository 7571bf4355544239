-- Only the functions meant for the API may be called by visitors (anon and authenticated).
-- PostgREST exposes every function in public that a role may execute, and PostgreSQL lets
-- PUBLIC execute every new function, on top of Supabase's default grants to the API roles: so
-- the search's helpers were callable at /rest/v1/rpc/, where one large argument could keep the
-- database busy for seconds. This takes execute back from every function in public but:
-- - search_tide_locations, the location search;
-- - search_normalize, which the search calls with the visitor's own rights (it is security
--   invoker, as every function here is) and which must therefore stay executable by them.
-- service_role keeps every function, as the backend's own administrative role.
-- Supabase grants every new function to the API roles by default: a later migration that adds a
-- helper must take execute back the same way (the backend's tests list what anon may call).

do $$
declare
  fn regprocedure;
begin
  for fn in
    select p.oid::regprocedure
    from pg_catalog.pg_proc as p
    join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
    where n.nspname = 'public'
      and p.prokind = 'f'
      and p.proname not in ('search_tide_locations', 'search_normalize')
      -- Functions an extension installed into public belong to that extension.
      and not exists (
        select from pg_catalog.pg_depend as d
        where d.classid = 'pg_catalog.pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'
      )
  loop
    execute pg_catalog.format('revoke execute on function %s from public, anon, authenticated', fn);
  end loop;
end
$$;
