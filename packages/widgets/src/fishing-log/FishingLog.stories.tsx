import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createFakeAccountClient } from '../../test/fake-account-client.ts';
import { BOSTON_DAY } from '../../test/tide-days.ts';
import type { TideClient } from '../client.ts';
import { conditionsAt } from './data/conditions.ts';
import { FishingLog } from './FishingLog.tsx';

const STATIONS = [
  { id: 'noaa/8443970', name: 'Boston, MA' },
  { id: 'noaa/8452660', name: 'Newport, RI' },
];

const tides: TideClient = {
  searchLocations: () => Promise.resolve([]),
  getTides: () => Promise.resolve({ kind: 'result', result: BOSTON_DAY }),
};

const LOGGED = [
  {
    id: 'dawn',
    stationId: 'noaa/8443970',
    startedAt: '2026-03-15T10:30:00.000Z',
    endedAt: '2026-03-15T13:00:00.000Z',
    notes: 'Birds working the rip on the incoming.',
    catches: [
      { species: 'Striped bass', count: 2, lengthCm: 71, released: true },
      { species: 'Bluefish', count: 1, weightKg: 2.5, released: false },
    ],
    conditions: conditionsAt(Date.parse('2026-03-15T06:30:00-04:00'), [BOSTON_DAY]),
  },
];

const meta = {
  title: 'Widgets/FishingLog',
  component: FishingLog,
  args: { client: null, tides, stations: STATIONS },
} satisfies Meta<typeof FishingLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody signed in: what the log gives, and where to sign in. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  },
};

/** Waiting for the log. */
export const Loading: Story = {
  args: { client: createFakeAccountClient({ pending: true }) },
};

/** Signed in, nothing logged yet. */
export const Empty: Story = {
  args: { client: createFakeAccountClient() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No sessions logged yet.')).toBeVisible();
  },
};

/** A session with its catches and the tide, moon and sun of its start. */
export const WithSessions: Story = {
  args: { client: createFakeAccountClient({ sessions: LOGGED }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/2 × Striped bass/)).toBeVisible();
  },
};

/** A session logged with its day's moonrise and moonset, started in a major solunar period. */
export const InASolunarPeriod: Story = {
  args: {
    client: createFakeAccountClient({
      sessions: [
        {
          ...LOGGED[0]!,
          conditions: conditionsAt(Date.parse('2026-03-15T06:30:00-04:00'), [
            {
              ...BOSTON_DAY,
              moonTimes: {
                moonrise: '2026-03-15T05:01:00-04:00',
                moonset: '2026-03-15T16:12:00-04:00',
                solunar: [
                  {
                    kind: 'major',
                    start: '2026-03-15T05:40:00-04:00',
                    end: '2026-03-15T07:40:00-04:00',
                  },
                ],
              },
            },
          ]),
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        /Moonrise 5:01 AM · Moonset 4:12 PM · In a major solunar period/,
      ),
    ).toBeVisible();
  },
};

/** The same session in metres, centimetres and kilograms, on a 24-hour clock. */
export const Metric: Story = {
  args: { client: createFakeAccountClient({ sessions: LOGGED }), units: 'm', hourCycle: 'h23' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/2 × Striped bass \(71 cm\)/)).toBeVisible();
    await expect(canvasElement).toHaveTextContent('1 × Bluefish (2.5 kg), kept');
    await expect(canvasElement).toHaveTextContent('Mar 15, 2026, 06:30');
  },
};

/** The form asks for lengths in inches and weights in pounds beside a tide in feet. */
export const EditingInInchesAndPounds: Story = {
  args: { client: createFakeAccountClient({ sessions: LOGGED }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    const bass = canvas.getByRole('group', { name: 'Catch 1' });
    await expect(within(bass).getByLabelText('Length (in)')).toHaveValue(27.95);
  },
};

/** Logging a session: the form, with one catch. */
export const Editing: Story = {
  args: { client: createFakeAccountClient({ sessions: LOGGED }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    await expect(canvas.getByLabelText('Started (station time)')).toHaveValue('06:30');
  },
};

/** The backend could not be reached. */
export const LoadError: Story = {
  args: {
    client: Object.assign(createFakeAccountClient(), { failWith: 'Failed to fetch' }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'could not be loaded',
    );
  },
};

/** No saved station yet: nowhere to log a session. */
export const NoStations: Story = {
  args: { client: createFakeAccountClient(), stations: [] },
};

/** The dark theme. */
export const Dark: Story = {
  args: { client: createFakeAccountClient({ sessions: LOGGED }), theme: 'dark' },
};

/** In another language: the page's labels, German numbers and dates, under an h3. */
export const Labelled: Story = {
  args: {
    client: createFakeAccountClient({ sessions: LOGGED }),
    locale: 'de-DE',
    units: 'm',
    hourCycle: 'h23',
    headingLevel: 3,
    labels: {
      title: 'Fangbuch',
      logSession: 'Angeltag eintragen',
      edit: 'Bearbeiten',
      delete: 'Löschen',
      noCatch: 'Kein Fang.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Fangbuch' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Bearbeiten' })).toBeVisible();
  },
};
