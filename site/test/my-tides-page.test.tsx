/**
 * My Tides in jsdom, signed in with fake clients: the fishing log's filters and export appear
 * only once the log has a session to narrow or export.
 */
import { cleanup, render, screen } from '@testing-library/react';
import type { FishingSession } from '@tides/widgets';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteClients } from '../src/lib/clients';
import { staticRoutes } from '../src/routes';
import { createFakeClients } from './fake-clients';
import { Site, stubMatchMedia } from './site';

await staticRoutes();

beforeEach(() => stubMatchMedia());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SESSION: FishingSession = {
  id: 'session-1',
  stationId: 'noaa/8443970',
  startedAt: '2026-03-15T10:30:00Z',
  endedAt: null,
  notes: '',
  catches: [],
  conditions: null,
};

function signedIn(sessions: FishingSession[]): SiteClients {
  const clients = createFakeClients();
  clients.session.getSession = async () =>
    ({ user: { email: 'pat@example.com', user_metadata: {} } }) as Awaited<
      ReturnType<SiteClients['session']['getSession']>
    >;
  clients.account.listSessions = async () => sessions;
  return clients;
}

describe('My Tides', () => {
  it('offers no filters or export while the fishing log is empty', async () => {
    render(<Site url="/my-tides" clients={signedIn([])} />);
    await screen.findByText('No sessions logged yet.');
    expect(screen.queryByRole('region', { name: 'Filter the fishing log' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('offers them once the log has a session', async () => {
    render(<Site url="/my-tides" clients={signedIn([SESSION])} />);
    const filters = await screen.findByRole('region', { name: 'Filter the fishing log' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(filters).toContainElement(screen.getByRole('button', { name: 'Export CSV' }));
  });
});
