/**
 * My Tides in jsdom, signed in with fake clients: the fishing log's filters and export appear
 * only once the log has a session to narrow or export; a saved current station shows today's
 * currents in the visitor's order, beside the tide stations.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FishingSession } from '@tides/widgets';
import { deceptionPassCurrents, SAVED_CURRENT_AND_TIDE } from '@tides/widgets/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteClients } from '../src/lib/clients';
import { staticRoutes } from '../src/routes';
import { answerKey, createFakeClients } from './fake-clients';
import { Site, stubMatchMedia } from './site';

await staticRoutes();

beforeEach(() => stubMatchMedia());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
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

function signedIn(
  sessions: FishingSession[],
  clients: SiteClients = createFakeClients(),
): SiteClients {
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
    await screen.findByText('No sessions logged yet.', {}, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Filter the fishing log' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('offers them once the log has a session', async () => {
    render(<Site url="/my-tides" clients={signedIn([SESSION])} />);
    // The log reads its sessions first: seconds on a busy machine.
    const filters = await screen.findByRole(
      'region',
      { name: 'Filter the fishing log' },
      { timeout: 10_000 },
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(filters).toContainElement(screen.getByRole('button', { name: 'Export CSV' }));
  });
});

describe('My Tides with a current station saved', () => {
  it('shows its currents today in the visitor’s order, and keeps it out of the log’s stations', async () => {
    // 1 June 2026, 9:00 AM at Deception Pass: its today, whatever zone the test runs in.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T16:00:00Z'));
    const fake = createFakeClients(
      {},
      {
        currents: {
          [answerKey({ locationId: 'noaa/PUG1701', date: '2026-06-01', days: 2 })]:
            deceptionPassCurrents(2),
        },
      },
    );
    const clients = signedIn([], fake);
    clients.account.listSavedStations = async () => SAVED_CURRENT_AND_TIDE;
    render(<Site url="/my-tides" clients={clients} />);

    const list = await screen.findByRole(
      'list',
      { name: 'Your saved stations, in your order' },
      { timeout: 10_000 },
    );
    const [first, second] = [...list.children] as HTMLElement[];
    const card = await within(first!).findByRole(
      'article',
      { name: 'Deception Pass (Narrows), WA' },
      { timeout: 10_000 },
    );
    expect(within(card).getByRole('region', { name: /^Coming up/ })).toHaveTextContent(
      /Next slack\s*10:59\sAM PDT/,
    );
    expect(
      within(first!).getByRole('link', {
        name: 'The week ahead and a month table for Deception Pass (Narrows), WA →',
      }),
    ).toHaveAttribute('href', '/currents/wa/deception-pass-narrows-pug1701');
    expect(
      within(first!).getByRole('button', { name: 'Move down Deception Pass (Narrows), WA' }),
    ).toBeEnabled();
    expect(within(second!).getByRole('button', { name: 'Move up Boston, MA' })).toBeEnabled();
    expect(fake.currentRequests).toEqual([
      { locationId: 'noaa/PUG1701', date: '2026-06-01', days: 2 },
    ]);
    // Sessions are logged at tide stations: the log offers Boston alone.
    await userEvent.click(await screen.findByRole('button', { name: 'Log a session' }));
    const stationChoice = screen.getByRole('combobox', { name: 'Station' });
    expect(
      within(stationChoice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Boston, MA']);
  });
});
