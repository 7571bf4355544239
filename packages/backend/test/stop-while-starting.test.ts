/**
 * A first start seeds the database for many seconds; SIGTERM meanwhile (a deploy, a Ctrl-C) must
 * stop it cleanly then, not when seeding ends: the seed rolled back, the data directory's lock
 * released, and the next start seeding afresh. A real backend process on a fresh directory.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, sqlStatements } from '../src/database.ts';
import { spawnBackend, startBackendProcess } from '../scripts/backend-process.ts';

describe('SIGTERM while the backend starts', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tides-stop-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops while seeding, releases the lock, and the next start seeds afresh', async () => {
    const spawned = spawnBackend({ env: { DATA_DIR: dataDir } });
    await expect
      .poll(() => spawned.output(), { timeout: 120_000, interval: 50 })
      .toContain('Seeding tide stations...');
    spawned.child.kill('SIGTERM');
    const exit = await spawned.exited;
    expect(exit.code).toBe(0);
    expect(exit.stdout).toContain('Stopped while seeding, as asked: the seed was rolled back.');
    expect(exit.stdout).not.toContain('Ready in');
    expect(existsSync(join(dataDir, '.lock'))).toBe(false);

    const db = await openDatabase({ dataDir });
    try {
      const [{ stations } = { stations: -1 }] = await db.query<{ stations: number }>(
        'select count(*)::integer as stations from public.tide_stations',
      );
      expect(stations).toBe(0);
    } finally {
      await db.close();
    }

    const again = await startBackendProcess({ env: { DATA_DIR: dataDir } });
    try {
      const answer = await fetch(
        `${again.url}/rest/v1/tide_stations?select=id&id=eq.noaa/8443970`,
        {
          headers: { apikey: again.anonKey },
        },
      );
      expect(await answer.json()).toEqual([{ id: 'noaa/8443970' }]);
    } finally {
      await again.stop('SIGTERM');
    }
  }, 240_000);
});

describe('splitting a script into statements', () => {
  it('splits at semicolons outside strings, dollar quotes and comments', () => {
    expect(
      sqlStatements(`insert into t values ('a;b', E'c\\';d', "e;f"); -- g;h
      create function f() returns int language sql as $body$ select 1; $body$;
      /* i; j */ select 'k''; l';
      `),
    ).toEqual([
      `insert into t values ('a;b', E'c\\';d', "e;f")`,
      ` -- g;h
      create function f() returns int language sql as $body$ select 1; $body$`,
      `
      /* i; j */ select 'k''; l'`,
    ]);
  });
});
