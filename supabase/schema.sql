-- The schema supabase/migrations produce, as PostgreSQL prints it: generated, not edited.
-- Regenerate: npx -y pnpm@10 --filter @tides/backend schema:snapshot
-- Checked by packages/backend/test/schema-snapshot.test.ts.

-- Extensions

create extension pg_trgm with schema extensions;

-- Tables

create table public.current_stations (
  id text not null,
  noaa_id text,
  name text not null,
  state text,
  region text,
  country text,
  country_code text,
  latitude double precision not null,
  longitude double precision not null,
  time_zone text not null,
  type text not null,
  reference_id text,
  reference_name text,
  reference_bin integer,
  bin integer,
  depth_m double precision,
  flood_direction double precision,
  ebb_direction double precision,
  mean_flow double precision,
  offsets jsonb,
  constituents jsonb,
  aliases text[] default '{}'::text[] not null,
  search_name text generated always as (search_document(name, NULL::text, NULL::text, aliases)) stored not null,
  constraint current_stations_check CHECK ((((type = 'harmonic'::text) AND (constituents IS NOT NULL)) OR ((type = 'subordinate'::text) AND (reference_id IS NOT NULL) AND (offsets IS NOT NULL)))),
  constraint current_stations_ebb_direction_check CHECK (((ebb_direction >= (0)::double precision) AND (ebb_direction <= (360)::double precision))),
  constraint current_stations_flood_direction_check CHECK (((flood_direction >= (0)::double precision) AND (flood_direction <= (360)::double precision))),
  constraint current_stations_latitude_check CHECK (((latitude >= ('-90'::integer)::double precision) AND (latitude <= (90)::double precision))),
  constraint current_stations_longitude_check CHECK (((longitude >= ('-180'::integer)::double precision) AND (longitude <= (180)::double precision))),
  constraint current_stations_pkey PRIMARY KEY (id),
  constraint current_stations_reference_id_fkey FOREIGN KEY (reference_id) REFERENCES current_stations(id),
  constraint current_stations_type_check CHECK ((type = ANY (ARRAY['harmonic'::text, 'subordinate'::text])))
);

alter table public.current_stations enable row level security;

