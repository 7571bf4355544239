import '@tides/widgets/styles.css';
import {
  formatDistance,
  formatTideHeight,
  formatTideTime,
  MoonCard,
  SaveStationButton,
  TideCard,
  TideChart,
  useZoneRules,
  defaultLabels,
  type TideLabels,
  type HeightUnits,
  type HourCycle,
  type TideDay,
  type TideResult,
} from '@tides/widgets';
import { useEffect, useState } from 'react';
import { DisplaySettings } from '../components/DisplaySettings';
import { useAuth } from '../lib/auth';
import { resolveUnits, usePreferences } from '../lib/preferences';
import {
  addDays,
  addMonths,
  daysInMonth,
  formatClock,
  formatDay,
  formatMonth,
  isCalendarDay,
  isCalendarMonth,
  todayIn,
  dayZone,
} from '../lib/calendar';
import { accountClient, tideClient } from '../lib/clients';
import { useHydrated } from '../lib/use-hydrated';
import { Link, useRouter } from '../router/router';
import {
  monthTableRows,
  monthTableCsv,
  monthZoneSummary,
  type MonthTableRow,
} from '../stations/month-table';
import { FindTimes } from '../stations/FindTimes';
import { KingTidesList, KingTidesScope, TideMark, TideMarksLegend } from '../stations/KingTides';
import { DaySky, MoonRiseSet } from '../stations/MoonTimes';
import { NearMe } from '../stations/NearMe';
import { formatBearing } from '../stations/distance';
import { constantsSource, datumName, datumWords, officialSource } from '../stations/facts';
import { US_TERRITORY_CODES } from '../stations/paths';
import type { StateData, StationData, StationsIndex } from '../stations/types';

/**
 * The widgets' labels that name a datum, naming it in words: the card's "Heights above Mean Lower
 * Low Water (MLLW)" and the chart's scale, where the tide service gives the code alone.
 */
const DATUM_IN_WORDS: Partial<TideLabels> = {
  heightsAbove: (datum) => defaultLabels.heightsAbove(datumName(datum)),
  tideChartScale: (timeZoneName, units, datum) =>
    defaultLabels.tideChartScale(timeZoneName, units, datum && datumName(datum)),
};

/** Days the week at a glance shows. */
const WEEK_DAYS = 7;

/** NOAA's own page for one of its stations. */
function noaaStationUrl(noaaId: string): string {
  return `https://tidesandcurrents.noaa.gov/stationhome.html?id=${encodeURIComponent(noaaId)}`;
}

function formatPosition(latitude: number, longitude: number): string {
  const lat = `${Math.abs(latitude).toFixed(4)}° ${latitude >= 0 ? 'N' : 'S'}`;
  const lon = `${Math.abs(longitude).toFixed(4)}° ${longitude >= 0 ? 'E' : 'W'}`;
  return `${lat}, ${lon}`;
}

/** 'Boston, MA'; outside the US, 'Vancouver, British Columbia'. */
export function stationTitle(station: Pick<StationData, 'name' | 'state' | 'region'>): string {
  const where = station.state.code ?? (station.state.us ? null : station.region);
  return where && !station.name.endsWith(where) ? `${station.name}, ${where}` : station.name;
}

