/**
 * The place a US tide station is listed under on its state's page: its county (parish,
 * borough, municipio, independent city), from the Census Bureau's county outlines in us-atlas.
 * A station inside a county's outline is in that county; one out on the water (most are: the
 * outlines stop at the shore) is under the county of the nearest shore in its own state, if
 * that is within NEAREST_SHORE_KM. Names come from the Census, never from the station's name.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { geoBounds, geoContains } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { US_STATES } from '../src/stations/paths.ts';

/** How far out on the water a station may be and still be listed under the nearest county. */
export const NEAREST_SHORE_KM = 60;
const EARTH_RADIUS_KM = 6371;

/** The Census's names for the territories, where they differ from the site's. */
const CENSUS_STATE_NAMES: Readonly<Record<string, string>> = {
  VI: 'United States Virgin Islands',
  MP: 'Commonwealth of the Northern Mariana Islands',
};

/** Alaska's census areas and its cities-and-boroughs; its other county equivalents are boroughs. */
const ALASKA_CENSUS_AREAS = new Set([
  'Aleutians West',
  'Bethel',
  'Dillingham',
  'Hoonah-Angoon',
  'Kusilvak',
  'Nome',
  'Prince of Wales-Hyder',
  'Southeast Fairbanks',
  'Chugach',
  'Yukon-Koyukuk',
]);

/**
 * County equivalents whose outline the Census has since renamed or split, by FIPS code, as they
 * are now: Valdez-Cordova split in 2019 into Chugach and Copper River, and only Chugach reaches
 * the sea (Valdez, Cordova, Whittier), so its coastal outline is Chugach's; Baltimore City is a
 * county of its own, which the outlines name only "Baltimore", like the county around it.
 */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  '02261': 'Chugach',
  '24510': 'Baltimore City',
};

/**
 * The Northwestern Hawaiian Islands (French Frigate Shoals, Midway's neighbours) are in law the
 * City and County of Honolulu's, a thousand kilometres from Oahu, but known by their own name:
 * west of this meridian a Hawaii station is listed under them.
 */
const NORTHWESTERN_HAWAII_WEST_OF = -161;
const ALASKA_CITIES_AND_BOROUGHS = new Set(['Juneau', 'Sitka', 'Wrangell', 'Yakutat']);

/**
 * A county better known to a visitor by another name, said beside its own: Monroe County,
 * Florida is, apart from a strip of the Everglades, the Keys; three of New York City's five
 * counties are its boroughs by other names (Queens and the Bronx share theirs).
 */
const KNOWN_AS: Readonly<Record<string, string>> = {
  '12087': 'the Keys',
  '36061': 'Manhattan',
  '36047': 'Brooklyn',
  '36085': 'Staten Island',
};

/** The county's name as people write it: 'Cumberland County', 'Orleans Parish'. */
export function countyLabel(fips: string, censusName: string): string {
  const state = fips.slice(0, 2);
  const name = CURRENT_NAMES[fips] ?? censusName;
  const known = KNOWN_AS[fips];
  const label = (() => {
    switch (state) {
      case '02':
        if (name === 'Anchorage') return 'Municipality of Anchorage';
        if (ALASKA_CENSUS_AREAS.has(name)) return `${name} Census Area`;
        if (ALASKA_CITIES_AND_BOROUGHS.has(name)) return `City and Borough of ${name}`;
        return `${name} Borough`;
      case '22':
        return `${name} Parish`;
      case '72':
        return `${name} Municipio`;
      case '60':
        // American Samoa's Eastern and Western Districts; Manu'a and the atolls by name.
        return name === 'Eastern' || name === 'Western' ? `${name} District` : name;
      // DC, and the other territories' districts and islands, go by their own names.
      case '11':
      case '66':
      case '69':
      case '78':
        return name;
      default:
        // Virginia's independent cities are numbered from 510.
        if (state === '51' && Number(fips.slice(2)) >= 510) return `City of ${name}`;
        if (fips === '24510') return name;
        return `${name} County`;
    }
  })();
  return known ? `${label} (${known})` : label;
}

interface County {
  fips: string;
  label: string;
  shape: Feature<Polygon | MultiPolygon>;
  /** West, south, east, north, for a quick first test. */
  bounds: [[number, number], [number, number]];
}

