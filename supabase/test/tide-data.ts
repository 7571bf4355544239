/**
 * What the get-tide-data tests share: one migrated, seeded database a file, the handler's deps
 * over it (NOAA off until a test points it at a stand-in, the clock fixed), and a request and
 * its answer as a host passes them.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { openSeededDatabase, type TestDatabase } from './database.ts';
import {
  createGetTideDataHandler,
  type GetTideDataHandler,
  type TideDeps,
  type TideResult,
} from '../functions/_shared/handlers/get-tide-data.ts';

export const TIDE_DATA_URL = 'http://localhost/functions/v1/get-tide-data';

/** The file's database and the deps over it, there once its beforeAll has run. */
export interface SeededTideData {
  readonly db: TestDatabase;
  readonly deps: TideDeps;
  /** A handler as a host builds one at start (its own caches and NOAA circuit), `overrides` over the deps. */
  handler(overrides?: Partial<TideDeps>): GetTideDataHandler;
  /** The handler's 200 answer to a POST of `body`, from a fresh handler unless one is given. */
  tides(body: unknown, handler?: GetTideDataHandler): Promise<TideResult>;
}

/** Opens the database before the file's tests and closes it after them; `now` is the clock. */
export function seededTideData(now: () => Date): SeededTideData {
  let opened: { db: TestDatabase; deps: TideDeps } | null = null;
  beforeAll(async () => {
    const db = await openSeededDatabase();
    opened = { db, deps: { db, noaa: { baseUrl: null, timeoutMs: 800 }, now } };
  });
  afterAll(async () => {
    await opened?.db.close();
  });
  const ready = () => {
    if (!opened) throw new Error('The database opens in beforeAll.');
    return opened;
  };
  const handler = (overrides: Partial<TideDeps> = {}) =>
    createGetTideDataHandler({ ...ready().deps, ...overrides });
  return {
    get db() {
      return ready().db;
    },
    get deps() {
      return ready().deps;
    },
    handler,
    async tides(body, using = handler()) {
      const response = await using(tideDataPost(body));
      expect(response.status).toBe(200);
      return (await response.json()) as TideResult;
    },
  };
}

/** A POST of `body` (JSON unless it is a string already). */
export function tideDataPost(body: unknown, init: RequestInit = {}): Request {
  return new Request(TIDE_DATA_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}
