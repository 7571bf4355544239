/**
 * Where a page shows the station map: a box of the map's size while the page is prerendered and
 * hydrated, then the map itself, whose code (d3-geo, supercluster), stations and outlines load
 * only on the pages that show one, and only as the visitor scrolls near it (or lands on
 * #station-map): a station page's first view carries none of them.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useClients, type FloodMapList } from '../lib/clients';
import { useHydrated } from '../lib/use-hydrated';
import { useNearView } from '../lib/use-near-view';
import { readStationPoints, type StationPoint } from './points';
import { boxAround, type LonLatBox } from './view';
import './station-map.css';

const StationMap = lazy(() => import('./StationMap'));

/** How far below the viewport the map starts loading, so it is drawn by the time it shows. */
const LOAD_AHEAD_MARGIN = '400px';

/** A tile service for production, when the deployment names one (see vite-env.d.ts). */
const TILES = import.meta.env.VITE_MAP_TILE_URL
  ? {
      url: import.meta.env.VITE_MAP_TILE_URL,
      attribution: import.meta.env.VITE_MAP_TILE_ATTRIBUTION ?? '',
    }
  : null;

export interface StationMapSectionProps {
  /** Frame the map to this box. */
  frame?: LonLatBox;
  /** Frame the map to one state's or country's stations ('ma', 'canada'); the world by default. */
  state?: string;
  /** Frame the map to these stations and mark them (a station and its nearest neighbours). */
  around?: string[];
  /** The station whose page this is. */
  current?: string;
  /** The map's accessible name. */
  label?: string;
  /** Mark this state's gauges ('ma') whose tide alone floods in the coming month. */
  floodState?: string;
}

type Loaded =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; points: StationPoint[] };

/** The box a page's map opens on. */
export function frameFor(
  points: StationPoint[],
  { frame, state, around }: Pick<StationMapSectionProps, 'frame' | 'state' | 'around'>,
): LonLatBox | null {
  if (frame) return frame;
  if (around && around.length > 0) {
    const wanted = new Set(around);
    return boxAround(points.filter((point) => wanted.has(point.path)));
  }
  if (state) return boxAround(points.filter((point) => point.state === state));
  return null;
}

export function StationMapSection({
  frame,
  state,
  around,
  current,
  label,
  floodState,
}: StationMapSectionProps) {
  const { floodMap } = useClients();
  const hydrated = useHydrated();
  const section = useRef<HTMLDivElement>(null);
  const near = useNearView(section, LOAD_AHEAD_MARGIN);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    if (!hydrated || !near) return;
    let live = true;
    readStationPoints().then(
      (points) => live && setLoaded({ status: 'ready', points }),
      () => live && setLoaded({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [hydrated, near]);

  const [floods, setFloods] = useState<FloodMapList | null>(null);
  useEffect(() => {
    if (!hydrated || !near || !floodState) return undefined;
    const controller = new AbortController();
    void floodMap.list(floodState, controller.signal).then((list) => {
      if (!controller.signal.aborted) setFloods(list);
    });
    return () => controller.abort();
  }, [hydrated, near, floodState, floodMap]);

  const points = loaded.status === 'ready' ? loaded.points : null;
  const box = useMemo(
    () => (points ? frameFor(points, { frame, state, around }) : null),
    // The frame is read once the stations are in; a page's props do not change under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [points],
  );
  const placeholder = (
    <div className="station-map-placeholder" data-state={loaded.status}>
      {loaded.status === 'error' ? (
        // Not an alert: the page's lists and links work without the map.
        <p className="muted">The map could not be loaded.</p>
      ) : null}
    </div>
  );
  return (
    <div id="station-map" className="station-map-section" ref={section}>
      {points ? (
        <Suspense fallback={placeholder}>
          <StationMap
            points={points}
            frame={box}
            current={current}
            marked={around}
            label={label}
            tiles={TILES}
            floods={floods}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
