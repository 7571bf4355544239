-- Tidal-current stations: NOAA's harmonic current stations (constituents in knots, flood and
-- ebb directions, mean flow) and the subordinate ones predicted from them with NOAA's offsets,
-- seeded from @neaps/tide-database by supabase/scripts/generate-seed.ts into
-- supabase/seeds/current_stations.sql; the current stations nearest a point; and location
-- search able to list them too, named as currents ("Deception Pass (current)"), when asked.

create table public.current_stations (
  -- 'noaa/PUG1701'.
  id text primary key,
  -- NOAA's own identifier ('PUG1701').
  noaa_id text,
  -- As NOAA's tables name it, with the place it is measured from: 'Race Rocks, 4.5 mi. S of'.
  name text not null,
  -- US state or territory code, else null.
  state text,
  region text,
  country text,
  country_code text,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  -- IANA zone at the station's position; every time it is shown in is that zone's.
  time_zone text not null,
  type text not null check (type in ('harmonic', 'subordinate')),
  -- A subordinate station's reference, a harmonic station, and its name for "based on" lines.
  reference_id text references public.current_stations (id),
  reference_name text,
  -- NOAA's depth bin of the prediction and its depth below the surface (metres), where known.
  bin integer,
  depth_m double precision,
  -- Directions the flood and the ebb set toward, degrees true.
  flood_direction double precision check (flood_direction between 0 and 360),
  ebb_direction double precision check (ebb_direction between 0 and 360),
  -- Harmonic stations: the mean flow along the flood axis, knots (ebb negative).
  mean_flow double precision,
  -- Subordinate stations, minutes and ratios as NOAA names them: { slack_before_flood,
  -- flood_time, slack_before_ebb, ebb_time, flood_speed_ratio, ebb_speed_ratio }.
  offsets jsonb,
  -- Harmonic stations: [[name, amplitude (knots), phase (degrees, GMT)], ...].
  constituents jsonb,
  search_name text not null generated always as (public.search_key(name)) stored,
  check (
    (type = 'harmonic' and constituents is not null)
    or (type = 'subordinate' and reference_id is not null and offsets is not null)
  )
);

comment on table public.current_stations is
  'Tidal-current stations with what their predictions need. Read by anyone, written only by the seed.';

create index current_stations_latitude_idx on public.current_stations (latitude);
create index current_stations_reference_id_idx on public.current_stations (reference_id);
create index current_stations_search_name_trgm_idx
  on public.current_stations using gin (search_name extensions.gin_trgm_ops);

alter table public.current_stations enable row level security;

create policy "Anyone can read current stations"
  on public.current_stations for select
  to anon
  using (true);

create policy "Signed-in visitors can read current stations"
  on public.current_stations for select
  to authenticated
  using (true);

revoke all on public.current_stations from anon, authenticated;
grant select on public.current_stations to anon, authenticated;

-- The current stations nearest to a point, nearest first, with the great-circle distance (km)
-- and the initial bearing from the point (degrees from north), measured as
-- nearest_tide_stations measures them. At most max_count (1 to 50) within within_km (to 1,000).
create function public.nearest_current_stations(
  near_latitude double precision,
  near_longitude double precision,
  max_count integer default 5,
  within_km double precision default 100
)
returns table (
  id text,
  name text,
  state text,
  latitude double precision,
  longitude double precision,
  noaa_id text,
  type text,
  flood_direction double precision,
  ebb_direction double precision,
  distance_km double precision,
  bearing_degrees double precision
)
language plpgsql
stable
security invoker
rows 8
set search_path = ''
as $$
#variable_conflict use_column
declare
  from_lat double precision := nearest_current_stations.near_latitude;
  from_lon double precision := nearest_current_stations.near_longitude;
  how_many integer := least(greatest(coalesce(nearest_current_stations.max_count, 5), 1), 50);
  radius double precision := least(coalesce(nearest_current_stations.within_km, 100), 1000);
  -- Degrees of latitude the radius spans (a degree is at least 110.5 km).
  band double precision;
