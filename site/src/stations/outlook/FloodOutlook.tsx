/**
 * The flood outlook on a station page: NOAA's flood thresholds for the station, the days of the
 * twelve months ahead its predicted tide alone reaches them (listed beside the king tides and
 * marked on the week, month and year views), the next high with today's surge where a gauge
 * reports, and the flood tides as a calendar to subscribe to. Looked up once per station, in the
 * browser only: the prerendered page has none.
 */
import {
  StationFloodOutlook,
  type FloodLevelName,
  type FloodOutlookAnswer,
  type HeightUnits,
  type HourCycle,
  type TideClient,
} from '@tides/widgets';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useClients } from '../../lib/clients';
import { SUPABASE_URL } from '../../lib/supabase';
import { useHydrated } from '../../lib/use-hydrated';
import type { StationData } from '../types';

const LEVEL_WORDS: Record<FloodLevelName, string> = {
  minor: 'Minor flooding',
  moderate: 'Moderate flooding',
  major: 'Major flooding',
};

interface FloodOutlookOnPage {
  /** The one lookup of the station's outlook, once the page has hydrated. */
  answer: Promise<FloodOutlookAnswer> | null;
  /** The flood-tide highs by instant, with the level each reaches. */
  levels: ReadonlyMap<number, FloodLevelName>;
}

const FloodOutlookContext = createContext<FloodOutlookOnPage>({ answer: null, levels: new Map() });

/** Looks the station's flood outlook up once, for the section and the marks. */
export function FloodOutlookScope({
  station,
  children,
}: {
  station: StationData;
  children: ReactNode;
}) {
  const { tides } = useClients();
  const hydrated = useHydrated();
  const answer = useMemo((): Promise<FloodOutlookAnswer> | null => {
    if (!hydrated) return null;
    // A client that cannot look outlooks up has none to give: the widget says so.
    return tides.lookUpFloodOutlook
      ? tides.lookUpFloodOutlook(station.id)
      : Promise.resolve({ kind: 'empty' });
  }, [hydrated, tides, station.id]);
  const [levels, setLevels] = useState<ReadonlyMap<number, FloodLevelName>>(new Map());
  useEffect(() => {
    if (!answer) return undefined;
    let current = true;
    void answer.then((outlook) => {
      if (!current || outlook.kind !== 'result') return;
      setLevels(new Map(outlook.result.days.map((day) => [Date.parse(day.at), day.level])));
    });
    return () => {
      current = false;
    };
  }, [answer]);
  return (
    <FloodOutlookContext.Provider value={{ answer, levels }}>
      {children}
    </FloodOutlookContext.Provider>
  );
}

/** "Minor flooding" (or moderate, major) on a high the tide alone floods at. */
export function FloodMark({ at, type }: { at: string | undefined; type: string | undefined }) {
  const { levels } = useContext(FloodOutlookContext);
  const level = type === 'high' && at ? levels.get(Date.parse(at)) : undefined;
  if (!level) return null;
  return (
    <span className="tide-mark" data-mark="flood" data-level={level}>
      {LEVEL_WORDS[level]}
    </span>
  );
}

/** The flood mark explained in one line, where the view may show one. */
export function FloodMarksLegend() {
  const { levels } = useContext(FloodOutlookContext);
  if (levels.size === 0) return null;
  return (
    <p className="muted tide-marks-legend">
      <span className="tide-mark" data-mark="flood" data-level="minor">
        Minor flooding
      </span>{' '}
      (or moderate, major) a high the tide alone is predicted to lift to NOAA’s flood threshold
      here; wind and rain can flood on other days too.
    </p>
  );
}

/** The tide-calendar feed of the station's flood tides, for calendar apps (`webcal:`). */
function floodFeedUrl(stationId: string, units: HeightUnits): string {
  const params = new URLSearchParams({ location: stationId, list: 'flood-tides', units });
  return `${SUPABASE_URL}/functions/v1/tide-calendar?${params.toString()}`.replace(
    /^https?:/,
    'webcal:',
  );
}

/** The outlook's card: the widget over the page's one lookup, and the feed. */
export function FloodOutlookSection({
  station,
  units,
  hourCycle,
}: {
  station: StationData;
  units: HeightUnits;
  hourCycle: HourCycle;
}) {
  const { tides } = useClients();
  const { answer } = useContext(FloodOutlookContext);
  const [hasThresholds, setHasThresholds] = useState(false);
  // The widget asks its client; this one answers with the page's lookup, made once.
  const client = useMemo<TideClient | null>(
    () => (answer ? { ...tides, lookUpFloodOutlook: () => answer } : null),
    [tides, answer],
  );
  return (
    <section className="card flood-outlook no-print" aria-labelledby="flood-outlook-title">
      <h2 id="flood-outlook-title">Will It Flood Here?</h2>
      {client ? (
        <StationFloodOutlook
          client={client}
          station={station.id}
          units={units}
          hourCycle={hourCycle}
          headingLevel={3}
          hideAttribution
          onResults={(result) => setHasThresholds(result.thresholds !== null)}
        />
      ) : (
        <p className="muted">Looking up the flood thresholds…</p>
      )}
      {hasThresholds ? (
        <p>
          <a href={floodFeedUrl(station.id, units)}>Subscribe to the flood tides ahead</a> ·{' '}
          <a href="https://tidesandcurrents.noaa.gov/publications/techrpt86_PaP_of_HTFlooding.pdf">
            NOAA’s report on the flood thresholds
          </a>
        </p>
      ) : null}
    </section>
  );
}
