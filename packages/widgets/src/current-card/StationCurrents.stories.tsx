import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DECEPTION_PASS_MORNING } from '../../test/currents.ts';
import { createFakeTideClient } from '../../test/fake-client.ts';
import { StationCurrents } from './StationCurrents.tsx';

const meta = {
  title: 'Widgets/StationCurrents',
  component: StationCurrents,
  args: {
    client: createFakeTideClient(),
    station: 'PUG1701',
    date: '2026-06-01',
    now: DECEPTION_PASS_MORNING,
    onResults: fn(),
    onError: fn(),
  },
  argTypes: { client: { control: false } },
} satisfies Meta<typeof StationCurrents>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Looked up, then shown. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).findByRole('article', { name: 'Deception Pass (Narrows), WA' });
    await expect(args.onResults).toHaveBeenCalledOnce();
  },
};

/** While the lookup runs. */
export const Loading: Story = {
  args: { client: createFakeTideClient({ currents: 'pending' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Getting currents…');
  },
};

/** The lookup failed: why, in the card's place. */
export const Failed: Story = {
  args: { client: createFakeTideClient({ currents: 'transport-error' }) },
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).findByText('Error fetching current data');
    await expect(args.onError).toHaveBeenCalledOnce();
  },
};

/** The dark theme. */
export const Dark: Story = {
  args: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('article', { name: 'Deception Pass (Narrows), WA' });
  },
};
