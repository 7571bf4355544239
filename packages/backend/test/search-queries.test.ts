/**
 * public.search_tide_locations on our own set of what people type (fixtures/search-queries.json,
 * 206 queries: towns with and without their state, beaches, harbours, piers, inlets, seashores,
 * ZIP codes, misspellings, half-typed words, accents and the okina, stations abroad by their own
 * names, and nonsense), called as a visitor on a freshly migrated and seeded PGlite. The shared
 * devset is asserted query by query in search.test.ts; this set is judged as a whole, as a
 * visitor would judge the search: usually right first, nearly always within sight. Then the
 * common names, nicknames and surf breaks visitors type (fixtures/search-common-names.json),
 * each asserted first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database } from '../src/database.ts';
import { AS_ANON } from './request-contexts.ts';
import { commonNames, evaluationSet, type EvaluationQuery } from './search-devset.ts';

/** The share of answerable queries that must put an accepted station first. */
const FIRST_SHARE = 0.9;
/** How far down a visitor still sees an accepted station without scrolling. */
const IN_SIGHT = 3;
/**
 * Seashores, bays and surf spots are found by a station's name or by a landmark's coordinates
 * (public.search_landmarks), and their middle is not always where a local would look first:
 * most, not all, are in sight.
 */
const FEATURE_IN_SIGHT_SHARE = 0.75;

/** Every US state and territory on salt water, each of which the common names must reach. */
const COASTAL_STATES_AND_TERRITORIES = [
  'AK',
  'AL',
  'AS',
  'CA',
  'CT',
  'DE',
  'FL',
  'GA',
  'GU',
  'HI',
  'LA',
  'MA',
  'MD',
  'ME',
  'MP',
  'MS',
  'NC',
  'NH',
  'NJ',
  'NY',
  'OR',
  'PR',
  'RI',
  'SC',
  'TX',
  'VA',
  'VI',
  'WA',
];

let db: Database;
/** Each query of the set with the station ids the search gave for it, best first. */
let answers: { query: EvaluationQuery; ids: string[] }[];

const searchIds = async (term: string) =>
  (
    await db.asRequest(AS_ANON, (tx) =>
      tx.query<{ id: string }>('select id from public.search_tide_locations($1)', [term]),
    )
  ).map((row) => row.id);

beforeAll(async () => {
  db = await openDatabase();
  await migrate(db);
  answers = [];
  for (const query of evaluationSet.queries) {
    answers.push({ query, ids: await searchIds(query.q) });
  }
  // Migrating and seeding a fresh database, then 206 searches, on a slow shared machine.
}, 180_000);

afterAll(async () => {
  await db?.close();
});

/** Where the first accepted station came, 1-based; Infinity when none came back. */
function rankOf({ query, ids }: { query: EvaluationQuery; ids: string[] }): number {
  const index = ids.findIndex((id) => query.accept.includes(id));
  return index < 0 ? Infinity : index + 1;
}

const describeMiss = (answer: { query: EvaluationQuery; ids: string[] }) =>
  `"${answer.query.q}" → ${answer.ids.slice(0, IN_SIGHT).join(', ') || 'nothing'}`;

describe('search_tide_locations on our own set of queries', () => {
  it('has queries of every kind to judge', () => {
    const kinds = new Set(evaluationSet.queries.map((query) => query.kind));
    expect([...kinds].sort()).toEqual(
      ['feature', 'foreign', 'nonsense', 'place', 'prefix', 'typo', 'zip'].sort(),
    );
    expect(evaluationSet.queries.length).toBeGreaterThanOrEqual(150);
  });

  it(`puts an accepted station first for at least ${FIRST_SHARE * 100}% of the queries`, () => {
    const answerable = answers.filter((answer) => answer.query.kind !== 'nonsense');
    const first = answerable.filter((answer) => rankOf(answer) === 1);
    expect(first.length / answerable.length).toBeGreaterThanOrEqual(FIRST_SHARE);
  });

  it('shows an accepted station in the top three for every town, ZIP code, misspelling, half-typed word and station abroad', () => {
    const misses = answers
      .filter((answer) => answer.query.kind !== 'nonsense' && answer.query.kind !== 'feature')
      .filter((answer) => rankOf(answer) > IN_SIGHT)
      .map(describeMiss);
    expect(misses).toEqual([]);
  });

  it('shows an accepted station in the top three for most harbours, piers, inlets and seashores', () => {
    const features = answers.filter((answer) => answer.query.kind === 'feature');
    const inSight = features.filter((answer) => rankOf(answer) <= IN_SIGHT);
    expect(inSight.length / features.length).toBeGreaterThanOrEqual(FEATURE_IN_SIGHT_SHARE);
  });

  it("puts the station meant first for every place named with its state's postal code", () => {
    // 'Ocean City MD' and 'Ocean City NJ' are two towns; the code says which.
    const qualified = answers.filter(
      (answer) => answer.query.kind === 'place' && /\s[A-Z]{2}$/.test(answer.query.q),
    );
    expect(qualified.length).toBeGreaterThan(10);
    expect(qualified.filter((answer) => rankOf(answer) !== 1).map(describeMiss)).toEqual([]);
  });

  it('finds nothing for nonsense', () => {
    const answered = answers
      .filter((answer) => answer.query.kind === 'nonsense')
      .filter((answer) => answer.ids.length > 0)
      .map(describeMiss);
    expect(answered).toEqual([]);
  });
});

describe('search_tide_locations on the common names visitors type', () => {
  it('covers every coastal state and territory, nicknames, surf breaks, misspellings and ZIP codes', async () => {
    const kinds = new Set(commonNames.queries.map((query) => query.kind));
    expect([...kinds].sort()).toEqual(
      ['feature', 'nickname', 'place', 'surf', 'typo', 'zip'].sort(),
    );
    const states = new Set<string>();
    for (const query of commonNames.queries) {
      const [first] = await db.asRequest(AS_ANON, (tx) =>
        tx.query<{ state: string | null }>(
          'select state from public.search_tide_locations($1) limit 1',
          [query.q],
        ),
      );
      if (first?.state) states.add(first.state);
    }
    expect(COASTAL_STATES_AND_TERRITORIES.filter((code) => !states.has(code))).toEqual([]);
  }, 120_000);

  it('puts the station meant first for each', async () => {
    const misses: string[] = [];
    for (const query of commonNames.queries) {
      const ids = await searchIds(query.q);
      if (!query.accept.includes(ids[0] ?? '')) {
        misses.push(`"${query.q}" → ${ids.slice(0, IN_SIGHT).join(', ') || 'nothing'}`);
      }
    }
    expect(misses).toEqual([]);
  }, 120_000);
});
