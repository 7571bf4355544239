/**
 * The custom elements in jsdom, as a page uses them: markup, attributes, properties and
 * events, over a fake Supabase project at the edge of the world (`fetch`). React runs as in a
 * browser here, not under `act()`: the elements own their roots, so tests wait for the DOM.
 */
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsoleWarning } from '../test/console.ts';
import {
  chooseBoston,
  CONNECTION,
  fillIn,
  inside,
  place,
  recordEvents,
  setUpElementTests,
} from '../test/elements.ts';
import {
  ANON_KEY,
  BOSTON_DAY,
  BOSTON_ROW,
  fakeSupabase,
  SESSION,
  SUPABASE_URL,
} from '../test/fake-supabase.ts';
import { BOSTON_WEEK, BOSTON_WEEK_DAYS as WEEK } from '../test/tide-days.ts';
import { defineTideElements } from './elements.ts';
import { supabaseAuthStorageKey } from './supabase/auth-storage-key.ts';
import { defaultFormatters } from './formatters.ts';
import { elementDefinitions } from './elements/definitions.ts';

const TAGS = elementDefinitions.map((definition) => definition.tag);

setUpElementTests();

describe('defineTideElements', () => {
  it('registers every element when the elements entry is imported', () => {
    for (const tag of TAGS) expect(customElements.get(tag)).toBeDefined();
  });

  it('can be called again without redefining anything', () => {
    const before = TAGS.map((tag) => customElements.get(tag));
    expect(() => defineTideElements()).not.toThrow();
    expect(TAGS.map((tag) => customElements.get(tag))).toEqual(before);
  });

  it('gives every element an open shadow root carrying the package CSS', async () => {
    for (const tag of TAGS) {
      const element = place(tag, CONNECTION);
      expect(element.shadowRoot?.mode).toBe('open');
      const style = await waitFor(() => {
        const found = element.shadowRoot!.querySelector('style');
        expect(found).not.toBeNull();
        return found;
      });
      expect(style?.textContent).toContain(':host{all:initial;display:block;');
      expect(style?.textContent).toContain('.tides-tide-finder');
      expect(style?.textContent).toContain(':host([theme=');
      // The page's root font size must not reach in: no rem is left unscaled.
      expect(style?.textContent).not.toMatch(/\d\s*rem\b(?![^(]*\* var\(--tides-rem\))/);
    }
  });
});

describe('every element', () => {
  it.each(TAGS)(
    '<%s> says so, rather than going blank, when supabase-url is not a web address',
    async (tag) => {
      fakeSupabase();
      const element = place(
        tag,
        `supabase-url="tides-test" supabase-anon-key="${ANON_KEY}" location="8443970"`,
      );
      expect(
        await inside(element).findByText(
          `<${tag}> cannot reach the tide service: supabase-url "tides-test" is not an http:// or https:// address.`,
        ),
      ).toBeInTheDocument();

      element.setAttribute('supabase-url', `${SUPABASE_URL}/`);
      await waitFor(() =>
        expect(inside(element).queryByText(/cannot reach the tide service/)).toBeNull(),
      );
    },
  );
});

describe('<tide-finder>', () => {
  describe('when a visitor finds tides', () => {
    it('shows them inside the element, with the notice, and fires each step once', async () => {
      fakeSupabase();
      const events = recordEvents();
      const user = userEvent.setup();
      const finder = place('tide-finder', CONNECTION);
      const view = inside(finder);

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
      fakeSupabase();
      const events = recordEvents();
      const user = userEvent.setup();
      const finder = place('tide-finder', CONNECTION);
      const view = inside(finder);

      await user.click(await view.findByRole('button', { name: /^Date / }));
      await user.click(view.getByRole('button', { name: /March 20th, 2026/ }));

      await waitFor(() => expect(events).toHaveLength(1));
      expect(events[0]!.type).toBe('tides-date-change');
      expect(events[0]!.detail).toEqual({ date: '2026-03-20' });
    });
  });

  describe('attributes', () => {
    it('preselects the station a NOAA number names, without firing any event', async () => {
      const requests = fakeSupabase();
      const events = recordEvents();
      const finder = place('tide-finder', `${CONNECTION} location="8443970"`);
      const view = inside(finder);

      await waitFor(() =>
        expect(view.getByRole('combobox', { name: 'Location' })).toHaveValue('Boston, MA'),
      );
      expect(view.getByRole('button', { name: 'Find Tides' })).toBeEnabled();
      expect(requests[0]!.body).toEqual({ search_term: '8443970' });
      expect(events).toEqual([]);
    });

    it('never replaces a choice the visitor made before the preselected station was found', async () => {
      let release = () => {};
      const until = new Promise<void>((resolve) => (release = resolve));
      fakeSupabase({ holdSearch: { term: '8443970', until } });
      const user = userEvent.setup();
      const finder = place('tide-finder', `${CONNECTION} location="8443970"`);
      const view = inside(finder);
      await chooseBoston(finder, user);
      const box = view.getByRole('combobox', { name: 'Location' });
      // Editing the chosen name clears the choice: the visitor now has none, on purpose.
      await user.type(box, '{Backspace}');
      expect(view.getByRole('button', { name: 'Find Tides' })).toBeDisabled();

      release();
      await until;
      await new Promise((resolve) => setTimeout(resolve, 50));

      expect(box).toHaveValue('Boston, M');
      expect(view.getByRole('button', { name: 'Find Tides' })).toBeDisabled();
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

describe('<tide-location-search>', () => {
  it('fires tides-location-select when the visitor chooses, and null when they edit it away', async () => {
    fakeSupabase();
    const events = recordEvents();
    const user = userEvent.setup();
    const search = place('tide-location-search', CONNECTION);

    await chooseBoston(search, user);
    await user.type(inside(search).getByRole('combobox', { name: 'Location' }), 'x');

    await waitFor(() => expect(events).toHaveLength(2));
    expect(events.map((event) => event.detail.location?.id ?? null)).toEqual([BOSTON_ROW.id, null]);
  });

  it('leads distances with kilometres with units="m", and with miles without it', async () => {
    fakeSupabase();
    const user = userEvent.setup();
    const search = place('tide-location-search', `${CONNECTION} units="m"`);
    const box = await inside(search).findByRole('combobox', { name: 'Location' });
    await user.type(box, '02110');
    const option = await inside(search).findByRole('option', { name: /Boston, MA/ });
    expect(option).toHaveTextContent('0.9 km (0.6 mi) from Boston, MA 02110');

    search.removeAttribute('units');
    await waitFor(() => expect(option).toHaveTextContent('0.6 mi (0.9 km) from Boston, MA 02110'));
  });

  describe('the disabled boolean attribute', () => {
    it.each([
      ['present with no value', '', true],
      ['"true"', 'true', true],
      ['"disabled"', 'disabled', true],
      ['"false"', 'false', false],
    ])('reads disabled %s as %s', async (_, value, disabled) => {
      const search = place('tide-location-search', `${CONNECTION} disabled="${value}"`);
      expect(search.disabled).toBe(disabled);
      const box = await inside(search).findByRole('combobox', { name: 'Location' });
      expect((box as HTMLInputElement).disabled).toBe(disabled);
    });

    it('is false when absent, and false again once removed', async () => {
      const search = place('tide-location-search', CONNECTION);
      expect(search.disabled).toBeUndefined();
      const box = await inside(search).findByRole('combobox', { name: 'Location' });
      expect(box).toBeEnabled();

      search.setAttribute('disabled', '');
      await waitFor(() => expect(box).toBeDisabled());
      search.removeAttribute('disabled');
      await waitFor(() => expect(box).toBeEnabled());
    });

    it('adds and removes the attribute from the property, as HTML booleans do', () => {
      const search = place('tide-location-search', CONNECTION);
      search.disabled = true;
      expect(search).toHaveAttribute('disabled', '');
      search.disabled = false;
      expect(search).not.toHaveAttribute('disabled');
    });
  });
});

describe('<tide-card> and <tide-moon-card>', () => {
  it('show the result property without looking anything up or firing anything', async () => {
    const requests = fakeSupabase();
    const events = recordEvents();
    const card = place('tide-card');
    const moon = place('tide-moon-card');
    card.result = BOSTON_DAY;
    moon.result = BOSTON_DAY;

    expect(await inside(card).findByRole('heading', { name: /Boston, MA/ })).toBeInTheDocument();
    expect(await inside(moon).findByText('Waning Crescent')).toBeInTheDocument();
    // An object property is not written back to the attribute.
    expect(card).not.toHaveAttribute('result');
    expect(requests).toEqual([]);
    expect(events).toEqual([]);
  });

  it('show a tide card in metres on a 24-hour clock with units and hour-cycle, and ignore a clock they do not know', async () => {
    fakeSupabase();
    const card = place('tide-card', 'units="m" hour-cycle="h23"');
    card.result = BOSTON_DAY;
    const view = inside(card);
    const highs = await view.findByRole('region', { name: /^High Tides/ });
    const first = () => within(highs).getAllByRole('listitem')[0];
    expect(first()).toHaveTextContent(/^\d\d:\d\d E[SD]T\d+\.\d\d m$/);

    card.setAttribute('hour-cycle', '24');
    card.setAttribute('units', 'feet');
    await waitFor(() =>
      expect(first()).toHaveTextContent(/^\d{1,2}:\d\d\s[AP]M E[SD]T-?\d+\.\d ft$/),
    );
  });

  it('show what is well formed in a result set by a script, and nothing that is not', async () => {
    const card = place('tide-card');
    card.result = {
      ...BOSTON_DAY,
      station: { ...BOSTON_DAY.station!, timeZone: 'Mars/Olympus_Mons' },
      highTides: [...BOSTON_DAY.highTides, null],
    } as unknown as typeof BOSTON_DAY;

    // Without a zone any browser knows, times are shown as the backend wrote them.
    const heading = await inside(card).findByRole('heading', { name: /Boston, MA/ });
    expect(heading).toBeInTheDocument();
    expect(card.shadowRoot!.textContent).toContain(BOSTON_DAY.highTides[0]!.time);

    card.result = { highTides: [], lowTides: [] } as unknown as typeof BOSTON_DAY;
    await waitFor(() =>
      expect(inside(card).queryByRole('heading', { name: /Boston, MA/ })).not.toBeInTheDocument(),
    );
  });

  it('read a result attribute as JSON, and ignore one that is not JSON', async () => {
    const card = place('tide-card', `result='${JSON.stringify(BOSTON_DAY)}'`);
    expect(card.result).toEqual(BOSTON_DAY);
    expect(await inside(card).findByRole('heading', { name: /Boston, MA/ })).toBeInTheDocument();

    expectConsoleWarning(/The result attribute is not JSON/);
    card.setAttribute('result', '{not json');
    expect(card.result).toBeUndefined();
  });

  it('look location and date up themselves, and announce the answer', async () => {
    const requests = fakeSupabase();
    const events = recordEvents();
    const card = place('tide-card', `${CONNECTION} location="8443970" date="2026-03-16"`);

    expect(await inside(card).findByRole('status')).toHaveTextContent('Getting Tides...');
    expect(await inside(card).findByRole('heading', { name: /Boston, MA/ })).toBeInTheDocument();
    expect(requests.map((request) => request.body)).toEqual([
      { locationId: 'noaa/8443970', date: '2026-03-16' },
    ]);
    expect(events.map((event) => event.type)).toEqual(['tides-results']);
    expect(events[0]!.target).toBe(card);
  });

  describe('<tide-card days>', () => {
    async function listedDays(card: HTMLElement) {
      const days = await inside(card).findByRole('list', { name: 'Tides by day' });
      return within(days)
        .getAllByRole('heading')
        .map((heading) => heading.textContent);
    }

    it('asks for the days in one request and shows a row for each', async () => {
      const requests = fakeSupabase();
      const events = recordEvents();
      const card = place(
        'tide-card',
        `${CONNECTION} location="8443970" date="2026-03-04" days="7"`,
      );

      expect(await listedDays(card)).toEqual(WEEK);
      expect(card.days).toBe(7);
      expect(requests.map((request) => request.body)).toEqual([
        { locationId: 'noaa/8443970', date: '2026-03-04', days: 7 },
      ]);
      expect(events.map((event) => event.type)).toEqual(['tides-results']);
    });

    it('asks for at most a week, and again when the property changes', async () => {
      const requests = fakeSupabase();
      const card = place(
        'tide-card',
        `${CONNECTION} location="8443970" date="2026-03-04" days="31"`,
      );
      expect(await listedDays(card)).toEqual(WEEK);

      card.days = 2.6;
      await waitFor(async () => expect(await listedDays(card)).toEqual(WEEK.slice(0, 3)));
      expect(card).toHaveAttribute('days', '2.6');
      expect(requests.map((request) => request.body.days)).toEqual([7, 3]);
    });

    it('asks for one day when days is not a number', async () => {
      const requests = fakeSupabase();
      const card = place(
        'tide-card',
        `${CONNECTION} location="8443970" date="2026-03-04" days="week"`,
      );

      expect(await inside(card).findByRole('region', { name: /^High Tides/ })).toBeInTheDocument();
      expect(requests.map((request) => request.body)).toEqual([
        { locationId: 'noaa/8443970', date: '2026-03-04' },
      ]);
    });

    it('shows as many days of a result as it asks for', async () => {
      const card = place('tide-card', 'days="3"');
      card.result = BOSTON_WEEK;

      expect(await listedDays(card)).toEqual(WEEK.slice(0, 3));
    });
  });

  it('show why a lookup failed, and fire tides-error', async () => {
    fakeSupabase({ tides: 'server-error' });
    const events = recordEvents();
    const moon = place('tide-moon-card', `${CONNECTION} location="8443970"`);

    const notice = await waitFor(() => {
      const found = moon.shadowRoot!.querySelector('[part="notice"]');
      expect(found).not.toBeNull();
      return found!;
    });
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]!.type).toBe('tides-error');
    expect(events[0]!.detail).toMatchObject({ kind: 'transport' });
    expect(notice).toHaveTextContent(events[0]!.detail.title);
  });
});

describe('<tide-auth-card>', () => {
  it('loads the card on demand and fires tides-signed-in with the session', async () => {
    const requests = fakeSupabase();
    const events = recordEvents();
    const user = userEvent.setup();
    const card = place('tide-auth-card', CONNECTION);
    const view = inside(card);

    fillIn(await view.findByLabelText('Email'), 'ada@example.com');
    fillIn(view.getByLabelText('Password'), 'correct horse');
    await user.click(within(view.getByRole('tabpanel')).getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]!.type).toBe('tides-signed-in');
    expect(events[0]!.detail.session).toMatchObject({ access_token: SESSION.access_token });
    expect(requests.at(-1)!.path).toBe('/auth/v1/token');
  });

  it('fires tides-signed-up once an account is created', async () => {
    fakeSupabase();
    const events = recordEvents();
    const user = userEvent.setup();
    const card = place('tide-auth-card', `${CONNECTION} redirect-to="https://marina.example"`);
    const view = inside(card);

    await user.click(await view.findByRole('tab', { name: 'Sign Up' }));
    fillIn(view.getByLabelText('Display Name'), 'Ada');
    fillIn(view.getByLabelText('Email'), 'ada@example.com');
    fillIn(view.getByLabelText('Password'), 'correct horse');
    await user.click(within(view.getByRole('tabpanel')).getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]!.type).toBe('tides-signed-up');
    expect(events[0]!.detail).toEqual({ session: null });
  });
});

describe('<tide-fishing-log>', () => {
  it("shows the signed-in visitor's log, at their saved stations, asked for with their token", async () => {
    const requests = fakeSupabase();
    localStorage.setItem(supabaseAuthStorageKey(SUPABASE_URL), JSON.stringify(SESSION));
    const log = place('tide-fishing-log', CONNECTION);
    const view = inside(log);

    expect(await view.findByText('No sessions logged yet.')).toBeInTheDocument();
    await userEvent.setup().click(view.getByRole('button', { name: 'Log a session' }));
    expect(view.getByRole('option', { name: 'Boston, MA' })).toBeInTheDocument();
    const tables = requests.filter(
      (request) => request.path.startsWith('/rest/v1/') && !request.path.includes('/rpc/'),
    );
    expect(tables.map((request) => request.authorization)).toEqual(
      tables.map(() => `Bearer ${SESSION.access_token}`),
    );
    localStorage.clear();
  });

  it('asks for catches in inches and pounds, or in centimetres and kilograms with units="m"', async () => {
    fakeSupabase();
    localStorage.setItem(supabaseAuthStorageKey(SUPABASE_URL), JSON.stringify(SESSION));
    const user = userEvent.setup();
    const log = place('tide-fishing-log', `${CONNECTION} hour-cycle="h23"`);
    const view = inside(log);
    await user.click(await view.findByRole('button', { name: 'Log a session' }));
    await user.click(view.getByRole('button', { name: 'Add a catch' }));
    expect(view.getByLabelText('Length (in)')).toBeInTheDocument();
    expect(view.getByLabelText('Weight (lb)')).toBeInTheDocument();
    expect(log.hourCycle).toBe('h23');

    log.units = 'm';
    expect(log).toHaveAttribute('units', 'm');
    await waitFor(() => expect(view.getByLabelText('Length (cm)')).toBeInTheDocument());
    expect(view.getByLabelText('Weight (kg)')).toBeInTheDocument();
    localStorage.clear();
  });

  it('links a visitor who is not signed in to sign-in-href', async () => {
    fakeSupabase();
    localStorage.clear();
    const log = place('tide-fishing-log', `${CONNECTION} sign-in-href="/login"`);
    expect(await inside(log).findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
