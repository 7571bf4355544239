/**
 * A station page's map: the station and its nearest neighbours, marked among the others, with
 * the way to its state's list and map.
 */
import { Link } from '../router/router';
import type { StationData } from '../stations/types';
import { StationMapSection } from './index';

export function StationOnMap({ station }: { station: StationData }) {
  const statePath = `/tides/${station.state.slug}`;
  const around = [
    station.path,
    ...station.nearest.flatMap((near) => (near.path ? [near.path] : [])),
  ];
  return (
    <section className="card station-on-map no-print" aria-labelledby="on-map-title">
      <h2 id="on-map-title">On the Map</h2>
      <p>
        {station.name} (ringed) and its nearest stations, among all the others.{' '}
        <Link to={statePath}>All {station.state.name} stations</Link> ·{' '}
        <Link to={`${statePath}#station-map`}>Map of {station.state.name}</Link>
      </p>
      <StationMapSection
        around={around}
        current={station.path}
        label={`Map of ${station.name} and its nearest stations`}
      />
    </section>
  );
}
