/**
 * `<tide-currents>` as a harbour's or a kayak club's page uses it: one current station in
 * `location`, the day looked up by the element from the Supabase project it is given.
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

describe('<tide-currents>', () => {
  it('looks the day of currents up from location and date, and says so with tides-currents', async () => {
    const requests = fakeSupabase();
    const events = recordEvents();
    const currents = place('tide-currents', `${CONNECTION} location="PUG1701" date="2026-06-01"`);
    const view = inside(currents);

    expect(await view.findByRole('status')).toHaveTextContent('Getting currents…');
    expect(
      await view.findByRole('heading', { level: 3, name: 'Deception Pass (Narrows), WA' }),
    ).toBeInTheDocument();
    expect(
      view.getByRole('list', { name: 'Slack water and strongest currents' }),
    ).toHaveTextContent(/Max flood\s*1:52\sPM PDT\s*5\.7 kn\s*ESE 102° true/);
    expect(requests.map(({ path, body }) => [path, body])).toEqual([
      [
        '/functions/v1/get-current-data',
        { locationId: 'noaa/PUG1701', date: '2026-06-01', days: 2 },
      ],
    ]);
    await waitFor(() => expect(events.map((event) => event.type)).toEqual(['tides-currents']));
    await expectNoAxeViolations(currents.shadowRoot!.firstElementChild!.nextElementSibling!);
  });

  it('credits Tide Charts under the currents, linking to the station’s page, unless told not to', async () => {
    fakeSupabase();
    const page = 'https://tides.example/currents/wa/deception-pass-narrows-pug1701';
    const credited = place(
      'tide-currents',
      `${CONNECTION} location="PUG1701" date="2026-06-01" station-href="${page}"`,
    );
    const credit = await inside(credited).findByRole('link', { name: 'Tides by Tide Charts' });
    expect(credit).toHaveAttribute('href', page);
    expect(credit).toHaveAttribute('target', '_blank');

    const bare = place(
      'tide-currents',
      `${CONNECTION} location="PUG1701" date="2026-06-01" hide-attribution`,
    );
    await inside(bare).findByRole('heading', { level: 3, name: 'Deception Pass (Narrows), WA' });
    expect(inside(bare).queryByText('Tides by Tide Charts')).not.toBeInTheDocument();
  });

  it('gives speeds in the units asked for', async () => {
    fakeSupabase();
    const currents = place(
      'tide-currents',
      `${CONNECTION} location="noaa/PUG1701" date="2026-06-01" units="km/h"`,
    );

    expect(await inside(currents).findByText('10.5 km/h')).toBeInTheDocument();
  });

  it('shows why in its place, and fires tides-error, when the station is unknown', async () => {
    fakeSupabase();
    const events = recordEvents();
    const currents = place('tide-currents', `${CONNECTION} location="XYZ0000" date="2026-06-01"`);

    expect(await inside(currents).findByText('Current data error')).toBeInTheDocument();
    await waitFor(() => expect(events.map((event) => event.type)).toEqual(['tides-error']));
  });

  it('says what it needs when it has no location', async () => {
    fakeSupabase();
    const currents = place('tide-currents', CONNECTION);

    expect(
      await inside(currents).findByText(/<tide-currents> needs a location/),
    ).toBeInTheDocument();
  });
});
