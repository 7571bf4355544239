-- Location search for the find-tides box: public.search_tide_locations(search_term), the
-- stations best matching what a visitor typed, best first, at most 20.
--
-- How a station is ranked:
-- 1. Text is compared normalised (lower case, no accents or punctuation, "St."/"Ft."/"Pt."/
--    "Mt." spelt out), from generated columns; a trigram GIN index finds the candidates, so
--    no search scans the table or normalises a station's text.
-- 2. The query is tried whole and, when its last one to three words are a state, territory,
--    region or country the station is in ("Portland Maine", "Port Arthur TX"), as the place
--    before them, with a bonus (+25). A state alone lists that state's best-known stations.
-- 3. Evidence from the text: the name matched exactly (100) > by its whole leading words (80)
--    > as a prefix still being typed (72) > at a word start inside it (60) > by trigram
--    similarity, for typos; the town the station serves, its locality, exactly (50) or in
--    part (20-30), so "Newport Beach" finds Balboa Pier; its bay or island (10-20). The best
--    piece counts in full and the others at 0.3, so one place named twice is not two proofs.
-- 4. Standing, whatever was typed: a US state or territory (+15), NOAA's own data (+20), a
--    numbered NOAA station (+4), a reference station (+6), 3 per doubling of the subordinate
--    stations predicted from it (the canonical station of a harbour has dozens, a duplicate
--    or a pier beside it none) and a tenth of the tide database's quality score.
-- 5. Fallbacks when no station has the text as typed: the place without a trailing "harbor"
--    or "beach" (-20), and trigram word similarity for misspellings ("bostn", "ketchican").
-- 6. A NOAA station number ("8443970", "TEC2793"), whole or begun, comes before any text.

-- The helpers below are PL/pgSQL, not SQL: they run for every field of every seeded station,
-- and with a fixed search_path a SQL function is never inlined and costs twice as much a call.

