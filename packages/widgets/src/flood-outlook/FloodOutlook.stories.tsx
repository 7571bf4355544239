import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  BOSTON_FLOOD_OUTLOOK,
  BOSTON_MORNING_SURGE,
  HULL_FLOOD_OUTLOOK,
  KETCHIKAN_FLOOD_OUTLOOK,
} from '../../test/flood-outlook.ts';
import { FloodOutlook } from './FloodOutlook.tsx';

const meta = {
  title: 'Widgets/FloodOutlook',
  component: FloodOutlook,
  args: { result: BOSTON_FLOOD_OUTLOOK },
  argTypes: { result: { control: false }, estimate: { control: false } },
} satisfies Meta<typeof FloodOutlook>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region');

/** Boston: NOAA's derived thresholds, and no high of the twelve months reaches them on its own. */
export const NoFloodTides: Story = {
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement)).toHaveTextContent(
      'No predicted high reaches minor flooding',
    );
  },
};

/** Boston at 6 AM with its gauge 0.6 ft above the prediction: the next high with the surge. */
export const WithSurge: Story = {
  args: {
    estimate: BOSTON_MORNING_SURGE,
  },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement)).toHaveTextContent(/Observed 0\.6 ft above the tide/);
  },
};

/** Ketchikan in December: a large range puts five highs over minor flooding, two over moderate. */
export const FloodTideDays: Story = {
  args: { result: KETCHIKAN_FLOOD_OUTLOOK },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** The same in metres, three days listed and the rest counted. */
export const MetresAndMore: Story = {
  args: { result: KETCHIKAN_FLOOD_OUTLOOK, units: 'm', daysShown: 3 },
};

/** Hull, a subordinate station: no thresholds of its own, said plainly. */
export const NoThresholds: Story = {
  args: { result: HULL_FLOOD_OUTLOOK },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement)).toHaveTextContent('No flood thresholds here');
  },
};

/** In a sidebar column 280 px wide: the levels stack. */
export const Narrow: Story = {
  args: { result: KETCHIKAN_FLOOD_OUTLOOK },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '280px' }}>
        <Story />
      </div>
    ),
  ],
};
