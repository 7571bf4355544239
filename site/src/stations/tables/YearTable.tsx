/**
 * A station's year of tides, as the annual tables NOAA and the tide almanacs print: the twelve
 * months side by side, each day's highs and lows in the station's time with its zone changes
 * marked, sunrise and sunset, and the moon's quarters. It prints in portrait on Letter or A4, two
 * months to a sheet under a line naming the station, datum, units and zone, and downloads as
 * one CSV.
 */
import type { TideAnswer, TideDay } from '@tides/widgets';
import { useEffect, useState } from 'react';
import { daysInMonth, formatMonth } from '../../lib/calendar';
import { useClients } from '../../lib/clients';
import { Link } from '../../router/router';
import {
  heightsCaption,
  monthTableRows,
  monthZoneSummary,
  type MonthTableRow,
} from './month-table';
import type { StationData } from '../types';
import type { Display } from '../display';
import { downloadTableCsv } from './station-csv';
import { stationTitle } from '../station-title';
import { FIRST_YEAR, LAST_YEAR } from '../station-view';
import { FloodMark, FloodMarksLegend } from '../outlook/FloodOutlook';
import { useOnline } from '../../offline/use-offline-state';
import { DayEvents } from './DayEvents';
import { TableActions } from './TableActions';

/** The moon's four quarters, each day's phase that is one of them marked with its sign. */
const MOON_QUARTERS: Readonly<Record<string, string>> = {
  'New Moon': '●',
  'First Quarter': '◐',
  'Full Moon': '○',
  'Last Quarter': '◑',
};

/**
 * How long to wait before asking again when the tide service asks this device to slow down
 * without saying for how long.
 */
const RETRY_FALLBACK_SECONDS = 5;
/** Months asked for at once, where the service cannot answer a year in one request. */
const MONTHS_AT_ONCE = 3;
/** The most times one request is asked again before the page says it could not be loaded. */
const MAX_RETRIES = 12;

/** One month of the year as the table shows it (`month` is `YYYY-MM`), with the days it has. */
export interface MonthOfTides {
  month: string;
  days: readonly TideDay[];
}

/**
 * The year as far as it has come: the months that have their days, in order, and the months
 * whose days could not be had (`YYYY-MM`; offline, those not kept on this device).
 */
export type YearState =
  | { status: 'loading'; months: MonthOfTides[]; missing: string[] }
  | { status: 'ready'; months: MonthOfTides[]; missing: [] }
  | { status: 'error'; months: MonthOfTides[]; missing: string[] };

const wait = (seconds: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, seconds * 1000);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/** Seconds the service asked to wait, read from its own sentence ('…try again in 3 seconds.'). */
function secondsToWait(details: string | undefined): number {
  const seconds = Number(/in (\d+) seconds?/.exec(details ?? '')?.[1]);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : RETRY_FALLBACK_SECONDS;
}

/** The twelve months of `year`, `YYYY-MM`. */
function monthsOfYear(year: number): string[] {
  return Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);
}

/** A year's days split into its twelve months, each in order; null when one is missing. */
function monthsOf(year: number, days: readonly TideDay[]): MonthOfTides[] | null {
  const months = monthsOfYear(year).map((month) => ({
    month,
    days: days.filter((day) => day.date.startsWith(`${month}-`)),
  }));
  return months.every(({ month, days }) => days.length === daysInMonth(month)) ? months : null;
}

/**
 * The year's days: in one request where the service answers a whole year (it computes a
 * station's year once and keeps it), else (or when that fails) a month at a time, a quarter at
 * once; each request asked again while the service says to slow down, waiting as told. A month
 * that cannot be had leaves the others standing, so a station kept offline shows every month
 * it has days of, and the rest are named as missing.
 */
