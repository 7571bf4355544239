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
import type { TideResult } from '../types.ts';
import { TideCard } from './TideCard.tsx';

/** Intl may separate "6:58" and "AM" with a narrow no-break space; compare words only. */
const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

function list(name: 'High Tides' | 'Low Tides') {
  const section = screen.getByRole('region', { name });
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
      expect(card).toHaveTextContent('Heights above MLLW');
      expect(card).toHaveTextContent('Predictions: NOAA CO-OPS');
      await expectNoAxeViolations(container);
    });

    it('marks each time with its instant', () => {
      render(<TideCard result={BOSTON_FRESH} />);

      const [firstHigh] = within(screen.getByRole('region', { name: 'High Tides' })).getAllByRole(
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
      expect(card).not.toHaveTextContent('Heights above');
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

      const lows = screen.getByRole('region', { name: 'Low Tides' });
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

      expect(screen.getByRole('region', { name: 'Pleines mers' })).toBeInTheDocument();
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
});