-- Lower case, without accents, apostrophes or punctuation, with the abbreviations station
-- names use spelt out, so "St. Mary's" and "saint marys" compare equal.
create function public.search_normalize(value text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  cleaned text := pg_catalog.btrim(
    pg_catalog.regexp_replace(
      -- Accented letters become plain ones; apostrophes, having no counterpart, go.
      pg_catalog.translate(
        pg_catalog.lower(value),
        'àáâãäåāăąçćčďèéêëēėęěğìíîïīįıľłñńňòóôõöøōőŕřśşšșťţțùúûüūůűųýÿźżž''’`',
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
$$;

comment on function public.search_normalize(text) is
  'The form location search compares text in: lower case, no accents or punctuation, abbreviations spelt out.';

-- The name of a US state, the District of Columbia or an inhabited territory, from its
-- postal code; null for anything else.
create function public.us_state_name(state_code text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
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
  end;
end;
$$;

comment on function public.us_state_name(text) is
  'The name of a US state, DC or territory from its postal code, so "Portland Maine" can mean Portland, ME.';

-- The normalised text between single spaces, so that whole words and word starts can be
-- matched with plain string functions (' boston light ' starts with ' boston '); '' for none.
create function public.search_key(value text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  return coalesce(' ' || nullif(public.search_normalize(value), '') || ' ', '');
end;
$$;

-- The context (bay, island, county) as a search key, or '' when it only repeats the locality,
-- alone or with the state or region ("Folly Beach, SC" beside "Folly Beach"): that says
-- nothing more about the station, and would count the town twice.
create function public.search_context_key(
  locality text,
  context text,
  state text,
  region text
)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
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
$$;

-- A station's other names, normalised, as '|alias|other alias|' for one strpos per candidate;
-- '' when the only alias is the name in lower case, as it is for all but a handful.
create function public.search_alias_key(name text, aliases text[])
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
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
$$;

-- Everything a station can be found by, as one search key for the trigram index.
create function public.search_document(
  name text,
  locality text,
  context text,
  aliases text[]
)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  return public.search_key(
    pg_catalog.concat_ws(' ', name, locality, context, pg_catalog.array_to_string(aliases, ' '))
  );
end;
$$;

-- The words that may follow a place to say where it is: the state or territory by code and
-- by name, the region and the country.
create function public.search_qualifiers(
  state text,
  region text,
  country text,
  country_code text
)
returns text[]
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  return pg_catalog.array_remove(
    array[
      public.search_normalize(state),
      case
        when country_code in ('US', 'PR', 'VI', 'GU', 'AS', 'MP')
          then pg_catalog.lower(public.us_state_name(state))
      end,
      public.search_normalize(region),
      public.search_normalize(country)
    ],
    null
  );
end;
$$;

-- Generated, so the seed and any later insert or update keep them right without a refresh.
alter table public.tide_stations
  add column search_name text not null
    generated always as (public.search_key(name)) stored,
  add column search_base_name text not null
    generated always as (
      public.search_key(pg_catalog.regexp_replace(name, '\([^)]*\)', ' ', 'g'))
    ) stored,
  add column search_locality text not null
    generated always as (public.search_key(locality)) stored,
  add column search_context text not null
    generated always as (public.search_context_key(locality, context, state, region)) stored,
  add column search_aliases text not null
    generated always as (public.search_alias_key(name, aliases)) stored,
  add column search_text text not null
    generated always as (public.search_document(name, locality, context, aliases)) stored,
  add column search_qualifiers text[] not null
    generated always as (public.search_qualifiers(state, region, country, country_code)) stored,
  -- Kept by the trigger below: it counts other rows, which a generated column cannot.
  add column subordinate_count integer not null default 0;

-- How much a station matters whatever was typed. A column of its own so that it can build
-- on subordinate_count, and so that ranking a thousand candidates does no arithmetic.
alter table public.tide_stations
  add column search_standing double precision not null
    generated always as (
      case when country_code in ('US', 'PR', 'VI', 'GU', 'AS', 'MP') then 15 else 0 end
        + case when id like 'noaa/%' then 20 else 0 end
        -- NOAA's numbered stations, not its lettered (TEC, TWC, TPT) tide-table points.
        + case when noaa_id ~ '^[0-9]+$' then 4 else 0 end
        + case when station_type = 'reference' then 6 else 0 end
        + 3 * pg_catalog.ln(1 + subordinate_count) / pg_catalog.ln(2)
        + 0.1 * quality_score
    ) stored;

comment on column public.tide_stations.search_name is
  'Derived for location search: the name normalised between spaces; search_base_name without parenthesised parts ("San Francisco (Golden Gate)").';
comment on column public.tide_stations.search_text is
  'Derived for location search: name, locality, context and aliases, normalised; trigram-indexed.';
comment on column public.tide_stations.search_qualifiers is
  'Derived for location search: state code and name, region and country, normalised ("me", "maine", "united states").';
comment on column public.tide_stations.subordinate_count is
  'How many subordinate stations are predicted from this one; the canonical station of a harbour has dozens.';
comment on column public.tide_stations.search_standing is
  'Derived for location search: US over foreign, NOAA over other sources, reference over subordinate, canonical over obscure.';

-- Sets subordinate_count from the rows as they are. It writes only the rows whose count
-- changed, and never reference_id, so the trigger that calls it cannot call it again. It runs
-- once for each of the seed's INSERT statements, so it looks only at the few reference
-- stations that have subordinates, or had.
create function public.count_tide_station_subordinates()
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
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
$$;

revoke execute on function public.count_tide_station_subordinates() from public, anon, authenticated;

create function public.recount_tide_station_subordinates()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform public.count_tide_station_subordinates();
  return null;
end;
$$;

-- Once per statement, not per row: the seed inserts its stations 250 to a statement.
create trigger tide_stations_recount_subordinates
  after insert or delete or update of reference_id on public.tide_stations
  for each statement
  execute function public.recount_tide_station_subordinates();

-- A database seeded before this migration has its stations already.
select public.count_tide_station_subordinates();

-- fastupdate off: the seed arrives after this migration, and a pending list of 6,000 rows
-- (which nothing on PGlite ever vacuums away) would be scanned by every search.
create index tide_stations_search_text_trgm_idx
  on public.tide_stations using gin (search_text extensions.gin_trgm_ops)
  with (fastupdate = off);
create index tide_stations_search_qualifiers_idx
  on public.tide_stations using gin (search_qualifiers)
  with (fastupdate = off);
create index tide_stations_noaa_id_pattern_idx
  on public.tide_stations (noaa_id text_pattern_ops);

create function public.search_tide_locations(search_term text)
returns table (
  id text,
  name text,
  state text,
  latitude double precision,
  longitude double precision
)
language plpgsql
stable
security invoker
set search_path = ''
-- Misspellings such as "galvston" or "charelston" score about 0.5 against the right name.
set pg_trgm.word_similarity_threshold = 0.45
-- PL/pgSQL keeps the plan of the query below for the session, where a SQL function is planned
-- afresh at every call, which costs more than running it. The generic plan, made without
-- knowing the term, is the one wanted: it always starts from the indexes.
set plan_cache_mode = force_generic_plan
as $$
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
$$;

comment on function public.search_tide_locations(text) is
  'Tide stations matching what a visitor typed (a place, a place and state, a station number), best first, at most 20.';

revoke execute on function public.search_tide_locations(text) from public;
grant execute on function public.search_tide_locations(text) to anon, authenticated, service_role;
