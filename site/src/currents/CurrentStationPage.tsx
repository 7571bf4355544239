import '@tides/widgets/styles.css';
import { SaveStationButton, StationCurrents } from '@tides/widgets';
import { useZoneRules } from '@tides/widgets/rules';
import { DisplaySettings } from '../components/DisplaySettings';
import { useAuth } from '../lib/auth';
import { addDays, todayIn } from '../lib/calendar';
import { useClients } from '../lib/clients';
import { resolveUnits, usePreferences } from '../lib/preferences';
import { useHydrated } from '../lib/use-hydrated';
import { Link, useRouter } from '../router/router';
import type { CurrentStationData } from './types';
import { StationMapSection } from '../map';
import { KeepOffline } from '../offline/KeepOffline';
import { Breadcrumbs } from '../stations/Breadcrumbs';
import { NearbyLine } from '../stations/about/NearestStations';
import { readView } from '../stations/station-view';
import { CurrentMonthTable } from './CurrentMonthTable';
import { FindTimes } from '../stations/outlook/FindTimes';
import { DaySteps } from '../stations/tables/StepLinks';
import { speedUnitsFor } from './speed-units';

/** 'Deception Pass (Narrows), WA'. */
export function currentTitle(station: Pick<CurrentStationData, 'name' | 'state' | 'region'>) {
  const where = station.state.us ? station.state.slug.toUpperCase() : station.region;
  return where && station.state.us && station.state.slug.length === 2
    ? `${station.name}, ${where}`
    : station.name;
}

function degreesTrue(degrees: number): string {
  return `${Math.round(degrees) % 360}° true`;
}

/**
 * A current station's page: its day (with the speed chart) and the week after it, or a
 * month's table; the nearest tide station and the nearby current stations; what the
 * predictions rest on. The days come from the address and the station's clock, in the browser.
 */
