/**
 * The privacy page tells the truth about what the backend and the browser keep, and the contact
 * address it names is the deployment's own setting, with a warning while it is the placeholder.
 */
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactSetting, PLACEHOLDER_CONTACT_EMAIL } from '../scripts/site-settings';
import { App } from '../src/App';
import { readThemePreference, saveThemePreference, THEME_STORAGE_KEY } from '../src/lib/theme';
import { staticRoutes } from '../src/routes';

await staticRoutes();

function pageText(path: string): string {
  const html = renderToString(<App url={path} />);
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  return (doc.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ');
}

describe('the privacy page', () => {
  const text = pageText('/privacy');

  it('discloses the IP address and user agent kept with each session, and for how long', () => {
    expect(text).toMatch(/each signed-in session: .*IP address and user agent/);
    expect(text).toContain(
      'A session record, with its IP address and user agent, and its refresh tokens: until the session ends.',
    );
  });

  it('discloses sign-in times', () => {
    expect(text).toContain('when you last signed in');
  });

  it('discloses rate limiting by address and how soon the counts are forgotten', () => {
    expect(text).toContain('by IP address');
    expect(text).toContain('each attempt is forgotten five minutes after it was made');
  });

  it('says the stored session holds the user record', () => {
    expect(text).toMatch(/your session is saved .*your user record/);
  });

  it('says hosted Supabase keeps similar records', () => {
    expect(text).toMatch(/hosted Supabase project .*keeps similar records/);
  });

  it('names the contact address the build was given', () => {
    expect(text).toContain(import.meta.env.SITE_CONTACT_EMAIL);
  });
});

describe('the theme choice the privacy page describes', () => {
  beforeAll(() => {
    // jsdom has no matchMedia; applying the system theme asks it whether the system prefers dark.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  });
  afterEach(() => window.localStorage.clear());

  describe('when the visitor chooses the system theme', () => {
    it('stores nothing, and removes an earlier choice', () => {
      saveThemePreference('dark');
      expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
      saveThemePreference('system');
      expect(window.localStorage.length).toBe(0);
      expect(readThemePreference()).toBe('system');
      expect(pageText('/privacy')).toContain('Choosing the system theme saves nothing');
    });
  });
});

describe('the contact address setting', () => {
  describe('when SITE_CONTACT_EMAIL is not set', () => {
    it('names the placeholder and warns the build', () => {
      const setting = contactSetting({});
      expect(setting.email).toBe(PLACEHOLDER_CONTACT_EMAIL);
      expect(setting.warning).toContain('SITE_CONTACT_EMAIL is not set');
    });
  });

  describe('when it is set to the placeholder itself', () => {
    it('still warns', () => {
      expect(contactSetting({ SITE_CONTACT_EMAIL: PLACEHOLDER_CONTACT_EMAIL }).warning).not.toBe(
        null,
      );
    });
  });

  describe('when it is set to an address', () => {
    it('uses it, trimmed, without a warning', () => {
      expect(contactSetting({ SITE_CONTACT_EMAIL: ' privacy@harbor-tides.org ' })).toEqual({
        email: 'privacy@harbor-tides.org',
        warning: null,
      });
    });
  });

  describe('when it is set to something that is not an address', () => {
    it.each(['privacy', 'Tides <privacy@harbor-tides.org>', 'a b@c.org'])(
      'stops the build for %j',
      (value) => {
        expect(() => contactSetting({ SITE_CONTACT_EMAIL: value })).toThrow(
          /SITE_CONTACT_EMAIL is ".*", which is not an email address/,
        );
      },
    );
  });
});
