/**
 * The units and clock a visitor chooses: what they default to, how they are kept in the
 * browser (and read back in another tab), and what the account keeps of them.
 */
import { createFakeClients } from './fake-clients';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createPreferencesStore,
  DEFAULT_PREFERENCES,
  isUsStation,
  metadataFromPreferences,
  PREFERENCES_STORAGE_KEY,
  preferencesFromMetadata,
  preferencesStore,
  readPreferences,
  resolveUnits,
  usePreferences,
} from '../src/lib/preferences';

afterEach(() => {
  window.localStorage.clear();
  preferencesStore.set(DEFAULT_PREFERENCES);
});

describe('the defaults', () => {
  it('are heights by station and the 12-hour clock', () => {
    expect(createPreferencesStore(() => window.localStorage).get()).toEqual({
      units: 'auto',
      hourCycle: 'h12',
    });
  });

  it('give feet in the US and its territories, metres elsewhere, unless the visitor chose', () => {
    expect(resolveUnits('auto', isUsStation({ state: 'MA' }))).toBe('ft');
    expect(resolveUnits('auto', isUsStation({ state: 'PR' }))).toBe('ft');
    expect(resolveUnits('auto', isUsStation({ state: 'GU' }))).toBe('ft');
    expect(resolveUnits('auto', isUsStation({ state: null }))).toBe('m');
    expect(resolveUnits('m', isUsStation({ state: 'MA' }))).toBe('m');
    expect(resolveUnits('ft', isUsStation({ state: null }))).toBe('ft');
  });

  it('read feet while no station is known yet', () => {
    expect(resolveUnits('auto', isUsStation(null))).toBe('ft');
  });

  it('stand in for whatever part of a stored choice is not understood', () => {
    expect(readPreferences({ units: 'furlongs', hourCycle: 'h23' })).toEqual({
      units: 'auto',
      hourCycle: 'h23',
    });
    expect(readPreferences('m')).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences(null)).toEqual(DEFAULT_PREFERENCES);
  });
});

describe('the choice in this browser', () => {
  it('is kept in localStorage and read back by the next page', () => {
    const first = createPreferencesStore(() => window.localStorage);
    first.set({ units: 'm', hourCycle: 'h23' });
    expect(JSON.parse(window.localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '')).toEqual({
      units: 'm',
      hourCycle: 'h23',
    });
    expect(createPreferencesStore(() => window.localStorage).get()).toEqual({
      units: 'm',
      hourCycle: 'h23',
    });
  });

  it('stores nothing once it is the defaults again', () => {
    const store = createPreferencesStore(() => window.localStorage);
    store.set({ units: 'ft', hourCycle: 'h12' });
    store.set(DEFAULT_PREFERENCES);
    expect(window.localStorage.getItem(PREFERENCES_STORAGE_KEY)).toBeNull();
  });

  it('falls back to the defaults when the stored text is broken', () => {
    window.localStorage.setItem(PREFERENCES_STORAGE_KEY, '{"units":');
    expect(createPreferencesStore(() => window.localStorage).get()).toEqual(DEFAULT_PREFERENCES);
  });

  it('still works for the page when storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = createPreferencesStore(() => refusing);
    store.set({ units: 'm', hourCycle: 'h12' });
    expect(store.get()).toEqual({ units: 'm', hourCycle: 'h12' });
  });

  it('follows a choice made in another tab', () => {
    function Shown() {
      const { units, hourCycle } = usePreferences();
      return <p>{`${units} ${hourCycle}`}</p>;
    }
    render(<Shown />);
    expect(screen.getByText('auto h12')).toBeInTheDocument();
    act(() => {
      window.localStorage.setItem(
        PREFERENCES_STORAGE_KEY,
        JSON.stringify({ units: 'm', hourCycle: 'h23' }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: PREFERENCES_STORAGE_KEY }));
    });
    expect(screen.getByText('m h23')).toBeInTheDocument();
  });

  it('never reaches prerendered HTML: the server renders the defaults', () => {
    preferencesStore.set({ units: 'm', hourCycle: 'h23' });
    function Shown() {
      const { units, hourCycle } = usePreferences();
      return <p>{`${units} ${hourCycle}`}</p>;
    }
    expect(renderToString(<Shown />)).toContain('auto h12');
  });
});

describe('the settings control', () => {
  it('switches heights and clock, pressed buttons saying which', async () => {
    const user = userEvent.setup();
    const { DisplaySettings } = await import('../src/components/DisplaySettings');
    const { AuthProvider } = await import('../src/lib/auth');
    const { ClientsProvider } = await import('../src/lib/clients');
    render(
      <ClientsProvider clients={createFakeClients()}>
        <AuthProvider>
          <DisplaySettings />
        </AuthProvider>
      </ClientsProvider>,
    );
    const heights = screen.getByRole('group', { name: 'Heights' });
    const clock = screen.getByRole('group', { name: 'Clock' });
    expect(screen.getByRole('button', { name: 'Auto' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Metres' }));
    await user.click(screen.getByRole('button', { name: '24-hour' }));

    expect(heights.querySelector('[aria-pressed="true"]')).toHaveTextContent('Metres');
    expect(clock.querySelector('[aria-pressed="true"]')).toHaveTextContent('24-hour');
    expect(preferencesStore.get()).toEqual({ units: 'm', hourCycle: 'h23' });
    expect(window.localStorage.getItem(PREFERENCES_STORAGE_KEY)).toContain('"m"');
  });
});

describe('the choice on the account', () => {
  it('is kept under user_metadata as units and hour_cycle', () => {
    expect(metadataFromPreferences({ units: 'm', hourCycle: 'h23' })).toEqual({
      units: 'm',
      hour_cycle: 'h23',
    });
  });

  it('is read back, and an account without one has none', () => {
    expect(
      preferencesFromMetadata({ display_name: 'Ann', units: 'ft', hour_cycle: 'h23' }),
    ).toEqual({ units: 'ft', hourCycle: 'h23' });
    expect(preferencesFromMetadata({ display_name: 'Ann' })).toBeNull();
    expect(preferencesFromMetadata(undefined)).toBeNull();
  });
});
