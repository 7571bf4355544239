/**
 * The shipped gazetteer (supabase/seeds/places.sql) as the catalogue reads it: its towns and
 * neighbourhoods, indexed by one-degree cells and by name for the checks.
 */
import { readFileSync } from 'node:fs';
import { placesSeedPath } from '../../paths.ts';
import { kmApart, type NamedPlace, type Places } from '../station-checks.ts';

export type GazetteerPlace = NamedPlace;

/** The towns and neighbourhoods of the shipped gazetteer (supabase/seeds/places.sql). */
export function gazetteer(): GazetteerPlace[] {
  const text = readFileSync(placesSeedPath, 'utf8');
  const places: GazetteerPlace[] = [];
  const row =
    /^\('(?:geonames|zip)\/[^']+', '(place|zip)', '((?:[^']|'')*)', '([A-Z]{2})', (-?[\d.]+), (-?[\d.]+), \d+\)/gm;
  for (const match of text.matchAll(row)) {
    if (match[1] !== 'place') continue;
    places.push({
      name: match[2]!.replaceAll("''", "'"),
      state: match[3]!,
      latitude: Number(match[4]),
      longitude: Number(match[5]),
    });
  }
  return places;
}

/** The gazetteer as the checks ask it, indexed by one-degree cells and by name. */
export function placesIndex(places: readonly GazetteerPlace[]): Places {
  const byCell = new Map<string, GazetteerPlace[]>();
  const byName = new Map<string, GazetteerPlace[]>();
  for (const place of places) {
    const key = `${Math.floor(place.latitude)},${Math.floor(place.longitude)}`;
    byCell.set(key, [...(byCell.get(key) ?? []), place]);
    const name = place.name.toLowerCase();
    byName.set(name, [...(byName.get(name) ?? []), place]);
  }
  return {
    near(latitude, longitude, withinKm) {
      const found: (GazetteerPlace & { km: number })[] = [];
      const reach = Math.ceil(withinKm / 80);
      for (let x = -reach; x <= reach; x++) {
        for (let y = -reach; y <= reach; y++) {
          const cell = `${Math.floor(latitude) + y},${Math.floor(longitude) + x}`;
          for (const place of byCell.get(cell) ?? []) {
            const km = kmApart({ latitude, longitude }, place);
            if (km <= withinKm) found.push({ ...place, km });
          }
        }
      }
      return found.sort((a, b) => a.km - b.km);
    },
    named: (name) => byName.get(name.toLowerCase()) ?? [],
  };
}
