import { BOSTON, BOSTON_FRESH, BOSTON_SAMPLE, FIXED_TODAY } from '../test/fixtures.ts';
import { BOSTON_WEEK } from '../test/tide-days.ts';
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

  describe('with several days', () => {
    const [first, second] = BOSTON_WEEK.days!;

    it('keeps every well-formed day as it is', () => {
      expect(readTideResult(BOSTON_WEEK)).toEqual(BOSTON_WEEK);
      expect(readTideResult(BOSTON_WEEK)?.days).toHaveLength(7);
    });

    it.each([
      ['not an object', 'Thursday'],
      ['no day', { ...second, date: undefined }],
      ['a day that is not YYYY-MM-DD', { ...second, date: '5 March 2026' }],
      ['no list of tides', { ...second, extremes: null }],
    ])('drops a day that is %s, and keeps the others', (_what, malformed) => {
      const read = readTideResult({ ...BOSTON_WEEK, days: [first, malformed] });
      expect(read?.days).toEqual([first]);
    });

    it('keeps the well-formed tides of a day and drops the rest of what is malformed', () => {
      const read = readTideResult({
        ...BOSTON_WEEK,
        days: [
          {
            ...first,
            source: 7,
            extremes: [{ time: 5 }, ...first!.extremes, null],
            moon: { phase: 'Full Moon' },
            sun: { sunrise: 'dawn', sunset: first!.sun!.sunset },
            tideRange: 'king',
          },
        ],
      });
      expect(read?.days).toEqual([
        {
          date: first!.date,
          source: '',
          timeZoneAbbreviation: 'EST',
          extremes: first!.extremes,
          sun: { sunrise: null, sunset: first!.sun!.sunset },
          tideRange: null,
        },
      ]);
    });

    it('leaves days out when the answer has none', () => {
      expect(readTideResult(BOSTON_FRESH)).not.toHaveProperty('days');
    });
  });
});
