/**
 * How close our harmonic highs and lows come to NOAA's published tables: for every file in
 * supabase/test/fixtures/noaa and its recent/ folder, each official event is matched to our nearest
 * event of the same type within 3 hours (none is a miss), as that folder's README asks; our
 * events left unmatched are extras.
 *
 *   npx tsx supabase/scripts/accuracy-report.ts                  # per file, pooled, per region
 *   npx tsx supabase/scripts/accuracy-report.ts --constituents   # each constituent moved a little
 *
 * Stations come straight from @neaps/tide-database, shaped as seed.sql stores them, and are
 * predicted through the same compileStation + predictExtremes the handler uses, so the test
 * (supabase/test/tides-accuracy.test.ts) and this report measure the same thing.
 */
import { pathToFileURL } from 'node:url';
import { NOS_PREDICTION_CONSTITUENTS } from '../functions/_shared/engine/tide-prediction.ts';
import { loadFixtures, type NoaaFixture } from '../test/noaa-tables.ts';
import { hasStation } from './accuracy-report/station-rows.ts';
import {
  compareWithFixture,
  type FixtureComparison,
  heightSpreadMm,
  isCurrentTable,
  REGIONS,
  type PhaseShift,
  summarize,
  type Summary,
  worstStation,
} from './accuracy-report/comparison.ts';
import { nodeFactorFit } from './accuracy-report/node-factors.ts';

function line(label: string, summary: Summary): string {
  return [
    label.padEnd(44),
    `${String(summary.events).padStart(5)} events`,
    `exact ${(100 * summary.exactShare).toFixed(1).padStart(5)}%`,
    `|Δt| mean ${summary.meanTimeMin.toFixed(2)} p95 ${String(summary.p95TimeMin).padStart(2)} min`,
    `|Δh| median ${summary.medianHeightMm.toFixed(1).padStart(5)} p95 ${summary.p95HeightMm.toFixed(1).padStart(5)} mm`,
    `missed ${summary.misses}`,
    `extra ${summary.extras}`,
  ].join('  ');
}

/** Worst first: missed and extra events, then the 95th percentile and mean of the time error. */
function badness(result: FixtureComparison): number {
  const summary = summarize([result]);
  return (summary.misses + summary.extras) * 100 + summary.p95TimeMin + summary.meanTimeMin;
}

/**
 * Constituent by constituent: each of NOAA's 37 moved by a few degrees either way, and half a
 * turn, over the current reference tables. Where our argument (V₀ + u) for a constituent
 * matched NOAA's, every move makes the match worse; a move that improves it points at a
 * difference in how we take that constituent.
 */
function constituentReport(fixtures: NoaaFixture[]): void {
  const current = fixtures.filter((fixture) => !fixture.subordinate && isCurrentTable(fixture));
  const measure = (shift?: PhaseShift): string => {
    const summary = summarize(current.map((fixture) => compareWithFixture(fixture, shift)));
    return `${(100 * summary.exactShare).toFixed(1).padStart(5)}% ${summary.meanTimeMin.toFixed(3)} min ${summary.medianHeightMm.toFixed(2).padStart(6)} mm`;
  };
  console.log(`${'as computed'.padEnd(12)}${measure()}`);
  console.log(
    `${''.padEnd(12)}${['-3°', '+3°', '+180°'].map((label) => label.padEnd(30)).join('')}`,
  );
  for (const constituent of NOS_PREDICTION_CONSTITUENTS) {
    const cells = [-3, 3, 180].map((degrees) => measure({ constituent, degrees }).padEnd(30));
    console.log(`${constituent.padEnd(12)}${cells.join('')}`);
  }
}

/** Each constituent's f and u as NOAA's heights in the current reference tables give them. */
function nodeFactorReport(fixtures: NoaaFixture[]): void {
  const current = fixtures
    .filter((fixture) => !fixture.subordinate && isCurrentTable(fixture))
    .map((fixture) => compareWithFixture(fixture));
  console.log(`height spread ${heightSpreadMm(current).toFixed(3)} mm rms; NOAA less ours:`);
  for (const fit of nodeFactorFit(current)) {
    const z = Math.max(Math.abs(fit.f / fit.fError), Math.abs(fit.uDegrees / fit.uErrorDegrees));
    console.log(
      [
        fit.constituent.padEnd(6),
        `f ${(fit.f * 1e4).toFixed(2).padStart(8)} ± ${(fit.fError * 1e4).toFixed(2).padStart(6)} × 10⁻⁴`,
        `u ${fit.uDegrees.toFixed(3).padStart(8)} ± ${fit.uErrorDegrees.toFixed(3).padStart(6)}°`,
        z > 3 ? '  more than 3 standard errors' : '',
      ].join('  '),
    );
  }
}

function main(): void {
  const fixtures = loadFixtures();
  if (process.argv.includes('--constituents')) {
    constituentReport(fixtures.filter(hasStation));
    return;
  }
  if (process.argv.includes('--node-factors')) {
    nodeFactorReport(fixtures.filter(hasStation));
    return;
  }
  for (const fixture of fixtures.filter((candidate) => !hasStation(candidate))) {
    console.log(`${fixture.file}: station not in @neaps/tide-database, left out`);
  }
  const results = fixtures.filter(hasStation).map((fixture) => compareWithFixture(fixture));
  console.log('Per file');
  for (const result of results) {
    const kind = result.subordinate ? 'sub' : 'ref';
    console.log(line(`${result.file} (${kind}, ${result.region})`, summarize([result])));
  }
  const reference = results.filter((result) => !result.subordinate);
  const subordinate = results.filter((result) => result.subordinate);
  const pooled: [string, FixtureComparison[]][] = [
    ['reference, current tables (2025-2027)', reference.filter((result) => result.current)],
    ['reference, older tables (2013-2016)', reference.filter((result) => !result.current)],
    ['reference, all files', reference],
    ['subordinate, current tables', subordinate.filter((result) => result.current)],
    ['subordinate, older tables', subordinate.filter((result) => !result.current)],
    ...REGIONS.map((region): [string, FixtureComparison[]] => [
      `reference current, ${region}`,
      reference.filter((result) => result.current && result.region === region),
    ]),
  ];
  console.log('\nPooled');
  for (const [label, group] of pooled) console.log(line(label, summarize(group)));
  const worst = worstStation(reference.filter((result) => result.current));
  if (worst) {
    // The name goes after the figures, where the column width cannot cut it short.
    console.log(
      `${line(`worst reference station ${worst.station}`, worst.summary)}  ${worst.name}`,
    );
  }
  const currentReference = reference.filter((result) => result.current);
  console.log(
    `height spread, current reference tables: ${heightSpreadMm(currentReference).toFixed(2)} mm rms (NOAA's rounding alone: ${(1 / Math.sqrt(12)).toFixed(2)} mm)`,
  );
  console.log('\nWorst files');
  for (const result of [...results].sort((a, b) => badness(b) - badness(a)).slice(0, 8)) {
    console.log(line(result.file, summarize([result])));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
