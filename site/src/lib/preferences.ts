/**
 * The units and clock a visitor reads tides in, for the whole site: heights in feet or metres
 * (or by station: feet in the US and its territories, metres elsewhere, as each country's own
 * tables print them), and a 12- or 24-hour clock. Remembered in localStorage, and on the
 * account (user_metadata) when signed in, so another device signed in to it reads the same.
 */
import type { HeightUnits, HourCycle } from '@tides/widgets';
import { useSyncExternalStore } from 'react';
import { US_STATES } from '../stations/paths';

/** `'auto'` is by station: feet in the US and its territories, metres elsewhere. */
export type UnitsPreference = 'auto' | HeightUnits;

export interface DisplayPreferences {
  units: UnitsPreference;
  hourCycle: HourCycle;
}

/** Before anyone chooses: heights by station, and the 12-hour clock US readers expect. */
export const DEFAULT_PREFERENCES: DisplayPreferences = { units: 'auto', hourCycle: 'h12' };

/** The localStorage key the choice is remembered under (named in the cookie policy). */
export const PREFERENCES_STORAGE_KEY = 'tides-units';

/** The user_metadata keys the choice is kept under on the account. */
export interface PreferencesMetadata {
  units: UnitsPreference;
  hour_cycle: HourCycle;
}

function isUnits(value: unknown): value is UnitsPreference {
  return value === 'auto' || value === 'ft' || value === 'm';
}

function isHourCycle(value: unknown): value is HourCycle {
  return value === 'h12' || value === 'h23';
}

/** What a stored or sent value says, each part that is not understood left at its default. */
export function readPreferences(value: unknown): DisplayPreferences {
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    units: isUnits(record.units) ? record.units : DEFAULT_PREFERENCES.units,
    hourCycle: isHourCycle(record.hourCycle) ? record.hourCycle : DEFAULT_PREFERENCES.hourCycle,
  };
}

/** The choice kept on an account, or `null` when the account has none yet. */
export function preferencesFromMetadata(metadata: unknown): DisplayPreferences | null {
  if (typeof metadata !== 'object' || metadata === null) return null;
  const { units, hour_cycle: hourCycle } = metadata as Record<string, unknown>;
  if (!isUnits(units) && !isHourCycle(hourCycle)) return null;
  return readPreferences({ units, hourCycle });
}

export function metadataFromPreferences(preferences: DisplayPreferences): PreferencesMetadata {
  return { units: preferences.units, hour_cycle: preferences.hourCycle };
}

export function samePreferences(a: DisplayPreferences, b: DisplayPreferences): boolean {
  return a.units === b.units && a.hourCycle === b.hourCycle;
}

/** Whether a station (its state or territory code, as the widgets' data gives it) is in the US. */
export function isUsStation(station: { state: string | null } | null | undefined): boolean {
  // Without a station there is nothing to go by but the site's own readers.
  if (!station) return true;
  return Boolean(station.state && US_STATES[station.state]);
}

/** The units to show a station's heights in. */
export function resolveUnits(units: UnitsPreference, inUs: boolean): HeightUnits {
  if (units !== 'auto') return units;
  return inUs ? 'ft' : 'm';
}

/**
 * The visitor's choice, held once for the page: every reader subscribes, and a choice made in
 * another tab arrives through the storage event.
 */
export interface PreferencesStore {
  get(): DisplayPreferences;
  set(next: DisplayPreferences): void;
  subscribe(onChange: () => void): () => void;
}

export function createPreferencesStore(storage: () => Storage | null): PreferencesStore {
  const listeners = new Set<() => void>();
  let current: DisplayPreferences | null = null;

  function load(): DisplayPreferences {
    try {
      const text = storage()?.getItem(PREFERENCES_STORAGE_KEY);
      return text ? readPreferences(JSON.parse(text)) : DEFAULT_PREFERENCES;
    } catch {
      return DEFAULT_PREFERENCES;
    }
  }

  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key !== PREFERENCES_STORAGE_KEY && event.key !== null) return;
    current = load();
    notify();
  };

  return {
    get() {
      current ??= load();
      return current;
    },
    set(next) {
      if (current && samePreferences(current, next)) return;
      current = next;
      try {
        if (samePreferences(next, DEFAULT_PREFERENCES)) {
          storage()?.removeItem(PREFERENCES_STORAGE_KEY);
        } else storage()?.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage can be unavailable (private modes); the choice then lasts for this page only.
      }
      notify();
    },
    subscribe(onChange) {
      if (listeners.size === 0 && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorage);
      }
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorage);
        }
      };
    },
  };
}

/** The site's store: the browser's localStorage, read on first use. */
export const preferencesStore = createPreferencesStore(() => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
});

/**
 * The visitor's units and clock. Prerendered HTML and the first render after it use the
 * defaults, so the page's HTML is the same for everyone; the stored choice follows at once.
 */
export function usePreferences(): DisplayPreferences {
  return useSyncExternalStore(
    preferencesStore.subscribe,
    preferencesStore.get,
    () => DEFAULT_PREFERENCES,
  );
}
