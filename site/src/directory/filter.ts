/**
 * Narrowing a state's or country's list as the visitor types: a station stays when every word
 * typed starts a word of its name, its number or its group ("key" finds Key West and every
 * station under "Monroe County (the Keys)", not Turkey Point). Accents and case do not matter.
 */
import type { StateData } from '../stations/types';

export type Areas = StateData['areas'];

/** Lower case without accents, in words: 'Mayagüez Municipio' → ['mayaguez', 'municipio']. */
function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function matches(haystack: string[], needles: string[]): boolean {
  return needles.every((needle) => haystack.some((word) => word.startsWith(needle)));
}

/** The groups and stations that match `query`, in their order; all of them for an empty query. */
export function filterAreas(areas: Areas, query: string): Areas {
  const needles = words(query);
  if (needles.length === 0) return areas;
  const kept: Areas = [];
  for (const { area, stations } of areas) {
    const areaWords = words(area);
    const shown = stations.filter((station) =>
      matches([...areaWords, ...words(station.name), ...words(station.noaaId ?? '')], needles),
    );
    if (shown.length > 0) kept.push({ area, stations: shown });
  }
  return kept;
}

/** The id a group's heading has, for the jump list: 'area-monroe-county-the-keys'. */
export function areaId(area: string): string {
  return `area-${words(area).join('-')}`;
}

/** What a state's groups are, in words, for its page's lead: 'parish' in Louisiana. */
export function groupsAre(state: { us: boolean; code: string | null }): string {
  if (!state.us) return 'province or region';
  switch (state.code) {
    case 'LA':
      return 'parish';
    case 'AK':
      return 'borough or census area';
    case 'PR':
      return 'municipio';
    case 'VI':
    case 'GU':
    case 'AS':
    case 'MP':
      return 'island or district';
    default:
      return 'county';
  }
}
