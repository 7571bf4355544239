-- A current station's name is written out as a boater reads it ('Deal Island, 0.6 nautical miles
-- west of, at Buoy ''14'''); NOAA's own spelling ('Deal Is., 0.6 N.mi. W. of · at Bouy ''14''') is
-- kept beside it as an alias, and search finds a station by either, as it finds a tide station by
-- its aliases. Seeded by supabase/scripts/generate-seed.ts.

alter table public.current_stations add column aliases text[] not null default '{}';

comment on column public.current_stations.aliases is
  'The name as NOAA''s tables spell it, where the name is written out from it; search finds it.';

-- The search key covers the aliases too: the name's words first, so a name beginning with the
-- words typed still ranks as one.
drop index public.current_stations_search_name_trgm_idx;
alter table public.current_stations drop column search_name;
alter table public.current_stations add column search_name text not null
  generated always as (public.search_document(name, null, null, aliases)) stored;
create index current_stations_search_name_trgm_idx
  on public.current_stations using gin (search_name extensions.gin_trgm_ops);
