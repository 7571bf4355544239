/**
 * `<tide-finder>` in jsdom as a page uses it: the visitor finding tides and the events each step
 * fires, the attributes that preselect a station, a day, units, a clock and a theme, and the
 * properties mirroring them. React runs as in a browser here, not under `act()`: the elements
 * own their roots, so tests wait for the DOM.
 */
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsoleWarning } from '../../../test/console.ts';
import {
  CONNECTION,
  inside,
  place,
  placeOnFakeProject,
  recordEvents,
  setUpElementTests,
} from '../../../test/elements.ts';
import { chooseBoston, fillIn } from '../../../test/visitor.ts';
import {
  ANON_KEY,
  BOSTON_DAY,
  BOSTON_ROW,
  fakeSupabase,
  SUPABASE_URL,
} from '../../../test/fake-supabase.ts';
import { defaultFormatters } from '../../formatters.ts';
import '../../elements.ts';

setUpElementTests();

describe('<tide-finder>', () => {
  describe('when a visitor finds tides', () => {
    it('shows them inside the element, with the notice, and fires each step once', async () => {
      const { events, element: finder, view } = placeOnFakeProject('tide-finder');
      const user = userEvent.setup();

      await chooseBoston(finder, user);
      await user.click(view.getByRole('button', { name: 'Find Tides' }));

      const results = await view.findByRole('region', { name: 'Tide results' });
      expect(await within(results).findByText('Boston, MA')).toBeInTheDocument();
      expect(view.getByRole('status', { name: 'Notifications' })).toHaveTextContent(
        'Tide data updated',
      );
      expect(events.map((event) => event.type)).toEqual(['tides-location-select', 'tides-results']);
      const [select, found] = events;
      expect(select!.detail).toEqual({
        location: {
          id: BOSTON_ROW.id,
          name: 'Boston',
          state: 'MA',
          latitude: BOSTON_ROW.latitude,
          longitude: BOSTON_ROW.longitude,
        },
      });
      expect(found!.detail).toEqual({ result: { ...BOSTON_DAY, date: '2026-03-15' } });
    });

    it('dispatches bubbling, composed events from the element, never r2wc-style names', async () => {
      fakeSupabase();
      const user = userEvent.setup();
      // Inside another component's shadow root: only a composed event reaches the document.
      const outer = document.createElement('div');
      document.body.append(outer);
      const outerRoot = outer.attachShadow({ mode: 'open' });
      outerRoot.innerHTML = `<tide-finder ${CONNECTION}></tide-finder>`;
      const finder = outerRoot.querySelector('tide-finder')!;
      const heard: Event[] = [];
      for (const name of ['tides-location-select', 'locationselect', 'onlocationselect']) {
        document.addEventListener(name, (event) => heard.push(event));
      }

      await chooseBoston(finder, user);

      await waitFor(() => expect(heard).toHaveLength(1));
      const [event] = heard;
      expect(event).toBeInstanceOf(CustomEvent);
      expect(event!.type).toBe('tides-location-select');
      expect(event!.bubbles).toBe(true);
      expect(event!.composed).toBe(true);
      expect(event!.target).toBe(outer);
    });

    it('fires tides-error with the notice when Find Tides is asked for with no location', async () => {
      fakeSupabase();
      const events = recordEvents();
      const user = userEvent.setup();
      const finder = place('tide-finder', CONNECTION);

      await user.type(
        await inside(finder).findByRole('combobox', { name: 'Location' }),
        'xy{Enter}',
      );

      await waitFor(() => expect(events).toHaveLength(1));
      expect(events[0]!.type).toBe('tides-error');
      const { title, description } = defaultFormatters.noticeMissingLocation();
      expect(events[0]!.detail).toEqual({ kind: 'missing-location', title, description });
    });

    it("fires tides-error with the backend's words when it refuses", async () => {
      fakeSupabase({ tides: 'bad-request' });
      const events = recordEvents();
      const user = userEvent.setup();
      const finder = place('tide-finder', CONNECTION);

      await chooseBoston(finder, user);
      await user.click(inside(finder).getByRole('button', { name: 'Find Tides' }));

      await waitFor(() => expect(events.map((event) => event.type)).toContain('tides-error'));
      expect(events.at(-1)!.detail).toMatchObject({ kind: 'response' });
      expect(inside(finder).getByRole('status', { name: 'Notifications' })).toHaveTextContent(
        events.at(-1)!.detail.title,
      );
    });

    it('fires tides-date-change when the visitor picks a day', async () => {
      const { events, view } = placeOnFakeProject('tide-finder');
      const user = userEvent.setup();

      await user.click(await view.findByRole('button', { name: /^Date / }));
      await user.click(view.getByRole('button', { name: /March 20th, 2026/ }));

      await waitFor(() => expect(events).toHaveLength(1));
      expect(events[0]!.type).toBe('tides-date-change');
      expect(events[0]!.detail).toEqual({ date: '2026-03-20' });
    });
  });

  describe('attributes', () => {
    it('preselects the station a NOAA number names, without firing any event', async () => {
      const { requests, events, view } = placeOnFakeProject(
        'tide-finder',
        `${CONNECTION} location="8443970"`,
      );

      await waitFor(() =>
        expect(view.getByRole('combobox', { name: 'Location' })).toHaveValue('Boston, MA'),
      );
      expect(view.getByRole('button', { name: 'Find Tides' })).toBeEnabled();
      expect(requests[0]!.body).toEqual({ search_term: '8443970' });
      expect(events).toEqual([]);
    });

    it('clears the choice when the visitor edits the name the moment after choosing it', async () => {
      fakeSupabase();
      const user = userEvent.setup();
      const finder = place('tide-finder', CONNECTION);
      const view = inside(finder);
      const box = await view.findByRole('combobox', { name: 'Location' });
      await user.type(box, 'Bos');
      await view.findByRole('option', { name: 'Boston, MA' });

      // Enter picks the first match; the edit lands once that render has committed, before any
      // timer has run (a fast typist, or a slow phone).
      box.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }),
      );
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
      expect(box).toHaveValue('Boston, MA');
      fillIn(box, 'Boston, M');

      await waitFor(() => expect(view.getByRole('button', { name: 'Find Tides' })).toBeDisabled());
      expect(box).toHaveValue('Boston, M');
    });

    it('accepts a full station id too, and warns when no station has it', async () => {
      fakeSupabase();
      const finder = place('tide-finder', `${CONNECTION} location="noaa/8443970"`);
      await waitFor(() =>
        expect(inside(finder).getByRole('combobox', { name: 'Location' })).toHaveValue(
          'Boston, MA',
        ),
      );

      expectConsoleWarning(/No station "9999999" was found/);
      const warn = vi.mocked(console.warn);
      place('tide-finder', `${CONNECTION} location="9999999"`);
      await waitFor(() => expect(warn).toHaveBeenCalled());
    });

    it('shows the day the date attribute names, and ignores one that is not a day', async () => {
      fakeSupabase();
      const finder = place('tide-finder', `${CONNECTION} date="2026-03-18"`);
      const view = inside(finder);
      await waitFor(() =>
        expect(view.getByRole('button', { name: /^Date / })).toHaveAccessibleName(
          'Date Wednesday, March 18, 2026',
        ),
      );

      finder.setAttribute('date', 'next tuesday');
      await waitFor(() =>
        expect(view.getByRole('button', { name: /^Date / })).toHaveAccessibleName(
          'Date Sunday, March 15, 2026',
        ),
      );
    });

    it('shows heights in metres with units="m", and in feet again once it is removed', async () => {
      fakeSupabase();
      const user = userEvent.setup();
      const finder = place('tide-finder', `${CONNECTION} units="m"`);
      const view = inside(finder);
      await chooseBoston(finder, user);
      await user.click(view.getByRole('button', { name: 'Find Tides' }));
      const results = await view.findByRole('region', { name: 'Tide results' });
      await waitFor(() => expect(results).toHaveTextContent(/\d\.\d+ m\b/));

      // r2wc keeps the last value when an attribute goes; these elements go back to the default.
      finder.removeAttribute('units');
      await waitFor(() => expect(results).toHaveTextContent(/\d\.\d ft\b/));
      expect(results).not.toHaveTextContent(/\d\.\d+ m\b/);
      expect(finder.units).toBeUndefined();
    });

    it('shows times on a 24-hour clock with hour-cycle="h23", and on the locale\'s again once it is removed', async () => {
      fakeSupabase();
      const user = userEvent.setup();
      const finder = place('tide-finder', `${CONNECTION} hour-cycle="h23"`);
      const view = inside(finder);
      await chooseBoston(finder, user);
      await user.click(view.getByRole('button', { name: 'Find Tides' }));
      const results = await view.findByRole('region', { name: 'Tide results' });
      const card = () => within(results).getByRole('article', { name: /Boston, MA/ });
      await waitFor(() => expect(card()).toHaveTextContent(/19:21 E[SD]T/));
      expect(card()).not.toHaveTextContent(/[AP]M\b/);
      expect(finder.hourCycle).toBe('h23');

      finder.removeAttribute('hour-cycle');
      await waitFor(() => expect(card()).toHaveTextContent(/\d:\d\d\s[AP]M E[SD]T/));
      expect(finder.hourCycle).toBeUndefined();
    });

    it('starts its headings at heading-level, parsed as a number', async () => {
      fakeSupabase();
      const finder = place('tide-finder', `${CONNECTION} heading-level="4"`);
      expect(finder.headingLevel).toBe(4);
      expect(
        await inside(finder).findByRole('heading', { level: 4, name: 'Tide Search' }),
      ).toBeInTheDocument();

      finder.setAttribute('heading-level', 'seven');
      expect(finder.headingLevel).toBeUndefined();
      expect(
        await inside(finder).findByRole('heading', { level: 2, name: 'Tide Search' }),
      ).toBeInTheDocument();
    });

    it('says what is missing without supabase-url and supabase-anon-key', async () => {
      const finder = place('tide-finder');
      expect(
        await inside(finder).findByText(
          '<tide-finder> needs supabase-url and supabase-anon-key to reach the tide service.',
        ),
      ).toBeInTheDocument();

      finder.supabaseUrl = SUPABASE_URL;
      finder.supabaseAnonKey = ANON_KEY;
      expect(await inside(finder).findByRole('combobox', { name: 'Location' })).toBeInTheDocument();
    });

    it('keys its theme off the theme attribute on the element', async () => {
      fakeSupabase();
      const finder = place('tide-finder', `${CONNECTION} theme="dark"`);
      const root = await waitFor(() => {
        const found = finder.shadowRoot!.querySelector('[part="base"]');
        expect(found).not.toBeNull();
        return found!;
      });
      // The colours come from :host([theme=…]); the root inside declares none of its own.
      expect(root).toHaveAttribute('data-host-theme');
      expect(root).not.toHaveAttribute('data-theme');
      expect(finder.theme).toBe('dark');
    });
  });

  describe('properties', () => {
    it('mirrors every attribute as a camelCase property, and writes properties back', () => {
      const finder = place(
        'tide-finder',
        `${CONNECTION} location="8443970" date="2026-03-18" units="m" theme="system" heading-level="3"`,
      );
      expect(finder.supabaseUrl).toBe(SUPABASE_URL);
      expect(finder.supabaseAnonKey).toBe(ANON_KEY);
      expect(finder.location).toBe('8443970');
      expect(finder.date).toBe('2026-03-18');
      expect(finder.units).toBe('m');
      expect(finder.theme).toBe('system');
      expect(finder.headingLevel).toBe(3);

      finder.units = 'ft';
      finder.headingLevel = 5;
      finder.theme = 'dark';
      expect(finder).toHaveAttribute('units', 'ft');
      expect(finder).toHaveAttribute('heading-level', '5');
      expect(finder).toHaveAttribute('theme', 'dark');

      finder.location = undefined;
      expect(finder).not.toHaveAttribute('location');
    });

    it('takes over a property set before the element was defined', async () => {
      fakeSupabase();
      const early = document.createElement('div');
      early.innerHTML = '<tide-finder></tide-finder>';
      const finder = early.firstElementChild as HTMLElement & Record<string, unknown>;
      // An unupgraded element: plain own properties, as a page script might set them.
      Object.defineProperty(finder, 'units', { value: 'm', writable: true, configurable: true });
      document.body.append(early);
      customElements.upgrade(finder);

      expect(Object.prototype.hasOwnProperty.call(finder, 'units')).toBe(false);
      expect(finder).toHaveAttribute('units', 'm');
    });
  });
});