function StateLinks({ states }: { states: StationsIndex['states'] }) {
  return (
    <ul className="state-list">
      {states.map((state) => (
        <li key={state.slug}>
          <Link to={`/tides/${state.slug}`}>{state.name}</Link>{' '}
          <span className="muted">
            {state.stations === 1 ? '1 station' : `${state.stations} stations`}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function Breadcrumbs({ trail }: { trail: [string, string][] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {trail.map(([label, to], index) => (
          <li key={to}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{label}</span>
            ) : (
              <Link to={to}>{label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function TidesIndexPage({ index }: { index: StationsIndex }) {
  return (
    <div className="container page station-pages">
      <Breadcrumbs trail={[['Tide stations', '/tides']]} />
      <header className="page-header">
        <h1>Tide Stations by State and Country</h1>
        <p className="lead">
          Every tide station we predict, {index.stations.toLocaleString('en-US')} in all, each with
          its own page: today&apos;s tides, the week ahead and a printable month table, in the
          station&apos;s own time.
        </p>
      </header>
      <section aria-labelledby="us-states-title">
        <h2 id="us-states-title">United States</h2>
        <StateLinks states={index.states.filter((state) => state.us)} />
      </section>
      <section aria-labelledby="countries-title">
        <h2 id="countries-title">Outside the United States</h2>
        <StateLinks states={index.states.filter((state) => !state.us)} />
      </section>
    </div>
  );
}

export function StatePage({ data }: { data: StateData }) {
  const { state, areas } = data;
  return (
    <div className="container page station-pages">
      <Breadcrumbs
        trail={[
          ['Tide stations', '/tides'],
          [state.name, `/tides/${state.slug}`],
        ]}
      />
      <header className="page-header">
        <h1>{state.name} Tide Stations</h1>
        <p className="lead">
          {state.stations === 1 ? 'One tide station' : `${state.stations} tide stations`} in{' '}
          {state.name}, listed by the bay, island or town they are on.
        </p>
      </header>
      <div className="area-list">
        {areas.map(({ area, stations }) => (
          <section key={area} aria-label={area}>
            <h2>{area}</h2>
            <ul>
              {stations.map((station) => (
                <li key={station.path}>
                  <Link to={station.path}>{station.name}</Link>
                  {station.noaaId ? <span className="muted"> NOAA {station.noaaId}</span> : null}
                  {station.type === 'subordinate' ? (
                    <span className="muted"> · subordinate</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

/** The page's view as its address gives it: a day (and the week), or a month's table. */
interface StationView {
  kind: 'day' | 'month';
  /** The day shown, when the address names one; else today, once known. */
  date: string | null;
  month: string | null;
}

function readView(search: string): StationView {
  const params = new URLSearchParams(search);
  const date = params.get('date');
  const month = params.get('month');
  return {
    kind: params.get('view') === 'month' || isCalendarMonth(month) ? 'month' : 'day',
    date: isCalendarDay(date) ? date : null,
    month: isCalendarMonth(month) ? month : null,
  };
}

type Load<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string };

/** One get-tide-data answer for a station, from `date` on for `days` days. */
function useTides(stationId: string, date: string | null, days: number): Load<TideResult> {
  const [load, setLoad] = useState<Load<TideResult>>({ status: 'loading' });
  useEffect(() => {
    if (!date) return;
    let current = true;
    setLoad({ status: 'loading' });
    tideClient.getTides({ locationId: stationId, date, days }).then(
      (answer) => {
        if (!current) return;
        if (answer.kind === 'result') setLoad({ status: 'ready', value: answer.result });
        else
          setLoad({
            status: 'error',
            message:
              answer.kind === 'refused'
                ? (answer.details ?? answer.message)
                : 'Unable to get tide predictions. Please try again.',
          });
      },
      () => {
        if (current) {
          setLoad({
            status: 'error',
            message: 'Unable to connect to tide service. Please try again.',
          });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [stationId, date, days]);
  return load;
}

/** The units and clock a station's tides are shown in: the visitor's, resolved for the station. */
interface Display {
  units: HeightUnits;
  hourCycle: HourCycle;
}

function DayEvents({
  day,
  timeZone,
  display,
}: {
  day: TideDay;
  timeZone: string;
  display: Display;
}) {
  if (day.extremes.length === 0) return <span className="muted">No highs or lows</span>;
  const timeOptions = {
    locale: 'en-US',
    timeZone,
    timeZoneAbbreviation: day.timeZoneAbbreviation,
    hourCycle: display.hourCycle,
  };
  return (
    <ul className="day-events">
      {day.extremes.map((event) => (
        <li key={event.at ?? event.time} data-type={event.type}>
          <span className="event-kind">{event.type === 'high' ? 'High' : 'Low'}</span>{' '}
          <time dateTime={event.at}>{formatTideTime(event, timeOptions)}</time>{' '}
          <span>{formatTideHeight(event, { locale: 'en-US', units: display.units })}</span>{' '}
          <TideMark at={event.at} type={event.type} belowDatum={(event.heightM ?? 0) < 0} />
        </li>
      ))}
    </ul>
  );
}

function RangeMark({ day }: { day: TideDay }) {
  if (!day.tideRange) return null;
  return (
    <span className="range-mark" data-range={day.tideRange}>
      {day.tideRange === 'spring' ? 'Spring tides' : 'Neap tides'}
    </span>
  );
}

/** Which offset a day's times are in: 'EST', or 'EST → EDT' on the day the clocks change. */
function ZoneMark({ date, timeZone }: { date: string; timeZone: string }) {
  const zone = dayZone(timeZone, date);
  const text = zone.change
    ? `${zone.abbreviation} → ${zone.change.abbreviation}`
    : zone.abbreviation;
  return (
    <span className="zone-mark" data-change={zone.change ? 'true' : undefined}>
      <span className="visually-hidden">Times in </span>
      {text}
    </span>
  );
}

function SunTimes({
  day,
  timeZone,
  hourCycle,
}: {
  day: TideDay;
  timeZone: string;
  hourCycle: HourCycle;
}) {
  const { sunrise = null, sunset = null } = day.sun ?? {};
  return (
    <>
      {sunrise ? <time dateTime={sunrise}>{formatClock(sunrise, timeZone, hourCycle)}</time> : '—'}{' '}
      / {sunset ? <time dateTime={sunset}>{formatClock(sunset, timeZone, hourCycle)}</time> : '—'}
    </>
  );
}

function WeekAtAGlance({
  station,
  today,
  chosen,
  pathWithDate,
  display,
}: {
  station: StationData;
  today: string;
  chosen: string;
  pathWithDate: (date: string) => string;
  display: Display;
}) {
  const week = useTides(station.id, today, WEEK_DAYS);
  return (
    <section className="card week" aria-labelledby="week-title">
      <h2 id="week-title">The Week Ahead</h2>
      {week.status === 'loading' ? <p className="muted">Loading the week…</p> : null}
      {week.status === 'error' ? <p role="alert">{week.message}</p> : null}
      {week.status === 'ready' && week.value.days ? (
        <div className="table-scroll">
          <table className="tide-table">
            <caption className="visually-hidden">
              Highs and lows for seven days from {formatDay(today)}, on the station’s clock (
              {station.timeZone})
            </caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Highs and lows</th>
                <th scope="col">Sunrise / sunset</th>
                <th scope="col">Moonrise / moonset</th>
                <th scope="col">Moon</th>
              </tr>
            </thead>
            <tbody>
              {week.value.days.map((day) => (
                <tr key={day.date} aria-current={day.date === chosen ? 'date' : undefined}>
                  <th scope="row">
                    <Link to={pathWithDate(day.date)}>{formatDay(day.date, 'short')}</Link>
                    <RangeMark day={day} />
                    <ZoneMark date={day.date} timeZone={station.timeZone} />
                  </th>
                  <td>
                    <DayEvents day={day} timeZone={station.timeZone} display={display} />
                  </td>
                  <td data-label="Sunrise / sunset">
                    <SunTimes day={day} timeZone={station.timeZone} hourCycle={display.hourCycle} />
                  </td>
                  <td data-label="Moonrise / moonset">
                    <MoonRiseSet
                      moonTimes={day.moonTimes}
                      timeZone={station.timeZone}
                      hourCycle={display.hourCycle}
                    />
                  </td>
                  <td data-label="Moon">{day.moon?.phase ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <TideMarksLegend datum={station.datum} units={display.units} />
        </div>
      ) : null}
    </section>
  );
}

function DayView({
  station,
  date,
  today,
  pathWithDate,
  display,
}: {
  station: StationData;
  date: string;
  today: string;
  pathWithDate: (date: string) => string;
  display: Display;
}) {
  const day = useTides(station.id, date, 1);
  return (
    <section className="station-day" aria-labelledby="day-title">
      <div className="day-controls">
        <Link to={pathWithDate(addDays(date, -1))} className="button button-outline">
          ← Previous day
        </Link>
        <h2 id="day-title">
          {date === today ? 'Today, ' : ''}
          {formatDay(date)}
        </h2>
        <Link to={pathWithDate(addDays(date, 1))} className="button button-outline">
          Next day →
        </Link>
      </div>
      {day.status === 'loading' ? <p className="muted">Loading tides…</p> : null}
      {day.status === 'error' ? <p role="alert">{day.message}</p> : null}
      {day.status === 'ready' ? (
        <div className="station-day-results">
          <TideCard result={day.value} headingLevel={3} labels={DATUM_IN_WORDS} {...display} />
          <MoonCard
            phase={day.value.moonPhase}
            illumination={day.value.moonIllumination}
            illuminationFraction={day.value.moon?.illumination}
            phaseAngle={day.value.moon?.phaseAngle}
            headingLevel={3}
          />
          <TideChart
            result={day.value}
            headingLevel={3}
            className="station-chart"
            labels={DATUM_IN_WORDS}
            {...display}
          />
          <DaySky
            sun={day.value.sun}
            moonTimes={day.value.moonTimes}
            timeZone={station.timeZone}
            hourCycle={display.hourCycle}
          />
        </div>
      ) : null}
    </section>
  );
}

function MonthTable({
  station,
  month,
  monthPath,
  display,
}: {
  station: StationData;
  month: string;
  monthPath: (month: string) => string;
  display: Display;
}) {
  const answer = useTides(station.id, `${month}-01`, daysInMonth(month));
  const rows: MonthTableRow[] =
    answer.status === 'ready'
      ? monthTableRows(answer.value.days ?? [], station.timeZone, display)
      : [];
  const title = `${stationTitle(station)} tide table, ${formatMonth(month)}`;

  function downloadCsv() {
    const csv = monthTableCsv(rows, station, display.units);
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${station.path.split('/').at(-1) ?? 'tides'}-${month}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <section className="month-table" aria-labelledby="month-title">
      <div className="day-controls no-print">
        <Link to={monthPath(addMonths(month, -1))} className="button button-outline">
          ← Previous month
        </Link>
        <Link to={monthPath(addMonths(month, 1))} className="button button-outline">
          Next month →
        </Link>
      </div>
      <h2 id="month-title">{title}</h2>
      <p className="month-meta">
        Times on the station’s clock ({station.timeZone}):{' '}
        {monthZoneSummary(month, station.timeZone, display.hourCycle)}; each day’s zone is beside
        its date. Heights in {display.units === 'm' ? 'metres' : 'feet'} above{' '}
        {datumWords(station.datum, station.countryCode).name}.{' '}
        {station.noaaId ? `NOAA station ${station.noaaId}.` : null} Not for navigation.
      </p>
      {answer.status === 'loading' ? <p className="muted">Loading the month…</p> : null}
      {answer.status === 'error' ? <p role="alert">{answer.message}</p> : null}
      {answer.status === 'ready' ? (
        <>
          <div className="month-actions no-print">
            <button type="button" className="button button-primary" onClick={() => window.print()}>
              Print this month
            </button>
            <button type="button" className="button button-outline" onClick={downloadCsv}>
              Download CSV
            </button>
          </div>
          <table className="tide-table month">
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Highs and lows</th>
                <th scope="col">Sunrise</th>
                <th scope="col">Sunset</th>
                <th scope="col">Moon</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.date}>
                  <th scope="row">
                    {formatDay(row.date, 'short')}
                    {row.tideRange ? (
                      <span className="range-mark" data-range={row.tideRange}>
                        {row.tideRange === 'spring' ? 'Spring' : 'Neap'}
                      </span>
                    ) : null}
                    <span className="zone-mark" data-change={row.zoneChange ? 'true' : undefined}>
                      <span className="visually-hidden">Times in </span>
                      {row.zone}
                    </span>
                    {row.zoneChange ? <span className="zone-change">{row.zoneChange}</span> : null}
                  </th>
                  <td>
                    <ul className="day-events">
                      {row.events.map((event) => (
                        <li key={event.at} data-type={event.type}>
                          <span className="event-kind">{event.type === 'high' ? 'H' : 'L'}</span>{' '}
                          {event.time} {event.height}{' '}
                          <TideMark
                            at={event.at}
                            type={event.type}
                            belowDatum={(event.heightValue ?? 0) < 0}
                          />
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td data-label="Sunrise">{row.sunrise ?? '—'}</td>
                  <td data-label="Sunset">{row.sunset ?? '—'}</td>
                  <td data-label="Moon">{row.moon}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <TideMarksLegend datum={station.datum} units={display.units} />
        </>
      ) : null}
    </section>
  );
}

/** A station's facts in words: where, from what, on which clock and datum, and who is official. */
export function StationFacts({ station }: { station: StationData }) {
  const official = officialSource(station.countryCode);
  const datum = datumWords(station.datum, station.countryCode);
  const constants = constantsSource(station.id);
  return (
    <dl className="station-facts">
      <div>
        <dt>
          {!station.state.us
            ? 'Country'
            : US_TERRITORY_CODES.includes(station.state.code ?? '')
              ? 'Territory'
              : 'State'}
        </dt>
        <dd>
          {station.state.stations > 0 ? (
            <Link to={`/tides/${station.state.slug}`}>{station.state.name}</Link>
          ) : (
            station.state.name
          )}
        </dd>
      </div>
      <div>
        <dt>NOAA station</dt>
        <dd>
          {station.noaaId ? (
            <a href={noaaStationUrl(station.noaaId)} rel="noopener" target="_blank">
              {station.noaaId}
              <span className="visually-hidden"> (NOAA’s page, opens in a new tab)</span>
            </a>
          ) : (
            <>
              Not a NOAA station: constants from{' '}
              <a href={constants.url} rel="noopener" target="_blank">
                {constants.name}
              </a>
            </>
          )}
        </dd>
      </div>
      <div>
        <dt>Official predictions</dt>
        <dd>
          <a href={official.url} rel="noopener" target="_blank">
            {official.name[0]?.toUpperCase()}
            {official.name.slice(1)}
          </a>
        </dd>
      </div>
      {station.gauge ? null : (
        <div>
          <dt>Kind</dt>
          <dd>
            {station.type === 'reference' ? (
              'Reference station: predicted from its own harmonic constants'
            ) : (
              <>
                Subordinate station: NOAA’s time and height differences applied to{' '}
                {station.reference?.path ? (
                  <Link to={station.reference.path}>
                    {station.reference.name}
                    {station.reference.state ? `, ${station.reference.state}` : ''}
                  </Link>
                ) : (
                  (station.reference?.name ?? 'its reference station')
                )}
              </>
            )}
          </dd>
        </div>
      )}
      {station.area ? (
        <div>
          <dt>Area</dt>
          <dd>{station.area}</dd>
        </div>
      ) : null}
      <div>
        <dt>Position</dt>
        <dd>{formatPosition(station.latitude, station.longitude)}</dd>
      </div>
      <div>
        <dt>Time zone</dt>
        <dd>
          <details className="station-zone">
            <summary>{station.zone ?? station.timeZone}</summary>
            IANA time zone: <code>{station.timeZone}</code>
          </details>
        </dd>
      </div>
      {station.gauge ? null : (
        <div>
          <dt>Heights above</dt>
          <dd>
            {datum.name}
            {datum.note ? <p className="muted station-datum-note">{datum.note}</p> : null}
          </dd>
        </div>
      )}
    </dl>
  );
}

export function NearestStations({ station, units }: { station: StationData; units: HeightUnits }) {
  if (station.nearest.length === 0) return null;
  return (
    <section className="card nearest" aria-labelledby="nearest-title">
      <h2 id="nearest-title">Nearest Stations</h2>
      <ul>
        {station.nearest.map((near) => (
          <li key={`${near.name}-${near.noaaId ?? near.path ?? ''}`}>
            {near.path ? <Link to={near.path}>{near.name}</Link> : near.name}
            {near.state ? `, ${near.state}` : ''}{' '}
            <span className="muted">
              {formatDistance(near.distanceKm, units)} {formatBearing(near.bearingDegrees)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A station page, with the king tides of the years it shows looked up for its marks. */
export function StationPage({ station }: { station: StationData }) {
  return (
    <KingTidesScope station={station}>
      <StationPageContent station={station} />
    </KingTidesScope>
  );
}

function StationPageContent({ station }: { station: StationData }) {
  const { search } = useRouter();
  const { status } = useAuth();
  const hydrated = useHydrated();
  // The day and month come from the address and the station's clock: only in the browser,
  // so the prerendered page is the same whenever and wherever it was built.
  // …and once the zone rules are in, by which every time and day here is read.
  const zonesReady = useZoneRules();
  const view = hydrated && zonesReady ? readView(search) : null;
  const today = hydrated && zonesReady ? todayIn(station.timeZone) : null;
  const date = view?.date ?? today;
  const month = view?.month ?? today?.slice(0, 7) ?? null;
  const pathWithDate = (day: string) =>
    day === today ? station.path : `${station.path}?date=${day}`;
  const monthPath = (value: string) => `${station.path}?view=month&month=${value}`;
  const title = stationTitle(station);
  const preferences = usePreferences();
  const display: Display = {
    units: resolveUnits(preferences.units, station.state.us),
    hourCycle: preferences.hourCycle,
  };

  return (
    <div className="container page station-pages station-page">
      <Breadcrumbs
        trail={[
          ['Tide stations', '/tides'],
          [station.state.name, `/tides/${station.state.slug}`],
          [station.name, station.path],
        ]}
      />
      <header className="page-header">
        <h1>{title} Tides</h1>
        <p className="lead">
          High and low tides at {station.name}
          {station.area ? ` (${station.area})` : ''}, in the station’s own time.
        </p>
        <div className="station-actions no-print">
          <SaveStationButton
            stationId={station.id}
            stationName={title}
            client={status === 'signed-in' ? accountClient : null}
          />
          {view?.kind === 'month' ? (
            <Link to={station.path} className="button button-outline">
              Today and the week
            </Link>
          ) : (
            <Link to={`${station.path}?view=month`} className="button button-outline">
              Month table
            </Link>
          )}
          <DisplaySettings />
        </div>
      </header>
      {view?.kind === 'month' && month ? (
        <MonthTable station={station} month={month} monthPath={monthPath} display={display} />
      ) : date && today ? (
        <>
          <DayView
            station={station}
            date={date}
            today={today}
            pathWithDate={pathWithDate}
            display={display}
          />
          <WeekAtAGlance
            station={station}
            today={today}
            chosen={date}
            pathWithDate={pathWithDate}
            display={display}
          />
        </>
      ) : (
        <p className="muted">Loading tides…</p>
      )}
      <FindTimes
        station={station}
        units={display.units}
        hourCycle={display.hourCycle}
        dayHref={(day) => `${station.path}?date=${day}`}
      />
      <div className="station-about no-print">
        <section className="card" aria-labelledby="about-title">
          <h2 id="about-title">About This Station</h2>
          <StationFacts station={station} />
        </section>
        <KingTidesList station={station} units={display.units} hourCycle={display.hourCycle} />
        <NearestStations station={station} units={display.units} />
        <NearMe exclude={station.id} />
      </div>
    </div>
  );
}
