import { BOSTON_SAMPLE } from '../../test/fixtures.ts';
import { defaultFormatters } from '../formatters.ts';
import { interpretTideOutcome } from './interpret-outcome.ts';

const interpret = (data: unknown, error: { message: string } | null = null) =>
  interpretTideOutcome({ data, error }, defaultFormatters);

describe('interpretTideOutcome', () => {
  it('puts a transport error before anything the answer carries', () => {
    expect(interpret(BOSTON_SAMPLE, { message: 'Failed to send a request' })).toMatchObject({
      kind: 'failure',
      error: { kind: 'transport', notice: { description: 'Failed to send a request' } },
    });
  });

  it('treats an answer with an error field as the backend refusing', () => {
    expect(interpret({ error: { code: 42 } })).toMatchObject({
      error: { kind: 'response', notice: { description: '{"code":42}' } },
    });
  });

  it.each([null, undefined, '', {}, { highTides: [] }, 'text'])('treats %j as no data', (data) => {
    expect(interpret(data)).toMatchObject({ error: { kind: 'empty' } });
  });

  it('accepts an answer with only the spec’s fields', () => {
    expect(interpret(BOSTON_SAMPLE)).toMatchObject({ kind: 'success', result: BOSTON_SAMPLE });
  });
});
