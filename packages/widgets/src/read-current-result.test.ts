import { deceptionPassCurrents } from '../test/currents.ts';
import { readCurrentResult } from './read-current-result.ts';

describe('readCurrentResult', () => {
  it('keeps a well-formed answer as it is', () => {
    const result = deceptionPassCurrents(2);

    expect(readCurrentResult(JSON.parse(JSON.stringify(result)))).toEqual(result);
  });

  it('drops the events it cannot place or read, and keeps the rest in time order', () => {
    const result = deceptionPassCurrents();
    const [first, second] = result.events;
    const read = readCurrentResult({
      ...result,
      events: [second, { ...first, at: 'soon' }, { ...first, type: 'eddy' }, first],
    });

    expect(read?.events).toEqual([first, second]);
  });

  it('writes a maximum’s speed as a positive number', () => {
    const result = deceptionPassCurrents();
    const ebb = result.events.find((event) => event.type === 'ebb')!;

    const read = readCurrentResult({ ...result, events: [{ ...ebb, speedKnots: -7.21 }] });

    expect(read?.events[0]?.speedKnots).toBe(7.21);
  });

  it('refuses what is not a day of currents', () => {
    const result = deceptionPassCurrents();

    expect(readCurrentResult(null)).toBeNull();
    expect(readCurrentResult({ error: 'Station not found' })).toBeNull();
    expect(readCurrentResult({ ...result, date: 'June 1' })).toBeNull();
    expect(
      readCurrentResult({ ...result, station: { ...result.station, timeZone: 'Mars/Olympus' } }),
    ).toBeNull();
  });

  it('makes the one day asked for out of the events when the answer has no days', () => {
    const { days: _days, ...result } = deceptionPassCurrents();

    expect(readCurrentResult(result)?.days).toEqual([
      { date: '2026-06-01', timeZoneAbbreviation: 'PDT', events: result.events },
    ]);
  });
});
