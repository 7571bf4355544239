/**
 * Rises, sets and meridian passings of the sun and moon at any place, as astronomy-engine's
 * SearchRiseSet and SearchHourAngle find them, for a fraction of their cost.
 *
 * What those searches evaluate again and again is the body's position seen from the place:
 * its geocentric position on the true equator of date, less the place's own position, turned
 * by the Earth's sidereal time. The first part is the same for every place on Earth, and is
 * what costs (the lunar theory, precession and nutation): here it is taken from
 * astronomy-engine every two hours, once for every station, and interpolated (a cubic through
 * four samples, good to a few metres of the moon's 384,000 km). The place's part is worked out
 * exactly as astronomy-engine does (its ellipsoid, its zenith, the body's radius, 34′ of
 * refraction at the horizon), and the searches take the same steps (its 10-hour windows, its
 * bound on how fast an altitude can change, its rule for which passing comes first), so that
 * they find the same events, each to within a few milliseconds of astronomy-engine's (whose
 * own tolerance is a tenth of a second).
 */
import {
  Body,
  GeoMoon,
  GeoVector,
  Illumination,
  MakeTime,
  MoonPhase,
  RotateVector,
  Rotation_EQJ_EQD,
  SiderealTime,
  type Vector,
} from 'astronomy-engine';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const DEGREES = Math.PI / 180;
/** astronomy-engine's constants, for the same place, body sizes and refraction. */
const KM_PER_AU = 1.4959787069098932e8;
const EARTH_FLATTENING = 0.996647180302104;
const EARTH_EQUATORIAL_RADIUS_KM = 6378.1366;
const SOLAR_DAYS_PER_SIDEREAL_DAY = 0.9972695717592592;
const MOON_RADIUS_AU = 1738.1 / KM_PER_AU;
const SUN_RADIUS_AU = 695_700 / KM_PER_AU;
/** Refraction's lift at the horizon, at sea level, degrees. */
const REFRACTION_NEAR_HORIZON = 34 / 60;
/** astronomy-engine's rise/set search window: Nyquist-safe for a 22-hour period. */
const RISE_SET_WINDOW_MS = 0.42 * DAY_MS;
/** Roots are found to within this: rounding to the minute sees the true instant. */
const ROOT_TOLERANCE_MS = 1;

/** Samples of the geocentric positions, two hours apart, in spans of four days. */
const NODE_MS = 2 * HOUR_MS;
const SPAN_MS = 4 * DAY_MS;
const NODES_PER_SPAN = SPAN_MS / NODE_MS;
/**
 * Per sample: the moon's x, y, z, the sun's x, y, z (AU), sidereal time (hours), the moon's
 * phase angle (degrees, astronomy-engine's MoonPhase) and the fraction of its disc lit.
 */
const STRIDE = 9;
/** Spans kept: decades of days asked about, under 2 MB. */
const SPANS_KEPT = 512;

export type SkyBody = 'sun' | 'moon';

/** A place on the Earth's surface (at sea level), worked out once for its searches. */
export interface SkyPlace {
  latitude: number;
  longitude: number;
  sinLatitude: number;
  cosLatitude: number;
  /** The place's distance from the Earth's axis and above its equator, AU. */
  axial: number;
  polar: number;
}

export function skyPlace(latitude: number, longitude: number): SkyPlace {
  const phi = latitude * DEGREES;
  const sinLatitude = Math.sin(phi);
  const cosLatitude = Math.cos(phi);
  // astronomy-engine's terra(): the ellipsoid's radii at this latitude.
  const c = 1 / Math.hypot(cosLatitude, EARTH_FLATTENING * sinLatitude);
  const s = EARTH_FLATTENING * EARTH_FLATTENING * c;
  return {
    latitude,
    longitude,
    sinLatitude,
    cosLatitude,
    axial: (EARTH_EQUATORIAL_RADIUS_KM * c * cosLatitude) / KM_PER_AU,
    polar: (EARTH_EQUATORIAL_RADIUS_KM * s * sinLatitude) / KM_PER_AU,
  };
}

const spans = new Map<number, Float64Array>();
let lastSpanIndex = Number.NaN;
let lastSpan: Float64Array | undefined;

function sample(into: Float64Array, node: number, ms: number): void {
  const time = MakeTime(new Date(ms));
  const rotation = Rotation_EQJ_EQD(time);
  const put = (offset: number, vector: Vector) => {
    const turned = RotateVector(rotation, vector);
    into[node * STRIDE + offset] = turned.x;
    into[node * STRIDE + offset + 1] = turned.y;
    into[node * STRIDE + offset + 2] = turned.z;
  };
  put(0, GeoMoon(time));
  put(3, GeoVector(Body.Sun, time, true));
  into[node * STRIDE + 6] = SiderealTime(time);
  into[node * STRIDE + 7] = MoonPhase(time);
  into[node * STRIDE + 8] = Illumination(Body.Moon, time).phase_fraction;
}

