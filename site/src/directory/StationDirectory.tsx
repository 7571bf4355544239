/**
 * A state's or country's stations as a person browses them: a filter box that narrows the list
 * as they type, a jump list of the groups with their counts, and the groups laid out in rows,
 * so the page reads left to right and then down. The prerendered page lists every station;
 * the filter works once the page is the browser's.
 */
import { useDeferredValue, useId, useState } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { Link } from '../router/router';
import { areaId, filterAreas, type Areas } from './filter';
import './directory.css';

export interface StationDirectoryProps {
  /** The groups and their stations, in order. */
  areas: Areas;
  /** The state's or country's name: 'Florida'. */
  place: string;
}

const count = (n: number) => (n === 1 ? '1 station' : `${n.toLocaleString('en-US')} stations`);

export function StationDirectory({ areas, place }: StationDirectoryProps) {
  const hydrated = useHydrated();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = filterAreas(areas, deferred);
  const total = areas.reduce((sum, area) => sum + area.stations.length, 0);
  const showing = shown.reduce((sum, area) => sum + area.stations.length, 0);
  const inputId = useId();
  const filtered = deferred.trim() !== '';

  return (
    <div className="station-directory" data-state={filtered ? 'filtered' : 'all'}>
      <div className="directory-filter" role="search">
        <label htmlFor={inputId}>Filter {place}&apos;s stations</label>
        <input
          id={inputId}
          type="search"
          value={query}
          placeholder="Town, bay, county or station number"
          autoComplete="off"
          disabled={!hydrated}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p className="muted" aria-live="polite">
          {!filtered
            ? `${count(total)} in ${shown.length === 1 ? 'one group' : `${shown.length} groups`}.`
            : showing === 0
              ? `No station in ${place} matches “${deferred.trim()}”.`
              : `${count(showing)} of ${total.toLocaleString('en-US')} ${showing === 1 ? 'matches' : 'match'} “${deferred.trim()}”.`}
        </p>
      </div>
      {shown.length > 1 ? (
        <nav className="directory-jump" aria-label="Groups">
          <ul>
            {shown.map(({ area, stations }) => (
              <li key={area}>
                <a href={`#${areaId(area)}`}>{area}</a>{' '}
                <span className="muted">{stations.length}</span>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="area-list directory-groups">
        {shown.map(({ area, stations }) => (
          <section key={area} id={areaId(area)} aria-label={area}>
            <div className="directory-group-heading">
              <h2>{area}</h2>
              <span className="muted directory-count">{count(stations.length)}</span>
            </div>
            <ul>
              {stations.map((station) => (
                <li key={station.path}>
                  <Link to={station.path}>{station.name}</Link>
                  {/* A name told apart by its number ("Key West, NOAA 8724580") says it once. */}
                  {station.noaaId && !station.name.endsWith(`NOAA ${station.noaaId}`) ? (
                    <span className="muted"> NOAA {station.noaaId}</span>
                  ) : null}
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
