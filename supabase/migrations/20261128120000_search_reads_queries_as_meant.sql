-- Location search reads what people type more as they mean it.
--
-- 1. The Hawaiian okina (ʻ, or the ‘ that stands in for it) and the other apostrophe-like
--    marks go, as the plain apostrophe always did: "Kapaʻa", "Kapa‘a" and "Kapaa" compare equal.
--    They used to split the word ("kapa a"), so a town spelt with its okina in the gazetteer
--    was never found as people type it, and one typed with it found nothing.
-- 2. A park's designation after a name ("Point Reyes National Seashore", "Gulf State Park")
--    says nothing about the water: the name before it is searched.
-- 3. A town named with the water it is on ("Santa Monica Pier", "Oyster Bay Harbor"), when the
--    whole is no place and no station is on water of that name, stands for the town.
-- 4. A coastal area (a stretch of shore such as the Outer Banks) is tens of kilometres long,
--    and its middle is no better than any other point of it: up to 20 stations within it are
--    considered, and a station others are predicted from counts 3 km nearer per doubling of
--    those (the standing the name search gives it), so the area's canonical station is among
--    the first rather than left out.
-- 5. A town with fewer than three stations within 30 km gets its nearest three within 60 km.
-- 6. A town known only by its ZIP code's post office ("Corolla", "Rodanthe", "Pawleys Island")
--    is found as a town is, when no town of the gazetteer has the name and no station mentions
--    it.
-- 7. One letter repeated ("aaaaaaaa") finds nothing: as a misspelling it resembled a real name.

