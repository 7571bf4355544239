/**
 * Station page addresses, made from what every station row has (id, name, state), so a link to
 * a station's page can be written anywhere a station appears: the site's search results,
 * nearest-station lists and saved stations, and the calendar feed's links, which the edge
 * functions write. The one copy of the rule, in a package the site and the edge functions both
 * import. Free of React and of Node, for the browser, the build scripts and Deno.
 *
 * A page lives at /tides/{state}/{name}-{number}: '/tides/ma/boston-8443970'. The number is
 * NOAA's for NOAA stations, else the gauge's own code in its source's id, so two stations of one
 * name in one state ("Key West") still have addresses of their own. The US state names here are
 * the ones the search's SQL reads (public.us_state_name; supabase/test/us-states.test.ts holds
 * the two together).
 */

/** US states, DC and the inhabited territories, by postal code. */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
  VI: 'US Virgin Islands',
  GU: 'Guam',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
  UM: 'US Minor Outlying Islands',
};

/** The territories, listed after the states. */
export const US_TERRITORY_CODES: readonly string[] = ['PR', 'VI', 'GU', 'AS', 'MP', 'UM'];

/** Letters no accent takes off, written as their languages spell them without (ß → ss). */
const SPELLED_OUT: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  þ: 'th',
  // Turkish's dotless ı ('Bozyazı'), which no accent comes off either.
  ı: 'i',
};

/**
 * Lower case letters and digits joined by single hyphens: 'St. Mary’s (Ocean)' →
 * 'st-marys-ocean', 'Große Weserbrücke' → 'grosse-weserbrucke', 'Tromsø' → 'tromso'.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæøœłđþı]/g, (letter) => SPELLED_OUT[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The station's place in the US as a row gives it, or its country outside the US. */
export interface StationPlace {
  state: string | null;
  /** The country's name, as the tide database gives it; US stations may leave it out. */
  country?: string | null;
}

/** Country names the tide database uses for the United States and its territories. */
const US_COUNTRY_NAMES = [
  'United States',
  'Puerto Rico',
  'US Virgin Islands',
  'Guam',
  'American Samoa',
  'Northern Mariana Islands',
  'United States Minor Outlying Islands',
  'US Minor Outlying Islands',
];

/** Whether a station is in the United States or one of its territories. */
export function isUsPlace({ state, country }: StationPlace): boolean {
  if (country) return US_COUNTRY_NAMES.includes(country);
  return Boolean(state && US_STATES[state]) || !country;
}

/**
 * The first part of a station page's address: the state or territory ('ma', 'um'), or the
 * country outside the US ('canada', 'isle-of-man'). Every station is under its own.
 */
export function stateSlug(place: StationPlace): string {
  const usCountry = !place.country || US_COUNTRY_NAMES.includes(place.country);
  if (place.state && US_STATES[place.state] && usCountry) return place.state.toLowerCase();
  return slugify(place.country ?? '') || 'unknown';
}

/**
 * The station's own number: NOAA's ('8443970', 'tec2793'), or the code its source gives the
 * gauge ('ticon/honolulu_kewalo-026a-usa-uhslc_rq' → '026a').
 */
function stationNumber(id: string): string {
  const [source = '', rest = ''] = id.split('/');
  if (source === 'noaa') return slugify(rest);
  const [head = '', code] = rest.split('-');
  // A gauge number ('026a', '2198820') names it; letters alone ('fer') may be shared.
  if (code && /\d/.test(code)) return slugify(`${source}-${code}`);
  return slugify(code ? `${source}-${head}-${code}` : `${source}-${rest}`);
}

/** A station page's address: '/tides/ma/boston-8443970', '/tides/canada/vancouver-7735'. */
export function stationPath(station: { id: string; name: string } & StationPlace): string {
  return `/tides/${stateSlug(station)}/${slugify(station.name)}-${stationNumber(station.id)}`;
}

/**
 * A current station page's address, beside the tide stations' under /currents:
 * '/currents/wa/deception-pass-narrows-pug1701'.
 */
export function currentStationPath(station: { id: string; name: string } & StationPlace): string {
  return `/currents/${stateSlug(station)}/${slugify(station.name)}-${stationNumber(station.id)}`;
}