export function useYearOfTides(stationId: string, year: number): YearState {
  const { tides } = useClients();
  const [state, setState] = useState<{ key: string; year: YearState } | null>(null);
  const key = `${stationId}|${year}`;
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const show = (next: YearState) => !signal.aborted && setState({ key, year: next });
    /** `ask`'s days, asked again while the service says to slow down; null on failure. */
    async function daysOf(ask: () => Promise<TideAnswer>): Promise<readonly TideDay[] | null> {
      for (let tries = 0; ; tries += 1) {
        const answer = await ask().catch((error: unknown) => ({
          kind: 'unreachable' as const,
          message: error instanceof Error ? error.message : String(error),
        }));
        if (signal.aborted) return null;
        if (answer.kind === 'result' && answer.result.days) return answer.result.days;
        const slowDown = answer.kind === 'refused' && /too many/i.test(answer.message);
        if (!slowDown || tries >= MAX_RETRIES) return null;
        await wait(secondsToWait(answer.details), signal);
        if (signal.aborted) return null;
      }
    }
    void (async () => {
      const getTideYear = tides.getTideYear?.bind(tides);
      if (getTideYear) {
        const days = await daysOf(() => getTideYear({ locationId: stationId, year }));
        if (signal.aborted) return;
        const whole = days && monthsOf(year, days);
        if (whole) {
          show({ status: 'ready', months: whole, missing: [] });
          return;
        }
        // No year answered (offline, or a service without years): asked a month at a time,
        // which a station kept offline answers for the days it keeps.
      }
      const all = monthsOfYear(year);
      const months: MonthOfTides[] = [];
      const missing: string[] = [];
      for (let first = 0; first < all.length; first += MONTHS_AT_ONCE) {
        const batch = all.slice(first, first + MONTHS_AT_ONCE);
        const answers = await Promise.all(
          batch.map((month) =>
            daysOf(() =>
              tides.getTides({
                locationId: stationId,
                date: `${month}-01`,
                days: daysInMonth(month),
              }),
            ),
          ),
        );
        if (signal.aborted) return;
        batch.forEach((month, index) => {
          const days = answers[index];
          if (days && days.length > 0) months.push({ month, days });
          else missing.push(month);
        });
        show({ status: 'loading', months: [...months], missing: [...missing] });
      }
      show(
        missing.length === 0
          ? { status: 'ready', months, missing: [] }
          : { status: 'error', months, missing },
      );
    })();
    return () => controller.abort();
  }, [tides, stationId, year, key]);
  return state?.key === key ? state.year : { status: 'loading', months: [], missing: [] };
}

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );

/** Months of one year as a reader says them: 'January to May and August to December 2026'. */
function monthsInWords(year: number, months: readonly string[]): string {
  const runs: string[][] = [];
  for (const month of months) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && Number(month.slice(5)) === Number(last.slice(5)) + 1) run.push(month);
    else runs.push([month]);
  }
  // Three months or more in a row read as a span, fewer one by one.
  const spans = runs.flatMap((run) => {
    const first = run[0] ?? '';
    const last = run.at(-1) ?? first;
    return run.length < 3 ? run.map(monthName) : [`${monthName(first)} to ${monthName(last)}`];
  });
  return `${new Intl.ListFormat('en-US', { type: 'conjunction' }).format(spans)} ${year}`;
}

/**
 * What the table says of its missing months: offline, that they are not kept on this device
 * (the kept months show above); online, that they could not be loaded.
 */
function missingMonthsNotice(year: number, missing: readonly string[], online: boolean): string {
  if (online) {
    return `The tides for ${monthsInWords(year, missing)} could not be loaded. Please reload the page to try again.`;
  }
  if (missing.length === 12) {
    return `You are offline, and no day of ${year} is kept on this device: its tides need a connection.`;
  }
  return `You are offline. ${monthsInWords(year, missing)} ${missing.length === 1 ? 'is' : 'are'} not kept on this device: ${missing.length === 1 ? 'its' : 'their'} tides need a connection.`;
}

