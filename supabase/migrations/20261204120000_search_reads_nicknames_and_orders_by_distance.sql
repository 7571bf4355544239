-- Location search reads the names people actually type, and lists a place's stations by
-- distance.
--
-- 1. Nicknames and abbreviations ("NYC", "OBX", "SF", "LA" for Los Angeles) stand for the name
--    they abbreviate, from public.search_nicknames: the search runs as if that had been typed.
--    "New York" stands for the city, so Manhattan's stations come before California's
--    "New York Slough".
-- 2. Two letters are too few to search names by; a US state or territory code alone ("NY",
--    "FL") lists that state's best-known stations, as its name does. Other two-letter text
--    finds nothing.
-- 3. Surf breaks, beaches, bays and islands the gazetteer lacks or places wrongly are named in
--    public.search_landmarks with their coordinates and the public source they come from;
--    one of them comes before a gazetteer place of the same name ("Vieques" is the island, not
--    the mainland barrio GeoNames also calls Vieques).
-- 4. Within a place, its stations are listed nearest first: the station named as the place
--    first (NOAA's own only: a monitoring gauge that shares a town's name is ranked by its
--    distance like any other), or else the station serving the town that best matches the
--    words, then the other stations serving the town by distance, then the
--    stations around it by distance. Along a coastal area too, by distance: its middle is no
--    better than any other point of it, and a station others are predicted from counts no
--    nearer for that than any other.

-- What people type for a place, and the name it stands for, both as search_normalize gives
-- them.
create table public.search_nicknames (
  nickname text primary key check (nickname = public.search_normalize(nickname)),
  stands_for text not null
);

comment on table public.search_nicknames is
  'Abbreviations and nicknames location search reads as the name they stand for ("nyc" is "New York City").';

insert into public.search_nicknames (nickname, stands_for) values
  ('nyc', 'New York City'),
  ('new york', 'New York City'),
  ('new york city', 'New York City'),
  ('obx', 'Outer Banks'),
  ('sf', 'San Francisco'),
  ('la', 'Los Angeles'),
  ('nola', 'New Orleans'),
  ('philly', 'Philadelphia');

-- Named spots the gazetteer has no entry for, shaped as places so that a search finds the
-- stations around one as it does around a town.
create table public.search_landmarks (
  like public.places including defaults including generated including constraints,
  primary key (id),
  -- Where the coordinates come from: a public gazetteer or reference.
  source text not null
);

create index search_landmarks_search_name_idx on public.search_landmarks (search_name);

comment on table public.search_landmarks is
  'Surf breaks, beaches, bays and islands location search resolves to their nearest tide stations, each with the public source of its coordinates.';

insert into public.search_landmarks (id, kind, name, state, latitude, longitude, source) values
  ('landmark/mavericks', 'place', 'Mavericks', 'CA', 37.4928, -122.5003,
    'Wikipedia, "Mavericks, California" (GNIS coordinates of the break off Pillar Point)'),
  ('landmark/pipeline', 'place', 'Pipeline', 'HI', 21.6653, -158.0511,
    'Wikipedia, "Banzai Pipeline" (Ehukai Beach Park, North Shore of Oahu)'),
  ('landmark/banzai-pipeline', 'place', 'Banzai Pipeline', 'HI', 21.6653, -158.0511,
    'Wikipedia, "Banzai Pipeline" (Ehukai Beach Park, North Shore of Oahu)'),
  ('landmark/jones-beach', 'place', 'Jones Beach', 'NY', 40.5958, -73.5106,
    'Wikipedia, "Jones Beach State Park" (GNIS)'),
  ('landmark/tampa-bay', 'area', 'Tampa Bay', 'FL', 27.7636, -82.5467,
    'Wikipedia, "Tampa Bay" (GNIS coordinates of the bay)'),
  ('landmark/vieques', 'area', 'Vieques', 'PR', 18.1263, -65.4401,
    'Wikipedia, "Vieques, Puerto Rico" (the island)'),
  ('landmark/steamer-lane', 'place', 'Steamer Lane', 'CA', 36.9514, -122.0264,
    'Wikipedia, "Steamer Lane" (off Lighthouse Point, Santa Cruz)'),
  ('landmark/puget-sound', 'area', 'Puget Sound', 'WA', 47.6, -122.4333,
    'Wikipedia, "Puget Sound" (GNIS coordinates of the sound)');

alter table public.search_nicknames enable row level security;
alter table public.search_landmarks enable row level security;

create policy "Anyone can read search nicknames"
  on public.search_nicknames for select to anon, authenticated using (true);
create policy "Anyone can read search landmarks"
  on public.search_landmarks for select to anon, authenticated using (true);

-- Read, never written, by visitors.
revoke all on public.search_nicknames from anon, authenticated;
grant select on public.search_nicknames to anon, authenticated;
revoke all on public.search_landmarks from anon, authenticated;
grant select on public.search_landmarks to anon, authenticated;

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
  tiered as (
    select
      s.id,
      by_name.rank as name_rank,
      case
        when by_name.rank is not null
          and place_key in (s.search_name, s.search_base_name)
          and (chosen.id is null or s.country_code in ('US', 'PR', 'VI', 'GU', 'AS', 'MP'))
          and (chosen.kind is distinct from 'zip' or s.state is not distinct from chosen.state)
          and s.id like 'noaa/%'
          then 'named'
        when place_key = s.search_locality and s.state is not distinct from chosen.state
          and (by_name.rank is not null or near.id is not null)
          then 'serving'
      end as tier,
      case
        -- The station named as the place, of NOAA's own.
        when by_name.rank is not null
          and place_key in (s.search_name, s.search_base_name)
          and (chosen.id is null or s.country_code in ('US', 'PR', 'VI', 'GU', 'AS', 'MP'))
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
      near.distance_km
    -- The few stations either part found, not the whole table.
    from (select by_name.id from by_name union select near.id from near) as found
    join public.tide_stations as s on s.id = found.id
    left join by_name on by_name.id = s.id
    left join near on near.id = s.id
  ),
  -- With no station named as the place, the station of NOAA's own serving it that best
  -- matches the words comes first ("Folly Beach": Folly Creek), then the others serving it by
  -- distance.
  ranked as (
    select
      tiered.id,
      tiered.distance_km,
      case
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
