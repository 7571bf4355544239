import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createFakeTideClient } from '../../test/fake-client.ts';
import { BOSTON } from '../../test/fixtures.ts';
import { narrow } from '../../test/theme-decorator.tsx';
import { LocationSearch } from './LocationSearch.tsx';

const meta = {
  title: 'Widgets/LocationSearch',
  component: LocationSearch,
  args: { client: createFakeTideClient(), onValueChange: fn() },
  argTypes: { client: { control: false } },
} satisfies Meta<typeof LocationSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet. */
export const Idle: Story = {};

/** Two characters are not enough to look anything up: the box says how many are. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Location' }), 'bo');
    await expect(canvas.getByRole('combobox')).toHaveValue('bo');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(canvas.getByText('Type at least 3 characters to search')).toBeInTheDocument();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A lookup that has not answered: the spinner shows. */
export const Loading: Story = {
  args: { client: createFakeTideClient({ search: 'pending' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Location' }), 'bos');
    await expect(await canvas.findByText('Searching locations…')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).toBeInTheDocument();
  },
};

/** Matches for "bos", listed as "Name, ST". */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Location' }), 'bos');
    const options = await canvas.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Boston, MA',
      'Boston Light, MA',
    ]);
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A place typed, not a station: the nearest stations, each with its distance from the place. */
export const PlaceMatches: Story = {
  args: {
    client: {
      searchLocations: () =>
        Promise.resolve([
          {
            id: 'noaa/1612340',
            name: 'Honolulu',
            state: 'HI',
            latitude: 21.3033,
            longitude: -157.8645,
            noaaId: '1612340',
            area: 'Downtown',
            place: 'Waikiki, HI',
            distanceKm: 4.9,
          },
          {
            id: 'noaa/1612301',
            name: 'Hanauma Bay',
            state: 'HI',
            latitude: 21.27,
            longitude: -157.69,
            noaaId: '1612301',
            area: 'Portlock',
            place: 'Waikiki, HI',
            distanceKm: 13.5,
          },
        ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Location' }), 'Waikiki');
    const options = await canvas.findAllByRole('option');
    await expect(options[0]).toHaveTextContent('3.0 mi (4.9 km) from Waikiki, HI');
  },
};

/** The same places beside heights in metres: kilometres lead. */
export const PlaceMatchesInKilometres: Story = {
  args: { ...PlaceMatches.args, units: 'm' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Location' }), 'Waikiki');
    const options = await canvas.findAllByRole('option');
    await expect(options[0]).toHaveTextContent('4.9 km (3.0 mi) from Waikiki, HI');
  },
};

/** A station chosen from the list: the list closes and the green dot shows. */
export const Chosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Location' }), 'bos');
    await userEvent.click(await canvas.findByRole('option', { name: 'Boston, MA' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(BOSTON);
    await expect(canvas.getByRole('combobox')).toHaveValue('Boston, MA');
    await expect(canvas.getByRole('img', { name: 'Location selected' })).toBeInTheDocument();
  },
};

/** Choosing with the keyboard: ArrowDown to the second match, Enter. */
export const KeyboardChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Location' });
    await userEvent.type(input, 'bos');
    await canvas.findAllByRole('option');
    // The first match is highlighted on arrival; one ArrowDown moves to the second.
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: 'Boston Light, MA' }).id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Boston Light, MA');
  },
};

/** A location chosen before the visitor arrives. */
export const WithDefaultValue: Story = {
  args: { defaultValue: BOSTON },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox')).toHaveValue('Boston, MA');
    await expect(canvas.getByRole('img', { name: 'Location selected' })).toBeInTheDocument();
  },
};

/** Nothing matches: the no-results panel and its hint. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Location' }), 'zzz');
    await expect(
      await canvas.findByText('No coastal locations found matching "zzz"'),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText('Try searching for a major coastal city or beach'),
    ).toBeInTheDocument();
  },
};

/** The lookup fails: logged only, the list emptied, no message: a search box that fails quietly beats an alert while typing. */
export const SearchFails: Story = {
  args: { client: createFakeTideClient({ search: 'fail' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Location' }), 'bos');
    await waitFor(() =>
      expect(canvasElement.querySelector('.tides-location-search')).toHaveAttribute(
        'data-state',
        'error',
      ),
    );
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** Matches in the dark theme. */
export const Dark: Story = {
  args: { theme: 'dark' },
  play: Results.play,
};

/** Matches in a phone-width column. */
export const Narrow: Story = {
  decorators: [narrow],
  play: Results.play,
};
