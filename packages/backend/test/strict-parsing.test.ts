/**
 * Bad requests are refused by the same rule, with the same status and code, whichever database
 * the backend runs on: the set below goes to one backend on PGlite and one on PostgreSQL, over
 * real HTTP, and each answer must match on both and be the refusal expected.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../src/server.ts';
import { startTestBackend, tempDataDir } from './helpers.ts';
import { startPostgres, type PostgresServer } from './postgres-server.ts';

interface BadRequest {
  what: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The status and code every backend must answer with. */
  status: number;
  code: string;
}

const BAD_REQUESTS: BadRequest[] = [
  {
    what: 'an impossible Range',
    path: '/rest/v1/tide_stations?select=id',
    headers: { range: '99999999999999999999-1' },
    status: 416,
    code: 'PGRST103',
  },
  {
    what: 'a Range that ends before it starts',
    path: '/rest/v1/tide_stations?select=id',
    headers: { range: '9-0' },
    status: 416,
    code: 'PGRST103',
  },
  {
    what: 'an on_conflict naming no column',
    method: 'POST',
    path: '/rest/v1/tide_stations?on_conflict=nope',
    body: '{"id":"x"}',
    status: 400,
    code: 'PGRST204',
  },
  {
    what: 'an upsert on_conflict naming no column',
    method: 'POST',
    path: '/rest/v1/tide_stations?on_conflict=nope',
    headers: { prefer: 'resolution=merge-duplicates' },
    body: '{"id":"x"}',
    status: 400,
    code: 'PGRST204',
  },
  {
    what: 'a selection of * thirty times',
    path: `/rest/v1/tide_stations?select=${Array(30).fill('*').join(',')}`,
    status: 400,
    code: 'PGRST100',
  },
  {
    what: 'a selection naming a column twice',
    path: '/rest/v1/tide_stations?select=a:id,b:id',
    status: 400,
    code: 'PGRST100',
  },
  {
    what: 'a number that is no number',
    path: '/rest/v1/tide_stations?select=id&quality_score=eq.abc',
    status: 400,
    code: '22P02',
  },
  {
    what: 'a number out of range',
    path: '/rest/v1/tide_stations?select=id&quality_score=eq.99999999999',
    status: 400,
    code: '22003',
  },
  {
    what: 'a float that is no float',
    path: '/rest/v1/tide_stations?select=id&latitude=gt.north',
    status: 400,
    code: '22P02',
  },
  {
    what: 'a NUL character in a text filter',
    path: '/rest/v1/tide_stations?select=id&name=eq.a%00b',
    status: 400,
    code: '22021',
  },
  {
    what: 'an unknown column',
    path: '/rest/v1/tide_stations?select=id&nope=eq.1',
    status: 400,
    code: '42703',
  },
  {
    what: 'an unknown operator',
    path: '/rest/v1/tide_stations?select=id&name=sounds.like',
    status: 400,
    code: 'PGRST100',
  },
  {
    what: 'ilike on a number',
    path: '/rest/v1/tide_stations?select=id&quality_score=ilike.1*',
    status: 404,
    code: '42883',
  },
  {
    what: 'an unclosed in list',
    path: '/rest/v1/tide_stations?select=id&id=in.(a,b',
    status: 400,
    code: 'PGRST100',
  },
  {
    what: 'a negative limit',
    path: '/rest/v1/tide_stations?select=id&limit=-1',
    status: 400,
    code: 'PGRST100',
  },
  {
    what: 'a filter on a JSON column',
    path: '/rest/v1/tide_stations?select=id&datums=eq.{}',
    status: 400,
    code: 'PGRST100',
  },
  {
    what: 'a table body past its limit',
    method: 'POST',
    path: '/rest/v1/tide_stations',
    body: JSON.stringify({ id: 'x'.repeat(70 * 1024) }),
    status: 413,
    code: 'PGRST413',
  },
  {
    what: 'invalid JSON',
    method: 'POST',
    path: '/rest/v1/tide_stations',
    body: '{"id":',
    status: 400,
    code: 'PGRST102',
  },
  {
    what: 'an unknown table',
    path: '/rest/v1/nope',
    status: 404,
    code: 'PGRST205',
  },
  {
    what: 'a PUT to a table',
    method: 'PUT',
    path: '/rest/v1/tide_stations?id=eq.x',
    body: '{}',
    status: 405,
    code: 'PGRST117',
  },
];

/** The status line and body of a request written by hand: fetch cannot send TRACE at all. */
async function rawRequest(url: string, head: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(head));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
    body: text.slice(text.indexOf('\r\n\r\n') + 4),
  };
}

describe('a bad request', () => {
  let server: PostgresServer;
  let onPostgres: Backend;
  let onPglite: Backend;
  let data: Awaited<ReturnType<typeof tempDataDir>>;

  beforeAll(async () => {
    data = await tempDataDir();
    onPglite = await startTestBackend({ dataDir: data.path });
    server = await startPostgres('tides_strict_parsing');
    onPostgres = await startTestBackend({ databaseUrl: server.url });
  }, 240_000);

  afterAll(async () => {
    await onPglite?.close();
    await onPostgres?.close();
    await server?.stop();
    data?.remove();
  });

  async function answerOf(backend: Backend, request: BadRequest) {
    const response = await fetch(`${backend.url}${request.path}`, {
      method: request.method ?? 'GET',
      headers: { apikey: backend.anonKey, ...request.headers },
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    const body = (await response.json()) as { code?: unknown };
    return { status: response.status, code: body.code };
  }

  it.each(BAD_REQUESTS)('is answered alike on PGlite and PostgreSQL: $what', async (request) => {
    const expected = { status: request.status, code: request.code };
    expect(await answerOf(onPglite, request)).toEqual(expected);
    expect(await answerOf(onPostgres, request)).toEqual(expected);
  });

  it.each(['TRACE', 'CONNECT', 'PROPFIND', 'BREW'])(
    'answers the method %s with 405 on both',
    async (method) => {
      for (const backend of [onPglite, onPostgres]) {
        const { host } = new URL(backend.url);
        const target = method === 'CONNECT' ? host : '/rest/v1/tide_stations';
        const answer = await rawRequest(
          backend.url,
          `${method} ${target} HTTP/1.1\r\nhost: ${host}\r\napikey: ${backend.anonKey}\r\nconnection: close\r\n\r\n`,
        );
        expect(answer.status).toBe(405);
        expect(JSON.parse(answer.body)).toMatchObject({
          message: expect.stringMatching(/Unsupported HTTP method/),
        });
      }
    },
  );
});
