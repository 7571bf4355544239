import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createSupabaseWindowsClient } from '../supabase/windows-client.ts';
import { TideWindows } from './TideWindows.tsx';
import { BOSTON_MINUS_TIDES, DECEPTION_PASS_SLACK } from '../../test/tide-windows.ts';
import type { WindowsSearchResult } from './window-query.ts';

/** The Supabase windows client over a stand-in for the tide-calendar feed, answering after `delayMs`. */
function feed(answer: WindowsSearchResult | 'fail' | 'never', delayMs = 0) {
  const fetch: typeof globalThis.fetch = () =>
    new Promise<Response>((resolve) => {
      if (answer === 'never') return;
      setTimeout(() => {
        resolve(
          answer === 'fail'
            ? new Response('{"error":"Internal error","details":"Try again."}', { status: 500 })
            : new Response(JSON.stringify(answer), {
                headers: { 'content-type': 'application/json' },
              }),
        );
      }, delayMs);
    });
  return createSupabaseWindowsClient({ url: 'https://abcd.supabase.co', fetch });
}

const meta = {
  title: 'Widgets/TideWindows',
  component: TideWindows,
  args: {
    client: feed(BOSTON_MINUS_TIDES),
    locationId: 'noaa/8443970',
    defaultRule: { below: 0, light: 'day' },
    dayHref: (date: string) => `/tides/ma/boston-8443970?date=${date}`,
  },
} satisfies Meta<typeof TideWindows>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The times found, each with its lowest water and the day's sun, and the calendar links. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Thu, Dec 24')).toBeInTheDocument();
    await expect(canvas.getByText('lowest -0.5 ft at 2:47 PM')).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      'webcal://abcd.supabase.co/functions/v1/tide-calendar?location=noaa%2F8443970&below=0&light=day&units=ft',
    );
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'ready');
    await expect(canvas.getByText('Minus tide')).toBeInTheDocument();
    await expect(
      canvas.getByText(
        'Minus tide: the water below 0 ft MLLW, the datum heights are measured from.',
      ),
    ).toBeInTheDocument();
  },
};

/** Nothing asked yet. */
export const Idle: Story = {
  args: { defaultRule: {} },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'idle');
  },
};

/** The feed has not answered yet. */
export const Loading: Story = {
  args: { client: feed('never') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Finding times…');
  },
};

/** No time in the next 60 days matches. */
export const Empty: Story = {
  args: { client: feed({ ...BOSTON_MINUS_TIDES, windows: [] }), defaultRule: { below: -5 } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/No times match in the next 60 days/),
    ).toBeInTheDocument();
  },
};

/** The feed failed. */
export const Failed: Story = {
  args: { client: feed('fail') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Could not find times. Please try again.'),
    ).toBeInTheDocument();
  },
};

/** Rising within two hours of high, on weekends, chosen in the form. */
export const Searching: Story = {
  args: { defaultRule: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('The tide is'), 'rising');
    await userEvent.selectOptions(canvas.getByLabelText('Near'), 'high');
    await userEvent.click(canvas.getByLabelText('Sat'));
    await userEvent.click(canvas.getByLabelText('Sun'));
    await userEvent.click(canvas.getByRole('button', { name: 'Find times' }));
    await expect(await canvas.findByLabelText('Calendar address')).toHaveValue(
      'https://abcd.supabase.co/functions/v1/tide-calendar?location=noaa%2F8443970&tide=rising&near=high&hours=2&on=sun%2Csat&units=ft',
    );
  },
};

/** On a 24-hour clock, dark. */
export const TwentyFourHourDark: Story = {
  args: { hourCycle: 'h23', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('lowest -0.5 ft at 14:47'),
    ).toBeInTheDocument();
  },
};

/** At a current station: the speeds to search under, in knots, before anything is asked. */
export const SlackIdle: Story = {
  args: {
    client: feed(DECEPTION_PASS_SLACK),
    locationId: 'noaa/PUG1701',
    units: 'kn',
    defaultRule: {},
    dayHref: (date: string) => `/currents/wa/deception-pass-narrows-pug1701?date=${date}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('The current runs under')).toHaveValue('0.5');
    await expect(canvas.queryByLabelText('The water is')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'idle');
  },
};

/** Slack windows found in daylight, each with its slack water, and the calendar links. */
export const SlackReady: Story = {
  args: { ...SlackIdle.args, defaultRule: { slack: 0.5, light: 'day' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('slack at 10:59 AM')).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      'webcal://abcd.supabase.co/functions/v1/tide-calendar?location=noaa%2FPUG1701&slack=0.5&light=day&units=kn',
    );
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'ready');
  },
};

/** No slack window in the next 60 days matches. */
export const SlackEmpty: Story = {
  args: {
    ...SlackIdle.args,
    client: feed({ ...DECEPTION_PASS_SLACK, windows: [] }),
    defaultRule: { slack: 0.2, on: ['sun'] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Try a faster speed or fewer conditions/),
    ).toBeInTheDocument();
  },
};
