/**
 * One gauge listed twice: stations of one name within DUPLICATE_KM, and which record is kept
 * (the agency's own over a relay's, then the better upstream quality).
 */
import type { CheckedStation, Override } from './findings.ts';
import { placeFromId } from './names.ts';
import { kmApart } from './places.ts';

/**
 * A name as two sources of the same gauge may spell it: without accents, umlauts (dropped or
 * written 'ue'), spaces or punctuation ('Warnemnde', 'Warnemuende' → 'warnemnde').
 */
export function duplicateKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/ae|oe|ue|ä|ö|ü/g, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/** How close two stations of one name must be to be taken for the same gauge. */
export const DUPLICATE_KM = 5;

/**
 * Pairs of stations that look like one gauge listed twice (by two sources): the same name as
 * duplicateKey spells it, within DUPLICATE_KM. Each is answered by a reviewed 'duplicate' line
 * on either station: the other's id (this one is dropped) or its own name (distinct gauges).
 */
export function duplicatePairs<T extends CheckedStation>(stations: readonly T[]): [T, T][] {
  const byKey = new Map<string, T[]>();
  for (const station of stations) {
    const key = duplicateKey(station.name);
    byKey.set(key, [...(byKey.get(key) ?? []), station]);
  }
  const pairs: [T, T][] = [];
  for (const group of byKey.values()) {
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        if (kmApart(group[i]!, group[j]!) <= DUPLICATE_KM) pairs.push([group[i]!, group[j]!]);
      }
    }
  }
  return pairs;
}

/** The agency or archive a station's record comes from: 'noaa', 'uhslc_fd', 'wsv', 'cmems'. */
export function recordSource(id: string): string {
  const [prefix = '', rest = ''] = id.split('/');
  return prefix === 'ticon' ? (rest.split('-').at(-1) ?? prefix) : prefix;
}

/**
 * Archives that relay national gauges' records (UHSLC's fast-delivery and research-quality
 * sets, Copernicus Marine, ESEAS, satellite-era re-analyses, UNAM's historical set): the
 * national agency's own record is preferred to theirs.
 */
const RELAYS: readonly string[] = ['uhslc_fd', 'uhslc_rq', 'cmems', 'eseas', 'da_sat', 'unam_hist'];

/** A station as duplicates are resolved: with the upstream quality score (0–100). */
export type RankedStation = CheckedStation & { quality?: { score?: number } | null };

/**
 * Which station of each gauge listed twice is left out, and for which. A reviewed 'duplicate'
 * line decides first (its new value the id kept, or its old value: distinct gauges). Otherwise
 * two stations of one name and place from different sources are one gauge, a national record
 * and a copy an archive relays (UHSLC, Copernicus): NOAA's is kept, else a national agency's
 * over an archive's, else the one upstream scores higher (its source, recency and coverage),
 * else the first id; the others go. Two of one source are distinct gauges (NOAA's three Cape
 * Cod Canal gauges, the two at Sausalito). Problems: a line naming
 * a station not in the catalogue.
 */
export function resolveDuplicates(
  stations: readonly RankedStation[],
  upstream: readonly { id: string; name: string }[],
  overrides: readonly Override[],
): { left: { id: string; keptId: string; source: string }[]; problems: string[] } {
  const upstreamNames = new Map(upstream.map((u) => [u.id, u.name]));
  const ids = new Set(stations.map((s) => s.id));
  const lineOf = (id: string) =>
    overrides.find(
      (o) => o.id === id && o.field === 'duplicate' && o.old === upstreamNames.get(id),
    );
  const left = new Map<string, { id: string; keptId: string; source: string }>();
  const problems: string[] = [];
  for (const station of stations) {
    const line = lineOf(station.id);
    if (!line || line.new === line.old) continue;
    if (!ids.has(line.new)) {
      problems.push(`${station.id}: a duplicate of ${line.new}, which is not in the catalogue.`);
      continue;
    }
    left.set(station.id, { id: station.id, keptId: line.new, source: line.source });
  }
  // Gauges of one name and place from different sources, none answered by a line. A TICON
  // station whose id is a code ('crms4245') was named by reverse geocoding, not by its source,
  // and is no one's copy.
  const named = (s: RankedStation) => !s.id.startsWith('ticon/') || placeFromId(s.id) !== null;
  const partners = new Map<string, RankedStation[]>();
  for (const [a, b] of duplicatePairs(stations.filter(named))) {
    if (recordSource(a.id) === recordSource(b.id)) continue;
    if ([a, b].some((s) => lineOf(s.id) !== undefined || left.has(s.id))) continue;
    partners.set(a.id, [...(partners.get(a.id) ?? []), b]);
    partners.set(b.id, [...(partners.get(b.id) ?? []), a]);
  }
  const rank = (s: RankedStation) => {
    const source = recordSource(s.id);
    const standing = source === 'noaa' ? 2 : RELAYS.includes(source) ? 0 : 1;
    return standing * 1000 + (s.quality?.score ?? 0);
  };
  const kept = new Set<string>();
  const candidates = stations
    .filter((s) => partners.has(s.id))
    .sort((a, b) => rank(b) - rank(a) || a.id.localeCompare(b.id));
  for (const station of candidates) {
    const keeper = (partners.get(station.id) ?? []).find((p) => kept.has(p.id));
    // Kept: the best of its pairs, or another gauge of a source already kept nearby.
    const sameSourceKept = (partners.get(station.id) ?? []).some(
      (p) => kept.has(p.id) && recordSource(p.id) === recordSource(station.id),
    );
    if (!keeper || sameSourceKept) {
      kept.add(station.id);
      continue;
    }
    left.set(station.id, {
      id: station.id,
      keptId: keeper.id,
      source: `rule: the same name within ${DUPLICATE_KM} km; ${recordSource(keeper.id)}'s record kept over ${recordSource(station.id)}'s (upstream quality ${keeper.quality?.score ?? 0} against ${station.quality?.score ?? 0})`,
    });
  }
  return { left: [...left.values()], problems };
}
