/**
 * The sixteen points of the compass, clockwise from north, each 22.5° wide: the words a current's
 * direction is given in, by the current card and by the calendar feed's events alike.
 */
export const COMPASS_POINTS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
] as const;
