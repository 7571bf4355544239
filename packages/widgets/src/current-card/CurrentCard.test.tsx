import { render, screen, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { DECEPTION_PASS_MORNING, deceptionPassCurrents } from '../../test/currents.ts';
import { CurrentCard } from './CurrentCard.tsx';

/** Intl may separate "1:52" and "PM" with a narrow no-break space; compare words only. */
const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

function eventRows() {
  const list = screen.getByRole('list', { name: 'Slack water and strongest currents' });
  return within(list).getAllByRole('listitem');
}

/** A day later than the fixture's, so nothing in it is "next". */
const A_LATER_DAY = new Date('2026-06-10T16:00:00Z');

/** 11:30 AM PDT on the fixture's day: after the 10:59 AM slack, before the 1:52 PM flood. */
const AFTER_THE_MORNING_SLACK = new Date('2026-06-01T18:30:00Z');

describe('CurrentCard', () => {
  describe('with a day of currents at Deception Pass', () => {
    it('lists every slack and strongest current of the day, with speed and direction', async () => {
      const { container } = render(
        <CurrentCard result={deceptionPassCurrents()} now={A_LATER_DAY} />,
      );

      const card = screen.getByRole('article', { name: 'Deception Pass (Narrows), WA' });
      expect(card).toHaveTextContent('Monday, June 1, 2026');
      expect(card).toHaveTextContent('Station: Deception Pass (Narrows) (NOAA PUG1701)');
      expect(eventRows().map((row) => words(row.textContent))).toEqual([
        'Max flood1:32 AM PDT3.8 knESE 102° true',
        'Slack4:15 AM PDT',
        'Max ebb7:08 AM PDT7.2 knWNW 282° true',
        'Slack10:59 AM PDT',
        'Max flood1:52 PM PDT5.7 knESE 102° true',
        'Slack5:39 PM PDT',
        'Max ebb9:05 PM PDT5.3 knWNW 282° true',
      ]);
      expect(card).toHaveTextContent('Flood sets ESE 102° true, ebb WNW 282° true');
      await expectNoAxeViolations(container);
    });

    it('marks each time with its instant', () => {
      render(<CurrentCard result={deceptionPassCurrents()} now={A_LATER_DAY} />);

      expect(eventRows()[0]!.querySelector('time')).toHaveAttribute(
        'datetime',
        '2026-06-01T01:32:00-07:00',
      );
    });

    it('says nothing is coming up on a day that is not today', () => {
      render(<CurrentCard result={deceptionPassCurrents()} now={A_LATER_DAY} />);

      expect(screen.queryByRole('heading', { name: 'Coming up' })).not.toBeInTheDocument();
      for (const row of eventRows()) expect(row).not.toHaveAttribute('data-next');
    });
  });

  describe('when now is within the day', () => {
    it('says when the next slack and the next strongest flood and ebb come', async () => {
      const { container } = render(
        <CurrentCard result={deceptionPassCurrents()} now={DECEPTION_PASS_MORNING} />,
      );

      const next = screen.getByRole('region', { name: 'Coming up Deception Pass (Narrows), WA' });
      const terms = within(next)
        .getAllByRole('term')
        .map((term) => words(term.textContent));
      const details = within(next)
        .getAllByRole('definition')
        .map((detail) => words(detail.textContent));
      expect(terms).toEqual(['Next slack', 'Next max flood', 'Next max ebb']);
      expect(details).toEqual([
        '10:59 AM PDT',
        '1:52 PM PDT5.7 knESE 102° true',
        '9:05 PM PDT5.3 knWNW 282° true',
      ]);
      await expectNoAxeViolations(container);
    });

    it('lists them in the order they come, a flood before a later slack', () => {
      render(<CurrentCard result={deceptionPassCurrents()} now={AFTER_THE_MORNING_SLACK} />);

      const next = screen.getByRole('region', { name: 'Coming up Deception Pass (Narrows), WA' });
      expect(
        within(next)
          .getAllByRole('term')
          .map((term) => words(term.textContent)),
      ).toEqual(['Next max flood', 'Next slack', 'Next max ebb']);
      expect(
        within(next)
          .getAllByRole('definition')
          .map((detail) => words(detail.textContent).slice(0, 10)),
      ).toEqual(['1:52 PM PD', '5:39 PM PD', '9:05 PM PD']);
    });

    it('highlights those events in the day’s list', () => {
      render(<CurrentCard result={deceptionPassCurrents()} now={DECEPTION_PASS_MORNING} />);

      const highlighted = eventRows()
        .filter((row) => row.getAttribute('data-next') === 'true')
        .map((row) => words(row.textContent));
      expect(highlighted).toEqual([
        'Slack10:59 AM PDT',
        'Max flood1:52 PM PDT5.7 knESE 102° true',
        'Max ebb9:05 PM PDT5.3 knWNW 282° true',
      ]);
    });
  });

  describe('the speed chart', () => {
    it('draws the flood above the slack line and the ebb below it, with a caption', () => {
      const { container } = render(
        <CurrentCard result={deceptionPassCurrents()} now={DECEPTION_PASS_MORNING} />,
      );

      const figure = screen.getByRole('figure');
      expect(figure).toHaveAccessibleName(
        "The current's speed through the day: flood above the line (toward 102° true), ebb below (toward 282° true).",
      );
      const zeroY = Number(container.querySelector('[data-slot="zero"]')!.getAttribute('y1'));
      const dotY = (type: string) =>
        [...container.querySelectorAll(`g[data-slot="event"][data-type="${type}"] circle`)].map(
          (dot) => Number(dot.getAttribute('cy')),
        );
      expect(dotY('flood')).toHaveLength(2);
      for (const y of dotY('flood')) expect(y).toBeLessThan(zeroY);
      expect(dotY('ebb')).toHaveLength(2);
      for (const y of dotY('ebb')) expect(y).toBeGreaterThan(zeroY);
      expect(container.querySelector('[data-slot="now-marker"]')).toHaveTextContent('Now');
    });
  });

  describe('in other units', () => {
    it('gives speeds in metres a second', () => {
      render(<CurrentCard result={deceptionPassCurrents()} units="m/s" now={A_LATER_DAY} />);

      expect(words(eventRows()[0]!.textContent)).toBe('Max flood1:32 AM PDT1.95 m/sESE 102° true');
    });

    it('gives speeds in kilometres an hour', () => {
      render(<CurrentCard result={deceptionPassCurrents()} units="km/h" now={A_LATER_DAY} />);

      expect(words(eventRows()[0]!.textContent)).toBe('Max flood1:32 AM PDT7.0 km/hESE 102° true');
    });
  });

  describe('with two days', () => {
    it('gives each day its own row and list, without the chart', async () => {
      const { container } = render(
        <CurrentCard result={deceptionPassCurrents(2)} days={2} now={A_LATER_DAY} />,
      );

      const days = within(screen.getByRole('list', { name: 'Days of currents' })).getAllByRole(
        'listitem',
        { name: /2026/ },
      );
      expect(
        days.map((day) => words(within(day).getByRole('heading', { level: 4 }).textContent)),
      ).toEqual(['Monday, June 1, 2026', 'Tuesday, June 2, 2026']);
      expect(
        within(days[1]!)
          .getAllByRole('listitem')
          .map((row) => words(row.textContent))[0],
      ).toBe('Slack12:04 AM PDT');
      expect(screen.queryByRole('figure')).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe('with text of its own', () => {
    it('writes the kinds and speeds as the labels say', () => {
      render(
        <CurrentCard
          result={deceptionPassCurrents()}
          now={A_LATER_DAY}
          labels={{ eventType: (type) => type.toUpperCase(), speed: (knots) => `${knots} knots` }}
        />,
      );

      expect(words(eventRows()[1]!.textContent)).toBe('SLACK4:15 AM PDT');
      expect(words(eventRows()[0]!.textContent)).toBe('FLOOD1:32 AM PDT3.79 knotsESE 102° true');
    });
  });
});