/**
 * A span's samples, from one before its start to two after its end (a cubic needs two either
 * side), sidereal time unwrapped so that it only grows.
 */
function span(index: number): Float64Array {
  if (index === lastSpanIndex && lastSpan) return lastSpan;
  let found = spans.get(index);
  if (!found) {
    if (spans.size >= SPANS_KEPT) spans.clear();
    found = new Float64Array((NODES_PER_SPAN + 3) * STRIDE);
    const startMs = index * SPAN_MS;
    for (let node = 0; node < NODES_PER_SPAN + 3; node += 1) {
      sample(found, node, startMs + (node - 1) * NODE_MS);
      if (node > 0) {
        // Sidereal time and the phase angle only grow: unwrapped, for the cubic.
        for (const [offset, turn] of [
          [6, 24],
          [7, 360],
        ] as const) {
          const previous = found[(node - 1) * STRIDE + offset]!;
          let value = found[node * STRIDE + offset]!;
          while (value < previous) value += turn;
          found[node * STRIDE + offset] = value;
        }
      }
    }
    spans.set(index, found);
  }
  lastSpanIndex = index;
  lastSpan = found;
  return found;
}

/** Lagrange's weights for the four samples around `ms`, and where the first is; set by `weigh`. */
let w0 = 0;
let w1 = 0;
let w2 = 0;
let w3 = 0;
let weighedBase = 0;

function weigh(ms: number): Float64Array {
  const index = Math.floor(ms / SPAN_MS);
  const samples = span(index);
  const position = (ms - index * SPAN_MS) / NODE_MS;
  const node = Math.floor(position);
  const u = position - node;
  // Samples node−1 … node+2 (stored one further on).
  w0 = (-u * (u - 1) * (u - 2)) / 6;
  w1 = ((u + 1) * (u - 1) * (u - 2)) / 2;
  w2 = (-(u + 1) * u * (u - 2)) / 2;
  w3 = ((u + 1) * u * (u - 1)) / 6;
  weighedBase = node * STRIDE;
  return samples;
}

/**
 * The moon's phase angle (astronomy-engine's MoonPhase: its ecliptic longitude east of the
 * sun's, degrees, 0–360) and the fraction of its disc lit (Illumination's phase_fraction) at
 * an instant, interpolated like the positions: the same to far below the 0.1° and 0.001 the
 * answer gives them to.
 */
export function moonPhaseAt(ms: number): { phaseAngle: number; illumination: number } {
  const samples = weigh(ms);
  return {
    phaseAngle: interpolate(samples, weighedBase + 7) % 360,
    illumination: interpolate(samples, weighedBase + 8),
  };
}

/** The body's topocentric position, set by `locate`: of date, AU; and its distance. */
let toX = 0;
let toY = 0;
let toZ = 0;
let toDistance = 0;
/** The local sidereal angle's cosine and sine, and Greenwich sidereal time (hours, 0–24). */
let localCos = 1;
let localSin = 0;
let siderealHours = 0;

/** Four samples STRIDE apart from `at` on, weighted as `weigh` set. */
function interpolate(samples: Float64Array, at: number): number {
  return (
    w0 * samples[at]! +
    w1 * samples[at + STRIDE]! +
    w2 * samples[at + 2 * STRIDE]! +
    w3 * samples[at + 3 * STRIDE]!
  );
}

/** Sets the body's position as seen from the place at `ms`, and the sidereal time then. */
function locate(body: SkyBody, place: SkyPlace, ms: number): void {
  const samples = weigh(ms);
  const base = weighedBase + (body === 'moon' ? 0 : 3);
  const gx = interpolate(samples, base);
  const gy = interpolate(samples, base + 1);
  const gz = interpolate(samples, base + 2);
  siderealHours = interpolate(samples, weighedBase + 6) % 24;
  const localAngle = (15 * siderealHours + place.longitude) * DEGREES;
  localCos = Math.cos(localAngle);
  localSin = Math.sin(localAngle);
  toX = gx - place.axial * localCos;
  toY = gy - place.axial * localSin;
  toZ = gz - place.polar;
  toDistance = Math.hypot(toX, toY, toZ);
}

/**
 * The altitude of the body's upper limb above the refracted horizon, degrees (astronomy-engine's
 * rise/set function): its centre's altitude with no refraction, plus its angular radius, plus
 * refraction's lift at the horizon.
 */
function limbAltitude(body: SkyBody, place: SkyPlace, ms: number): number {
  locate(body, place, ms);
  const up =
    (toX * place.cosLatitude * localCos +
      toY * place.cosLatitude * localSin +
      toZ * place.sinLatitude) /
    toDistance;
  const radius = body === 'moon' ? MOON_RADIUS_AU : SUN_RADIUS_AU;
  return (
    (Math.asin(Math.min(1, Math.max(-1, up))) + Math.asin(radius / toDistance)) / DEGREES +
    REFRACTION_NEAR_HORIZON
  );
}

