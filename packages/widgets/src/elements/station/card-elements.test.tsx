/**
 * `<tide-card>` and `<tide-moon-card>` in jsdom as a page uses them: a result handed over as a
 * property or attribute, or looked up from location and date (for one day or several), and
 * the failure they announce.
 */
import { waitFor, within } from '@testing-library/react';
import { expectConsoleWarning } from '../../../test/console.ts';
import {
  CONNECTION,
  inside,
  place,
  recordEvents,
  setUpElementTests,
} from '../../../test/elements.ts';
import { BOSTON_DAY, fakeSupabase } from '../../../test/fake-supabase.ts';
import { BOSTON_WEEK, BOSTON_WEEK_DAYS as WEEK } from '../../../test/tide-days.ts';
import '../../elements.ts';

setUpElementTests();

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
