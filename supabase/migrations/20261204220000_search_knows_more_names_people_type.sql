-- Location search reads more of the names people type, and the landmarks it knows are placed
-- where their public sources put them.
--
-- 1. Landmark coordinates are those of the cited source, and each keeps that source beside it.
-- 2. More nicknames and abbreviations people type for a place ("LBI", "the Keys", "SF Bay",
--    "Myrtle", "Rehoboth", "USVI", "Carmel", "Utqiagvik" for Barrow), and more landmarks the
--    gazetteer lacks (Trestles, Long Island Sound, the Rockaways).
-- 3. A namesake place is the one with a NOAA station named as it in its own state, before a
--    bigger town of the same name without one ("Astoria" is Oregon's, "Portland" Maine's), and
--    a station named as the place counts as named only in the place's state ("Fire Island" is
--    New York's barrier island, not the Alaska station of that name, "Sunset Beach" the North
--    Carolina town, not Washington's station), unless the place has no tide station within
--    10 km ("Whittier" is Alaska's harbour, not the inland California suburb).
-- 4. An area named for the town on its water ("Tampa Bay") lists that town's own NOAA station
--    first; a bay or sound then NOAA's reference station nearest its middle ("Puget Sound":
--    Seattle), then the stations around it by distance, as before.

update public.search_landmarks set latitude = 37.4915, longitude = -122.5083,
  source = 'Wikipedia, "Mavericks, California": 37°29′29″N 122°30′30″W, the break off Pillar Point Harbor'
  where id = 'landmark/mavericks';
update public.search_landmarks set latitude = 21.6653, longitude = -158.0511,
  source = 'Wikipedia, "Banzai Pipeline": the reef break off Ehukai Beach Park, Pupukea, North Shore of Oahu; the point is the beach park''s'
  where id in ('landmark/pipeline', 'landmark/banzai-pipeline');
update public.search_landmarks set latitude = 40.5958, longitude = -73.5153,
  source = 'Wikipedia, "Jones Beach State Park": 40°35′45″N 73°30′55″W'
  where id = 'landmark/jones-beach';
update public.search_landmarks set latitude = 27.7625, longitude = -82.5458,
  source = 'Wikipedia, "Tampa Bay": 27°45′45″N 82°32′45″W, the bay''s middle'
  where id = 'landmark/tampa-bay';
update public.search_landmarks set latitude = 18.1167, longitude = -65.4167,
  source = 'Wikipedia, "Vieques, Puerto Rico": 18°07′N 65°25′W, the island'
  where id = 'landmark/vieques';
update public.search_landmarks set latitude = 36.9519, longitude = -122.0283,
  source = 'Wikipedia, "Lighthouse Field State Beach", which overlooks Steamer Lane: 36°57′7″N 122°1′42″W'
  where id = 'landmark/steamer-lane';
update public.search_landmarks set latitude = 47.6, longitude = -122.4,
  source = 'Wikipedia, "Puget Sound": 47°36′N 122°24′W'
  where id = 'landmark/puget-sound';

insert into public.search_landmarks (id, kind, name, state, latitude, longitude, source) values
  ('landmark/trestles', 'place', 'Trestles', 'CA', 33.3792, -117.5725,
    'Wikipedia, "San Onofre State Beach", which holds the Trestles breaks ("Trestles (surfing)"): 33°22′45″N 117°34′21″W'),
  ('landmark/long-island-sound', 'area', 'Long Island Sound', null, 41.1051, -72.9015,
    'Wikipedia, "Long Island Sound": 41°6′18″N 72°54′5″W'),
  ('landmark/rockaway', 'place', 'Rockaway', 'NY', 40.5753, -73.8506,
    'Wikipedia, "Rockaway, Queens" (the Rockaway Peninsula): 40°34′31″N 73°51′2″W'),
  ('landmark/the-rockaways', 'place', 'The Rockaways', 'NY', 40.5753, -73.8506,
    'Wikipedia, "Rockaway, Queens" (the Rockaway Peninsula): 40°34′31″N 73°51′2″W');

