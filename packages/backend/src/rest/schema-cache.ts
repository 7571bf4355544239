/**
 * The REST API's schema cache, as PostgREST keeps one: the public functions and the public
 * tables and views with their columns, read from the catalogue all at once. A lookup per name
 * would let every made-up name cost a catalogue query and an entry kept for ever; instead an
 * unknown name reads the catalogue again at most every few seconds (a migration applied while
 * the backend runs is seen), and concurrent reads share one.
 */
import type { Database } from '../database.ts';

/** How often at most an unknown name may make the catalogue be read again. */
const RELOAD_INTERVAL_MS = 5_000;

export interface FunctionInfo {
  argNames: string[];
  returnsSet: boolean;
  returnsScalar: boolean;
}

export interface TableInfo {
  name: string;
  /** Column name → its type as SQL spells it, to cast parameters to. */
  columns: Map<string, string>;
  /** Column name → its default as SQL (from our own catalogue), for `Prefer: missing=default`. */
  defaults: Map<string, string>;
  primaryKey: string[];
}

interface Schema {
  functions: Map<string, FunctionInfo>;
  tables: Map<string, TableInfo>;
}

export interface SchemaCache {
  /** A public function by name, or null where the catalogue has none. */
  functionNamed(name: string): Promise<FunctionInfo | null>;
  /** A public table or view by name, or null where the catalogue has none. */
  tableNamed(name: string): Promise<TableInfo | null>;
  /** How many of each it holds, for tests and diagnostics. */
  stats(): { functions: number; tables: number };
}

async function readSchema(db: Database): Promise<Schema> {
  const functionRows = await db.query<{
    name: string;
    arg_names: string[] | null;
    retset: boolean;
    scalar: boolean;
  }>(
    `select distinct on (p.proname) p.proname as name, p.proargnames as arg_names,
            p.proretset as retset,
            (t.typtype <> 'c' and p.prorettype <> 'record'::regtype and p.proargmodes is null) as scalar
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type t on t.oid = p.prorettype
      where n.nspname = 'public' and p.prokind = 'f'
      order by p.proname, p.oid`,
  );
  const columnRows = await db.query<{
    table_name: string;
    column_name: string;
    type: string;
    default_expr: string | null;
  }>(
    `select c.relname as table_name, a.attname as column_name,
            pg_catalog.format_type(a.atttypid, a.atttypmod) as type,
            pg_catalog.pg_get_expr(d.adbin, d.adrelid) as default_expr
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
            and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
      order by c.relname, a.attnum`,
  );
  const keyRows = await db.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name
       from pg_catalog.pg_index i
       join pg_catalog.pg_class c on c.oid = i.indrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
      where n.nspname = 'public' and i.indisprimary
      order by c.relname, a.attnum`,
  );
  const functions = new Map(
    functionRows.map((row) => [
      row.name,
      { argNames: row.arg_names ?? [], returnsSet: row.retset, returnsScalar: row.scalar },
    ]),
  );
  const tables = new Map<string, TableInfo>();
  for (const row of columnRows) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = { name: row.table_name, columns: new Map(), defaults: new Map(), primaryKey: [] };
      tables.set(row.table_name, table);
    }
    table.columns.set(row.column_name, row.type);
    if (row.default_expr !== null) table.defaults.set(row.column_name, row.default_expr);
  }
  for (const key of keyRows) tables.get(key.table_name)?.primaryKey.push(key.column_name);
  return { functions, tables };
}

export function createSchemaCache(db: Database): SchemaCache {
  let schema: (Schema & { readAt: number }) | undefined;
  let reading: Promise<Schema> | undefined;

  async function lookUp<T>(pick: (schema: Schema) => Map<string, T>, name: string) {
    const known = schema && pick(schema).get(name);
    if (known) return known;
    if (schema && Date.now() - schema.readAt < RELOAD_INTERVAL_MS) return null;
    reading ??= readSchema(db)
      .then((read) => {
        schema = { ...read, readAt: Date.now() };
        return read;
      })
      .finally(() => {
        reading = undefined;
      });
    return pick(await reading).get(name) ?? null;
  }

  return {
    functionNamed: (name) => lookUp((read) => read.functions, name),
    tableNamed: (name) => lookUp((read) => read.tables, name),
    stats: () => ({
      functions: schema?.functions.size ?? 0,
      tables: schema?.tables.size ?? 0,
    }),
  };
}
