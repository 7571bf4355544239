import {
  formatAxisHeight,
  formatCalendarDate,
  formatChartHour,
  formatChartTime,
  formatDistance,
  formatLocationName,
  formatSourceLabel,
  formatTideHeight,
  formatTideTime,
  formatWaterLevel,
  noticeResponseError,
  noticeSuccess,
  noticeTransportError,
} from './formatters.ts';
import { zoneRulesVersion } from './internal/zone-clock.ts';

/** Intl may put a narrow no-break space before AM/PM; compare words only. */
const words = (text: string) => text.replace(/\s+/g, ' ');

describe('formatDistance', () => {
  it('gives miles with kilometres beside, to a tenth below ten and whole numbers above', () => {
    expect(formatDistance(1.9)).toBe('1.2 mi (1.9 km)');
    expect(formatDistance(4.9)).toBe('3.0 mi (4.9 km)');
    expect(formatDistance(40)).toBe('25 mi (40 km)');
  });

  it('leads with kilometres beside heights in metres', () => {
    expect(formatDistance(4.9, 'm')).toBe('4.9 km (3.0 mi)');
    expect(formatDistance(40, 'm')).toBe('40 km (25 mi)');
  });
});

describe('formatLocationName', () => {
  it('writes "Name, ST", or the name alone without a state', () => {
    expect(formatLocationName({ name: 'Boston', state: 'MA' })).toBe('Boston, MA');
    expect(formatLocationName({ name: 'Midway', state: null })).toBe('Midway');
  });
});

describe('formatCalendarDate', () => {
  it('writes the long weekday, month, day and year of the calendar day', () => {
    expect(formatCalendarDate('2026-03-15', { locale: 'en-US' })).toBe('Sunday, March 15, 2026');
    expect(formatCalendarDate('2026-12-31', { locale: 'en-US' })).toBe(
      'Thursday, December 31, 2026',
    );
  });

  it('follows the locale', () => {
    expect(formatCalendarDate('2026-03-15', { locale: 'fr-FR' })).toBe('dimanche 15 mars 2026');
  });

  it('leaves text that is not a day alone', () => {
    expect(formatCalendarDate('soon', { locale: 'en-US' })).toBe('soon');
  });
});

describe('formatTideTime', () => {
  const event = { time: '6:58 AM EDT', height: '10.2 ft', at: '2026-03-15T06:58:00-04:00' };

  it('reads the product’s zone rules, not the browser’s: Vancouver is UTC−7 (MST) in November 2026', () => {
    // Node 20's ICU (2025c) still has Vancouver on PST, 6:05 AM: the widgets must not ask it.
    const vancouver = { time: '7:05 AM MST', height: '3.1 ft', at: '2026-11-25T14:05:00Z' };
    expect(
      words(formatTideTime(vancouver, { locale: 'en-US', timeZone: 'America/Vancouver' })),
    ).toBe('7:05 AM MST');
    expect(
      words(
        formatChartTime(Date.parse(vancouver.at), {
          locale: 'en-US',
          timeZone: 'America/Vancouver',
        }),
      ),
    ).toBe('7:05 AM');
    expect(zoneRulesVersion()).toBe('2026f');
  });

  it('writes the time in the station’s zone with its abbreviation', () => {
    expect(words(formatTideTime(event, { locale: 'en-US', timeZone: 'America/New_York' }))).toBe(
      '6:58 AM EDT',
    );
    expect(words(formatTideTime(event, { locale: 'en-US', timeZone: 'America/Los_Angeles' }))).toBe(
      '3:58 AM PDT',
    );
  });

  it('writes the clock it is asked for, 12-hour or 24-hour', () => {
    const options = { locale: 'en-US', timeZone: 'America/New_York' };
    const evening = { ...event, at: '2026-03-15T19:21:00-04:00' };

    expect(words(formatTideTime(event, { ...options, hourCycle: 'h23' }))).toBe('06:58 EDT');
    expect(words(formatTideTime(evening, { ...options, hourCycle: 'h23' }))).toBe('19:21 EDT');
    expect(words(formatTideTime(evening, { ...options, hourCycle: 'h12' }))).toBe('7:21 PM EDT');
    // A 24-hour locale asked for a 12-hour clock gets one.
    expect(
      words(formatTideTime(evening, { ...options, locale: 'en-GB', hourCycle: 'h12' })),
    ).toMatch(/^7:21 pm /i);
  });

  it('uses the station’s abbreviation where Intl only knows an offset', () => {
    const midway = { time: '6:58 AM SST', height: '1 ft', at: '2026-03-15T06:58:00-11:00' };

    expect(
      words(
        formatTideTime(midway, {
          locale: 'en-US',
          timeZone: 'Pacific/Midway',
          timeZoneAbbreviation: 'SST',
        }),
      ),
    ).toBe('6:58 AM SST');
  });

  it('keeps the display text without an instant, a zone, or with a broken instant', () => {
    expect(
      formatTideTime({ time: '6:58 AM EST', height: '' }, { locale: 'en-US', timeZone: 'UTC' }),
    ).toBe('6:58 AM EST');
    expect(formatTideTime(event, { locale: 'en-US' })).toBe('6:58 AM EDT');
    expect(
      formatTideTime(
        { ...event, at: 'garbage' },
        { locale: 'en-US', timeZone: 'America/New_York' },
      ),
    ).toBe('6:58 AM EDT');
  });
});

