/**
 * `<tide-today>`, `<tide-week>` and `<tide-chart>` as a marina's page uses them: one station
 * in `location`, no search box, the day or week looked up by the element, a credit linking to
 * the station's page that only `hide-attribution` takes away.
 */
import { setTestTime } from '@tides/test-clock';
import { waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import {
  CONNECTION,
  inside,
  place,
  recordEvents,
  setUpElementTests,
} from '../../../test/elements.ts';
import { BOSTON_ROW, fakeSupabase } from '../../../test/fake-supabase.ts';
import { BOSTON_WEEK, BOSTON_WEEK_DAYS } from '../../../test/tide-days.ts';
import '../../elements.ts';

setUpElementTests();

const STATION_PAGE = 'https://tides.example/tides/ma/boston-8443970';

describe('<tide-today>', () => {
  it("looks today's tides up from location alone, with no search box, and says so with tides-results", async () => {
    const requests = fakeSupabase();
    const events = recordEvents();
    const today = place('tide-today', `${CONNECTION} location="8443970"`);
    const view = inside(today);

    expect(await view.findByRole('status')).toHaveTextContent('Getting Tides...');
    expect(await view.findByRole('heading', { level: 3, name: /Boston, MA/ })).toBeInTheDocument();
    expect(view.getByRole('region', { name: /^High Tides/ })).toBeInTheDocument();
    expect(view.queryByRole('combobox')).not.toBeInTheDocument();
    await waitFor(() => expect(events.map((event) => event.type)).toEqual(['tides-results']));
    // The day's tides, then what the station's gauge measured.
    await waitFor(() =>
      expect(requests.map(({ path, body }) => [path, body.locationId, body.days])).toEqual([
        ['/functions/v1/get-tide-data', BOSTON_ROW.id, undefined],
        ['/functions/v1/get-water-level', BOSTON_ROW.id, undefined],
      ]),
    );
    expect(events[0]!.target).toBe(today);
    await expectNoAxeViolations(today.shadowRoot!.firstElementChild!.nextElementSibling!);
  });

  it("carries a credit linking to the station's page, in the shadow root with no part name", async () => {
    fakeSupabase();
    const today = place(
      'tide-today',
      `${CONNECTION} location="8443970" station-href="${STATION_PAGE}"`,
    );
    const link = await inside(today).findByRole('link', { name: 'Tides by Tide Charts' });
    expect(link).toHaveAttribute('href', STATION_PAGE);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.closest('[part~="attribution"], [part~="credit"]')).toBeNull();
    expect(link.getAttribute('part')).toBeNull();
  });

  it('leaves the credit out only with hide-attribution, and puts it back when the attribute goes or says "false"', async () => {
    fakeSupabase();
    const today = place(
      'tide-today',
      `${CONNECTION} location="8443970" station-href="${STATION_PAGE}" hide-attribution`,
    );
    const view = inside(today);
    await view.findByRole('heading', { name: /Boston, MA/ });
    expect(view.queryByText('Tides by Tide Charts')).not.toBeInTheDocument();
    expect(today.hideAttribution).toBe(true);

    today.setAttribute('hide-attribution', 'false');
    expect(await view.findByRole('link', { name: 'Tides by Tide Charts' })).toBeInTheDocument();
    today.hideAttribution = true;
    await waitFor(() => expect(view.queryByText('Tides by Tide Charts')).not.toBeInTheDocument());
    today.removeAttribute('hide-attribution');
    expect(await view.findByRole('link', { name: 'Tides by Tide Charts' })).toBeInTheDocument();
  });

  it('shows the credit as text when it has no station page to link to', async () => {
    fakeSupabase();
    const today = place('tide-today', `${CONNECTION} location="8443970"`);
    const view = inside(today);
    expect(await view.findByText('Tides by Tide Charts')).toBeInTheDocument();
    expect(view.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows why in its place, and fires tides-error, when the station is unknown', async () => {
    fakeSupabase();
    const events = recordEvents();
    const today = place('tide-today', `${CONNECTION} location="0000000"`);
    await waitFor(() =>
      expect(today.shadowRoot!.querySelector('[part~="notice"]')).toHaveTextContent(
        'Tide data error',
      ),
    );
    await waitFor(() => expect(events.map((event) => event.type)).toEqual(['tides-error']));
  });

  it('says what it lacks without a station, and looks nothing up', async () => {
    const requests = fakeSupabase();
    const today = place('tide-today', CONNECTION);
    expect(
      await inside(today).findByText(
        '<tide-today> needs a location: a NOAA station number (8443970) or a station id (noaa/8443970).',
      ),
    ).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('says what it lacks without a Supabase project', async () => {
    const today = place('tide-today', 'location="8443970"');
    expect(
      await inside(today).findByText(
        '<tide-today> needs supabase-url and supabase-anon-key to reach the tide service.',
      ),
    ).toBeInTheDocument();
  });

  it("says where the water is now against the prediction, from the station's gauge", async () => {
    fakeSupabase();
    const today = place('tide-today', `${CONNECTION} location="8443970"`);
    const view = inside(today);

    expect(await view.findByText(/^Now: .* ft, 0\.6 ft above predicted$/)).toBeInTheDocument();
    expect(view.getByText(/^Measured .* by the NOAA gauge$/)).toBeInTheDocument();
  });
});

describe('<tide-week>', () => {
  beforeEach(() => {
    setTestTime(new Date(`${BOSTON_WEEK.date}T10:00:00`));
  });

  it('shows today and the six days after it from one request, in metres on a 24-hour clock', async () => {
    const requests = fakeSupabase();
    const week = place(
      'tide-week',
      `${CONNECTION} location="noaa/8443970" units="m" hour-cycle="h23"`,
    );
    const view = inside(week);
    const days = await view.findByRole('list', { name: 'Tides by day' });
    const rows = within(days)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === days);
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(
      BOSTON_WEEK_DAYS,
    );
    expect(rows[1]).toHaveTextContent(/\d\d:\d\d E[SD]T-?\d+\.\d\d m/);
    expect(requests.map(({ body }) => [body.date, body.days])).toEqual([[BOSTON_WEEK.date, 7]]);
  });
});

describe('<tide-chart>', () => {
  it("draws today's water level for the station, with the credit under it", async () => {
    fakeSupabase();
    const chart = place('tide-chart', `${CONNECTION} location="8443970" theme="dark"`);
    const view = inside(chart);
    expect(await view.findByRole('figure')).toBeInTheDocument();
    expect(view.getByText('Tides by Tide Charts')).toBeInTheDocument();
    // What the gauge measured, drawn over the prediction once it arrives.
    expect(await view.findByText('Line: observed by the NOAA gauge')).toBeInTheDocument();
    expect(view.getByRole('figure')).toHaveAccessibleDescription(/0\.6 ft above predicted\.$/);
    expect(chart.shadowRoot!.querySelector('[part~="base"]')).toHaveAttribute(
      'data-widget',
      'chart',
    );
  });
});

describe('the credit on <tide-moon-card> and <tide-finder>', () => {
  it("puts a credit linking to the station's page under the moon card, which hide-attribution takes away", async () => {
    fakeSupabase();
    const moon = place(
      'tide-moon-card',
      `${CONNECTION} location="8443970" station-href="${STATION_PAGE}"`,
    );
    const view = inside(moon);
    const link = await view.findByRole('link', { name: 'Tides by Tide Charts' });
    expect(link).toHaveAttribute('href', STATION_PAGE);
    expect(link).toHaveAttribute('target', '_blank');
    expect(moon.stationHref).toBe(STATION_PAGE);

    moon.setAttribute('hide-attribution', '');
    await waitFor(() => expect(view.queryByText('Tides by Tide Charts')).not.toBeInTheDocument());
  });

  it('puts a credit linking to credit-href under the tide finder', async () => {
    fakeSupabase();
    const FIND_TIDES = 'https://tides.example/find-tides';
    const finder = place('tide-finder', `${CONNECTION} credit-href="${FIND_TIDES}"`);
    const link = await inside(finder).findByRole('link', { name: 'Tides by Tide Charts' });
    expect(link).toHaveAttribute('href', FIND_TIDES);
    expect(finder.creditHref).toBe(FIND_TIDES);
  });
});