export function CurrentStationPage({ station }: { station: CurrentStationData }) {
  const { search } = useRouter();
  const { tides, account } = useClients();
  const { status } = useAuth();
  const hydrated = useHydrated();
  const zonesReady = useZoneRules();
  const view = hydrated && zonesReady ? readView(search) : null;
  const today = hydrated && zonesReady ? todayIn(station.timeZone) : null;
  const date = view?.date ?? today;
  const month = view?.month ?? today?.slice(0, 7) ?? null;
  const preferences = usePreferences();
  const heightUnits = resolveUnits(preferences.units, station.state.us);
  const units = speedUnitsFor(heightUnits);
  const { hourCycle } = preferences;
  const title = currentTitle(station);
  const pathWithDate = (day: string) =>
    day === today ? station.path : `${station.path}?date=${day}`;
  const monthPath = (value: string) => `${station.path}?view=month&month=${value}`;

  return (
    <div className="container page station-pages station-page current-page">
      <Breadcrumbs
        trail={[
          ['Tide stations', '/tides'],
          ...(station.state.listed === false
            ? []
            : [[station.state.name, `/tides/${station.state.slug}`] as [string, string]]),
          [`${station.name} (current)`, station.path],
        ]}
      />
      <header className="page-header">
        <h1>{title} Currents</h1>
        <p className="lead">
          When the water goes slack at {station.name} and how hard the flood and the ebb run, in the
          station’s own time.
        </p>
        <div className="station-actions no-print">
          <SaveStationButton
            stationId={station.id}
            kind="current"
            stationName={title}
            client={status === 'signed-in' ? account : null}
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
          <Link
            to={`/embed?station=${encodeURIComponent(station.id)}&widget=currents`}
            className="button button-outline"
          >
            Embed these currents
          </Link>
          <DisplaySettings measure="speeds" />
        </div>
        <KeepOffline
          station={{
            id: station.id,
            kind: 'current',
            name: title,
            path: station.path,
            timeZone: station.timeZone,
          }}
        />
      </header>
      {view?.kind === 'month' && month ? (
        <CurrentMonthTable
          station={station}
          month={month}
          monthPath={monthPath}
          units={units}
          hourCycle={hourCycle}
        />
      ) : date && today ? (
        <>
          <section className="station-day" aria-labelledby="day-title">
            <DaySteps date={date} today={today} pathWithDate={pathWithDate} />
            <StationCurrents
              client={tides}
              station={station.id}
              date={date}
              units={units}
              hourCycle={hourCycle}
              headingLevel={3}
              hideAttribution
            />
          </section>
          <section className="station-week" aria-labelledby="week-title">
            <h2 id="week-title">The Week Ahead</h2>
            <StationCurrents
              client={tides}
              station={station.id}
              date={addDays(date, 1)}
              days={7}
              units={units}
              hourCycle={hourCycle}
              headingLevel={3}
              hideAttribution
            />
          </section>
        </>
      ) : (
        <p className="muted">Loading currents…</p>
      )}
      <FindTimes station={station} units={units} hourCycle={hourCycle} dayHref={pathWithDate} />
      <div className="station-about no-print">
        <section className="card" aria-labelledby="about-title">
          <h2 id="about-title">About This Station</h2>
          <dl className="station-facts">
            <div>
              <dt>NOAA station</dt>
              <dd>{station.noaaId}</dd>
            </div>
            {station.noaaName ? (
              <div>
                <dt>In NOAA’s tables</dt>
                <dd>{station.noaaName}</dd>
              </div>
            ) : null}
            <div>
              <dt>Position</dt>
              <dd>
                {station.latitude.toFixed(4)}, {station.longitude.toFixed(4)}
              </dd>
            </div>
            <div>
              <dt>Time zone</dt>
              <dd>{station.zone}</dd>
            </div>
            {station.floodDirectionDeg !== null ? (
              <div>
                <dt>Flood sets toward</dt>
                <dd>{degreesTrue(station.floodDirectionDeg)}</dd>
              </div>
            ) : null}
            {station.ebbDirectionDeg !== null ? (
              <div>
                <dt>Ebb sets toward</dt>
                <dd>{degreesTrue(station.ebbDirectionDeg)}</dd>
              </div>
            ) : null}
            {station.depthM !== null || station.bin !== null ? (
              <div>
                <dt>Depth</dt>
                <dd>
                  {station.depthM !== null ? `${station.depthM} m below the surface` : ''}
                  {station.bin !== null ? ` (NOAA bin ${station.bin})` : ''}
                </dd>
              </div>
            ) : null}
            <div>
              <dt>Predictions</dt>
              <dd>
                {station.reference ? (
                  <>
                    From{' '}
                    {station.reference.path ? (
                      <Link to={station.reference.path}>{station.reference.name}</Link>
                    ) : (
                      station.reference.name
                    )}
                    , with NOAA’s time offsets and speed ratios
                  </>
                ) : (
                  'From the station’s own harmonic constants'
                )}
              </dd>
            </div>
          </dl>
        </section>
        {station.nearestTide ? (
          <section className="card nearest" aria-labelledby="nearest-tide-title">
            <h2 id="nearest-tide-title">Nearest Tide Station</h2>
            <p>
              <NearbyLine place={station.nearestTide} units={heightUnits} />
            </p>
          </section>
        ) : null}
        {station.nearestCurrents.length > 0 ? (
          <section className="card nearest" aria-labelledby="nearest-currents-title">
            <h2 id="nearest-currents-title">Nearby Current Stations</h2>
            <ul>
              {station.nearestCurrents.map((place) => (
                <li key={place.path}>
                  <NearbyLine place={place} units={heightUnits} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <section className="card station-on-map no-print" aria-labelledby="on-map-title">
        <h2 id="on-map-title">On the Map</h2>
        <p>
          {station.name} (the larger diamond), the nearest tide station and the nearby current
          stations, among all the others.
        </p>
        <StationMapSection
          around={[
            station.path,
            ...(station.nearestTide ? [station.nearestTide.path] : []),
            ...station.nearestCurrents.map((place) => place.path),
          ]}
          current={station.path}
          label={`Map of ${station.name} and the stations near it`}
        />
      </section>
    </div>
  );
}
