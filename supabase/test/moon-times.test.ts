/**
 * Moonrise, moonset and the solunar periods of a day at Boston: each major period centred on
 * a passing of the moon over or under the meridian, each minor one on a rise or set, checked
 * with astronomy-engine's own hour angle and altitude at those instants.
 */
import { Body, Equator, HourAngle, Horizon, Observer } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { moonTimesOnDay } from '../functions/_shared/engine/moon-times.ts';
import { localDay } from '../functions/_shared/engine/zoned-time.ts';

const BOSTON = { latitude: 42.3548, longitude: -71.0534 };
const ZONE = 'America/New_York';
const observer = new Observer(BOSTON.latitude, BOSTON.longitude, 0);
const centre = (period: { start: string; end: string }) =>
  (Date.parse(period.start) + Date.parse(period.end)) / 2;

describe('moonTimesOnDay at Boston', () => {
  it.each(['2026-11-22', '2027-03-14', '2027-06-30'])('on %s', (key) => {
    const [year = 0, month = 0, day = 0] = key.split('-').map(Number);
    const local = localDay({ year, month, day }, ZONE);
    const times = moonTimesOnDay(local, BOSTON.latitude, BOSTON.longitude, ZONE);
    const majors = times.solunar.filter((period) => period.kind === 'major');
    const minors = times.solunar.filter((period) => period.kind === 'minor');
    // A lunar day is 24 h 50 min: one or two transits, and a rise and a set most days.
    expect(majors.length).toBeGreaterThanOrEqual(1);
    expect(majors.length + minors.length).toBeGreaterThanOrEqual(3);
    for (const major of majors) {
      expect(Date.parse(major.end) - Date.parse(major.start)).toBe(2 * 3_600_000);
      const angle = HourAngle(Body.Moon, new Date(centre(major)), observer);
      // Within a minute of the meridian: 0 or 12 hours, to 1/60 of an hour of angle.
      expect(Math.min(angle, Math.abs(angle - 12), 24 - angle)).toBeLessThan(1 / 30);
    }
    for (const minor of minors) {
      expect(Date.parse(minor.end) - Date.parse(minor.start)).toBe(3_600_000);
      const at = new Date(centre(minor));
      const sky = Equator(Body.Moon, at, observer, true, true);
      const altitude = Horizon(at, observer, sky.ra, sky.dec, 'normal').altitude;
      // The moon's upper limb on the horizon, refraction included: its centre about -0.8°.
      expect(Math.abs(altitude)).toBeLessThan(1.2);
    }
    const rises = [times.moonrise, times.moonset].filter((time) => time !== null);
    expect(rises).toHaveLength(minors.length);
    for (const time of rises) expect(time.slice(0, 10)).toBe(key);
  });
});
