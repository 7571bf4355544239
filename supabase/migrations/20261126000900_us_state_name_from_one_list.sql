-- The US state names the search reads, made the same list the site and the calendar feed use
-- (US_STATES in supabase/functions/_shared/station-page-path.ts; supabase/test/us-states.test.ts
-- holds the two together): the first list left out the US Minor Outlying Islands (UM). No stored
-- value changes: no place is in UM, and a station's search keys name its state only for the
-- country codes US, PR, VI, GU, AS and MP.
create or replace function public.us_state_name(state_code text)
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
    when 'UM' then 'US Minor Outlying Islands'
  end;
end;
$$;
