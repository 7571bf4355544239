import { setTestTime } from '@tides/test-clock';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expectNoAxeViolations } from '../../test/axe.ts';
import {
  createFakeTideClient,
  RESPONSE_ERROR,
  TRANSPORT_ERROR_MESSAGE,
  type FakeTideBehaviour,
} from '../../test/fake-client.ts';
import { BAR_HARBOR, BOSTON, FIXED_NOW, FIXED_TODAY } from '../../test/fixtures.ts';
import { TideFinder, type TideFinderProps } from './TideFinder.tsx';

function renderFinder(props: Partial<TideFinderProps> = {}, tides: FakeTideBehaviour = 'fresh') {
  const user = userEvent.setup();
  const client = createFakeTideClient({ tides });
  const onResults = vi.fn();
  const onError = vi.fn();
  const view = render(
    <TideFinder
      client={client}
      now={FIXED_NOW}
      onResults={onResults}
      onError={onError}
      {...props}
    />,
  );
  const findButton = () => screen.getByRole('button', { name: /Find Tides|Getting Tides/ });
  return { ...view, user, client, onResults, onError, findButton };
}

function finderRoot(container: HTMLElement) {
  return container.querySelector('.tides-tide-finder');
}

function notices() {
  return screen.getByRole('status', { name: 'Notifications' });
}

function results() {
  return screen.getByRole('region', { name: 'Tide results' });
}

