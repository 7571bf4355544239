import { Link } from '../../router/router';
import { constantsSource, datumWords, largerSetNote, officialSource } from './facts';
import { formatBearing } from './distance';
import { US_TERRITORY_CODES } from '../paths';
import type { StationData } from '../types';

/** NOAA's own page for one of its stations. */
function noaaStationUrl(noaaId: string): string {
  return `https://tidesandcurrents.noaa.gov/stationhome.html?id=${encodeURIComponent(noaaId)}`;
}

function formatPosition(latitude: number, longitude: number): string {
  const lat = `${Math.abs(latitude).toFixed(4)}° ${latitude >= 0 ? 'N' : 'S'}`;
  const lon = `${Math.abs(longitude).toFixed(4)}° ${longitude >= 0 ? 'E' : 'W'}`;
  return `${lat}, ${lon}`;
}

/**
 * Whether NOAA operates a gauge at a US station, and if not, the nearest it operates on the same
 * water: a reference station is not a gauge, most being surveys of a season long past.
 */
function LiveGaugeWords({ station }: { station: StationData }) {
  if (station.liveGauge) {
    return <>NOAA operates one here: today’s tides show the water it measures.</>;
  }
  const near = station.nearestLiveGauge;
  if (!near?.path) {
    return (
      <>
        NOAA operates none here, so there is no observed water level, and none on the same water
        within 100 km.
      </>
    );
  }
  const miles = Math.round(near.distanceKm / 1.609344);
  return (
    <>
      NOAA operates none here, so there is no observed water level. The nearest it operates on the
      same water is{' '}
      <Link to={near.path}>
        {near.name}
        {near.state ? `, ${near.state}` : ''}
      </Link>
      , {Math.round(near.distanceKm)} km ({miles} mi) {formatBearing(near.bearingDegrees)}.
    </>
  );
}

/** A station's facts in words: where, from what, on which clock and datum, and who is official. */
export function StationFacts({ station }: { station: StationData }) {
  const official = officialSource(station.countryCode);
  const datum = datumWords(station.datum, station.countryCode);
  const constants = constantsSource(station.id);
  const larger = largerSetNote(station.id, station.reference?.id ?? null);
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
            {larger ? <p className="muted station-datum-note">{larger}</p> : null}
          </dd>
        </div>
      )}
      {station.state.us && !station.gauge ? (
        <div>
          <dt>Water-level gauge</dt>
          <dd>
            <LiveGaugeWords station={station} />
          </dd>
        </div>
      ) : null}
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
          <dt>Heights measured from</dt>
          <dd>
            {datum.name}
            {datum.note ? <p className="muted station-datum-note">{datum.note}</p> : null}
          </dd>
        </div>
      )}
    </dl>
  );
}
