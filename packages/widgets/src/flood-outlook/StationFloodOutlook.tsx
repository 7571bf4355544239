'use client';
import * as React from 'react';
import type { TideClient } from '../client.ts';
import { classNames } from '../internal/class-names.ts';
import { LookupNotice } from '../internal/lookup-notice.tsx';
import { toStationId } from '../internal/station-id.ts';
import { useLookup, type LookupEnd } from '../internal/use-lookup.ts';
import { loadZoneRules } from '../internal/zone-clock.ts';
import { answerFailure, type TideFinderError } from '../look-up-tides.ts';
import type { TideEvent } from '../types.ts';
import { FloodOutlook, useFloodOutlookText, type FloodOutlookProps } from './FloodOutlook.tsx';
import type { FloodOutlookResult } from './flood-outlook-types.ts';
import { surgeEstimate, type SurgeEstimate } from './tonight.ts';

/** Where the lookup is, as `data-state` on the root: looking up, shown, or failed with a notice. */
export type StationFloodOutlookState = 'loading' | 'ready' | 'error';

export interface StationFloodOutlookProps
  extends
    Omit<React.ComponentPropsWithoutRef<'div'>, 'onError'>,
    Pick<
      FloodOutlookProps,
      | 'units'
      | 'daysShown'
      | 'headingLevel'
      | 'stationHref'
      | 'hideAttribution'
      | 'labels'
      | 'locale'
      | 'formatters'
      | 'theme'
      | 'hourCycle'
    > {
  /** Looks the outlook up (`lookUpFloodOutlook`), and tonight's high and the gauge (`getTides`, `lookUpWaterLevel`). */
  client: TideClient;
  /** The station: its id (`'noaa/8443970'`) or NOAA's number (`'8443970'`). */
  station: string;
  /** The instant "tonight" is after. @defaultValue the time the outlook arrives */
  now?: Date;
  /** Called with each outlook shown. */
  onResults?: (result: FloodOutlookResult) => void;
  /** Called with each lookup that failed, and the notice shown for it. */
  onError?: (error: TideFinderError) => void;
}

/**
 * Tonight's estimate, once the outlook has thresholds: the station's next high (today's and
 * tomorrow's tides) with the surge its gauge shows now. Null while it is looked up, and when
 * there is none (no gauge, NOAA unreachable, an old reading).
 */
function useSurgeEstimate(
  client: TideClient,
  outlook: FloodOutlookResult | null,
  now: Date | undefined,
): SurgeEstimate | null {
  const [estimate, setEstimate] = React.useState<{ of: unknown; value: SurgeEstimate | null }>({
    of: null,
    value: null,
  });
  React.useEffect(() => {
    if (!outlook?.thresholds || !client.lookUpWaterLevel) return undefined;
    let current = true;
    const lookUpWaterLevel = client.lookUpWaterLevel.bind(client);
    void (async () => {
      const [waterLevel, tides] = await Promise.all([
        lookUpWaterLevel(outlook.station.id),
        client
          .getTides({ locationId: outlook.station.id, date: outlook.from, days: 2 })
          .catch(() => null),
      ]);
      if (!current) return;
      const highs: TideEvent[] =
        tides?.kind === 'result' ? (tides.result.days ?? []).flatMap((day) => day.extremes) : [];
      const nowMs = (now ?? new Date()).getTime();
      setEstimate({
        of: outlook,
        value: surgeEstimate(outlook.thresholds, highs, waterLevel, nowMs),
      });
    })();
    return () => {
      current = false;
    };
  }, [client, outlook, now]);
  return estimate.of === outlook ? estimate.value : null;
}

/**
 * A station's flood outlook, looked up from `station` through `client`: "Getting the flood
 * outlook…" meanwhile, then `FloodOutlook` with tonight's estimate where a live gauge gives
 * one, or the notice saying why there is none.
 */
export function StationFloodOutlook(props: StationFloodOutlookProps) {
  const {
    client,
    station,
    now,
    onResults,
    onError,
    className,
    theme,
    // Passed on to the outlook as given.
    labels: labelOverrides,
    formatters: formatterOverrides,
    units,
    daysShown,
    headingLevel,
    stationHref,
    hideAttribution,
    locale,
    hourCycle,
    ...rootProps
  } = props;
  const { labels, formatters } = useFloodOutlookText(labelOverrides, formatterOverrides);
  const locationId = toStationId(station);
  const lookUp = React.useCallback(async (): Promise<LookupEnd<FloodOutlookResult>> => {
    if (!client.lookUpFloodOutlook) {
      return {
        kind: 'failure',
        error: {
          kind: 'response',
          notice: formatters.noticeResponseError({
            error: 'No flood outlook',
            details: 'This connection cannot look flood outlooks up.',
          }),
        },
      };
    }
    const answer = await client.lookUpFloodOutlook(locationId);
    if (answer.kind === 'result') {
      // The station's zone rules load before its times show, so they are never read on the
      // browser's own; only its zone's, not every station zone's.
      await loadZoneRules(answer.result.station.timeZone);
      return { kind: 'success', result: answer.result };
    }
    return { kind: 'failure', error: answerFailure(answer, formatters) };
  }, [client, locationId, formatters]);
  const shown = useLookup(lookUp, (end) => {
    if (end.kind === 'success') onResults?.(end.result);
    else onError?.(end.error);
  });
  const estimate = useSurgeEstimate(client, shown.status === 'ready' ? shown.result : null, now);
  return (
    <div
      className={classNames('tides-root', 'tides-station-flood-outlook', className)}
      data-state={shown.status}
      data-theme={theme}
      {...rootProps}
    >
      {shown.status === 'ready' ? (
        <FloodOutlook
          result={shown.result}
          estimate={estimate}
          units={units}
          daysShown={daysShown}
          headingLevel={headingLevel}
          stationHref={stationHref}
          hideAttribution={hideAttribution}
          labels={labelOverrides}
          locale={locale}
          formatters={formatterOverrides}
          hourCycle={hourCycle}
        />
      ) : (
        <LookupNotice lookup={shown} gettingTides={labels.gettingOutlook} />
      )}
    </div>
  );
}