describe('formatTideHeight', () => {
  const event = { time: '', height: '10.2 ft', heightM: 3.109 };

  it('shows metres when asked and known', () => {
    expect(formatTideHeight(event, { locale: 'en-US', units: 'm' })).toBe('3.11 m');
    expect(formatTideHeight(event, { locale: 'de-DE', units: 'm' })).toBe('3,11 m');
  });

  it('keeps the display text otherwise', () => {
    expect(formatTideHeight(event, { locale: 'en-US', units: 'ft' })).toBe('10.2 ft');
    expect(formatTideHeight({ time: '', height: '10.2 ft' }, { locale: 'en-US', units: 'm' })).toBe(
      '10.2 ft',
    );
  });
});

describe('formatSourceLabel', () => {
  it.each([
    ['fresh', 'Live data from NOAA'],
    ['cached', 'Cached data from NOAA'],
    ['sample', 'Sample data'],
    ['', 'Sample data'],
  ])('labels %j as %j', (source, label) => {
    expect(formatSourceLabel(source)).toBe(label);
  });

  describe('when the result was computed from harmonic constants', () => {
    it('names NOAA for a station with a NOAA number', () => {
      expect(formatSourceLabel('harmonic', { station: { noaaId: '8443970' } })).toBe(
        'Computed from NOAA’s harmonic constants for this station',
      );
    });

    it('names no agency for a station outside NOAA’s network', () => {
      expect(formatSourceLabel('harmonic', { station: { noaaId: null } })).toBe(
        'Computed from this station’s harmonic constants',
      );
    });

    it('says a subordinate station’s times and heights are differences from its reference', () => {
      expect(
        formatSourceLabel('harmonic', { station: { noaaId: '8447335', type: 'subordinate' } }),
      ).toBe('Computed from NOAA’s time and height differences to its reference station');
      expect(
        formatSourceLabel('harmonic', { station: { noaaId: null, type: 'subordinate' } }),
      ).toBe('Computed from this station’s time and height differences to its reference station');
      expect(
        formatSourceLabel('harmonic', { station: { noaaId: '8443970', type: 'reference' } }),
      ).toBe('Computed from NOAA’s harmonic constants for this station');
    });

    it('never calls the answer sample data', () => {
      expect(formatSourceLabel('harmonic')).not.toMatch(/sample/i);
    });
  });
});

