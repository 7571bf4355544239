/** The fishing log's filters (a station and a span of days) and its CSV export. */
import type { FishingSession, HeightUnits } from '@tides/widgets';
import { downloadCsv } from '../../lib/download-csv';
import { dayOf, sessionsToCsv } from './fishing-log-csv';

/** Which sessions the log shows: at one station (or any, `''`), from and to a day (or open). */
export interface LogFilter {
  stationId: string;
  from: string;
  to: string;
}

/** Whether a session passes the filter, its day read on its station's clock. */
export function matchesFilter(filter: LogFilter, session: FishingSession): boolean {
  if (filter.stationId && session.stationId !== filter.stationId) return false;
  const day = dayOf(session);
  if (filter.from && day < filter.from) return false;
  if (filter.to && day > filter.to) return false;
  return true;
}

export function LogFilters({
  filter,
  onFilterChange,
  stations,
  shown,
  names,
  units,
}: {
  filter: LogFilter;
  onFilterChange: (filter: LogFilter) => void;
  /** The stations a session can be logged at, for the station choice. */
  stations: { id: string; name: string }[];
  /** The sessions the filter lets through: what the export writes. */
  shown: FishingSession[];
  names: Map<string, string>;
  units: HeightUnits;
}) {
  return (
    <section className="log-filters" aria-label="Filter the fishing log">
      <label>
        Station
        <select
          value={filter.stationId}
          onChange={(event) => onFilterChange({ ...filter, stationId: event.target.value })}
        >
          <option value="">All stations</option>
          {stations.map((station) => (
            <option key={station.id} value={station.id}>
              {station.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        From
        <input
          type="date"
          value={filter.from}
          onChange={(event) => onFilterChange({ ...filter, from: event.target.value })}
        />
      </label>
      <label>
        To
        <input
          type="date"
          value={filter.to}
          onChange={(event) => onFilterChange({ ...filter, to: event.target.value })}
        />
      </label>
      <button
        type="button"
        className="button button-outline"
        disabled={shown.length === 0}
        onClick={() => downloadCsv(sessionsToCsv(shown, names, units), 'fishing-log.csv')}
      >
        Export CSV
      </button>
    </section>
  );
}
