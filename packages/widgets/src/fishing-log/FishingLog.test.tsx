import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { createFakeAccountClient } from '../../test/fake-account-client.ts';
import { BOSTON_DAY } from '../../test/tide-days.ts';
import type { TideClient } from '../client.ts';
import { FishingLog } from './FishingLog.tsx';
import { SaveStationButton } from './SaveStationButton.tsx';

const STATIONS = [
  { id: 'noaa/8443970', name: 'Boston, MA' },
  { id: 'noaa/8452660', name: 'Newport, RI' },
];

/** Boston's 15 March 2026 for whatever day is asked: enough to compute conditions from. */
const tides: TideClient = {
  searchLocations: () => Promise.resolve([]),
  getTides: () => Promise.resolve({ kind: 'result', result: BOSTON_DAY }),
};

describe('FishingLog', () => {
  describe('when nobody is signed in', () => {
    it('says what the log gives and where to sign in', () => {
      render(<FishingLog client={null} tides={tides} stations={STATIONS} signInHref="/auth" />);
      const log = screen.getByRole('region', { name: 'Fishing log' });
      expect(within(log).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    });
  });

  describe('when the log cannot be loaded', () => {
    it('says so and offers to try again', async () => {
      const client = createFakeAccountClient();
      client.failWith = 'Failed to fetch';
      render(<FishingLog client={client} tides={tides} stations={STATIONS} />);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Your fishing log could not be loaded: Failed to fetch',
      );
      client.failWith = null;
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('No sessions logged yet.')).toBeInTheDocument();
    });
  });

  describe('when a signed-in angler logs a session', () => {
    it('saves it with its catches and the conditions of its time, then edits and deletes it', async () => {
      const user = userEvent.setup();
      const client = createFakeAccountClient();
      const { container } = render(
        <FishingLog client={client} tides={tides} stations={STATIONS} />,
      );
      await user.click(await screen.findByRole('button', { name: 'Log a session' }));
      await user.type(screen.getByLabelText('Date'), '2026-03-15');
      await user.type(screen.getByLabelText('Started (station time)'), '06:30');
      await user.click(screen.getByRole('button', { name: 'Add a catch' }));
      const fish = screen.getByRole('group', { name: 'Catch 1' });
      await user.type(within(fish).getByLabelText('Species'), 'Striped bass');
      await user.clear(within(fish).getByLabelText('Count'));
      await user.type(within(fish).getByLabelText('Count'), '2');
      await user.type(within(fish).getByLabelText('Length (cm)'), '71');
      await expectNoAxeViolations(container);
      await user.click(screen.getByRole('button', { name: 'Save session' }));

      const entry = (await screen.findByText(/Striped bass/)).closest('li.tides-fishing-session');
      expect(entry).toHaveTextContent('Boston, MA · Mar 15, 2026, 6:30 AM');
      expect(entry).toHaveTextContent('2 × Striped bass (71 cm), released');
      expect(entry).toHaveTextContent(/Rising, \d+\.\d ft above MLLW, 3 h 31 min after low tide/);
      expect(client.sessions[0]).toMatchObject({
        stationId: 'noaa/8443970',
        startedAt: '2026-03-15T10:30:00.000Z',
        conditions: { tide: { stage: 'rising' } },
      });

      await user.click(screen.getByRole('button', { name: 'Edit' }));
      expect(screen.getByLabelText('Started (station time)')).toHaveValue('06:30');
      await user.type(screen.getByLabelText('Notes'), 'Birds working the rip');
      await user.click(screen.getByRole('button', { name: 'Save session' }));
      expect(await screen.findByText('Birds working the rip')).toBeInTheDocument();
      expect(client.sessions).toHaveLength(1);

      await user.click(screen.getByRole('button', { name: 'Delete' }));
      await user.click(screen.getByRole('button', { name: 'Delete session' }));
      expect(await screen.findByText('No sessions logged yet.')).toBeInTheDocument();
      expect(client.sessions).toHaveLength(0);
    });

    it('refuses a catch without a species, in plain words, and saves nothing', async () => {
      const user = userEvent.setup();
      const client = createFakeAccountClient();
      render(<FishingLog client={client} tides={tides} stations={STATIONS} />);
      await user.click(await screen.findByRole('button', { name: 'Log a session' }));
      await user.type(screen.getByLabelText('Date'), '2026-03-15');
      await user.type(screen.getByLabelText('Started (station time)'), '06:30');
      await user.click(screen.getByRole('button', { name: 'Add a catch' }));
      await user.click(screen.getByRole('button', { name: 'Save session' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Catch 1: enter the species.');
      expect(client.sessions).toHaveLength(0);
    });
  });
});

describe('SaveStationButton', () => {
  it('saves the station for a signed-in visitor, and takes it off again', async () => {
    const user = userEvent.setup();
    const client = createFakeAccountClient();
    render(<SaveStationButton stationId="noaa/8443970" stationName="Boston, MA" client={client} />);
    const star = await screen.findByRole('button', { name: 'Save Boston, MA' });
    await waitFor(() => expect(star).toBeEnabled());
    await user.click(star);
    expect(await screen.findByRole('button', { name: 'Saved: Boston, MA' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(client.saved.map((saved) => saved.stationId)).toEqual(['noaa/8443970']);
    await user.click(screen.getByRole('button', { name: 'Saved: Boston, MA' }));
    expect(await screen.findByRole('button', { name: 'Save Boston, MA' })).toBeInTheDocument();
    expect(client.saved).toEqual([]);
  });

  it('sends a visitor who is not signed in to sign in', () => {
    render(<SaveStationButton stationId="noaa/8443970" stationName="Boston, MA" client={null} />);
    expect(screen.getByRole('link', { name: '☆ Sign in to save Boston, MA' })).toHaveAttribute(
      'href',
      '/auth',
    );
  });
});
