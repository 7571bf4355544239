/**
 * `@tides/supabase/testing`: NOAA's published tables and a stand-in for its water-level service,
 * for the tests and reports of the packages that serve these functions.
 */
export * from './noaa-tables.ts';
export * from './noaa-water-level-stand-in.ts';
