'use client';
import * as React from 'react';
import type CalendarPopoverView from './CalendarPopover.tsx';
import {
  earliestSelectableDate,
  fromCalendarDate,
  toCalendarDate,
} from '../internal/calendar-date.ts';
import { classNames } from '../internal/class-names.ts';
import { useControllableState } from '../internal/use-controllable-state.ts';
import { useWidgetProps } from '../internal/use-text.ts';
import type { TidesWidgetProps } from '../widget-props.ts';
import { useHydrated } from '../internal/use-hydrated.ts';

export interface DatePickerProps
  extends
    Omit<React.ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'onChange'>,
    TidesWidgetProps {
  /** The chosen calendar day, `'YYYY-MM-DD'`, when controlled. @defaultValue `undefined` (uncontrolled) */
  value?: string;
  /** The day chosen at first when uncontrolled, `'YYYY-MM-DD'`. @defaultValue today (from `now`) */
  defaultValue?: string;
  /** Called with the day the visitor picks, `'YYYY-MM-DD'`. */
  onValueChange?: (date: string) => void;
  /**
   * The current instant; decides today and which days are too old to pick (earlier than
   * 24 hours before it). Inject a fixed one in tests and stories. @defaultValue the clock, read at mount and
   * each time the calendar opens
   */
  now?: Date;
  /** Disables the trigger. @defaultValue `false` */
  disabled?: boolean;
}

/** The calendar's code, asked for once, when the visitor first reaches for the date. */
let calendarModule: Promise<{ default: typeof CalendarPopoverView }> | null = null;
function loadCalendar() {
  calendarModule ??= import('./CalendarPopover.tsx');
  return calendarModule;
}
const CalendarPopover = React.lazy(loadCalendar);

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <rect
        x="3"
        y="5"
        width="18"
        height="16"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A date picker: a button showing the chosen day in full ("Sunday, March 15, 2026") that
 * opens a one-month calendar. Weeks start on Sunday; days ending more than 24 hours before
 * `now` cannot be picked. The value is a calendar day, never an instant, so it cannot shift
 * across time zones.
 *
 * The calendar renders inside the widget rather than in a portal, so it keeps the widget's
 * theme and still works inside a custom element's shadow root. Its code (a popover and a month
 * grid, most of the finder's weight) loads when the pointer comes over the button or the
 * button gets focus, and at the latest when it is pressed: a page pays for it only once a
 * visitor goes for the date.
 */
export const DatePicker = /* @__PURE__ */ React.forwardRef<HTMLDivElement, DatePickerProps>(
  function DatePicker(props, forwardedRef) {
    const { locale, labels, formatters, theme, rest } = useWidgetProps(props);
    const { formatCalendarDate } = formatters;
    const {
      value: valueProp,
      defaultValue,
      onValueChange,
      now: nowProp,
      disabled = false,
      className,
      ...rootProps
    } = rest;
    // Without an injected clock, read it at mount and each time the calendar opens: the days
    // offered never change under the visitor, nor go stale on a page left open overnight.
    const [clock, setClock] = React.useState(() => new Date());
    const now = nowProp ?? clock;

    const hydrated = useHydrated();
    const [chosen, setValue] = useControllableState<string | null>({
      prop: valueProp,
      defaultProp: defaultValue ?? null,
      onChange: (next) => {
        if (next !== null) onValueChange?.(next);
      },
    });
    // Today is the visitor's, so it is never written into server-rendered HTML.
    const value = chosen ?? (hydrated ? toCalendarDate(now) : null);
    const [open, setOpen] = React.useState(false);

    const selectedDay = value === null ? undefined : fromCalendarDate(value);
    const earliest = earliestSelectableDate(now);
    const generatedId = React.useId();
    const labelId = `${generatedId}-label`;
    const triggerId = `${generatedId}-trigger`;
    const contentId = `${generatedId}-calendar`;
    const triggerRef = React.useRef<HTMLButtonElement>(null);
    // Whether the calendar's code is wanted yet: from the first hover, focus or press on.
    const [wanted, setWanted] = React.useState(false);
    const wantCalendar = () => {
      if (wanted) return;
      void loadCalendar();
      setWanted(true);
    };
    const changeOpen = (next: boolean) => {
      if (next) setClock(new Date());
      setOpen(next);
    };

    return (
      <div
        className={classNames('tides-root', 'tides-date-picker', className)}
        data-state={open ? 'open' : 'closed'}
        data-theme={theme}
        data-disabled={disabled ? '' : undefined}
        {...rootProps}
        ref={forwardedRef}
      >
        <span id={labelId} className="tides-label" data-slot="label">
          {labels.dateLabel}
        </span>
        <button
          ref={triggerRef}
          id={triggerId}
          type="button"
          className="tides-date-picker__trigger"
          data-slot="trigger"
          data-state={open ? 'open' : 'closed'}
          part="date-button"
          aria-labelledby={`${labelId} ${triggerId}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? contentId : undefined}
          disabled={disabled}
          onPointerEnter={wantCalendar}
          onFocus={wantCalendar}
          onClick={() => {
            wantCalendar();
            changeOpen(!open);
          }}
        >
          <CalendarIcon />
          <span data-slot="value">
            {value === null ? '' : formatCalendarDate(value, { locale })}
          </span>
        </button>
        {wanted && (
          <React.Suspense fallback={null}>
            <CalendarPopover
              open={open}
              onOpenChange={changeOpen}
              trigger={triggerRef}
              id={contentId}
              title={labels.calendarTitle}
              selected={selectedDay}
              now={now}
              earliest={earliest}
              onSelect={(day) => {
                const next = toCalendarDate(day);
                // Today shown by default is not yet a choice; picking it again changes nothing.
                if (next !== value) setValue(next);
                changeOpen(false);
              }}
            />
          </React.Suspense>
        )}
      </div>
    );
  },
);
