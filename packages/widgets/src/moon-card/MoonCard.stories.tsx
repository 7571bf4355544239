import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MoonCard } from './MoonCard.tsx';

const meta = {
  title: 'Widgets/MoonCard',
  component: MoonCard,
  args: { phase: 'Waning Crescent', illumination: '16%', phaseAngle: 313 },
} satisfies Meta<typeof MoonCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lit on the left, a sliver. */
export const WaningCrescent: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Waning Crescent, 16% illuminated' }),
    ).toBeInTheDocument();
  },
};

/** Lit on the right, mostly, known only by its name and percentage. */
export const WaxingGibbous: Story = {
  args: { phase: 'Waxing Gibbous', illumination: '87%', phaseAngle: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveAttribute(
      'data-trend',
      'waxing',
    );
  },
};

/** Half lit, on the right. */
export const FirstQuarter: Story = {
  args: { phase: 'First Quarter', illumination: '50%', phaseAngle: 90 },
};

/** Fully lit. */
export const FullMoon: Story = {
  args: { phase: 'Full Moon', illumination: '100%', phaseAngle: 180 },
};

/** Dark. */
export const NewMoon: Story = {
  args: { phase: 'New Moon', illumination: '0%', phaseAngle: 0 },
};

/** The dark theme. */
export const Dark: Story = {
  args: { theme: 'dark', phase: 'Waxing Gibbous', illumination: '87%', phaseAngle: 137 },
};
