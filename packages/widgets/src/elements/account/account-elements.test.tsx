/**
 * The account's elements in jsdom as a page uses them: `<tide-auth-card>` signing a visitor in
 * or up and saying so, and `<tide-fishing-log>` showing a signed-in visitor's log over the fake
 * Supabase project, in their units.
 */
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONNECTION,
  inside,
  place,
  recordEvents,
  setUpElementTests,
} from '../../../test/elements.ts';
import { fillIn } from '../../../test/visitor.ts';
import { fakeSupabase, SESSION, SUPABASE_URL } from '../../../test/fake-supabase.ts';
import { supabaseAuthStorageKey } from '../../supabase/auth-storage-key.ts';
import '../../elements.ts';

setUpElementTests();

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
