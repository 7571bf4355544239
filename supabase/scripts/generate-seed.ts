/**
 * Writes supabase/seed.sql from @neaps/tide-database, checked and corrected
 * (station-catalog.ts): every accepted tide station with a tide worth showing (current
 * stations left out), reference stations before the subordinates that point at them; the
 * gauges without one into public.water_level_gauges; and supabase/catalogue-report.md, what the
 * checks found, fixed, kept and set apart. Stops, listing them, on findings no reviewed line
 * of station-overrides.tsv answers. The tidal-current stations go to
 * supabase/seeds/current_stations.sql (current-catalog.ts). Upgrading the station data is
 * `pnpm --filter @tides/supabase seed:generate` after bumping the package.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { catalogReportPath, currentStationsSeedPath, overridesPath, seedPath } from '../paths.ts';
import { catalogReport } from './catalogue-report.ts';
import { currentCatalog, type CurrentCatalogRow } from './current-catalog.ts';
import { currentFindings, currentReport } from './current-checks.ts';
import { readLiveGauges } from './refresh-live-gauges.ts';
import { parseOverrides, unreviewed } from './station-checks.ts';
import { coastDistance, countryAt, statesAt, zonesAt } from './station-geography.ts';
import {
  catalog,
  type CatalogStation as Station,
  type WaterLevelGauge,
} from './station-catalog.ts';

/**
 * Rows per INSERT: few statements, each well under the 256 KB the Supabase CLI's seed reader
 * takes per statement (`supabase db push --include-seed`).
 */
const ROWS_PER_INSERT = 100;

function sqlText(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'null';
  return `'${value.replaceAll("'", "''")}'`;
}

function sqlJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  return `${sqlText(JSON.stringify(value))}::jsonb`;
}