/** astronomy-engine's bound on how fast the body's altitude can change here, degrees per ms. */
function maxAltitudeSlope(body: SkyBody, place: SkyPlace): number {
  const [rightAscension, declination] = body === 'moon' ? [4.5, 8.2] : [0.8, 0.5];
  const perDay =
    Math.abs((360 / SOLAR_DAYS_PER_SIDEREAL_DAY - rightAscension) * place.cosLatitude) +
    Math.abs(declination * place.sinLatitude);
  return perDay / DAY_MS;
}

interface Ascent {
  t1: number;
  t2: number;
  a1: number;
  a2: number;
}

/** astronomy-engine's FindAscent: a span in which f rises from below zero to zero or above. */
function findAscent(
  depth: number,
  f: (ms: number) => number,
  maxSlope: number,
  t1: number,
  t2: number,
  a1: number,
  a2: number,
): Ascent | null {
  if (a1 < 0 && a2 >= 0) return { t1, t2, a1, a2 };
  if (a1 >= 0 && a2 < 0) return null;
  if (depth > 17) throw new Error('Excessive recursion in rise/set ascent search.');
  const dt = t2 - t1;
  if (dt < 1000) return null;
  if (Math.min(Math.abs(a1), Math.abs(a2)) > maxSlope * (dt / 2)) return null;
  const tMid = (t1 + t2) / 2;
  const aMid = f(tMid);
  return (
    findAscent(depth + 1, f, maxSlope, t1, tMid, a1, aMid) ??
    findAscent(depth + 1, f, maxSlope, tMid, t2, aMid, a2)
  );
}

/** The root of f in [t1, t2], where f(t1) < 0 ≤ f(t2): regula falsi, Illinois' way. */
function root(f: (ms: number) => number, { t1, t2, a1, a2 }: Ascent): number {
  let side = 0;
  for (let step = 0; step < 100 && t2 - t1 > ROOT_TOLERANCE_MS; step += 1) {
    const t = Math.min(t2, Math.max(t1, (t1 * a2 - t2 * a1) / (a2 - a1)));
    const a = f(t);
    if (a < 0) {
      t1 = t;
      a1 = a;
      if (side === -1) a2 /= 2;
      side = -1;
    } else {
      t2 = t;
      a2 = a;
      if (side === 1) a1 /= 2;
      side = 1;
    }
    if (a === 0) return t;
  }
  return (t1 + t2) / 2;
}

/**
 * The first time at or after startMs, and no later than startMs + limitMs, that the body rises
 * (direction 1) or sets (−1) at the place, or null: astronomy-engine's SearchRiseSet at sea level.
 */
export function searchRiseSet(
  body: SkyBody,
  place: SkyPlace,
  direction: 1 | -1,
  startMs: number,
  limitMs: number,
): number | null {
  const f = (ms: number) => direction * limbAltitude(body, place, ms);
  const maxSlope = maxAltitudeSlope(body, place);
  let t1 = startMs;
  let a1 = f(t1);
  for (;;) {
    const t2 = t1 + RISE_SET_WINDOW_MS;
    const a2 = f(t2);
    const ascent = findAscent(0, f, maxSlope, t1, t2, a1, a2);
    if (ascent) {
      const found = root(f, ascent);
      return found > startMs + limitMs ? null : found;
    }
    if (t2 > startMs + limitMs) return null;
    t1 = t2;
    a1 = a2;
  }
}

/**
 * The first time after startMs that the body's hour angle at the place is `hourAngle` (0: over
 * the meridian, 12: under it), as astronomy-engine's SearchHourAngle finds it, to a millisecond.
 */
export function searchHourAngle(
  body: SkyBody,
  place: SkyPlace,
  hourAngle: number,
  startMs: number,
): number {
  let ms = startMs;
  for (let iteration = 1; iteration <= 50; iteration += 1) {
    locate(body, place, ms);
    let rightAscension = Math.atan2(toY, toX) / (15 * DEGREES);
    if (rightAscension < 0) rightAscension += 24;
    let delta = (hourAngle + rightAscension - place.longitude / 15 - siderealHours) % 24;
    if (iteration === 1) {
      if (delta < 0) delta += 24;
    } else if (delta < -12) delta += 24;
    else if (delta > 12) delta -= 24;
    if (Math.abs(delta) * 3600 < ROOT_TOLERANCE_MS / 1000) return ms;
    ms += (delta / 24) * SOLAR_DAYS_PER_SIDEREAL_DAY * DAY_MS;
  }
  return ms;
}
