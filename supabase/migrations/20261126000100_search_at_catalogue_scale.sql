-- Location search at the whole catalogue's scale, and a province or country named after a
-- place ("Vancouver BC", "Victoria, British Columbia") honoured as a US state is.
--
-- 1. Row estimates. PostgreSQL plans a set-returning function as if it returned 1,000 rows. The
--    location search joins the station-name search (at most 20 rows) and the nearest stations
--    (at most 8 here) to public.tide_stations; planned for thousands, every never-seen term read
--    the whole table through a hash join, about 4 µs a row on PGlite: two thirds of a typical
--    search's time. With the estimates they say, each row is one primary-key lookup.
-- 2. Canada's provinces and territories by their postal codes ("BC", "NS"), as US states are by
--    theirs: a station's qualifiers gain the code, so "Vancouver BC" ranks Vancouver, British
--    Columbia above Vancouver, WA, which it used to place first. Other countries' regions keep
--    being named in full, as they were: their short forms clash with US codes ("WA", "SA").

alter function public.search_tide_stations_by_name(text) rows 20;
alter function public.nearest_tide_stations(double precision, double precision, integer, double precision)
  rows 8;

-- The postal code of a Canadian province or territory from its name as the station data spells
-- it; null for anything else.
create function public.canadian_province_code(region text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  return case public.search_normalize(region)
    when 'british columbia' then 'bc' when 'alberta' then 'ab' when 'saskatchewan' then 'sk'
    when 'manitoba' then 'mb' when 'ontario' then 'on' when 'quebec' then 'qc'
    when 'new brunswick' then 'nb' when 'nova scotia' then 'ns'
    when 'prince edward island' then 'pe' when 'newfoundland and labrador' then 'nl'
    when 'yukon' then 'yt' when 'northwest territories' then 'nt' when 'nunavut' then 'nu'
  end;
end;
$$;

comment on function public.canadian_province_code(text) is
  'The postal code of a Canadian province or territory from its name, so "Vancouver BC" can mean Vancouver, British Columbia.';

-- Only the seed and the generated column call it: not for the API (see 20261123000100).
revoke execute on function public.canadian_province_code(text) from public, anon, authenticated;

-- The words that may follow a place to say where it is: the state or territory by code and
-- by name, the region (and a Canadian province's code), and the country.
create or replace function public.search_qualifiers(
  state text,
  region text,
  country text,
  country_code text
)
returns text[]
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  return pg_catalog.array_remove(
    array[
      public.search_normalize(state),
      case
        when country_code in ('US', 'PR', 'VI', 'GU', 'AS', 'MP')
          then pg_catalog.lower(public.us_state_name(state))
      end,
      public.search_normalize(region),
      case when country_code = 'CA' then public.canadian_province_code(region) end,
      public.search_normalize(country)
    ],
    null
  );
end;
$$;

-- A stored generated column keeps the values its function gave when each row was written:
-- made again, so that stations seeded before this migration have the provinces' codes too.
drop index public.tide_stations_search_qualifiers_idx;
alter table public.tide_stations drop column search_qualifiers;
alter table public.tide_stations
  add column search_qualifiers text[] not null
    generated always as (public.search_qualifiers(state, region, country, country_code)) stored;

comment on column public.tide_stations.search_qualifiers is
  'Derived for location search: state code and name, region (and a Canadian province''s code) and country, normalised ("me", "maine", "united states"; "bc", "british columbia", "canada").';

create index tide_stations_search_qualifiers_idx
  on public.tide_stations using gin (search_qualifiers)
  with (fastupdate = off);

-- Location search as before (see 20261125000100_places_and_nearest_stations.sql), with its own
-- row estimate: at most 20.
create or replace function public.search_tide_locations(search_term text)
returns table (
  id text,
  name text,
  state text,
  latitude double precision,
  longitude double precision,
  noaa_id text,
  area text,
  place text,
  distance_km double precision
)
language plpgsql
stable
security invoker
rows 20
set search_path = ''
as $$
#variable_conflict use_column
declare
  typed text := pg_catalog.btrim(pg_catalog.left(search_term, 100));
  words text[];
  chosen public.places;
  place_key text;
  radius double precision;
begin
  if typed is null or pg_catalog.length(typed) < 3 then
    return;
  end if;
  words := pg_catalog.string_to_array(public.search_normalize(typed), ' ');

  if typed ~ '^[0-9]{5}$' then
    select * into chosen from public.places as p where p.id = 'zip/' || typed;
  else
    -- The whole text as a place, or its last one or two words as the place's state.
    select p.* into chosen
    from pg_catalog.generate_series(0, least(2, pg_catalog.cardinality(words) - 1)) as k
    join public.places as p
      on p.kind <> 'zip'
      and p.search_name = ' ' || pg_catalog.array_to_string(
        words[1:pg_catalog.cardinality(words) - k], ' ') || ' '
      and (
        k = 0
        or pg_catalog.array_to_string(words[pg_catalog.cardinality(words) - k + 1:], ' ')
          = any (p.search_state)
      )
    order by k desc, p.kind = 'area' desc, p.population desc, p.id
    limit 1;
  end if;
  place_key := chosen.search_name;
  radius := case when chosen.kind = 'place' then 30 else 50 end;

  return query
  with by_name as (
    select found.id, found.rank
    from public.search_tide_stations_by_name(typed) with ordinality
      as found (id, name, state, latitude, longitude, rank)
  ),
  near as (
    -- Over no row when no place was found, so the lookup is never called without one.
    select nearest.id, nearest.distance_km
    from (select chosen.latitude, chosen.longitude where chosen.id is not null) as point
    cross join lateral public.nearest_tide_stations(point.latitude, point.longitude, 8, radius)
      as nearest
  ),
  ranked as (
    select
      s.id,
      case
        when by_name.rank is not null and (
          (place_key in (s.search_name, s.search_base_name)
            and (chosen.id is null or s.country_code in ('US', 'PR', 'VI', 'GU', 'AS', 'MP')))
          or (place_key = s.search_locality and s.state is not distinct from chosen.state)
        )
          then by_name.rank
        -- Nearest first, counting a station of NOAA's own 5 km nearer than another source's
        -- gauge beside it, and a reference station 1 km nearer than a subordinate.
        when near.id is not null then
          100 + near.distance_km
            + case when s.id like 'noaa/%' then 0 else 5 end
            - case when s.station_type = 'reference' then 1 else 0 end
        -- For a US place, US stations before foreign namesakes.
        else 1000 + by_name.rank
          + case
            when chosen.id is not null
              and s.country_code not in ('US', 'PR', 'VI', 'GU', 'AS', 'MP') then 100
            else 0
          end
      end as score,
      near.distance_km
    -- The few stations either part found, not the whole table.
    from (select by_name.id from by_name union select near.id from near) as found
    join public.tide_stations as s on s.id = found.id
    left join by_name on by_name.id = s.id
    left join near on near.id = s.id
  )
  select
    s.id, s.name, s.state, s.latitude, s.longitude, s.noaa_id, s.area,
    case
      when ranked.distance_km is not null then
        chosen.name || coalesce(', ' || chosen.state, '')
          || case when chosen.kind = 'zip' then ' ' || pg_catalog.substr(chosen.id, 5) else '' end
    end,
    pg_catalog.round(ranked.distance_km::numeric, 1)::double precision
  from ranked
  join public.tide_stations as s on s.id = ranked.id
  order by ranked.score, s.id
  limit 20;
end;
$$;

comment on function public.search_tide_locations(text) is
  'Tide stations for what a visitor typed (a place, a ZIP code, a station name or number), best first, at most 20, with what tells namesakes apart.';
