/**
 * The checks on a station's time zone against its position: the zones in use there, the named
 * land zone a sea zone gives way to, and the civil clock of a country that keeps one.
 */
import type { CheckedStation, Finding } from './findings.ts';

/** A zone's offsets from UTC in minutes in January and July of a year, as Intl knows them. */
export function zoneOffsets(zone: string, year = 2027): [number, number] | null {
  const at = (month: number) => {
    const text = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(Date.UTC(year, month, 15, 12)))
      .find((part) => part.type === 'timeZoneName')?.value;
    const match = /GMT(?:([+-])(\d{1,2})(?::?(\d{2}))?)?/.exec(text ?? '');
    if (!match) return Number.NaN;
    if (!match[1]) return 0;
    return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
  };
  try {
    return [at(0), at(6)];
  } catch {
    return null;
  }
}

function sameOffsets(a: string, b: string): boolean {
  const x = zoneOffsets(a);
  const y = zoneOffsets(b);
  return Boolean(x && y && x[0] === y[0] && x[1] === y[1]);
}

/** The zones in use at a point (land zones, or the Etc/GMT±n band of the open sea). */
export type ZonesAt = (latitude: number, longitude: number) => string[];

/**
 * The station's zone against the zones at its position: a finding when no zone there keeps the
 * same clock, with the one that does.
 */
export function checkTimeZone(station: CheckedStation, zonesAt: ZonesAt): Finding | null {
  const zones = zonesAt(station.latitude, station.longitude);
  if (zones.length === 0 || zones.some((zone) => sameOffsets(zone, station.timezone))) return null;
  return {
    id: station.id,
    field: 'timezone',
    old: station.timezone,
    suggested: zones[0] ?? null,
    reason: `zone ${station.timezone} does not keep the clock of its position (${zones.join(', ')})`,
  };
}

/**
 * A named zone for a station the source puts in a sea zone ('Etc/GMT+6'): the zone of the land
 * at or near its position (within a degree) whose standard time is the sea zone's, so a gauge
 * off Galveston keeps Central Time with its summer hour as the coast beside it does; else its own.
 */
export function namedZone(station: CheckedStation, zonesAt: ZonesAt): string {
  if (!station.timezone.startsWith('Etc/')) return station.timezone;
  const own = zoneOffsets(station.timezone);
  if (!own) return station.timezone;
  for (const reach of [0, 0.25, 0.5, 1]) {
    for (const [dy, dx] of [
      [0, 0],
      [reach, 0],
      [-reach, 0],
      [0, reach],
      [0, -reach],
      [reach, reach],
      [-reach, -reach],
      [reach, -reach],
      [-reach, reach],
    ] as const) {
      const named = zonesAt(station.latitude + dy, station.longitude + dx).find((zone) => {
        if (zone.startsWith('Etc/')) return false;
        const offsets = zoneOffsets(zone);
        // Standard time is the smaller offset north of the equator, either one south of it.
        return Boolean(offsets && Math.min(...offsets) === own[0]);
      });
      if (named) return named;
    }
  }
  return station.timezone;
}

/**
 * A fixed zone ('Etc/GMT+5', the open sea's) on a station of a country that keeps civil time,
 * where the named-zone rule (namedZone) finds no land zone near it: the country's clocks are what
 * its tide tables are printed in (Georges Shoal on Eastern Time, Etienne Bay on Aleutian time).
 * A station in no country keeps its sea zone.
 */
export function checkFixedZone(station: CheckedStation, zonesAt: ZonesAt): Finding | null {
  if (!station.timezone.startsWith('Etc/') || !station.country_code) return null;
  if (!namedZone(station, zonesAt).startsWith('Etc/')) return null;
  return {
    id: station.id,
    field: 'timezone',
    old: station.timezone,
    suggested: null,
    reason: `a fixed sea zone on a station of ${station.country_code}, whose tables keep its civil time`,
  };
}

/**
 * The zone a country's station keeps where the source gave the open sea's and no land zone near
 * it keeps the same standard time (Isaac Shoal off Key West on 'Etc/GMT+6'): the civil zone of
 * the nearest land within a degree, as its country's tables are printed in. A station with no
 * land near it (Howland, Palmyra) keeps its sea zone.
 */
export function civilZone(station: CheckedStation, zonesAt: ZonesAt): string {
  const named = namedZone(station, zonesAt);
  if (!named.startsWith('Etc/') || !station.country_code) return named;
  for (const reach of [0.1, 0.25, 0.5, 1]) {
    for (let step = 0; step < 16; step++) {
      const angle = (step * Math.PI) / 8;
      const zone = zonesAt(
        station.latitude + reach * Math.sin(angle),
        station.longitude + reach * Math.cos(angle),
      ).find((z) => !z.startsWith('Etc/'));
      if (zone) return zone;
    }
  }
  return named;
}
