import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createFakeAccountClient } from '../../test/fake-account-client.ts';
import { SaveStationButton } from './SaveStationButton.tsx';

const meta = {
  title: 'Widgets/SaveStationButton',
  component: SaveStationButton,
  args: { stationId: 'noaa/8443970', stationName: 'Boston, MA', client: null },
} satisfies Meta<typeof SaveStationButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody signed in: a link to sign in. */
export const SignedOut: Story = {};

/** Signed in, not saved yet. */
export const NotSaved: Story = {
  args: { client: createFakeAccountClient() },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Save Boston, MA' }),
    ).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Signed in and saved. */
export const Saved: Story = {
  args: { client: createFakeAccountClient({ saved: ['noaa/8443970'] }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Saved: Boston, MA' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};
