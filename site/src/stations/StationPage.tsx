import '@tides/widgets/styles.css';
import { SaveStationButton } from '@tides/widgets';
import { useZoneRules } from '@tides/widgets/rules';
import { DisplaySettings } from '../components/DisplaySettings';
import { useAuth } from '../lib/auth';
import { todayIn } from '../lib/calendar';
import { useClients } from '../lib/clients';
import { resolveUnits, usePreferences } from '../lib/preferences';
import { useHydrated } from '../lib/use-hydrated';
import { Link, useRouter } from '../router/router';
import { FindTimes } from './outlook/FindTimes';
import { KingTidesList, KingTidesScope } from './outlook/KingTides';
import { FloodOutlookScope, FloodOutlookSection } from './outlook/FloodOutlook';
import { NearMe } from './about/NearMe';
import { StationOnMap } from '../map/StationOnMap';
import { KeepOffline } from '../offline/KeepOffline';
import type { StationData } from './types';
import { Breadcrumbs } from './Breadcrumbs';
import { DayView } from './day/DayView';
import type { Display } from './display';
import { MonthTable } from './tables/MonthTable';
import { NearestCurrents, NearestStations } from './about/NearestStations';
import { StationFacts } from './about/StationFacts';
import { readView } from './station-view';
import { stationTitle } from './station-title';
import { WeekAtAGlance } from './day/WeekAtAGlance';
import { YearTable } from './tables/YearTable';

/** A station page, with the king tides of the years it shows looked up for its marks. */
export function StationPage({ station }: { station: StationData }) {
  return (
    <KingTidesScope station={station}>
      <FloodOutlookScope station={station}>
        <StationPageContent station={station} />
      </FloodOutlookScope>
    </KingTidesScope>
  );
}

function StationPageContent({ station }: { station: StationData }) {
  const { search } = useRouter();
  const { status } = useAuth();
  const { account } = useClients();
  const hydrated = useHydrated();
  // The day and month come from the address and the station's clock: only in the browser,
  // so the prerendered page is the same whenever and wherever it was built.
  // …and once the zone rules are in, by which every time and day here is read.
  const zonesReady = useZoneRules(station.timeZone);
  const view = hydrated && zonesReady ? readView(search) : null;
  const today = hydrated && zonesReady ? todayIn(station.timeZone) : null;
  const date = view?.date ?? today;
  const month = view?.month ?? today?.slice(0, 7) ?? null;
  const year = view?.year ?? (today ? Number(today.slice(0, 4)) : null);
  const pathWithDate = (day: string) =>
    day === today ? station.path : `${station.path}?date=${day}`;
  const monthPath = (value: string) => `${station.path}?view=month&month=${value}`;
  const yearPath = (value: number) => `${station.path}?view=year&year=${value}`;
  const title = stationTitle(station);
  const preferences = usePreferences();
  const display: Display = {
    units: resolveUnits(preferences.units, station.state.us),
    hourCycle: preferences.hourCycle,
  };

  return (
    <div className="container page station-pages station-page" data-view={view?.kind}>
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
            client={status === 'signed-in' ? account : null}
          />
          {view?.kind === 'month' || view?.kind === 'year' ? (
            <Link to={station.path} className="button button-outline">
              Today and the week
            </Link>
          ) : null}
          {view?.kind === 'month' ? null : (
            <Link to={`${station.path}?view=month`} className="button button-outline">
              Month table
            </Link>
          )}
          {view?.kind === 'year' ? null : (
            <Link to={`${station.path}?view=year`} className="button button-outline">
              Year of tides
            </Link>
          )}
          <Link
            to={`/embed?station=${encodeURIComponent(station.id)}`}
            className="button button-outline"
          >
            Embed these tides
          </Link>
          <DisplaySettings />
        </div>
        <KeepOffline
          station={{
            id: station.id,
            kind: 'tide',
            name: title,
            path: station.path,
            timeZone: station.timeZone,
          }}
        />
      </header>
      {view?.kind === 'month' && month ? (
        <MonthTable station={station} month={month} monthPath={monthPath} display={display} />
      ) : view?.kind === 'year' && year ? (
        <YearTable station={station} year={year} yearPath={yearPath} display={display} />
      ) : date && today ? (
        <>
          <DayView
            station={station}
            date={date}
            today={today}
            pathWithDate={pathWithDate}
            display={display}
            hoursOpen={view?.kind === 'hours'}
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
        <KingTidesList station={station} hourCycle={display.hourCycle} />
        <FloodOutlookSection
          station={station}
          units={display.units}
          hourCycle={display.hourCycle}
        />
        <NearestStations station={station} units={display.units} />
        <NearestCurrents station={station} units={display.units} />
        <NearMe exclude={station.id} />
      </div>
      <StationOnMap station={station} />
    </div>
  );
}
