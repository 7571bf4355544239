/**
 * Which stations the map shows where: the stations gathered into numbered clusters at the
 * view's zoom, those marked (the page's own station, its neighbours) always on their own, and
 * the stations inside the view for the list below the map.
 */
import { useMemo } from 'react';
import Supercluster from 'supercluster';
import type { StationPoint } from './points';
import { project, toScreen, visibleBox, WORLD_SIZE, type LonLatBox, type MapView } from './view';

/** Clusters gather the stations within this many pixels of each other. */
const CLUSTER_RADIUS_PX = 40;
/** From this zoom on every station shows on its own. */
const CLUSTER_MAX_ZOOM = 11;
/** The largest cluster's circle, in pixels. */
const CLUSTER_MAX_RADIUS_PX = 18;
/** How far outside the map a mark may sit and still be drawn (part of it shows). */
const EDGE_PX = 8;
/** Marks within this many pixels of each other's height are one row for Tab's order. */
const TAB_ROW_PX = 24;

type Feature = Supercluster.PointFeature<{ index: number }>;
export type StationIndex = Supercluster<{ index: number }>;

/** One mark on the map, in screen pixels: a cluster (its id and size) or a station. */
export interface Shown {
  key: string;
  x: number;
  y: number;
  cluster?: { id: number; count: number };
  point?: StationPoint;
}

/** A cluster's circle: larger for more stations, never past CLUSTER_MAX_RADIUS_PX. */
export function clusterRadius(count: number): number {
  return Math.min(CLUSTER_MAX_RADIUS_PX, 10 + Math.log2(count) * 1.2);
}

/** `value` kept from `min` to `max` (`min` when the range is empty, on a map too small for it). */
function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}

/** The clustering index of every station not in `special`, built again only when they change. */
export function useStationIndex(points: StationPoint[], special: Set<string>): StationIndex {
  return useMemo(() => {
    const index: StationIndex = new Supercluster({
      radius: CLUSTER_RADIUS_PX,
      extent: WORLD_SIZE,
      maxZoom: CLUSTER_MAX_ZOOM,
    });
    const features: Feature[] = [];
    points.forEach((point, position) => {
      if (special.has(point.path)) return;
      features.push({
        type: 'Feature',
        properties: { index: position },
        geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
      });
    });
    index.load(features);
    return index;
  }, [points, special]);
}

/** The marks the view shows, in the order Tab reaches them: row by row, top to bottom. */
export function marksInView(
  index: StationIndex,
  points: StationPoint[],
  special: Set<string>,
  view: MapView,
  width: number,
  height: number,
): Shown[] {
  const box = visibleBox(view, width, height);
  const shown: Shown[] = [];
  const place = (longitude: number, latitude: number) =>
    toScreen(view, width, height, project(longitude, latitude));
  const onScreen = ([x, y]: [number, number]) =>
    x >= -EDGE_PX && x <= width + EDGE_PX && y >= -EDGE_PX && y <= height + EDGE_PX;
  for (const found of index.getClusters(
    [box.west, box.south, box.east, box.north],
    Math.floor(view.zoom),
  )) {
    const [longitude = 0, latitude = 0] = found.geometry.coordinates;
    const [x, y] = place(longitude, latitude);
    if (!onScreen([x, y])) continue;
    const properties = found.properties as Partial<Supercluster.ClusterProperties> & {
      index?: number;
    };
    if (properties.cluster && properties.cluster_id !== undefined) {
      const count = properties.point_count ?? 0;
      // A cluster stands at its stations' mean, which a few stations just past the frame can
      // pull to its edge: drawn whole inside the map, its count stays readable.
      const radius = clusterRadius(count);
      shown.push({
        key: `c${properties.cluster_id}`,
        x: clamp(x, radius, width - radius),
        y: clamp(y, radius, height - radius),
        cluster: { id: properties.cluster_id, count },
      });
    } else if (properties.index !== undefined) {
      const point = points[properties.index];
      if (point) shown.push({ key: point.path, x, y, point });
    }
  }
  for (const point of points.filter((each) => special.has(each.path))) {
    const [x, y] = place(point.longitude, point.latitude);
    if (onScreen([x, y])) shown.push({ key: point.path, x, y, point });
  }
  return shown.sort(
    (a, b) => Math.round(a.y / TAB_ROW_PX) - Math.round(b.y / TAB_ROW_PX) || a.x - b.x,
  );
}

function inBox(point: StationPoint, box: LonLatBox): boolean {
  const { latitude: lat, longitude: lon } = point;
  if (lat < box.south || lat > box.north) return false;
  return box.west <= box.east
    ? lon >= box.west && lon <= box.east
    : lon >= box.west || lon <= box.east;
}

/** Every station inside the view, by name. */
export function stationsInView(
  points: StationPoint[],
  view: MapView,
  width: number,
  height: number,
): StationPoint[] {
  const box = visibleBox(view, width, height);
  return points.filter((point) => inBox(point, box)).sort((a, b) => a.name.localeCompare(b.name));
}
