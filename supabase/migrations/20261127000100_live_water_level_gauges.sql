-- Which tide stations have a gauge whose observed water level NOAA CO-OPS publishes, so the
-- station's page can show what the water is doing now beside the prediction. The catalogue
-- (the Neaps tide database) says which stations are NOAA's and which are reference stations,
-- whose harmonic constants NOAA derived from a water level gauge at that spot; subordinate
-- stations are predicted from a reference's gauge and have none of their own. A gauge that has
-- since been retired answers NOAA's "no data", which the station's page says plainly.
-- Only heights above MLLW are compared with our prediction, which is above the same datum.
-- Generated from the columns the seed fills, so it needs no seed of its own.

alter table public.tide_stations
  add column live_gauge boolean not null generated always as (
    noaa_id is not null and station_type = 'reference' and chart_datum = 'MLLW'
  ) stored;

comment on column public.tide_stations.live_gauge is
  'Whether NOAA CO-OPS publishes observed water levels (MLLW) for this station: a NOAA reference station, measured at its own gauge.';
