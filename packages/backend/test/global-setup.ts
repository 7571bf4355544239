/**
 * Migrates and seeds one PGlite database before the backend's test files run, and deletes it
 * after them. Each test that needs a seeded backend starts from a copy of it, so the seconds
 * migrating takes are spent once per run, and no seeded copy is left behind in the temp folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../src/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data directory, to copy and never to open. */
    seededTemplateDir: string;
  }
}

export default async function setup(project: TestProject) {
  const path = mkdtempSync(join(tmpdir(), 'tides-template-'));
  const db = await openDatabase({ dataDir: path });
  await migrate(db);
  await db.close();
  project.provide('seededTemplateDir', path);
  return () => rmSync(path, { recursive: true, force: true });
}
