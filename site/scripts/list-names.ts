/**
 * The names a state's or country's list shows, told apart: two stations listed under one name
 * ("Cape Cod Canal" three times in Massachusetts) each get the part of their place that differs,
 * as NOAA writes it ("Cape Cod Canal, Sagamore"), else the town they serve, else where they are
 * from the town they are named after ("Lafitte, 8 km SE of town"), else their source and number
 * ("Thursday Island, BOM 58170"), else where they are ("Fuerteventura, 28.49° N, 13.86° W"),
 * never a database id. A name no other shares is left as it is.
 */

export interface ListedStation {
  id: string;
  name: string;
  /** The bay, island, pier or town upstream gives (NOAA's part after the comma). */
  area: string | null;
  /** The town the station serves. */
  locality: string | null;
  /**
   * Where it is from the town its name names, when it is named after one ('8 km SE of town'):
   * what tells apart a marsh network's gauges all named for the nearest town.
   */
  fromTown?: string | null;
  /** Where it is, to tell apart two gauges of one source and name ('28.49° N, 13.86° W'). */
  latitude?: number;
  longitude?: number;
}

/** A position as a list may show it: '28.49° N, 13.86° W'. */
export function shortPosition(latitude: number, longitude: number): string {
  return `${Math.abs(latitude).toFixed(2)}° ${latitude < 0 ? 'S' : 'N'}, ${Math.abs(longitude).toFixed(2)}° ${longitude < 0 ? 'W' : 'E'}`;
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The station's source and number: 'NOAA 8447173', 'BOM 58170', 'Kartverket ANX'. */
export function sourceAndNumber(id: string): string {
  const [prefix = '', rest = ''] = id.split('/');
  if (prefix === 'noaa') return `NOAA ${rest}`;
  if (prefix === 'ticon') {
    const parts = rest.split('-');
    const source = (parts.at(-1) ?? '').replace(/_.*/, '').toUpperCase();
    const code = parts.length > 2 ? parts[1] : parts[0];
    return `${source} ${code ?? rest}`;
  }
  return `${prefix[0]?.toUpperCase() ?? ''}${prefix.slice(1)} ${rest}`;
}

/** Each station's name as its list shows it, by id. */
export function listNames(stations: readonly ListedStation[]): Map<string, string> {
  const byName = new Map<string, ListedStation[]>();
  for (const station of stations) {
    const key = fold(station.name);
    byName.set(key, [...(byName.get(key) ?? []), station]);
  }
  const names = new Map<string, string>();
  for (const group of byName.values()) {
    if (group.length === 1) {
      names.set(group[0]!.id, group[0]!.name);
      continue;
    }
    // A part that is this station's alone among those of its name, and not its name again.
    const own = (station: ListedStation, field: 'area' | 'locality') => {
      const part = station[field];
      if (!part || fold(station.name).includes(fold(part))) return null;
      return group.filter((other) => other[field] === part).length === 1 ? part : null;
    };
    const labels = group.map((station) => {
      const part =
        own(station, 'area') ??
        own(station, 'locality') ??
        station.fromTown ??
        sourceAndNumber(station.id);
      return { station, label: `${station.name}, ${part}` };
    });
    // Where even those agree, the source's number; where that too is shared, the whole id.
    const numbered = labels.map(({ station, label }) =>
      labels.filter((l) => fold(l.label) === fold(label)).length > 1
        ? { station, label: `${station.name}, ${sourceAndNumber(station.id)}` }
        : { station, label },
    );
    for (const { station, label } of numbered) {
      const clash = numbered.filter((l) => fold(l.label) === fold(label)).length > 1;
      const where =
        station.latitude === undefined || station.longitude === undefined
          ? station.id
          : shortPosition(station.latitude, station.longitude);
      names.set(station.id, clash ? `${station.name}, ${where}` : label);
    }
  }
  return names;
}
