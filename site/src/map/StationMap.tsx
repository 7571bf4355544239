/**
 * The station map: every tide station as a point, gathered into numbered clusters when zoomed
 * out, coloured by kind. It pans by dragging or with the arrow keys and zooms with the wheel,
 * a pinch, the buttons or + and −; each station and cluster is reached with Tab, Enter opens a station
 * or zooms into a cluster, and the stations in view are listed below it as links.
 */
import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { FloodMapList } from '../lib/clients';
import { Link, useRouter } from '../router/router';
import { useBasemap } from './basemap';
import { BasemapLayer, type MapTiles } from './BasemapLayer';
import { marksInView, stationsInView, useStationIndex } from './clusters';
import type { StationPoint } from './points';
import { StationMarks } from './StationMarks';
import { StationsInView } from './StationsInView';
import { useMapGestures } from './use-map-gestures';
import { MAX_ZOOM, WORLD_SIZE, fitBox, zoomBy, type LonLatBox, type MapView } from './view';

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
  tiles?: MapTiles | null;
  /** Stations the tide alone floods in the days ahead: marked, never clustered, and listed. */
  floods?: FloodMapList | null;
}

const WORLD_VIEW: MapView = { x: WORLD_SIZE / 2, y: WORLD_SIZE / 2 + 20, zoom: 1.5 };

function initialView(frame: LonLatBox | null | undefined, width: number, height: number): MapView {
  return frame ? fitBox(frame, width, height) : WORLD_VIEW;
}

/**
 * The map's frame and its parts: the outlines (BasemapLayer, loaded by useBasemap), the marks
 * (StationMarks, placed by clusters.ts), the gestures (useMapGestures) and the list below it.
 */
export function StationMap({
  points,
  frame,
  current,
  marked = [],
  label = 'Map of tide stations',
  tiles = null,
  floods = null,
}: StationMapProps) {
  const { navigate } = useRouter();
  const frameRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(DEFAULT_SIZE);
  const [view, setView] = useState<MapView>(() =>
    initialView(frame, DEFAULT_SIZE.width, DEFAULT_SIZE.height),
  );
  const measured = useRef(false);
  const gestures = useMapGestures(frameRef, size, setView);
  const { basemap, failed: basemapFailed } = useBasemap(view.zoom, tiles !== null);

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

  // Keyed on the paths, not the array: a page that re-renders passes a new array each time.
  const flooded = useMemo(
    () => new Map((floods?.stations ?? []).map((station) => [station.path, station])),
    [floods],
  );
  const markedKey = [...marked, ...(current ? [current] : []), ...flooded.keys()].join('\n');
  const special = useMemo(() => new Set(markedKey.split('\n').filter(Boolean)), [markedKey]);
  const index = useStationIndex(points, special);

  const { width, height } = size;
  const shown = marksInView(index, points, special, view, width, height);

  const zoomInto = (cluster: { id: number }, x: number, y: number) => {
    const target = Math.min(index.getClusterExpansionZoom(cluster.id), MAX_ZOOM);
    setView((before) => zoomBy(before, target - before.zoom, [x - width / 2, y - height / 2]));
    frameRef.current?.focus();
  };

  const open = (event: MouseEvent<Element>, point: StationPoint) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(point.path);
  };

  const state = tiles ? 'ready' : basemapFailed ? 'error' : basemap ? 'ready' : 'loading';
  const helpId = useId();

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
        onKeyDown={gestures.onKeyDown}
        onPointerDown={gestures.onPointerDown}
        onPointerMove={gestures.onPointerMove}
        onPointerUp={gestures.onPointerUp}
        onPointerCancel={gestures.onPointerCancel}
      >
        <svg width={width} height={height} onDoubleClick={gestures.onDoubleClick}>
          <BasemapLayer view={view} width={width} height={height} tiles={tiles} basemap={basemap} />
          <StationMarks
            shown={shown}
            current={current}
            special={special}
            flooded={flooded}
            onZoomInto={zoomInto}
            onOpen={open}
          />
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
        {flooded.size > 0 ? (
          <span data-kind="flood">
            Tide alone reaches flood level in the next {floods?.days} days
          </span>
        ) : null}
      </div>
      {floods && floods.stations.length > 0 ? <FloodedList floods={floods} /> : null}
      <p id={helpId} className="station-map-help">
        Drag or use the arrow keys to move the map, and the wheel or + and − to zoom. Tab reaches
        each station; Enter opens it.
      </p>
      <StationsInView stations={stationsInView(points, view, width, height)} />
    </div>
  );
}

const LEVEL_WORDS = { minor: 'minor', moderate: 'moderate', major: 'major' } as const;

/** The flooded gauges in words, beside their marks: the map's layer for those who cannot see it. */
function FloodedList({ floods }: { floods: FloodMapList }) {
  return (
    <div className="station-map-floods">
      <p>
        In the next {floods.days} days the predicted tide alone reaches NOAA’s flood threshold at
        these gauges (wind and rain can flood others):
      </p>
      <ul>
        {floods.stations.map((station) => (
          <li key={station.path}>
            <Link to={station.path}>{station.name}</Link>{' '}
            <span className="muted">
              {LEVEL_WORDS[station.level]} flooding, first on{' '}
              {new Intl.DateTimeFormat('en-US', {
                month: 'short',
                day: 'numeric',
                timeZone: 'UTC',
              }).format(new Date(`${station.date}T12:00:00Z`))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default StationMap;
