import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DECEPTION_PASS_MORNING, deceptionPassCurrents } from '../../test/currents.ts';
import { narrow } from '../../test/theme-decorator.tsx';
import { CurrentCard } from './CurrentCard.tsx';

/** A day later than the fixture's, so nothing in it is "next". */
const A_LATER_DAY = new Date('2026-06-10T16:00:00Z');

const meta = {
  title: 'Widgets/CurrentCard',
  component: CurrentCard,
  args: { result: deceptionPassCurrents(), now: A_LATER_DAY },
} satisfies Meta<typeof CurrentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A past or future day: its slacks and maxima, and the speed chart. */
export const Day: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', {
      name: 'Deception Pass (Narrows), WA',
    });
    await expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-type')),
    ).toEqual(['flood', 'slack', 'ebb', 'slack', 'flood', 'slack', 'ebb']);
    await expect(within(card).getByRole('figure')).toBeInTheDocument();
  },
};

/** Today, mid-morning: the next slack and the next strongest flood and ebb, highlighted. */
export const Today: Story = {
  args: { now: DECEPTION_PASS_MORNING },
  play: async ({ canvasElement }) => {
    const next = within(canvasElement).getByRole('region', { name: /^Coming up/ });
    await expect(next).toHaveTextContent(/Next slack\s*10:59\sAM PDT/);
  },
};

/** Speeds in metres a second. */
export const MetresASecond: Story = {
  args: { units: 'm/s' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('3.71 m/s');
  },
};

/** Speeds in kilometres an hour, on a 24-hour clock. */
export const KilometresAnHour: Story = {
  args: { units: 'km/h', hourCycle: 'h23' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/13:52 PDT/);
  },
};

/** Two days, a row each, without the chart. */
export const Days: Story = {
  args: { result: deceptionPassCurrents(2), days: 2 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('list', { name: 'Days of currents' }),
    ).toBeInTheDocument();
  },
};

/** The dark theme, today. */
export const Dark: Story = {
  args: { theme: 'dark', now: DECEPTION_PASS_MORNING },
};

/** A phone-width column: the rows wrap. */
export const Narrow: Story = {
  decorators: [narrow],
  args: { now: DECEPTION_PASS_MORNING },
};