describe('notices', () => {
  it('fall back to the spec’s texts when the backend gives none', () => {
    expect(noticeTransportError(undefined).description).toBe(
      'Unable to get tide predictions. Please try again.',
    );
    expect(noticeResponseError({ error: 'Bad date' }).description).toBe('Bad date');
    expect(
      noticeResponseError({ error: 'Bad date', details: 'Dates are YYYY-MM-DD.' }).description,
    ).toBe('Dates are YYYY-MM-DD.');
  });

  it('count the tides found', () => {
    expect(noticeSuccess({ highTideCount: 2, lowTideCount: 2, location: 'Boston, MA' })).toEqual({
      title: 'Tide data updated',
      description: 'Found 2 high tides and 2 low tides for Boston, MA.',
      variant: 'default',
    });
  });

  it('say "tide" for one and "tides" for none or many', () => {
    expect(
      noticeSuccess({ highTideCount: 1, lowTideCount: 0, location: 'Boston, MA' }).description,
    ).toBe('Found 1 high tide and 0 low tides for Boston, MA.');
  });

  it('follow the plural rules of the locale they are given', () => {
    // In French, zero takes the singular.
    expect(
      noticeSuccess({ highTideCount: 0, lowTideCount: 1, location: 'Brest', locale: 'fr' })
        .description,
    ).toBe('Found 0 high tide and 1 low tide for Brest.');
  });
});

describe('formatChartHour and formatChartTime', () => {
  const instant = Date.parse('2026-03-15T15:42:00-04:00');

  it('write the hour, or the time, in the station’s zone without the zone’s name', () => {
    const options = { locale: 'en-US', timeZone: 'America/New_York' };

    expect(words(formatChartHour(instant, options))).toBe('3 PM');
    expect(words(formatChartTime(instant, options))).toBe('3:42 PM');
    expect(words(formatChartTime(instant, { ...options, timeZone: 'Pacific/Guam' }))).toBe(
      '5:42 AM',
    );
  });

  it('write a 24-hour clock when asked, from midnight as 00', () => {
    const options = { locale: 'en-US', timeZone: 'America/New_York', hourCycle: 'h23' as const };
    const justAfterMidnight = Date.parse('2026-03-15T00:05:00-04:00');

    expect(formatChartHour(instant, options)).toBe('15');
    expect(formatChartTime(instant, options)).toBe('15:42');
    expect(formatChartTime(justAfterMidnight, options)).toBe('00:05');
  });

  it('follow the locale', () => {
    const options = { locale: 'fr-FR', timeZone: 'America/New_York' };

    expect(formatChartHour(instant, options)).toBe('15 h');
    expect(formatChartTime(instant, options)).toBe('15:42');
  });
});

describe('formatWaterLevel', () => {
  it('writes feet to the tenth and metres to the centimetre', () => {
    expect(formatWaterLevel(1.528, { locale: 'en-US', units: 'ft' })).toBe('5.0 ft');
    expect(formatWaterLevel(1.528, { locale: 'en-US', units: 'm' })).toBe('1.53 m');
    expect(formatWaterLevel(1.528, { locale: 'de-DE', units: 'm' })).toBe('1,53 m');
  });

  it('never writes a negative zero', () => {
    expect(formatWaterLevel(-0.01, { locale: 'en-US', units: 'ft' })).toBe('0.0 ft');
    expect(formatWaterLevel(-0.001, { locale: 'en-US', units: 'm' })).toBe('0.00 m');
  });
});

describe('formatAxisHeight', () => {
  it('writes a tick with the decimals its step needs', () => {
    expect(formatAxisHeight(4, { locale: 'en-US', fractionDigits: 0 })).toBe('4');
    expect(formatAxisHeight(-0.5, { locale: 'en-US', fractionDigits: 1 })).toBe('-0.5');
    expect(formatAxisHeight(-0, { locale: 'en-US', fractionDigits: 1 })).toBe('0.0');
  });
});
