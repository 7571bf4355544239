/**
 * Coastal areas, beaches, shores and islands people search for by name that no populated-place
 * dataset lists, because they are a stretch of coast, a beach or an island rather than a town.
 * Kept by hand; each point is the heart of the area as visitors mean it (for a long shore or an
 * island, its busiest stretch).
 */
export interface CoastalArea {
  slug: string;
  name: string;
  state: string;
  latitude: number;
  longitude: number;
}

export const COASTAL_AREAS: readonly CoastalArea[] = [
  { slug: 'waikiki', name: 'Waikiki', state: 'HI', latitude: 21.2765, longitude: -157.827 },
  {
    slug: 'diamond-head',
    name: 'Diamond Head',
    state: 'HI',
    latitude: 21.2616,
    longitude: -157.8055,
  },
  {
    slug: 'north-shore-oahu',
    name: 'North Shore',
    state: 'HI',
    latitude: 21.6,
    longitude: -158.07,
  },
  { slug: 'outer-banks', name: 'Outer Banks', state: 'NC', latitude: 35.95, longitude: -75.63 },
  { slug: 'crystal-coast', name: 'Crystal Coast', state: 'NC', latitude: 34.7, longitude: -76.73 },
  { slug: 'grand-strand', name: 'Grand Strand', state: 'SC', latitude: 33.69, longitude: -78.89 },
  { slug: 'cape-cod', name: 'Cape Cod', state: 'MA', latitude: 41.67, longitude: -70.2 },
  {
    slug: 'marthas-vineyard',
    name: "Martha's Vineyard",
    state: 'MA',
    latitude: 41.4,
    longitude: -70.6,
  },
  { slug: 'the-hamptons', name: 'The Hamptons', state: 'NY', latitude: 40.9, longitude: -72.35 },
  { slug: 'fire-island', name: 'Fire Island', state: 'NY', latitude: 40.64, longitude: -73.15 },
  { slug: 'jersey-shore', name: 'Jersey Shore', state: 'NJ', latitude: 39.94, longitude: -74.07 },
  {
    slug: 'long-beach-island',
    name: 'Long Beach Island',
    state: 'NJ',
    latitude: 39.66,
    longitude: -74.18,
  },
  {
    slug: 'assateague-island',
    name: 'Assateague Island',
    state: 'MD',
    latitude: 38.2,
    longitude: -75.15,
  },
  { slug: 'florida-keys', name: 'Florida Keys', state: 'FL', latitude: 24.71, longitude: -81.09 },
  { slug: 'south-beach', name: 'South Beach', state: 'FL', latitude: 25.7826, longitude: -80.1341 },
  { slug: 'emerald-coast', name: 'Emerald Coast', state: 'FL', latitude: 30.39, longitude: -86.5 },
  { slug: 'padre-island', name: 'Padre Island', state: 'TX', latitude: 27.0, longitude: -97.3 },
  {
    slug: 'venice-beach',
    name: 'Venice Beach',
    state: 'CA',
    latitude: 33.985,
    longitude: -118.4695,
  },
  {
    slug: 'mission-beach',
    name: 'Mission Beach',
    state: 'CA',
    latitude: 32.7707,
    longitude: -117.252,
  },
  { slug: 'ocean-beach-sf', name: 'Ocean Beach', state: 'CA', latitude: 37.76, longitude: -122.51 },
  { slug: 'big-sur', name: 'Big Sur', state: 'CA', latitude: 36.27, longitude: -121.81 },
  { slug: 'point-reyes', name: 'Point Reyes', state: 'CA', latitude: 38.07, longitude: -122.88 },
  {
    slug: 'golden-gate',
    name: 'Golden Gate',
    state: 'CA',
    latitude: 37.8107,
    longitude: -122.4773,
  },
  // Islands people name rather than a town on them; the point is where most visitors stay.
  { slug: 'oahu', name: 'Oahu', state: 'HI', latitude: 21.31, longitude: -157.86 },
  { slug: 'maui', name: 'Maui', state: 'HI', latitude: 20.87, longitude: -156.47 },
  { slug: 'kauai', name: 'Kauai', state: 'HI', latitude: 21.96, longitude: -159.36 },
  { slug: 'big-island', name: 'Big Island', state: 'HI', latitude: 19.72, longitude: -155.07 },
  { slug: 'molokai', name: 'Molokai', state: 'HI', latitude: 21.09, longitude: -157.02 },
  { slug: 'lanai', name: 'Lanai', state: 'HI', latitude: 20.79, longitude: -156.95 },
  { slug: 'long-island', name: 'Long Island', state: 'NY', latitude: 40.79, longitude: -73.13 },
  { slug: 'block-island', name: 'Block Island', state: 'RI', latitude: 41.17, longitude: -71.58 },
  {
    slug: 'mount-desert-island',
    name: 'Mount Desert Island',
    state: 'ME',
    latitude: 44.36,
    longitude: -68.27,
  },
  {
    slug: 'hatteras-island',
    name: 'Hatteras Island',
    state: 'NC',
    latitude: 35.3,
    longitude: -75.52,
  },
  { slug: 'amelia-island', name: 'Amelia Island', state: 'FL', latitude: 30.64, longitude: -81.45 },
  {
    slug: 'anna-maria-island',
    name: 'Anna Maria Island',
    state: 'FL',
    latitude: 27.53,
    longitude: -82.73,
  },
  {
    slug: 'catalina-island',
    name: 'Catalina Island',
    state: 'CA',
    latitude: 33.345,
    longitude: -118.327,
  },
  {
    slug: 'whidbey-island',
    name: 'Whidbey Island',
    state: 'WA',
    latitude: 48.2,
    longitude: -122.6,
  },
  {
    slug: 'san-juan-islands',
    name: 'San Juan Islands',
    state: 'WA',
    latitude: 48.53,
    longitude: -123.01,
  },
];
