/** Distances and directions as US readers read them. */

const KM_PER_MILE = 1.609344;
const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

/** '1.2 mi (1.9 km)'; whole numbers from 10 on. */
export function formatDistance(km: number): string {
  const miles = km / KM_PER_MILE;
  const mi = miles < 10 ? miles.toFixed(1) : Math.round(miles).toString();
  const metric = km < 10 ? km.toFixed(1) : Math.round(km).toString();
  return `${mi} mi (${metric} km)`;
}

/** The compass point a bearing is nearest: 331° → 'NW'. */
export function formatBearing(degrees: number): string {
  const index = Math.round((((degrees % 360) + 360) % 360) / 45) % COMPASS.length;
  return COMPASS[index] ?? 'N';
}