begin
  if from_lat is null or from_lon is null
    or from_lat not between -90 and 90 or from_lon not between -180 and 180 then
    raise exception 'A position needs a latitude from -90 to 90 and a longitude from -180 to 180.'
      using errcode = '22023';
  end if;
  if radius <= 0 then
    raise exception 'within_km must be more than 0.' using errcode = '22023';
  end if;
  band := radius / 110.5;
  return query
  select
    c.id, c.name, c.state, c.latitude, c.longitude, c.noaa_id, c.type, c.flood_direction,
    c.ebb_direction, measured.distance_km, measured.bearing_degrees
  from public.current_stations as c
  cross join lateral (
    select
      2 * 6371.0088 * pg_catalog.asin(least(1, pg_catalog.sqrt(
        pg_catalog.power(pg_catalog.sin(pg_catalog.radians(c.latitude - from_lat) / 2), 2)
        + pg_catalog.cos(pg_catalog.radians(from_lat)) * pg_catalog.cos(pg_catalog.radians(c.latitude))
          * pg_catalog.power(pg_catalog.sin(pg_catalog.radians(c.longitude - from_lon) / 2), 2)
      ))) as distance_km,
      pg_catalog.mod(
        (pg_catalog.degrees(pg_catalog.atan2(
          pg_catalog.sin(pg_catalog.radians(c.longitude - from_lon))
            * pg_catalog.cos(pg_catalog.radians(c.latitude)),
          pg_catalog.cos(pg_catalog.radians(from_lat)) * pg_catalog.sin(pg_catalog.radians(c.latitude))
            - pg_catalog.sin(pg_catalog.radians(from_lat)) * pg_catalog.cos(pg_catalog.radians(c.latitude))
              * pg_catalog.cos(pg_catalog.radians(c.longitude - from_lon))
        )) + 360)::numeric,
        360
      )::double precision as bearing_degrees
  ) as measured
  where c.latitude between from_lat - band and from_lat + band
    and measured.distance_km <= radius
  order by measured.distance_km, c.id
  limit how_many;
end;
$$;

comment on function public.nearest_current_stations(double precision, double precision, integer, double precision) is
  'The tidal-current stations nearest a point, nearest first, with distance (km) and bearing (degrees from north).';

revoke execute on function public.nearest_current_stations(double precision, double precision, integer, double precision) from public;
grant execute on function public.nearest_current_stations(double precision, double precision, integer, double precision)
  to anon, authenticated, service_role;

-- Location search as before (see 20261126000100_search_at_catalogue_scale.sql), and with
-- include_currents the current stations whose names match, each named '… (current)' and marked
-- by kind; without it (every existing caller) the same rows as before, each of kind 'tide'.
drop function public.search_tide_locations(text);

create function public.search_tide_locations(
  search_term text,
  include_currents boolean default false
)
returns table (
  id text,
  name text,
  state text,
  latitude double precision,
  longitude double precision,
  noaa_id text,
  area text,
  place text,
  distance_km double precision,
  kind text
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
  -- The words typed as current station names are compared: ' deception pass'.
  typed_key text;
  search_currents boolean := coalesce(search_tide_locations.include_currents, false);
begin
  if typed is null or pg_catalog.length(typed) < 3 then
    return;
  end if;
  words := pg_catalog.string_to_array(public.search_normalize(typed), ' ');
  typed_key := ' ' || public.search_normalize(typed);
  search_currents := search_currents and typed_key <> ' ';

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
  ),
  tide_rows as (
    select
      s.id, s.name, s.state, s.latitude, s.longitude, s.noaa_id, s.area,
      case
        when ranked.distance_km is not null then
          chosen.name || coalesce(', ' || chosen.state, '')
            || case when chosen.kind = 'zip' then ' ' || pg_catalog.substr(chosen.id, 5) else '' end
      end as place,
      pg_catalog.round(ranked.distance_km::numeric, 1)::double precision as distance_km,
      pg_catalog.row_number() over (order by ranked.score, s.id)::double precision as list_order
    from ranked
    join public.tide_stations as s on s.id = ranked.id
    order by ranked.score, s.id
    limit 20
  ),
  current_rows as (
    -- Current stations by name alone, when asked for: a name beginning with the words typed
    -- comes right after the best tide station, one with a word beginning so further down.
    select
      c.id, c.name || ' (current)' as name, c.state, c.latitude, c.longitude, c.noaa_id,
      null::text as area, null::text as place, null::double precision as distance_km,
      case
        when pg_catalog.starts_with(c.search_name, typed_key || ' ') then 1.5
        when pg_catalog.starts_with(c.search_name, typed_key) then 2.5
        else 10.5
      end + 0.01 * pg_catalog.row_number() over (order by c.search_name, c.id) as list_order
    from public.current_stations as c
    where search_currents and pg_catalog.strpos(c.search_name, typed_key) > 0
    order by list_order
    limit 8
  )
  select
    found.id, found.name, found.state, found.latitude, found.longitude, found.noaa_id, found.area,
    found.place, found.distance_km, found.kind
  from (
    select tide_rows.*, 'tide'::text as kind from tide_rows
    union all
    select current_rows.*, 'current'::text from current_rows
  ) as found
  order by found.list_order, found.id
  limit 20;
end;
$$;

comment on function public.search_tide_locations(text, boolean) is
  'Tide stations (and with include_currents, current stations by name) for what a visitor typed, best first, at most 20, with what tells namesakes apart and each row''s kind.';

revoke execute on function public.search_tide_locations(text, boolean) from public;
grant execute on function public.search_tide_locations(text, boolean) to anon, authenticated, service_role;
