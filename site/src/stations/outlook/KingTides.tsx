/**
 * King and minus tides on a station page. King tides are the station's highest predicted highs
 * of the year (its top 1%), ranked by the tide-calendar function; a minus tide is any low below
 * the datum. The week and month views mark them, each mark explained in one line, and the page
 * lists the king tides of the twelve months ahead (late in a year, the calendar year's are nearly
 * all past). Looked up in the browser only: the prerendered page has none.
 */
import { marksMinusTides } from '@tides/conventions/datums';
import { formatTideHeight, type HeightUnits, type HourCycle } from '@tides/widgets';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { addDays, daysInMonth, formatClock, formatDay, todayIn } from '../../lib/calendar';
import { useClients, type KingTideList } from '../../lib/clients';
import { resolveUnits, usePreferences } from '../../lib/preferences';
import { useHydrated } from '../../lib/use-hydrated';
import { readView } from '../station-view';
import { useRouter } from '../../router/router';
import type { StationData } from '../types';

/** The twelve months ahead's king tides: still being ranked, or could not be had. */
type AheadList = KingTideList | 'loading' | 'unavailable';

/**
 * The king tides of each year asked for, as they arrive, and of the twelve months ahead (asked
 * once `ready`, the page hydrated). Each list costs the visitor's budget of predicted days, so
 * the twelve months' list is asked once per station, not again as the page moves between its
 * days and months or the visitor switches units (each tide carries its metres).
 */
export function useKingTides(
  stationId: string,
  years: readonly number[],
  ready: boolean,
): { years: Map<number, KingTideList>; ahead: AheadList } {
  const { kingTides } = useClients();
  const [lists, setLists] = useState(new Map<number, KingTideList>());
  const [ahead, setAhead] = useState<AheadList>('loading');
  const key = [...new Set(years)].sort().join(',');
  useEffect(() => {
    if (!key) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    setLists(new Map());
    // A page without its marks is still a page of tides: no notice for a failed list.
    for (const year of key.split(',').map(Number)) {
      void kingTides.list({ stationId, year }, signal).then((list) => {
        if (list && !signal.aborted) setLists((previous) => new Map(previous).set(year, list));
      });
    }
    return () => controller.abort();
  }, [kingTides, stationId, key]);
  useEffect(() => {
    if (!ready) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    setAhead('loading');
    void kingTides.list({ stationId }, signal).then((list) => {
      if (!signal.aborted) setAhead(list ?? 'unavailable');
    });
    return () => controller.abort();
  }, [kingTides, stationId, ready]);
  return { years: lists, ahead };
}

/** The king tides the page knows: their instants, the twelve months ahead's list, its units. */
interface KingTidesOnPage {
  instants: ReadonlySet<number>;
  ahead: AheadList;
  units: HeightUnits;
}

const KingTides = createContext<KingTidesOnPage>({
  instants: new Set(),
  ahead: 'loading',
  units: 'ft',
});

/**
 * Looks up the king tides the page marks (the week from the day shown, or the month's table)
 * and the twelve months ahead's list. The marks inside those twelve months come from that list,
 * ranked as a year's list is; a year's list is asked only for a day shown outside them (a past
 * day, a month begun before today, a day a year or more away).
 */
