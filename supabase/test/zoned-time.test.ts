import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  isoWithOffset,
  localDay,
  offsetMinutes,
  TIME_ZONE_RULES_VERSION,
  timeZoneAbbreviation,
  wallClock,
  zonedInstant,
} from '../functions/_shared/engine/zoned-time.ts';

const HOUR_MS = 3_600_000;

/** What en-US's own formatter writes for a station's clock time. */
function intlClockTime(ms: number, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: zone,
  })
    .formatToParts(ms)
    .map((part) => (part.type === 'literal' ? part.value.replace(/\s+/gu, ' ') : part.value))
    .join('');
}

describe('the zone rules the handler reads', () => {
  it('are IANA release 2026f (moment-timezone 0.6.6), at least 2026d, which keeps BC on UTC−7', () => {
    expect(TIME_ZONE_RULES_VERSION).toBe('2026f');
    expect(TIME_ZONE_RULES_VERSION >= '2026d').toBe(true);
  });

  it('put Vancouver on UTC−7 (MST) from 1 November 2026, whatever the runtime’s ICU says', () => {
    const morning = Date.UTC(2026, 10, 25, 14, 5);
    expect(formatClockTime(morning, 'America/Vancouver')).toBe('7:05 AM MST');
    expect(isoWithOffset(morning, 'America/Vancouver')).toBe('2026-11-25T07:05:00-07:00');
    const day = localDay({ year: 2026, month: 11, day: 25 }, 'America/Vancouver');
    expect(new Date(day.startMs).toISOString()).toBe('2026-11-25T07:00:00.000Z');
    expect(new Date(day.endMs).toISOString()).toBe('2026-11-26T07:00:00.000Z');
    // The summer before was daylight time, also UTC−7; the change was in name only.
    expect(formatClockTime(Date.UTC(2026, 6, 1, 19, 0), 'America/Vancouver')).toBe('12:00 PM PDT');
    // 1 November 2026 is a 24-hour day: 1:30 AM PDT and 2:30 AM MST, one hour apart.
    const first = localDay({ year: 2026, month: 11, day: 1 }, 'America/Vancouver');
    expect(first.endMs - first.startMs).toBe(24 * HOUR_MS);
    expect(formatClockTime(first.startMs + 1.5 * HOUR_MS, 'America/Vancouver')).toBe('1:30 AM PDT');
    expect(formatClockTime(first.startMs + 2.5 * HOUR_MS, 'America/Vancouver')).toBe('2:30 AM MST');
  });

  it('keep Boston on EST and EDT, changing at 2 AM on 14 March 2027', () => {
    const zone = 'America/New_York';
    const change = zonedInstant({ year: 2027, month: 3, day: 14 }, 2, 0, zone);
    expect(new Date(change).toISOString()).toBe('2027-03-14T07:00:00.000Z');
    expect(formatClockTime(change - 60_000, zone)).toBe('1:59 AM EST');
    expect(formatClockTime(change, zone)).toBe('3:00 AM EDT');
    expect(isoWithOffset(change - 60_000, zone)).toBe('2027-03-14T01:59:00-05:00');
    expect(isoWithOffset(change, zone)).toBe('2027-03-14T03:00:00-04:00');
    const short = localDay({ year: 2027, month: 3, day: 14 }, zone);
    expect((short.endMs - short.startMs) / HOUR_MS).toBe(23);
    const long = localDay({ year: 2027, month: 11, day: 7 }, zone);
    expect((long.endMs - long.startMs) / HOUR_MS).toBe(25);
    expect(timeZoneAbbreviation(Date.UTC(2027, 2, 1), zone)).toBe('EST');
    expect(timeZoneAbbreviation(Date.UTC(2027, 2, 31), zone)).toBe('EDT');
  });

  it('keep a zone with no daylight time on one offset all year (Honolulu)', () => {
    for (let month = 1; month <= 12; month += 1) {
      const noon = zonedInstant({ year: 2027, month, day: 15 }, 12, 0, 'Pacific/Honolulu');
      expect(offsetMinutes(noon, 'Pacific/Honolulu')).toBe(-600);
      expect(formatClockTime(noon, 'Pacific/Honolulu')).toBe('12:00 PM HST');
    }
  });

  it('write a zone with no letters as en-US does (GMT+10), and local mean time with its seconds', () => {
    expect(formatClockTime(Date.UTC(2026, 0, 1, 0, 0), 'Antarctica/Vostok')).toBe('5:00 AM GMT+5');
    // New York kept local mean time, 4 h 56 min 2 s behind UTC, until 18 November 1883.
    expect(wallClock(Date.UTC(1883, 0, 1, 12, 0, 0), 'America/New_York')).toEqual({
      year: 1883,
      month: 1,
      day: 1,
      hour: 7,
      minute: 3,
      second: 58,
    });
  });

  it('agree with en-US’s formatter where every ICU agrees: US zones, 1970 to 2025', () => {
    // The clock from 1970; the abbreviation too from 2001, before which tzdata keeps names
    // en-US no longer writes (Alaska's AHST); never for Adak, Guam and American Samoa, where tzdata's
    // HST, ChST and SST are the local names and en-US writes HAST, GMT+10 and GMT-11.
    const OWN_NAMES = new Set(['America/Adak', 'Pacific/Guam', 'Pacific/Pago_Pago']);
    const sameAbbreviationFrom = Date.UTC(2001, 0, 1);
    const zones = [
      'America/New_York',
      'America/Chicago',
      'America/Los_Angeles',
      'America/Anchorage',
      'America/Adak',
      'Pacific/Honolulu',
      'America/Puerto_Rico',
      'Pacific/Guam',
      'Pacific/Pago_Pago',
    ];
    const mismatches: string[] = [];
    for (const zone of zones) {
      // Every 23 days 7 h 13 min: every hour of the day comes round, on both sides of changes.
      for (
        let ms = Date.UTC(1970, 0, 1);
        ms < Date.UTC(2025, 11, 31);
        ms += 23 * 86_400_000 + 26_000_000
      ) {
        const minute = Math.floor(ms / 60_000) * 60_000;
        const clockOnly = (text: string) =>
          minute < sameAbbreviationFrom || OWN_NAMES.has(zone) ? text.replace(/ \S+$/u, '') : text;
        const expected = clockOnly(intlClockTime(minute, zone));
        const actual = clockOnly(formatClockTime(minute, zone));
        if (actual !== expected)
          mismatches.push(`${zone} ${new Date(minute).toISOString()}: ${actual} ≠ ${expected}`);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('write midnight and noon as 12', () => {
    expect(formatClockTime(Date.UTC(2026, 10, 22, 5, 0), 'America/New_York')).toBe('12:00 AM EST');
    expect(formatClockTime(Date.UTC(2026, 10, 22, 17, 7), 'America/New_York')).toBe('12:07 PM EST');
    expect(formatClockTime(Date.UTC(2026, 6, 4, 16, 0), 'America/New_York')).toBe('12:00 PM EDT');
  });
});
