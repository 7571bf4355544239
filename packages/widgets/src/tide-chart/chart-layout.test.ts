import { BOSTON_DAY } from '../../test/tide-days.ts';
import { anchorFor, CHART_HEIGHT, chartLayout, extremeLabelY, MARGIN } from './chart-layout.ts';
import { chartDay, readExtremes, readTimeline } from './chart-model.ts';

const points = readTimeline(BOSTON_DAY.timeline);
const day = chartDay(points)!;
const extremes = readExtremes(BOSTON_DAY, day);
const timeZone = BOSTON_DAY.station!.timeZone;

function layoutAt(width: number, units: 'ft' | 'm' = 'ft') {
  return chartLayout({ width, day, points, extremes, units, timeZone });
}

describe('chartLayout', () => {
  it('spans the day across the plot, inside its margins', () => {
    const layout = layoutAt(640);
    expect(layout.plot).toEqual({
      left: MARGIN.left,
      right: 640 - MARGIN.right,
      top: MARGIN.top,
      bottom: CHART_HEIGHT - MARGIN.bottom,
    });
    expect(layout.x(day.start)).toBe(layout.plot.left);
    expect(layout.x(day.end)).toBe(layout.plot.right);
  });

  it('leaves room for the labels above every high and below every low', () => {
    const { plot, curve } = layoutAt(640);
    const ys = curve.map((point) => point.y);
    expect(Math.min(...ys)).toBeGreaterThan(plot.top + 20);
    expect(Math.max(...ys)).toBeLessThan(plot.bottom - 20);
  });

  it('labels every 3 hours on a wide chart and every 6 on a narrow one', () => {
    const gap = (hours: number[]) => (hours[1]! - hours[0]!) / 3_600_000;
    expect(gap(layoutAt(640).labelledHours)).toBe(3);
    expect(gap(layoutAt(320).labelledHours)).toBe(6);
  });

  it('scales heights in the chosen units, so the same water sits at the same y', () => {
    const feet = layoutAt(640, 'ft');
    const metres = layoutAt(640, 'm');
    expect(metres.yOf(points[0]!.heightM)).toBeCloseTo(feet.yOf(points[0]!.heightM));
    expect(metres.heightTicks.values).not.toEqual(feet.heightTicks.values);
  });
});

describe('anchorFor', () => {
  const plot = { left: 40, right: 620, top: 20, bottom: 236 };

  it('anchors labels near either end inward, and the rest at their middle', () => {
    expect(anchorFor(45, plot)).toBe('start');
    expect(anchorFor(330, plot)).toBe('middle');
    expect(anchorFor(615, plot)).toBe('end');
  });
});

describe('extremeLabelY', () => {
  it('puts a high’s label above its dot and a low’s below', () => {
    expect(extremeLabelY('high', 100)).toBeLessThan(100);
    expect(extremeLabelY('low', 100)).toBeGreaterThan(100);
  });
});