export function KingTidesScope({
  station,
  children,
}: {
  station: StationData;
  children: ReactNode;
}) {
  const { search } = useRouter();
  const hydrated = useHydrated();
  const preferences = usePreferences();
  const units = resolveUnits(preferences.units, station.state.us);
  const today = hydrated ? todayIn(station.timeZone) : null;
  const view = hydrated ? readView(search) : null;
  const shown: string[] = [];
  if (today && view?.kind === 'month') {
    const month = view.month ?? today.slice(0, 7);
    shown.push(`${month}-01`, `${month}-${String(daysInMonth(month)).padStart(2, '0')}`);
  } else if (today && (view?.kind === 'day' || view?.kind === 'hours')) {
    const date = view.date ?? today;
    shown.push(date, addDays(date, 6));
  }
  const yearOn = today ? `${Number(today.slice(0, 4)) + 1}${today.slice(4)}` : '';
  const years = shown
    .filter((day) => today !== null && (day < today || day >= yearOn))
    .map((day) => Number(day.slice(0, 4)));
  const { years: lists, ahead } = useKingTides(station.id, years, today !== null);
  const instants = new Set(
    [...lists.values(), ...(typeof ahead === 'object' ? [ahead] : [])].flatMap((list) =>
      list.tides.map((tide) => Date.parse(tide.at)),
    ),
  );
  return <KingTides.Provider value={{ instants, ahead, units }}>{children}</KingTides.Provider>;
}

/**
 * "King tide" on one of the year's highest highs, "Minus tide" on a low below the datum where
 * the datum is a low-water one (never at a station measured about its mean level, where every
 * low is below zero).
 */
export function TideMark({
  at,
  type,
  belowDatum,
  datum,
}: {
  at: string | undefined;
  type: 'high' | 'low' | undefined;
  /** Below the datum in the figure shown (month-table.ts `shownBelowDatum`). */
  belowDatum: boolean;
  /** The datum the station's heights are measured from ('MLLW', 'MSL'). */
  datum: string;
}) {
  const { instants } = useContext(KingTides);
  if (type === 'high' && at && instants.has(Date.parse(at))) {
    return (
      <span className="tide-mark" data-mark="king">
        King tide
      </span>
    );
  }
  if (type === 'low' && belowDatum && marksMinusTides(datum)) {
    return (
      <span className="tide-mark" data-mark="minus">
        Minus tide
      </span>
    );
  }
  return null;
}

/** The marks explained, one line each. */
export function TideMarksLegend({ datum, units }: { datum: string; units: HeightUnits }) {
  return (
    <p className="muted tide-marks-legend">
      <span className="tide-mark" data-mark="king">
        King tide
      </span>{' '}
      one of this year’s highest predicted highs here (its top 1%).
      {marksMinusTides(datum) ? (
        <>
          {' '}
          <span className="tide-mark" data-mark="minus">
            Minus tide
          </span>{' '}
          a low below 0 {units} {datum}, the datum heights are measured from.
        </>
      ) : null}
    </p>
  );
}

/** The king tides of the twelve months ahead: the list, its one-line explanation and its calendar. */
export function KingTidesList({
  station,
  hourCycle,
}: {
  station: StationData;
  hourCycle: HourCycle;
}) {
  const { ahead: list, units } = useContext(KingTides);
  return (
    <section className="card king-tides no-print" aria-labelledby="king-tides-title">
      <h2 id="king-tides-title">King Tides in the Next 12 Months</h2>
      {list === 'loading' ? (
        <p className="muted">Ranking the high tides ahead…</p>
      ) : list === 'unavailable' ? (
        // Without this line a failed list read "Ranking…" for as long as the page was open.
        <p className="muted">
          The king tides ahead could not be ranked just now; reload the page to try again.
        </p>
      ) : (
        <>
          <p>{list.explanation}</p>
          <ol className="king-tide-list">
            {list.tides.map((tide) => (
              <li key={tide.at}>
                <time dateTime={tide.at}>
                  {/* Twelve months span two years: each day says which. */}
                  {formatDay(tide.at.slice(0, 10), 'short')}, {tide.at.slice(0, 4)},{' '}
                  {formatClock(tide.at, station.timeZone, hourCycle)}
                </time>{' '}
                <span>
                  {formatTideHeight({ ...tide, time: tide.at }, { locale: 'en-US', units })}
                </span>
              </li>
            ))}
          </ol>
          <p>
            <a href={list.feed(units)}>Subscribe to the king tides ahead</a>
          </p>
        </>
      )}
    </section>
  );
}
