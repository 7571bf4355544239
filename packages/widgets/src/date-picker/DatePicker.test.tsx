import { setTestTime } from '@tides/test-clock';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { FIXED_NOW, FIXED_TODAY } from '../../test/fixtures.ts';
import { DatePicker, type DatePickerProps } from './DatePicker.tsx';

function renderPicker(props: Partial<DatePickerProps> = {}) {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  const view = render(<DatePicker now={FIXED_NOW} onValueChange={onValueChange} {...props} />);
  const trigger = screen.getByRole('button', { name: /^Date / });
  return { ...view, user, onValueChange, trigger };
}

async function openCalendar(props: Partial<DatePickerProps> = {}) {
  const view = renderPicker(props);
  await view.user.click(view.trigger);
  // The calendar's code loads when the visitor first reaches for it.
  const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
  return { ...view, dialog };
}

/** A day's button, by the name react-day-picker gives it ("Friday, March 20th, 2026"). */
function day(name: RegExp) {
  return screen.getByRole('button', { name });
}

describe('DatePicker', () => {
  describe('when first shown', () => {
    it('shows today as long weekday, month, day and year', async () => {
      const { trigger, container } = renderPicker();

      expect(trigger).toHaveAccessibleName('Date Sunday, March 15, 2026');
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(container.querySelector('.tides-date-picker')).toHaveAttribute('data-state', 'closed');
      await expectNoAxeViolations(container);
    });

    it('shows the default day it is given', () => {
      const { trigger } = renderPicker({ defaultValue: '2026-07-04' });

      expect(trigger).toHaveAccessibleName('Date Saturday, July 4, 2026');
    });
  });

  describe('when the visitor opens the calendar', () => {
    it('shows the chosen month with weeks starting on Sunday and focuses the chosen day', async () => {
      const { dialog, trigger, container } = await openCalendar();

      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      expect(within(dialog).getByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
      // The weekday header is hidden from assistive technology; each day names its weekday.
      const weekdays = within(dialog).getAllByRole('columnheader', { hidden: true });
      expect(weekdays.map((weekday) => weekday.textContent)).toEqual([
        'Su',
        'Mo',
        'Tu',
        'We',
        'Th',
        'Fr',
        'Sa',
      ]);
      const [firstWeek] = within(dialog).getAllByRole('row');
      expect(within(firstWeek!).getAllByRole('gridcell')[0]).toHaveTextContent('1');
      expect(day(/^Today, Sunday, March 15th, 2026, selected$/)).toHaveFocus();
      expect(container.querySelector('.tides-date-picker')).toHaveAttribute('data-state', 'open');
      await expectNoAxeViolations(container);
    });

    it('lets yesterday be chosen but not the day before', async () => {
      await openCalendar();

      expect(day(/^Saturday, March 14th, 2026$/)).toBeEnabled();
      expect(day(/^Friday, March 13th, 2026$/)).toBeDisabled();
      expect(day(/^Sunday, March 1st, 2026$/)).toBeDisabled();
    });

    it('does not offer earlier months', async () => {
      await openCalendar();

      expect(screen.getByRole('button', { name: 'Go to the Previous Month' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });

    it('offers later months', async () => {
      const { user } = await openCalendar();

      await user.click(screen.getByRole('button', { name: 'Go to the Next Month' }));

      expect(screen.getByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
    });

    it('closes with Escape and gives focus back to the button', async () => {
      const { user, trigger } = await openCalendar();

      await user.keyboard('{Escape}');

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
    });
  });

  describe('when the visitor picks a day', () => {
    it('reports it as YYYY-MM-DD, shows it and closes the calendar', async () => {
      const { user, trigger, onValueChange } = await openCalendar();

      await user.click(day(/^Friday, March 20th, 2026$/));

      expect(onValueChange).toHaveBeenCalledExactlyOnceWith('2026-03-20');
      expect(trigger).toHaveAccessibleName('Date Friday, March 20, 2026');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
    });

    it('can pick yesterday', async () => {
      const { user, onValueChange } = await openCalendar();

      await user.click(day(/^Saturday, March 14th, 2026$/));

      expect(onValueChange).toHaveBeenCalledExactlyOnceWith('2026-03-14');
    });

    it('keeps the day when the chosen day is clicked again', async () => {
      const { user, onValueChange, trigger } = await openCalendar();

      await user.click(day(/March 15th, 2026, selected$/));

      expect(onValueChange).not.toHaveBeenCalled();
      expect(trigger).toHaveAccessibleName(`Date Sunday, March 15, 2026`);
    });
  });

  describe('at the edges of the day', () => {
    it.each([
      ['just after midnight', new Date(2026, 2, 15, 0, 5)],
      ['just before midnight', new Date(2026, 2, 15, 23, 55)],
    ])('still allows yesterday and not the day before %s', async (_when, now) => {
      await openCalendar({ now });

      expect(day(/^Saturday, March 14th, 2026$/)).toBeEnabled();
      expect(day(/^Friday, March 13th, 2026$/)).toBeDisabled();
    });

    it('treats the first of the month as today when it is', async () => {
      const { trigger } = await openCalendar({ now: new Date(2026, 3, 1, 8, 0) });

      expect(trigger).toHaveAccessibleName('Date Wednesday, April 1, 2026');
      // Yesterday is in the previous month, so that month stays reachable.
      expect(screen.getByRole('button', { name: 'Go to the Previous Month' })).not.toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });
  });

  describe('on a page left open overnight', () => {
    it('reads the clock again when the calendar opens', async () => {
      try {
        setTestTime(new Date(2026, 2, 15, 22, 0));
        const user = userEvent.setup();
        render(<DatePicker defaultValue="2026-03-15" />);
        setTestTime(new Date(2026, 2, 17, 7, 0));

        await user.click(screen.getByRole('button', { name: /^Date / }));
        await screen.findByRole('dialog', { name: 'Choose a date' });

        expect(day(/^Monday, March 16th, 2026$/)).toBeEnabled();
        expect(day(/^Sunday, March 15th, 2026/)).toBeDisabled();
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('when controlled', () => {
    it('shows the value it is given and follows changes to it', () => {
      const { trigger, rerender } = renderPicker({ value: '2026-03-16' });
      expect(trigger).toHaveAccessibleName('Date Monday, March 16, 2026');

      rerender(<DatePicker now={FIXED_NOW} value="2026-03-17" />);

      expect(trigger).toHaveAccessibleName('Date Tuesday, March 17, 2026');
    });

    it('reports a pick without changing the value itself', async () => {
      const { user, trigger, onValueChange } = await openCalendar({ value: FIXED_TODAY });

      await user.click(day(/^Friday, March 20th, 2026$/));

      expect(onValueChange).toHaveBeenCalledExactlyOnceWith('2026-03-20');
      expect(trigger).toHaveAccessibleName('Date Sunday, March 15, 2026');
    });
  });

  describe('when disabled', () => {
    it('cannot be opened', () => {
      const { trigger } = renderPicker({ disabled: true });

      expect(trigger).toBeDisabled();
    });
  });
});
