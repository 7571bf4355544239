/** Directions as a station page gives them; distances are the widgets' `formatDistance`. */

const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

/** The compass point a bearing is nearest: 331° → 'NW'. */
export function formatBearing(degrees: number): string {
  const index = Math.round((((degrees % 360) + 360) % 360) / 45) % COMPASS.length;
  return COMPASS[index] ?? 'N';
}
