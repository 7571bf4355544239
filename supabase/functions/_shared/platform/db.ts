/**
 * The one thing the shared handlers need from a database: parameterised queries.
 * The embedded backend implements it over PGlite or postgres.js; the edge function over
 * postgres.js with the SUPABASE_DB_URL hosted Supabase gives every function.
 */
export interface Db {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
}
