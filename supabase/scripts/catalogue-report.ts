/**
 * The catalogue report (supabase/catalogue-report.md), written with the seed: what the station
 * checks found, what the reviewed overrides fixed or kept, the rules every station got, and the
 * gauges set apart because they have no tide worth showing. The README quotes its totals.
 */
import type { CatalogReport } from './station-catalog.ts';
import type { FindingField, Override } from './station-checks.ts';

const FIELDS: readonly Exclude<FindingField, 'duplicate'>[] = [
  'name',
  'timezone',
  'country',
  'state',
  'position',
];
const KIND_WORDS = {
  lake: 'lakes',
  river: 'rivers, creeks and canals',
  inland: 'marshes, sounds and lagoons inland of the coast',
  coast: 'coasts with almost no tide',
};

const cell = (text: string) => text.replaceAll('|', '\\|');

export function catalogReport(report: CatalogReport): string {
  const offered = report.upstream - report.dropped.length - report.duplicates.length;
  const count = <T>(list: readonly T[], key: (item: T) => string) => {
    const counts = new Map<string, number>();
    for (const item of list) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  };
  const uniqueFindings = new Map(report.findings.map((f) => [`${f.id}\t${f.field}`, f]));
  const lines: string[] = [
    '# Station catalogue report',
    '',
    'Written by `supabase/scripts/generate-seed.ts`; do not edit. The checks and the rules are in',
    '`supabase/scripts/station-checks.ts` and `station-catalog.ts`; the reviewed corrections in',
    '`supabase/station-overrides.tsv`.',
    '',
    `- **${report.upstream}** tide stations with harmonic constants in \`@neaps/tide-database\`.`,
    `- **${offered}** offered as tide stations; **${report.dropped.length}** set apart as water-level gauges without a tide (greatest astronomical range under 15 cm): ${count(
      report.dropped,
      (g) => g.water,
    )
      .map(([kind, n]) => `${n} on ${KIND_WORDS[kind as keyof typeof KIND_WORDS]}`)
      .join(', ')}.`,
    `- **${report.duplicates.length}** left out as the same gauge listed twice, by a national agency and an archive relaying its record (below); their pages send visitors on to the one kept.`,
    `- **${report.springNeap}** of the ${offered} have spring and neap days marked (their range follows the moon's phase); the others' range follows the moon's declination (diurnal tides) or barely varies.`,
    '',
    '## Checks',
    '',
    '| Check | Found | Fixed | Kept after review |',
    '| --- | ---: | ---: | ---: |',
    ...FIELDS.map((field) => {
      const found = [...uniqueFindings.values()].filter((f) => f.field === field).length;
      const fixed = report.overrides.fixed.filter((o) => o.field === field).length;
      const kept = report.overrides.kept.filter((o) => o.field === field).length;
      const label = {
        name: 'Name against the place its id encodes, for signs of mangling (dropped umlauts, run-together words, codes), and against a town it names across a state line',
        timezone:
          'Time zone against the zone at its position (geo-tz), and a fixed sea zone (`Etc/`) on a station of a country with civil time',
        country: 'Country against its position (country-coder)',
        state: "US state against the Census Bureau's outlines (us-atlas)",
        position:
          'Position more than 40 km inland or 60 km from the coast (Natural Earth 1:10m), more than 50 km from the town its name names, or far from its reference station and all its fellows',
      }[field];
      return `| ${label} | ${found} | ${fixed} | ${kept} |`;
    }),
    '',
    'Found counts what the checks caught, on the upstream row and again after its reviewed fixes',
    '(a corrected position brings a zone and a country to review); Fixed also counts corrections no',
    'check could catch ("Port Eri Isle of Man" → "Port Erin").',
    '',
    '## Rules applied to every station',
    '',
    `- ${report.rules.namesTrimmed.length} names that only repeated their province or territory trimmed ("Kingston Ontario" → "Kingston").`,
    `- ${report.rules.namesExpanded.length} gauge records' shortened names written out, each keeping its source's name as a search alias ("Santa Margarita R a Mouth nr Oceanside" → "Santa Margarita River at Mouth near Oceanside"); the table is \`supabase/scripts/gauge-names.ts\`.`,
    `- ${report.rules.lettersRestored.length} names given back the letters their source dropped, from the town near each as GeoNames writes it, the source's spelling kept as a search alias: ${report.rules.lettersRestored.map((r) => `${r.from} → ${r.to}`).join('; ')}.`,
    `- ${report.rules.territories} stations filed under their own territory (the Isle of Man, Jersey, Puerto Rico, French Polynesia, …) rather than the country holding it.`,
    `- ${report.rules.zonesNamed} sea zones (\`Etc/GMT-1\`) replaced by the named zone at the position that keeps the same clock.`,
    `- ${report.rules.statesFound} US stations with no state upstream given the state of the nearest gazetteer place (the Aleutians under Alaska).`,
    `- ${report.rules.localitiesReplaced} localities replaced: US stations take the nearest town of the shipped gazetteer in their own state within 15 km (or none), others only their own name; ${report.rules.contextsDropped} reverse-geocoded contexts dropped ("VA Boston Healthcare System, Brockton Campus").`,
    `- ${report.rules.datumsToMllw} US stations put on MLLW, which NOAA publishes for them; ${report.rules.datumsToMeanLevel} reference stations without datum heights (Fort Wadsworth) shown about their mean level, with a sentence that they are not comparable with their neighbours.`,
    '',
    '## Fixed',
    '',
    '| Station | Field | Upstream | Now | Source |',
    '| --- | --- | --- | --- | --- |',
    ...report.overrides.fixed
      .filter((o) => o.field !== 'duplicate')
      .map(
        (o: Override) =>
          `| \`${o.id}\` | ${o.field} | ${cell(o.old)} | ${cell(o.new)} | ${cell(o.source)} |`,
      ),
    '',
    '## Kept after review',
    '',
    '| Field | Reason | Stations |',
    '| --- | --- | ---: |',
    ...count(report.overrides.kept, (o) => `${o.field}\t${o.source}`).map(([key, n]) => {
      const [field, source] = key.split('\t');
      return `| ${field} | ${cell(source ?? '')} | ${n} |`;
    }),
    '',
    '## Left out: the same gauge twice',
    '',
    'Two stations of one name (as spelled without accents or spaces) within 5 km from different',
    'sources are one gauge: a reviewed `duplicate` line says which is kept, else the rule keeps',
    "NOAA's record, then a national agency's over an archive's copy (UHSLC, Copernicus), then the",
    'one upstream scores higher.',
    '',
    '| Left out | Name | Kept | Why |',
    '| --- | --- | --- | --- |',
    ...[...report.duplicates]
      .sort((a, b) => a.id.localeCompare(b.id))
      .map(
        (d) =>
          `| \`${d.id}\` | ${cell(d.name)} | \`${d.keptId}\` ${cell(d.keptName)} | ${cell(d.source)} |`,
      ),
    '',
    '## Set apart: gauges without a tide',
    '',
    'Not in `public.tide_stations` (so search, nearest stations, "near me" and get-tide-data never',
    'offer them); in `public.water_level_gauges`, whose page says what the gauge is.',
    '',
    '| Country | Gauges |',
    '| --- | ---: |',
    ...count(report.dropped, (g) => g.country ?? g.country_code ?? '?').map(
      ([c, n]) => `| ${c} | ${n} |`,
    ),
    '',
    '| Gauge | Name | Where | Water | Greatest range |',
    '| --- | --- | --- | --- | ---: |',
    ...[...report.dropped]
      .sort((a, b) => a.id.localeCompare(b.id))
      .map(
        (g) =>
          `| \`${g.id}\` | ${cell(g.name)} | ${cell([g.state, g.country].filter(Boolean).join(', '))} | ${g.water} | ${(g.greatestRange * 100).toFixed(1)} cm |`,
      ),
    '',
  ];
  return lines.join('\n');
}
