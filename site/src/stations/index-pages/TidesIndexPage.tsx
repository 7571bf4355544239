import { StationMapSection } from '../../map';
import { Link } from '../../router/router';
import type { StationsIndex } from '../types';
import { Breadcrumbs } from '../Breadcrumbs';

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

/** The map opens on the lower 48 states; Alaska, Hawaii and the world are a zoom away. */
const LOWER_48 = { west: -125, south: 24.5, east: -66.9, north: 49.4 };

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
      <StationMapSection frame={LOWER_48} label="Map of every tide station" />
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
