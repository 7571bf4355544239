/**
 * The moon pages' peak dates: which full moon each page is about (the Harvest Moon by the
 * equinox, the Hunter's Moon after it, Blue Moons labelled), and the next one shown to each
 * visitor after hydration, with nothing from the visitor's clock in the prerendered HTML.
 */
import { act, cleanup } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { setTestTime } from '@tides/test-clock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Site, stubMatchMedia } from './site';
import { fullMoonCalendar, harvestAndHunterMoons } from '../src/lib/full-moons';
import { occurrencesOf, upcomingOccurrences, type FullMoonPeak } from '../src/lib/moon';
import { staticRoutes } from '../src/routes';

await staticRoutes();

const dateOf = (peak: FullMoonPeak | undefined) => peak?.label.replace(/ at .*/, '');

describe('the full-moon calendar', () => {
  describe('the Harvest Moon', () => {
    it.each([
      [2024, 'Tuesday, September 17, 2024'],
      [2025, 'Monday, October 6, 2025'],
      [2026, 'Saturday, September 26, 2026'],
      [2027, 'Wednesday, September 15, 2027'],
      [2028, 'Tuesday, October 3, 2028'],
      // An hour before the equinox: the full moon a month earlier is not the nearest.
      [2029, 'Saturday, September 22, 2029'],
      [2030, 'Wednesday, September 11, 2030'],
      [2031, 'Tuesday, September 30, 2031'],
    ])('in %i is the full moon nearest the September equinox, %s', (year, date) => {
      const [harvest] = fullMoonCalendar([year]).harvest;
      expect(dateOf(harvest?.[0])).toBe(date);
    });

    it('says so when it falls in October', () => {
      const [harvest] = fullMoonCalendar([2025]).harvest;
      expect(harvest?.[0]?.note).toMatch(/^in October this year/);
    });
  });

  describe("the Hunter's Moon", () => {
    it.each([
      [2025, 'Wednesday, November 5, 2025'],
      [2026, 'Monday, October 26, 2026'],
      [2028, 'Thursday, November 2, 2028'],
    ])('in %i is the full moon after the Harvest Moon, %s', (year, date) => {
      const [hunter] = fullMoonCalendar([year]).hunter;
      expect(dateOf(hunter?.[0])).toBe(date);
      const { harvest, hunter: next } = harvestAndHunterMoons(year);
      const days = (next.getTime() - harvest.getTime()) / 86_400_000;
      expect(days).toBeGreaterThan(29);
      expect(days).toBeLessThan(30);
    });

    it('is named on the November page when it falls in November', () => {
      const november = fullMoonCalendar([2025]).months[10];
      expect(november?.[0]?.[0]?.note).toBe('also this year’s Hunter’s Moon');
    });
  });

  describe('a month with two full moons', () => {
    it('labels the second a Blue Moon', () => {
      const [may2026] = fullMoonCalendar([2026]).months[4] ?? [];
      expect(may2026?.map((peak) => [dateOf(peak), peak.note])).toEqual([
        ['Friday, May 1, 2026', undefined],
        ['Sunday, May 31, 2026', 'Blue Moon'],
      ]);
    });
  });

  describe('upcomingOccurrences', () => {
    const may2026 = fullMoonCalendar([2026]).months[4]?.[0];
    const may2027 = fullMoonCalendar([2027]).months[4]?.[0];

    it('keeps only the peaks still to come', () => {
      const between = Date.parse('2026-05-10T00:00:00Z');
      expect(
        upcomingOccurrences([may2026 ?? [], may2027 ?? []], between).map((o) => o.map(dateOf)),
      ).toEqual([['Sunday, May 31, 2026'], [dateOf(may2027?.[0])]]);
    });
  });
});

// Far-away zones on both sides of the date line: the next full moon is an instant, the same
// everywhere, so every visitor is shown the same one.
describe.each(['America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
  'a moon page opened in %s',
  (zone) => {
    const originalZone = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = zone;
      stubMatchMedia();
    });
    afterAll(() => {
      process.env.TZ = originalZone;
    });
    afterEach(() => {
      cleanup();
      vi.useRealTimers();
      document.body.innerHTML = '';
    });

    /** Prerenders `path` at `builtAt`, then hydrates it at `now`, as a visitor's browser does. */
    async function visit(path: string, builtAt: number, now: number) {
      setTestTime(builtAt);
      const html = renderToString(<Site url={path} />);
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      window.history.replaceState(null, '', path);
      setTestTime(now);
      const hydrationErrors: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, <Site />, {
          onRecoverableError: (error) => hydrationErrors.push(error),
        });
      });
      return { html, container, hydrationErrors };
    }

    const harvests = occurrencesOf('harvest');
    const second = harvests[1]?.[0];
    const first = harvests[0]?.[0];

    describe("when the year's Harvest Moon has passed", () => {
      it('shows the next one after hydration, without a mismatch', async () => {
        const justAfter = Date.parse(first?.instant ?? '') + 3_600_000;
        const { container, hydrationErrors } = await visit(
          '/moon/harvest-moon',
          Date.parse('2020-01-01T00:00:00Z'),
          justAfter,
        );
        expect(hydrationErrors.map(String)).toEqual([]);
        const list = container.querySelector('[data-slot="peak-dates"]');
        expect(list).toHaveAttribute('data-state', 'upcoming');
        expect(list?.querySelector('li')?.textContent).toBe(
          `Next: ${second?.label}${second?.note ? ` (${second.note})` : ''}`,
        );
        expect(list?.textContent).not.toContain(first?.label);
      });
    });

    describe('when the Harvest Moon is an hour away', () => {
      it('still shows it as next', async () => {
        const justBefore = Date.parse(first?.instant ?? '') - 3_600_000;
        const { container } = await visit('/moon/harvest-moon', justBefore, justBefore);
        expect(container.querySelector('[data-slot="peak-dates"] li strong')?.textContent).toBe(
          'Next: ',
        );
        expect(container.querySelector('[data-slot="peak-dates"] li')?.textContent).toContain(
          first?.label,
        );
      });
    });

    describe('the prerendered HTML', () => {
      it('is the same whenever it is built and lists every computed full moon', async () => {
        const early = renderToString(<Site url="/moon/wolf-moon" />);
        setTestTime(Date.parse('2041-06-15T12:00:00Z'));
        const late = renderToString(<Site url="/moon/wolf-moon" />);
        const peakDates = (html: string) =>
          new DOMParser()
            .parseFromString(html, 'text/html')
            .querySelector('[data-slot="peak-dates"]')?.outerHTML;
        expect(peakDates(late)).toBe(peakDates(early));
        expect(peakDates(early)).toContain('data-state="all"');
        expect(
          new DOMParser()
            .parseFromString(early, 'text/html')
            .querySelectorAll('[data-slot="peak-dates"] li'),
        ).toHaveLength(occurrencesOf(0).length);
      });
    });

    describe('when every computed full moon has passed', () => {
      it('points to the moon phase calendar', async () => {
        const last = occurrencesOf('hunter').at(-1)?.[0];
        const later = Date.parse(last?.instant ?? '') + 86_400_000;
        const { container, hydrationErrors } = await visit('/moon/hunter-moon', later, later);
        expect(hydrationErrors).toEqual([]);
        const facts = container.querySelector('aside section') as HTMLElement;
        expect(facts.querySelector('[data-slot="peak-dates"]')).toBeNull();
        expect(facts.querySelector('a[href="/tide-resources/moon-phase-calendar"]')).not.toBeNull();
      });
    });
  },
);
