/**
 * The tide stations' seed-time checks, run on every current station as the catalogue files it
 * (current-catalog.ts): its state against the Census outlines, its region, its zone against the
 * zones at its position and its country's, its country, its position against the coastline, and
 * its name for short forms a boater would have to decode. A finding is fixed by a rule in the
 * catalogue or kept by a reviewed line of station-overrides.tsv (field 'state', 'timezone',
 * 'country', 'position' or 'name', the value kept as its own new value); the seed generator
 * stops, listing them, on any other.
 */
import { US_STATES } from '@tides/conventions/station-page-path';
import { CANADIAN_PACIFIC_ZONES, type CurrentCatalogRow } from './current-catalog.ts';
import { shortFormLeft } from './current-names.ts';
import {
  checkCountry,
  checkFixedZone,
  checkPosition,
  checkState,
  checkTimeZone,
  zoneOffsets,
  type CheckedStation,
  type CoastDistance,
  type CountryAt,
  type Finding,
  type StatesAt,
  type ZonesAt,
} from './station-checks.ts';

export interface CurrentLookups {
  zonesAt: ZonesAt;
  countryAt: CountryAt;
  statesAt: StatesAt;
  coast: CoastDistance;
}

/** A current row as the tide stations' checks read a station. */
export function checkedCurrent(row: CurrentCatalogRow): CheckedStation {
  return {
    id: row.id,
    name: row.name,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    timezone: row.time_zone,
    country_code: row.country_code,
    region_code: row.country_code === 'US' && row.state ? `US-${row.state}` : null,
  };
}

/**
 * The zone against its position's, where the position is open sea: a sea zone there
 * ('Etc/GMT+5' off Cape Cod) is kept by a civil zone of the same standard time (Eastern).
 */
function checkZone(station: CheckedStation, zonesAt: ZonesAt): Finding | null {
  const finding = checkTimeZone(station, zonesAt);
  if (!finding) return null;
  const zones = zonesAt(station.latitude, station.longitude);
  const own = zoneOffsets(station.timezone);
  const seaOnly = zones.length > 0 && zones.every((zone) => zone.startsWith('Etc/'));
  const sameStandard = zones.some((zone) => {
    const sea = zoneOffsets(zone);
    return Boolean(own && sea && Math.min(...own) === sea[0]);
  });
  return seaOnly && sameStandard ? null : finding;
}

/** A region a station must have: a US state's name, British Columbia in Canada. */
function checkRegion(row: CurrentCatalogRow): Finding | null {
  const expected = row.state ? (US_STATES[row.state] ?? null) : null;
  const missing = row.country_code === 'CA' && !row.region;
  if (!missing && (expected === null || row.region === expected)) return null;
  return {
    id: row.id,
    field: 'state',
    old: row.region ?? '',
    suggested: expected,
    reason: `region ${row.region ?? 'none'} for a station filed under ${row.state ?? row.country_code ?? 'no country'}`,
  };
}

/** A Canadian station on a zone across the border (Lion Point on Alaska's clock). */
function checkCountryZone(row: CurrentCatalogRow): Finding | null {
  if (row.country_code !== 'CA' || CANADIAN_PACIFIC_ZONES.includes(row.time_zone)) return null;
  return {
    id: row.id,
    field: 'timezone',
    old: row.time_zone,
    suggested: 'America/Vancouver',
    reason: `a Canadian station on ${row.time_zone}, across the border`,
  };
}

/** A name still holding a short form ('Pt.', 'N.mi.', 'Bouy'). */
function checkReadable(row: CurrentCatalogRow): Finding | null {
  const left = shortFormLeft(row.name);
  if (!left) return null;
  return {
    id: row.id,
    field: 'name',
    old: row.name,
    suggested: null,
    reason: `the name still holds "${left}"`,
  };
}

/** Every finding on the current stations, in the catalogue's order. */
export function currentFindings(
  rows: readonly CurrentCatalogRow[],
  lookups: CurrentLookups,
): Finding[] {
  const findings: Finding[] = [];
  for (const row of rows) {
    const station = checkedCurrent(row);
    for (const finding of [
      checkState(station, lookups.statesAt),
      checkRegion(row),
      // A Canadian station keeps a Canadian clock where the zones' border runs past it.
      row.country_code === 'CA' && CANADIAN_PACIFIC_ZONES.includes(row.time_zone)
        ? null
        : checkZone(station, lookups.zonesAt),
      checkCountryZone(row),
      checkFixedZone(station, lookups.zonesAt),
      checkCountry(station, lookups.countryAt),
      checkPosition(station, lookups.coast),
      checkReadable(row),
    ]) {
      if (finding) findings.push(finding);
    }
  }
  return findings;
}

/**
 * The current stations' part of the catalogue report: what the checks found, what the rules
 * fixed (the states moved, the names written out), and what reviewed lines keep.
 */
export function currentReport(
  rows: readonly CurrentCatalogRow[],
  findings: readonly Finding[],
): string {
  const moved = rows.filter((row) => row.moved_from_state);
  const written = rows.filter((row) => row.aliases.length > 0);
  const byField = new Map<string, number>();
  for (const finding of findings) byField.set(finding.field, (byField.get(finding.field) ?? 0) + 1);
  const example = written.find((row) => row.id === 'noaa/ACT5676') ?? written[0];
  return [
    '## Current stations',
    '',
    `The same checks on all **${rows.length}** current stations (\`supabase/scripts/current-checks.ts\`):`,
    `state, region, zone, country, position against the coastline and a name without short forms.`,
    '',
    `- **${moved.length}** filed under the state whose water the Census outlines put them in: ${moved
      .map((row) => `${row.name} (\`${row.id}\`, ${row.moved_from_state} → ${row.state})`)
      .join('; ')}.`,
    `- **${written.length}** names written out from NOAA's short forms, NOAA's spelling kept as a search alias${
      example ? ` ("${example.aliases[0]}" → "${example.name}")` : ''
    }; the rules are \`supabase/scripts/current-names.ts\`.`,
    `- Kept after review (\`station-overrides.tsv\`): ${
      [...byField.entries()].map(([field, count]) => `${count} ${field}`).join(', ') || 'none'
    }.`,
    '',
  ].join('\n');
}
