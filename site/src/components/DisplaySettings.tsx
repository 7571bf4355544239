import type { HourCycle } from '@tides/widgets';
import { useId } from 'react';
import { useSetPreferences } from '../lib/account-preferences';
import { usePreferences, type UnitsPreference } from '../lib/preferences';

const UNIT_OPTIONS: { value: UnitsPreference; label: string; title: string }[] = [
  { value: 'auto', label: 'Auto', title: 'Feet for US stations, metres elsewhere' },
  { value: 'ft', label: 'Feet', title: 'Heights in feet everywhere' },
  { value: 'm', label: 'Metres', title: 'Heights in metres everywhere' },
];

/**
 * The same choice where a page shows speeds and no heights (a current station): knots go with
 * feet and metres a second with metres (currents/speed-units.ts), so it is named for what it
 * changes there.
 */
const SPEED_OPTIONS: { value: UnitsPreference; label: string; title: string }[] = [
  { value: 'auto', label: 'Auto', title: 'Knots for US stations, metres a second elsewhere' },
  { value: 'ft', label: 'Knots', title: 'Knots, and heights in feet, everywhere' },
  { value: 'm', label: 'm/s', title: 'Metres a second, and heights in metres, everywhere' },
];

const CLOCK_OPTIONS: { value: HourCycle; label: string }[] = [
  { value: 'h12', label: '12-hour' },
  { value: 'h23', label: '24-hour' },
];

/**
 * Heights (by station, feet or metres) and the clock (12- or 24-hour), for every table, card,
 * chart, file and the fishing log on the site; remembered on this device and the account.
 * `measure="speeds"` names the unit choice for a page of currents, which has no heights.
 */
export function DisplaySettings({
  className,
  measure = 'heights',
}: {
  className?: string;
  measure?: 'heights' | 'speeds';
}) {
  const preferences = usePreferences();
  const setPreferences = useSetPreferences();
  const id = useId();
  return (
    <div
      className={['display-settings', className].filter(Boolean).join(' ')}
      role="group"
      aria-label="Units and clock"
    >
      <span className="display-setting">
        <span className="display-settings-label" id={`${id}-heights`}>
          {measure === 'speeds' ? 'Speeds' : 'Heights'}
        </span>
        <div className="theme-toggle" role="group" aria-labelledby={`${id}-heights`}>
          {(measure === 'speeds' ? SPEED_OPTIONS : UNIT_OPTIONS).map((option) => (
            <button
              key={option.value}
              type="button"
              title={option.title}
              aria-pressed={preferences.units === option.value}
              data-units-option={option.value}
              onClick={() => setPreferences({ ...preferences, units: option.value })}
            >
              {option.label}
            </button>
          ))}
        </div>
      </span>
      <span className="display-setting">
        <span className="display-settings-label" id={`${id}-clock`}>
          Clock
        </span>
        <div className="theme-toggle" role="group" aria-labelledby={`${id}-clock`}>
          {CLOCK_OPTIONS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={preferences.hourCycle === option.value}
              data-clock-option={option.value}
              onClick={() => setPreferences({ ...preferences, hourCycle: option.value })}
            >
              {option.label}
            </button>
          ))}
        </div>
      </span>
    </div>
  );
}
