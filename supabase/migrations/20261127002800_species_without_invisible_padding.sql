-- Species are checked for padding of every kind: white space beyond ASCII's (no-break,
-- ideographic and typographic spaces) and characters that show nothing (zero-width spaces,
-- joiners, direction marks, fillers) counted as visible text before, so a species could look
-- empty or short and still fill its 80 characters. Now a species may not start or end with
-- either, may not be made of them alone, and may not hold an invisible character anywhere.
-- Existing rows are left as they are; the check holds for writes.

create or replace function public.fishing_sessions_check_catches()
returns trigger
language plpgsql
set search_path = ''
as $$
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
$$;
