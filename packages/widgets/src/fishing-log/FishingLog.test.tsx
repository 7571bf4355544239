import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { createFakeAccountClient } from '../../test/fake-account-client.ts';
import { BOSTON_DAY } from '../../test/tide-days.ts';
import type { TideClient } from '../client.ts';
import type { FishingConditions, FishingSession } from './data/account-data.ts';
import { describeCatch, describeTide, FishingLog } from './FishingLog.tsx';
import { SaveStationButton } from './save-station/SaveStationButton.tsx';

const STATIONS = [
  { id: 'noaa/8443970', name: 'Boston, MA' },
  { id: 'noaa/8452660', name: 'Newport, RI' },
];

/** Boston's 15 March 2026 for whatever day is asked: enough to compute conditions from. */
const tides: TideClient = {
  searchLocations: () => Promise.resolve([]),
  getTides: () => Promise.resolve({ kind: 'result', result: BOSTON_DAY }),
};

const conditions: FishingConditions = {
  timeZone: 'America/New_York',
  tide: { stage: 'rising', heightM: -0.01, datum: 'MLLW', since: null, next: null },
  moon: { phase: 'Full Moon', illumination: 1 },
  sun: { sunrise: null, sunset: null },
  source: 'harmonic',
};

const FULL_MOON_SESSION: FishingSession = {
  id: 'full',
  stationId: 'noaa/8443970',
  startedAt: '2026-03-03T23:00:00.000Z',
  endedAt: null,
  notes: '',
  catches: [],
  conditions,
};

