/** The stations in the map's view, listed below it as links: the map's content without it. */
import { Link } from '../router/router';
import type { StationPoint } from './points';
import { kindWords } from './StationMarks';

/** The list names this many stations at most; zooming in lists the rest. */
const LIST_LIMIT = 60;

export function StationsInView({ stations }: { stations: StationPoint[] }) {
  const listed = stations.slice(0, LIST_LIMIT);
  return (
    <details className="station-map-list">
      <summary>
        {stations.length === 1
          ? 'One station'
          : `${stations.length.toLocaleString('en-US')} stations`}{' '}
        in view
      </summary>
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
