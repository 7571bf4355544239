import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { expectConsoleWarning } from '../../test/console.ts';
import { createFakeTideClient, type FakeSearchBehaviour } from '../../test/fake-client.ts';
import { BAR_HARBOR, BOSTON, BOSTON_LIGHT, MIDWAY } from '../../test/fixtures.ts';
import type { TideClient } from '../client.ts';
import { SEARCH_DEBOUNCE_MS } from '../constants.ts';
import type { TideLocation } from '../client.ts';
import { LocationSearch, type LocationSearchProps } from './LocationSearch.tsx';

function renderSearch(
  props: Partial<LocationSearchProps> = {},
  search: FakeSearchBehaviour = 'match',
) {
  // The debounce is the behaviour under test, so these tests own the clock.
  vi.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const client = createFakeTideClient({ search });
  const onValueChange = vi.fn();
  const view = render(<LocationSearch client={client} onValueChange={onValueChange} {...props} />);
  const input = screen.getByRole('combobox', { name: 'Location' });
  return { ...view, user, client, onValueChange, input };
}

/** Lets the debounce run out and the lookup it starts settle. */
async function pause(ms = SEARCH_DEBOUNCE_MS) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function root(container: HTMLElement) {
  return container.querySelector('.tides-location-search');
}

describe('LocationSearch', () => {
  describe('before anything is typed', () => {
    it('shows a labelled, collapsed combobox that controls a hidden listbox', async () => {
      const { input, container } = renderSearch();

      expect(input).toHaveAttribute('aria-expanded', 'false');
      expect(input).toHaveAttribute('aria-autocomplete', 'list');
      expect(input).toHaveAttribute('placeholder', 'Search for a coastal location...');
      const listboxId = input.getAttribute('aria-controls');
      expect(listboxId).toBeTruthy();
      expect(document.getElementById(listboxId!)).toHaveAttribute('role', 'listbox');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(root(container)).toHaveAttribute('data-state', 'idle');
      await expectNoAxeViolations(container);
    });
  });

  describe('when the user types "bo" (two characters)', () => {
    it('does not look anything up', async () => {
      const { user, input, client, container } = renderSearch();

      await user.type(input, 'bo');
      await pause(1000);

      expect(client.searches).toEqual([]);
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(container.querySelector('[data-slot="no-results"]')).not.toBeInTheDocument();
    });

    it('says that a search needs at least 3 characters, and stops saying it at the third', async () => {
      const { user, input, container } = renderSearch();

      await user.type(input, 'NY');

      expect(screen.getByRole('status')).toHaveTextContent('Type at least 3 characters to search');
      expect(root(container)).toHaveAttribute('data-state', 'idle');
      await expectNoAxeViolations(container);

      await user.type(input, 'C');
      expect(screen.getByRole('status')).not.toHaveTextContent('Type at least');
      await user.clear(input);
      expect(screen.getByRole('status')).not.toHaveTextContent('Type at least');
    });

    it('counts only the trimmed text', async () => {
      const { user, input, client } = renderSearch();

      await user.type(input, ' bo ');
      await pause();

      expect(client.searches).toEqual([]);
    });
  });

  describe('when the user types "bos"', () => {
    it('waits for a 300 ms pause before looking up', async () => {
      const { user, input, client, container } = renderSearch();

      await user.type(input, 'bos');
      expect(root(container)).toHaveAttribute('data-state', 'typing');
      await pause(SEARCH_DEBOUNCE_MS - 1);
      expect(client.searches).toEqual([]);
      await pause(1);

      expect(client.searches).toEqual(['bos']);
    });

    it('looks up once for text typed without pausing', async () => {
      const { user, input, client } = renderSearch();

      await user.type(input, 'boston');
      await pause();

      expect(client.searches).toEqual(['boston']);
    });

    it('shows a spinner and announces the lookup while it runs', async () => {
      const { user, input, container } = renderSearch({}, 'pending');

      await user.type(input, 'bos');
      await pause();

      expect(root(container)).toHaveAttribute('data-state', 'loading');
      expect(container.querySelector('[data-slot="spinner"]')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Searching locations…');
      expect(container.querySelector('[data-slot="no-results"]')).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });

    it('lists matching stations as "Name, ST"', async () => {
      const { user, input, container } = renderSearch();

      await user.type(input, 'bos');
      await pause();

      const listbox = screen.getByRole('listbox', { name: 'Coastal locations' });
      expect(listbox).toBeVisible();
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Boston, MA',
        'Boston Light, MA',
      ]);
      expect(input).toHaveAttribute('aria-expanded', 'true');
      expect(root(container)).toHaveAttribute('data-state', 'results');
      expect(container.querySelector('[data-slot="spinner"]')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('2 locations found');
      await expectNoAxeViolations(container);
    });

    it('tells same-named stations apart by area, NOAA number and distance from the place typed', async () => {
      vi.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const keyWests: TideLocation[] = [
        {
          id: 'noaa/8724580',
          name: 'Key West',
          state: 'FL',
          latitude: 24.5557,
          longitude: -81.8079,
          noaaId: '8724580',
          area: null,
          place: 'Key West, FL',
          distanceKm: 2.7,
        },
        {
          id: 'noaa/8724557',
          name: 'Key West',
          state: 'FL',
          latitude: 24.545,
          longitude: -81.7833,
          noaaId: '8724557',
          area: 'South Side · White Street Pier',
          place: 'Key West, FL',
          distanceKm: 1.2,
        },
      ];
      const client: Pick<TideClient, 'searchLocations'> = {
        searchLocations: () => Promise.resolve(keyWests),
      };
      const { rerender } = render(<LocationSearch client={client} />);

      await user.type(screen.getByRole('combobox', { name: 'Location' }), 'key west');
      await pause();

      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Key West, FLNOAA 8724580 · 1.7 mi (2.7 km) from Key West, FL',
        'Key West, FLSouth Side · White Street Pier · NOAA 8724557 · 0.7 mi (1.2 km) from Key West, FL',
      ]);

      // Beside heights in metres, kilometres lead.
      rerender(<LocationSearch client={client} units="m" />);
      expect(screen.getAllByRole('option')[0]).toHaveTextContent(
        'NOAA 8724580 · 2.7 km (1.7 mi) from Key West, FL',
      );
    });

    it('names a station without a state by its name alone', async () => {
      const { user, input } = renderSearch();

      await user.type(input, 'midway');
      await pause();

      expect(screen.getByRole('option', { name: MIDWAY.name })).toBeInTheDocument();
    });
  });

  describe('when the user chooses a station with the mouse', () => {
    it('reports it, shows its name, closes the list and shows the green dot', async () => {
      const { user, input, onValueChange, container } = renderSearch();
      await user.type(input, 'bos');
      await pause();

      await user.click(screen.getByRole('option', { name: 'Boston, MA' }));

      expect(onValueChange).toHaveBeenCalledExactlyOnceWith(BOSTON);
      expect(input).toHaveValue('Boston, MA');
      expect(input).toHaveFocus();
      expect(input).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Location selected' })).toHaveAttribute(
        'data-slot',
        'selected-indicator',
      );
      await expectNoAxeViolations(container);
    });

    it('does not look the chosen name up again', async () => {
      const { user, input, client } = renderSearch();
      await user.type(input, 'bos');
      await pause();

      await user.click(screen.getByRole('option', { name: 'Boston, MA' }));
      await pause();

      expect(client.searches).toEqual(['bos']);
    });
  });

  describe('when the user edits the text away from the chosen name', () => {
    it('clears the selection and hides the green dot', async () => {
      const { user, input, onValueChange } = renderSearch({ defaultValue: BOSTON });
      expect(input).toHaveValue('Boston, MA');
      expect(screen.getByRole('img', { name: 'Location selected' })).toBeInTheDocument();

      await user.type(input, '{Backspace}');

      expect(onValueChange).toHaveBeenCalledExactlyOnceWith(null);
      expect(screen.queryByRole('img', { name: 'Location selected' })).not.toBeInTheDocument();
    });
  });

  describe('when the user deletes back to two characters', () => {
    it('clears and closes the list', async () => {
      const { user, input } = renderSearch();
      await user.type(input, 'bos');
      await pause();
      expect(screen.getByRole('listbox')).toBeInTheDocument();

      await user.type(input, '{Backspace}');

      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(input).toHaveAttribute('aria-expanded', 'false');
    });

    it('does not bring the earlier matches back while a new term is looked up', async () => {
      vi.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const answers = new Map<string, (results: TideLocation[]) => void>();
      const client: Pick<TideClient, 'searchLocations'> = {
        searchLocations: (term) => new Promise((resolve) => answers.set(term, resolve)),
      };
      render(<LocationSearch client={client} />);
      const input = screen.getByRole('combobox');
      await user.type(input, 'bos');
      await pause();
      await act(async () => answers.get('bos')?.([BOSTON, BOSTON_LIGHT]));
      expect(screen.getAllByRole('option')).toHaveLength(2);

      await user.type(input, '{Backspace}b');
      await pause();

      expect(answers.has('bob')).toBe(true);
      expect(screen.queryByRole('option')).not.toBeInTheDocument();
      expect(input).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('with the keyboard', () => {
    async function openList() {
      const view = renderSearch();
      await view.user.type(view.input, 'bos');
      await pause();
      return view;
    }

    it('highlights the first match as soon as the matches arrive', async () => {
      const { input } = await openList();
      const [boston] = screen.getAllByRole('option');

      expect(input).toHaveAttribute('aria-activedescendant', boston!.id);
      expect(boston).toHaveAttribute('aria-selected', 'true');
    });

    it('chooses the first match with Enter after typing, with no arrow key', async () => {
      const { user, input, onValueChange } = await openList();

      await user.keyboard('{Enter}');

      expect(onValueChange).toHaveBeenCalledExactlyOnceWith(BOSTON);
      expect(input).toHaveValue('Boston, MA');
    });

    it('moves the active option with the arrow keys, wrapping at both ends', async () => {
      const { user, input } = await openList();
      const [boston, bostonLight] = screen.getAllByRole('option');

      expect(input).toHaveAttribute('aria-activedescendant', boston!.id);

      await user.keyboard('{ArrowDown}');
      expect(input).toHaveAttribute('aria-activedescendant', bostonLight!.id);
      expect(boston).toHaveAttribute('aria-selected', 'false');

      await user.keyboard('{ArrowDown}');
      expect(input).toHaveAttribute('aria-activedescendant', boston!.id);

      await user.keyboard('{ArrowUp}');
      expect(input).toHaveAttribute('aria-activedescendant', bostonLight!.id);
    });

    it('chooses the active option with Enter without submitting the form around it', async () => {
      vi.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
      const onValueChange = vi.fn();
      render(
        <form onSubmit={onSubmit}>
          <LocationSearch client={createFakeTideClient()} onValueChange={onValueChange} />
          <button type="submit">Go</button>
        </form>,
      );
      const input = screen.getByRole('combobox', { name: 'Location' });
      await user.type(input, 'bos');
      await pause();

      await user.keyboard('{ArrowDown}{Enter}');

      expect(onValueChange).toHaveBeenCalledExactlyOnceWith(BOSTON_LIGHT);
      expect(input).toHaveValue('Boston Light, MA');
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('closes the list with Escape, then clears the text with a second Escape', async () => {
      const { user, input } = await openList();

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(input).toHaveValue('bos');

      await user.keyboard('{Escape}');
      expect(input).toHaveValue('');
    });

    it('reopens a closed list with ArrowDown', async () => {
      const { user, input } = await openList();
      await user.keyboard('{Escape}');

      await user.keyboard('{ArrowDown}');

      expect(screen.getByRole('listbox')).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    });
  });

  describe('when focus leaves the box', () => {
    it('closes the list', async () => {
      vi.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(
        <>
          <LocationSearch client={createFakeTideClient()} />
          <button type="button">Elsewhere</button>
        </>,
      );
      await user.type(screen.getByRole('combobox'), 'bos');
      await pause();
      expect(screen.getByRole('listbox')).toBeInTheDocument();

      await user.tab();

      expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });
  });

  describe('when nothing matches "zzz"', () => {
    it('shows the no-results panel with its hint once the lookup has answered', async () => {
      const { user, input, container } = renderSearch();

      await user.type(input, 'zzz');
      expect(container.querySelector('[data-slot="no-results"]')).not.toBeInTheDocument();
      await pause();

      const status = screen.getByRole('status');
      expect(status).toHaveTextContent('No coastal locations found matching "zzz"');
      expect(status).toHaveTextContent('Try searching for a major coastal city or beach');
      expect(root(container)).toHaveAttribute('data-state', 'empty');
      expect(input).toHaveAttribute('aria-expanded', 'false');
      await expectNoAxeViolations(container);
    });
  });

  describe('when the lookup fails', () => {
    it('logs the failure, empties the list and shows no message', async () => {
      expectConsoleWarning(/Location search failed/);
      const { user, input, container } = renderSearch({}, 'fail');

      await user.type(input, 'bos');
      await pause();

      expect(console.warn).toHaveBeenCalledWith(
        '[tides] Location search failed:',
        expect.any(Error),
      );
      expect(root(container)).toHaveAttribute('data-state', 'error');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('');
      await expectNoAxeViolations(container);
    });
  });

  describe('when an older lookup answers after a newer one', () => {
    it('abandons the older one and shows only the newer matches', async () => {
      vi.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const pending = new Map<string, (results: TideLocation[]) => void>();
      const signals = new Map<string, AbortSignal | undefined>();
      const client: Pick<TideClient, 'searchLocations'> = {
        searchLocations: (term, options) =>
          new Promise((resolve) => {
            pending.set(term, resolve);
            signals.set(term, options?.signal);
          }),
      };
      render(<LocationSearch client={client} />);
      const input = screen.getByRole('combobox');

      await user.type(input, 'bos');
      await pause();
      await user.clear(input);
      await user.type(input, 'bar');
      await pause();
      await act(async () => pending.get('bar')?.([BAR_HARBOR]));
      await act(async () => pending.get('bos')?.([BOSTON]));

      expect(signals.get('bos')?.aborted).toBe(true);
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Bar Harbor, ME',
      ]);
    });
  });

  describe('when controlled', () => {
    it('shows the value it is given and follows changes to it', async () => {
      const { input, rerender, client } = renderSearch({ value: BOSTON });
      expect(input).toHaveValue('Boston, MA');

      rerender(<LocationSearch client={client} value={BAR_HARBOR} />);

      expect(input).toHaveValue('Bar Harbor, ME');
      expect(screen.getByRole('img', { name: 'Location selected' })).toBeInTheDocument();
    });

    it('reports a choice without changing the value itself', async () => {
      const { user, input, onValueChange } = renderSearch({ value: null });
      await user.type(input, 'bos');
      await pause();

      await user.click(screen.getByRole('option', { name: 'Boston, MA' }));

      expect(onValueChange).toHaveBeenCalledExactlyOnceWith(BOSTON);
      expect(screen.queryByRole('img', { name: 'Location selected' })).not.toBeInTheDocument();
    });
  });

  describe('when disabled', () => {
    it('disables the text box', () => {
      const { input } = renderSearch({ disabled: true });

      expect(input).toBeDisabled();
    });
  });
});
