/**
 * King and minus tides on a station page. King tides are the station's highest predicted highs
 * of the year (its top 1%), ranked by the tide-calendar function; a minus tide is any low below
 * the datum. The week and month views mark them, each mark explained in one line, and the page
 * lists this year's king tides. Looked up in the browser only: the prerendered page has none.
 */
import { marksMinusTides } from '@tides/supabase/datums';
import type { HeightUnits, HourCycle } from '@tides/widgets';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { addDays, formatClock, formatDay, todayIn } from '../lib/calendar';
import { resolveUnits, usePreferences } from '../lib/preferences';
import { SUPABASE_URL } from '../lib/supabase';
import { useHydrated } from '../lib/use-hydrated';
import { useRouter } from '../router/router';
import type { StationData } from './types';

export interface KingTideList {
  year: number;
  highs: number;
  explanation: string;
  threshold: { heightM: number; height: string };
  tides: { at: string; heightM: number; height: string }[];
}

function kingTidesUrl(stationId: string, year: number, units: HeightUnits, format?: 'json') {
  const params = new URLSearchParams({
    location: stationId,
    list: 'king-tides',
    year: String(year),
  });
  params.set('units', units);
  if (format) params.set('format', format);
  return `${SUPABASE_URL}/functions/v1/tide-calendar?${params.toString()}`;
}

/** The king tides of each year asked for, as they arrive. */
export function useKingTides(
  stationId: string,
  years: readonly number[],
  units: HeightUnits,
): Map<number, KingTideList> {
  const [lists, setLists] = useState(new Map<number, KingTideList>());
  const key = [...new Set(years)].sort().join(',');
  useEffect(() => {
    if (!key) return undefined;
    const controller = new AbortController();
    setLists(new Map());
    for (const year of key.split(',').map(Number)) {
      fetch(kingTidesUrl(stationId, year, units, 'json'), { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<KingTideList>) : null))
        .then((list) => {
          if (list && !controller.signal.aborted) {
            setLists((previous) => new Map(previous).set(year, list));
          }
        })
        // A page without its marks is still a page of tides: no notice for a failed list.
        .catch(() => undefined);
    }
    return () => controller.abort();
  }, [stationId, key, units]);
  return lists;
}

/** The king tides the page knows: each year's list, their instants, and this year. */
interface KingTidesOnPage {
  lists: Map<number, KingTideList>;
  instants: ReadonlySet<number>;
  thisYear: number | null;
}

const KingTides = createContext<KingTidesOnPage>({
  lists: new Map(),
  instants: new Set(),
  thisYear: null,
});

/**
 * Looks up the king tides of every year the page shows (today's, the chosen day's, the
 * month's, the week's) for the marks and the list inside it.
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
  const params = new URLSearchParams(hydrated ? search : '');
  const shown = today
    ? [today, params.get('date') ?? today, `${params.get('month') ?? today}-01`, addDays(today, 7)]
    : [];
  const years = shown.map((day) => Number(day.slice(0, 4))).filter(Number.isInteger);
  const lists = useKingTides(station.id, years, units);
  const instants = new Set(
    [...lists.values()].flatMap((list) => list.tides.map((tide) => Date.parse(tide.at))),
  );
  const thisYear = today ? Number(today.slice(0, 4)) : null;
  return <KingTides.Provider value={{ lists, instants, thisYear }}>{children}</KingTides.Provider>;
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

/** "This year's king tides": the list, its one-line explanation and its calendar. */
export function KingTidesList({
  station,
  units,
  hourCycle,
}: {
  station: StationData;
  units: HeightUnits;
  hourCycle: HourCycle;
}) {
  const { lists, thisYear: year } = useContext(KingTides);
  const list = year === null ? undefined : lists.get(year);
  return (
    <section className="card king-tides no-print" aria-labelledby="king-tides-title">
      <h2 id="king-tides-title">This Year’s King Tides</h2>
      {!list || year === null ? (
        <p className="muted">Ranking this year’s high tides…</p>
      ) : (
        <>
          <p>{list.explanation}</p>
          <ol className="king-tide-list">
            {list.tides.map((tide) => (
              <li key={tide.at}>
                <time dateTime={tide.at}>
                  {formatDay(tide.at.slice(0, 10), 'short')},{' '}
                  {formatClock(tide.at, station.timeZone, hourCycle)}
                </time>{' '}
                <span>{tide.height}</span>
              </li>
            ))}
          </ol>
          <p>
            <a href={kingTidesUrl(station.id, year, units).replace(/^https?:/, 'webcal:')}>
              Subscribe to {year}’s king tides
            </a>
          </p>
        </>
      )}
    </section>
  );
}
