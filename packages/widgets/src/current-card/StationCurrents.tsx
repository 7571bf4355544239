'use client';
import * as React from 'react';
import type { TideClient } from '../client.ts';
import type { CurrentResult } from '../current-types.ts';
import { toCalendarDate } from '../internal/calendar-date.ts';
import { classNames } from '../internal/class-names.ts';
import { TidesCredit } from '../internal/credit.tsx';
import { LookupNotice } from '../internal/lookup-notice.tsx';
import { toStationId } from '../internal/station-id.ts';
import { useLookup } from '../internal/use-lookup.ts';
import { useOverrides } from '../internal/use-text.ts';
import type { TideFinderError } from '../look-up-tides.ts';
import { toTideCardDays } from '../tide-card/card-days.ts';
import { CurrentCard, type CurrentCardProps } from './CurrentCard.tsx';
import { defaultCurrentLabels } from './labels.ts';
import { lookUpCurrents } from './look-up-currents.ts';

/** Days asked for beyond those shown: the next slack or maximum may come after midnight. */
const LOOK_AHEAD_DAYS = 1;

/** Where the lookup is, as `data-state` on the root: looking up, shown, or failed with a notice. */
export type StationCurrentsState = 'loading' | 'ready' | 'error';

export interface StationCurrentsProps
  extends
    Omit<React.ComponentPropsWithoutRef<'div'>, 'onError'>,
    Pick<
      CurrentCardProps,
      'units' | 'labels' | 'locale' | 'formatters' | 'theme' | 'hourCycle' | 'headingLevel' | 'now'
    > {
  /** Looks the currents up (`getCurrents`). `@tides/widgets/supabase` has the Supabase one. */
  client: TideClient;
  /** The current station: its id (`'noaa/PUG1701'`) or NOAA's identifier (`'PUG1701'`). */
  station: string;
  /** The first day, `'YYYY-MM-DD'`. @defaultValue today (the visitor's calendar day) */
  date?: string;
  /** Days to show from `date` on, 1 to 7, looked up in one request with the day after them. @defaultValue `1` */
  days?: number;
  /** The station's page, which the "Tides by Tide Charts" credit links to; without it the credit is text. @defaultValue `undefined` */
  stationHref?: string | undefined;
  /** Leaves the "Tides by Tide Charts" credit out (a site showing its own stations). @defaultValue `false` */
  hideAttribution?: boolean | undefined;
  /** Called with each answer shown. */
  onResults?: (result: CurrentResult) => void;
  /** Called with each lookup that failed, and the notice shown for it. */
  onError?: (error: TideFinderError) => void;
}

/**
 * A current station's day (or days), looked up from `station` through `client` with the day
 * after them (so "Coming up" reaches past midnight): "Getting currents…" meanwhile, then the
 * `CurrentCard`, or the notice saying why there is none; under it the "Tides by Tide Charts"
 * credit an embed carries, linking to the station's page.
 */
export function StationCurrents(props: StationCurrentsProps) {
  const {
    client,
    station,
    date: givenDate,
    days: givenDays,
    stationHref,
    hideAttribution = false,
    onResults,
    onError,
    units,
    labels: labelOverrides,
    locale,
    formatters,
    theme,
    hourCycle,
    headingLevel,
    now,
    className,
    ...rootProps
  } = props;
  const labels = useOverrides(defaultCurrentLabels, labelOverrides);
  const [today] = React.useState(() => toCalendarDate(new Date()));
  const date = givenDate ?? today;
  const days = toTideCardDays(givenDays ?? 1);
  const locationId = toStationId(station);
  const lookUp = React.useCallback(
    // One day more than shown, so what comes next after the last shown event is known too.
    () => lookUpCurrents(client, { locationId, date, days: days + LOOK_AHEAD_DAYS }, labels),
    [client, locationId, date, days, labels],
  );
  const shown = useLookup(lookUp, (end) => {
    if (end.kind === 'success') onResults?.(end.result);
    else onError?.(end.error);
  });
  return (
    <div
      className={classNames('tides-root', 'tides-station-currents', className)}
      data-state={shown.status}
      data-theme={theme}
      {...rootProps}
    >
      {shown.status === 'ready' ? (
        <CurrentCard
          result={shown.result}
          days={days}
          units={units}
          labels={labelOverrides}
          locale={locale}
          formatters={formatters}
          hourCycle={hourCycle}
          headingLevel={headingLevel}
          now={now}
        />
      ) : (
        <LookupNotice lookup={shown} gettingTides={labels.gettingCurrents} />
      )}
      {hideAttribution ? null : (
        <TidesCredit
          className="tides-station-currents__credit"
          label={labels.tidesByTideCharts}
          href={stationHref}
        />
      )}
    </div>
  );
}
