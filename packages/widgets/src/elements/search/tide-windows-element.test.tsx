/**
 * `<tide-windows>` as a marina's or a kayak club's page uses it: one station in `location`, a
 * first search in `search`, the windows looked up from the project's public calendar feed.
 */
import { waitFor } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import { CONNECTION, inside, place, setUpElementTests } from '../../../test/elements.ts';
import { fakeSupabase } from '../../../test/fake-supabase.ts';
import '../../elements.ts';

setUpElementTests();

const feed = '/functions/v1/tide-calendar';

describe('<tide-windows>', () => {
  it('finds the times the search asks for at a tide station, heights in feet', async () => {
    const requests = fakeSupabase();
    const windows = place(
      'tide-windows',
      `${CONNECTION} location="8443970" search="below=0&light=day"`,
    );
    const view = inside(windows);

    await waitFor(() =>
      expect(view.getByRole('status')).toHaveTextContent(
        /Below 0 ft, in daylight: 1 time in the next 60 days/,
      ),
    );
    expect(requests.filter(({ path }) => path === feed).map(({ query }) => query)).toEqual([
      { location: 'noaa/8443970', below: '0', light: 'day', units: 'ft', format: 'json' },
    ]);
  });

  it('finds the slack windows at a current station with a speed unit', async () => {
    const requests = fakeSupabase();
    const windows = place(
      'tide-windows',
      `${CONNECTION} location="PUG1701" units="kn" search="slack=0.5&light=day"`,
    );
    const view = inside(windows);

    await waitFor(() =>
      expect(view.getByRole('status')).toHaveTextContent(
        'Current under 0.5 kn, in daylight: 3 times in the next 60 days',
      ),
    );
    expect(view.getByRole('combobox', { name: 'The current runs under' })).toHaveValue('0.5');
    expect(view.getAllByText(/slack at 10:59 AM/)).not.toHaveLength(0);
    expect(requests.filter(({ path }) => path === feed).map(({ query }) => query)).toEqual([
      { location: 'noaa/PUG1701', slack: '0.5', light: 'day', units: 'kn', format: 'json' },
    ]);
    await expectNoAxeViolations(windows.shadowRoot!.firstElementChild!.nextElementSibling!);
  });

  it('reads a slack search without units as knots', async () => {
    const requests = fakeSupabase();
    const windows = place('tide-windows', `${CONNECTION} location="PUG1701" search="slack=0.5"`);

    await waitFor(() => expect(inside(windows).getByRole('status')).toHaveTextContent(/3 times/));
    expect(requests.find(({ path }) => path === feed)?.query).toMatchObject({
      slack: '0.5',
      units: 'kn',
    });
  });

  it('says what it needs when it has no location, and asks nothing', async () => {
    const requests = fakeSupabase();
    const windows = place('tide-windows', CONNECTION);

    expect(
      await inside(windows).findByText(
        "<tide-windows> needs a location: a NOAA station number (8443970) or a station id (noaa/8443970), or a current station's (PUG1701).",
      ),
    ).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
