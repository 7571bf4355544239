-- Which tide stations have a gauge NOAA CO-OPS operates, whose observed water level it publishes:
-- set by the seed from supabase/noaa-live-gauges.json (NOAA's list of its water-level stations,
-- refreshed by supabase/scripts/refresh-live-gauges.ts), for NOAA reference stations on MLLW.
-- Being a reference station says only that a gauge once stood there long enough for NOAA to
-- derive harmonic constants: most were short surveys, long since removed. A station not marked
-- is never asked of NOAA, and its page says it has no gauge and names the nearest that does.

alter table public.tide_stations drop column live_gauge;
alter table public.tide_stations add column live_gauge boolean not null default false;

comment on column public.tide_stations.live_gauge is
  'Whether NOAA CO-OPS operates a gauge at this station and publishes its observed water level (MLLW): set by the seed from NOAA''s list of water-level stations (supabase/noaa-live-gauges.json).';
