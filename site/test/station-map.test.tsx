/**
 * The station map in jsdom: stations and clusters reachable by role and name, the keyboard
 * moving and zooming it, Enter on a cluster zooming in, and the stations in view listed.
 * (Chromium proves the drawing, the wheel and opening a station: e2e/station-map.test.ts.)
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { StationPoint } from '../src/map/points';
import { StationMap } from '../src/map/StationMap';
import { RouterProvider } from '../src/router/router';
import { countInView } from '../src/map/StationsInView';

afterEach(cleanup);

// jsdom has no pointer capture, which every browser has; the map uses it while dragging.
const captured = new Set<number>();
HTMLElement.prototype.setPointerCapture ??= (id: number) => void captured.add(id);
HTMLElement.prototype.releasePointerCapture ??= (id: number) => void captured.delete(id);
HTMLElement.prototype.hasPointerCapture ??= (id: number) => captured.has(id);

const point = (
  name: string,
  latitude: number,
  longitude: number,
  type: StationPoint['type'] = 'subordinate',
): StationPoint => ({
  path: `/tides/ma/${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  latitude,
  longitude,
  type,
  state: 'ma',
});

// Boston Harbor's stations within a few kilometres of each other, and Nantucket far off.
const POINTS = [
  point('Boston', 42.3548, -71.0534, 'reference'),
  point('Charlestown', 42.3733, -71.0524),
  point('Chelsea Street Bridge', 42.3867, -71.0217),
  point('Nantucket Island', 41.285, -70.0967, 'reference'),
];
const HARBOR_AND_ISLAND = { west: -71.1, south: 41.2, east: -70.0, north: 42.4 };

function renderMap(current?: string) {
  return render(
    <RouterProvider url="/tides/ma">
      <StationMap points={POINTS} frame={HARBOR_AND_ISLAND} current={current} />
    </RouterProvider>,
  );
}

const zoomOf = (map: HTMLElement) => Number(map.getAttribute('data-zoom'));

describe('StationMap', () => {
  it('gathers the harbour into one cluster and shows the island on its own', () => {
    renderMap();
    const map = screen.getByRole('application', { name: 'Map of tide stations' });
    expect(within(map).getByRole('button', { name: '3 stations: zoom in' })).toBeInTheDocument();
    expect(
      within(map).getByRole('link', { name: 'Nantucket Island, reference station' }),
    ).toHaveAttribute('href', '/tides/ma/nantucket-island');
  });

  it('zooms into a cluster with Enter, until each station stands alone', async () => {
    const user = userEvent.setup();
    renderMap();
    const map = screen.getByRole('application');
    const before = zoomOf(map);
    screen.getByRole('button', { name: '3 stations: zoom in' }).focus();
    await user.keyboard('{Enter}');
    expect(zoomOf(map)).toBeGreaterThan(before);
    expect(map).toHaveFocus();
    for (
      let presses = 0;
      presses < 5 && screen.queryByRole('button', { name: /stations/ });
      presses += 1
    ) {
      screen.getByRole('button', { name: /stations: zoom in/ }).focus();
      await user.keyboard('{Enter}');
    }
    expect(screen.getByRole('link', { name: 'Boston, reference station' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Charlestown, subordinate station' }),
    ).toBeInTheDocument();
  });

  it('moves with the arrow keys and zooms with + and −', async () => {
    const user = userEvent.setup();
    renderMap();
    const map = screen.getByRole('application');
    map.focus();
    const zoom = zoomOf(map);
    await user.keyboard('+');
    expect(zoomOf(map)).toBeCloseTo(zoom + 1);
    await user.keyboard('-');
    expect(zoomOf(map)).toBeCloseTo(zoom);
    const [x] = (map.getAttribute('data-center') ?? '').split(',').map(Number);
    await user.keyboard('{ArrowRight}');
    expect(Number((map.getAttribute('data-center') ?? '').split(',')[0])).toBeGreaterThan(x ?? 0);
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoomOf(map)).toBeCloseTo(zoom + 1);
  });

  it('zooms in where two fingers spread apart', () => {
    renderMap();
    const map = screen.getByRole('application');
    const zoom = zoomOf(map);
    fireEvent.pointerDown(map, { pointerId: 1, button: 0, clientX: 300, clientY: 200 });
    fireEvent.pointerDown(map, { pointerId: 2, button: 0, clientX: 340, clientY: 200 });
    // From 40 px apart to 160: two doublings.
    fireEvent.pointerMove(map, { pointerId: 1, clientX: 240, clientY: 200 });
    fireEvent.pointerMove(map, { pointerId: 2, clientX: 400, clientY: 200 });
    fireEvent.pointerUp(map, { pointerId: 1 });
    fireEvent.pointerUp(map, { pointerId: 2 });
    expect(zoomOf(map)).toBeCloseTo(zoom + 2, 5);
  });

  it('lists the stations in view by name, as links', async () => {
    const user = userEvent.setup();
    renderMap();
    await user.click(screen.getByText('4 tide stations in view'));
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Boston', 'Charlestown', 'Chelsea Street Bridge', 'Nantucket Island']);
  });

  it('counts the tide and current stations in view apart, as a page counts its tide stations', () => {
    const race = point('The Race', 41.2317, -72.0617, 'current');
    expect(countInView(POINTS)).toBe('4 tide stations in view');
    expect(countInView([race])).toBe('One current station in view');
    expect(countInView([...POINTS, race])).toBe('5 stations in view: 4 tide, 1 current');
  });

  it('marks the gauges the tide alone floods in the month, unclustered, and lists them in words', () => {
    const charlestown = POINTS[1]!;
    render(
      <RouterProvider url="/tides/ma">
        <StationMap
          points={POINTS}
          frame={HARBOR_AND_ISLAND}
          floods={{
            days: 30,
            stations: [
              {
                path: charlestown.path,
                name: 'Charlestown',
                date: '2026-12-22',
                level: 'moderate',
              },
            ],
          }}
        />
      </RouterProvider>,
    );
    const map = screen.getByRole('application', { name: 'Map of tide stations' });
    // Charlestown stands alone, out of the harbour's cluster, marked with its level.
    const mark = within(map).getByRole('link', {
      name: 'Charlestown, subordinate station, tide reaches moderate flooding',
    });
    expect(mark).toHaveAttribute('data-flood', 'moderate');
    expect(within(map).getByRole('button', { name: '2 stations: zoom in' })).toBeInTheDocument();
    expect(
      screen.getByText('Tide alone reaches flood level in the next 30 days'),
    ).toBeInTheDocument();
    const list = screen.getByText(/the predicted tide alone reaches NOAA’s flood threshold/)
      .nextElementSibling as HTMLElement;
    expect(list).toHaveTextContent('Charlestown moderate flooding, first on Dec 22');
  });

  it('marks the station whose page it is, and has no serious axe violations', async () => {
    const { container } = renderMap('/tides/ma/nantucket-island');
    expect(
      screen.getByRole('link', { name: 'Nantucket Island, reference station (this station)' }),
    ).toHaveAttribute('data-current', 'true');
    const results = await axe.run(container, { resultTypes: ['violations'] });
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([]);
  });
});
