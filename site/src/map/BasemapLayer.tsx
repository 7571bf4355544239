/**
 * What the map draws under the stations: a tile service's images when the deployment names one
 * (each telling `onTile` whether it arrived), else the shipped outlines, repeated east and west
 * so the world wraps.
 */
import { BASEMAP_ZOOM, type Basemap } from './basemap';
import { toScreen, WORLD_SIZE, type MapView } from './view';

export interface MapTiles {
  /** The tiles' address, with '{z}', '{x}' and '{y}' in it. */
  url: string;
  attribution: string;
}

export function BasemapLayer({
  view,
  width,
  height,
  tiles,
  basemap,
  onTile,
}: {
  view: MapView;
  width: number;
  height: number;
  tiles: MapTiles | null;
  basemap: Basemap | null;
  /** Told of each tile image as it loads (`true`) or cannot be had (`false`). */
  onTile?: (loaded: boolean) => void;
}) {
  if (tiles) {
    return (
      <g data-slot="basemap" aria-hidden="true">
        {tileImages(view, width, height).map((tile) => (
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
            onLoad={() => onTile?.(true)}
            onError={() => onTile?.(false)}
          />
        ))}
      </g>
    );
  }
  const scale = 2 ** (view.zoom - BASEMAP_ZOOM);
  const worldWidth = WORLD_SIZE * 2 ** view.zoom;
  const [originX, originY] = toScreen(view, width, height, [0, 0]);
  const copies: number[] = [];
  for (let k = Math.floor(-originX / worldWidth) - 1; originX + k * worldWidth < width; k += 1) {
    copies.push(k);
  }
  return (
    <g data-slot="basemap" aria-hidden="true">
      {basemap
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
