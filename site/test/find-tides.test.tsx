/**
 * The Find Tides page in jsdom with fake clients: a search in the address is looked up again,
 * and an address naming no station says so.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOSTON_DAY } from '@tides/widgets/testing';
import { preloadRoute } from '../src/routes';
import { answerKey, createFakeClients } from './fake-clients';
import { Site, stubMatchMedia } from './site';

const BOSTON = 'noaa/8443970';

async function open(path: string, clients = createFakeClients()): Promise<void> {
  await preloadRoute('/find-tides');
  window.history.replaceState(null, '', path);
  render(<Site clients={clients} />);
}

beforeEach(() => stubMatchMedia());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('a search in the address', () => {
  it('is found again: the station’s tides for the day, and the way to its page', async () => {
    const clients = createFakeClients({
      [answerKey({ locationId: BOSTON, date: '2026-03-15' })]: BOSTON_DAY,
    });
    await open(`/find-tides?station=${BOSTON}&date=2026-03-15`, clients);
    expect(await screen.findByRole('article', { name: 'Boston, MA' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: /^Boston, MA: the week ahead/ }),
    ).toHaveAttribute('href', '/tides/ma/boston-8443970');
    expect(clients.tideRequests[0]).toEqual({ locationId: BOSTON, date: '2026-03-15' });
  });

  it('names no station the tide service knows: the page says so, and offers the search', async () => {
    await open('/find-tides?station=noaa/0000000&date=2026-03-15');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The station in this address could not be found. Search for a location below.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Find Your Perfect Tide');
  });
});
