/**
 * `supabase/schema.sql` is the schema the migrations produce, exactly: a migration added or
 * changed without regenerating it (`pnpm --filter @tides/backend schema:snapshot`) fails here.
 */
import { readFileSync } from 'node:fs';
import { schemaSnapshotPath } from '@tides/supabase/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateSchema, openDatabase, type Database } from '../src/database.ts';
import { schemaSnapshot } from '../src/schema-snapshot.ts';

describe('supabase/schema.sql', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openDatabase();
    await migrateSchema(db);
  });

  afterAll(async () => {
    await db?.close();
  });

  it('is the schema every migration applied in order produces', async () => {
    expect(
      await schemaSnapshot(db),
      'supabase/schema.sql differs from what the migrations produce: run ' +
        '`npx -y pnpm@10 --filter @tides/backend schema:snapshot` and commit the file',
    ).toBe(readFileSync(schemaSnapshotPath, 'utf8'));
  });

  it('holds each function once, search_tide_locations among them, with its whole body', () => {
    const snapshot = readFileSync(schemaSnapshotPath, 'utf8');
    const definitions = snapshot.match(
      /^CREATE OR REPLACE FUNCTION public\.search_tide_locations\(/gm,
    );
    expect(definitions).toHaveLength(1);
    expect(snapshot).toMatch(/FUNCTION public\.search_tide_locations\([\s\S]+?\$function\$;/);
  });
});
