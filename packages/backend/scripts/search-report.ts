/**
 * How public.search_tide_locations does on the devset: each query's top three, whether an
 * accepted station came first, the tally, and the time per query. It runs on a fresh in-memory
 * PGlite, or on the PostgreSQL server DATABASE_URL names (migrated and seeded if need be).
 *
 *   npx tsx scripts/search-report.ts
 */
import { migrate, openDatabase } from '../src/database.ts';
import { AS_ANON } from '../test/request-contexts.ts';
import { devset } from '../test/search-devset.ts';

interface SearchRow {
  id: string;
  name: string;
  state: string | null;
}

/** How many times each query is timed; the first round, which warms caches, is not counted. */
const TIMED_ROUNDS = 10;
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

  let firsts = 0;
  for (const query of devset.queries) {
    const rows = await search(query.q);
    const rank = rows.findIndex((row) => query.accept.includes(row.id)) + 1;
    if (rank === 1) firsts += 1;
    const verdict = rank === 1 ? 'first' : rank > 0 ? `MISSED (accepted at ${rank})` : 'MISSED';
    console.log(`"${query.q}": ${verdict}`);
    rows.slice(0, SHOWN_RESULTS).forEach((row, index) => {
      const accepted = query.accept.includes(row.id) ? ' *' : '';
      console.log(`  ${index + 1}. ${describeRow(row)}${accepted}`);
    });
  }

  const times: number[] = [];
  for (let round = 0; round <= TIMED_ROUNDS; round += 1) {
    for (const query of devset.queries) {
      const started = performance.now();
      await search(query.q);
      if (round > 0) times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);

  console.log('');
  console.log(`${firsts}/${devset.queries.length} queries put an accepted station first.`);
  console.log(
    `Time per query on ${db.kind}, ${times.length} searches one at a time: ` +
      `p50 ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms, ` +
      `max ${percentile(times, 1).toFixed(2)} ms.`,
  );
  process.exitCode = firsts === devset.queries.length ? 0 : 1;
} finally {
  await db.close();
}
