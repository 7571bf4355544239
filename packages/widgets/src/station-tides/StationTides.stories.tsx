import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { TideClient } from '../client.ts';
import { createFakeTideClient, type FakeTideBehaviour } from '../../test/fake-client.ts';
import { BOSTON } from '../../test/fixtures.ts';
import { BOSTON_WEEK, BOSTON_WEEK_DAYS } from '../../test/tide-days.ts';
import { StationTides } from './StationTides.tsx';

/** The compact shape: a sidebar's column, about 300 px wide. */
const compact: Decorator = (Story) => (
  <div style={{ width: '300px' }}>
    <Story />
  </div>
);

/** The wide shape: a page's body. */
const wide: Decorator = (Story) => (
  <div style={{ width: '760px', maxWidth: '100%' }}>
    <Story />
  </div>
);

/** A client answering every week request with Boston's recorded week, whatever today is. */
const weekClient: TideClient = {
  searchLocations: async () => [],
  getTides: async () => ({ kind: 'result', result: BOSTON_WEEK }),
};

/** The fake client, answering for Boston under the station id the widget asks with. */
const bostonClient = (tides: FakeTideBehaviour = 'fresh') =>
  createFakeTideClient({ tides, locations: [{ ...BOSTON, id: 'noaa/8443970' }] });

const STATION_PAGE = 'https://tides.example/tides/ma/boston-8443970';

const meta = {
  title: 'Widgets/StationTides',
  component: StationTides,
  args: {
    client: bostonClient(),
    station: '8443970',
    widget: 'today',
    stationHref: STATION_PAGE,
    onResults: fn(),
    onError: fn(),
  },
  argTypes: { client: { control: false } },
} satisfies Meta<typeof StationTides>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectCredit = async (canvasElement: HTMLElement) => {
  const link = await within(canvasElement).findByRole('link', { name: 'Tides by Tide Charts' });
  await expect(link).toHaveAttribute('href', STATION_PAGE);
};

/** Today's highs and lows in a sidebar: one column, the credit under the card. */
export const TodayCompact: Story = {
  decorators: [compact],
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).findByRole('article', { name: 'Boston, MA' });
    await expectCredit(canvasElement);
    await expect(args.onResults).toHaveBeenCalledOnce();
  },
};

/** Today's highs and lows in a page's body: highs and lows side by side. */
export const TodayWide: Story = {
  decorators: [wide],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: /^High Tides/ });
    await expectCredit(canvasElement);
  },
};

/** The week ahead in a sidebar: each day stacked, its tides one under another. */
export const WeekCompact: Story = {
  decorators: [compact],
  args: { widget: 'week', client: weekClient },
  play: async ({ canvasElement }) => {
    const days = await within(canvasElement).findByRole('list', { name: 'Tides by day' });
    await expect(days).toHaveTextContent(BOSTON_WEEK_DAYS[6]!);
  },
};

/** The week ahead in a page's body: a row a day, the day beside its tides. */
export const WeekWide: Story = {
  decorators: [wide],
  args: { widget: 'week', client: weekClient },
  play: async ({ canvasElement }) => {
    const days = await within(canvasElement).findByRole('list', { name: 'Tides by day' });
    await expect(days).toHaveTextContent(BOSTON_WEEK_DAYS[0]!);
  },
};

/** Today's chart in a sidebar. */
export const ChartCompact: Story = {
  decorators: [compact],
  args: { widget: 'chart' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('figure');
  },
};

/** Today's chart in a page's body. */
export const ChartWide: Story = {
  decorators: [wide],
  args: { widget: 'chart' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('figure');
  },
};

/** Today's moon, with the credit. */
export const Moon: Story = {
  decorators: [compact],
  args: { widget: 'moon' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('article');
    await expectCredit(canvasElement);
  },
};

/** The week on a dark page, metres on a 24-hour clock, as a chosen embed may be. */
export const WeekDarkMetres: Story = {
  decorators: [wide],
  args: { widget: 'week', client: weekClient, theme: 'dark', units: 'm', hourCycle: 'h23' },
  play: async ({ canvasElement }) => {
    const days = await within(canvasElement).findByRole('list', { name: 'Tides by day' });
    await expect(days).toHaveTextContent(/\d\d:\d\d E[SD]T-?\d+\.\d\d m/);
  },
};

/** While the lookup runs. */
export const Loading: Story = {
  decorators: [compact],
  args: { client: bostonClient('pending') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Getting Tides...');
  },
};

/** The lookup failed: why, in the card's place, and the credit still there. */
export const Failed: Story = {
  decorators: [compact],
  args: { client: bostonClient('transport-error') },
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).findByText('Error fetching tide data');
    await expectCredit(canvasElement);
    await expect(args.onError).toHaveBeenCalledOnce();
  },
};

/** `hideAttribution`: the credit left out, the embedder's own choice. */
export const WithoutCredit: Story = {
  decorators: [compact],
  args: { hideAttribution: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('article', { name: 'Boston, MA' });
    await expect(within(canvasElement).queryByText('Tides by Tide Charts')).toBeNull();
  },
};

/**
 * The site's iframe page (`/embed/frame?station=8443970&widget=week`) shows this widget
 * alone, filling the frame: the frame's width picks the shape.
 */
export const InTheIframePage: Story = {
  args: { widget: 'week', client: weekClient },
  decorators: [
    (Story) => (
      <div style={{ width: '360px', padding: '8px', border: '1px dashed #94a3b8' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Tides by day' });
    await expectCredit(canvasElement);
  },
};
