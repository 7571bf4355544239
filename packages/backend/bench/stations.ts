/**
 * The stations load is measured on, by the bench and by soak: NOAA stations on the Atlantic,
 * Gulf and Pacific coasts and in Hawaii, so that no one station's curve stands for all.
 */
export const LOAD_STATIONS: readonly string[] = [
  'noaa/8443970',
  'noaa/9414290',
  'noaa/8518750',
  'noaa/9447130',
  'noaa/8415191',
  'noaa/8723214',
  'noaa/1612340',
  'noaa/8665530',
];
