/**
 * A client with too many requests waiting in the fair queue is refused alike on every REST path:
 * a table read and the in-process search both answer PostgREST's 429, naming how many may wait.
 */
import { describe, expect, it } from 'vitest';
import { createApiRoutes, type RouteDeps } from '../src/api-routes.ts';
import type { BackendConfig } from '../src/config.ts';
import type { RequestContext } from '../src/database.ts';
import { QueueFullError, type FairQueue } from '../src/fair-queue.ts';

const limits = { restQueuedPerClient: 7, restWriteBytesPerMinute: 1_000_000 };
/** A queue whose client always has too many requests waiting. */
const fullQueue = {
  run: () => Promise.reject(new QueueFullError()),
  charge: () => undefined,
} as unknown as FairQueue;
const unused = () => {
  throw new Error('not reached');
};
const routes = createApiRoutes({
  limits: limits as BackendConfig['limits'],
  turns: fullQueue,
  rest: Object.assign(unused, { quickSearch: () => '[]' }),
  writeBytes: { take: () => 0 },
  auth: { handle: unused },
  getTideData: unused,
  getCurrentData: unused,
  getWaterLevel: unused,
  tideCalendar: Object.assign(unused, { cost: () => 1 }),
  floodOutlook: unused,
} as unknown as RouteDeps);
const anon: RequestContext = { role: 'anon', claims: { role: 'anon' } };

async function expectQueueFull(answer: Response | unknown): Promise<void> {
  expect(answer).toBeInstanceOf(Response);
  const response = answer as Response;
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({
    code: 'PGRST000',
    details: null,
    hint: null,
    message:
      'Too many requests from this client at once: at most 7 may wait. Try again when some have been answered.',
  });
}

describe('a full queue', () => {
  it('refuses a table read with 429', async () => {
    const path = '/rest/v1/tide_stations';
    const request = new Request(`http://localhost${path}?select=id`);
    const answer = await routes.routeOf(path).handle({
      request,
      url: new URL(request.url),
      path,
      client: '203.0.113.9',
      body: undefined,
      context: anon,
    });
    await expectQueueFull(answer);
  });

  it('refuses a plain search POST answered in process with the same 429', async () => {
    const route = routes.routeOf('/rest/v1/rpc/search_tide_locations');
    const answer = await route.answer?.(
      Buffer.from(JSON.stringify({ search_term: 'Boston' })),
      '203.0.113.9',
      anon,
    );
    await expectQueueFull(answer);
  });
});
