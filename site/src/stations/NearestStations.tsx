import { formatDistance, type HeightUnits } from '@tides/widgets';
import { Link } from '../router/router';
import { formatBearing } from './distance';
import type { StationData } from './types';

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

/** The tidal-current stations nearest a tide station, each linking to its page. */
export function NearestCurrents({ station, units }: { station: StationData; units: HeightUnits }) {
  const currents = station.nearestCurrents ?? [];
  if (currents.length === 0) return null;
  return (
    <section className="card nearest" aria-labelledby="nearest-currents-title">
      <h2 id="nearest-currents-title">Nearest Current Stations</h2>
      <ul>
        {currents.map((near) => (
          <li key={near.path}>
            <Link to={near.path}>{near.name}</Link>
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
