import { getMoonShape, moonLitPath } from './moon-shape.ts';

describe('getMoonShape', () => {
  it('prefers the numeric fraction, reading numbers above 1 as percentages', () => {
    expect(
      getMoonShape({ phase: 'Full Moon', illumination: '100%', illuminationFraction: 0.4 }),
    ).toMatchObject({ fraction: 0.4 });
    expect(
      getMoonShape({ phase: 'Full Moon', illumination: '100%', illuminationFraction: 40 }),
    ).toMatchObject({ fraction: 0.4 });
  });

  it('then reads the percentage text', () => {
    expect(getMoonShape({ phase: 'Waxing Gibbous', illumination: '87%' }).fraction).toBeCloseTo(
      0.87,
    );
  });

  it('then the phase angle', () => {
    expect(getMoonShape({ phase: '', illumination: '', phaseAngle: 90 }).fraction).toBeCloseTo(0.5);
  });

  it('then the phase name', () => {
    expect(getMoonShape({ phase: 'Waning Crescent', illumination: 'n/a' }).fraction).toBe(0.25);
  });

  it.each([
    [{ phaseAngle: 45 }, true],
    [{ phaseAngle: 315 }, false],
    [{ phaseAngle: -45 }, false],
    [{ phase: 'First Quarter' }, true],
    [{ phase: 'Last Quarter' }, false],
    [{ phase: 'Third Quarter' }, false],
    [{ phase: 'Waning Gibbous' }, false],
  ])('tells waxing from waning (%o)', (moon, waxing) => {
    expect(getMoonShape({ phase: '', illumination: '', ...moon }).waxing).toBe(waxing);
  });
});

describe('moonLitPath', () => {
  // Rim then terminator: the rim runs down the lit side; the terminator bulges back out.
  it.each([
    ['a waxing crescent', { fraction: 0.25, waxing: true }, 1, 0],
    ['a waxing gibbous', { fraction: 0.75, waxing: true }, 1, 1],
    ['a waning crescent', { fraction: 0.25, waxing: false }, 0, 1],
    ['a waning gibbous', { fraction: 0.75, waxing: false }, 0, 0],
  ])('draws %s', (_name, shape, rimSweep, terminatorSweep) => {
    expect(moonLitPath(shape, 50, 50, 40)).toBe(
      `M 50 10 A 40 40 0 0 ${rimSweep} 50 90 A 20.000 40 0 0 ${terminatorSweep} 50 10 Z`,
    );
  });
});
