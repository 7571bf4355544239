/**
 * The privacy page tells the truth about what the backend and the browser keep, and the contact
 * address it names is the deployment's own setting, with a warning while it is the placeholder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactSetting, PLACEHOLDER_CONTACT_EMAIL } from '../scripts/site-settings';
import { Site } from './site';
import { readThemePreference, saveThemePreference, THEME_STORAGE_KEY } from '../src/lib/theme';
import { TABLE_PRIVACY } from '../src/content/legal';
import { accountExport } from '../src/pages/AccountSettings';
import { staticRoutes } from '../src/routes';

await staticRoutes();

function pageText(path: string): string {
  const html = renderToString(<Site url={path} />);
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

/** Every table the project's migrations create, as 'schema.name'. */
function migrationTables(): string[] {
  // jsdom gives the module an http: URL; vitest's __dirname is this file's folder on disk.
  const dir = join(__dirname, '../../supabase/migrations');
  const tables: string[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.sql'))) {
    const sql = readFileSync(join(dir, file), 'utf8').replace(/--.*$/gm, '');
    for (const match of sql.matchAll(
      /create\s+(?:unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?([a-z_]+\.[a-z_]+|[a-z_]+)/gi,
    )) {
      const name = match[1]!.toLowerCase();
      tables.push(name.includes('.') ? name : `public.${name}`);
    }
  }
  return tables;
}

describe('the privacy page against the tables the migrations create', () => {
  const text = pageText('/privacy');
  const tables = migrationTables();

  it('finds the tables (the parse itself works)', () => {
    expect(tables).toEqual(
      expect.arrayContaining(['public.saved_stations', 'public.fishing_sessions']),
    );
  });

  it.each(migrationTables())('says what %s holds, in a line of its own', (table) => {
    const line = TABLE_PRIVACY[table];
    expect(line, `${table} has no line in TABLE_PRIVACY (site/src/content/legal.ts)`).toBeTruthy();
    expect(text).toContain(line);
  });

  it('names saved stations with their labels, and fishing sessions with their conditions', () => {
    expect(text).toMatch(/tide and current stations you save, with the label/);
    expect(text).toMatch(/fishing log: .*catches .*conditions .*tide stage/);
  });

  it('says what "Near me" sends, and that it is not kept', () => {
    expect(text).toMatch(/your exact position \(latitude and longitude\) is sent to our backend/);
    expect(text).toContain('is not kept');
  });

  it('describes export and deletion as the account page offers them, and what the export leaves out', () => {
    expect(text).toMatch(/Export my data \(JSON\) downloads your account/);
    expect(text).toMatch(/leaves out the session records \(IP addresses and user agents\)/);
    expect(text).toMatch(/Delete my account removes, at once/);
  });
});

describe('the export the privacy page describes', () => {
  it('holds the account with its sign-in times, the saved stations and the fishing log', () => {
    const saved = [{ station_id: 'noaa/8443970', label: 'Dock' }];
    const sessions = [{ station_id: 'noaa/8443970', catches: [], conditions: { stage: 'rising' } }];
    const file = accountExport(
      {
        id: 'u1',
        email: 'ada@example.com',
        created_at: '2026-11-01T00:00:00Z',
        last_sign_in_at: '2026-11-24T12:00:00Z',
        user_metadata: { display_name: 'Ada' },
      },
      saved,
      sessions,
      new Date('2026-11-25T00:00:00Z'),
    );
    expect(file.account).toMatchObject({
      email: 'ada@example.com',
      displayName: 'Ada',
      createdAt: '2026-11-01T00:00:00Z',
      lastSignInAt: '2026-11-24T12:00:00Z',
    });
    expect(file.savedStations).toBe(saved);
    expect(file.fishingSessions).toBe(sessions);
  });
});

describe('the terms', () => {
  const text = pageText('/terms');

  it('describe worldwide coverage, each station’s datum and its own official source', () => {
    expect(text).not.toContain('coasts of the United States');
    expect(text).toContain('tide stations around the world');
    expect(text).toMatch(/TICON-4.*Kartverket/);
    expect(text).toMatch(
      /Mean Lower Low Water for US stations, the national chart datum elsewhere/,
    );
    expect(text).toMatch(
      /national hydrographic office or tide agency, which each station page names/,
    );
  });

  it('offer export and deletion from My Tides', () => {
    expect(text).toContain(
      'export or delete your account and everything in it at any time from My Tides',
    );
  });
});

describe('the footer and the Tide Tables resource page', () => {
  it('name the official source for the US and elsewhere, keeping the spec’s labels', () => {
    const html = renderToString(<Site url="/" />);
    const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
    const footer = (doc.querySelector('footer')?.textContent ?? '').replace(/\s+/g, ' ');
    expect(footer).toContain('Coastal Tide Research Center');
    expect(footer).toContain('24/7 Tide Updates');
    expect(footer).toContain(
      'consult NOAA in the United States, or the national agency elsewhere; each station page names it',
    );
  });

  it('describe worldwide coverage from its three sources, and each station’s own datum', () => {
    const text = pageText('/tide-resources/tide-tables');
    expect(text).toMatch(/NOAA's stations in the US .*TICON-4 .*Kartverket/);
    expect(text).toContain("Heights are measured from each station's chart datum");
    expect(text).not.toMatch(/computed from NOAA harmonic constants for/);
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
