-- NOAA CO-OPS's published highs and lows, one row per station and station-local day, as the
-- get-tide-data function fetched them, so each day is asked of NOAA once. Only the function
-- reads and writes it (as the database owner); visitors never see it directly, so anon and
-- authenticated get no rights and no policies, and the service role gets one policy per
-- operation.

create table public.noaa_prediction_cache (
  station_id text not null references public.tide_stations (id) on delete cascade,
  -- The calendar day in the station's time zone.
  date date not null,
  -- [{ "at": ISO instant, "heightM": metres above MLLW, "type": "high" | "low" }, ...]
  events jsonb not null check (jsonb_typeof(events) = 'array'),
  fetched_at timestamptz not null default now(),
  primary key (station_id, date)
);

comment on table public.noaa_prediction_cache is
  'NOAA high/low predictions per station and local day, cached by get-tide-data. Service role only.';

alter table public.noaa_prediction_cache enable row level security;

revoke all on public.noaa_prediction_cache from anon, authenticated;

create policy "Service role reads cached NOAA predictions"
  on public.noaa_prediction_cache for select
  to service_role
  using (true);

create policy "Service role caches NOAA predictions"
  on public.noaa_prediction_cache for insert
  to service_role
  with check (true);

create policy "Service role refreshes cached NOAA predictions"
  on public.noaa_prediction_cache for update
  to service_role
  using (true)
  with check (true);

create policy "Service role drops cached NOAA predictions"
  on public.noaa_prediction_cache for delete
  to service_role
  using (true);
