import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TideMark, TideMarksLegend } from '../src/stations/outlook/KingTides';
import { shownBelowDatum } from '../src/stations/tables/month-table';

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

  it('is put beside a low below a low-water datum', () => {
    const { container } = render(
      <TideMark at="2027-06-01T05:00:00Z" type="low" belowDatum datum="MLLW" />,
    );
    expect(within(container).getByText('Minus tide')).toHaveAttribute('data-mark', 'minus');
  });

  describe('at a station whose heights are about its mean level (Fort Wadsworth)', () => {
    it('is put beside no low, whether below zero or above it', () => {
      const { container } = render(
        <TideMark at="2027-06-01T05:00:00Z" type="low" belowDatum datum="MSL" />,
      );
      expect(container).toBeEmptyDOMElement();
    });

    it('is not explained in the legend', () => {
      const legend = within(render(<TideMarksLegend datum="MSL" units="ft" />).container);
      expect(legend.queryByText('Minus tide')).toBeNull();
      expect(legend.getByText('King tide')).toBeInTheDocument();
    });
  });
});
