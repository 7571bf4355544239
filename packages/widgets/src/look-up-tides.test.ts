import { BOSTON, FIXED_TODAY } from '../test/fixtures.ts';
import { createFakeTideClient, type FakeTideBehaviour } from '../test/fake-client.ts';
import { defaultFormatters } from './formatters.ts';
import { lookUpTides } from './look-up-tides.ts';

const request = { locationId: BOSTON.id, date: FIXED_TODAY };

function lookUp(tides: FakeTideBehaviour) {
  return lookUpTides(createFakeTideClient({ tides }), request, defaultFormatters);
}

describe('lookUpTides', () => {
  describe('when the client answers with a day of tides', () => {
    it('gives the result with the notice that counts its tides', async () => {
      const lookup = await lookUp('fresh');
      expect(lookup).toMatchObject({
        kind: 'success',
        result: { location: 'Boston, MA', date: FIXED_TODAY },
        notice: { title: 'Tide data updated', variant: 'default' },
      });
      expect(lookup.kind === 'success' && lookup.notice.description).toMatch(
        /^Found \d+ high tides and \d+ low tides for Boston, MA\.$/,
      );
    });
  });

  describe.each([
    [
      'unreachable',
      'transport-error',
      'transport',
      'Error fetching tide data',
      'Edge Function returned a non-2xx status code',
    ],
    [
      'unreachable with no message',
      'transport-error-without-message',
      'transport',
      'Error fetching tide data',
      'Unable to get tide predictions. Please try again.',
    ],
    [
      'refused with details',
      'response-error',
      'response',
      'Tide data error',
      'No tide predictions are available for this station.',
    ],
    [
      'refused without details',
      'response-error-without-details',
      'response',
      'Tide data error',
      'Station not found',
    ],
    ['empty', 'empty', 'empty', 'No data received', 'No tide data was returned. Please try again.'],
    [
      'throwing',
      'exception',
      'exception',
      'Connection error',
      'Unable to connect to tide service. Please try again.',
    ],
  ] as const)('when the client is %s', (_, tides, kind, title, description) => {
    it(`fails as "${kind}" with the "${title}" notice`, async () => {
      expect(await lookUp(tides)).toMatchObject({
        kind: 'failure',
        error: { kind, notice: { title, description, variant: 'destructive' } },
      });
    });
  });
});
