/**
 * The station map: every tide station as a point, gathered into numbered clusters when zoomed
 * out, coloured by kind. It pans by dragging or with the arrow keys and zooms with the wheel,
 * a pinch, the buttons or + and −; each station and cluster is reached with Tab, Enter opens a station
 * or zooms into a cluster, and the stations in view are listed below it as links.
 */
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import Supercluster from 'supercluster';
import { Link, useRouter } from '../router/router';
import { BASEMAP_ZOOM, DETAIL_ZOOM, loadBasemap, type Basemap } from './basemap';
import type { StationPoint } from './points';
import {
  MAX_ZOOM,
  PAN_STEP,
  WORLD_SIZE,
  fitBox,
  panBy,
  project,
  toScreen,
  visibleBox,
  zoomBy,
  type LonLatBox,
  type MapView,
} from './view';

/** Clusters gather the stations within this many pixels of each other. */
const CLUSTER_RADIUS_PX = 40;
/** From this zoom on every station shows on its own. */
const CLUSTER_MAX_ZOOM = 11;
/** The largest cluster's circle, in pixels. */
const CLUSTER_MAX_RADIUS_PX = 18;
/** A pointer that moves less than this between press and release clicked rather than dragged. */
const DRAG_THRESHOLD_PX = 4;
/** How much one wheel notch (100 px of scroll) zooms. */
const WHEEL_ZOOM_PER_100PX = 0.5;
/** The list below the map names this many stations at most; zooming in lists the rest. */
const LIST_LIMIT = 60;
/** The size the map assumes before it is measured. */
const DEFAULT_SIZE = { width: 800, height: 420 };

export interface StationMapProps {
  /** Every station to show. */
  points: StationPoint[];
  /** What the map first shows; the whole world by default. */
  frame?: LonLatBox | null;
  /** The station whose page this is: drawn larger and always on its own. */
  current?: string;
  /** Stations to mark and never cluster (a station's nearest neighbours). Default: none. */
  marked?: string[];
  /** The map's accessible name. Default: 'Map of tide stations'. */
  label?: string;
  /**
   * A raster tile service to draw under the stations instead of the shipped outlines:
   * '{z}/{x}/{y}' in the address, and its attribution. Default: none.
   */
  tiles?: { url: string; attribution: string } | null;
}

type Feature = Supercluster.PointFeature<{ index: number }>;

interface Shown {
  key: string;
  x: number;
  y: number;
  /** A cluster's id and size, or the station. */
  cluster?: { id: number; count: number };
  point?: StationPoint;
}

const WORLD_VIEW: MapView = { x: WORLD_SIZE / 2, y: WORLD_SIZE / 2 + 20, zoom: 1.5 };

function initialView(frame: LonLatBox | null | undefined, width: number, height: number): MapView {
  return frame ? fitBox(frame, width, height) : WORLD_VIEW;
}

function inBox(point: StationPoint, box: LonLatBox): boolean {
  const { latitude: lat, longitude: lon } = point;
  if (lat < box.south || lat > box.north) return false;
  return box.west <= box.east
    ? lon >= box.west && lon <= box.east
    : lon >= box.west || lon <= box.east;
}

/** A cluster's circle: larger for more stations, never past CLUSTER_MAX_RADIUS_PX. */
function clusterRadius(count: number): number {
  return Math.min(CLUSTER_MAX_RADIUS_PX, 10 + Math.log2(count) * 1.2);
}

/** `value` kept from `min` to `max` (`min` when the range is empty, on a map too small for it). */
function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}

/** How far apart two pointers are. */
function spread(pointers: Map<number, { x: number; y: number }>): number {
  const [a, b] = [...pointers.values()];
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
}

function kindWords(point: StationPoint): string {
  if (point.type === 'current') return 'current station';
  return point.type === 'reference' ? 'reference station' : 'subordinate station';
}

/** A current station's mark: a diamond, so it never passes for a tide station's round one. */
function diamond(radius: number): string {
  return `M0,${-radius}L${radius},0L0,${radius}L${-radius},0Z`;
}

