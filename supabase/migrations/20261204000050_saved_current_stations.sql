-- A boater keeps current stations in My Tides beside tide stations: each saved row says which
-- catalogue its station is from (kind), and a trigger checks that the station is there, as the
-- foreign key to tide_stations did for tide stations alone. The ids of the two catalogues never
-- meet (a tide station's NOAA number is all digits, a current station's begins with letters,
-- and other sources carry their own prefix), so (user_id, station_id) stays the key, and the
-- visitor's order (position) runs across both kinds. Row-level security, the row quota and the
-- cascade on deleting the account are unchanged.

alter table public.saved_stations
  add column kind text not null default 'tide' check (kind in ('tide', 'current'));

alter table public.saved_stations drop constraint saved_stations_station_id_fkey;

-- The caller reads both catalogues already (select to anon and authenticated), so the trigger
-- runs as the caller and needs no grant of its own.
create function public.saved_stations_check_station()
returns trigger
language plpgsql
set search_path = ''
as $$
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
$$;

create trigger saved_stations_check_station
  before insert or update of station_id, kind on public.saved_stations
  for each row execute function public.saved_stations_check_station();

revoke execute on function public.saved_stations_check_station() from public, anon, authenticated;
