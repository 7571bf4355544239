import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createFakeAccountClient } from '../../../test/fake-account-client.ts';
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

/** Signed in, while the visitor's list is read: the button waits, disabled. */
export const Checking: Story = {
  args: {
    client: { ...createFakeAccountClient(), listSavedStations: () => new Promise(() => {}) },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute(
      'data-state',
      'checking',
    );
  },
};

/** A save on its way: the button waits, disabled, until the backend answers. */
export const Saving: Story = {
  args: {
    client: { ...createFakeAccountClient(), saveStation: () => new Promise<void>(() => {}) },
  },
  play: async ({ canvasElement }) => {
    const star = await within(canvasElement).findByRole('button', { name: 'Save Boston, MA' });
    await waitFor(() => expect(star).toBeEnabled());
    await userEvent.click(star);
    await expect(star).toHaveAttribute('data-state', 'saving');
  },
};

/** The save failed: the reason, beside the button, which can be pressed again. */
export const Failed: Story = {
  args: {
    client: {
      ...createFakeAccountClient(),
      saveStation: () => Promise.reject(new Error('Failed to fetch')),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const star = await canvas.findByRole('button', { name: 'Save Boston, MA' });
    await waitFor(() => expect(star).toBeEnabled());
    await userEvent.click(star);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to fetch');
  },
};

/** In the page's own words. */
export const Labelled: Story = {
  args: {
    client: createFakeAccountClient({ saved: ['noaa/8443970'] }),
    labels: { save: (name) => `Star ${name}`, saved: (name) => `Starred: ${name}` },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Starred: Boston, MA' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};