export function StationMap({
  points,
  frame,
  current,
  marked = [],
  label = 'Map of tide stations',
  tiles = null,
}: StationMapProps) {
  const { navigate } = useRouter();
  const frameRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(DEFAULT_SIZE);
  const [view, setView] = useState<MapView>(() =>
    initialView(frame, DEFAULT_SIZE.width, DEFAULT_SIZE.height),
  );
  const [basemap, setBasemap] = useState<Basemap | null>(null);
  const [basemapFailed, setBasemapFailed] = useState(false);
  const measured = useRef(false);
  const drag = useRef<{ x: number; y: number; moved: boolean; id: number } | null>(null);
  /** The pointers down on the map, and the distance between two of them while pinching. */
  const touches = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<number | null>(null);

  // Measure the map, and frame it once its real size is known.
  useEffect(() => {
    const element = frameRef.current;
    if (!element) return;
    const measure = () => {
      const next = {
        width: element.clientWidth || DEFAULT_SIZE.width,
        height: element.clientHeight || DEFAULT_SIZE.height,
      };
      setSize(next);
      if (!measured.current) {
        measured.current = true;
        setView(initialView(frame, next.width, next.height));
      }
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);

  const level = view.zoom >= DETAIL_ZOOM ? 'detailed' : 'coarse';
  useEffect(() => {
    if (tiles) return;
    let live = true;
    loadBasemap(level).then(
      (loaded) => live && setBasemap(loaded),
      () => live && setBasemapFailed(true),
    );
    return () => {
      live = false;
    };
  }, [level, tiles]);

  // Keyed on the paths, not the array: a page that re-renders passes a new array each time.
  const markedKey = [...marked, ...(current ? [current] : [])].join('\n');
  const special = useMemo(() => new Set(markedKey.split('\n').filter(Boolean)), [markedKey]);
  const index = useMemo(() => {
    const cluster = new Supercluster<{ index: number }>({
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
    cluster.load(features);
    return cluster;
  }, [points, special]);

  const { width, height } = size;
  const box = visibleBox(view, width, height);
  const shown: Shown[] = [];
  const place = (longitude: number, latitude: number) =>
    toScreen(view, width, height, project(longitude, latitude));
  const onScreen = ([x, y]: [number, number]) =>
    x >= -8 && x <= width + 8 && y >= -8 && y <= height + 8;
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
  const specials = points.filter((point) => special.has(point.path));
  for (const point of specials) {
    const [x, y] = place(point.longitude, point.latitude);
    if (onScreen([x, y])) shown.push({ key: point.path, x, y, point });
  }
  // Tab goes through the map as a page is read: row by row, top to bottom.
  shown.sort((a, b) => Math.round(a.y / 24) - Math.round(b.y / 24) || a.x - b.x);
  const inView = points
    .filter((point) => inBox(point, box))
    .sort((a, b) => a.name.localeCompare(b.name));

  const focusMap = () => frameRef.current?.focus();
  const zoomInto = (cluster: { id: number }, x: number, y: number) => {
    const target = Math.min(index.getClusterExpansionZoom(cluster.id), MAX_ZOOM);
    setView((before) => zoomBy(before, target - before.zoom, [x - width / 2, y - height / 2]));
    focusMap();
  };

  const open = (event: MouseEvent<Element>, point: StationPoint) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(point.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = (share: number, across: number) => share * across;
    let next: MapView | null = null;
    switch (event.key) {
      case 'ArrowLeft':
        next = panBy(view, -step(PAN_STEP, width), 0);
        break;
      case 'ArrowRight':
        next = panBy(view, step(PAN_STEP, width), 0);
        break;
      case 'ArrowUp':
        next = panBy(view, 0, -step(PAN_STEP, height));
        break;
      case 'ArrowDown':
        next = panBy(view, 0, step(PAN_STEP, height));
        break;
      case '+':
      case '=':
        next = zoomBy(view, 1);
        break;
      case '-':
      case '_':
        next = zoomBy(view, -1);
        break;
      default:
        return;
    }
    event.preventDefault();
    setView(next);
    // A station or cluster that had focus may move away; the map keeps it.
    if (event.target !== frameRef.current) focusMap();
  };

  // The wheel zooms around the pointer; it must be able to stop the page from scrolling.
  const viewRef = useRef({ width, height });
  viewRef.current = { width, height };
  useEffect(() => {
    const element = frameRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const anchor: [number, number] = [
        event.clientX - rect.left - rect.width / 2,
        event.clientY - rect.top - rect.height / 2,
      ];
      const steps = Math.max(-1, Math.min(1, (-event.deltaY / 100) * WHEEL_ZOOM_PER_100PX));
      setView((before) => zoomBy(before, steps, anchor));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (touches.current.size === 2) {
      // Two fingers pinch instead of dragging.
      drag.current = null;
      pinch.current = spread(touches.current);
      event.currentTarget.setPointerCapture(event.pointerId);
      return;
    }
    drag.current = { x: event.clientX, y: event.clientY, moved: false, id: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (touches.current.has(event.pointerId)) {
      touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    }
    if (pinch.current !== null && touches.current.size === 2) {
      const distance = spread(touches.current);
      const [a, b] = [...touches.current.values()];
      const rect = event.currentTarget.getBoundingClientRect();
      const anchor: [number, number] = [
        ((a?.x ?? 0) + (b?.x ?? 0)) / 2 - rect.left - rect.width / 2,
        ((a?.y ?? 0) + (b?.y ?? 0)) / 2 - rect.top - rect.height / 2,
      ];
      const steps = Math.log2(distance / Math.max(pinch.current, 1));
      pinch.current = distance;
      setView((before) => zoomBy(before, steps, anchor));
      return;
    }
    const start = drag.current;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    if (!start.moved) {
      start.moved = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    drag.current = { ...start, x: event.clientX, y: event.clientY, moved: true };
    setView((before) => panBy(before, -dx, -dy));
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    touches.current.delete(event.pointerId);
    if (touches.current.size < 2) pinch.current = null;
    drag.current = null;
  };
  const onDoubleClick = (event: MouseEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    setView((before) =>
      zoomBy(before, 1, [
        event.clientX - rect.left - rect.width / 2,
        event.clientY - rect.top - rect.height / 2,
      ]),
    );
  };

  // The outlines, repeated east and west so the world wraps.
  const scale = 2 ** (view.zoom - BASEMAP_ZOOM);
  const worldWidth = WORLD_SIZE * 2 ** view.zoom;
  const [originX, originY] = toScreen(view, width, height, [0, 0]);
  const copies: number[] = [];
  for (let k = Math.floor(-originX / worldWidth) - 1; originX + k * worldWidth < width; k += 1) {
    copies.push(k);
  }

  const state = tiles ? 'ready' : basemapFailed ? 'error' : basemap ? 'ready' : 'loading';
  const helpId = useId();
  const listed = inView.slice(0, LIST_LIMIT);

  return (
    <div className="station-map" data-state={state}>
      {/* The map is one widget that takes the arrow keys and + and − itself, which is what
          WAI-ARIA's application role is for; jsx-a11y counts that role as non-interactive. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={frameRef}
        className="station-map-frame"
        role="application"
        aria-roledescription="map"
        aria-label={label}
        aria-describedby={helpId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-zoom={view.zoom.toFixed(2)}
        data-center={`${view.x.toFixed(4)},${view.y.toFixed(4)}`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <svg width={width} height={height} onDoubleClick={onDoubleClick}>
          <g data-slot="basemap" aria-hidden="true">
            {tiles
              ? tileImages(view, width, height).map((tile) => (
                  <image
                    key={tile.key}
                    href={tiles.url
                      .replace('{z}', String(tile.z))
                      .replace('{x}', String(tile.x))
                      .replace('{y}', String(tile.y))}
                    x={tile.left}
                    y={tile.top}
                    width={tile.size}
                    height={tile.size}
                  />
                ))
              : basemap
                ? copies.map((k) => (
                    <g
                      key={k}
                      transform={`translate(${originX + k * worldWidth} ${originY}) scale(${scale})`}
                    >
                      <path className="station-map-land" d={basemap.land} />
                      <path className="station-map-borders" d={basemap.borders} />
                    </g>
                  ))
                : null}
          </g>
          <g data-slot="stations">
            {shown.map((item) =>
              item.cluster ? (
                <g
                  key={item.key}
                  className="station-map-cluster"
                  role="button"
                  tabIndex={0}
                  aria-label={`${item.cluster.count} stations: zoom in`}
                  transform={`translate(${item.x} ${item.y})`}
                  onClick={() => item.cluster && zoomInto(item.cluster, item.x, item.y)}
                  onKeyDown={(event) => {
                    if ((event.key === 'Enter' || event.key === ' ') && item.cluster) {
                      event.preventDefault();
                      event.stopPropagation();
                      zoomInto(item.cluster, item.x, item.y);
                    }
                  }}
                >
                  <circle r={clusterRadius(item.cluster.count)} />
                  <text dy="0.35em">{item.cluster.count}</text>
                </g>
              ) : item.point ? (
                <g key={item.key} transform={`translate(${item.x} ${item.y})`}>
                  <a
                    href={item.point.path}
                    className="station-map-point"
                    data-kind={item.point.type}
                    data-current={item.point.path === current ? 'true' : undefined}
                    data-marked={special.has(item.point.path) ? 'true' : undefined}
                    aria-label={`${item.point.name}, ${kindWords(item.point)}${item.point.path === current ? ' (this station)' : ''}`}
                    onClick={(event) => item.point && open(event, item.point)}
                  >
                    <title>{item.point.name}</title>
                    {item.point.type === 'current' ? (
                      <path
                        d={diamond(
                          item.point.path === current ? 11 : special.has(item.point.path) ? 9 : 7,
                        )}
                      />
                    ) : (
                      <circle
                        r={item.point.path === current ? 9 : special.has(item.point.path) ? 7 : 5.5}
                      />
                    )}
                  </a>
                </g>
              ) : null,
            )}
          </g>
        </svg>
        <div className="station-map-controls">
          <button
            type="button"
            aria-label="Zoom in"
            onClick={() => setView((before) => zoomBy(before, 1))}
          >
            +
          </button>
          <button
            type="button"
            aria-label="Zoom out"
            onClick={() => setView((before) => zoomBy(before, -1))}
          >
            −
          </button>
        </div>
        {tiles ? <p className="station-map-attribution">{tiles.attribution}</p> : null}
        {basemapFailed ? (
          <p className="station-map-note" role="status">
            The coastlines could not be loaded; the stations are still shown.
          </p>
        ) : null}
      </div>
      <div className="station-map-legend">
        <span data-kind="reference">Reference station</span>
        <span data-kind="subordinate">Subordinate station</span>
        <span data-kind="current">Current station</span>
        <span data-kind="cluster">Several stations (zoom in)</span>
      </div>
      <p id={helpId} className="station-map-help">
        Drag or use the arrow keys to move the map, and the wheel or + and − to zoom. Tab reaches
        each station; Enter opens it.
      </p>
      <details className="station-map-list">
        <summary>
          {inView.length === 1
            ? 'One station'
            : `${inView.length.toLocaleString('en-US')} stations`}{' '}
          in view
        </summary>
        <ul>
          {listed.map((point) => (
            <li key={point.path}>
              <Link to={point.path}>{point.name}</Link>
              <span className="muted"> · {kindWords(point)}</span>
            </li>
          ))}
        </ul>
        {inView.length > listed.length ? (
          <p className="muted">{inView.length - listed.length} more: zoom in to list them.</p>
        ) : null}
      </details>
    </div>
  );
}

/** The tiles of the nearest whole zoom that cover the map, placed in screen pixels. */
function tileImages(view: MapView, width: number, height: number) {
  const z = Math.max(0, Math.round(view.zoom));
  const count = 2 ** z;
  const size = WORLD_SIZE * 2 ** (view.zoom - z);
  const [left, top] = toScreen(view, width, height, [0, 0]);
  const first = { x: Math.floor(-left / size), y: Math.max(0, Math.floor(-top / size)) };
  const last = {
    x: Math.floor((width - left) / size),
    y: Math.min(count - 1, Math.floor((height - top) / size)),
  };
  const tiles = [];
  for (let ty = first.y; ty <= last.y; ty += 1) {
    for (let tx = first.x; tx <= last.x; tx += 1) {
      tiles.push({
        key: `${z}/${tx}/${ty}`,
        z,
        x: ((tx % count) + count) % count,
        y: ty,
        left: left + tx * size,
        top: top + ty * size,
        size,
      });
    }
  }
  return tiles;
}

export default StationMap;
