import { describe, expect, it } from 'vitest';
import { shownBelowDatum } from '../src/stations/month-table';

describe('a minus tide mark', () => {
  it('is not put beside a low that reads 0.0 ft, though it lies a hair below the datum', () => {
    // −0.005 m is −0.016 ft, written "0.0 ft".
    expect(shownBelowDatum(-0.005, 'ft')).toBe(false);
    expect(shownBelowDatum(-0.04, 'ft')).toBe(true);
  });

  it('follows the figure in metres too, written to the centimetre', () => {
    expect(shownBelowDatum(-0.004, 'm')).toBe(false);
    expect(shownBelowDatum(-0.006, 'm')).toBe(true);
  });

  it('is never put beside a low above the datum or one without a height', () => {
    expect(shownBelowDatum(0.3, 'ft')).toBe(false);
    expect(shownBelowDatum(undefined, 'ft')).toBe(false);
  });
});
