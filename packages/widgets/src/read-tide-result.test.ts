import { BOSTON, BOSTON_FRESH, BOSTON_SAMPLE, FIXED_TODAY } from '../test/fixtures.ts';
import { readTideResult } from './read-tide-result.ts';

describe('readTideResult', () => {
  it('keeps a whole, well-formed answer as it is', () => {
    expect(readTideResult(BOSTON_FRESH)).toEqual(BOSTON_FRESH);
    expect(readTideResult(BOSTON_SAMPLE)).toEqual(BOSTON_SAMPLE);
  });

  it.each([
    ['no location', { ...BOSTON_SAMPLE, location: undefined }],
    ['no day', { ...BOSTON_SAMPLE, date: 20260315 }],
    ['no list of lows', { ...BOSTON_SAMPLE, lowTides: 'none' }],
    ['a list', [BOSTON_SAMPLE]],
  ])('is null for an answer with %s', (_what, value) => {
    expect(readTideResult(value)).toBeNull();
  });

  it('leaves out tides without display text, and keeps the rest', () => {
    const read = readTideResult({
      ...BOSTON_SAMPLE,
      highTides: [null, { time: 7 }, ...BOSTON_SAMPLE.highTides],
    });
    expect(read?.highTides).toEqual(BOSTON_SAMPLE.highTides);
  });

  it('drops a station whose time zone no browser knows, so times show as written', () => {
    const read = readTideResult({
      ...BOSTON_FRESH,
      station: { ...BOSTON_FRESH.station, timeZone: 'Atlantis/Poseidonia' },
    });
    expect(read?.station).toBeUndefined();
    expect(read?.location).toBe(`${BOSTON.name}, ${BOSTON.state}`);
  });

  it('drops curve points and instants that are not numbers and times', () => {
    const read = readTideResult({
      ...BOSTON_FRESH,
      timeline: [{ at: `${FIXED_TODAY}T00:00:00-04:00`, heightM: 1.2 }, { at: 'noon' }, 5],
      highTides: [{ ...BOSTON_FRESH.highTides[0], at: 'soon', heightM: '3' }],
    });
    expect(read?.timeline).toEqual([{ at: `${FIXED_TODAY}T00:00:00-04:00`, heightM: 1.2 }]);
    expect(read?.highTides).toEqual([
      {
        time: BOSTON_FRESH.highTides[0]!.time,
        height: BOSTON_FRESH.highTides[0]!.height,
        type: 'high',
      },
    ]);
  });

  it('reads missing moon text and source as empty, which the cards call sample data', () => {
    const { moonPhase: _phase, source: _source, ...rest } = BOSTON_SAMPLE;
    expect(readTideResult(rest)).toMatchObject({ moonPhase: '', source: '' });
  });
});
