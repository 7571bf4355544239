import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe.ts';
import {
  BOSTON_DAY,
  BOSTON_MORNING,
  BOSTON_NEXT_NOON,
  BOSTON_NOON,
  BOSTON_OBSERVED_MORNING,
  HULL_DAY,
  PRUDHOE_BAY_MIDSUMMER,
  PRUDHOE_BAY_MIDWINTER,
} from '../../test/tide-days.ts';
import { CHART_CLOCK_INTERVAL_MS } from '../constants.ts';
import type { TideResult } from '../types.ts';
import { TideChart, type TideChartProps } from './TideChart.tsx';

/** Intl may put a narrow no-break space before AM/PM; compare words only. */
const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

const BOSTON_NAME = 'Tide Chart Boston, MA · Sunday, March 15, 2026';

function renderChart(props: Partial<TideChartProps> = {}) {
  const user = userEvent.setup();
  const view = render(<TideChart result={BOSTON_DAY} now={BOSTON_MORNING} {...props} />);
  const figure = () => screen.getByRole('figure');
  const slider = () => screen.getByRole('slider', { name: 'Water level through the day' });
  const slot = (name: string) => view.container.querySelectorAll(`[data-slot="${name}"]`);
  const texts = (name: string) => [...slot(name)].map((element) => words(element.textContent));
  const axisLabels = () =>
    [...view.container.querySelectorAll('[data-slot="axis-labels"] text')].map((text) =>
      words(text.textContent),
    );
  return { ...view, user, figure, slider, slot, texts, axisLabels };
}

