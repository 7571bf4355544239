/**
 * The home page's search in jsdom with fake clients: a set-apart gauge typed by name is offered
 * as what it is and opens its own page, not other water.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TideLocation } from '@tides/widgets';
import { afterEach, expect, it, vi } from 'vitest';
import { HeroSearchParts } from '../src/home/hero-search-parts';
import { ClientsProvider } from '../src/lib/clients';
import { createFakeClients } from './fake-clients';

const ORIENTAL_GAUGE: TideLocation = {
  id: 'noaa/8655133',
  name: 'Oriental — water-level gauge, tides too small to tabulate',
  state: 'NC',
  latitude: 35.0246,
  longitude: -76.6918,
  noaaId: '8655133',
  kind: 'gauge',
};
const CORE_CREEK_BRIDGE: TideLocation = {
  id: 'noaa/8656084',
  name: 'Core Creek Bridge',
  state: 'NC',
  latitude: 34.83,
  longitude: -76.69,
  noaaId: '8656084',
  kind: 'tide',
};
/** A gauge abroad: it has no page of the site's to open. */
const LAKE_GAUGE: TideLocation = {
  id: 'ticon/oriental-lake',
  name: 'Oriental Lake — water-level gauge, tides too small to tabulate',
  state: 'ON',
  latitude: 44,
  longitude: -79,
  kind: 'gauge',
};

afterEach(() => {
  cleanup();
});

it('offers the gauge typed by name first, as what it is, and opens its page', async () => {
  const clients = createFakeClients();
  const asked: { includeGauges?: boolean }[] = [];
  clients.tides = {
    ...clients.tides,
    searchLocations: async (_term, options = {}) => {
      asked.push(options);
      return options.includeGauges
        ? [ORIENTAL_GAUGE, CORE_CREEK_BRIDGE, LAKE_GAUGE]
        : [CORE_CREEK_BRIDGE];
    },
  };
  const onOpen = vi.fn();
  const user = userEvent.setup();
  render(
    <ClientsProvider clients={clients}>
      <HeroSearchParts label="Find a station" placeholder="Town or station" onOpen={onOpen} />
    </ClientsProvider>,
  );

  await user.type(screen.getByRole('combobox', { name: 'Find a station' }), 'Oriental');
  const options = await screen.findAllByRole('option');

  expect(asked.every((options) => options.includeGauges === true)).toBe(true);
  expect(options).toHaveLength(2);
  expect(options[0]).toHaveTextContent('Oriental — water-level gauge, tides too small to tabulate');
  await user.click(options[0]!);
  expect(onOpen).toHaveBeenCalledWith('/tides/nc/oriental-8655133');
});
