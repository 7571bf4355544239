/**
 * `<tide-flood-outlook>` as a town's or a marina's page uses it: one station in `location`, the
 * outlook, the next high and the gauge looked up by the element from the Supabase project it is
 * given.
 */
import { waitFor } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../test/axe.ts';
import {
  CONNECTION,
  inside,
  place,
  recordEvents,
  setUpElementTests,
} from '../../../test/elements.ts';
import { fakeSupabase } from '../../../test/fake-supabase.ts';
import '../../elements.ts';

setUpElementTests();

/** Intl may put a narrow no-break space before AM/PM; compare words only. */
const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('<tide-flood-outlook>', () => {
  it('shows the thresholds, the days and the next high with the surge, and says so with tides-flood-outlook', async () => {
    const requests = fakeSupabase();
    const events = recordEvents();
    const outlook = place(
      'tide-flood-outlook',
      `${CONNECTION} location="8443970" station-href="https://tides.test/us/ma/boston"`,
    );
    const view = inside(outlook);

    expect(await view.findByRole('status')).toHaveTextContent('Getting the flood outlook…');
    const region = await view.findByRole('region', { name: 'Flood outlook: Boston, MA' });
    expect(view.getByRole('heading', { level: 3 })).toHaveTextContent('Boston, MA');
    expect(words(region.textContent)).toContain('Minor12.3 ft more disruptive than damaging');
    expect(await view.findByText(/^Observed 0\.6 ft above the tide/)).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Tides by Tide Charts' })).toHaveAttribute(
      'href',
      'https://tides.test/us/ma/boston',
    );
    expect(requests.map(({ path }) => path).sort()).toEqual([
      '/functions/v1/get-flood-outlook',
      '/functions/v1/get-tide-data',
      '/functions/v1/get-water-level',
    ]);
    await waitFor(() => expect(events.map((event) => event.type)).toEqual(['tides-flood-outlook']));
    await expectNoAxeViolations(outlook.shadowRoot!.firstElementChild!.nextElementSibling!);
  });

  it('gives heights in metres when asked, and leaves the credit out when told', async () => {
    fakeSupabase();
    const outlook = place(
      'tide-flood-outlook',
      `${CONNECTION} location="8443970" units="m" hide-attribution`,
    );

    expect(await inside(outlook).findByText('3.76 m')).toBeInTheDocument();
    expect(inside(outlook).queryByText('Tides by Tide Charts')).toBeNull();
  });

  it('shows why in its place, and fires tides-error, when the station is unknown', async () => {
    fakeSupabase();
    const events = recordEvents();
    const outlook = place('tide-flood-outlook', `${CONNECTION} location="0000000"`);

    await waitFor(() =>
      expect(outlook.shadowRoot!.querySelector('[part~="notice"]')).not.toBeNull(),
    );
    expect(events.map((event) => event.type)).toEqual(['tides-error']);
  });
});
