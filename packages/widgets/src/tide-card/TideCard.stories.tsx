import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  BOSTON_CACHED,
  BOSTON_FRESH,
  BOSTON_HARMONIC,
  BOSTON_SAMPLE,
  FIXED_TODAY,
  SAN_FRANCISCO,
  tideResultFor,
} from '../../test/fixtures.ts';
import { BOSTON_THREE_DAYS, BOSTON_WEEK } from '../../test/tide-days.ts';
import { narrow } from '../../test/theme-decorator.tsx';
import { TideCard } from './TideCard.tsx';

const meta = {
  title: 'Widgets/TideCard',
  component: TideCard,
  args: { result: BOSTON_FRESH },
} satisfies Meta<typeof TideCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Live predictions from NOAA, times in the station's zone. */
export const Fresh: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Boston, MA' });
    await expect(card).toHaveTextContent('Live data from NOAA');
    await expect(within(card).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Predictions served from the cache. */
export const Cached: Story = {
  args: { result: BOSTON_CACHED },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Cached data from NOAA');
  },
};

/** Computed from a NOAA station's harmonic constants: says so, and is not called sample data. */
export const Computed: Story = {
  args: { result: BOSTON_HARMONIC },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      'Computed from NOAA’s harmonic constants for this station',
    );
    await expect(canvasElement).not.toHaveTextContent('Sample data');
  },
};

/** Computed for a station outside NOAA's network: no agency is named. */
export const ComputedOutsideNoaa: Story = {
  args: {
    result: {
      ...BOSTON_HARMONIC,
      location: 'Auckland',
      station: { ...BOSTON_HARMONIC.station!, name: 'Auckland', state: null, noaaId: null },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      'Computed from this station’s harmonic constants',
    );
    await expect(canvasElement).not.toHaveTextContent('NOAA’s harmonic');
  },
};

/** Only the fields every result carries: display text, no station, no instants. */
export const SpecMinimum: Story = {
  args: { result: BOSTON_SAMPLE },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Sample data');
    await expect(canvasElement).not.toHaveTextContent('Station');
  },
};

/** Heights in metres. */
export const Metres: Story = {
  args: { units: 'm' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('3.11 m');
  },
};

/** Metres on a 24-hour clock, as a reader outside the US may choose. */
export const MetresTwentyFourHour: Story = {
  args: { units: 'm', hourCycle: 'h23' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('19:21 EDT2.93 m');
    await expect(canvasElement).not.toHaveTextContent(/[AP]M\b/);
  },
};

/** A week on a 24-hour clock: tides, sunrise and sunset. */
export const WeekTwentyFourHour: Story = {
  args: { result: BOSTON_WEEK, days: 7, hourCycle: 'h23' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('18:43 EDT');
  },
};

/** A Pacific station: its own zone, whatever the visitor's. */
export const PacificStation: Story = {
  args: { result: tideResultFor(SAN_FRANCISCO, FIXED_TODAY, 'fresh') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/6:58\sAM PDT/);
  },
};

/** A day with no low water. */
export const NoLowTide: Story = {
  args: { result: { ...BOSTON_FRESH, lowTides: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('No low tide on this day');
  },
};

/** The dark theme. */
export const Dark: Story = {
  args: { theme: 'dark' },
};

/** A phone-width column: the lists stack. */
export const Narrow: Story = {
  decorators: [narrow],
};

/**
 * A week for a marina's board: a row per day, spring tides on the first day, neap tides on
 * the last, and daylight saving starting on the Sunday (EST, then EDT).
 */
export const Week: Story = {
  args: { result: BOSTON_WEEK, days: 7 },
  play: async ({ canvasElement }) => {
    const days = within(canvasElement).getByRole('list', { name: 'Tides by day' });
    await expect(within(days).getAllByRole('heading')).toHaveLength(7);
    await expect(days).toHaveTextContent('Spring tides');
    await expect(days).toHaveTextContent('Neap tides');
    await expect(days).toHaveTextContent(/Sunrise7:08\sAM EDT/);
  },
};

/** The week in the dark theme. */
export const WeekDark: Story = {
  args: { result: BOSTON_WEEK, days: 7, theme: 'dark' },
};

/** The week in a phone-width column: each day's tides stack. */
export const WeekNarrow: Story = {
  args: { result: BOSTON_WEEK, days: 7 },
  decorators: [narrow],
};

/** Three days from today, spring tides on the third. */
export const ThreeDays: Story = {
  args: { result: BOSTON_THREE_DAYS, days: 3 },
  play: async ({ canvasElement }) => {
    const days = within(canvasElement).getByRole('list', { name: 'Tides by day' });
    await expect(within(days).getAllByRole('heading')).toHaveLength(3);
    const third = within(days).getByRole('listitem', { name: 'Tuesday, March 17, 2026' });
    await expect(third).toHaveTextContent('Spring tides');
  },
};

/** Several days asked for of a result that has only its one: the one-day card. */
export const DaysMissing: Story = {
  args: { days: 7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list', { name: 'Tides by day' })).toBeNull();
    await expect(within(canvasElement).getByRole('region', { name: /^High Tides/ })).toBeVisible();
  },
};
