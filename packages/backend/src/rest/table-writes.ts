/**
 * The table API's writes: POST inserts one row or many (and upserts with `Prefer: resolution=…`
 * and `on_conflict`), PATCH and DELETE change the rows their filters find. Each body is read
 * with its depth bounded, its keys checked against the table's columns, and its values handed
 * to SQL as one JSON parameter; each statement's RETURNING rows are answered as PostgREST does
 * (`Prefer: return=representation|minimal`), inside the transaction that wrote them, so a write
 * whose answer is refused is undone.
 */
import type { Database, RequestContext } from '../database.ts';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../json-depth.ts';
import {
  AnswerTooLarge,
  answer,
  BadRequest,
  bodyOf,
  boundedAnswer,
  NotOneRow,
  parseError,
  rowsAnswer,
} from './table-answers.ts';
import {
  IDENTIFIER,
  MAX_ROWS,
  queryOf,
  quote,
  selectOf,
  sqlText,
  whereClause,
  type SqlQuery,
} from './table-query.ts';
import { postgrestError } from './errors.ts';
import { parseColumnList, parsePrefer } from './query-parser.ts';
import type { TableInfo } from './schema-cache.ts';

/** A table request of one method: the request, its table, its caller, and `.single()`. */
export type TableHandler = (
  request: Request,
  table: TableInfo,
  context: RequestContext,
  single: boolean,
) => Promise<Response>;

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  // Checked before parsing and before SQL: PGlite fails deep JSON with "bad buffer ID".
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
    throw new BadRequest(
      postgrestError(400, '54001', `JSON nested deeper than ${MAX_JSON_DEPTH} levels is refused.`),
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequest(postgrestError(400, 'PGRST102', 'Empty or invalid json'));
  }
}

