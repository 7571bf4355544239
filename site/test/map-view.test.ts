// @vitest-environment node
/**
 * Where the station map looks: framing a state, panning and zooming, and the world wrapping at
 * the 180th meridian.
 */
import { describe, expect, it } from 'vitest';
import { decodePoints, encodePoints, type StationPoint } from '../src/map/points';
import {
  boxAround,
  fitBox,
  panBy,
  project,
  toScreen,
  unproject,
  visibleBox,
  zoomBy,
} from '../src/map/view';

const boston: [number, number] = [-71.0534, 42.3548];

describe('the station map’s view', () => {
  it('projects and unprojects a place to the same place', () => {
    const [longitude, latitude] = unproject(...project(...boston));
    expect(longitude).toBeCloseTo(boston[0], 6);
    expect(latitude).toBeCloseTo(boston[1], 6);
  });

  it('frames a box so all of it is in view', () => {
    const box = { west: -73.5, south: 41.2, east: -69.9, north: 42.9 };
    const view = fitBox(box, 800, 420);
    const seen = visibleBox(view, 800, 420);
    expect(seen.west).toBeLessThanOrEqual(box.west);
    expect(seen.east).toBeGreaterThanOrEqual(box.east);
    expect(seen.south).toBeLessThanOrEqual(box.south);
    expect(seen.north).toBeGreaterThanOrEqual(box.north);
  });

  it('keeps the point under the pointer where it is while zooming', () => {
    const view = fitBox({ west: -73.5, south: 41.2, east: -69.9, north: 42.9 }, 800, 420);
    const before = toScreen(view, 800, 420, project(...boston));
    const anchor: [number, number] = [before[0] - 400, before[1] - 210];
    const after = toScreen(zoomBy(view, 2, anchor), 800, 420, project(...boston));
    expect(after[0]).toBeCloseTo(before[0], 6);
    expect(after[1]).toBeCloseTo(before[1], 6);
  });

  it('pans by screen pixels', () => {
    const view = { x: 100, y: 100, zoom: 3 };
    const moved = panBy(view, 80, -40);
    expect(moved.x).toBeCloseTo(110);
    expect(moved.y).toBeCloseTo(95);
  });

  it('frames Alaska over the 180th meridian rather than around the world', () => {
    const box = boxAround([
      { longitude: 172.9, latitude: 52.9 },
      { longitude: -131.6, latitude: 55.3 },
      { longitude: -166.5, latitude: 53.9 },
    ]);
    expect(box).toEqual({ west: 172.9, east: -131.6, south: 52.9, north: 55.3 });
    const view = fitBox(box!, 800, 420);
    // Attu and Ketchikan are both on screen, Attu to the west.
    const attu = toScreen(view, 800, 420, project(172.9, 52.9));
    const ketchikan = toScreen(view, 800, 420, project(-131.6, 55.3));
    expect(attu[0]).toBeGreaterThanOrEqual(0);
    expect(ketchikan[0]).toBeLessThanOrEqual(800);
    expect(attu[0]).toBeLessThan(ketchikan[0]);
  });
});

describe('the map’s points file', () => {
  it('reads back what it wrote', () => {
    const points: StationPoint[] = [
      {
        path: '/tides/ma/boston-8443970',
        name: 'Boston',
        latitude: 42.3548,
        longitude: -71.0534,
        type: 'reference',
        state: 'ma',
      },
      {
        path: '/tides/ma/some-other-address-1',
        name: 'Woods Hole',
        latitude: 41.5233,
        longitude: -70.6717,
        type: 'reference',
        state: 'ma',
      },
      {
        path: '/tides/canada/halifax-490',
        name: 'Halifax',
        latitude: 44.6667,
        longitude: -63.5833,
        type: 'subordinate',
        state: 'canada',
      },
    ];
    const file = encodePoints(points);
    // Boston's row keeps only its number; an address not made from the name is kept whole.
    expect(file.points[0]?.[1]).toBe('8443970');
    expect(file.points[1]?.[1]).toBe('/some-other-address-1');
    expect(decodePoints(JSON.parse(JSON.stringify(file)))).toEqual(points);
  });
});
