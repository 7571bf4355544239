import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { BOSTON_OBSERVED_MORNING } from '../../test/tide-days.ts';
import type { WaterLevelResult } from '../types.ts';
import { WaterLevelNow } from './WaterLevelNow.tsx';

/** Intl may put a narrow no-break space before AM/PM; compare words only. */
const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

const group = () => screen.getByRole('group', { name: 'Observed water level' });

describe('WaterLevelNow', () => {
  describe("with Boston's gauge reading 0.6 ft above the prediction", () => {
    it('says where the water is now, how far from the prediction, and when it was measured', async () => {
      const { container } = render(<WaterLevelNow result={BOSTON_OBSERVED_MORNING} />);

      expect(group()).toHaveAttribute('data-state', 'current');
      expect(words(group().textContent)).toBe(
        'Now: 5.6 ft, 0.6 ft above predicted' + 'Measured Mar 15, 6:00 AM EDT by the NOAA gauge',
      );
      await expectNoAxeViolations(container);
    });

    it('gives the figures in metres when asked', () => {
      render(<WaterLevelNow result={BOSTON_OBSERVED_MORNING} units="m" />);

      expect(group()).toHaveTextContent('Now: 1.71 m, 0.18 m above predicted');
    });
  });

  describe('with the water below the prediction', () => {
    it('says below', () => {
      const latest = BOSTON_OBSERVED_MORNING.latest!;
      const below: WaterLevelResult = {
        ...BOSTON_OBSERVED_MORNING,
        latest: { ...latest, heightM: latest.predictedM - 0.3, residualM: -0.3 },
      };
      render(<WaterLevelNow result={below} />);

      expect(group()).toHaveTextContent('1.0 ft below predicted');
    });

    it('says "as predicted" when the gap rounds to nothing', () => {
      const latest = BOSTON_OBSERVED_MORNING.latest!;
      render(
        <WaterLevelNow
          result={{ ...BOSTON_OBSERVED_MORNING, latest: { ...latest, residualM: 0.01 } }}
        />,
      );

      expect(group()).toHaveTextContent(/^Now: 5\.6 ft, as predicted/);
    });
  });

  describe('when NOAA is not answering', () => {
    it('says the reading is an old copy, and how old', () => {
      render(
        <WaterLevelNow result={{ ...BOSTON_OBSERVED_MORNING, stale: true, ageMinutes: 25 }} />,
      );

      expect(group()).toHaveAttribute('data-state', 'stale');
      expect(group()).toHaveTextContent('this is our copy from 25 minutes ago');
    });
  });

  describe('when the gauge stopped reporting', () => {
    it('says since when', () => {
      const since = BOSTON_OBSERVED_MORNING.latest!.at;
      render(<WaterLevelNow result={{ ...BOSTON_OBSERVED_MORNING, silentSince: since }} />);

      expect(group()).toHaveAttribute('data-state', 'silent');
      expect(words(group().textContent)).toContain(
        'The gauge has not reported since Mar 15, 6:00 AM EDT.',
      );
    });
  });

  describe('when there is nothing to show', () => {
    it('says so plainly, with the reason', async () => {
      const { container } = render(
        <WaterLevelNow
          result={{
            ...BOSTON_OBSERVED_MORNING,
            source: 'unavailable',
            observations: [],
            latest: null,
            reason: 'Observed water levels are turned off on this server.',
          }}
        />,
      );

      expect(group()).toHaveAttribute('data-state', 'unavailable');
      expect(group()).toHaveTextContent(
        'Observed water level unavailable: Observed water levels are turned off on this server.',
      );
      await expectNoAxeViolations(container);
    });
  });
});
