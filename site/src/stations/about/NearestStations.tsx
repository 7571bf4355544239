import { formatDistance, type HeightUnits } from '@tides/widgets';
import { Link } from '../../router/router';
import { formatBearing } from './distance';
import type { NearbyStation, StationData } from '../types';

/**
 * A nearby station in a line: its name, linked to its page where it has one, its state, and how
 * far away it is and in which direction.
 */
export function NearbyLine({ place, units }: { place: NearbyStation; units: HeightUnits }) {
  return (
    <>
      {place.path ? <Link to={place.path}>{place.name}</Link> : place.name}
      {place.state ? `, ${place.state}` : ''}{' '}
      <span className="muted">
        {formatDistance(place.distanceKm, units)} {formatBearing(place.bearingDegrees)}
      </span>
    </>
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
            <NearbyLine place={near} units={units} />
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
            <NearbyLine place={near} units={units} />
          </li>
        ))}
      </ul>
    </section>
  );
}
