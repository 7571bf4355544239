/**
 * `<tide-location-search>` in jsdom as a page uses it: the choice it announces, its units, and
 * its `disabled` boolean read and written as HTML booleans are.
 */
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONNECTION,
  inside,
  place,
  placeOnFakeProject,
  setUpElementTests,
} from '../../../test/elements.ts';
import { chooseBoston } from '../../../test/visitor.ts';
import { BOSTON_ROW, fakeSupabase } from '../../../test/fake-supabase.ts';
import '../../elements.ts';

setUpElementTests();

describe('<tide-location-search>', () => {
  it('fires tides-location-select when the visitor chooses, and null when they edit it away', async () => {
    const { events, element: search } = placeOnFakeProject('tide-location-search');
    const user = userEvent.setup();

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
