/**
 * The stations drawn on the map: each cluster a numbered button that zooms into it, each
 * station a link to its page, a tide station round and a current station a diamond, the page's
 * own station and its marked neighbours larger.
 */
import type { MouseEvent } from 'react';
import type { FloodMapStation } from '../lib/clients';
import { clusterRadius, type Shown } from './clusters';
import type { StationPoint } from './points';

/** Marks' sizes in pixels: a plain station's, a marked neighbour's, the page's own station's. */
const STATION_RADIUS = { plain: 5.5, marked: 7, current: 9 };
const CURRENT_STATION_RADIUS = { plain: 7, marked: 9, current: 11 };

/** What a station is, in the words its mark and the list below the map use. */
export function kindWords(point: StationPoint): string {
  if (point.type === 'current') return 'current station';
  return point.type === 'reference' ? 'reference station' : 'subordinate station';
}

/** A current station's mark: a diamond, so it never passes for a tide station's round one. */
function diamond(radius: number): string {
  return `M0,${-radius}L${radius},0L0,${radius}L${-radius},0Z`;
}

export function StationMarks({
  shown,
  current,
  special,
  flooded,
  onZoomInto,
  onOpen,
}: {
  shown: Shown[];
  current: string | undefined;
  special: Set<string>;
  /** Stations the tide alone floods in the days ahead, by page. */
  flooded?: ReadonlyMap<string, FloodMapStation>;
  onZoomInto: (cluster: { id: number }, x: number, y: number) => void;
  onOpen: (event: MouseEvent<Element>, point: StationPoint) => void;
}) {
  return (
    <g data-slot="stations">
      {shown.map(({ key, x, y, cluster, point }) => {
        if (cluster) {
          return (
            <g
              key={key}
              className="station-map-cluster"
              role="button"
              tabIndex={0}
              aria-label={`${cluster.count} stations: zoom in`}
              transform={`translate(${x} ${y})`}
              onClick={() => onZoomInto(cluster, x, y)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  event.stopPropagation();
                  onZoomInto(cluster, x, y);
                }
              }}
            >
              <circle r={clusterRadius(cluster.count)} />
              <text dy="0.35em">{cluster.count}</text>
            </g>
          );
        }
        if (!point) return null;
        const isCurrent = point.path === current;
        const isMarked = special.has(point.path);
        const flood = flooded?.get(point.path);
        const radii = point.type === 'current' ? CURRENT_STATION_RADIUS : STATION_RADIUS;
        const radius = isCurrent ? radii.current : isMarked ? radii.marked : radii.plain;
        return (
          <g key={key} transform={`translate(${x} ${y})`}>
            <a
              href={point.path}
              className="station-map-point"
              data-kind={point.type}
              data-current={isCurrent ? 'true' : undefined}
              data-marked={isMarked ? 'true' : undefined}
              data-flood={flood?.level}
              aria-label={`${point.name}, ${kindWords(point)}${isCurrent ? ' (this station)' : ''}${flood ? `, tide reaches ${flood.level} flooding` : ''}`}
              onClick={(event) => onOpen(event, point)}
            >
              <title>{point.name}</title>
              {point.type === 'current' ? <path d={diamond(radius)} /> : <circle r={radius} />}
            </a>
          </g>
        );
      })}
    </g>
  );
}