const description = (element: HTMLElement) =>
  words(
    element
      .getAttribute('aria-describedby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' '),
  );

describe('TideChart', () => {
  describe('on the day, while the water rises', () => {
    it('describes the figure with the level now and the next two turns', async () => {
      const { container, figure } = renderChart();

      expect(figure()).toHaveAccessibleName(BOSTON_NAME);
      expect(description(figure())).toBe(
        'Rising, 5.0 ft now; high 9.2 ft at 9:18 AM; next low 0.9 ft at 3:41 PM',
      );
      expect(figure()).toHaveAttribute('data-state', 'ready');
      expect(figure()).toHaveAttribute('data-trend', 'rising');
      expect(figure()).toHaveTextContent(
        'Times in EDT · heights in feet from MLLW; a minus height is below it',
      );
      await expectNoAxeViolations(container);
    });

    it('marks each high and low with its time and height', () => {
      const { slot, texts } = renderChart();

      expect(texts('extreme')).toEqual([
        '2:59 AM1.8 ft',
        '9:18 AM9.2 ft',
        '3:41 PM0.9 ft',
        '9:56 PM8.4 ft',
      ]);
      expect([...slot('extreme')].map((extreme) => extreme.getAttribute('data-type'))).toEqual([
        'low',
        'high',
        'low',
        'high',
      ]);
    });

    it('marks now on the curve', () => {
      const { slot } = renderChart();

      expect(slot('now-marker')).toHaveLength(1);
      expect(slot('now-marker')[0]).toHaveTextContent('Now');
    });

    it('shades the night before sunrise and after sunset', () => {
      const { slot } = renderChart();

      // 640 wide by default: the plot runs from x 40 to 620, midnight to midnight.
      const nights = [...slot('night')].map((night) => [
        Number(night.getAttribute('x')),
        Number(night.getAttribute('width')),
      ]);
      const sunrise = 40 + (580 * (6 * 60 + 56)) / (24 * 60);
      const sunset = 40 + (580 * (18 * 60 + 51)) / (24 * 60);
      expect(nights).toHaveLength(2);
      expect(nights[0]![0]).toBe(40);
      expect(nights[0]![1]).toBeCloseTo(sunrise - 40);
      expect(nights[1]![0]).toBeCloseTo(sunset);
      expect(nights[1]![1]).toBeCloseTo(620 - sunset);
    });

    it('labels the hours in the station’s time and the heights in feet', () => {
      const { axisLabels } = renderChart();

      expect(axisLabels()).toEqual(
        ['ft', '2', '4', '6', '8'].concat([
          '12 AM',
          '3 AM',
          '6 AM',
          '9 AM',
          '12 PM',
          '3 PM',
          '6 PM',
          '9 PM',
          '12 AM',
        ]),
      );
    });

    it('hides the drawing from assistive technology', () => {
      const { slot } = renderChart();

      expect(slot('drawing')[0]).toHaveAttribute('aria-hidden', 'true');
    });
  });

  describe('on the day, while the water falls', () => {
    it('says so, with the next low and then the next high', () => {
      const { figure } = renderChart({ now: BOSTON_NOON });

      expect(description(figure())).toBe(
        'Falling, 6.3 ft now; low 0.9 ft at 3:41 PM; next high 8.4 ft at 9:56 PM',
      );
      expect(figure()).toHaveAttribute('data-trend', 'falling');
    });
  });

  describe('after the day’s last turn', () => {
    it('says there are no more highs or lows', () => {
      const { figure } = renderChart({ now: new Date('2026-03-15T23:00:00-04:00') });

      expect(description(figure())).toMatch(
        /^Falling, \d+\.\d ft now; no more highs or lows this day$/,
      );
    });
  });

  describe('on another day', () => {
    it('lists the day’s highs and lows, with no now marker', async () => {
      const { container, figure, slot } = renderChart({ now: BOSTON_NEXT_NOON });

      expect(description(figure())).toBe(
        'High 9.2 ft at 9:18 AM and 8.4 ft at 9:56 PM; low 1.8 ft at 2:59 AM and 0.9 ft at 3:41 PM',
      );
      expect(figure()).not.toHaveAttribute('data-trend');
      expect(slot('now-marker')).toHaveLength(0);
      await expectNoAxeViolations(container);
    });
  });

  describe('read by keyboard', () => {
    it('is one tab stop that starts at now and says how to use it', async () => {
      const { user, slider, slot, texts } = renderChart();

      await user.tab();

      expect(slider()).toHaveFocus();
      expect(words(slider().getAttribute('aria-valuetext'))).toBe('6:00 AM EDT, 5.0 ft, rising');
      expect(slider()).toHaveAccessibleDescription(/Left and Right arrows move an hour/);
      expect(slot('focus-marker')).toHaveLength(1);
      expect(texts('readout')).toEqual(['6:00 AM EDT, 5.0 ft, rising']);
    });

    it('moves an hour with the arrow keys', async () => {
      const { user, slider } = renderChart();
      await user.tab();

      await user.keyboard('{ArrowRight}');
      expect(words(slider().getAttribute('aria-valuetext'))).toBe('7:00 AM EDT, 6.8 ft, rising');
      expect(slider()).toHaveAttribute('aria-valuenow', String(7 * 60));

      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(words(slider().getAttribute('aria-valuetext'))).toBe('5:00 AM EDT, 3.5 ft, rising');
    });

    it('jumps between highs and lows with Page Up and Page Down', async () => {
      const { user, slider } = renderChart();
      await user.tab();

      await user.keyboard('{PageUp}');
      expect(words(slider().getAttribute('aria-valuetext'))).toBe('9:18 AM EDT, 9.2 ft, high tide');
      await user.keyboard('{PageUp}');
      expect(words(slider().getAttribute('aria-valuetext'))).toBe('3:41 PM EDT, 0.9 ft, low tide');
      await user.keyboard('{PageDown}{PageDown}{PageDown}');
      expect(words(slider().getAttribute('aria-valuetext'))).toBe('2:59 AM EDT, 1.8 ft, low tide');
    });

    it('goes to the start and the end of the day with Home and End', async () => {
      const { user, slider } = renderChart();
      await user.tab();

      await user.keyboard('{Home}');
      expect(words(slider().getAttribute('aria-valuetext'))).toBe('12:00 AM EDT, 5.3 ft, falling');
      expect(slider()).toHaveAttribute('aria-valuenow', '0');
      await user.keyboard('{End}');
      expect(words(slider().getAttribute('aria-valuetext'))).toBe('12:00 AM EDT, 6.7 ft, falling');
      expect(slider()).toHaveAttribute('aria-valuenow', String(24 * 60));
      expect(slider()).toHaveAttribute('aria-valuemax', String(24 * 60));
    });

    it('hides its marker when focus leaves', async () => {
      const { user, slot, texts } = renderChart();
      await user.tab();

      await user.tab();

      expect(slot('focus-marker')).toHaveLength(0);
      expect(texts('readout')[0]).toMatch(/^Point at the chart/);
    });

    it('starts at midnight on another day', async () => {
      const { user, slider } = renderChart({ now: BOSTON_NEXT_NOON });

      await user.tab();

      expect(slider()).toHaveAttribute('aria-valuenow', '0');
    });
  });

  describe('read by pointer', () => {
    it('follows the pointer to the nearest point of the curve, and lets go when it leaves', () => {
      const { slider, slot, texts } = renderChart();
      vi.spyOn(slider(), 'getBoundingClientRect').mockReturnValue(
        DOMRect.fromRect({ x: 100, y: 0, width: 480, height: 200 }),
      );

      fireEvent.pointerMove(slider(), { clientX: 100 + 240 });
      expect(texts('readout')).toEqual(['12:00 PM EDT, 6.3 ft, falling']);
      expect(slot('focus-marker')).toHaveLength(1);

      fireEvent.pointerLeave(slider());
      expect(slot('focus-marker')).toHaveLength(0);
    });
  });

  describe('with heights in metres', () => {
    it('draws and words every height in metres', () => {
      const { figure, texts } = renderChart({ units: 'm' });

      expect(description(figure())).toBe(
        'Rising, 1.53 m now; high 2.79 m at 9:18 AM; next low 0.28 m at 3:41 PM',
      );
      expect(texts('extreme')[1]).toBe('9:18 AM2.79 m');
      expect(texts('units')).toEqual(['m']);
      expect(figure()).toHaveTextContent('heights in metres from MLLW; a minus height is below it');
    });
  });

  describe('on a 24-hour clock', () => {
    it('labels the hours 00 to 24 and words every time on it', async () => {
      const { figure, texts, axisLabels, slider, user } = renderChart({
        hourCycle: 'h23',
        units: 'm',
      });

      expect(axisLabels().slice(-9)).toEqual([
        '00',
        '03',
        '06',
        '09',
        '12',
        '15',
        '18',
        '21',
        '00',
      ]);
      expect(texts('extreme')).toEqual([
        '02:590.55 m',
        '09:182.79 m',
        '15:410.28 m',
        '21:562.57 m',
      ]);
      expect(description(figure())).toBe(
        'Rising, 1.53 m now; high 2.79 m at 09:18; next low 0.28 m at 15:41',
      );
      expect(texts('legend')).toEqual(['Shaded: night · Sunrise 06:56 · Sunset 18:51']);
      await user.click(slider());
      await user.keyboard('{End}');
      expect(slider()).toHaveAttribute('aria-valuetext', expect.stringMatching(/^00:00 EDT,/));
    });
  });

  describe('for a subordinate station', () => {
    it('charts the station’s own curve and turns', () => {
      const { figure, texts } = renderChart({ result: HULL_DAY, now: BOSTON_NOON });

      expect(figure()).toHaveAccessibleName('Tide Chart Hull, MA · Sunday, March 15, 2026');
      expect(description(figure())).toBe(
        'Falling, 6.3 ft now; low 0.9 ft at 3:48 PM; next high 8.2 ft at 10:01 PM',
      );
      expect(texts('extreme')).toHaveLength(4);
    });
  });

  describe('with its legend', () => {
    it('says the shading is night and gives sunrise and sunset in the station’s time', () => {
      const { texts, slot } = renderChart();

      expect(texts('legend')).toEqual(['Shaded: night · Sunrise 6:56 AM · Sunset 6:51 PM']);
      expect(slot('night-swatch')).toHaveLength(1);
    });

    it('gives them in the station’s time wherever the visitor is', () => {
      const { texts } = renderChart({ result: HULL_DAY });

      expect(texts('legend')[0]).toMatch(
        /^Shaded: night · Sunrise \d{1,2}:\d{2} AM · Sunset \d{1,2}:\d{2} PM$/,
      );
    });
  });

  describe('where the sun neither rises nor sets', () => {
    it('shades nothing under the midnight sun', () => {
      const { slot, texts } = renderChart({ result: PRUDHOE_BAY_MIDSUMMER });

      expect(slot('night')).toHaveLength(0);
      expect(slot('night-swatch')).toHaveLength(0);
      expect(texts('legend')).toEqual(['The sun does not set this day']);
    });

    it('shades the whole day in polar night', () => {
      const { slot, texts } = renderChart({ result: PRUDHOE_BAY_MIDWINTER });

      expect(texts('legend')).toEqual(['Shaded: night · The sun does not rise this day']);
      expect(slot('night')).toHaveLength(1);
      expect(slot('night')[0]).toHaveAttribute('x', '40');
      expect(slot('night')[0]).toHaveAttribute('width', '580');
    });
  });

  describe('in a narrow container', () => {
    it('draws at the container’s width and labels every 6 hours', () => {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
        DOMRect.fromRect({ width: 320, height: 260 }),
      );
      const { slot, axisLabels } = renderChart();

      expect(slot('drawing')[0]).toHaveAttribute('viewBox', '0 0 320 260');
      expect(slot('drawing')[0]).not.toHaveAttribute('width');
      expect(axisLabels().slice(-5)).toEqual(['12 AM', '6 AM', '12 PM', '6 PM', '12 AM']);
    });
  });

  describe('without a curve', () => {
    it('says there is none', async () => {
      const result: TideResult = { ...BOSTON_DAY, timeline: undefined };
      const { container, figure } = renderChart({ result });

      expect(figure()).toHaveAttribute('data-state', 'empty');
      expect(figure()).toHaveAccessibleName(BOSTON_NAME);
      expect(description(figure())).toBe('No tide curve for this day.');
      expect(screen.queryByRole('slider')).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe('without a given now', () => {
    it('reads the clock, and again every minute', () => {
      vi.useFakeTimers({ now: BOSTON_MORNING, toFake: ['Date', 'setInterval', 'clearInterval'] });
      render(<TideChart result={BOSTON_DAY} />);
      const figure = screen.getByRole('figure');
      expect(description(figure)).toMatch(/^Rising, 5\.0 ft now/);

      act(() => vi.advanceTimersByTime(60 * CHART_CLOCK_INTERVAL_MS));

      expect(description(figure)).toMatch(/^Rising, 6\.8 ft now/);
    });
  });

  describe('with overridden labels and formatters', () => {
    it('uses them', () => {
      const { figure } = renderChart({
        now: BOSTON_NEXT_NOON,
        labels: { tideChart: 'Marée' },
        formatters: { formatChartTime: () => 'HH:MM' },
      });

      expect(figure()).toHaveAccessibleName(/^Marée/);
      expect(description(figure())).toContain('9.2 ft at HH:MM');
    });
  });

  it('passes native attributes and its theme to its root', () => {
    const { figure } = renderChart({ id: 'chart', theme: 'dark' });

    expect(figure()).toHaveAttribute('id', 'chart');
    expect(figure()).toHaveAttribute('data-theme', 'dark');
  });

  describe("with Boston's gauge observed until 6 AM, 0.6 ft above the prediction", () => {
    const observedProps = {
      observed: BOSTON_OBSERVED_MORNING.observations,
      observedLatest: BOSTON_OBSERVED_MORNING.latest,
    };

    it('says where the water was measured against the prediction', async () => {
      const { container, figure } = renderChart(observedProps);

      expect(description(figure())).toBe(
        'Rising, 5.0 ft now; high 9.2 ft at 9:18 AM; next low 0.9 ft at 3:41 PM. Observed 5.6 ft at Mar 15, 6:00 AM EDT, 0.6 ft above predicted.',
      );
      expect(figure()).toHaveTextContent('Line: observed by the NOAA gauge');
      await expectNoAxeViolations(container);
    });

    it('draws the observed line over the curve, broken where observations are missing', () => {
      const { slot } = renderChart(observedProps);

      const runs = slot('observed')[0]?.querySelectorAll('path') ?? [];
      // Midnight to 1:50 AM, then 3:00 to 6:00 AM: the flagged hour is a gap, not a line.
      expect(runs).toHaveLength(2);
      expect(slot('curve')).toHaveLength(1);
    });

    it('gives its heights in metres when asked', () => {
      const { figure } = renderChart({ ...observedProps, units: 'm' });

      expect(description(figure())).toMatch(/Observed 1\.71 m at .*, 0\.18 m above predicted\.$/);
    });
  });

  describe('without observations', () => {
    it('draws no observed line and no key for one', () => {
      const { slot, figure } = renderChart({ observed: [] });

      expect(slot('observed')).toHaveLength(0);
      expect(figure()).not.toHaveTextContent('observed by the NOAA gauge');
    });
  });
});