insert into public.search_nicknames (nickname, stands_for) values
  ('lbi', 'Long Beach Island'),
  ('the keys', 'Florida Keys'),
  ('keys', 'Florida Keys'),
  ('sf bay', 'San Francisco Bay'),
  ('san fran', 'San Francisco'),
  ('myrtle', 'Myrtle Beach'),
  ('rehoboth', 'Rehoboth Beach'),
  ('hamptons', 'The Hamptons'),
  ('the vineyard', 'Martha''s Vineyard'),
  ('the cape', 'Cape Cod'),
  ('ptown', 'Provincetown'),
  ('p town', 'Provincetown'),
  ('saint pete', 'St. Petersburg'),
  ('jax', 'Jacksonville'),
  ('hhi', 'Hilton Head Island'),
  ('spi', 'South Padre Island'),
  ('ocmd', 'Ocean City MD'),
  ('ocnj', 'Ocean City NJ'),
  ('usvi', 'Saint Thomas'),
  ('virgin islands', 'Saint Thomas'),
  ('us virgin islands', 'Saint Thomas'),
  ('carmel', 'Carmel-by-the-Sea'),
  ('utqiagvik', 'Barrow');

-- The namesake choice and the named tier read stations by their names.
create index tide_stations_search_name_idx on public.tide_stations (search_name);
create index tide_stations_search_base_name_idx on public.tide_stations (search_base_name);

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
  stands_for text;
  -- For an area named for the town on its water, that town's name: ' tampa ' of 'Tampa Bay'.
  shore_key text;
  -- The place has no tide station within 10 km: an inland town of the name a coast has.
  inland boolean := false;
