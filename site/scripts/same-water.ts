/**
 * Distances, bearings and open water between stations, for the station pages: a gauge's nearest
 * tide station on its own water, and a station's nearest gauge NOAA operates on its water.
 */
import { onLandAt } from '@tides/supabase/station-geography';

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;
export type Point = { latitude: number; longitude: number };

export function haversineKm(a: Point, b: Point): number {
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) *
      Math.cos(radians(b.latitude)) *
      Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** The initial bearing from one point to another, degrees clockwise from north. */
export function bearingDegrees(from: Point, to: Point): number {
  const y = Math.sin(radians(to.longitude - from.longitude)) * Math.cos(radians(to.latitude));
  const x =
    Math.cos(radians(from.latitude)) * Math.sin(radians(to.latitude)) -
    Math.sin(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.cos(radians(to.longitude - from.longitude));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** How far from either end land is not counted: a gauge up a creek or on a pier stands on it. */
const SHORE_KM = 3;
/** How finely a line between a gauge and a station is sampled for land. */
const SAMPLE_KM = 0.5;

/**
 * Whether the straight line between two points stays on water by the 1:10m coastline, leaving
 * out SHORE_KM at each end: a station across a barrier island or a neck of land is on other
 * water, with a tide of its own.
 */
export function openWaterBetween(a: Point, b: Point, sampleKm = SAMPLE_KM): boolean {
  const km = haversineKm(a, b);
  const steps = Math.ceil(km / sampleKm);
  for (let i = 1; i < steps; i++) {
    const along = (i / steps) * km;
    if (along < SHORE_KM || km - along < SHORE_KM) continue;
    const t = i / steps;
    if (
      onLandAt(
        a.latitude + t * (b.latitude - a.latitude),
        a.longitude + t * (b.longitude - a.longitude),
      )
    ) {
      return false;
    }
  }
  return true;
}

/** How far a live gauge may be from a station to be offered as its water's. */
export const LIVE_GAUGE_WITHIN_KM = 100;
/** How many of the nearest live gauges are tried for open water between. */
const LIVE_GAUGE_CANDIDATES = 3;
/**
 * How finely the line to a live gauge is sampled for land: coarser than a gauge's own water
 * needs, since thousands of stations are tried, and a neck of land narrower than this between a
 * station and a gauge tens of kilometres off is rare.
 */
const LIVE_GAUGE_SAMPLE_KM = 2;

/** A station with a gauge NOAA operates, as a page names it. */
export interface LiveGauge extends Point {
  id: string;
  name: string;
  state: string | null;
  noaa_id: string | null;
  path: string;
}

/**
 * The nearest gauge NOAA operates whose straight line from the station stays on water (the
 * same bay or sound, not the next one over a neck of land), of the LIVE_GAUGE_CANDIDATES nearest
 * within LIVE_GAUGE_WITHIN_KM; null when none is.
 */
export function nearestLiveGauge(
  station: Point,
  gauges: readonly LiveGauge[],
): {
  path: string;
  name: string;
  state: string | null;
  noaaId: string | null;
  distanceKm: number;
  bearingDegrees: number;
} | null {
  const near = gauges
    .map((gauge) => ({ gauge, km: haversineKm(station, gauge) }))
    .filter(({ km }) => km <= LIVE_GAUGE_WITHIN_KM)
    .sort((a, b) => a.km - b.km);
  // The few nearest are tried: a gauge beyond them on the same water is another bay's.
  const found = near
    .slice(0, LIVE_GAUGE_CANDIDATES)
    .find(({ gauge }) => openWaterBetween(station, gauge, LIVE_GAUGE_SAMPLE_KM));
  if (!found) return null;
  return {
    path: found.gauge.path,
    name: found.gauge.name,
    state: found.gauge.state,
    noaaId: found.gauge.noaa_id,
    distanceKm: Math.round(found.km * 10) / 10,
    bearingDegrees: Math.round(bearingDegrees(station, found.gauge)),
  };
}