export interface Gazetteer {
  /** The place to list a station under, or null when none is near (a station far offshore). */
  placeOf(latitude: number, longitude: number, state: string | null): string | null;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Kilometres from a point to the nearest edge of a shape (flat within a county's reach). */
function distanceToShapeKm(
  latitude: number,
  longitude: number,
  shape: Polygon | MultiPolygon,
): number {
  const kmPerDegree = (EARTH_RADIUS_KM * Math.PI) / 180;
  const cos = Math.cos(toRadians(latitude));
  const polygons = shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates;
  let best = Infinity;
  for (const polygon of polygons) {
    for (const ring of polygon) {
      for (let index = 1; index < ring.length; index += 1) {
        const [ax = 0, ay = 0] = ring[index - 1] ?? [];
        const [bx = 0, by = 0] = ring[index] ?? [];
        // In kilometres east and north of the station.
        const x1 = (ax - longitude) * cos * kmPerDegree;
        const y1 = (ay - latitude) * kmPerDegree;
        const x2 = (bx - longitude) * cos * kmPerDegree;
        const y2 = (by - latitude) * kmPerDegree;
        const dx = x2 - x1;
        const dy = y2 - y1;
        const length = dx * dx + dy * dy;
        const t = length === 0 ? 0 : Math.max(0, Math.min(1, -(x1 * dx + y1 * dy) / length));
        best = Math.min(best, Math.hypot(x1 + t * dx, y1 + t * dy));
      }
    }
  }
  return best;
}

function withinBounds(county: County, latitude: number, longitude: number, marginKm: number) {
  const margin = marginKm / 111;
  const [[west, south], [east, north]] = county.bounds;
  const wideMargin = margin / Math.max(Math.cos(toRadians(latitude)), 0.1);
  // A county over the 180th meridian (the Aleutians) has west > east: test it the long way.
  const inLongitude =
    west <= east
      ? longitude >= west - wideMargin && longitude <= east + wideMargin
      : longitude >= west - wideMargin || longitude <= east + wideMargin;
  return inLongitude && latitude >= south - margin && latitude <= north + margin;
}

/** Reads us-atlas's counties once; placeOf answers from memory. */
export function loadGazetteer(): Gazetteer {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(
    readFileSync(require.resolve('us-atlas/counties-10m.json'), 'utf8'),
  ) as Topology;
  const stateFips = new Map<string, string>();
  for (const state of (topology.objects.states as GeometryCollection<{ name: string }>)
    .geometries) {
    stateFips.set(
      (state.properties as { name?: string } | undefined)?.name ?? '',
      String(state.id),
    );
  }
  const counties: County[] = (
    topology.objects.counties as GeometryCollection<{ name: string }>
  ).geometries.map((geometry) => {
    const shape = feature(topology, geometry) as Feature<Polygon | MultiPolygon>;
    const fips = String(geometry.id);
    return {
      fips,
      label: countyLabel(
        fips,
        (geometry.properties as { name?: string } | undefined)?.name ?? fips,
      ),
      shape,
      bounds: geoBounds(shape),
    };
  });
  const fipsOf = (code: string | null) => {
    if (!code) return null;
    return stateFips.get(CENSUS_STATE_NAMES[code] ?? US_STATES[code] ?? '') ?? null;
  };

  return {
    placeOf(latitude, longitude, state) {
      if (state === 'HI' && longitude < NORTHWESTERN_HAWAII_WEST_OF) {
        return 'Northwestern Hawaiian Islands';
      }
      const fips = fipsOf(state);
      const candidates = fips
        ? counties.filter((county) => county.fips.startsWith(fips))
        : counties;
      const point: [number, number] = [longitude, latitude];
      const inside = candidates.find(
        (county) =>
          withinBounds(county, latitude, longitude, 0) && geoContains(county.shape, point),
      );
      if (inside) return inside.label;
      let best: { label: string; km: number } | null = null;
      for (const county of candidates) {
        if (!withinBounds(county, latitude, longitude, NEAREST_SHORE_KM)) continue;
        const km = distanceToShapeKm(latitude, longitude, county.shape.geometry);
        if (km <= NEAREST_SHORE_KM && (!best || km < best.km)) best = { label: county.label, km };
      }
      return best?.label ?? null;
    },
  };
}
