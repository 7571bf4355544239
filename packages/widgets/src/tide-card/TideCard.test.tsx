import { render, screen, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import {
  BOSTON,
  BOSTON_CACHED,
  BOSTON_FRESH,
  BOSTON_HARMONIC,
  BOSTON_SAMPLE,
  FIXED_TODAY,
  SAN_FRANCISCO,
  tideResultFor,
} from '../../test/fixtures.ts';
import { BOSTON_THREE_DAYS, BOSTON_WEEK, BOSTON_WEEK_DAYS as WEEK } from '../../test/tide-days.ts';
import type { TideDay, TideResult } from '../types.ts';
import { TideCard } from './TideCard.tsx';

/** Intl may separate "6:58" and "AM" with a narrow no-break space; compare words only. */
const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

function list(name: 'High Tides' | 'Low Tides') {
  const section = screen.getByRole('region', { name: new RegExp(`^${name}`) });
  return within(section)
    .getAllByRole('listitem')
    .map((item) => words(item.textContent));
}

describe('TideCard', () => {
  describe('with live data from NOAA', () => {
    it('shows the place, the day, the station and both tide lists', async () => {
      const { container } = render(<TideCard result={BOSTON_FRESH} />);

      const card = screen.getByRole('article', { name: 'Boston, MA' });
      expect(screen.getByRole('heading', { level: 3, name: 'Boston, MA' })).toBeInTheDocument();
      expect(card).toHaveTextContent('Sunday, March 15, 2026');
      expect(card).toHaveTextContent('Station: Boston (NOAA 8443970)');
      expect(screen.getByRole('heading', { level: 4, name: 'High Tides' })).toBeInTheDocument();
      expect(list('High Tides')).toEqual(['6:58 AM EDT10.2 ft', '7:21 PM EDT9.6 ft']);
      expect(list('Low Tides')).toEqual(['12:45 AM EDT0.4 ft', '1:09 PM EDT-0.3 ft']);
      expect(card).toHaveTextContent('Live data from NOAA');
      expect(card).toHaveAttribute('data-source', 'fresh');
      // The -0.3 ft low is below the datum: the caption says so, and nothing calls it above.
      expect(card).toHaveTextContent('Heights from MLLW; a minus height is below it');
      expect(card).not.toHaveTextContent(/above MLLW/);
      expect(card).toHaveTextContent('Predictions: NOAA CO-OPS');
      await expectNoAxeViolations(container);
    });

    it('marks each time with its instant', () => {
      render(<TideCard result={BOSTON_FRESH} />);

      const [firstHigh] = within(screen.getByRole('region', { name: /^High Tides/ })).getAllByRole(
        'listitem',
      );
      expect(firstHigh!.querySelector('time')).toHaveAttribute(
        'datetime',
        `${FIXED_TODAY}T06:58:00-04:00`,
      );
    });
  });

  describe('with cached data', () => {
    it('says the data is cached', async () => {
      const { container } = render(<TideCard result={BOSTON_CACHED} />);

      const card = screen.getByRole('article', { name: 'Boston, MA' });
      expect(card).toHaveTextContent('Cached data from NOAA');
      expect(card).toHaveAttribute('data-source', 'cached');
      await expectNoAxeViolations(container);
    });
  });

  describe('when computed from harmonic constants', () => {
    it('says so, naming NOAA for a NOAA station, and does not call it sample data', async () => {
      const { container } = render(<TideCard result={BOSTON_HARMONIC} />);

      const card = screen.getByRole('article', { name: 'Boston, MA' });
      expect(card).toHaveTextContent('Computed from NOAA’s harmonic constants for this station');
      expect(card).not.toHaveTextContent('Sample data');
      expect(card).toHaveAttribute('data-source', 'computed');
      await expectNoAxeViolations(container);
    });

    it('names no agency for a station without a NOAA number', () => {
      const station = { ...BOSTON_HARMONIC.station!, noaaId: null, name: 'Auckland' };
      render(<TideCard result={{ ...BOSTON_HARMONIC, station }} />);

      const card = screen.getByRole('article', { name: 'Boston, MA' });
      expect(card).toHaveTextContent('Computed from this station’s harmonic constants');
      expect(card).not.toHaveTextContent('NOAA’s harmonic');
    });
  });

  describe('with any other source', () => {
    it('labels it as sample data', async () => {
      const { container } = render(<TideCard result={{ ...BOSTON_FRESH, source: 'synthetic' }} />);

      const card = screen.getByRole('article', { name: 'Boston, MA' });
      expect(card).toHaveTextContent('Sample data');
      expect(card).toHaveAttribute('data-source', 'sample');
      await expectNoAxeViolations(container);
    });
  });

  describe('with only the fields the spec guarantees', () => {
    it('shows the display text as given and no station', async () => {
      const { container } = render(<TideCard result={BOSTON_SAMPLE} units="m" />);

      expect(list('High Tides')).toEqual(['6:58 AM EDT10.2 ft', '7:21 PM EDT9.6 ft']);
      const card = screen.getByRole('article', { name: 'Boston, MA' });
      expect(card).not.toHaveTextContent('Station');
      expect(card).not.toHaveTextContent('Heights from');
      expect(card).toHaveTextContent('Sample data');
      await expectNoAxeViolations(container);
    });
  });

  describe('with heights in metres', () => {
    it('shows metres to the centimetre', () => {
      render(<TideCard result={BOSTON_FRESH} units="m" />);

      expect(list('High Tides')).toEqual(['6:58 AM EDT3.11 m', '7:21 PM EDT2.93 m']);
      expect(list('Low Tides')).toEqual(['12:45 AM EDT0.12 m', '1:09 PM EDT-0.09 m']);
    });
  });

  describe('on a 24-hour clock', () => {
    it('shows every time from 00:00 to 23:59, with the zone', () => {
      render(<TideCard result={BOSTON_FRESH} hourCycle="h23" />);

      expect(list('High Tides')).toEqual(['06:58 EDT10.2 ft', '19:21 EDT9.6 ft']);
      expect(list('Low Tides')).toEqual(['00:45 EDT0.4 ft', '13:09 EDT-0.3 ft']);
    });
  });

  describe('for a station in another zone', () => {
    it('shows times in the station’s zone, whatever the visitor’s', () => {
      render(<TideCard result={tideResultFor(SAN_FRANCISCO, FIXED_TODAY, 'fresh')} />);

      expect(list('High Tides')).toEqual(['6:58 AM PDT10.2 ft', '7:21 PM PDT9.6 ft']);
    });
  });

  describe('for a day without a low water', () => {
    it('says so rather than showing an empty list', () => {
      const result: TideResult = { ...BOSTON_FRESH, lowTides: [] };
      render(<TideCard result={result} />);

      const lows = screen.getByRole('region', { name: /^Low Tides/ });
      expect(within(lows).queryByRole('list')).not.toBeInTheDocument();
      expect(lows).toHaveTextContent('No low tide on this day');
    });
  });

  describe('placed under a level-1 heading', () => {
    it('starts its headings at the level it is given', () => {
      render(<TideCard result={BOSTON_FRESH} headingLevel={2} />);

      expect(screen.getByRole('heading', { level: 2, name: 'Boston, MA' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 3, name: 'Low Tides' })).toBeInTheDocument();
    });
  });

  describe('with overridden formatters and labels', () => {
    it('uses them', () => {
      render(
        <TideCard
          result={BOSTON_FRESH}
          labels={{ highTides: 'Pleines mers' }}
          formatters={{ formatSourceLabel: (source) => `Source: ${source}` }}
        />,
      );

      expect(screen.getByRole('region', { name: /^Pleines mers/ })).toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Boston, MA' })).toHaveTextContent(
        'Source: fresh',
      );
    });
  });

  it('passes native attributes to its root', () => {
    render(<TideCard result={BOSTON_FRESH} id="today" data-testid="card" theme="dark" />);

    const card = screen.getByRole('article', { name: `${BOSTON.name}, ${BOSTON.state}` });
    expect(card).toHaveAttribute('id', 'today');
    expect(card).toHaveAttribute('data-theme', 'dark');
  });

  describe('with days', () => {
    /** The names of the days listed, in order. */
    function listedDays() {
      const days = screen.queryByRole('list', { name: 'Tides by day' });
      if (!days) return [];
      return within(days)
        .getAllByRole('heading')
        .map((heading) => heading.textContent);
    }

    function day(name: string) {
      return screen.getByRole('listitem', { name });
    }

    /** A day's highs and lows, each as its type, time and height. */
    function tidesOf(name: string) {
      return within(within(day(name)).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => [...item.children].map((part) => words(part.textContent)).join(' '));
    }

    /** A day's sunrise, sunset and moon, by their labels. */
    function skyOf(name: string) {
      return Object.fromEntries(
        within(day(name))
          .getAllByRole('term')
          .map((term) => [term.textContent, words(term.nextElementSibling!.textContent)]),
      );
    }

    describe('for a week across the start of daylight saving', () => {
      it('lists the seven days in order, each with its highs and lows in time order', async () => {
        const { container } = render(<TideCard result={BOSTON_WEEK} days={7} />);

        expect(listedDays()).toEqual(WEEK);
        expect(screen.getByRole('heading', { level: 4, name: WEEK[0] })).toBeInTheDocument();
        expect(tidesOf('Wednesday, March 4, 2026')).toEqual([
          'Low 5:31 AM EST -0.4 ft',
          'High 11:47 AM EST 10.4 ft',
          'Low 5:56 PM EST -0.5 ft',
        ]);
        expect(tidesOf('Sunday, March 8, 2026')).toEqual([
          'High 3:07 AM EDT 9.7 ft',
          'Low 9:25 AM EDT 0.4 ft',
          'High 3:37 PM EDT 8.8 ft',
          'Low 9:38 PM EDT 1.2 ft',
        ]);
        expect(screen.queryByRole('region', { name: /^High Tides/ })).not.toBeInTheDocument();
        await expectNoAxeViolations(container);
      });

      it('gives each day its sunrise and sunset in the station’s zone of that day, and its moon', () => {
        render(<TideCard result={BOSTON_WEEK} days={7} />);

        expect(skyOf('Saturday, March 7, 2026')).toEqual({
          Sunrise: '6:10 AM EST',
          Sunset: '5:41 PM EST',
          Moon: 'Waning Gibbous',
        });
        expect(skyOf('Sunday, March 8, 2026')).toEqual({
          Sunrise: '7:08 AM EDT',
          Sunset: '6:43 PM EDT',
          Moon: 'Waning Gibbous',
        });
      });

      it('marks each day, tide and sun time with its date or instant', () => {
        render(<TideCard result={BOSTON_WEEK} days={7} />);

        const sunday = day('Sunday, March 8, 2026');
        const times = [...sunday.querySelectorAll('time')].map((time) =>
          time.getAttribute('datetime'),
        );
        expect(times).toEqual([
          '2026-03-08',
          '2026-03-08T03:07:00-04:00',
          '2026-03-08T09:25:00-04:00',
          '2026-03-08T15:37:00-04:00',
          '2026-03-08T21:38:00-04:00',
          '2026-03-08T07:08:00-04:00',
          '2026-03-08T18:43:00-04:00',
        ]);
      });

      it('marks the spring tides day and the neap tides day, and no other', () => {
        const { container } = render(<TideCard result={BOSTON_WEEK} days={7} />);

        expect(day('Wednesday, March 4, 2026')).toHaveTextContent('Spring tides');
        expect(day('Tuesday, March 10, 2026')).toHaveTextContent('Neap tides');
        const marks = container.querySelectorAll('[data-slot="tide-range"]');
        expect([...marks].map((mark) => mark.getAttribute('data-tide-range'))).toEqual([
          'spring',
          'neap',
        ]);
      });

      it('shows heights in metres when asked', () => {
        render(<TideCard result={BOSTON_WEEK} days={7} units="m" />);

        expect(tidesOf('Wednesday, March 4, 2026')[1]).toBe('High 11:47 AM EST 3.19 m');
      });

      it('shows tides and sun times on a 24-hour clock when asked', () => {
        render(<TideCard result={BOSTON_WEEK} days={7} hourCycle="h23" units="m" />);

        expect(tidesOf('Wednesday, March 4, 2026')[1]).toBe('High 11:47 EST 3.19 m');
        expect(skyOf('Sunday, March 8, 2026')).toEqual({
          Sunrise: '07:08 EDT',
          Sunset: '18:43 EDT',
          Moon: 'Waning Gibbous',
        });
      });
    });

    it('shows no more days than it is asked for', () => {
      render(<TideCard result={BOSTON_WEEK} days={3} />);

      expect(listedDays()).toEqual(WEEK.slice(0, 3));
    });

    it('shows every day of a shorter answer', async () => {
      const { container } = render(<TideCard result={BOSTON_THREE_DAYS} days={7} />);

      expect(listedDays()).toEqual([
        'Sunday, March 15, 2026',
        'Monday, March 16, 2026',
        'Tuesday, March 17, 2026',
      ]);
      await expectNoAxeViolations(container);
    });

    it.each([
      [30, 7],
      [2.4, 2],
      [6.5, 7],
    ])('reads days={%s} as %i days', (days, shown) => {
      render(<TideCard result={BOSTON_WEEK} days={days} />);

      expect(listedDays()).toEqual(WEEK.slice(0, shown));
    });

    it.each([1, 0, -3, Number.NaN])('shows the one day for days={%s}', (days) => {
      render(<TideCard result={BOSTON_WEEK} days={days} />);

      expect(listedDays()).toEqual([]);
      expect(list('High Tides')).toEqual(['11:47 AM EST10.4 ft']);
    });

    describe('when the result has no days', () => {
      it('shows its one day as usual', () => {
        const { container } = render(<TideCard result={BOSTON_FRESH} days={7} />);

        expect(listedDays()).toEqual([]);
        expect(list('High Tides')).toEqual(['6:58 AM EDT10.2 ft', '7:21 PM EDT9.6 ft']);
        expect(container.querySelector('article')).toHaveAttribute('data-view', 'day');
      });
    });

    describe('when a day’s numbers come from elsewhere than the first day’s', () => {
      it('says so on that day', () => {
        const [first, second] = BOSTON_WEEK.days!;
        const result: TideResult = {
          ...BOSTON_WEEK,
          source: 'fresh',
          days: [{ ...first!, source: 'fresh' }, second!],
        };
        render(<TideCard result={result} days={2} />);

        expect(day('Wednesday, March 4, 2026')).not.toHaveTextContent('harmonic');
        expect(day('Thursday, March 5, 2026')).toHaveTextContent(
          'Computed from NOAA’s harmonic constants for this station',
        );
      });
    });

    describe('on a day the sun neither rises nor sets, with no tides, and no moon', () => {
      it('says there is no sunrise or sunset and no tide', () => {
        const quiet: TideDay = {
          ...BOSTON_WEEK.days![0]!,
          extremes: [],
          sun: { sunrise: null, sunset: null },
          tideRange: null,
        };
        delete quiet.moon;
        render(<TideCard result={{ ...BOSTON_WEEK, days: [quiet] }} days={2} />);

        const only = day('Wednesday, March 4, 2026');
        expect(only).toHaveTextContent('No high or low tide on this day');
        expect(skyOf('Wednesday, March 4, 2026')).toEqual({ Sunrise: 'None', Sunset: 'None' });
      });
    });

    describe('without a station zone any browser knows', () => {
      it('shows tide times as written and sun times on the station’s clock', () => {
        const { station: _station, ...withoutStation } = BOSTON_WEEK;
        render(<TideCard result={withoutStation} days={7} />);

        expect(tidesOf('Sunday, March 8, 2026')[0]).toBe('High 3:07 AM EDT 9.7 ft');
        expect(skyOf('Sunday, March 8, 2026')).toMatchObject({ Sunrise: '07:08', Sunset: '18:43' });
      });
    });

    it('takes its words from the labels', () => {
      render(
        <TideCard
          result={BOSTON_WEEK}
          days={7}
          labels={{
            tideDays: 'Marées par jour',
            highTide: 'PM',
            lowTide: 'BM',
            sunrise: 'Lever',
            sunset: 'Coucher',
            moon: 'Lune',
            tideRange: (range) => (range === 'spring' ? 'Vives-eaux' : 'Mortes-eaux'),
          }}
        />,
      );

      const days = screen.getByRole('list', { name: 'Marées par jour' });
      expect(days).toHaveTextContent('Vives-eaux');
      expect(days).toHaveTextContent('Mortes-eaux');
      expect(tidesOf('Wednesday, March 4, 2026')[0]).toBe('BM 5:31 AM EST -0.4 ft');
      expect(Object.keys(skyOf('Wednesday, March 4, 2026'))).toEqual(['Lever', 'Coucher', 'Lune']);
    });
  });
});
