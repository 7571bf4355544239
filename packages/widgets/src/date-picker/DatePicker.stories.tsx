import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FIXED_NOW } from '../../test/fixtures.ts';
import { narrow } from '../../test/theme-decorator.tsx';
import { DatePicker } from './DatePicker.tsx';

const meta = {
  title: 'Widgets/DatePicker',
  component: DatePicker,
  args: { now: FIXED_NOW, onValueChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today, written out in full. */
export const Today: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Date / })).toHaveAccessibleName(
      'Date Sunday, March 15, 2026',
    );
  },
};

/** The calendar open on the chosen month, weeks starting on Sunday. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Date / }));
    const dialog = await canvas.findByRole('dialog', { name: 'Choose a date' });
    await expect(within(dialog).getByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
    await expect(
      within(dialog).getByRole('button', { name: /^Today, Sunday, March 15th, 2026, selected$/ }),
    ).toHaveFocus();
  },
};

/** Yesterday can still be chosen; the day before cannot. */
export const OlderDaysDisabled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Date / }));
    await expect(
      await canvas.findByRole('button', { name: 'Saturday, March 14th, 2026' }),
    ).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Friday, March 13th, 2026' })).toBeDisabled();
  },
};

/** Picking a day closes the calendar and shows it. */
export const PickADay: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /^Date / });
    await userEvent.click(trigger);
    await userEvent.click(await canvas.findByRole('button', { name: 'Friday, March 20th, 2026' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-03-20');
    await expect(trigger).toHaveAccessibleName('Date Friday, March 20, 2026');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** The calendar in the dark theme. */
export const Dark: Story = {
  args: { theme: 'dark' },
  play: Open.play,
};

/** The calendar in a phone-width column. */
export const Narrow: Story = {
  decorators: [narrow],
  play: Open.play,
};
