import { formatDistance, type TideLocation } from '@tides/widgets';
import { useState } from 'react';
import { useClients } from '../../lib/clients';
import { isUsStation, resolveUnits, usePreferences } from '../../lib/preferences';
import { Link } from '../../router/router';
import { stationPageOf } from '../paths';

/** The station's name, linked to its page when the lookup said where the station is. */
function StationName({ station }: { station: TideLocation }) {
  const name = station.state ? `${station.name}, ${station.state}` : station.name;
  const page = stationPageOf(station);
  return page ? <Link to={page}>{name}</Link> : name;
}

type NearMeState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'failed'; message: string }
  | { status: 'found'; stations: TideLocation[] };

/** How many stations "near me" lists, and how far it looks. */
const NEAR_ME_COUNT = 6;
const NEAR_ME_KM = 200;

const GEOLOCATION_MESSAGES: Record<number, string> = {
  1: 'Location access was not allowed. Search for your town, beach or ZIP code instead.',
  2: 'Your position could not be found. Search for your town, beach or ZIP code instead.',
  3: 'Finding your position took too long. Please try again.',
};

function position(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: false,
      timeout: 15_000,
      maximumAge: 10 * 60_000,
    });
  });
}

/**
 * "Near me": the tide stations nearest the visitor, with their distances. The browser asks
 * for the visitor's position only when the button is pressed, and the position goes no
 * further than the nearest-station lookup.
 */
export function NearMe({ exclude }: { exclude?: string }) {
  const { units } = usePreferences();
  const { tides } = useClients();
  const [state, setState] = useState<NearMeState>({ status: 'idle' });

  async function findNearMe() {
    if (!('geolocation' in navigator)) {
      setState({
        status: 'failed',
        message:
          'This browser cannot share its position. Search for your town or ZIP code instead.',
      });
      return;
    }
    setState({ status: 'locating' });
    let coords: GeolocationCoordinates;
    try {
      coords = (await position()).coords;
    } catch (error) {
      const code = (error as GeolocationPositionError).code;
      setState({
        status: 'failed',
        message: GEOLOCATION_MESSAGES[code] ?? 'Your position could not be found.',
      });
      return;
    }
    try {
      const stations = await tides.nearestLocations?.(
        { latitude: coords.latitude, longitude: coords.longitude },
        { limit: NEAR_ME_COUNT + 1, withinKm: NEAR_ME_KM },
      );
      setState({
        status: 'found',
        stations: (stations ?? []).filter((s) => s.id !== exclude).slice(0, NEAR_ME_COUNT),
      });
    } catch {
      setState({
        status: 'failed',
        message: 'Unable to connect to tide service. Please try again.',
      });
    }
  }

  return (
    <section className="card near-me" aria-labelledby="near-me-title">
      <h2 id="near-me-title">Stations Near You</h2>
      <p className="muted">Your browser will ask before sharing your position.</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => void findNearMe()}
        disabled={state.status === 'locating'}
      >
        {state.status === 'locating' ? 'Finding your position…' : 'Find stations near me'}
      </button>
      <div aria-live="polite">
        {state.status === 'failed' ? <p role="alert">{state.message}</p> : null}
        {state.status === 'found' && state.stations.length === 0 ? (
          <p>No tide station within {NEAR_ME_KM} km of you. Search for a coastal place instead.</p>
        ) : null}
        {state.status === 'found' && state.stations.length > 0 ? (
          <ul className="near-me-list">
            {state.stations.map((station) => (
              <li key={station.id}>
                <StationName station={station} />{' '}
                {typeof station.distanceKm === 'number' ? (
                  <span className="muted">
                    {formatDistance(station.distanceKm, resolveUnits(units, isUsStation(station)))}{' '}
                    away
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