describe('FishingLog', () => {
  describe('when nobody is signed in', () => {
    it('says what the log gives and where to sign in', () => {
      render(<FishingLog client={null} tides={tides} stations={STATIONS} signInHref="/auth" />);
      const log = screen.getByRole('region', { name: 'Fishing log' });
      expect(within(log).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    });
  });

  describe('as every widget is built', () => {
    it('says where it is in data-state: signed out, loading, then ready', async () => {
      const { rerender } = render(<FishingLog client={null} tides={tides} stations={STATIONS} />);
      const log = screen.getByRole('region', { name: 'Fishing log' });
      expect(log).toHaveAttribute('data-state', 'signed-out');
      rerender(<FishingLog client={createFakeAccountClient()} tides={tides} stations={STATIONS} />);
      expect(log).toHaveAttribute('data-state', 'loading');
      await waitFor(() => expect(log).toHaveAttribute('data-state', 'ready'));
    });

    it('takes its text from labels, its numbers from locale and its headings from headingLevel', async () => {
      const client = createFakeAccountClient({ sessions: [FULL_MOON_SESSION] });
      const ref = createRef<HTMLElement>();
      render(
        <FishingLog
          ref={ref}
          client={client}
          tides={tides}
          stations={STATIONS}
          locale="de-DE"
          units="m"
          headingLevel={3}
          labels={{ title: 'Fangbuch', logSession: 'Angeltag eintragen' }}
          data-testid="log"
        />,
      );
      const log = screen.getByRole('region', { name: 'Fangbuch' });
      expect(ref.current).toBe(log);
      expect(log).toHaveAttribute('data-testid', 'log');
      expect(within(log).getByRole('heading', { level: 3, name: 'Fangbuch' })).toBeInTheDocument();
      expect(
        await within(log).findByRole('button', { name: 'Angeltag eintragen' }),
      ).toBeInTheDocument();
      const session = within(log).getByRole('heading', { level: 4, name: /^Boston, MA · / });
      expect(session.closest('li')).toHaveTextContent('Rising, 0,01 m below MLLW');
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
        <FishingLog client={client} tides={tides} stations={STATIONS} units="m" />,
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
      expect(entry).toHaveTextContent(/Rising, \d+\.\d\d m above MLLW, 3 h 31 min after low tide/);
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

    it('asks in inches and pounds by default, keeps centimetres and kilograms, and reads back either way', async () => {
      const user = userEvent.setup();
      const client = createFakeAccountClient();
      const { rerender } = render(
        <FishingLog client={client} tides={tides} stations={STATIONS} hourCycle="h23" />,
      );
      await user.click(await screen.findByRole('button', { name: 'Log a session' }));
      await user.type(screen.getByLabelText('Date'), '2026-03-15');
      await user.type(screen.getByLabelText('Started (station time)'), '18:30');
      await user.click(screen.getByRole('button', { name: 'Add a catch' }));
      const fish = screen.getByRole('group', { name: 'Catch 1' });
      await user.type(within(fish).getByLabelText('Species'), 'Striped bass');
      await user.type(within(fish).getByLabelText('Length (in)'), '28');
      await user.type(within(fish).getByLabelText('Weight (lb)'), '9.5');
      await user.click(screen.getByRole('button', { name: 'Save session' }));

      const entry = () =>
        screen.getByText(/Striped bass/).closest('li.tides-fishing-session') as HTMLElement;
      expect(await screen.findByText(/Striped bass/)).toBeInTheDocument();
      expect(entry()).toHaveTextContent('Boston, MA · Mar 15, 2026, 18:30');
      expect(entry()).toHaveTextContent('1 × Striped bass (28 in, 9.5 lb), released');
      expect(entry()).toHaveTextContent(/Rising, \d+\.\d ft above MLLW/);
      expect(entry()).toHaveTextContent(/Sunset 1\d:\d\d/);
      expect(client.sessions[0]?.catches).toEqual([
        { species: 'Striped bass', count: 1, released: true, lengthCm: 71.12, weightKg: 4.309 },
      ]);

      // Saved again untouched, the fish is the same to the gram: nothing is rounded twice.
      await user.click(screen.getByRole('button', { name: 'Edit' }));
      expect(
        within(screen.getByRole('group', { name: 'Catch 1' })).getByLabelText('Weight (lb)'),
      ).toHaveValue(9.5);
      await user.click(screen.getByRole('button', { name: 'Save session' }));
      await screen.findByRole('button', { name: 'Edit' });
      expect(client.sessions[0]?.catches[0]).toMatchObject({ lengthCm: 71.12, weightKg: 4.309 });

      rerender(
        <FishingLog client={client} tides={tides} stations={STATIONS} units="m" hourCycle="h12" />,
      );
      expect(entry()).toHaveTextContent('Mar 15, 2026, 6:30 PM');
      expect(entry()).toHaveTextContent('1 × Striped bass (71.1 cm, 4.31 kg), released');
      expect(entry()).toHaveTextContent(/Rising, \d+\.\d\d m above MLLW/);
    });

    it('refuses a size out of range in the units it asks in', async () => {
      const user = userEvent.setup();
      const client = createFakeAccountClient();
      render(<FishingLog client={client} tides={tides} stations={STATIONS} />);
      await user.click(await screen.findByRole('button', { name: 'Log a session' }));
      await user.type(screen.getByLabelText('Date'), '2026-03-15');
      await user.type(screen.getByLabelText('Started (station time)'), '06:30');
      await user.click(screen.getByRole('button', { name: 'Add a catch' }));
      const fish = screen.getByRole('group', { name: 'Catch 1' });
      await user.type(within(fish).getByLabelText('Species'), 'Bluefin tuna');
      await user.type(within(fish).getByLabelText('Weight (lb)'), '5000');
      await user.click(screen.getByRole('button', { name: 'Save session' }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Catch 1: the weight must be between 0.03 and 4400 lb.',
      );
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

describe('describeTide and describeCatch', () => {
  it('never write a negative zero', () => {
    expect(describeTide(conditions)).toBe('Rising, 0.0 ft above MLLW');
    expect(describeTide(conditions, { units: 'm' })).toBe('Rising, 0.01 m below MLLW');
  });

  it('write a catch in inches and pounds, or centimetres and kilograms', () => {
    const fish = { species: 'Fluke', count: 3, lengthCm: 45.72, weightKg: 1.361, released: false };
    expect(describeCatch(fish)).toBe('3 × Fluke (18 in, 3 lb), kept');
    expect(describeCatch(fish, { units: 'm' })).toBe('3 × Fluke (45.7 cm, 1.36 kg), kept');
  });

  it('say "Full Moon", never "Full Moon moon"', async () => {
    const client = createFakeAccountClient({ sessions: [FULL_MOON_SESSION] });
    render(<FishingLog client={client} tides={tides} stations={STATIONS} />);
    const conditionsLine = await screen.findByText(/Rising, 0\.0 ft above MLLW/);
    expect(conditionsLine).toHaveTextContent('Rising, 0.0 ft above MLLW · Full Moon, 100% lit');
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
    const link = screen.getByRole('link', { name: 'Sign in to save Boston, MA' });
    expect(link).toHaveAttribute('href', '/auth');
    expect(link).toHaveAttribute('data-state', 'signed-out');
  });

  it('says where it is in data-state, while it reads the list, saves and is saved', async () => {
    const user = userEvent.setup();
    const client = createFakeAccountClient();
    render(<SaveStationButton stationId="noaa/8443970" stationName="Boston, MA" client={client} />);
    const star = screen.getByRole('button', { name: 'Save Boston, MA' });
    expect(star).toHaveAttribute('data-state', 'checking');
    await waitFor(() => expect(star).toHaveAttribute('data-state', 'not-saved'));
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('data-state', 'saved'));
  });

  it('says a save failed in its own words when the backend gives no reason', async () => {
    const user = userEvent.setup();
    const client = createFakeAccountClient();
    client.saveStation = () => Promise.reject(new TypeError('offline'));
    const labels = { failed: 'Could not save.', save: (name: string) => `Keep ${name}` };
    render(
      <SaveStationButton
        stationId="noaa/8443970"
        stationName="Boston, MA"
        client={client}
        labels={labels}
      />,
    );
    const star = await screen.findByRole('button', { name: 'Keep Boston, MA' });
    await waitFor(() => expect(star).toBeEnabled());
    await user.click(star);
    expect(await screen.findByRole('alert')).toHaveTextContent('offline');
    client.saveStation = () => Promise.reject('offline');
    await user.click(star);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Could not save.'));
    expect(star).toHaveAttribute('data-state', 'not-saved');
  });

  it('hands its ref to the button, or to the sign-in link, and passes other props on', async () => {
    const ref = createRef<HTMLElement>();
    const { rerender } = render(
      <SaveStationButton
        ref={ref}
        stationId="noaa/8443970"
        stationName="Boston, MA"
        client={createFakeAccountClient()}
        title="Your stations"
      />,
    );
    const star = await screen.findByRole('button', { name: 'Save Boston, MA' });
    expect(ref.current).toBe(star);
    expect(star).toHaveAttribute('title', 'Your stations');
    rerender(
      <SaveStationButton
        ref={ref}
        stationId="noaa/8443970"
        stationName="Boston, MA"
        client={null}
      />,
    );
    expect(ref.current).toBe(screen.getByRole('link', { name: 'Sign in to save Boston, MA' }));
  });
});
