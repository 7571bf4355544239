/**
 * The embed builder in jsdom with fake clients, by role: a station page's link starts it with
 * the station chosen and the address's choices taken, and each choice reaches both snippets.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadRoute } from '../src/routes';
import { createFakeClients } from './fake-clients';
import { Site, stubMatchMedia } from './site';

const BOSTON = {
  id: 'noaa/8443970',
  name: 'Boston',
  state: 'MA',
  latitude: 42.3539,
  longitude: -71.0503,
  noaaId: '8443970',
};

const DECEPTION_PASS = {
  id: 'noaa/PUG1701',
  name: 'Deception Pass (Narrows) (current)',
  state: 'WA',
  latitude: 48.4062,
  longitude: -122.6431,
  noaaId: 'PUG1701',
  kind: 'current' as const,
};

async function open(path: string): Promise<void> {
  const clients = createFakeClients();
  // The backend's search: current stations only when asked for.
  clients.tides = {
    ...clients.tides,
    searchLocations: async (_term, options) =>
      options?.includeCurrents ? [BOSTON, DECEPTION_PASS] : [BOSTON],
  };
  await preloadRoute('/embed');
  window.history.replaceState(null, '', path);
  render(<Site clients={clients} />);
}

const snippet = (name: 'Widget snippet' | 'Iframe snippet') =>
  (screen.getByRole('textbox', { name }) as HTMLTextAreaElement).value;

beforeEach(() => stubMatchMedia());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the embed builder', () => {
  it('starts from a station page’s link with the station chosen and the address’s choices', async () => {
    await open('/embed?station=noaa%2F8443970&widget=week&theme=dark&units=m');
    await screen.findByRole('textbox', { name: 'Widget snippet' });
    expect(screen.getByRole('combobox', { name: 'Station' })).toHaveValue('Boston, MA');
    expect(screen.getByRole('radio', { name: /^The week/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Metres' })).toBeChecked();
    expect(snippet('Widget snippet')).toContain('<tide-week');
    expect(snippet('Widget snippet')).toContain(
      'station-href="http://localhost:3000/tides/ma/boston-8443970"',
    );
    expect(screen.getByTitle('Preview of the embedded widget')).toHaveAttribute(
      'src',
      '/embed/frame?station=noaa%2F8443970&widget=week&theme=dark&units=m&clock=h12',
    );
  });

  it('asks for a station before it writes a snippet, and offers nothing of accounts', async () => {
    await open('/embed');
    expect(
      await screen.findByText('Choose a station above and both snippets appear here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Widget snippet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });

  it('writes each choice into both snippets', async () => {
    const user = userEvent.setup();
    await open('/embed?station=noaa%2F8443970');
    await screen.findByRole('textbox', { name: 'Widget snippet' });
    await user.click(screen.getByRole('radio', { name: /^The chart/ }));
    await user.click(screen.getByRole('radio', { name: '24-hour (18:58)' }));
    await user.click(screen.getByRole('radio', { name: /^Wide/ }));
    await user.click(screen.getByRole('radio', { name: 'Follow the visitor’s setting' }));
    expect(snippet('Widget snippet')).toContain('<tide-chart');
    expect(snippet('Widget snippet')).toContain('hour-cycle="h23"');
    expect(snippet('Widget snippet')).toContain('theme="system"');
    expect(snippet('Widget snippet')).toContain('max-width: 760px');
    await waitFor(() => expect(snippet('Iframe snippet')).toContain('width="760"'));
    expect(snippet('Iframe snippet')).toContain('widget=chart&amp;theme=system');
  });

  it('offers the currents of a current station page’s link, in knots', async () => {
    await open('/embed?station=noaa%2FPUG1701&widget=currents');
    await screen.findByRole('textbox', { name: 'Widget snippet' });
    expect(screen.getByRole('combobox', { name: 'Station' })).toHaveValue(
      'Deception Pass (Narrows) (current), WA',
    );
    expect(screen.getByRole('radio', { name: /^Currents/ })).toBeChecked();
    expect(snippet('Widget snippet')).toContain('<tide-currents');
    expect(snippet('Widget snippet')).toContain('location="noaa/PUG1701"');
    expect(snippet('Widget snippet')).toContain('units="kn"');
    expect(snippet('Iframe snippet')).toContain(
      'title="Today’s currents at Deception Pass (Narrows), WA"',
    );
    // Both snippets name the same speed units.
    expect(snippet('Iframe snippet')).toContain('&amp;units=kn');
    expect(snippet('Widget snippet')).toContain(
      'station-href="http://localhost:3000/currents/wa/deception-pass-narrows-pug1701"',
    );
  });

  it('lets a tide station go when the currents are chosen, and lists current stations only', async () => {
    const user = userEvent.setup();
    await open('/embed?station=noaa%2F8443970');
    await screen.findByRole('textbox', { name: 'Widget snippet' });
    await user.click(screen.getByRole('radio', { name: /^Currents/ }));
    expect(
      await screen.findByText('Choose a station above and both snippets appear here.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Station' }), 'dec');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Deception Pass (Narrows) (current)'),
    ]);
  });
});
