/**
 * The words a current's direction is given in, by the current card and by the calendar feed's
 * events alike: whole degrees true and the nearest of the sixteen points of the compass. The
 * point is read from the whole degrees shown beside it, so the two never disagree (11.4° is
 * "N 11°", not "NNE 11°").
 */

/** The sixteen points of the compass, clockwise from north, each 22.5° wide. */
const COMPASS_POINTS = [
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

/** A direction in degrees true held to 0–359, whole degrees: 0 for 359.6. */
export function wholeDegrees(degrees: number): number {
  return ((Math.round(degrees) % 360) + 360) % 360;
}

/** The compass point nearest a direction in degrees true: `'ESE'` for 102°. */
export function compassPoint(degrees: number): string {
  return COMPASS_POINTS[Math.round(wholeDegrees(degrees) / 22.5) % 16] ?? 'N';
}
