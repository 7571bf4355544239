import { Link } from '../../router/router';
import type { StateData } from '../../stations/types';
import { Breadcrumbs } from './Breadcrumbs';

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
