import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BOSTON_OBSERVED_MORNING } from '../../test/tide-days.ts';
import { WaterLevelNow } from './WaterLevelNow.tsx';

const meta = {
  title: 'Widgets/WaterLevelNow',
  component: WaterLevelNow,
  args: { result: BOSTON_OBSERVED_MORNING },
  argTypes: { result: { control: false } },
} satisfies Meta<typeof WaterLevelNow>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: 'Observed water level' });

/** Boston's gauge at 6 AM: 0.6 ft above the prediction (a surge). */
export const AbovePredicted: Story = {
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement)).toHaveTextContent('Now: 5.6 ft, 0.6 ft above predicted');
  },
};

/** The same in metres. */
export const Metres: Story = { args: { units: 'm' } };

/** NOAA is not answering: our copy from 25 minutes ago, said so. */
export const Stale: Story = {
  args: { result: { ...BOSTON_OBSERVED_MORNING, stale: true, ageMinutes: 25 } },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement)).toHaveAttribute('data-state', 'stale');
  },
};

/** The gauge stopped reporting at 6 AM. */
export const Silent: Story = {
  args: {
    result: { ...BOSTON_OBSERVED_MORNING, silentSince: BOSTON_OBSERVED_MORNING.latest!.at },
  },
};

/** Nothing to show: NOAA could not be reached and no earlier reading is kept. */
export const Unavailable: Story = {
  args: {
    result: {
      ...BOSTON_OBSERVED_MORNING,
      source: 'unavailable',
      observations: [],
      latest: null,
      reason: 'NOAA did not answer (HTTP 500); for now, the prediction stands alone.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement)).toHaveAttribute('data-state', 'unavailable');
  },
};

/** On a dark page. */
export const Dark: Story = { args: { theme: 'dark' } };