function sqlTextArray(values: readonly string[]): string {
  if (values.length === 0) return `'{}'::text[]`;
  return `array[${values.map(sqlText).join(', ')}]::text[]`;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** NOAA's numbers of the gauges it operates (supabase/noaa-live-gauges.json, cited there). */
const liveGauges = new Set(readLiveGauges().stations.map((gauge) => gauge.id));

function row(station: Station): string {
  const isNoaa = station.id.startsWith('noaa/');
  // Observed levels are above MLLW, at a reference station's own gauge, one NOAA operates.
  const liveGauge =
    isNoaa &&
    station.type === 'reference' &&
    (station.chart_datum ?? 'MLLW') === 'MLLW' &&
    liveGauges.has(station.source.id);
  const reference = station.type === 'subordinate' ? (station.offsets?.reference ?? null) : null;
  const constituents =
    station.type === 'reference'
      ? station.harmonic_constituents.map((c) => [c.name, round(c.amplitude, 5), round(c.phase, 3)])
      : null;
  const datums = station.datums
    ? Object.fromEntries(Object.entries(station.datums).map(([k, v]) => [k, round(v, 4)]))
    : null;
  return `(${[
    sqlText(station.id),
    sqlText(isNoaa ? station.source.id : null),
    sqlText(station.name),
    sqlText(station.state),
    sqlText(station.region),
    sqlText(station.country),
    sqlText(station.country_code),
    sqlText(station.locality),
    sqlText(station.context),
    sqlTextArray(station.aliases ?? []),
    String(station.latitude),
    String(station.longitude),
    sqlText(station.timezone),
    sqlText(station.type),
    sqlText(reference),
    sqlJson(station.type === 'subordinate' ? station.offsets : null),
    sqlText(station.chart_datum ?? 'MLLW'),
    sqlJson(datums),
    sqlJson(constituents),
    String(Math.round(station.quality?.score ?? 0)),
    String(station.springNeap),
    String(liveGauge),
  ].join(', ')})`;
}

function gaugeRow(gauge: WaterLevelGauge): string {
  return `(${[
    sqlText(gauge.id),
    sqlText(gauge.id.startsWith('noaa/') ? gauge.source.id : null),
    sqlText(gauge.name),
    sqlText(gauge.state),
    sqlText(gauge.region),
    sqlText(gauge.country),
    sqlText(gauge.country_code),
    String(gauge.latitude),
    String(gauge.longitude),
    sqlText(gauge.timezone),
    sqlText(gauge.water),
    String(round(gauge.greatestRange, 3)),
    sqlText(gauge.source.name),
  ].join(', ')})`;
}

function sqlNumber(value: number | string | null): string {
  return value === null ? 'null' : String(value);
}

function currentRow(station: CurrentCatalogRow): string {
  return `(${[
    sqlText(station.id),
    sqlText(station.noaa_id),
    sqlText(station.name),
    sqlTextArray(station.aliases),
    sqlText(station.state),
    sqlText(station.region),
    sqlText(station.country),
    sqlText(station.country_code),
    sqlNumber(station.latitude),
    sqlNumber(station.longitude),
    sqlText(station.time_zone),
    sqlText(station.type),
    sqlText(station.reference_id),
    sqlText(station.reference_name),
    sqlNumber(station.reference_bin),
    sqlNumber(station.bin),
    sqlNumber(station.depth_m),
    sqlNumber(station.flood_direction),
    sqlNumber(station.ebb_direction),
    sqlNumber(station.mean_flow),
    sqlJson(station.offsets),
    sqlJson(station.constituents),
  ].join(', ')})`;
}

const CURRENT_COLUMNS =
  'id, noaa_id, name, aliases, state, region, country, country_code, latitude, longitude, time_zone, ' +
  'type, reference_id, reference_name, reference_bin, bin, depth_m, flood_direction, ' +
  'ebb_direction, mean_flow, ' +
  'offsets, constituents';

const COLUMNS =
  'id, noaa_id, name, state, region, country, country_code, locality, context, aliases, ' +
  'latitude, longitude, time_zone, station_type, reference_id, offsets, chart_datum, datums, ' +
  'constituents, quality_score, spring_neap, live_gauge';

/** Re-running a newer seed updates stations in place, so a data upgrade reaches hosted databases. */
const UPSERT = `on conflict (id) do update set ${COLUMNS.split(', ')
  .filter((column) => column !== 'id')
  .map((column) => `${column} = excluded.${column}`)
  .join(', ')}`;

const { stations: ordered, gauges, report } = await catalog();

const currents = currentCatalog(zonesAt, { countryAt, statesAt });
// The tide stations' checks on every current station: a finding no reviewed line answers stops
// the seed, as a tide station's does.
const currentChecks = currentFindings(currents, {
  zonesAt,
  countryAt,
  statesAt,
  coast: coastDistance,
});
const openCurrentFindings = unreviewed(
  currentChecks,
  parseOverrides(readFileSync(overridesPath, 'utf8')),
);
if (openCurrentFindings.length > 0) {
  throw new Error(
    `${openCurrentFindings.length} current station finding(s) have no reviewed line in supabase/station-overrides.tsv:\n${openCurrentFindings
      .map((f) => `${f.id}\t${f.field}\t${f.old}\t${f.suggested ?? ''}\t${f.reason}`)
      .join('\n')}`,
  );
}

const chunks: string[] = [];
for (let i = 0; i < ordered.length; i += ROWS_PER_INSERT) {
  const rows = ordered.slice(i, i + ROWS_PER_INSERT).map(row);
  chunks.push(
    `insert into public.tide_stations (${COLUMNS}) values\n${rows.join(',\n')}\n${UPSERT};\n`,
  );
}

const GAUGE_COLUMNS =
  'id, noaa_id, name, state, region, country, country_code, latitude, longitude, time_zone, ' +
  'kind, greatest_range_m, source_name';
for (let i = 0; i < gauges.length; i += ROWS_PER_INSERT) {
  const rows = gauges.slice(i, i + ROWS_PER_INSERT).map(gaugeRow);
  chunks.push(
    `insert into public.water_level_gauges (${GAUGE_COLUMNS}) values\n${rows.join(',\n')}\n` +
      `on conflict (id) do update set ${GAUGE_COLUMNS.split(', ')
        .filter((column) => column !== 'id')
        .map((column) => `${column} = excluded.${column}`)
        .join(', ')};\n`,
  );
}
// A database seeded before these gauges were set apart drops them from the tide stations, except
// one someone saved or logged a session at (those rows need the station; it stays until they go).
chunks.push(
  `delete from public.tide_stations as s\nwhere s.id in (select g.id from public.water_level_gauges as g)\n` +
    `  and not exists (select 1 from public.saved_stations as saved where saved.station_id = s.id)\n` +
    `  and not exists (select 1 from public.fishing_sessions as f where f.station_id = s.id)\n` +
    `  and not exists (select 1 from public.tide_stations as sub where sub.reference_id = s.id\n` +
    `    and sub.id not in (select g.id from public.water_level_gauges as g));\n`,
);
// A station left out as the same gauge listed twice goes the same way (saved or logged ones stay).
if (report.duplicates.length > 0) {
  chunks.push(
    `delete from public.tide_stations as s\nwhere s.id in (${report.duplicates.map((d) => sqlText(d.id)).join(', ')})\n` +
      `  and not exists (select 1 from public.saved_stations as saved where saved.station_id = s.id)\n` +
      `  and not exists (select 1 from public.fishing_sessions as f where f.station_id = s.id)\n` +
      `  and not exists (select 1 from public.tide_stations as sub where sub.reference_id = s.id);\n`,
  );
}

const header = `-- Generated by supabase/scripts/generate-seed.ts from @neaps/tide-database; do not edit.
-- ${ordered.length} tide stations (${ordered.filter((s) => s.type === 'reference').length} reference) and ${gauges.length} water-level gauges without a tide.
`;
writeFileSync(seedPath, header + chunks.join('\n'));
const currentChunks: string[] = [];
for (let i = 0; i < currents.length; i += ROWS_PER_INSERT) {
  const rows = currents.slice(i, i + ROWS_PER_INSERT).map(currentRow);
  currentChunks.push(
    `insert into public.current_stations (${CURRENT_COLUMNS}) values\n${rows.join(',\n')}\n` +
      `on conflict (id) do update set ${CURRENT_COLUMNS.split(', ')
        .filter((column) => column !== 'id')
        .map((column) => `${column} = excluded.${column}`)
        .join(', ')};\n`,
  );
}
writeFileSync(
  currentStationsSeedPath,
  `-- Generated by supabase/scripts/generate-seed.ts from @neaps/tide-database; do not edit.
-- ${currents.length} tidal-current stations (${currents.filter((s) => s.type === 'harmonic').length} harmonic, the rest subordinate to one of them).
` + currentChunks.join('\n'),
);
// Formatted as the repository's prettier formats Markdown, so `pnpm format` leaves it be.
const prettier = await import('prettier');
writeFileSync(
  catalogReportPath,
  await prettier.format(`${catalogReport(report)}\n${currentReport(currents, currentChecks)}`, {
    ...(await prettier.resolveConfig(catalogReportPath)),
    filepath: catalogReportPath,
  }),
);
console.log(
  `Wrote ${ordered.length} stations and ${gauges.length} gauges to ${seedPath}, ${currents.length} current stations to ${currentStationsSeedPath}, and the report to ${catalogReportPath}`,
);
