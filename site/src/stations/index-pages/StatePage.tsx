import { groupsAre } from '../../directory/filter';
import { StationDirectory } from '../../directory/StationDirectory';
import { StationMapSection } from '../../map';
import { Link } from '../../router/router';
import type { StateData } from '../types';
import { Breadcrumbs } from '../Breadcrumbs';

export function StatePage({ data }: { data: StateData }) {
  const { state, areas, gauges, currents = [] } = data;
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
          {state.name}, listed by {groupsAre(state)}.
        </p>
      </header>
      <StationMapSection
        state={state.slug}
        floodState={state.code ? state.slug : undefined}
        label={`Map of ${state.name} tide stations`}
      />
      <StationDirectory areas={areas} place={state.name} />
      {gauges.length > 0 ? (
        <section className="area-list" aria-labelledby="state-gauges">
          <h2 id="state-gauges">Water-Level Gauges Without a Tide to Tabulate</h2>
          <p className="muted">
            {gauges.length === 1 ? 'This gauge measures' : `These ${gauges.length} gauges measure`}{' '}
            the water in {state.name}, but its tide is too small to tabulate: wind, air pressure and
            river flow move it more. Each page says what it is and names the tide stations nearest
            to it.
          </p>
          <ul>
            {gauges.map((gauge) => (
              <li key={gauge.path}>
                <Link to={gauge.path}>{gauge.name}</Link>
                <span className="muted"> — water-level gauge, tides too small to tabulate</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {currents.length > 0 ? (
        <section className="card state-currents" aria-labelledby="currents-title">
          <h2 id="currents-title">Currents</h2>
          <p className="muted">
            {currents.length === 1
              ? 'One tidal-current station'
              : `${currents.length} tidal-current stations`}{' '}
            in {state.name}: slack water and the strongest flood and ebb.
          </p>
          <ul className="current-list">
            {currents.map((current) => (
              <li key={current.path}>
                <Link to={current.path}>{current.name}</Link>{' '}
                <span className="muted">NOAA {current.noaaId}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