begin
  normalized := public.search_normalize(typed);
  -- A nickname or abbreviation is searched as the name it stands for.
  select n.stands_for into stands_for
  from public.search_nicknames as n
  where n.nickname = normalized;
  if stands_for is not null then
    typed := stands_for;
    normalized := public.search_normalize(typed);
  end if;
  -- Two letters: a US state or territory code's best-known stations, as its name lists them;
  -- any other two letters, nothing.
  if pg_catalog.length(normalized) = 2 then
    return query
    select
      s.id, s.name, s.state, s.latitude, s.longitude, s.noaa_id, s.area, s.country,
      null::text, null::double precision, 'tide'::text
    from public.tide_stations as s
    where s.state = pg_catalog.upper(normalized)
      and s.country_code in ('US', 'PR', 'VI', 'GU', 'AS', 'MP')
    order by s.search_standing desc, s.id
    limit 20;
    return;
  end if;
  if typed is null or pg_catalog.length(typed) < 3 then
    return;
  end if;
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
    -- A named spot the gazetteer lacks, or places elsewhere, before the gazetteer's places.
    select l.id, l.kind, l.name, l.state, l.latitude, l.longitude, l.population, l.search_name,
      l.search_state
    into chosen
    from public.search_landmarks as l
    where l.search_name = ' ' || normalized || ' '
    order by l.id
    limit 1;
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
        -- Of namesakes, one with a NOAA station named as it in its own state before a bigger
        -- town without one.
        order by k desc, p.kind = 'area' desc,
          exists (
            select from public.tide_stations as s
            where s.id like 'noaa/%'
              and s.state is not distinct from p.state
              and p.search_name in (s.search_name, s.search_base_name)
          ) desc,
          p.population desc, p.id
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
  inland := chosen.id is not null and not exists (
    select from public.nearest_tide_stations(chosen.latitude, chosen.longitude, 1, 10)
  );
  if chosen.kind = 'area' and chosen.search_name ~ '. (bay|sound|harbor|harbour) $' then
    shore_key := pg_catalog.regexp_replace(chosen.search_name, '( (bay|sound|harbor|harbour))+ $', ' ');
  end if;

  return query
  with by_name as (
    select found.id, found.rank
    from public.search_tide_stations_by_name(typed) with ordinality
      as found (id, name, state, latitude, longitude, rank)
  ),
  near as (
    -- Over no row when no place was found, so the lookup is never called without one.
    -- A town with fewer than three stations within reach still gets its nearest three, out to
    -- twice as far: Oceanside's nearest after a creek mouth is 31 km off. An area named for the
    -- town on its water reaches further for that town's own station.
    select nearest.id, nearest.distance_km
    from (select chosen.latitude, chosen.longitude where chosen.id is not null) as point
    cross join lateral public.nearest_tide_stations(
      point.latitude, point.longitude,
      case when shore_key is not null then 50 when chosen.kind = 'area' then 20 else 8 end,
      case when chosen.kind = 'place' then 2 * radius else radius end
    ) with ordinality as nearest (
      id, name, state, latitude, longitude, noaa_id, country, distance_km, bearing_degrees, position
    )
    where (nearest.distance_km <= radius or nearest.position <= 3)
      and (
        nearest.position <= 20
        or exists (
          select from public.tide_stations as t
          where t.id = nearest.id
            and t.id like 'noaa/%'
            and shore_key in (t.search_name, t.search_base_name)
        )
      )
  ),
  tiered as (
    select
      s.id,
      by_name.rank as name_rank,
      case
        when by_name.rank is not null
          and place_key in (s.search_name, s.search_base_name)
          and (
            chosen.id is null
            or (s.country_code in ('US', 'PR', 'VI', 'GU', 'AS', 'MP')
              and (s.state is not distinct from chosen.state or inland))
          )
          and (chosen.kind is distinct from 'zip' or s.state is not distinct from chosen.state)
          and s.id like 'noaa/%'
          then 'named'
        when place_key = s.search_locality and s.state is not distinct from chosen.state
          and (by_name.rank is not null or near.id is not null)
          then 'serving'
      end as tier,
      case
        -- The town's own NOAA station, for an area named for the town on its water.
        when shore_key is not null and near.id is not null and s.id like 'noaa/%'
          and shore_key in (s.search_name, s.search_base_name)
          then 0
        -- The station named as the place, of NOAA's own, in the place's state (or in any, for an
        -- inland town: "Whittier" is Alaska's harbour, not the California suburb).
        when by_name.rank is not null
          and place_key in (s.search_name, s.search_base_name)
          and (
            chosen.id is null
            or (s.country_code in ('US', 'PR', 'VI', 'GU', 'AS', 'MP')
              and (s.state is not distinct from chosen.state or inland))
          )
          -- A town found by its ZIP code's name is a small one: its namesake station must be
          -- in its state.
          and (chosen.kind is distinct from 'zip' or s.state is not distinct from chosen.state)
          and s.id like 'noaa/%'
          then by_name.rank
        -- The stations serving the town, nearest first.
        when place_key = s.search_locality and s.state is not distinct from chosen.state
          and (by_name.rank is not null or near.id is not null)
          then 30 + coalesce(near.distance_km, 2 * radius)
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
      near.distance_km,
      s.station_type = 'reference' and s.id like 'noaa/%' as noaa_reference
    -- The few stations either part found, not the whole table.
    from (select by_name.id from by_name union select near.id from near) as found
    join public.tide_stations as s on s.id = found.id
    left join by_name on by_name.id = s.id
    left join near on near.id = s.id
  ),
  -- With no station named as the place, the station of NOAA's own serving it that best
  -- matches the words comes first ("Folly Beach": Folly Creek), then the others serving it by
  -- distance. On a bay or sound, NOAA's reference station nearest its middle comes first
  -- (after the town's own, for a bay named for its town): "Puget Sound" opens with Seattle.
  ranked as (
    select
      tiered.id,
      tiered.distance_km,
      case
        when shore_key is not null
          and tiered.noaa_reference
          and tiered.distance_km = pg_catalog.min(tiered.distance_km)
            filter (where tiered.noaa_reference) over ()
          then least(tiered.score, 0.5)
        when tiered.tier = 'serving'
          and tiered.id like 'noaa/%'
          and pg_catalog.count(*) filter (where tiered.tier = 'named') over () = 0
          and tiered.name_rank = pg_catalog.min(tiered.name_rank)
            filter (where tiered.tier = 'serving' and tiered.id like 'noaa/%') over ()
          then 20
        else tiered.score
      end as score
    from tiered
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
