import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  createFakeTideClient,
  RESPONSE_ERROR,
  TRANSPORT_ERROR_MESSAGE,
  type FakeTideBehaviour,
} from '../../test/fake-client.ts';
import { BOSTON, FIXED_NOW } from '../../test/fixtures.ts';
import { narrow } from '../../test/theme-decorator.tsx';
import { TideFinder } from './TideFinder.tsx';

const meta = {
  title: 'Widgets/TideFinder',
  component: TideFinder,
  args: {
    client: createFakeTideClient(),
    now: FIXED_NOW,
    onResults: fn(),
    onError: fn(),
    onLocationSelect: fn(),
    onDateChange: fn(),
  },
  argTypes: { client: { control: false } },
} satisfies Meta<typeof TideFinder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Args for a finder with Boston chosen, whose tide lookup behaves as given. */
function bostonWith(tides: FakeTideBehaviour) {
  return { client: createFakeTideClient({ tides }), defaultLocation: BOSTON };
}

const findTides = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Find Tides' }));
};

/** A play that looks tides up and checks the notice the visitor gets. */
function expectNotice(title: string, description: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await findTides(canvasElement);
    const notices = within(canvasElement).getByRole('status', { name: 'Notifications' });
    await expect(await within(notices).findByText(title)).toBeInTheDocument();
    await expect(notices).toHaveTextContent(description);
  };
}

/**
 * A play that looks tides up and checks the result and where it came from, and that the day's
 * curve is charted when the result carries one (`withChart`).
 */
function expectResults(sourceLabel: string, { withChart = true } = {}) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await findTides(canvasElement);
    const results = within(canvasElement).getByRole('region', { name: 'Tide results' });
    const card = await within(results).findByRole('article', { name: 'Boston, MA' });
    await expect(card).toHaveTextContent(sourceLabel);
    await expect(within(results).getByRole('article', { name: 'Moon Phase' })).toBeInTheDocument();
    const charts = within(results).queryAllByRole('figure', { name: /^Tide Chart/ });
    await expect(charts).toHaveLength(withChart ? 1 : 0);
    await expect(
      within(canvasElement).getByRole('status', { name: 'Notifications' }),
    ).toHaveTextContent('Found 2 high tides and 2 low tides for Boston, MA.');
  };
}

/** Nothing chosen: the button waits for a location. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Find Tides' })).toBeDisabled();
  },
};

/** Two characters typed: too few to look anything up, and the box says how many are needed. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Location' }), 'bo');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(canvas.getByText('Type at least 3 characters to search')).toBeInTheDocument();
  },
};

/** Locations being looked up: the spinner shows. */
export const SearchingLocations: Story = {
  args: { client: createFakeTideClient({ search: 'pending' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Location' }), 'bos');
    await expect(await canvas.findByText('Searching locations…')).toBeInTheDocument();
  },
};

/** No location matches the text. */
export const NoLocationFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Location' }), 'zzz');
    await expect(
      await canvas.findByText('No coastal locations found matching "zzz"'),
    ).toBeInTheDocument();
  },
};

/** Enter pressed before choosing a location. */
export const MissingLocation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Location' }), 'nowhere{Enter}');
    await expect(await canvas.findByText('Please select a location')).toBeInTheDocument();
    await expect(
      canvas.getByText('Choose a coastal location from the search results.'),
    ).toBeInTheDocument();
    await expect(args.onError).toHaveBeenCalled();
  },
};

/** A location chosen: the button is ready. */
export const LocationChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Location' }), 'bos');
    await userEvent.click(await canvas.findByRole('option', { name: 'Boston, MA' }));
    await expect(args.onLocationSelect).toHaveBeenCalledWith(BOSTON);
    await expect(canvas.getByRole('button', { name: 'Find Tides' })).toBeEnabled();
  },
};

/** Tides being fetched. */
export const Loading: Story = {
  args: bostonWith('pending'),
  play: async ({ canvasElement }) => {
    await findTides(canvasElement);
    const button = within(canvasElement).getByRole('button', { name: 'Getting Tides...' });
    await expect(button).toBeDisabled();
  },
};

/** Live predictions from NOAA. */
export const FreshResults: Story = {
  args: bostonWith('fresh'),
  play: expectResults('Live data from NOAA'),
};

/** Predictions from the cache. */
export const CachedResults: Story = {
  args: bostonWith('cached'),
  play: expectResults('Cached data from NOAA'),
};

/** Computed from the station's harmonic constants, and labelled so. */
export const ComputedResults: Story = {
  args: bostonWith('harmonic'),
  play: expectResults('Computed from NOAA’s harmonic constants for this station'),
};

/** Sample data with only the fields every result carries: no curve, so no chart. */
export const SpecMinimumResults: Story = {
  args: bostonWith('sample'),
  play: expectResults('Sample data', { withChart: false }),
};