function YearMonth({
  station,
  month,
  rows,
  display,
}: {
  station: StationData;
  month: string;
  rows: readonly MonthTableRow[];
  display: Display;
}) {
  const titleId = `year-month-${month}`;
  return (
    <section className="year-month" aria-labelledby={titleId}>
      <h3 id={titleId}>{formatMonth(month)}</h3>
      <p className="year-month-zone">
        {monthZoneSummary(month, station.timeZone, display.hourCycle)}
      </p>
      <table className="tide-table year">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Highs and lows</th>
            <th scope="col">
              Sunrise <span className="sun-dash">–</span> sunset
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const quarter = MOON_QUARTERS[row.moon];
            return (
              <tr key={row.date} data-zone-change={row.zoneChange ? 'true' : undefined}>
                <th scope="row">
                  {Number(row.date.slice(8))}{' '}
                  {new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' }).format(
                    new Date(`${row.date}T12:00:00Z`),
                  )}
                  {quarter ? (
                    <span className="moon-quarter" title={row.moon}>
                      {' '}
                      <span aria-hidden="true">{quarter}</span>
                      <span className="visually-hidden">{row.moon}</span>
                    </span>
                  ) : null}
                  {row.zoneChange ? (
                    <span className="zone-change">
                      {row.zone}: {row.zoneChange}
                    </span>
                  ) : null}
                </th>
                <td>
                  <DayEvents
                    events={row.events}
                    marks={(event) => <FloodMark at={event.at} type={event.type} />}
                  />
                </td>
                <td className="sun-times">
                  <span>{row.sunrise ?? '—'}</span>
                  <span className="sun-dash"> – </span>
                  <span>{row.sunset ?? '—'}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/**
 * Months to a printed sheet: two side by side fit a Letter or A4 page in portrait, each month
 * whole in its column with a day's tides on two lines and its sunrise over its sunset.
 */
const MONTHS_PER_SHEET = 2;

/** The months in the sheets they print on. */
function sheets<T>(months: readonly T[]): T[][] {
  const grouped: T[][] = [];
  for (let first = 0; first < months.length; first += MONTHS_PER_SHEET) {
    grouped.push(months.slice(first, first + MONTHS_PER_SHEET));
  }
  return grouped;
}

export function YearTable({
  station,
  year,
  yearPath,
  display,
}: {
  station: StationData;
  year: number;
  yearPath: (year: number) => string;
  display: Display;
}) {
  const answer = useYearOfTides(station.id, year);
  const online = useOnline();
  const months = answer.months.map(({ month, days }) => ({
    month,
    rows: monthTableRows(days, station.timeZone, display),
  }));
  const settled = answer.months.length + answer.missing.length;
  const title = `${stationTitle(station)} tide table, ${year}`;
  // What every printed sheet repeats at its top, as NOAA's annual tables do.
  const sheetHead = `${title} · ${heightsCaption(display.units, station.datum, station.countryCode)} · times on the station’s clock (${station.timeZone}) · ${station.noaaId ? `NOAA station ${station.noaaId} · ` : ''}not for navigation`;
  return (
    <section className="year-table" aria-labelledby="year-title" data-state={answer.status}>
      <div className="day-controls no-print">
        {year > FIRST_YEAR ? (
          <Link to={yearPath(year - 1)} className="button button-outline">
            ← {year - 1}
          </Link>
        ) : (
          <span />
        )}
        {year < LAST_YEAR ? (
          <Link to={yearPath(year + 1)} className="button button-outline">
            {year + 1} →
          </Link>
        ) : null}
      </div>
      <h2 id="year-title">{title}</h2>
      <p className="month-meta">
        Times on the station’s clock ({station.timeZone}), each month’s zone under its name and each
        change of the clocks on its day.{' '}
        {heightsCaption(display.units, station.datum, station.countryCode)}. Moon: ● new, ◐ first
        quarter, ○ full, ◑ last quarter. {station.noaaId ? `NOAA station ${station.noaaId}.` : null}{' '}
        Not for navigation.
      </p>
      {answer.status === 'loading' ? (
        <p className="muted no-print year-loading" role="status">
          <progress max={12} value={settled > 0 ? settled : undefined}>
            {settled} of 12 months
          </progress>{' '}
          Loading the year… {settled} of 12 months.
        </p>
      ) : null}
      {answer.status === 'error' ? (
        <p role="alert">{missingMonthsNotice(year, answer.missing, online)}</p>
      ) : null}
      <FloodMarksLegend />
      {answer.status === 'ready' ? (
        <TableActions
          span="year"
          download={() =>
            downloadTableCsv(
              months.flatMap(({ rows }) => rows),
              station,
              String(year),
              display.units,
              display.hourCycle,
            )
          }
        />
      ) : null}
      <div className="year-months">
        {sheets(months).map((sheet, sheetIndex) => (
          <div className="year-sheet" key={sheetIndex}>
            <p className="year-sheet-head">{sheetHead}</p>
            {sheet.map(({ month, rows }) => (
              <YearMonth
                key={month}
                station={station}
                month={month}
                rows={rows}
                display={display}
              />
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
