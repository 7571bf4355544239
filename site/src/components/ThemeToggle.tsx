import { useEffect, useState } from 'react';
import {
  readThemePreference,
  saveThemePreference,
  THEME_PREFERENCES,
  type ThemePreference,
} from '../lib/theme';

const LABELS: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', system: 'System' };
/** Where the header is short of room (1024 to 1279 px), a sign stands for each word. */
const SIGNS: Record<ThemePreference, string> = { light: '☀', dark: '☾', system: '◐' };

/** Light / Dark / System, remembered across visits. */
export function ThemeToggle() {
  // The server can't know the visitor's choice; the boot script has already applied it.
  const [preference, setPreference] = useState<ThemePreference>('system');
  useEffect(() => {
    setPreference(readThemePreference());
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => {
      if (readThemePreference() === 'system') saveThemePreference('system');
    };
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);

  return (
    <div className="theme-toggle" role="group" aria-label="Theme">
      {THEME_PREFERENCES.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={preference === option}
          data-theme-option={option}
          title={LABELS[option]}
          onClick={() => {
            setPreference(option);
            saveThemePreference(option);
          }}
        >
          <span className="theme-sign" aria-hidden="true">
            {SIGNS[option]}
          </span>
          <span className="theme-label">{LABELS[option]}</span>
        </button>
      ))}
    </div>
  );
}