/** Heights in metres. */
export const MetresResults: Story = {
  args: { ...bostonWith('fresh'), units: 'm' },
  play: expectResults('Live data from NOAA'),
};

/** Metres on a 24-hour clock, on the card and the chart. */
export const MetresTwentyFourHourResults: Story = {
  args: { ...bostonWith('fresh'), units: 'm', hourCycle: 'h23' },
  play: async (context) => {
    await expectResults('Live data from NOAA')(context);
    const results = within(context.canvasElement).getByRole('region', { name: 'Tide results' });
    await expect(within(results).getByRole('article', { name: 'Boston, MA' })).toHaveTextContent(
      '19:21 EDT2.93 m',
    );
  },
};

/** The day's chart under the cards, read by keyboard: Page Up jumps to the next high or low. */
export const ChartByKeyboard: Story = {
  args: bostonWith('fresh'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTides(canvasElement);
    const chart = await canvas.findByRole('figure', { name: /^Tide Chart Boston, MA/ });
    const slider = within(chart).getByRole('slider', { name: 'Water level through the day' });
    await userEvent.click(slider);
    await userEvent.keyboard('{Home}{PageUp}');
    await expect(slider).toHaveFocus();
    await expect(slider.getAttribute('aria-valuetext')?.replace(/\s+/g, ' ')).toBe(
      '12:45 AM EDT, 0.4 ft, low tide',
    );
  },
};

/** The whole journey: search, choose, pick a day, find. */
export const FullJourney: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Location' }), 'bos');
    await userEvent.click(await canvas.findByRole('option', { name: 'Boston, MA' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Date / }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Friday, March 20th, 2026' }));
    await findTides(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Boston, MA' });
    await expect(card).toHaveTextContent('Friday, March 20, 2026');
    await expect(args.onResults).toHaveBeenCalledWith(expect.anything(), {
      locationId: BOSTON.id,
      date: '2026-03-20',
    });
  },
};

/** The transport failed, with a message. */
export const TransportError: Story = {
  args: bostonWith('transport-error'),
  play: expectNotice('Error fetching tide data', TRANSPORT_ERROR_MESSAGE),
};

/** The transport failed without a message. */
export const TransportErrorWithoutMessage: Story = {
  args: bostonWith('transport-error-without-message'),
  play: expectNotice(
    'Error fetching tide data',
    'Unable to get tide predictions. Please try again.',
  ),
};

/** The backend answered with an error and details. */
export const ResponseError: Story = {
  args: bostonWith('response-error'),
  play: expectNotice('Tide data error', RESPONSE_ERROR.details),
};

/** The backend answered with an error and no details. */
export const ResponseErrorWithoutDetails: Story = {
  args: bostonWith('response-error-without-details'),
  play: expectNotice('Tide data error', RESPONSE_ERROR.error),
};

/** The backend answered with nothing. */
export const EmptyResponse: Story = {
  args: bostonWith('empty'),
  play: expectNotice('No data received', 'No tide data was returned. Please try again.'),
};

/** The call threw. */
export const ConnectionError: Story = {
  args: bostonWith('exception'),
  play: expectNotice('Connection error', 'Unable to connect to tide service. Please try again.'),
};

/** Notices handed to the host (e.g. its toaster) instead of shown inline. */
export const HostNotices: Story = {
  args: { ...bostonWith('fresh'), onNotice: fn() },
  play: async ({ canvasElement, args }) => {
    await findTides(canvasElement);
    const results = within(canvasElement).getByRole('region', { name: 'Tide results' });
    await within(results).findByRole('article', { name: 'Boston, MA' });
    await expect(args.onNotice).toHaveBeenCalledWith({
      title: 'Tide data updated',
      description: 'Found 2 high tides and 2 low tides for Boston, MA.',
      variant: 'default',
    });
  },
};

/** Results in the dark theme. */
export const Dark: Story = {
  args: { ...bostonWith('fresh'), theme: 'dark' },
  play: expectResults('Live data from NOAA'),
};

/** Results in a phone-width column: everything stacks. */
export const Narrow: Story = {
  args: bostonWith('fresh'),
  decorators: [narrow],
  play: expectResults('Live data from NOAA'),
};

/** Earlier results stay on screen while the visitor picks another day. */
export const ResultsKeptWhileChanging: Story = {
  args: bostonWith('fresh'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTides(canvasElement);
    await canvas.findByRole('article', { name: 'Boston, MA' });
    await userEvent.click(canvas.getByRole('button', { name: /^Date / }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Friday, March 20th, 2026' }));
    await expect(canvas.getByRole('article', { name: 'Boston, MA' })).toHaveTextContent(
      'Sunday, March 15, 2026',
    );
  },
};
