import type { CurrentResult, TideResult } from '@tides/widgets';
import { DECEPTION_PASS_STATION } from '@tides/widgets/testing';
import { describe, expect, it } from 'vitest';
import {
  currentAnswerFrom,
  tideAnswerFrom,
  type KeptCurrents,
  type KeptTides,
} from '../src/offline/kept-answers';

const DATES = ['2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'];

function tideDay(date: string): TideResult {
  return {
    location: 'Boston, MA',
    date,
    highTides: [{ time: `${date} high`, height: '9.8 ft' }],
    lowTides: [],
    source: 'harmonic',
    moonPhase: 'Waning Gibbous',
    moonIllumination: '90%',
    timeline: [{ at: `${date}T00:00:00-05:00`, heightM: 1 }],
  };
}

const keptTides: KeptTides = {
  kind: 'tide',
  days: Object.fromEntries(DATES.map((date) => [date, tideDay(date)])),
  span: {
    ...tideDay(DATES[0] as string),
    days: DATES.map((date) => ({
      date,
      source: 'harmonic',
      timeZoneAbbreviation: 'EST',
      extremes: [],
      tideRange: date === '2026-12-05' ? 'spring' : null,
    })),
  },
};

describe('answers from a kept tide station', () => {
  it('answers a kept day with that day’s own answer, curve and all', () => {
    expect(tideAnswerFrom(keptTides, { locationId: 'noaa/8443970', date: '2026-12-05' })).toBe(
      keptTides.days['2026-12-05'],
    );
  });

  it('answers a span as the server does: its first day’s answer with the days asked for', () => {
    const answer = tideAnswerFrom(keptTides, {
      locationId: 'noaa/8443970',
      date: '2026-12-04',
      days: 2,
    });
    expect(answer?.date).toBe('2026-12-04');
    expect(answer?.timeline).toEqual(keptTides.days['2026-12-04']?.timeline);
    expect(answer?.days?.map((day) => [day.date, day.tideRange])).toEqual([
      ['2026-12-04', null],
      ['2026-12-05', 'spring'],
    ]);
  });

  it('answers a month reaching past the copy with the kept days only, and nothing kept with null', () => {
    const month = tideAnswerFrom(keptTides, {
      locationId: 'noaa/8443970',
      date: '2026-12-01',
      days: 31,
    });
    expect(month?.date).toBe('2026-12-03');
    expect(month?.days?.map((day) => day.date)).toEqual(DATES);
    expect(
      tideAnswerFrom(keptTides, { locationId: 'noaa/8443970', date: '2027-01-10' }),
    ).toBeNull();
    expect(
      tideAnswerFrom(keptTides, { locationId: 'noaa/8443970', date: '2026-11-01', days: 30 }),
    ).toBeNull();
  });
});

function currentSpan(): CurrentResult {
  const days = DATES.map((date, index) => ({
    date,
    timeZoneAbbreviation: index === 0 ? 'PST' : 'PDT',
    events: [
      {
        at: `${date}T03:00:00-08:00`,
        time: '3:00 AM',
        type: 'slack' as const,
        speedKnots: 0,
        directionDeg: null,
      },
    ],
  }));
  return {
    location: 'Deception Pass (Narrows), WA',
    date: DATES[0] as string,
    // The span's first day is on standard time; a day cut from it names its own zone.
    station: { ...DECEPTION_PASS_STATION, timeZoneAbbreviation: 'PST' },
    days,
    events: days.flatMap((day) => day.events),
    timeline: [
      ...DATES.flatMap((date) => [
        { at: `${date}T00:00:00-08:00`, velocityKnots: 1 },
        { at: `${date}T12:00:00-08:00`, velocityKnots: -1 },
      ]),
      { at: '2026-12-07T00:00:00-08:00', velocityKnots: 2 },
    ],
  };
}

describe('answers from a kept current station', () => {
  const kept: KeptCurrents = { kind: 'current', span: currentSpan() };

  it('cuts a day out as the server writes one: its events, its points and the next midnight', () => {
    const day = currentAnswerFrom(kept, { locationId: 'noaa/PUG1701', date: '2026-12-04' });
    expect(day?.date).toBe('2026-12-04');
    expect(day?.station.timeZoneAbbreviation).toBe('PDT');
    expect(day?.events.map((event) => event.at)).toEqual(['2026-12-04T03:00:00-08:00']);
    expect(day?.timeline.map((point) => point.at)).toEqual([
      '2026-12-04T00:00:00-08:00',
      '2026-12-04T12:00:00-08:00',
      '2026-12-05T00:00:00-08:00',
    ]);
  });

  it('ends a span on the copy’s last day with the copy’s own end point, and answers null past it', () => {
    const week = currentAnswerFrom(kept, {
      locationId: 'noaa/PUG1701',
      date: '2026-12-05',
      days: 7,
    });
    expect(week?.days.map((day) => day.date)).toEqual(['2026-12-05', '2026-12-06']);
    expect(week?.timeline.at(-1)).toEqual({ at: '2026-12-07T00:00:00-08:00', velocityKnots: 2 });
    expect(currentAnswerFrom(kept, { locationId: 'noaa/PUG1701', date: '2026-12-08' })).toBeNull();
  });
});
