/**
 * Where the map looks, as plain numbers: a centre in "world pixels" (Web Mercator at zoom 0,
 * where the whole world is WORLD_SIZE pixels square, as map tiles and supercluster count it) and
 * a zoom, each step doubling the scale. The world repeats east and west, so a view over the
 * 180th meridian (the Aleutians, Samoa) is one view, not two halves.
 */

/** The world's width and height at zoom 0, in pixels. */
export const WORLD_SIZE = 256;
/** How far out and in the map goes: the whole world to a harbour. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 14;
/** How far a key press or a button moves the map, as a share of its width or height. */
export const PAN_STEP = 0.25;
/** Mercator's edge: the poles are infinitely far away. */
const MAX_LATITUDE = 85.0511;

export interface MapView {
  /** The centre, in world pixels at zoom 0: x from 0 (180° W) east, y from 0 (the top) south. */
  x: number;
  y: number;
  zoom: number;
}

export interface LonLatBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Longitude and latitude to world pixels at zoom 0. */
export function project(longitude: number, latitude: number): [number, number] {
  const sin = Math.sin((clamp(latitude, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180);
  return [
    ((longitude + 180) / 360) * WORLD_SIZE,
    (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * WORLD_SIZE,
  ];
}

/** World pixels at zoom 0 back to longitude and latitude. */
export function unproject(x: number, y: number): [number, number] {
  const n = Math.PI - (2 * Math.PI * y) / WORLD_SIZE;
  return [(x / WORLD_SIZE) * 360 - 180, (180 / Math.PI) * Math.atan(Math.sinh(n))];
}

/** The same view with x back in the world's one width and y kept on the map. */
export function normalizeView(view: MapView): MapView {
  const zoom = clamp(view.zoom, MIN_ZOOM, MAX_ZOOM);
  return {
    x: ((view.x % WORLD_SIZE) + WORLD_SIZE) % WORLD_SIZE,
    y: clamp(view.y, 0, WORLD_SIZE),
    zoom,
  };
}

/** Moves the view by a number of screen pixels. */
export function panBy(view: MapView, dx: number, dy: number): MapView {
  const scale = 2 ** view.zoom;
  return normalizeView({ ...view, x: view.x + dx / scale, y: view.y + dy / scale });
}

/**
 * Zooms by `steps` (1 doubles the scale) keeping the world point under `anchor` (screen pixels
 * from the map's centre) where it is, as a wheel or a double click expects.
 */
export function zoomBy(view: MapView, steps: number, anchor: [number, number] = [0, 0]): MapView {
  const zoom = clamp(view.zoom + steps, MIN_ZOOM, MAX_ZOOM);
  const before = 2 ** view.zoom;
  const after = 2 ** zoom;
  return normalizeView({
    x: view.x + anchor[0] / before - anchor[0] / after,
    y: view.y + anchor[1] / before - anchor[1] / after,
    zoom,
  });
}

/**
 * The smallest run of longitudes that holds them all, going east from `west` to `east`: over
 * the 180th meridian when that is shorter (Alaska from Attu to Ketchikan).
 */
function longitudeSpan(longitudes: number[]): [number, number] {
  const sorted = [...longitudes].sort((a, b) => a - b);
  const first = sorted[0] ?? 0;
  const last = sorted[sorted.length - 1] ?? 0;
  let gap = first + 360 - last;
  let west = first;
  let east = last;
  for (let index = 1; index < sorted.length; index += 1) {
    const step = (sorted[index] ?? 0) - (sorted[index - 1] ?? 0);
    if (step > gap) {
      gap = step;
      west = sorted[index] ?? 0;
      east = sorted[index - 1] ?? 0;
    }
  }
  return [west, east];
}

/** The box around some points, over the 180th meridian when that is tighter (east < west). */
export function boxAround(points: { longitude: number; latitude: number }[]): LonLatBox | null {
  if (points.length === 0) return null;
  const [west, east] = longitudeSpan(points.map((point) => point.longitude));
  const latitudes = points.map((point) => point.latitude);
  return { west, east, south: Math.min(...latitudes), north: Math.max(...latitudes) };
}

/**
 * The view that shows a box whole in a map `width` × `height` pixels, with `padding` pixels
 * spare on each side, never closer than `maxZoom`: one station is shown with its surroundings,
 * and the shipped outlines (Natural Earth's 1:50m) are true to a few pixels there.
 */
export function fitBox(
  box: LonLatBox,
  width: number,
  height: number,
  { padding = 40, maxZoom = 9 }: { padding?: number; maxZoom?: number } = {},
): MapView {
  const [west, north] = project(box.west, box.north);
  const [eastRaw, south] = project(box.east, box.south);
  const east = eastRaw < west ? eastRaw + WORLD_SIZE : eastRaw;
  const spanX = Math.max(east - west, 1e-9);
  const spanY = Math.max(south - north, 1e-9);
  const zoom = Math.min(
    maxZoom,
    Math.log2(Math.max(width - 2 * padding, 1) / spanX),
    Math.log2(Math.max(height - 2 * padding, 1) / spanY),
  );
  return normalizeView({ x: (west + east) / 2, y: (north + south) / 2, zoom });
}

/**
 * Where a world point falls on screen (pixels from the map's top left), choosing the copy of the
 * world nearest the centre, so a point just over the 180th meridian shows beside its neighbours.
 */
export function toScreen(
  view: MapView,
  width: number,
  height: number,
  world: [number, number],
): [number, number] {
  const scale = 2 ** view.zoom;
  let dx = world[0] - view.x;
  dx -= Math.round(dx / WORLD_SIZE) * WORLD_SIZE;
  return [width / 2 + dx * scale, height / 2 + (world[1] - view.y) * scale];
}

/** The longitudes and latitudes the map shows (west > east when it spans the 180th meridian). */
export function visibleBox(view: MapView, width: number, height: number): LonLatBox {
  const scale = 2 ** view.zoom;
  const halfWidth = width / 2 / scale;
  const halfHeight = height / 2 / scale;
  if (halfWidth * 2 >= WORLD_SIZE) {
    const [, north] = unproject(0, view.y - halfHeight);
    const [, south] = unproject(0, view.y + halfHeight);
    return { west: -180, east: 180, north, south };
  }
  const [westRaw, north] = unproject(view.x - halfWidth, view.y - halfHeight);
  const [eastRaw, south] = unproject(view.x + halfWidth, view.y + halfHeight);
  const wrap = (longitude: number) => ((((longitude + 180) % 360) + 360) % 360) - 180;
  return { west: wrap(westRaw), east: wrap(eastRaw), north, south };
}
