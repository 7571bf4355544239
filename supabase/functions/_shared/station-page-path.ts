/**
 * A station page's address on the site, for the calendar feed's URL: the same rule as the
 * site's stationPath (site/src/stations/paths.ts; a test holds the two together on every seeded
 * station), kept here because the edge functions cannot import the site.
 */

/** US states, DC and the inhabited territories by postal code: their pages live under the code. */
const US_CODES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH ' +
    'NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR VI GU AS MP UM'
  ).split(' '),
);

const US_COUNTRIES = new Set([
  'United States',
  'Puerto Rico',
  'US Virgin Islands',
  'Guam',
  'American Samoa',
  'Northern Mariana Islands',
  'United States Minor Outlying Islands',
  'US Minor Outlying Islands',
]);

export interface StationPlaceRow {
  id: string;
  name: string;
  state: string | null;
  country: string | null;
}

/** Letters NFKD does not take apart, spelled out as the site spells them. */
const SPELLED_OUT: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  þ: 'th',
};

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæøœłđþ]/g, (letter) => SPELLED_OUT[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Whether the station is in the US or a territory: its heights are shown in feet there. */
export function isUsStation(place: Pick<StationPlaceRow, 'state' | 'country'>): boolean {
  if (place.country) return US_COUNTRIES.has(place.country);
  return Boolean(place.state && US_CODES.has(place.state)) || !place.country;
}

/**
 * '/tides/ma/boston-8443970': a US station under its state or territory, any other under its
 * country ('/tides/canada/…', '/tides/isle-of-man/…').
 */
export function stationPagePath(station: StationPlaceRow): string {
  const usCountry = !station.country || US_COUNTRIES.has(station.country);
  const region =
    station.state && US_CODES.has(station.state) && usCountry
      ? station.state.toLowerCase()
      : slug(station.country ?? '') || 'unknown';
  const [source = '', rest = ''] = station.id.split('/');
  const [head = '', code] = rest.split('-');
  const number =
    source === 'noaa'
      ? slug(rest)
      : code && /\d/.test(code)
        ? slug(`${source}-${code}`)
        : slug(code ? `${source}-${head}-${code}` : `${source}-${rest}`);
  return `/tides/${region}/${slug(station.name)}-${number}`;
}
