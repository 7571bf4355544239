/** The stations in the map's view, listed below it as links: the map's content without it. */
import { Link } from '../router/router';
import type { StationPoint } from './points';
import { kindWords } from './StationMarks';

/** The list names this many stations at most; zooming in lists the rest. */
const LIST_LIMIT = 60;

function count(n: number, what: string): string {
  return n === 1 ? `One ${what}` : `${n.toLocaleString('en-US')} ${what}s`;
}

/**
 * How many stations the view holds, by kind where it holds both: the map shows current
 * stations beside the tide stations a page counts, so a bare total would not match it.
 */
export function countInView(stations: readonly StationPoint[]): string {
  const currents = stations.filter((point) => point.type === 'current').length;
  const tides = stations.length - currents;
  if (currents === 0) return `${count(tides, 'tide station')} in view`;
  if (tides === 0) return `${count(currents, 'current station')} in view`;
  return `${count(stations.length, 'station')} in view: ${tides.toLocaleString('en-US')} tide, ${currents.toLocaleString('en-US')} current`;
}

export function StationsInView({ stations }: { stations: StationPoint[] }) {
  const listed = stations.slice(0, LIST_LIMIT);
  return (
    <details className="station-map-list">
      <summary>{countInView(stations)}</summary>
      <ul>
        {listed.map((point) => (
          <li key={point.path}>
            <Link to={point.path}>{point.name}</Link>
            <span className="muted"> · {kindWords(point)}</span>
          </li>
        ))}
      </ul>
      {stations.length > listed.length ? (
        <p className="muted">{stations.length - listed.length} more: zoom in to list them.</p>
      ) : null}
    </details>
  );
}
