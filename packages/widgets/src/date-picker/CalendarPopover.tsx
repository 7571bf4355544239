'use client';
import * as Popover from '@radix-ui/react-popover';
import * as React from 'react';
import { DayPicker } from 'react-day-picker';
import { WEEK_STARTS_ON } from '../constants.ts';

export interface CalendarPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The date picker's button: the calendar sits under it and gives focus back to it. */
  trigger: React.RefObject<HTMLButtonElement | null>;
  id: string;
  title: string;
  selected: Date | undefined;
  now: Date;
  earliest: Date;
  onSelect: (day: Date) => void;
}

/**
 * The date picker's calendar: Radix's popover around react-day-picker's month, the heaviest
 * part of the finder, in a module of its own that loads when the visitor first reaches for the
 * date (see `DatePicker`). The button stays the date picker's, so the page's first paint and
 * the button's focus never wait for this code.
 */
export default function CalendarPopover(props: CalendarPopoverProps) {
  const { open, onOpenChange, trigger, id, title, selected, now, earliest, onSelect } = props;
  // Closed by a press or focus elsewhere on the page: focus stays where the visitor put it.
  const leftOutside = React.useRef(false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={trigger} />
      <Popover.Content
        id={id}
        className="tides-date-picker__content"
        data-slot="content"
        part="calendar"
        align="start"
        sideOffset={4}
        // The calendar focuses the chosen day itself; Radix would pick the first button.
        onOpenAutoFocus={(event) => event.preventDefault()}
        // Radix gives focus back to its own trigger, which this popover has none of.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!leftOutside.current) trigger.current?.focus();
          leftOutside.current = false;
        }}
        // A press on the button is the button's to handle (it toggles the calendar), not a
        // dismissal; the event's path finds it inside a custom element's shadow root too.
        onInteractOutside={(event) => {
          const button = trigger.current;
          if (button && event.detail.originalEvent.composedPath().includes(button)) {
            event.preventDefault();
          } else {
            leftOutside.current = true;
          }
        }}
      >
        <Popover.Title className="tides-visually-hidden">{title}</Popover.Title>
        <DayPicker
          mode="single"
          required
          // A date-picker dialog opens with focus on the chosen day (WAI-ARIA APG); the
          // calendar only mounts when the visitor asks for it, so nothing moves unasked.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          animate={false}
          selected={selected}
          defaultMonth={selected ?? now}
          today={now}
          weekStartsOn={WEEK_STARTS_ON}
          disabled={{ before: earliest }}
          startMonth={earliest}
          onSelect={onSelect}
        />
      </Popover.Content>
    </Popover.Root>
  );
}
