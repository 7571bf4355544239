-- Tide stations and what predicting their tides needs, seeded from @neaps/tide-database
-- (tide stations only, never current stations). Reference stations carry their harmonic
-- constituents; subordinate stations carry NOAA's time and height offsets from a reference.
-- Heights are metres, datums are metres above the station datum, as NOAA publishes them.

create extension if not exists pg_trgm with schema extensions;

create table public.tide_stations (
  id text primary key,
  -- The NOAA CO-OPS station number when the station is NOAA's (e.g. '8443970'), else null.
  noaa_id text,
  name text not null,
  -- US state or territory code ('MA', 'PR'), else the region's name; shown as "Boston, MA".
  state text,
  region text,
  country text,
  country_code text,
  -- The town the station serves and a wider context (bay, island, county), for search.
  locality text,
  context text,
  aliases text[] not null default '{}',
  latitude double precision not null,
  longitude double precision not null,
  time_zone text not null,
  station_type text not null check (station_type in ('reference', 'subordinate')),
  reference_id text references public.tide_stations (id),
  -- Subordinate offsets: { time: { high, low } (minutes), height: { high, low, type: 'ratio'|'fixed' } }.
  offsets jsonb,
  -- The datum heights are reported above: 'MLLW' for US stations, chart datum elsewhere.
  chart_datum text not null default 'MLLW',
  -- Datum heights above station datum, metres: { MSL, MLLW, MHHW, ... }.
  datums jsonb,
  -- Reference stations only: [[name, amplitude (m), phase (degrees)], ...].
  constituents jsonb,
  -- The tide database's quality score, 0 to 100.
  quality_score integer not null default 0,
  check (station_type = 'reference' or (reference_id is not null and offsets is not null))
);

comment on table public.tide_stations is
  'Tide stations with the data their predictions need. Read by anyone, written only by migrations and the seed.';

create index tide_stations_noaa_id_idx on public.tide_stations (noaa_id);
create index tide_stations_reference_id_idx on public.tide_stations (reference_id);

alter table public.tide_stations enable row level security;

create policy "Anyone can read tide stations"
  on public.tide_stations for select
  to anon
  using (true);

create policy "Signed-in visitors can read tide stations"
  on public.tide_stations for select
  to authenticated
  using (true);

revoke insert, update, delete, truncate on public.tide_stations from anon, authenticated;
