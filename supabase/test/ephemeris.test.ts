/**
 * Sunrise, sunset, moonrise, moonset and the moon's meridian passings as get-tide-data gives
 * them (from ephemeris.ts, which interpolates the bodies' geocentric positions), against
 * astronomy-engine's own searches on the same local days, over stations drawn from the whole
 * catalogue (every latitude the tide database has, Arctic ones among them) and days over five
 * years: the same events, within a second, and nearly always the same minute. And the moon's
 * phase angle and lit fraction at any instant, as astronomy-engine's MoonPhase and Illumination.
 */
import { stations } from '@neaps/tide-database';
import {
  Body,
  Illumination,
  MoonPhase,
  Observer,
  SearchHourAngle,
  SearchRiseSet,
} from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { moonPhaseAt } from '../functions/_shared/engine/ephemeris.ts';
import { moonTimesOnDay } from '../functions/_shared/engine/moon-times.ts';
import { sunOnDay } from '../functions/_shared/engine/sky.ts';
import { isoWithOffset, localDay, roundToMinute } from '../functions/_shared/engine/zoned-time.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const STATION_DAYS = 400;

/** A seeded generator: the same station-days on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16_807) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

/** The day's events as astronomy-engine finds them, searched from the local day's start. */
function astronomyEngine(latitude: number, longitude: number, startMs: number, endMs: number) {
  const observer = new Observer(latitude, longitude, 0);
  const start = new Date(startMs);
  const limitDays = (endMs - startMs) / DAY_MS;
  const riseSet = (body: Body, direction: 1 | -1) => {
    const ms = SearchRiseSet(body, observer, direction, start, limitDays)?.date.getTime();
    return ms !== undefined && ms >= startMs && ms < endMs ? ms : null;
  };
  const transit = (hourAngle: number) => {
    const ms = SearchHourAngle(Body.Moon, observer, hourAngle, start, 1).time.date.getTime();
    return ms < endMs ? ms : null;
  };
  return {
    sunrise: riseSet(Body.Sun, 1),
    sunset: riseSet(Body.Sun, -1),
    moonrise: riseSet(Body.Moon, 1),
    moonset: riseSet(Body.Moon, -1),
    transits: [transit(0), transit(12)].filter((ms) => ms !== null).sort((a, b) => a - b),
  };
}

describe('sun and moon times against astronomy-engine', () => {
  const next = random(20_261_125);
  const pairs = Array.from({ length: STATION_DAYS }, () => {
    const station = stations[Math.floor(next() * stations.length)]!;
    const day = new Date(Date.UTC(2026, 0, 1) + Math.floor(next() * 5 * 365) * DAY_MS);
    return {
      station,
      date: { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() },
    };
  });
  let events = 0;
  let sameMinute = 0;
  let worstMs = 0;
  const compare = (ours: string | null, theirs: number | null, zone: string) => {
    expect(ours === null).toBe(theirs === null);
    if (ours === null || theirs === null) return;
    events += 1;
    // Ours is given to the minute; its minute is theirs rounded, or one either side of it.
    const minutesApart = Math.abs(Date.parse(ours) - roundToMinute(theirs)) / MINUTE_MS;
    expect(minutesApart).toBeLessThanOrEqual(1);
    if (ours === isoWithOffset(roundToMinute(theirs), zone)) sameMinute += 1;
  };

  it(`finds the same events on ${STATION_DAYS} station-days`, () => {
    for (const { station, date } of pairs) {
      const zone = station.timezone;
      const day = localDay(date, zone);
      const theirs = astronomyEngine(station.latitude, station.longitude, day.startMs, day.endMs);
      const sun = sunOnDay(day, station.latitude, station.longitude);
      for (const [ours, their] of [
        [sun.sunriseMs, theirs.sunrise],
        [sun.sunsetMs, theirs.sunset],
      ] as const) {
        expect(ours === null).toBe(their === null);
        if (ours !== null && their !== null) worstMs = Math.max(worstMs, Math.abs(ours - their));
      }
      compare(
        sun.sunriseMs === null ? null : isoWithOffset(roundToMinute(sun.sunriseMs), zone),
        theirs.sunrise,
        zone,
      );
      compare(
        sun.sunsetMs === null ? null : isoWithOffset(roundToMinute(sun.sunsetMs), zone),
        theirs.sunset,
        zone,
      );
      const moon = moonTimesOnDay(day, station.latitude, station.longitude, zone);
      compare(moon.moonrise, theirs.moonrise, zone);
      compare(moon.moonset, theirs.moonset, zone);
      const majors = moon.solunar.filter((period) => period.kind === 'major');
      expect(majors).toHaveLength(theirs.transits.length);
      majors.forEach((major, index) => {
        const centre = (Date.parse(major.start) + Date.parse(major.end)) / 2;
        compare(isoWithOffset(centre, zone), theirs.transits[index] ?? null, zone);
      });
    }
    // astronomy-engine stops its searches within a tenth of a second of the event.
    expect(worstMs).toBeLessThan(1000);
    // A different minute only where the instant is within that tenth of a second of a half.
    expect(events).toBeGreaterThan(5 * STATION_DAYS);
    expect(sameMinute / events).toBeGreaterThanOrEqual(0.99);
  });
});

describe("the moon's phase against astronomy-engine", () => {
  it('gives the phase angle and lit fraction to far below what the answer shows', () => {
    const next = random(20_261_126);
    let worstAngle = 0;
    let worstLit = 0;
    for (let i = 0; i < 2_000; i += 1) {
      // Any minute of five years, as local noons in every zone fall.
      const ms = Date.UTC(2026, 0, 1) + Math.floor(next() * 5 * 365 * 1440) * MINUTE_MS;
      const ours = moonPhaseAt(ms);
      const angle = Math.abs(ours.phaseAngle - MoonPhase(new Date(ms)));
      worstAngle = Math.max(worstAngle, Math.min(angle, 360 - angle));
      const lit = Illumination(Body.Moon, new Date(ms)).phase_fraction;
      worstLit = Math.max(worstLit, Math.abs(ours.illumination - lit));
    }
    // The answer gives the angle to 0.1° and the fraction to 0.001.
    expect(worstAngle).toBeLessThan(1e-5);
    expect(worstLit).toBeLessThan(1e-6);
  });
});
