/**
 * A state's stations as a person browses them: the whole list in the prerendered page, a
 * filter that narrows it as they type, groups with their counts and a jump list.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { filterAreas, type Areas } from '../src/directory/filter';
import { StationDirectory } from '../src/directory/StationDirectory';
import { RouterProvider } from '../src/router/router';

const station = (
  name: string,
  noaaId: string,
  type: 'reference' | 'subordinate' = 'subordinate',
) => ({
  path: `/tides/fl/${name.toLowerCase().replace(/[^a-z]+/g, '-')}-${noaaId}`,
  name,
  noaaId,
  type,
});

const FLORIDA: Areas = [
  {
    area: 'Miami-Dade County',
    stations: [station('Key Biscayne', '8723214', 'reference'), station('Miami Beach', '8723170')],
  },
  {
    area: 'Monroe County (the Keys)',
    stations: [
      station('Flamingo', '8723962'),
      station('Key West', '8724580', 'reference'),
      station('Vaca Key', '8723970', 'reference'),
    ],
  },
  { area: 'Pinellas County', stations: [station('St. Petersburg', '8726520', 'reference')] },
  { area: 'Brevard County', stations: [station('Turkey Creek', '8721843')] },
];

afterEach(cleanup);

function renderDirectory() {
  return render(
    <RouterProvider url="/tides/fl">
      <StationDirectory areas={FLORIDA} place="Florida" />
    </RouterProvider>,
  );
}

describe('filtering a state’s stations', () => {
  it('keeps every station when nothing is typed', () => {
    expect(filterAreas(FLORIDA, '  ')).toBe(FLORIDA);
  });

  it('keeps a group whose name matches whole, and other stations by the start of a word', () => {
    const kept = filterAreas(FLORIDA, 'key');
    expect(kept.map(({ area, stations }) => [area, stations.map((s) => s.name)])).toEqual([
      ['Miami-Dade County', ['Key Biscayne']],
      ['Monroe County (the Keys)', ['Flamingo', 'Key West', 'Vaca Key']],
    ]);
  });

  it('needs every word typed, in any case and without accents', () => {
    expect(filterAreas(FLORIDA, 'WEST kéy').flatMap((a) => a.stations.map((s) => s.name))).toEqual([
      'Key West',
    ]);
    expect(filterAreas(FLORIDA, '8726520')[0]?.stations[0]?.name).toBe('St. Petersburg');
    expect(filterAreas(FLORIDA, 'zzz')).toEqual([]);
  });
});

describe('StationDirectory', () => {
  it('prerenders every station, its group’s count and the jump list', () => {
    const html = renderToString(
      <RouterProvider url="/tides/fl">
        <StationDirectory areas={FLORIDA} place="Florida" />
      </RouterProvider>,
    );
    for (const { stations } of FLORIDA) {
      for (const { name } of stations) expect(html).toContain(`>${name}</a>`);
    }
    expect(html).toContain('7 stations in 4 groups.');
    expect(html).toContain('href="#area-monroe-county-the-keys"');
  });

  describe('when the visitor types "key"', () => {
    it('shows only the Keys and the stations named Key, and says how many', async () => {
      const user = userEvent.setup();
      renderDirectory();
      await user.type(screen.getByRole('searchbox', { name: "Filter Florida's stations" }), 'key');
      const groups = screen.getAllByRole('region');
      expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual([
        'Miami-Dade County',
        'Monroe County (the Keys)',
      ]);
      expect(within(groups[1]!).getByText('3 stations')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Key West' })).toHaveAttribute(
        'href',
        '/tides/fl/key-west-8724580',
      );
      expect(screen.queryByRole('link', { name: 'Miami Beach' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Turkey Creek' })).not.toBeInTheDocument();
      expect(screen.getByText('4 stations of 7 match “key”.')).toBeInTheDocument();
      const jump = screen.getByRole('navigation', { name: 'Groups' });
      expect(
        within(jump)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Miami-Dade County', 'Monroe County (the Keys)']);
    });
  });

  it('gives a name told apart by its number that number once', () => {
    render(
      <RouterProvider url="/tides/fl">
        <StationDirectory
          areas={[
            {
              area: 'Monroe County (the Keys)',
              stations: [
                station('Key West, NOAA 8724580', '8724580', 'reference'),
                station('Key West, NOAA 8724581', '8724581'),
              ],
            },
          ]}
          place="Florida"
        />
      </RouterProvider>,
    );
    const item = screen.getByRole('link', { name: 'Key West, NOAA 8724580' }).closest('li');
    expect(item?.textContent).toBe('Key West, NOAA 8724580');
  });

  it('says "1 station of 7 matches" for a single match', async () => {
    const user = userEvent.setup();
    renderDirectory();
    await user.type(screen.getByRole('searchbox'), '8726520');
    expect(screen.getByText('1 station of 7 matches “8726520”.')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderDirectory();
    await user.type(screen.getByRole('searchbox'), 'Nowhere');
    expect(screen.getByText('No station in Florida matches “Nowhere”.')).toBeInTheDocument();
    expect(screen.queryAllByRole('region')).toEqual([]);
  });
});
