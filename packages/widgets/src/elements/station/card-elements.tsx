import * as React from 'react';
import type { TideClient } from '../../client.ts';
import { defaultFormatters } from '../../formatters.ts';
import { toCalendarDate } from '../../internal/calendar-date.ts';
import { TidesCredit } from '../../internal/credit.tsx';
import { LookupNotice } from '../../internal/lookup-notice.tsx';
import { useLookup, type LookupState } from '../../internal/use-lookup.ts';
import { defaultLabels } from '../../labels.ts';
import { MoonCard } from '../../moon-card/MoonCard.tsx';
import { toTideCardDays } from '../../tide-card/card-days.ts';
import { TideCard } from '../../tide-card/TideCard.tsx';
import { lookUpTides } from '../../look-up-tides.ts';
import { isTideResult, readTideResult } from '../../read-tide-result.ts';
import type { TideResult } from '../../types.ts';
import {
  MissingConnection,
  toCalendarDay,
  toHeadingLevel,
  toHourCycle,
  toStationId,
  toUnits,
  useTideClient,
} from '../shared/connection.tsx';
import type { ElementViewProps } from '../shared/create-element.tsx';
import { dispatchTidesEvent } from '../contract/events.ts';
import type {
  TideCardElementProperties,
  TideMoonCardElementProperties,
} from '../contract/types.ts';

type Lookup = LookupState<TideResult>;

/**
 * The day of tides a card element shows: its `result`, else the answer to its own lookup of
 * `location` on `date` (and the `days` after it, from 1 to 7). The lookup's end is announced
 * with `tides-results` or `tides-error`, as an image announces load or error; a `result` set
 * by the page announces nothing.
 */
function useCardResult(
  host: HTMLElement,
  client: TideClient | null,
  props: { location?: string; date?: string; days?: number; result?: TideResult },
): Lookup {
  // A page's script may set anything; keep what the card can show, read once per value.
  const given = React.useMemo(() => readTideResult(props.result) ?? undefined, [props.result]);
  const [today] = React.useState(() => toCalendarDate(new Date()));
  const date = toCalendarDay(props.date) ?? today;
  const locationId = !given && props.location?.trim() ? toStationId(props.location) : undefined;
  const days = toTideCardDays(props.days);
  const lookUp = React.useMemo(() => {
    if (!client || !locationId) return null;
    const request = days > 1 ? { locationId, date, days } : { locationId, date };
    return () => lookUpTides(client, request, defaultFormatters);
  }, [client, locationId, date, days]);
  const lookup = useLookup(lookUp, (end) => {
    if (end.kind === 'success') dispatchTidesEvent(host, 'tides-results', { result: end.result });
    else dispatchTidesEvent(host, 'tides-error', { kind: end.error.kind, ...end.error.notice });
  });
  return given ? { status: 'ready', result: given } : lookup;
}

/** What a card element shows while it has no result: the lookup's progress or failure. */
function CardPlaceholder({ lookup }: { lookup: Lookup }) {
  return (
    <div className="tides-root" part="base" data-host-theme="" data-state={lookup.status}>
      <LookupNotice lookup={lookup} gettingTides={defaultLabels.gettingTides} />
    </div>
  );
}

function needsConnection(props: { location?: string; result?: TideResult }): boolean {
  return !isTideResult(props.result) && Boolean(props.location?.trim());
}

/** `<tide-card>`: the React `TideCard` for `result`, or for its own lookup. */
export function TideCardElementView(props: TideCardElementProperties & ElementViewProps) {
  const { host, supabaseUrl, supabaseAnonKey, units, hourCycle, headingLevel, days } = props;
  const client = useTideClient(supabaseUrl, supabaseAnonKey);
  const lookup = useCardResult(host, client, props);
  if (lookup.status === 'ready') {
    return (
      <TideCard
        part="base"
        data-host-theme=""
        result={lookup.result}
        days={toTideCardDays(days)}
        units={toUnits(units)}
        hourCycle={toHourCycle(hourCycle)}
        headingLevel={toHeadingLevel(headingLevel)}
      />
    );
  }
  if (!client && needsConnection(props)) {
    return <MissingConnection tag="tide-card" url={supabaseUrl} />;
  }
  return <CardPlaceholder lookup={lookup} />;
}

/** `<tide-moon-card>`: the React `MoonCard` for `result`'s day, or for its own lookup. */
export function TideMoonCardElementView(props: TideMoonCardElementProperties & ElementViewProps) {
  const { host, supabaseUrl, supabaseAnonKey, headingLevel } = props;
  const client = useTideClient(supabaseUrl, supabaseAnonKey);
  const lookup = useCardResult(host, client, props);
  if (lookup.status === 'ready') {
    const { result } = lookup;
    return (
      <>
        <MoonCard
          part="base"
          data-host-theme=""
          phase={result.moonPhase}
          illumination={result.moonIllumination}
          illuminationFraction={result.moon?.illumination}
          phaseAngle={result.moon?.phaseAngle}
          headingLevel={toHeadingLevel(headingLevel)}
        />
        {props.hideAttribution === true ? null : (
          <TidesCredit
            className="tides-root"
            data-host-theme=""
            label={defaultLabels.tidesByTideCharts}
            href={props.stationHref?.trim() || undefined}
          />
        )}
      </>
    );
  }
  if (!client && needsConnection(props)) {
    return <MissingConnection tag="tide-moon-card" url={supabaseUrl} />;
  }
  return <CardPlaceholder lookup={lookup} />;
}
