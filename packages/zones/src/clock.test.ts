import { describe, expect, it } from 'vitest';
import { allZoneRules } from './all-zones.ts';
import { createStationClock, formatUtcOffset } from './clock.ts';
import { stationZoneRules } from './station-zones.ts';
import type { ZoneRules } from './zone-rules.ts';

/** 2026-11-01 at 05:30 UTC: 1:30 AM EDT in New York, half an hour before the clocks go back. */
const BEFORE_FALL_BACK = Date.UTC(2026, 10, 1, 5, 30);
const SAMPLE_INSTANTS = [
  Date.UTC(2026, 0, 15, 12),
  Date.UTC(2026, 2, 8, 7, 30),
  BEFORE_FALL_BACK,
  Date.UTC(2026, 6, 4, 23, 59),
  Date.UTC(1950, 5, 1),
  Date.UTC(2099, 11, 31, 23),
];
/** Zones whose rules no recent release changed, so the runtime's older copy agrees with ours. */
const SETTLED_ZONES = ['America/New_York', 'Pacific/Honolulu', 'Asia/Tokyo'];

describe('createStationClock', () => {
  describe('with the rules in', () => {
    const clock = createStationClock(() => allZoneRules);

    it('reads a wall clock and its day on the station’s side of midnight', () => {
      expect(clock.wallClock('America/New_York', BEFORE_FALL_BACK)).toEqual({
        year: 2026,
        month: 11,
        day: 1,
        hour: 1,
        minute: 30,
        second: 0,
      });
      expect(clock.dayAt('Pacific/Honolulu', Date.UTC(2026, 10, 28, 5))).toBe('2026-11-27');
    });

    it('names the zone by tzdata’s letters, and by its offset where it has none', () => {
      expect(clock.abbreviation('America/New_York', BEFORE_FALL_BACK)).toBe('EDT');
      expect(clock.abbreviation('America/New_York', BEFORE_FALL_BACK + 3_600_000)).toBe('EST');
      expect(clock.abbreviation('Asia/Tokyo', BEFORE_FALL_BACK)).toBe('JST');
      expect(clock.abbreviation('Etc/GMT-10', BEFORE_FALL_BACK)).toBe('GMT+10');
    });

    it('gives the earlier instant of a reading the clocks pass twice', () => {
      const early = clock.zonedInstant(
        { year: 2026, month: 11, day: 1 },
        1,
        30,
        'America/New_York',
      );
      expect(early).toBe(BEFORE_FALL_BACK);
    });

    it('reads a reading the clocks skip as far past the jump', () => {
      // 2:30 AM on 8 March 2026 does not happen in New York: 2:00 EST is 3:00 EDT.
      const skipped = clock.zonedInstant(
        { year: 2026, month: 3, day: 8 },
        2,
        30,
        'America/New_York',
      );
      expect(skipped).toBe(Date.UTC(2026, 2, 8, 7, 30));
      expect(formatUtcOffset(clock.offsetMinutes('America/New_York', skipped))).toBe('-04:00');
    });

    it('finds the day the clocks change, and only that day', () => {
      const start = Date.UTC(2026, 10, 1, 4);
      expect(clock.changesBetween('America/New_York', start, start + 86_400_000)).toEqual([
        Date.UTC(2026, 10, 1, 6),
      ]);
      expect(clock.changesBetween('Asia/Tokyo', start, start + 86_400_000)).toEqual([]);
    });
  });

  describe('before the rules are in, and for a zone they lack', () => {
    const none = createStationClock(() => null);
    const rulesWithout = (missing: string): ZoneRules => ({
      ...allZoneRules,
      has: (zone) => zone !== missing && allZoneRules.has(zone),
    });

    it('reads the same offsets from the runtime’s own rules, to the second', () => {
      for (const zone of SETTLED_ZONES) {
        for (const ms of SAMPLE_INSTANTS) {
          expect(none.offsetSeconds(zone, ms)).toBe(allZoneRules.offsetSeconds(zone, ms));
        }
      }
    });

    it('falls back for the one zone the rules lack and keeps the rules for the rest', () => {
      const clock = createStationClock(() => rulesWithout('Asia/Tokyo'));
      expect(clock.isKnownZone('Asia/Tokyo')).toBe(true);
      expect(clock.abbreviation('Asia/Tokyo', BEFORE_FALL_BACK)).toBe('GMT+9');
      expect(clock.abbreviation('America/New_York', BEFORE_FALL_BACK)).toBe('EDT');
    });

    it('knows no zone that neither the rules nor the runtime know', () => {
      expect(none.isKnownZone('Mars/Olympus_Mons')).toBe(false);
    });

    it('uses rules that arrive later at once', () => {
      let rules: ZoneRules | null = null;
      const clock = createStationClock(() => rules);
      expect(
        clock.changesBetween('America/New_York', BEFORE_FALL_BACK, BEFORE_FALL_BACK + 7_200_000),
      ).toEqual([]);
      rules = stationZoneRules;
      expect(
        clock.changesBetween('America/New_York', BEFORE_FALL_BACK, BEFORE_FALL_BACK + 7_200_000),
      ).toEqual([Date.UTC(2026, 10, 1, 6)]);
    });
  });
});
