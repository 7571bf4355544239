-- Visitors (anon and authenticated) may read the stations and nothing more. Supabase's default
-- privileges grant every table privilege to the API roles; 20261122000100 took back the writes,
-- this takes back the rest: TRIGGER, REFERENCES and, on PostgreSQL 17 (new hosted projects),
-- MAINTAIN, which would let a visitor lock, vacuum or reindex the table. SELECT is what is left,
-- and the row-level security policies decide which rows it sees.

revoke all on public.tide_stations from anon, authenticated;
grant select on public.tide_stations to anon, authenticated;
