'use client';
import * as React from 'react';
import { CardContent } from './card-content.tsx';
import { ChartContent } from './chart-content.tsx';
import { MoonContent } from './moon-content.tsx';
import {
  StationTidesFrame,
  type StationContent,
  type StationTidesProps,
  type StationTidesWidget,
} from './station-tides-frame.tsx';

export type { StationTidesProps, StationTidesWidget } from './station-tides-frame.tsx';

const CONTENT: Record<StationTidesWidget, StationContent> = {
  today: CardContent,
  week: CardContent,
  chart: ChartContent,
  moon: MoonContent,
};

/**
 * One station's tides, looked up by the widget itself: today's highs and lows, the week ahead
 * (a row a day with the sun and moon), today's chart or today's moon, with a small "Tides by Tide Charts"
 * credit linking to the station's page. It lays itself out by its own width (a container
 * query), not the window's: a compact shape in a sidebar about 300 px wide, a wide one in a
 * page's body.
 */
export const StationTides = /* @__PURE__ */ React.forwardRef<HTMLDivElement, StationTidesProps>(
  function StationTides(props, forwardedRef) {
    return (
      <StationTidesFrame
        {...props}
        widgetContent={CONTENT[props.widget ?? 'today']}
        ref={forwardedRef}
      />
    );
  },
);
