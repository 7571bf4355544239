/**
 * How public.search_tide_locations does on the shared devset and on our own larger set: each
 * devset query's top three, every miss of our set with its top three, the share with an accepted
 * station first and in the top three, and the time per query. It runs on a fresh in-memory
 * PGlite, or on the PostgreSQL server DATABASE_URL names (migrated and seeded if need be).
 *
 *   npx tsx scripts/search-report.ts
 */
import { migrate, openDatabase } from '../src/database.ts';
import { AS_ANON } from '../test/request-contexts.ts';
import { devset, evaluationSet, type DevsetQuery } from '../test/search-devset.ts';

interface SearchRow {
  id: string;
  name: string;
  state: string | null;
}

/** How many times each query is timed; the first round, which warms caches, is not counted. */
const TIMED_ROUNDS = 3;
const SHOWN_RESULTS = 3;

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
}

function describeRow(row: SearchRow): string {
  return `${row.name}${row.state ? `, ${row.state}` : ''} (${row.id})`;
}

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
try {
  await migrate(db);
  const search = (term: string) =>
    db.asRequest(AS_ANON, (tx) =>
      tx.query<SearchRow>('select id, name, state from public.search_tide_locations($1)', [term]),
    );

  /** Where the first accepted station came, 1-based; 0 when none came back. */
  const rankOf = (query: DevsetQuery, rows: SearchRow[]) =>
    rows.findIndex((row) => query.accept.includes(row.id)) + 1;
  const showTop = (query: DevsetQuery, rows: SearchRow[]) =>
    rows.slice(0, SHOWN_RESULTS).forEach((row, index) => {
      const accepted = query.accept.includes(row.id) ? ' *' : '';
      console.log(`  ${index + 1}. ${describeRow(row)}${accepted}`);
    });

  let firsts = 0;
  for (const query of devset.queries) {
    const rows = await search(query.q);
    const rank = rankOf(query, rows);
    if (rank === 1) firsts += 1;
    const verdict = rank === 1 ? 'first' : rank > 0 ? `MISSED (accepted at ${rank})` : 'MISSED';
    console.log(`"${query.q}": ${verdict}`);
    showTop(query, rows);
  }

  console.log('');
  console.log(`Our set (${evaluationSet.queries.length} queries), misses only:`);
  let ownFirsts = 0;
  let ownTopThree = 0;
  let answered = 0;
  let nonsenseAnswered = 0;
  for (const query of evaluationSet.queries) {
    const rows = await search(query.q);
    if (query.kind === 'nonsense') {
      if (rows.length > 0) {
        nonsenseAnswered += 1;
        console.log(`"${query.q}": nonsense, yet ${rows.length} rows`);
        showTop(query, rows);
      }
      continue;
    }
    answered += 1;
    const rank = rankOf(query, rows);
    if (rank === 1) ownFirsts += 1;
    if (rank >= 1 && rank <= SHOWN_RESULTS) ownTopThree += 1;
    if (rank !== 1) {
      const where = rank > 0 ? `accepted at ${rank}` : 'no accepted station';
      console.log(`"${query.q}" (${query.kind}${query.ambiguous ? ', ambiguous' : ''}): ${where}`);
      showTop(query, rows);
    }
  }

  const timed = [...devset.queries, ...evaluationSet.queries];
  const times: number[] = [];
  for (let round = 0; round <= TIMED_ROUNDS; round += 1) {
    for (const query of timed) {
      const started = performance.now();
      await search(query.q);
      if (round > 0) times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);

  console.log('');
  const share = (count: number, of: number) =>
    `${count}/${of} (${((100 * count) / of).toFixed(1)}%)`;
  console.log(`Devset: ${share(firsts, devset.queries.length)} put an accepted station first.`);
  console.log(
    `Our set: ${share(ownFirsts, answered)} first, ${share(ownTopThree, answered)} in the top three; ` +
      `${nonsenseAnswered} of ${evaluationSet.queries.length - answered} nonsense queries answered.`,
  );
  console.log(
    `Time per query on ${db.kind}, ${times.length} searches one at a time: ` +
      `p50 ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms, ` +
      `max ${percentile(times, 1).toFixed(2)} ms.`,
  );
  process.exitCode = firsts === devset.queries.length ? 0 : 1;
} finally {
  await db.close();
}
