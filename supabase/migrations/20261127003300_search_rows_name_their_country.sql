-- Each station the location search and the nearest-station lookup give names its country, so
-- whoever shows a result can link to the station's page: a page's address starts with its US
-- state or, outside the US, its country ('/tides/canada/vancouver-7735'), and the row's state
-- column holds a province's name there ('British Columbia'), which alone says neither.
--
-- And the stations near a ZIP code are listed nearest first, by the distance each row shows:
-- a ZIP code names no station, so there is no "station the visitor meant" to put ahead of a
-- nearer one; a place keeps preferring NOAA's own station and a reference station a little.
--
-- A function's result columns cannot change in place: each is dropped and made again, with
-- its comment and grants.

drop function public.search_tide_locations(text, boolean);
drop function public.nearest_tide_stations(double precision, double precision, integer, double precision);

-- The tide stations nearest to a point, nearest first, with the great-circle distance (km,
-- haversine on the mean Earth radius) and the initial bearing from the point (degrees clockwise
-- from north). At most max_count (1 to 50) stations within within_km (up to 1,000 km).
create function public.nearest_tide_stations(
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
  country text,
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
  from_lat double precision := nearest_tide_stations.near_latitude;
  from_lon double precision := nearest_tide_stations.near_longitude;
  how_many integer := least(greatest(coalesce(nearest_tide_stations.max_count, 5), 1), 50);
  radius double precision := least(coalesce(nearest_tide_stations.within_km, 100), 1000);
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
    s.id, s.name, s.state, s.latitude, s.longitude, s.noaa_id, s.country, measured.distance_km,
    measured.bearing_degrees
  from public.tide_stations as s
  cross join lateral (
    select
      2 * 6371.0088 * pg_catalog.asin(least(1, pg_catalog.sqrt(
        pg_catalog.power(pg_catalog.sin(pg_catalog.radians(s.latitude - from_lat) / 2), 2)
        + pg_catalog.cos(pg_catalog.radians(from_lat)) * pg_catalog.cos(pg_catalog.radians(s.latitude))
          * pg_catalog.power(pg_catalog.sin(pg_catalog.radians(s.longitude - from_lon) / 2), 2)
      ))) as distance_km,
      pg_catalog.mod(
        (pg_catalog.degrees(pg_catalog.atan2(
          pg_catalog.sin(pg_catalog.radians(s.longitude - from_lon))
            * pg_catalog.cos(pg_catalog.radians(s.latitude)),
          pg_catalog.cos(pg_catalog.radians(from_lat)) * pg_catalog.sin(pg_catalog.radians(s.latitude))
            - pg_catalog.sin(pg_catalog.radians(from_lat)) * pg_catalog.cos(pg_catalog.radians(s.latitude))
              * pg_catalog.cos(pg_catalog.radians(s.longitude - from_lon))
        )) + 360)::numeric,
        360
      )::double precision as bearing_degrees
  ) as measured
  -- One band of latitude, read through the index; longitude is left to the distance, so the
  -- Aleutians, astride the 180th meridian, are measured like anywhere else.
  where s.latitude between from_lat - band and from_lat + band
    and measured.distance_km <= radius
  order by measured.distance_km, s.id
  limit how_many;
end;
$$;

comment on function public.nearest_tide_stations(double precision, double precision, integer, double precision) is
  'The tide stations nearest a point, nearest first, with distance (km) and bearing (degrees from north).';

revoke execute on function public.nearest_tide_stations(double precision, double precision, integer, double precision) from public;
grant execute on function public.nearest_tide_stations(double precision, double precision, integer, double precision)
  to anon, authenticated, service_role;

-- Location search as before (see 20261127003000_current_stations.sql), each row with its
-- country, and a ZIP code's stations by distance alone.
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
  country text,
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
        -- Near a ZIP code, by distance alone.
        when near.id is not null then
          100 + near.distance_km
            + case when chosen.kind = 'zip' then 0
              else case when s.id like 'noaa/%' then 0 else 5 end
                - case when s.station_type = 'reference' then 1 else 0 end
            end
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
      s.id, s.name, s.state, s.latitude, s.longitude, s.noaa_id, s.area, s.country,
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
      -- What tells two depths of one station apart.
      case when c.bin is not null then 'bin ' || c.bin end as area,
      c.country,
      null::text as place, null::double precision as distance_km,
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
    found.country, found.place, found.distance_km, found.kind
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
