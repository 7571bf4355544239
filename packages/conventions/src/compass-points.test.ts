import { describe, expect, it } from 'vitest';
import { compassPoint, wholeDegrees } from './compass-points.ts';

describe('a direction in words', () => {
  it('names the nearest of the sixteen points', () => {
    expect(compassPoint(0)).toBe('N');
    expect(compassPoint(102)).toBe('ESE');
    expect(compassPoint(180)).toBe('S');
    expect(compassPoint(337.5)).toBe('NNW');
  });

  it('reads the point from the whole degrees shown beside it', () => {
    // 11.4° is shown as 11°, which is nearer N than NNE (22.5°); 11.6° shows as 12°, nearer NNE.
    expect([compassPoint(11.4), wholeDegrees(11.4)]).toEqual(['N', 11]);
    expect([compassPoint(11.6), wholeDegrees(11.6)]).toEqual(['NNE', 12]);
  });

  it('keeps every direction within 0–359 whole degrees', () => {
    expect(wholeDegrees(359.6)).toBe(0);
    expect(compassPoint(359.6)).toBe('N');
    expect(wholeDegrees(-90)).toBe(270);
    expect(compassPoint(-90)).toBe('W');
    expect(wholeDegrees(725)).toBe(5);
  });
});
