import * as React from 'react';
import { CHART_CLOCK_INTERVAL_MS } from '../constants.ts';

// Measuring before paint avoids a frame drawn at the default width; servers have no layout.
const useIsomorphicLayoutEffect =
  typeof window === 'undefined' ? React.useEffect : React.useLayoutEffect;

/** The element's width in CSS pixels, kept current; `undefined` until it has one. */
export function useWidth(element: HTMLElement | null): number | undefined {
  const [width, setWidth] = React.useState<number>();
  useIsomorphicLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/** The given instant, else the clock, re-read every minute so the "now" marker moves. */
export function useNow(now: Date | undefined): number {
  const [clock, setClock] = React.useState(() => Date.now());
  React.useEffect(() => {
    if (now) return;
    const timer = setInterval(() => setClock(Date.now()), CHART_CLOCK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [now]);
  return now ? now.getTime() : clock;
}
