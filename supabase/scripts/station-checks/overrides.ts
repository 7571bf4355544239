/**
 * station-overrides.tsv, the reviewed answers to findings: read strictly, applied to the rows,
 * and the findings no line answers yet (the seed generator stops on those).
 */
import type { CheckedStation, Finding, FindingField, Override } from './findings.ts';

/** '50.59419,-4.83437': how a position is written in the overrides file. */
export function formatPosition(latitude: number, longitude: number): string {
  return `${Number(latitude.toFixed(5))},${Number(longitude.toFixed(5))}`;
}

export function parsePosition(text: string): { latitude: number; longitude: number } | null {
  const match = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(text.trim());
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

const FIELDS: readonly FindingField[] = [
  'name',
  'position',
  'timezone',
  'country',
  'state',
  'duplicate',
];

/**
 * station-overrides.tsv: '#' comments, else tab-separated id, field, old, new, source. A line
 * whose new value is its old one keeps the upstream value, reviewed. Throws on a malformed line,
 * naming it.
 */
export function parseOverrides(text: string): Override[] {
  const overrides: Override[] = [];
  const seen = new Set<string>();
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '' || line.startsWith('#')) return;
    const [id, field, old, value, source, ...extra] = line.split('\t');
    const where = `station-overrides.tsv line ${index + 1}`;
    if (!id || !field || old === undefined || !value || !source?.trim() || extra.length > 0) {
      throw new Error(`${where}: needs id, field, old, new and source, separated by tabs.`);
    }
    if (!FIELDS.includes(field as FindingField)) {
      throw new Error(`${where}: field must be one of ${FIELDS.join(', ')}, not ${field}.`);
    }
    if (field === 'position' && !parsePosition(value)) {
      throw new Error(`${where}: a position is latitude,longitude in degrees, not ${value}.`);
    }
    const key = `${id}\t${field}`;
    if (seen.has(key)) throw new Error(`${where}: ${id} ${field} is overridden twice.`);
    seen.add(key);
    overrides.push({ id, field: field as FindingField, old, new: value, source: source.trim() });
  });
  return overrides;
}

/** The value of a field as the checks compare it. */
export function fieldValue(station: CheckedStation, field: FindingField): string {
  switch (field) {
    case 'name':
    case 'duplicate':
      return station.name;
    case 'position':
      return formatPosition(station.latitude, station.longitude);
    case 'timezone':
      return station.timezone;
    case 'country':
      return station.country_code ?? '';
    case 'state':
      return usState(station) ?? '';
  }
}

/** A US station's state or territory code ('MA'), from its region code; else null. */
export function usState(station: { region_code?: string | null }): string | null {
  return station.region_code?.startsWith('US-') ? station.region_code.slice(3) : null;
}

/**
 * A station with its overrides applied. An override whose old value no longer matches the
 * upstream one is stale: a new release changed the field, and it needs looking at again.
 */
export function applyOverrides<T extends CheckedStation>(
  station: T,
  overrides: readonly Override[],
): { station: T; stale: Override[] } {
  let next = station;
  const stale: Override[] = [];
  for (const override of overrides) {
    if (override.id !== station.id) continue;
    if (fieldValue(station, override.field) !== override.old) {
      stale.push(override);
      continue;
    }
    switch (override.field) {
      case 'name':
        next = { ...next, name: override.new };
        break;
      case 'position':
        next = { ...next, ...parsePosition(override.new) };
        break;
      case 'timezone':
        next = { ...next, timezone: override.new };
        break;
      case 'country':
        next = { ...next, country_code: override.new };
        break;
      case 'state':
        next = { ...next, region_code: `US-${override.new}`, region: override.new };
        break;
      case 'duplicate':
        // The catalogue drops the station (or keeps it, reviewed); its fields stay.
        break;
    }
  }
  return { station: next, stale };
}

/** The findings on a station that no reviewed line answers. */
export function unreviewed(
  findings: readonly Finding[],
  overrides: readonly Override[],
): Finding[] {
  return findings.filter(
    (finding) =>
      !overrides.some(
        (o) => o.id === finding.id && o.field === finding.field && o.old === finding.old,
      ),
  );
}