function isRow(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function payloadColumns(table: TableInfo, rows: Record<string, unknown>[], url: URL): string[] {
  const listed = url.searchParams.get('columns');
  return knownColumns(
    table,
    listed ? parseColumnList(listed) : [...new Set(rows.flatMap((row) => Object.keys(row)))],
  );
}

/** `names`, each a column of `table`, or PostgREST's PGRST204 for the first that is not. */
function knownColumns(table: TableInfo, names: string[]): string[] {
  for (const name of names) {
    if (!IDENTIFIER.test(name) || !table.columns.has(name)) {
      throw new BadRequest(
        postgrestError(
          400,
          'PGRST204',
          `Could not find the '${name}' column of '${table.name}' in the schema cache`,
        ),
      );
    }
  }
  return names;
}

/**
 * The filtered query of an update or delete. As Supabase's pg-safeupdate: a change without a
 * filter is a mistake, not a wish.
 */
function filteredQuery(verb: 'UPDATE' | 'DELETE', table: TableInfo, url: URL): SqlQuery {
  const query = queryOf(table, url, '_t', null);
  if (url.searchParams.has('limit') || url.searchParams.has('order')) {
    throw parseError(
      `limit and order are not served on ${verb === 'UPDATE' ? 'updates' : 'deletes'}.`,
    );
  }
  if (query.where.length === 0) {
    throw new BadRequest(postgrestError(400, '21000', `${verb} requires a WHERE clause`));
  }
  return query;
}

/** The ON CONFLICT clause an upsert asks for (`Prefer: resolution=…`), or none. */
function conflictClause(
  table: TableInfo,
  columns: string[],
  resolution: string | undefined,
  url: URL,
): string {
  // Checked whether or not a resolution is asked for: a name that is no column is a mistake.
  const target = url.searchParams.get('on_conflict');
  const targetKeys = target === null ? null : knownColumns(table, parseColumnList(target));
  if (resolution !== 'merge-duplicates' && resolution !== 'ignore-duplicates') return '';
  const keys = targetKeys ?? table.primaryKey;
  if (keys.length === 0)
    throw parseError(`${table.name} has no primary key to upsert on; give on_conflict.`);
  const updates = columns.filter((column) => !keys.includes(column));
  return resolution === 'ignore-duplicates' || updates.length === 0
    ? ` on conflict (${keys.map(quote).join(', ')}) do nothing`
    : ` on conflict (${keys.map(quote).join(', ')}) do update set ${updates
        .map((column) => `${quote(column)} = excluded.${quote(column)}`)
        .join(', ')}`;
}

export function createTableWrites(db: Database) {
  /** Runs a data-changing statement (its RETURNING rows in `_written`) and answers as PostgREST. */
  async function write(
    request: Request,
    table: TableInfo,
    context: RequestContext,
    single: boolean,
    statement: string,
    params: unknown[],
    created: boolean,
  ): Promise<Response> {
    const url = new URL(request.url);
    const prefer = parsePrefer(request.headers.get('prefer'));
    const representation = prefer.get('return') === 'representation';
    const select = selectOf(table, url.searchParams.get('select'), '_written');
    // return=minimal answers without the rows: they are counted, never turned into JSON.
    const { body, rows } = await db.asRequest(context, async (tx) => {
      const [result] = await tx.query<{ body: string | null; rows: number; bytes: number }>(
        `with _written as (${statement})
         ${boundedAnswer(`select ${representation ? `coalesce(pg_catalog.json_agg(_r), '[]')::text` : `'[]'`} as body,
                count(*)::integer as rows
           from (select ${select} from _written) as _r`)}`,
        params,
      );
      // Checked inside the transaction: a write whose answer is refused is undone.
      if (result && result.body === null) throw new AnswerTooLarge(result.bytes);
      const written = { body: result?.body ?? '[]', rows: result?.rows ?? 0 };
      if (!representation && single && written.rows !== 1) throw new NotOneRow(written.rows);
      if (!representation) return written;
      // Checked inside the transaction, so that a refused write is rolled back.
      return { body: bodyOf(written.body, written.rows, single), rows: written.rows };
    });
    const headers = { 'content-range': `${rows > 0 ? `0-${rows - 1}` : '*'}/*` };
    if (!representation) return answer(null, created ? 201 : 204, headers);
    return rowsAnswer(body, created ? 201 : 200, headers, single);
  }

  const insert: TableHandler = async (request, table, context, single) => {
    const url = new URL(request.url);
    const payload = await readBody(request);
    const rows = Array.isArray(payload) ? payload : [payload];
    if (!rows.every(isRow)) {
      throw new BadRequest(
        postgrestError(
          400,
          'PGRST102',
          'All object keys must match',
          'Send an object or a list of objects.',
        ),
      );
    }
    if (rows.length > MAX_ROWS) {
      throw new BadRequest(
        postgrestError(413, 'PGRST102', `At most ${MAX_ROWS} rows may be written at once.`),
      );
    }
    const columns = payloadColumns(table, rows, url);
    const list = columns.map(quote).join(', ');
    const prefer = parsePrefer(request.headers.get('prefer'));
    const conflict = conflictClause(table, columns, prefer.get('resolution'), url);
    // supabase-js's defaultToNull: false: a column an object leaves out gets its default, not null.
    const missingDefault = prefer.get('missing') === 'default';
    const valueOf = (column: string) =>
      `case when pg_catalog.jsonb_exists(_j.value, ${sqlText(column)}) then _r.${quote(column)} else ${
        table.defaults.get(column) ?? 'null'
      } end`;
    const statement =
      columns.length === 0
        ? `insert into public.${quote(table.name)} as _t default values returning _t.*`
        : missingDefault
          ? `insert into public.${quote(table.name)} as _t (${list})
             select ${columns.map(valueOf).join(', ')}
               from pg_catalog.jsonb_array_elements($1::text::jsonb) with ordinality as _j(value, n)
               cross join lateral pg_catalog.jsonb_populate_record(null::public.${quote(table.name)}, _j.value) as _r
              order by _j.n
             ${conflict} returning _t.*`
          : `insert into public.${quote(table.name)} as _t (${list})
           select ${list} from pg_catalog.json_populate_recordset(null::public.${quote(table.name)}, $1::text::json)
           ${conflict} returning _t.*`;
    return write(
      request,
      table,
      context,
      single,
      statement,
      columns.length === 0 ? [] : [JSON.stringify(rows)],
      true,
    );
  };

  const update: TableHandler = async (request, table, context, single) => {
    const url = new URL(request.url);
    const query = filteredQuery('UPDATE', table, url);
    const payload = await readBody(request);
    if (!isRow(payload)) {
      throw new BadRequest(
        postgrestError(400, 'PGRST102', 'Send one object of the columns to change.'),
      );
    }
    const columns = payloadColumns(table, [payload], url);
    if (columns.length === 0) return answer('[]', 200);
    query.params.push(JSON.stringify(payload));
    const values = `$${query.params.length}::text::json`;
    const statement = `update public.${quote(table.name)} as _t
       set ${columns.map((column) => `${quote(column)} = _v.${quote(column)}`).join(', ')}
       from pg_catalog.json_populate_record(null::public.${quote(table.name)}, ${values}) as _v
       ${whereClause(query.where)} returning _t.*`;
    return write(request, table, context, single, statement, query.params, false);
  };

  const remove: TableHandler = async (request, table, context, single) => {
    const query = filteredQuery('DELETE', table, new URL(request.url));
    const statement = `delete from public.${quote(table.name)} as _t${whereClause(query.where)} returning _t.*`;
    return write(request, table, context, single, statement, query.params, false);
  };

  return { insert, update, remove };
}