create table public.fishing_sessions (
  id uuid default gen_random_uuid() not null,
  user_id uuid default auth.uid() not null,
  station_id text not null,
  started_at timestamp with time zone not null,
  ended_at timestamp with time zone,
  notes text default ''::text not null,
  catches jsonb default '[]'::jsonb not null,
  conditions jsonb,
  created_at timestamp with time zone default now() not null,
  constraint fishing_sessions_check CHECK (((ended_at IS NULL) OR (ended_at >= started_at))),
  constraint fishing_sessions_check1 CHECK (((ended_at IS NULL) OR ((ended_at - started_at) <= '7 days'::interval))),
  constraint fishing_sessions_conditions_check CHECK (((conditions IS NULL) OR ((jsonb_typeof(conditions) = 'object'::text) AND (pg_column_size(conditions) <= 8192)))),
  constraint fishing_sessions_ended_at_range CHECK (((ended_at IS NULL) OR ((ended_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (ended_at < '2100-01-01 00:00:00+00'::timestamp with time zone)))) NOT VALID,
  constraint fishing_sessions_notes_bytes CHECK ((octet_length(notes) <= 16384)) NOT VALID,
  constraint fishing_sessions_notes_check CHECK ((char_length(notes) <= 4000)),
  constraint fishing_sessions_pkey PRIMARY KEY (id),
  constraint fishing_sessions_started_at_range CHECK (((started_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (started_at < '2100-01-01 00:00:00+00'::timestamp with time zone))) NOT VALID,
  constraint fishing_sessions_station_id_fkey FOREIGN KEY (station_id) REFERENCES tide_stations(id),
  constraint fishing_sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);

alter table public.fishing_sessions enable row level security;

create table public.noaa_prediction_cache (
  station_id text not null,
  date date not null,
  events jsonb not null,
  fetched_at timestamp with time zone default now() not null,
  constraint noaa_prediction_cache_events_check CHECK ((jsonb_typeof(events) = 'array'::text)),
  constraint noaa_prediction_cache_pkey PRIMARY KEY (station_id, date),
  constraint noaa_prediction_cache_station_id_fkey FOREIGN KEY (station_id) REFERENCES tide_stations(id) ON DELETE CASCADE
);

alter table public.noaa_prediction_cache enable row level security;

create table public.places (
  id text not null,
  kind text not null,
  name text not null,
  state text,
  latitude double precision not null,
  longitude double precision not null,
  population integer default 0 not null,
  search_name text generated always as (search_key(name)) stored not null,
  search_state text[] generated always as (array_remove(ARRAY[lower(state), lower(us_state_name(state))], NULL::text)) stored not null,
  constraint places_kind_check CHECK ((kind = ANY (ARRAY['place'::text, 'zip'::text, 'area'::text]))),
  constraint places_latitude_check CHECK (((latitude >= ('-90'::integer)::double precision) AND (latitude <= (90)::double precision))),
  constraint places_longitude_check CHECK (((longitude >= ('-180'::integer)::double precision) AND (longitude <= (180)::double precision))),
  constraint places_pkey PRIMARY KEY (id)
);

alter table public.places enable row level security;

create table public.saved_stations (
  id uuid default gen_random_uuid() not null,
  user_id uuid default auth.uid() not null,
  station_id text not null,
  label text,
  "position" integer default 0 not null,
  created_at timestamp with time zone default now() not null,
  kind text default 'tide'::text not null,
  constraint saved_stations_kind_check CHECK ((kind = ANY (ARRAY['tide'::text, 'current'::text]))),
  constraint saved_stations_label_check CHECK (((label IS NULL) OR ((char_length(label) >= 1) AND (char_length(label) <= 80)))),
  constraint saved_stations_pkey PRIMARY KEY (id),
  constraint saved_stations_position_check CHECK ((("position" >= 0) AND ("position" <= 10000))),
  constraint saved_stations_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  constraint saved_stations_user_id_station_id_key UNIQUE (user_id, station_id)
);

alter table public.saved_stations enable row level security;

create table public.search_landmarks (
  id text not null,
  kind text not null,
  name text not null,
  state text,
  latitude double precision not null,
  longitude double precision not null,
  population integer default 0 not null,
  search_name text generated always as (search_key(name)) stored not null,
  search_state text[] generated always as (array_remove(ARRAY[lower(state), lower(us_state_name(state))], NULL::text)) stored not null,
  source text not null,
  constraint places_kind_check CHECK ((kind = ANY (ARRAY['place'::text, 'zip'::text, 'area'::text]))),
  constraint places_latitude_check CHECK (((latitude >= ('-90'::integer)::double precision) AND (latitude <= (90)::double precision))),
  constraint places_longitude_check CHECK (((longitude >= ('-180'::integer)::double precision) AND (longitude <= (180)::double precision))),
  constraint search_landmarks_pkey PRIMARY KEY (id)
);

alter table public.search_landmarks enable row level security;

create table public.search_nicknames (
  nickname text not null,
  stands_for text not null,
  constraint search_nicknames_nickname_check CHECK ((nickname = search_normalize(nickname))),
  constraint search_nicknames_pkey PRIMARY KEY (nickname)
);

alter table public.search_nicknames enable row level security;

create table public.tide_stations (
  id text not null,
  noaa_id text,
  name text not null,
  state text,
  region text,
  country text,
  country_code text,
  locality text,
  context text,
  aliases text[] default '{}'::text[] not null,
  latitude double precision not null,
  longitude double precision not null,
  time_zone text not null,
  station_type text not null,
  reference_id text,
  offsets jsonb,
  chart_datum text default 'MLLW'::text not null,
  datums jsonb,
  constituents jsonb,
  quality_score integer default 0 not null,
  search_name text generated always as (search_key(name)) stored not null,
  search_base_name text generated always as (search_key(regexp_replace(name, '\([^)]*\)'::text, ' '::text, 'g'::text))) stored not null,
  search_locality text generated always as (search_key(locality)) stored not null,
  search_context text generated always as (search_context_key(locality, context, state, region)) stored not null,
  search_aliases text generated always as (search_alias_key(name, aliases)) stored not null,
  search_text text generated always as (search_document(name, locality, context, aliases)) stored not null,
  subordinate_count integer default 0 not null,
  search_standing double precision generated always as (((((((
CASE
    WHEN (country_code = ANY (ARRAY['US'::text, 'PR'::text, 'VI'::text, 'GU'::text, 'AS'::text, 'MP'::text])) THEN 15
    ELSE 0
END +
CASE
    WHEN (id ~~ 'noaa/%'::text) THEN 20
    ELSE 0
END) +
CASE
    WHEN (noaa_id ~ '^[0-9]+$'::text) THEN 4
    ELSE 0
END) +
CASE
    WHEN (station_type = 'reference'::text) THEN 6
    ELSE 0
END))::double precision + (((3)::double precision * ln(((1 + subordinate_count))::double precision)) / ln((2)::double precision))) + ((0.1 * (quality_score)::numeric))::double precision)) stored not null,
  area text generated always as (
CASE
    WHEN ((context <> ''::text) AND (context IS DISTINCT FROM state) AND (context IS DISTINCT FROM region) AND (context IS DISTINCT FROM locality) AND ((locality IS NULL) OR (state IS NULL) OR (context <> ((locality || ', '::text) || state)))) THEN context
    WHEN ((locality <> ''::text) AND (locality IS DISTINCT FROM name)) THEN locality
    ELSE NULL::text
END) stored,
  spring_neap boolean default true not null,
  search_qualifiers text[] generated always as (search_qualifiers(state, region, country, country_code)) stored not null,
  live_gauge boolean default false not null,
  constraint tide_stations_check CHECK (((station_type = 'reference'::text) OR ((reference_id IS NOT NULL) AND (offsets IS NOT NULL)))),
  constraint tide_stations_pkey PRIMARY KEY (id),
  constraint tide_stations_reference_id_fkey FOREIGN KEY (reference_id) REFERENCES tide_stations(id),
  constraint tide_stations_station_type_check CHECK ((station_type = ANY (ARRAY['reference'::text, 'subordinate'::text])))
);

alter table public.tide_stations enable row level security;

create table public.water_level_gauges (
  id text not null,
  noaa_id text,
  name text not null,
  state text,
  region text,
  country text,
  country_code text,
  latitude double precision not null,
  longitude double precision not null,
  time_zone text not null,
  kind text not null,
  greatest_range_m double precision not null,
  source_name text,
  search_name text generated always as (search_key(name)) stored not null,
  constraint water_level_gauges_greatest_range_m_check CHECK ((greatest_range_m >= (0)::double precision)),
  constraint water_level_gauges_kind_check CHECK ((kind = ANY (ARRAY['lake'::text, 'river'::text, 'inland'::text, 'coast'::text]))),
  constraint water_level_gauges_latitude_check CHECK (((latitude >= ('-90'::integer)::double precision) AND (latitude <= (90)::double precision))),
  constraint water_level_gauges_longitude_check CHECK (((longitude >= ('-180'::integer)::double precision) AND (longitude <= (180)::double precision))),
  constraint water_level_gauges_pkey PRIMARY KEY (id)
);

alter table public.water_level_gauges enable row level security;

-- Indexes

CREATE INDEX current_stations_latitude_idx ON public.current_stations USING btree (latitude);

CREATE INDEX current_stations_reference_id_idx ON public.current_stations USING btree (reference_id);

CREATE INDEX current_stations_search_name_trgm_idx ON public.current_stations USING gin (search_name extensions.gin_trgm_ops);

CREATE INDEX fishing_sessions_station_id_idx ON public.fishing_sessions USING btree (station_id);

CREATE INDEX fishing_sessions_user_id_idx ON public.fishing_sessions USING btree (user_id, started_at DESC);

CREATE INDEX places_search_name_idx ON public.places USING btree (search_name) WHERE (kind <> 'zip'::text);

CREATE INDEX places_zip_search_name_idx ON public.places USING btree (search_name) WHERE (kind = 'zip'::text);

CREATE INDEX saved_stations_user_id_idx ON public.saved_stations USING btree (user_id, "position", created_at);

CREATE INDEX search_landmarks_search_name_idx ON public.search_landmarks USING btree (search_name);

CREATE INDEX tide_stations_latitude_idx ON public.tide_stations USING btree (latitude);

CREATE INDEX tide_stations_noaa_id_idx ON public.tide_stations USING btree (noaa_id);

CREATE INDEX tide_stations_noaa_id_pattern_idx ON public.tide_stations USING btree (noaa_id text_pattern_ops);

CREATE INDEX tide_stations_reference_id_idx ON public.tide_stations USING btree (reference_id);

CREATE INDEX tide_stations_search_base_name_idx ON public.tide_stations USING btree (search_base_name);

CREATE INDEX tide_stations_search_name_idx ON public.tide_stations USING btree (search_name);

CREATE INDEX tide_stations_search_qualifiers_idx ON public.tide_stations USING gin (search_qualifiers) WITH (fastupdate=off);

CREATE INDEX tide_stations_search_text_trgm_idx ON public.tide_stations USING gin (search_text extensions.gin_trgm_ops) WITH (fastupdate=off);

CREATE INDEX water_level_gauges_search_name_trgm_idx ON public.water_level_gauges USING gin (search_name extensions.gin_trgm_ops);

-- Functions

CREATE OR REPLACE FUNCTION public.canadian_province_code(region text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
begin
  return case public.search_normalize(region)
    when 'british columbia' then 'bc' when 'alberta' then 'ab' when 'saskatchewan' then 'sk'
    when 'manitoba' then 'mb' when 'ontario' then 'on' when 'quebec' then 'qc'
    when 'new brunswick' then 'nb' when 'nova scotia' then 'ns'
    when 'prince edward island' then 'pe' when 'newfoundland and labrador' then 'nl'
    when 'yukon' then 'yt' when 'northwest territories' then 'nt' when 'nunavut' then 'nu'
  end;
end;
$function$;

CREATE OR REPLACE FUNCTION public.check_account_row_quota()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION public.count_tide_station_subordinates()
 RETURNS void
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  with counted as (
    select subordinate.reference_id as id, pg_catalog.count(*)::integer as subordinates
    from public.tide_stations as subordinate
    where subordinate.reference_id is not null
    group by subordinate.reference_id
  )
  update public.tide_stations as station
  set subordinate_count = coalesce(counted.subordinates, 0)
  from (
    select counted.id from counted
    union
    select counting.id from public.tide_stations as counting where counting.subordinate_count > 0
  ) as touched
  left join counted on counted.id = touched.id
  where station.id = touched.id
    and station.subordinate_count <> coalesce(counted.subordinates, 0)
$function$;

CREATE OR REPLACE FUNCTION public.delete_my_account()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION public.fishing_sessions_check_catches()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  catch jsonb;
  -- Characters that show nothing: zero-width and format characters, fillers, and the
  -- variation selectors; a joiner (U+200D) and the emoji selector (U+FE0F) are kept for emoji.
  invisible constant text := '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0e\ufeff\uffa0\ufff9-\ufffb]';
  -- Padding: white space of every kind (no-break, ideographic, the typographic spaces) and the
  -- invisible characters above.
  padding constant text := '[[:space:]\u0085\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u3164\ufe00-\ufe0f\ufeff\uffa0]';
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
      or (catch ->> 'species') ~ ('^' || padding || '*$')
      or (catch ->> 'species') ~ ('^' || padding || '|' || padding || '$')
      or (catch ->> 'species') ~ invisible
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
      raise exception 'Each catch needs a species (1 to 80 characters, with no spaces or invisible characters around it), a count from 1 to 1000 and whether it was released; length (cm) and weight (kg) are optional numbers'
        using errcode = '23514';
    end if;
  end loop;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.fishing_sessions_check_conditions()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION public.nearest_current_stations(near_latitude double precision, near_longitude double precision, max_count integer DEFAULT 5, within_km double precision DEFAULT 100)
 RETURNS TABLE(id text, name text, state text, latitude double precision, longitude double precision, noaa_id text, type text, flood_direction double precision, ebb_direction double precision, distance_km double precision, bearing_degrees double precision)
 LANGUAGE plpgsql
 STABLE ROWS 8
 SET search_path TO ''
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION public.nearest_tide_stations(near_latitude double precision, near_longitude double precision, max_count integer DEFAULT 5, within_km double precision DEFAULT 100)
 RETURNS TABLE(id text, name text, state text, latitude double precision, longitude double precision, noaa_id text, country text, distance_km double precision, bearing_degrees double precision)
 LANGUAGE plpgsql
 STABLE ROWS 8
 SET search_path TO ''
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION public.recount_tide_station_subordinates()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  perform public.count_tide_station_subordinates();
  return null;
end;
$function$;

CREATE OR REPLACE FUNCTION public.saved_stations_check_station()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.kind = 'tide' and not exists (
    select from public.tide_stations where id = new.station_id
  ) then
    raise exception 'No tide station has the id %.', new.station_id using errcode = '23503';
  end if;
  if new.kind = 'current' and not exists (
    select from public.current_stations where id = new.station_id
  ) then
    raise exception 'No current station has the id %.', new.station_id using errcode = '23503';
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.search_alias_key(name text, aliases text[])
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
declare
  alias text;
  key text := '|';
begin
  if aliases = '{}' or aliases = array[pg_catalog.lower(name)] then
    return '';
  end if;
  foreach alias in array aliases loop
    key := key || public.search_normalize(alias) || '|';
  end loop;
  return key;
end;
$function$;

CREATE OR REPLACE FUNCTION public.search_context_key(locality text, context text, state text, region text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
declare
  locality_key text := public.search_key(locality);
  context_key text := public.search_key(context);
begin
  if locality_key <> '' and context_key in (
    locality_key,
    locality_key || public.search_normalize(state) || ' ',
    locality_key || public.search_normalize(region) || ' '
  ) then
    return '';
  end if;
  return context_key;
end;
$function$;

CREATE OR REPLACE FUNCTION public.search_document(name text, locality text, context text, aliases text[])
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
begin
  return public.search_key(
    pg_catalog.concat_ws(' ', name, locality, context, pg_catalog.array_to_string(aliases, ' '))
  );
end;
$function$;

CREATE OR REPLACE FUNCTION public.search_key(value text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
begin
  return coalesce(' ' || nullif(public.search_normalize(value), '') || ' ', '');
end;
$function$;

CREATE OR REPLACE FUNCTION public.search_normalize(value text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION public.search_qualifiers(state text, region text, country text, country_code text)
 RETURNS text[]
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION public.search_tide_locations(search_term text, include_currents boolean DEFAULT false, include_gauges boolean DEFAULT false)
 RETURNS TABLE(id text, name text, state text, latitude double precision, longitude double precision, noaa_id text, area text, country text, place text, distance_km double precision, kind text)
 LANGUAGE plpgsql
 STABLE ROWS 20
 SET search_path TO ''
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION public.search_tide_stations_by_name(search_term text)
 RETURNS TABLE(id text, name text, state text, latitude double precision, longitude double precision)
 LANGUAGE plpgsql
 STABLE ROWS 20
 SET search_path TO ''
 SET "pg_trgm.word_similarity_threshold" TO '0.45'
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
#variable_conflict use_column
begin
  return query
  with term as (
    -- Only the first 100 characters count: enough for any place, cheap for any input.
    select public.search_normalize(pg_catalog.left(pg_catalog.btrim(search_term), 100)) as q
    where pg_catalog.length(pg_catalog.btrim(search_term)) >= 3
  ),
  words as (
    select term.q, pg_catalog.string_to_array(term.q, ' ') as w
    from term
    where term.q <> ''
  ),
  -- The whole query, then the query with its last one to three words read as a qualifier
  -- that some station has (the place is empty when the whole query is one, as in "Maine").
  -- Each place comes with the keys the tiers below compare against, built once here.
  variants as (
    select
      split.place,
      split.qualifier,
      ' ' || split.place || ' ' as whole_words,
      ' ' || split.place as word_start,
      '|' || split.place || '|' as alias,
      -- The place is [a-z0-9 ] only, so it is safe inside a LIKE pattern.
      '% ' || split.place || '%' as pattern,
      -- The place without the kind of water or shore it ends with ("Boston Harbor"), to fall
      -- back on when no station has the whole of it.
      pg_catalog.regexp_replace(
        split.place,
        '( (harbor|harbour|bay|beach|point|island|isle|key|inlet|river|creek|cove|sound|pier'
          || '|marina|channel|entrance|light|lighthouse|landing|wharf|dock))+$',
        ''
      ) as core
    from (
      select words.q as place, null::text as qualifier
      from words
      union all
      select
        pg_catalog.array_to_string(words.w[1:pg_catalog.cardinality(words.w) - k], ' '),
        pg_catalog.array_to_string(words.w[pg_catalog.cardinality(words.w) - k + 1:], ' ')
      from words, pg_catalog.generate_series(1, least(3, pg_catalog.cardinality(words.w))) as k
    ) as split
    where split.qualifier is null
      or exists (
        select
        from public.tide_stations as known
        where known.search_qualifiers operator(pg_catalog.@>) array[split.qualifier]
      )
  ),
  -- Stations with a word starting with the place as typed. A term so common that more than
  -- 300 stations have it ("bay", "isl") is still being typed: its best-known 300 are plenty
  -- to fill 20 places, and ranking every one would cost more than the rest of the search.
  typed as (
    select
      s.id, v.place, v.qualifier, v.whole_words, v.word_start, v.alias, s.search_name,
      s.search_base_name, s.search_aliases, s.search_locality, s.search_context, s.search_standing
    from variants as v
    join public.tide_stations as s on s.search_text like v.pattern
    where pg_catalog.length(v.place) >= 3
      and (v.qualifier is null or v.qualifier = any (s.search_qualifiers))
    order by s.search_standing desc, s.id
    limit 300
  ),
  -- Whether some station's name is the whole query, word for word ("Port Washington"): then
  -- reading its last words as a state ("port" in Washington) is unlikely to be what was meant.
  literal as (
    select exists (
      select
      from typed
      where typed.qualifier is null
        and (typed.search_base_name = typed.whole_words or typed.search_name = typed.whole_words)
    ) as named
  ),
  candidates as (
    select * from typed
    union all
    -- The best-known stations of a state, territory or country named alone.
    (
      select
        s.id, v.place, v.qualifier, v.whole_words, v.word_start, v.alias, s.search_name,
        s.search_base_name, s.search_aliases, s.search_locality, s.search_context,
        s.search_standing
      from variants as v
      join public.tide_stations as s
        on s.search_qualifiers operator(pg_catalog.@>) array[v.qualifier]
      where v.place = ''
      order by s.search_standing desc, s.id
      limit 60
    )
    union all
    -- The place without its trailing "harbor" or "beach", when no station has the whole and
    -- the whole is not a state; 20 points below what the same text would have scored.
    (
      select
        s.id, v.core, v.qualifier, ' ' || v.core || ' ', ' ' || v.core, '|' || v.core || '|',
        s.search_name, s.search_base_name, s.search_aliases, s.search_locality, s.search_context,
        s.search_standing - 20
      from variants as v
      join public.tide_stations as s on s.search_text like '% ' || v.core || '%'
      where v.core <> v.place
        and pg_catalog.length(v.core) >= 3
        and (v.qualifier is null or v.qualifier = any (s.search_qualifiers))
        and not exists (select from typed)
        and not exists (select from variants as whole where whole.place = '')
      order by s.search_standing desc, s.id
      limit 300
    )
    union all
    -- Misspellings, by trigram word similarity. Looked for only when no station has the text
    -- as typed and it is not a state, which also keeps this costliest lookup away from common
    -- words ("bay"); and only in five letters or more, as fewer have too few trigrams to tell
    -- a typo from another word.
    (
      select
        s.id, v.place, v.qualifier, v.whole_words, v.word_start, v.alias, s.search_name,
        s.search_base_name, s.search_aliases, s.search_locality, s.search_context,
        s.search_standing
      from variants as v
      join public.tide_stations as s on v.place operator(extensions.<%) s.search_text
      where pg_catalog.length(v.place) >= 5
        and (v.qualifier is null or v.qualifier = any (s.search_qualifiers))
        and not exists (select from typed)
        and not exists (select from variants as whole where whole.place = '')
      order by extensions.word_similarity(v.place, s.search_text) desc, s.id
      limit 40
    )
  ),
  -- The cheap part of the score, plain string comparisons, for every candidate: the name
  -- matched exactly, by whole leading words, as a prefix still being typed, at a word start
  -- inside it; then the town the station serves; then its bay, island or county.
  tiers as (
    select
      c.id,
      c.place,
      c.search_name,
      c.search_base_name,
      c.search_locality,
      case
        when c.place = '' then 0
        when c.search_base_name = c.whole_words
          or c.search_name = c.whole_words
          or pg_catalog.strpos(c.search_aliases, c.alias) > 0 then 100
        when pg_catalog.starts_with(c.search_base_name, c.whole_words) then 80
        when pg_catalog.starts_with(c.search_name, c.word_start) then 72
        when pg_catalog.strpos(c.search_name, c.word_start) > 0 then 60
        else 0
      end as name_tier,
      case
        when c.place = '' then 0
        when c.search_locality = c.whole_words then 50
        when pg_catalog.starts_with(c.search_locality, c.whole_words) then 30
        when pg_catalog.starts_with(c.search_locality, c.word_start) then 25
        when pg_catalog.strpos(c.search_locality, c.word_start) > 0 then 20
        else 0
      end as locality_tier,
      case
        when c.place = '' then 0
        when pg_catalog.starts_with(c.search_context, c.whole_words) then 20
        when pg_catalog.strpos(c.search_context, c.word_start) > 0 then 10
        else 0
      end as context_tier,
      c.search_standing
        + case
          when c.qualifier is null then 0
          when literal.named then -25
          else 25
        end as standing
    from candidates as c
    cross join literal
  ),
  -- The strongest piece of evidence counts in full and the others a little, here and below:
  -- a name and a locality that both say "Point Pleasant" are one piece of evidence, not two.
  shortlist as (
    select tiers.*
    from tiers
    order by
      greatest(tiers.name_tier, tiers.locality_tier, tiers.context_tier)
        + 0.3 * (
          tiers.name_tier + tiers.locality_tier + tiers.context_tier
          - greatest(tiers.name_tier, tiers.locality_tier, tiers.context_tier)
        )
        + tiers.standing
        desc,
      tiers.id
    limit 60
  ),
  -- The trigram part of the score, for the shortlist only: closeness of the name breaks
  -- ties within a tier, and stands in for the tiers when the place only resembles the name or
  -- the locality. Below 0.3, pg_trgm's own default threshold, a resemblance is noise.
  evidence as (
    select
      shortlist.id,
      shortlist.standing,
      case
        when shortlist.place = '' then 0
        when shortlist.name_tier > 0 then shortlist.name_tier + 10 * closeness.name
        when greatest(closeness.name, closeness.words) >= 0.3
          then 60 * greatest(closeness.name, closeness.words) + 10 * closeness.name
        else 0
      end as by_name,
      case
        when shortlist.locality_tier > 0 then shortlist.locality_tier
        when closeness.locality >= 0.3 then 30 * closeness.locality
        else 0
      end as by_locality,
      shortlist.context_tier as by_context
    from shortlist
    cross join lateral (
      select
        extensions.similarity(shortlist.place, shortlist.search_base_name) as name,
        0.8 * extensions.strict_word_similarity(shortlist.place, shortlist.search_name) as words,
        extensions.similarity(shortlist.place, shortlist.search_locality) as locality
    ) as closeness
  ),
  scored as (
    select
      evidence.id,
      greatest(evidence.by_name, evidence.by_locality, evidence.by_context)
        + 0.3 * (
          evidence.by_name + evidence.by_locality + evidence.by_context
          - greatest(evidence.by_name, evidence.by_locality, evidence.by_context)
        )
        + evidence.standing as score
    from evidence
  ),
  -- A NOAA station number, whole or begun: digits, or NOAA's three letters and digits.
  numbered as (
    select
      s.id,
      case when s.noaa_id = code.value then 1000 else 500 end + s.search_standing as score
    from (
      select pg_catalog.upper(
        pg_catalog.replace(pg_catalog.regexp_replace(words.q, '^noaa ', ''), ' ', '')
      ) as value
      from words
      where words.q ~ '^(noaa )?([a-z]{3} ?)?[0-9]{3,7}$'
    ) as code
    join public.tide_stations as s
      on s.noaa_id operator(pg_catalog.~>=~) code.value
      and s.noaa_id operator(pg_catalog.~<~) (code.value || 'Z')
  ),
  best as (
    select ranked.id, max(ranked.score) as score
    from (
      select scored.id, scored.score from scored
      union all
      select numbered.id, numbered.score from numbered
    ) as ranked
    group by ranked.id
  )
  select s.id, s.name, s.state, s.latitude, s.longitude
  from best
  join public.tide_stations as s on s.id = best.id
  order by best.score desc, s.name, s.id
  limit 20;
end;
$function$;

CREATE OR REPLACE FUNCTION public.us_state_name(state_code text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
begin
  return case pg_catalog.upper(state_code)
    when 'AL' then 'Alabama' when 'AK' then 'Alaska' when 'AZ' then 'Arizona'
    when 'AR' then 'Arkansas' when 'CA' then 'California' when 'CO' then 'Colorado'
    when 'CT' then 'Connecticut' when 'DE' then 'Delaware' when 'DC' then 'District of Columbia'
    when 'FL' then 'Florida' when 'GA' then 'Georgia' when 'HI' then 'Hawaii'
    when 'ID' then 'Idaho' when 'IL' then 'Illinois' when 'IN' then 'Indiana'
    when 'IA' then 'Iowa' when 'KS' then 'Kansas' when 'KY' then 'Kentucky'
    when 'LA' then 'Louisiana' when 'ME' then 'Maine' when 'MD' then 'Maryland'
    when 'MA' then 'Massachusetts' when 'MI' then 'Michigan' when 'MN' then 'Minnesota'
    when 'MS' then 'Mississippi' when 'MO' then 'Missouri' when 'MT' then 'Montana'
    when 'NE' then 'Nebraska' when 'NV' then 'Nevada' when 'NH' then 'New Hampshire'
    when 'NJ' then 'New Jersey' when 'NM' then 'New Mexico' when 'NY' then 'New York'
    when 'NC' then 'North Carolina' when 'ND' then 'North Dakota' when 'OH' then 'Ohio'
    when 'OK' then 'Oklahoma' when 'OR' then 'Oregon' when 'PA' then 'Pennsylvania'
    when 'RI' then 'Rhode Island' when 'SC' then 'South Carolina' when 'SD' then 'South Dakota'
    when 'TN' then 'Tennessee' when 'TX' then 'Texas' when 'UT' then 'Utah'
    when 'VT' then 'Vermont' when 'VA' then 'Virginia' when 'WA' then 'Washington'
    when 'WV' then 'West Virginia' when 'WI' then 'Wisconsin' when 'WY' then 'Wyoming'
    when 'PR' then 'Puerto Rico' when 'VI' then 'US Virgin Islands' when 'GU' then 'Guam'
    when 'AS' then 'American Samoa' when 'MP' then 'Northern Mariana Islands'
    when 'UM' then 'US Minor Outlying Islands'
  end;
end;
$function$;

-- Triggers

CREATE TRIGGER fishing_sessions_check_catches BEFORE INSERT OR UPDATE OF catches ON public.fishing_sessions FOR EACH ROW EXECUTE FUNCTION fishing_sessions_check_catches();

CREATE TRIGGER fishing_sessions_check_conditions BEFORE INSERT OR UPDATE OF conditions ON public.fishing_sessions FOR EACH ROW EXECUTE FUNCTION fishing_sessions_check_conditions();

CREATE TRIGGER fishing_sessions_row_quota BEFORE INSERT ON public.fishing_sessions FOR EACH ROW EXECUTE FUNCTION check_account_row_quota('2000');

CREATE TRIGGER saved_stations_check_station BEFORE INSERT OR UPDATE OF station_id, kind ON public.saved_stations FOR EACH ROW EXECUTE FUNCTION saved_stations_check_station();

CREATE TRIGGER saved_stations_row_quota BEFORE INSERT ON public.saved_stations FOR EACH ROW EXECUTE FUNCTION check_account_row_quota('200');

CREATE TRIGGER tide_stations_recount_subordinates AFTER INSERT OR DELETE OR UPDATE OF reference_id ON public.tide_stations FOR EACH STATEMENT EXECUTE FUNCTION recount_tide_station_subordinates();

-- Row-level security policies

create policy "Anyone can read current stations" on public.current_stations as permissive for select to anon using (true);

create policy "Signed-in visitors can read current stations" on public.current_stations as permissive for select to authenticated using (true);

create policy "Owners change their fishing sessions" on public.fishing_sessions as permissive for update to authenticated using (((( SELECT auth.uid() AS uid) = user_id) AND ( SELECT private.require_current_session() AS require_current_session))) with check (((( SELECT auth.uid() AS uid) = user_id) AND ( SELECT private.require_current_session() AS require_current_session)));

create policy "Owners delete their fishing sessions" on public.fishing_sessions as permissive for delete to authenticated using (((( SELECT auth.uid() AS uid) = user_id) AND ( SELECT private.require_current_session() AS require_current_session)));

create policy "Owners log fishing sessions for themselves" on public.fishing_sessions as permissive for insert to authenticated with check (((( SELECT auth.uid() AS uid) = user_id) AND ( SELECT private.require_current_session() AS require_current_session)));

create policy "Owners see their fishing sessions" on public.fishing_sessions as permissive for select to authenticated using (((( SELECT auth.uid() AS uid) = user_id) AND ( SELECT private.require_current_session() AS require_current_session)));

create policy "Service role caches NOAA predictions" on public.noaa_prediction_cache as permissive for insert to service_role with check (true);

create policy "Service role drops cached NOAA predictions" on public.noaa_prediction_cache as permissive for delete to service_role using (true);

create policy "Service role reads cached NOAA predictions" on public.noaa_prediction_cache as permissive for select to service_role using (true);

create policy "Service role refreshes cached NOAA predictions" on public.noaa_prediction_cache as permissive for update to service_role using (true) with check (true);

create policy "Anyone can read places" on public.places as permissive for select to anon using (true);

create policy "Signed-in visitors can read places" on public.places as permissive for select to authenticated using (true);

create policy "Owners change their saved stations" on public.saved_stations as permissive for update to authenticated using (((( SELECT auth.uid() AS uid) = user_id) AND ( SELECT private.require_current_session() AS require_current_session))) with check (((( SELECT auth.uid() AS uid) = user_id) AND ( SELECT private.require_current_session() AS require_current_session)));

create policy "Owners remove their saved stations" on public.saved_stations as permissive for delete to authenticated using (((( SELECT auth.uid() AS uid) = user_id) AND ( SELECT private.require_current_session() AS require_current_session)));

create policy "Owners save stations for themselves" on public.saved_stations as permissive for insert to authenticated with check (((( SELECT auth.uid() AS uid) = user_id) AND ( SELECT private.require_current_session() AS require_current_session)));

create policy "Owners see their saved stations" on public.saved_stations as permissive for select to authenticated using (((( SELECT auth.uid() AS uid) = user_id) AND ( SELECT private.require_current_session() AS require_current_session)));

create policy "Anyone can read search landmarks" on public.search_landmarks as permissive for select to anon, authenticated using (true);

create policy "Anyone can read search nicknames" on public.search_nicknames as permissive for select to anon, authenticated using (true);

create policy "Anyone can read tide stations" on public.tide_stations as permissive for select to anon using (true);

create policy "Signed-in visitors can read tide stations" on public.tide_stations as permissive for select to authenticated using (true);

create policy "Anyone can read water level gauges" on public.water_level_gauges as permissive for select to anon using (true);

create policy "Signed-in visitors can read water level gauges" on public.water_level_gauges as permissive for select to authenticated using (true);

-- Grants to the API roles

grant select on public.current_stations to anon;

grant select on public.current_stations to authenticated;

grant delete, insert, references, select, trigger, truncate, update on public.current_stations to service_role;

grant delete, insert, select, update on public.fishing_sessions to authenticated;

grant delete, insert, references, select, trigger, truncate, update on public.fishing_sessions to service_role;

grant delete, insert, references, select, trigger, truncate, update on public.noaa_prediction_cache to service_role;

grant select on public.places to anon;

grant select on public.places to authenticated;

grant delete, insert, references, select, trigger, truncate, update on public.places to service_role;

grant delete, insert, select, update on public.saved_stations to authenticated;

grant delete, insert, references, select, trigger, truncate, update on public.saved_stations to service_role;

grant select on public.search_landmarks to anon;

grant select on public.search_landmarks to authenticated;

grant delete, insert, references, select, trigger, truncate, update on public.search_landmarks to service_role;

grant select on public.search_nicknames to anon;

grant select on public.search_nicknames to authenticated;

grant delete, insert, references, select, trigger, truncate, update on public.search_nicknames to service_role;

grant select on public.tide_stations to anon;

grant select on public.tide_stations to authenticated;

grant delete, insert, references, select, trigger, truncate, update on public.tide_stations to service_role;

grant select on public.water_level_gauges to anon;

grant select on public.water_level_gauges to authenticated;

grant delete, insert, references, select, trigger, truncate, update on public.water_level_gauges to service_role;

grant execute on function public.canadian_province_code(region text) to service_role;

grant execute on function public.check_account_row_quota() to service_role;

grant execute on function public.count_tide_station_subordinates() to service_role;

grant execute on function public.delete_my_account() to authenticated;

grant execute on function public.delete_my_account() to service_role;

grant execute on function public.fishing_sessions_check_catches() to service_role;

grant execute on function public.fishing_sessions_check_conditions() to service_role;

grant execute on function public.nearest_current_stations(near_latitude double precision, near_longitude double precision, max_count integer, within_km double precision) to anon;

grant execute on function public.nearest_current_stations(near_latitude double precision, near_longitude double precision, max_count integer, within_km double precision) to authenticated;

grant execute on function public.nearest_current_stations(near_latitude double precision, near_longitude double precision, max_count integer, within_km double precision) to service_role;

grant execute on function public.nearest_tide_stations(near_latitude double precision, near_longitude double precision, max_count integer, within_km double precision) to anon;

grant execute on function public.nearest_tide_stations(near_latitude double precision, near_longitude double precision, max_count integer, within_km double precision) to authenticated;

grant execute on function public.nearest_tide_stations(near_latitude double precision, near_longitude double precision, max_count integer, within_km double precision) to service_role;

grant execute on function public.recount_tide_station_subordinates() to service_role;

grant execute on function public.saved_stations_check_station() to service_role;

grant execute on function public.search_alias_key(name text, aliases text[]) to service_role;

grant execute on function public.search_context_key(locality text, context text, state text, region text) to service_role;

grant execute on function public.search_document(name text, locality text, context text, aliases text[]) to service_role;

grant execute on function public.search_key(value text) to service_role;

grant execute on function public.search_normalize(value text) to anon;

grant execute on function public.search_normalize(value text) to authenticated;

grant execute on function public.search_normalize(value text) to public;

grant execute on function public.search_normalize(value text) to service_role;

grant execute on function public.search_qualifiers(state text, region text, country text, country_code text) to service_role;

grant execute on function public.search_tide_locations(search_term text, include_currents boolean, include_gauges boolean) to anon;

grant execute on function public.search_tide_locations(search_term text, include_currents boolean, include_gauges boolean) to authenticated;

grant execute on function public.search_tide_locations(search_term text, include_currents boolean, include_gauges boolean) to service_role;

grant execute on function public.search_tide_stations_by_name(search_term text) to anon;

grant execute on function public.search_tide_stations_by_name(search_term text) to authenticated;

grant execute on function public.search_tide_stations_by_name(search_term text) to service_role;

grant execute on function public.us_state_name(state_code text) to service_role;

-- Settings of the API roles

alter role anon set statement_timeout = 3s;

alter role authenticated set statement_timeout = 8s;
