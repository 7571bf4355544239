import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  BOSTON_DAY,
  BOSTON_MORNING,
  BOSTON_NEXT_NOON,
  BOSTON_NOON,
  BOSTON_OBSERVED_MORNING,
  HULL_DAY,
  PRUDHOE_BAY_MIDSUMMER,
  PRUDHOE_BAY_MIDWINTER,
} from '../../test/tide-days.ts';
import { TideChart } from './TideChart.tsx';

const meta = {
  title: 'Widgets/TideChart',
  component: TideChart,
  args: { result: BOSTON_DAY, now: BOSTON_MORNING },
  argTypes: { result: { control: false } },
} satisfies Meta<typeof TideChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 320-pixel column, the narrowest phone layout the chart must stay legible in. */
const phoneWidth: Decorator = (Story) => (
  <div style={{ maxWidth: '320px' }}>
    <Story />
  </div>
);

/** The figure, found by its accessible name. */
const chart = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('figure', { name: /^Tide Chart/ });

/** What the keyboard control says, spaces normalised (Intl may use a narrow no-break space). */
const valueText = (canvasElement: HTMLElement) =>
  (within(canvasElement).getByRole('slider').getAttribute('aria-valuetext') ?? '').replace(
    /\s+/g,
    ' ',
  );

/**
 * Boston at 6 AM with its gauge: the observed level drawn over the prediction, 0.6 ft above it
 * (a surge), with the hour NOAA flagged left as a gap.
 */
export const Observed: Story = {
  args: {
    observed: BOSTON_OBSERVED_MORNING.observations,
    observedLatest: BOSTON_OBSERVED_MORNING.latest,
  },
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement)).toHaveAccessibleDescription(
      /Observed 5\.6 ft at .*, 0\.6 ft above predicted\.$/,
    );
    await expect(within(canvasElement).getByText('Line: observed by the NOAA gauge')).toBeVisible();
  },
};

/** Boston at 6 AM: rising towards the morning high; the keyboard reads the curve hour by hour. */
export const RisingNow: Story = {
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement)).toHaveAccessibleDescription(
      'Rising, 5.0 ft now; high 9.2 ft at 9:18 AM; next low 0.9 ft at 3:41 PM',
    );
    await userEvent.tab();
    const slider = within(canvasElement).getByRole('slider', {
      name: 'Water level through the day',
    });
    await expect(slider).toHaveFocus();
    await expect(valueText(canvasElement)).toBe('6:00 AM EDT, 5.0 ft, rising');
    await userEvent.keyboard('{ArrowRight}');
    await expect(valueText(canvasElement)).toBe('7:00 AM EDT, 6.8 ft, rising');
    await userEvent.keyboard('{PageUp}');
    await expect(valueText(canvasElement)).toBe('9:18 AM EDT, 9.2 ft, high tide');
  },
};

/** Boston at noon: falling towards the afternoon low. */
export const FallingNow: Story = {
  args: { now: BOSTON_NOON },
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement)).toHaveAccessibleDescription(
      'Falling, 6.3 ft now; low 0.9 ft at 3:41 PM; next high 8.4 ft at 9:56 PM',
    );
  },
};

/** A day that does not include now: no marker, the summary lists the day's highs and lows. */
export const AnotherDay: Story = {
  args: { now: BOSTON_NEXT_NOON },
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement)).toHaveAccessibleDescription(
      'High 9.2 ft at 9:18 AM and 8.4 ft at 9:56 PM; low 1.8 ft at 2:59 AM and 0.9 ft at 3:41 PM',
    );
    await userEvent.tab();
    await expect(valueText(canvasElement)).toBe('12:00 AM EDT, 5.3 ft, falling');
    await userEvent.keyboard('{End}');
    await expect(valueText(canvasElement)).toBe('12:00 AM EDT, 6.7 ft, falling');
    await userEvent.keyboard('{PageDown}');
    await expect(valueText(canvasElement)).toBe('9:56 PM EDT, 8.4 ft, high tide');
  },
};

/** Hull, MA: a subordinate station, its times and heights offset from Boston's. */
export const SubordinateStation: Story = {
  args: { result: HULL_DAY, now: BOSTON_NOON },
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement)).toHaveAccessibleName(
      'Tide Chart Hull, MA · Sunday, March 15, 2026',
    );
    await expect(chart(canvasElement)).toHaveAccessibleDescription(
      'Falling, 6.3 ft now; low 0.9 ft at 3:48 PM; next high 8.2 ft at 10:01 PM',
    );
  },
};

/** Heights in metres, on the axis and in every label. */
export const Metres: Story = {
  args: { units: 'm' },
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement)).toHaveAccessibleDescription(
      'Rising, 1.53 m now; high 2.79 m at 9:18 AM; next low 0.28 m at 3:41 PM',
    );
    await expect(chart(canvasElement)).toHaveTextContent(
      'heights in metres from MLLW; a minus height is below it',
    );
  },
};

/** Metres on a 24-hour clock: the hours 00 to 24, every time and height in them. */
export const MetresTwentyFourHour: Story = {
  args: { units: 'm', hourCycle: 'h23' },
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement)).toHaveAccessibleDescription(
      'Rising, 1.53 m now; high 2.79 m at 09:18; next low 0.28 m at 15:41',
    );
    await expect(chart(canvasElement)).toHaveTextContent('Sunrise 06:56 · Sunset 18:51');
  },
};

/** Midnight sun in Prudhoe Bay, Alaska: no sunrise or sunset, and no night to shade. */
export const MidnightSun: Story = {
  args: { result: PRUDHOE_BAY_MIDSUMMER, now: new Date('2026-06-21T12:00:00-08:00') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="night"]')).toHaveLength(0);
  },
};

/** Polar night in Prudhoe Bay: no sunrise or sunset, and the whole day shaded. */
export const PolarNight: Story = {
  args: { result: PRUDHOE_BAY_MIDWINTER, now: new Date('2026-12-21T12:00:00-09:00') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="night"]')).toHaveLength(1);
  },
};

/** The dark theme. */
export const Dark: Story = {
  args: { theme: 'dark' },
};

/** A 320-pixel column: the drawing keeps its text size and labels every 6 hours. */
export const Narrow: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(valueText(canvasElement)).toBe('5:00 AM EDT, 3.5 ft, rising');
  },
};

/** A result without a curve (display text only, as a bare result carries): a short message instead of the chart. */
export const Empty: Story = {
  args: { result: { ...BOSTON_DAY, timeline: undefined } },
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement)).toHaveAttribute('data-state', 'empty');
    await expect(chart(canvasElement)).toHaveTextContent('No tide curve for this day.');
    await expect(within(canvasElement).queryByRole('slider')).not.toBeInTheDocument();
  },
};