create or replace function public.search_normalize(value text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  cleaned text := pg_catalog.btrim(
    pg_catalog.regexp_replace(
      -- Accented letters become plain ones; apostrophes and the okina, having no counterpart,
      -- go.
      pg_catalog.translate(
        pg_catalog.lower(value),
        'àáâãäåāăąçćčďèéêëēėęěğìíîïīįıľłñńňòóôõöøōőŕřśşšșťţțùúûüūůűųýÿźżž''’`ʻʼ‘´',
        'aaaaaaaaacccdeeeeeeeegiiiiiiillnnnoooooooorrsssstttuuuuuuuuyyzzz'
      ),
      '[^a-z0-9]+', ' ', 'g'
    )
  );
begin
  if cleaned ~ '\m(st|ste|ft|pt|mt)\M' then
    cleaned := pg_catalog.regexp_replace(cleaned, '\mst\M', 'saint', 'g');
    cleaned := pg_catalog.regexp_replace(cleaned, '\mste\M', 'sainte', 'g');
    cleaned := pg_catalog.regexp_replace(cleaned, '\mft\M', 'fort', 'g');
    cleaned := pg_catalog.regexp_replace(cleaned, '\mpt\M', 'point', 'g');
    cleaned := pg_catalog.regexp_replace(cleaned, '\mmt\M', 'mount', 'g');
  end if;
  return cleaned;
end;
$$;

-- A stored generated column keeps what its function gave when the row was written: the rows
-- with one of the newly dropped marks are written again (a fresh database has none yet).
update public.places set name = name where name ~ '[ʻʼ‘´]';
update public.tide_stations set name = name
where pg_catalog.concat_ws(' ', name, locality, context, pg_catalog.array_to_string(aliases, ' '))
  ~ '[ʻʼ‘´]';
update public.current_stations set name = name where name ~ '[ʻʼ‘´]';
update public.water_level_gauges set name = name where name ~ '[ʻʼ‘´]';

-- ZIP codes by their post office's name, for the towns GeoNames leaves out.
create index places_zip_search_name_idx on public.places (search_name) where kind = 'zip';

create or replace function public.search_tide_locations(
  search_term text,
  include_currents boolean default false,
  include_gauges boolean default false
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
  search_gauges boolean := coalesce(search_tide_locations.include_gauges, false);
  -- The words before the water they name, for a place: 'tampa' of 'tampa bay'.
  shore_words text[];
  tried text[];
  normalized text;
begin
  if typed is null or pg_catalog.length(typed) < 3 then
    return;
  end if;
  normalized := public.search_normalize(typed);
  -- One letter held down ('aaaaaaaa') names nothing, however like some name its trigrams are.
  if normalized ~ '^([a-z])\1+$' then
    return;
  end if;
  -- A park's designation after a name: the name alone is searched, as typed ("Point Reyes").
  if normalized ~ ' (national|state) (seashore|park|recreation area|wildlife refuge|monument)$'
    or normalized ~ '. seashore$'
  then
    normalized := pg_catalog.regexp_replace(
      normalized, ' ((national|state) (seashore|park|recreation area|wildlife refuge|monument)|seashore)$', '');
    typed := normalized;
  end if;
  words := pg_catalog.string_to_array(normalized, ' ');
  -- Only when no station is on water of the whole name: "Chesapeake Bay" is the bay, not the
  -- city of Chesapeake.
  shore_words := words;
  if normalized ~ '. (bay|sound|harbor|harbour|pier)$' and not exists (
    select from public.tide_stations as s
    where s.search_text like '% ' || normalized || ' %'
  ) then
    shore_words := pg_catalog.string_to_array(
      pg_catalog.regexp_replace(normalized, '( (bay|sound|harbor|harbour|pier))+$', ''), ' ');
  end if;
  typed_key := ' ' || public.search_normalize(typed);
  search_currents := search_currents and typed_key <> ' ';
  search_gauges := search_gauges and typed_key <> ' ';

  if typed ~ '^[0-9]{5}$' then
    select * into chosen from public.places as p where p.id = 'zip/' || typed;
  else
    -- The whole text as a place, or its last one or two words as the place's state; else the
    -- text without the water it ends with ("Santa Monica Pier"); else a town known only as a
    -- ZIP code's post office ("Corolla", "Rodanthe"), which GeoNames lists too few people in.
    for attempt in 1..3 loop
      exit when chosen.id is not null;
      continue when attempt = 2 and shore_words = words;
      tried := case when attempt = 2 then shore_words else words end;
      -- A ZIP code's post office only when no station's name or town mentions the words:
      -- "Sandy Hook" is the New Jersey station, not the Connecticut village's ZIP code.
      exit when attempt = 3 and exists (
        select from public.tide_stations as s
        where s.search_text like '% ' || pg_catalog.array_to_string(words, ' ') || ' %'
      );
      if attempt < 3 then
        select p.* into chosen
        from pg_catalog.generate_series(0, least(2, pg_catalog.cardinality(tried) - 1)) as k
        join public.places as p
          on p.kind <> 'zip'
          and p.search_name = ' ' || pg_catalog.array_to_string(
            tried[1:pg_catalog.cardinality(tried) - k], ' ') || ' '
          and (
            k = 0
            or pg_catalog.array_to_string(tried[pg_catalog.cardinality(tried) - k + 1:], ' ')
              = any (p.search_state)
          )
        order by k desc, p.kind = 'area' desc, p.population desc, p.id
        limit 1;
      else
        select p.* into chosen
        from pg_catalog.generate_series(0, least(2, pg_catalog.cardinality(tried) - 1)) as k
        join public.places as p
          on p.kind = 'zip'
          and p.search_name = ' ' || pg_catalog.array_to_string(
            tried[1:pg_catalog.cardinality(tried) - k], ' ') || ' '
          and (
            k = 0
            or pg_catalog.array_to_string(tried[pg_catalog.cardinality(tried) - k + 1:], ' ')
              = any (p.search_state)
          )
        order by k desc, p.id
        limit 1;
      end if;
    end loop;
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
    -- A town with fewer than three stations within reach still gets its nearest three, out to
    -- twice as far: Oceanside's nearest after a creek mouth is 31 km off.
    select nearest.id, nearest.distance_km
    from (select chosen.latitude, chosen.longitude where chosen.id is not null) as point
    cross join lateral public.nearest_tide_stations(
      point.latitude, point.longitude, case when chosen.kind = 'area' then 20 else 8 end,
      case when chosen.kind = 'place' then 2 * radius else radius end
    ) with ordinality as nearest (
      id, name, state, latitude, longitude, noaa_id, country, distance_km, bearing_degrees, position
    )
    where nearest.distance_km <= radius or nearest.position <= 3
  ),
  ranked as (
    select
      s.id,
      case
        when by_name.rank is not null and (
          (place_key in (s.search_name, s.search_base_name)
            and (chosen.id is null or s.country_code in ('US', 'PR', 'VI', 'GU', 'AS', 'MP'))
            -- A town found by its ZIP code's name is a small one: its namesake station must be
            -- in its state.
            and (chosen.kind is distinct from 'zip' or s.state is not distinct from chosen.state))
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
            -- Along a coastal area, the station others are predicted from, 3 km a doubling.
            - case when chosen.kind = 'area'
              then 3 * pg_catalog.ln(1 + s.subordinate_count) / pg_catalog.ln(2) else 0 end
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
    -- Current stations by name or by their whole NOAA number, when asked for: the number
    -- ('PUG1701') comes first, a name beginning with the words typed right after the best tide
    -- station, one with a word beginning so further down.
    select
      c.id, c.name || ' (current)' as name, c.state, c.latitude, c.longitude, c.noaa_id,
      -- What tells two depths of one station apart.
      case when c.bin is not null then 'bin ' || c.bin end as area,
      c.country,
      null::text as place, null::double precision as distance_km,
      case
        when pg_catalog.upper(c.noaa_id) = pg_catalog.upper(typed) then 0.5
        when pg_catalog.starts_with(c.search_name, typed_key || ' ') then 1.5
        when pg_catalog.starts_with(c.search_name, typed_key) then 2.5
        else 10.5
      end + 0.01 * pg_catalog.row_number() over (order by c.search_name, c.id) as list_order
    from public.current_stations as c
    where search_currents
      and (
        pg_catalog.strpos(c.search_name, typed_key) > 0
        or pg_catalog.upper(c.noaa_id) = pg_catalog.upper(typed)
      )
    order by list_order
    limit 8
  ),
  gauge_rows as (
    -- Set-apart gauges by name, when asked for, named as what they are: one whose name begins
    -- with the words typed, or is the place typed with its state ('Oriental NC'), comes first,
    -- since no tide station is that water.
    select
      g.id, g.name || ' — water-level gauge, tides too small to tabulate' as name, g.state,
      g.latitude, g.longitude, g.noaa_id, null::text as area, g.country,
      null::text as place, null::double precision as distance_km,
      case
        when pg_catalog.starts_with(g.search_name, typed_key || ' ')
          or (g.search_name = place_key and g.state is not distinct from chosen.state) then 0.5
        when pg_catalog.starts_with(g.search_name, typed_key) then 1.5
        else 10.5
      end + 0.01 * pg_catalog.row_number() over (order by g.search_name, g.id) as list_order
    from public.water_level_gauges as g
    where search_gauges and (
      pg_catalog.strpos(g.search_name, typed_key) > 0
      or (g.search_name = place_key and g.state is not distinct from chosen.state)
    )
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
    union all
    select gauge_rows.*, 'gauge'::text from gauge_rows
  ) as found
  order by found.list_order, found.id
  limit 20;
end;
$$;

comment on function public.search_tide_locations(text, boolean, boolean) is
  'Tide stations (with include_currents, current stations by name or NOAA number; with include_gauges, set-apart water-level gauges by name) for what a visitor typed, best first, at most 20, with what tells namesakes apart and each row''s kind.';
