/**
 * Writes `supabase/schema.sql`: every migration applied to a fresh in-memory database, and the
 * schema they produce printed by `schemaSnapshot`. Run after adding or changing a migration:
 * `npx -y pnpm@10 --filter @tides/backend schema:snapshot`.
 */
import { writeFileSync } from 'node:fs';
import { schemaSnapshotPath } from '@tides/supabase/paths';
import { migrateSchema, openDatabase } from '../src/database.ts';
import { schemaSnapshot } from '../src/schema-snapshot.ts';

const db = await openDatabase();
try {
  await migrateSchema(db);
  writeFileSync(schemaSnapshotPath, await schemaSnapshot(db));
  console.info(`Wrote ${schemaSnapshotPath}`);
} finally {
  await db.close();
}
