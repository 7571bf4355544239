/**
 * get-tide-data's POSTs are answered two ways: with no query string, straight from the request's
 * bytes (no Fetch API Request or Response is made: the busy path); with one, through the Fetch
 * API as every other request is. Both must give the same answer: status, headers and body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../src/server.ts';
import { startTestBackend, tempDataDir } from './helpers.ts';

describe('get-tide-data with and without a query string', () => {
  let backend: Backend;
  let data: Awaited<ReturnType<typeof tempDataDir>>;

  beforeAll(async () => {
    data = await tempDataDir();
    backend = await startTestBackend({ dataDir: data.path, noaaBaseUrl: null });
  });

  afterAll(async () => {
    await backend?.close();
    data?.remove();
  });

  /** One answer, with the headers Node adds itself and the instant it was made left out. */
  async function ask(query: string, headers: Record<string, string>, body: string) {
    const response = await fetch(`${backend.url}/functions/v1/get-tide-data${query}`, {
      method: 'POST',
      headers,
      body,
    });
    const answered: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!['date', 'connection', 'keep-alive'].includes(name)) answered[name] = value;
    });
    const text = (await response.text()).replace(/"generatedAt":"[^"]*"/, '');
    return { status: response.status, headers: answered, text };
  }

  const key = () => ({
    apikey: backend.anonKey,
    authorization: `Bearer ${backend.anonKey}`,
    'content-type': 'application/json',
  });

  it.each([
    ['a station-day', () => key(), '{"locationId": "noaa/8443970", "date": "2027-03-14"}'],
    ['a week', () => key(), '{"locationId": "noaa/9414290", "date": "2027-03-10", "days": 7}'],
    ['an unknown station', () => key(), '{"locationId": "noaa/0", "date": "2027-03-14"}'],
    ['a body that is not JSON', () => key(), '{"locationId": '],
    ['an empty body', () => key(), ''],
    [
      'a forged API key',
      () => ({ ...key(), apikey: `${backend.anonKey.slice(0, -4)}AAAA` }),
      '{"locationId": "noaa/8443970", "date": "2027-03-14"}',
    ],
    [
      'a bearer token that is no JWT',
      () => ({ ...key(), authorization: 'Bearer nonsense' }),
      '{"locationId": "noaa/8443970", "date": "2027-03-14"}',
    ],
    ['no API key', () => ({}), '{"locationId": "noaa/8443970", "date": "2027-03-14"}'],
  ])('answers %s the same both ways', async (_, headers, body) => {
    const direct = await ask('', headers(), body);
    const throughFetch = await ask('?via=fetch', headers(), body);
    expect(direct).toEqual(throughFetch);
  });
});