describe('TideFinder', () => {
  describe('before a location is chosen', () => {
    it('shows the search card with the button disabled and no results', async () => {
      const { container, findButton } = renderFinder();

      expect(screen.getByRole('heading', { level: 2, name: 'Tide Search' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('');
      expect(screen.getByRole('button', { name: /^Date / })).toHaveAccessibleName(
        'Date Sunday, March 15, 2026',
      );
      expect(findButton()).toHaveAccessibleName('Find Tides');
      expect(findButton()).toBeDisabled();
      expect(results()).toBeEmptyDOMElement();
      expect(finderRoot(container)).toHaveAttribute('data-state', 'idle');
      await expectNoAxeViolations(container);
    });
  });

  describe('restoring a search from the page address (lookUpOnMount)', () => {
    it('looks the tides up at once for the location and day it starts with', async () => {
      const { client, onResults } = renderFinder({
        defaultLocation: BOSTON,
        defaultDate: '2026-03-16',
        lookUpOnMount: true,
      });

      expect(await within(results()).findByText('High Tides')).toBeInTheDocument();
      expect(client.tideRequests).toEqual([{ locationId: BOSTON.id, date: '2026-03-16' }]);
      expect(onResults).toHaveBeenCalledTimes(1);
    });

    it('looks nothing up when it is turned on after mounting', async () => {
      const { client, rerender } = renderFinder({ defaultLocation: BOSTON });

      rerender(<TideFinder client={client} now={FIXED_NOW} lookUpOnMount />);
      await act(() => Promise.resolve());

      expect(client.tideRequests).toEqual([]);
    });

    it('waits for the Find Tides button without it', async () => {
      const { client } = renderFinder({ defaultLocation: BOSTON });

      await act(() => Promise.resolve());

      expect(client.tideRequests).toEqual([]);
      expect(results()).toBeEmptyDOMElement();
    });
  });

  describe('when a search is started without a location', () => {
    it('asks for a location when Enter is pressed in the search box', async () => {
      const { user, client, onError } = renderFinder();

      await user.type(screen.getByRole('combobox'), 'nowhere{Enter}');

      expect(notices()).toHaveTextContent('Please select a location');
      expect(notices()).toHaveTextContent('Choose a coastal location from the search results.');
      expect(
        screen.getByRole('status', { name: 'Notifications' }).firstElementChild,
      ).toHaveAttribute('data-variant', 'destructive');
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'missing-location' }));
      expect(client.tideRequests).toEqual([]);
    });

    it('asks for a location when the form is submitted programmatically', async () => {
      const { container, client } = renderFinder();

      const form = container.querySelector('form')!;
      act(() => form.requestSubmit());

      expect(await screen.findByText('Please select a location')).toBeInTheDocument();
      expect(client.tideRequests).toEqual([]);
    });
  });

  describe('when the visitor finds a location by typing "bos"', () => {
    it('enables the button once a station is chosen', async () => {
      const onLocationSelect = vi.fn();
      const { user, findButton } = renderFinder({ onLocationSelect });

      await user.type(screen.getByRole('combobox'), 'bos');
      await user.click(await screen.findByRole('option', { name: 'Boston, MA' }));

      expect(onLocationSelect).toHaveBeenCalledWith(BOSTON);
      expect(findButton()).toBeEnabled();
    });
  });

  describe('while the tides are being fetched', () => {
    it('disables the button, relabels it and marks the results busy', async () => {
      const { user, findButton, container } = renderFinder({ defaultLocation: BOSTON }, 'pending');

      await user.click(findButton());

      expect(findButton()).toHaveAccessibleName('Getting Tides...');
      expect(findButton()).toBeDisabled();
      expect(results()).toHaveAttribute('aria-busy', 'true');
      expect(finderRoot(container)).toHaveAttribute('data-state', 'loading');
      await expectNoAxeViolations(container);
    });
  });

  describe.each([
    ['fresh', 'Live data from NOAA'],
    ['cached', 'Cached data from NOAA'],
    ['harmonic', 'Computed from NOAA’s harmonic constants for this station'],
    ['sample', 'Sample data'],
  ] as const)('when %s tides arrive', (source, label) => {
    it('shows the tide and moon cards, says where the data came from and reports success', async () => {
      const { user, findButton, onResults, container } = renderFinder(
        { defaultLocation: BOSTON },
        source,
      );

      await user.click(findButton());

      const tideCard = await within(results()).findByRole('article', { name: 'Boston, MA' });
      expect(within(tideCard).getByRole('heading', { name: 'High Tides' })).toBeInTheDocument();
      expect(within(tideCard).getAllByRole('listitem')).toHaveLength(4);
      expect(within(tideCard).getByText(label)).toBeInTheDocument();
      const moonCard = within(results()).getByRole('article', { name: 'Moon Phase' });
      expect(moonCard).toHaveTextContent('Waning Crescent');
      expect(moonCard).toHaveTextContent('16%');
      expect(notices()).toHaveTextContent('Tide data updated');
      expect(notices()).toHaveTextContent('Found 2 high tides and 2 low tides for Boston, MA.');
      expect(notices().firstElementChild).toHaveAttribute('data-variant', 'default');
      expect(onResults).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ source, location: 'Boston, MA' }),
        { locationId: BOSTON.id, date: FIXED_TODAY },
      );
      expect(findButton()).toHaveAccessibleName('Find Tides');
      expect(results()).toHaveAttribute('aria-busy', 'false');
      expect(finderRoot(container)).toHaveAttribute('data-state', 'ready');
      await expectNoAxeViolations(container);
    });
  });

  describe('when the visitor picks another day', () => {
    it('asks for that calendar day', async () => {
      const { user, findButton, client } = renderFinder({ defaultLocation: BOSTON });

      await user.click(screen.getByRole('button', { name: /^Date / }));
      await user.click(screen.getByRole('button', { name: /^Friday, March 20th, 2026$/ }));
      await user.click(findButton());

      expect(client.tideRequests).toEqual([{ locationId: BOSTON.id, date: '2026-03-20' }]);
      expect(
        await within(results()).findByRole('article', { name: 'Boston, MA' }),
      ).toHaveTextContent('Friday, March 20, 2026');
    });
  });

  describe('when the location or date changes after results are shown', () => {
    it('keeps the earlier results', async () => {
      const { user, findButton } = renderFinder({ defaultLocation: BOSTON });
      await user.click(findButton());
      await within(results()).findByRole('article', { name: 'Boston, MA' });

      await user.type(screen.getByRole('combobox'), '{Backspace}');
      await user.click(screen.getByRole('button', { name: /^Date / }));
      await user.click(screen.getByRole('button', { name: /^Friday, March 20th, 2026$/ }));

      expect(findButton()).toBeDisabled();
      expect(within(results()).getByRole('article', { name: 'Boston, MA' })).toBeInTheDocument();
    });
  });

  describe('when the visitor finds tides', () => {
    it('moves focus to the results heading and scrolls it into view', async () => {
      const scrolled = vi.fn();
      const original = HTMLElement.prototype.scrollIntoView;
      HTMLElement.prototype.scrollIntoView = scrolled;
      try {
        const { user, findButton } = renderFinder({ defaultLocation: BOSTON });

        await user.click(findButton());

        const heading = await within(results()).findByRole('heading', { name: 'Boston, MA' });
        expect(heading).toHaveFocus();
        expect(scrolled.mock.contexts).toContain(heading);
      } finally {
        HTMLElement.prototype.scrollIntoView = original;
      }
    });
  });

  describe.each([
    ['transport-error', 'transport', 'Error fetching tide data', TRANSPORT_ERROR_MESSAGE],
    [
      'transport-error-without-message',
      'transport',
      'Error fetching tide data',
      'Unable to get tide predictions. Please try again.',
    ],
    ['response-error', 'response', 'Tide data error', RESPONSE_ERROR.details],
    ['response-error-without-details', 'response', 'Tide data error', RESPONSE_ERROR.error],
    ['empty', 'empty', 'No data received', 'No tide data was returned. Please try again.'],
    [
      'exception',
      'exception',
      'Connection error',
      'Unable to connect to tide service. Please try again.',
    ],
  ] as const)('when the lookup ends in %s', (behaviour, kind, title, description) => {
    it(`shows "${title}" and reports a ${kind} error`, async () => {
      const { user, findButton, onError, onResults, container } = renderFinder(
        { defaultLocation: BOSTON },
        behaviour,
      );

      await user.click(findButton());

      expect(await within(notices()).findByText(title)).toBeInTheDocument();
      expect(notices()).toHaveTextContent(description);
      expect(notices().firstElementChild).toHaveAttribute('data-variant', 'destructive');
      expect(onError).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ kind, notice: { title, description, variant: 'destructive' } }),
      );
      expect(onResults).not.toHaveBeenCalled();
      expect(findButton()).toBeEnabled();
      expect(finderRoot(container)).toHaveAttribute('data-state', 'error');
      await expectNoAxeViolations(container);
    });
  });

  describe('when a later lookup fails', () => {
    it('keeps the earlier results on screen', async () => {
      const user = userEvent.setup();
      const working = createFakeTideClient({ tides: 'fresh' });
      const failing = createFakeTideClient({ tides: 'exception' });
      const client = {
        searchLocations: working.searchLocations,
        getTides: vi
          .fn()
          .mockImplementationOnce(working.getTides)
          .mockImplementationOnce(failing.getTides),
      };
      render(<TideFinder client={client} now={FIXED_NOW} defaultLocation={BOSTON} />);
      const button = screen.getByRole('button', { name: 'Find Tides' });

      await user.click(button);
      await within(results()).findByRole('article', { name: 'Boston, MA' });
      await user.click(button);

      expect(await within(notices()).findByText('Connection error')).toBeInTheDocument();
      expect(within(results()).getByRole('article', { name: 'Boston, MA' })).toBeInTheDocument();
    });
  });

  describe('with heights in metres', () => {
    it('shows metres, on the card and on the chart', async () => {
      const { user, findButton } = renderFinder({ defaultLocation: BOSTON, units: 'm' });

      await user.click(findButton());

      const card = await within(results()).findByRole('article', { name: 'Boston, MA' });
      expect(within(card).getByText('3.11 m')).toBeInTheDocument();
      expect(within(results()).getByRole('figure', { name: /^Tide Chart/ })).toHaveTextContent(
        'heights in metres from MLLW; a minus height is below it',
      );
    });
  });

  describe('on a 24-hour clock', () => {
    it('shows every time on it, on the card and on the chart', async () => {
      const { user, findButton } = renderFinder({ defaultLocation: BOSTON, hourCycle: 'h23' });

      await user.click(findButton());

      const card = await within(results()).findByRole('article', { name: 'Boston, MA' });
      expect(card).toHaveTextContent('19:21 EDT');
      expect(card).not.toHaveTextContent(/[AP]M\b/);
      expect(
        within(results()).getByRole('figure', { name: /^Tide Chart/ }),
      ).toHaveAccessibleDescription(/high 10\.2 ft at 06:58/i);
    });
  });

  describe('when the result carries the day’s curve', () => {
    it('charts it after the cards, its heading at the cards’ level', async () => {
      const { user, findButton, container } = renderFinder({ defaultLocation: BOSTON });

      await user.click(findButton());

      const chart = await within(results()).findByRole('figure', {
        name: 'Tide Chart Boston, MA · Sunday, March 15, 2026',
      });
      expect(within(chart).getByRole('heading', { level: 2, name: 'Tide Chart' })).toBeVisible();
      // Whether the finder's "now" falls in Boston's day depends on the machine's zone.
      expect(chart).toHaveAccessibleDescription(/high 10\.2 ft at 6:58\sAM/i);
      expect(
        within(chart).getByRole('slider', { name: 'Water level through the day' }),
      ).toBeVisible();
      expect(results().lastElementChild).toBe(chart);
      await expectNoAxeViolations(container);
    });
  });

  describe('when the page was opened hours before the search', () => {
    it('charts "now" as the time the result arrived, not the time the page loaded', async () => {
      try {
        // 9:00 AM in Boston (falling from the 6:58 AM high), then 4:00 PM (rising to 7:21 PM).
        setTestTime(new Date('2026-03-15T13:00:00Z'));
        const user = userEvent.setup();
        render(
          <TideFinder
            client={createFakeTideClient()}
            defaultLocation={BOSTON}
            defaultDate={FIXED_TODAY}
          />,
        );
        setTestTime(new Date('2026-03-15T20:00:00Z'));

        await user.click(screen.getByRole('button', { name: 'Find Tides' }));

        const chart = await within(results()).findByRole('figure', { name: /^Tide Chart/ });
        expect(chart).toHaveAccessibleDescription(
          /^Rising, [\d.]+ ft now; high 9\.6 ft at 7:21\sPM/,
        );
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('when the result has no curve (the spec’s minimum)', () => {
    it('shows the cards without a chart', async () => {
      const { user, findButton } = renderFinder({ defaultLocation: BOSTON }, 'sample');

      await user.click(findButton());

      await within(results()).findByRole('article', { name: 'Boston, MA' });
      expect(within(results()).queryByRole('figure')).not.toBeInTheDocument();
    });
  });

  describe('when the host takes the notices', () => {
    it('hands every notice over and shows none itself', async () => {
      const onNotice = vi.fn();
      const { user, findButton } = renderFinder({ defaultLocation: BOSTON, onNotice });

      await user.click(findButton());

      await within(results()).findByRole('article', { name: 'Boston, MA' });
      expect(onNotice).toHaveBeenCalledExactlyOnceWith({
        title: 'Tide data updated',
        description: 'Found 2 high tides and 2 low tides for Boston, MA.',
        variant: 'default',
      });
      expect(screen.queryByRole('status', { name: 'Notifications' })).not.toBeInTheDocument();
    });
  });

  describe('when the visitor dismisses a notice', () => {
    it('removes it', async () => {
      const { user, findButton } = renderFinder({ defaultLocation: BOSTON });
      await user.click(findButton());
      await within(notices()).findByText('Tide data updated');

      await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));

      expect(notices()).toBeEmptyDOMElement();
    });
  });

  describe('when controlled', () => {
    it('looks up the location and date it is given', async () => {
      const { user, findButton, client } = renderFinder({
        location: BAR_HARBOR,
        date: '2026-03-16',
      });

      expect(screen.getByRole('combobox')).toHaveValue('Bar Harbor, ME');
      await user.click(findButton());

      expect(client.tideRequests).toEqual([{ locationId: BAR_HARBOR.id, date: '2026-03-16' }]);
    });
  });

  describe('with a dark theme', () => {
    it('marks its root, which carries the theme to every part', () => {
      const { container } = renderFinder({ theme: 'dark' });

      expect(finderRoot(container)).toHaveAttribute('data-theme', 'dark');
    });
  });

  describe('when its HTML was rendered on an earlier day than the visitor opens it', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("hydrates without a mismatch and shows the visitor's today", async () => {
      const client = createFakeTideClient({ tides: 'fresh' });
      setTestTime(new Date(2026, 2, 10, 12, 0, 0));
      const html = renderToString(<TideFinder client={client} />);
      const host = document.createElement('div');
      host.innerHTML = html;
      document.body.append(host);
      setTestTime(FIXED_NOW);

      const recoverable = vi.fn();
      await act(async () => {
        hydrateRoot(host, <TideFinder client={client} />, { onRecoverableError: recoverable });
      });

      expect(recoverable).not.toHaveBeenCalled();
      expect(within(host).getByRole('button', { name: /^Date/ })).toHaveAccessibleName(
        'Date Sunday, March 15, 2026',
      );
      host.remove();
    });
  });
});
