-- An honest catalogue: gauges the tide database lists whose tide is nil or a few centimetres
-- (the Great Lakes, the Baltic, river gauges above a dam) are not tide stations. They leave
-- public.tide_stations, so search, nearest stations, "near me" and get-tide-data never offer
-- them, and are kept here, so a direct address to one can say what it is instead of drawing
-- "tides". And a station's days are marked spring or neap only where its range follows the
-- moon's phase (not where the diurnal tide rules, as in most of the Gulf of Mexico).
-- Both are filled by the seed (supabase/scripts/generate-seed.ts).

alter table public.tide_stations
  add column spring_neap boolean not null default true;

comment on column public.tide_stations.spring_neap is
  'Whether the range follows the moon''s phase (semidiurnal or mainly semidiurnal, with a real S2), so days may be marked spring or neap.';

create table public.water_level_gauges (
  id text primary key,
  noaa_id text,
  name text not null,
  -- US state or territory code, else the region; as for tide_stations.
  state text,
  region text,
  country text,
  country_code text,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  time_zone text not null,
  -- What the gauge measures: a lake, a river or canal, inland water (a marsh, sound or lagoon),
  -- or a coast with almost no tide.
  kind text not null check (kind in ('lake', 'river', 'inland', 'coast')),
  -- The greatest range its harmonic constants make, metres (under 0.15).
  greatest_range_m double precision not null check (greatest_range_m >= 0),
  -- Who publishes its data: 'US National Oceanic and Atmospheric Administration', 'TICON-4'.
  source_name text
);

comment on table public.water_level_gauges is
  'Gauges in the tide database with no tide worth predicting (lakes, rivers, seas with almost none): not tide stations. Read by anyone, written only by the seed.';

alter table public.water_level_gauges enable row level security;

create policy "Anyone can read water level gauges"
  on public.water_level_gauges for select
  to anon
  using (true);

create policy "Signed-in visitors can read water level gauges"
  on public.water_level_gauges for select
  to authenticated
  using (true);

revoke all on public.water_level_gauges from anon, authenticated;
grant select on public.water_level_gauges to anon, authenticated;
