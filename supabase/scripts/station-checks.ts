/**
 * The checks every station passes before it is seeded: its name against the place its id
 * encodes, its time zone against its position, its country against its position, its position
 * against the coast; and whether it has a tide worth the name. Pure functions of a station and
 * the lookups passed in, so the tests run them on made-up rows; station-catalog.ts runs them on
 * the tide database with the real lookups (station-geography.ts).
 *
 * A finding is either fixed or kept by a line of station-overrides.tsv (reviewed by hand, with
 * its source); the seed generator stops on any finding without one, so a new upstream release
 * cannot bring an unreviewed error in.
 *
 * Each kind of check is a module of station-checks/; this is the one import for all of them.
 */
export * from './station-checks/findings.ts';
export * from './station-checks/names.ts';
export * from './station-checks/zones.ts';
export * from './station-checks/places.ts';
export * from './station-checks/duplicates.ts';
export * from './station-checks/overrides.ts';
export * from './station-checks/tidality.ts';
