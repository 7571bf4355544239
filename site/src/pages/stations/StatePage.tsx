import { groupsAre } from '../../directory/filter';
import { StationDirectory } from '../../directory/StationDirectory';
import { StationMapSection } from '../../map';
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
          {state.name}, listed by {groupsAre(state)}.
        </p>
      </header>
      <StationMapSection state={state.slug} label={`Map of ${state.name} tide stations`} />
      <StationDirectory areas={areas} place={state.name} />
    </div>
  );
}
