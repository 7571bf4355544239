/**
 * PostgREST's table API, `/rest/v1/<table>`, for the tables and views in `public`: as much of it
 * as supabase-js's `from()` needs, in PostgREST's request grammar and answer shapes.
 *
 * - GET/HEAD: `select` (columns, `alias:column`, `*`), filters (`eq`, `neq`, `gt`, `gte`, `lt`,
 *   `lte`, `like`, `ilike`, `in`, `is`, each optionally `not.`, and `or`/`and` trees of them,
 *   also negated and nested), `order`, `limit`, `offset`, the
 *   `Range` header, `Prefer: count=exact`, and `.single()`'s object media type.
 * - POST: insert one row or many, upsert (`Prefer: resolution=…`, `on_conflict`),
 *   `Prefer: return=representation|minimal`. PATCH and DELETE with filters.
 *
 * The grammar is read by rest-query-parser.ts; this file checks what it read against the
 * schema cache and the per-request limits, and builds the SQL. Every statement runs as the
 * request's role with its JWT claims (`Database.asRequest`), so row-level security decides what
 * a caller sees and changes, as on hosted Supabase. Table and column names reach SQL only after
 * they were found in the catalogue, and always quoted; values only as parameters. Resource
 * embedding and JSON paths are not served: asked for, they get PostgREST's parse error rather
 * than a wrong answer.
 */
import type { Database, RequestContext } from './database.ts';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-depth.ts';
import { databaseError, postgrestError } from './rest-errors.ts';
import {
  parseColumnList,
  parsePrefer,
  parseQuery,
  parseSelect,
  QueryParseError,
  RangeNotSatisfiable,
  type Condition,
  type Filter,
  type OrderTerm,
  type SelectItem,
} from './rest-query-parser.ts';
import type { SchemaCache, TableInfo } from './schema-cache.ts';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/** The most rows one request reads or writes, as Supabase's default `db-max-rows`. */
export const MAX_ROWS = 1000;
/** The most filters (each condition of an or/and tree counting as one) one request may carry. */
const MAX_FILTERS = 40;
/**
 * Limits that keep one request's work small on PGlite, which runs one query at a time and
 * cannot cancel one (measured over the 6,125 stations: forty in-lists of 500 names took 4 s,
 * forty ilike filters of 141 characters 14 s, forty jsonb comparisons 0.5 s, a thousand
 * stations with their constants as JSON 0.5 s). Per request, not per filter:
 * - every `in` list together at most 200 values (as many as an account's saved stations);
 * - every `like`/`ilike` pattern together at most 100 characters (ilike lowercases the pattern
 *   for each row it reads);
 * - JSON and array columns are filtered by `is` only, and never ordered by;
 * - a selection with a JSON column returns at most 100 rows, as db-max-rows would (the
 *   Content-Range says so and clients page on).
 */
const MAX_IN_VALUES = 200;
export const MAX_LIKE_PATTERN_CHARS = 100;
export const MAX_ROWS_WITH_JSON = 100;
/** Column types compared, sorted and turned into JSON only at a cost: JSON and arrays. */
const BULKY_TYPE = /^(?:jsonb?|.*\[\])$/;

/** What a request has used so far of its per-request limits. */
interface Spent {
  inValues: number;
  likeChars: number;
}
const MAX_ORDER_TERMS = 10;
/**
 * The most one answer may hold, as JSON text. Each column is selected once and `*` once (the
 * parser), and rows are capped; this bounds the rest: a hundred of the largest fishing sessions
 * the account caps allow would be 3.7 MB. Past it the answer is refused, checked in SQL so the
 * text never leaves the database, and the client asks for fewer rows or columns.
 */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
/**
 * The longest value one filter may hold, as an RPC argument (rest.ts). Forty filters of a
 * megabyte each once kept PGlite's only connection busy for seconds.
 */
export const MAX_FILTER_VALUE_CHARS = 1000;
/** Types `like` and `ilike` run on: text. On anything else (jsonb's text) they cost too much. */
const TEXT_TYPE = /^(?:text|citext|name|character varying(?:\(\d+\))?|character(?:\(\d+\))?)$/;

const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';

const OPERATORS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
};

/** A table request's query as SQL: its parts, and the parameters they refer to. */
interface SqlQuery {
  where: string[];
  params: unknown[];
  order: string;
  limit: number;
  offset: number;
}

class BadRequest extends Error {
  constructor(readonly response: Response) {
    super('bad request');
  }
}

/** Thrown inside the transaction so that a `.single()` write that touched ≠ 1 row is undone. */
class NotOneRow extends Error {
  constructor(readonly rows: number) {
    super('not one row');
  }
}

function parseError(message: string, details: string | null = null): BadRequest {
  return new BadRequest(postgrestError(400, 'PGRST100', message, details));
}

function quote(identifier: string): string {
  return `"${identifier}"`;
}

/** A checked identifier as an SQL string literal. */
function sqlText(identifier: string): string {
  return `'${identifier}'`;
}

function unknownColumn(table: TableInfo, column: string): BadRequest {
  return new BadRequest(
    postgrestError(400, '42703', `column ${table.name}.${column} does not exist`),
  );
}

function columnOf(table: TableInfo, column: string): string {
  if (!IDENTIFIER.test(column) || !table.columns.has(column)) throw unknownColumn(table, column);
  return column;
}

/** The SELECT list of a parsed `select`, each output named as PostgREST names it. */
function selectList(table: TableInfo, items: SelectItem[], source: string): string {
  // Every column once and `*` once (the parser refuses repeats): never more than that.
  if (items.length > table.columns.size + 1) throw parseError('Too many columns in select');
  return items
    .map((item) => {
      if (item.kind === 'all') return `${source}.*`;
      columnOf(table, item.column);
      return `${source}.${quote(item.column)} as ${quote(item.alias ?? item.column)}`;
    })
    .join(', ');
}

/** A table request's `select` parameter as a SELECT list on `source`. */
function selectOf(table: TableInfo, text: string | null, source: string): string {
  return selectList(table, parseSelect(text), source);
}

/** What a request's conditions build into: the parameters and the limits spent so far. */
interface Building {
  params: unknown[];
  spent: Spent;
  filters: number;
}

/** One filter as a WHERE condition on `source`. */
function filterSql(table: TableInfo, filter: Filter, source: string, building: Building): string {
  const { column, operator, value } = filter;
  columnOf(table, column);
  const { params, spent } = building;
  const ref = `${source}.${quote(column)}`;
  const type = table.columns.get(column) ?? 'text';
  if (value.length > MAX_FILTER_VALUE_CHARS) {
    throw new BadRequest(
      postgrestError(
        400,
        '22001',
        `The filter on ${column} is longer than ${MAX_FILTER_VALUE_CHARS} characters.`,
      ),
    );
  }
  if (/json/.test(type) && jsonDepthExceeds(value, MAX_JSON_DEPTH)) {
    throw new BadRequest(
      postgrestError(400, '54001', `JSON nested deeper than ${MAX_JSON_DEPTH} levels is refused.`),
    );
  }
  if (BULKY_TYPE.test(type) && !['is', 'like', 'ilike'].includes(operator)) {
    throw new BadRequest(
      postgrestError(
        400,
        'PGRST100',
        `Filtering on ${column} (${type}) is not served here: JSON and array columns take is.null or is.not.null only.`,
      ),
    );
  }
  let condition: string;
  const comparison = OPERATORS[operator];
  if (comparison) {
    params.push(value);
    condition = `${ref} ${comparison} cast($${params.length}::text as ${type})`;
  } else if (operator === 'like' || operator === 'ilike') {
    if (!TEXT_TYPE.test(type)) {
      throw new BadRequest(
        postgrestError(
          404,
          '42883',
          `operator does not exist: ${type} ${operator === 'like' ? '~~' : '~~*'} unknown`,
          null,
          `${operator} compares text; ${table.name}.${column} is ${type}.`,
        ),
      );
    }
    spent.likeChars += value.length;
    if (spent.likeChars > MAX_LIKE_PATTERN_CHARS) {
      throw parseError(
        `The like and ilike patterns of a request may hold at most ${MAX_LIKE_PATTERN_CHARS} characters together.`,
      );
    }
    params.push(value.replaceAll('*', '%'));
    condition = `${ref}::text ${operator} $${params.length}::text`;
  } else if (operator === 'in') {
    const list = filter.list ?? [];
    spent.inValues += list.length;
    if (spent.inValues > MAX_IN_VALUES) {
      throw parseError(`The in lists of a request may hold at most ${MAX_IN_VALUES} values.`);
    }
    params.push(JSON.stringify(list));
    condition = `${ref} = any(array(select cast(v as ${type}) from pg_catalog.jsonb_array_elements_text($${params.length}::text::jsonb) as v))`;
  } else {
    // is: the parser let through only null, true, false and unknown.
    condition = `${ref} is ${value.toLowerCase()}`;
  }
  return filter.negated ? `not (${condition})` : condition;
}

/** A filter or an or/and tree of them as one WHERE condition. */
function conditionSql(
  table: TableInfo,
  condition: Condition,
  source: string,
  building: Building,
): string {
  if (condition.kind === 'filter') {
    building.filters += 1;
    if (building.filters > MAX_FILTERS) throw parseError(`At most ${MAX_FILTERS} filters.`);
    return filterSql(table, condition, source, building);
  }
  if (condition.conditions.length === 0) throw parseError('A logic tree needs a condition.');
  const joined = condition.conditions
    .map((inner) => conditionSql(table, inner, source, building))
    .join(` ${condition.kind} `);
  return condition.negated ? `not (${joined})` : `(${joined})`;
}

/** Whether a selection (`*` or named columns, aliased or not) includes a JSON or array column. */
function selectsBulky(table: TableInfo, items: SelectItem[]): boolean {
  return items.some((item) =>
    item.kind === 'all'
      ? [...table.columns.values()].some((type) => BULKY_TYPE.test(type))
      : BULKY_TYPE.test(table.columns.get(item.column) ?? ''),
  );
}

/** Ordering terms as an ORDER BY list. */
function orderSql(table: TableInfo, terms: OrderTerm[], source: string): string {
  if (terms.length > MAX_ORDER_TERMS) throw parseError('Too many ordering terms.');
  return terms
    .map(({ column, direction, nulls }) => {
      columnOf(table, column);
      if (BULKY_TYPE.test(table.columns.get(column) ?? '')) {
        throw parseError(`Ordering by ${column} is not served here: it is a JSON or array column.`);
      }
      return `${source}.${quote(column)}${direction ? ` ${direction}` : ''}${
        nulls ? ` nulls ${nulls}` : ''
      }`;
    })
    .join(', ');
}

/** A table request's query string and Range header as SQL on `source`. */
function queryOf(
  table: TableInfo,
  url: URL,
  source: string,
  range: string | null,
): SqlQuery & { select: string } {
  const parsed = parseQuery(url.searchParams, range);
  const building: Building = { params: [], spent: { inValues: 0, likeChars: 0 }, filters: 0 };
  const where = parsed.where.map((condition) => conditionSql(table, condition, source, building));
  const maxRows = selectsBulky(table, parsed.select) ? MAX_ROWS_WITH_JSON : MAX_ROWS;
  return {
    select: selectList(table, parsed.select, source),
    where,
    params: building.params,
    order: orderSql(table, parsed.order, source),
    limit: Math.min(parsed.limit ?? maxRows, maxRows),
    offset: parsed.offset,
  };
}

function whereClause(where: string[]): string {
  return where.length > 0 ? ` where ${where.join(' and ')}` : '';
}

function answer(
  body: string | null,
  status: number,
  headers: Record<string, string> = {},
): Response {
  return new Response(body, {
    status,
    headers:
      body === null ? headers : { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

function notOneRow(rows: number): Response {
  return postgrestError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${rows} rows`,
  );
}

/** An answer past MAX_ANSWER_BYTES, refused rather than built and sent. */
class AnswerTooLarge extends Error {
  constructor(readonly bytes: number) {
    super('answer too large');
  }
}

/**
 * `inner` (one row: `body`, `rows`) with the body's size in bytes, and the body itself only when
 * it is within MAX_ANSWER_BYTES, so a refused answer is never copied out of the database.
 */
function boundedAnswer(inner: string): string {
  return `select case when pg_catalog.octet_length(_a.body) > ${MAX_ANSWER_BYTES} then null else _a.body end as body,
                 _a.rows, pg_catalog.octet_length(_a.body)::integer as bytes
            from (${inner}) as _a`;
}

/** The rows a statement's result holds, as one JSON text: `[…]`, or the one row for `.single()`. */
function bodyOf(json: string, rows: number, single: boolean): string {
  if (!single) return json;
  if (rows !== 1) throw new NotOneRow(rows);
  // json_agg's array of exactly one object: the object itself.
  return json.slice(json.indexOf('{'), json.lastIndexOf('}') + 1);
}

export function createTableApi(db: Database, schema: SchemaCache) {
  async function read(
    request: Request,
    table: TableInfo,
    context: RequestContext,
    single: boolean,
  ): Promise<Response> {
    const url = new URL(request.url);
    const query = queryOf(table, url, '_t', request.headers.get('range'));
    const prefer = parsePrefer(request.headers.get('prefer'));
    const counted = ['exact', 'planned', 'estimated'].includes(prefer.get('count') ?? '');
    const from = `from public.${quote(table.name)} as _t${whereClause(query.where)}`;
    const order = query.order ? ` order by ${query.order}` : '';
    // HEAD answers with the headers alone: the rows are counted, never turned into JSON.
    const head = request.method === 'HEAD';
    const { body, rows, total } = await db.asRequest(context, async (tx) => {
      const [result] = await tx.query<{ body: string | null; rows: number; bytes: number }>(
        boundedAnswer(
          `select ${head ? `'[]'` : `coalesce(pg_catalog.json_agg(_r), '[]')::text`} as body,
                  count(*)::integer as rows
             from (select ${query.select} ${from}${order}
                   limit ${query.limit} offset ${query.offset}) as _r`,
        ),
        query.params,
      );
      if (result && result.body === null) throw new AnswerTooLarge(result.bytes);
      const [all] = counted
        ? await tx.query<{ total: number }>(
            `select count(*)::integer as total ${from}`,
            query.params,
          )
        : [];
      return { body: result?.body ?? '[]', rows: result?.rows ?? 0, total: all?.total ?? null };
    });
    const contentRange = `${rows > 0 ? `${query.offset}-${query.offset + rows - 1}` : '*'}/${total ?? '*'}`;
    const headers = { 'content-range': contentRange };
    if (single && rows !== 1) return notOneRow(rows);
    if (request.method === 'HEAD') return answer(null, 200, headers);
    return answer(bodyOf(body, rows, single), 200, {
      ...headers,
      ...(single ? { 'content-type': `${OBJECT_MEDIA_TYPE}; charset=utf-8` } : {}),
    });
  }

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
    return answer(body, created ? 201 : 200, {
      ...headers,
      ...(single ? { 'content-type': `${OBJECT_MEDIA_TYPE}; charset=utf-8` } : {}),
    });
  }

  async function readBody(request: Request): Promise<unknown> {
    const text = await request.text();
    // Checked before parsing and before SQL: PGlite fails deep JSON with "bad buffer ID".
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      throw new BadRequest(
        postgrestError(
          400,
          '54001',
          `JSON nested deeper than ${MAX_JSON_DEPTH} levels is refused.`,
        ),
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

  async function insert(
    request: Request,
    table: TableInfo,
    context: RequestContext,
    single: boolean,
  ): Promise<Response> {
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
    const resolution = prefer.get('resolution');
    // Checked whether or not a resolution is asked for: a name that is no column is a mistake.
    const target = url.searchParams.get('on_conflict');
    const targetKeys = target === null ? null : knownColumns(table, parseColumnList(target));
    let conflict = '';
    if (resolution === 'merge-duplicates' || resolution === 'ignore-duplicates') {
      const keys = targetKeys ?? table.primaryKey;
      if (keys.length === 0)
        throw parseError(`${table.name} has no primary key to upsert on; give on_conflict.`);
      const updates = columns.filter((column) => !keys.includes(column));
      conflict =
        resolution === 'ignore-duplicates' || updates.length === 0
          ? ` on conflict (${keys.map(quote).join(', ')}) do nothing`
          : ` on conflict (${keys.map(quote).join(', ')}) do update set ${updates
              .map((column) => `${quote(column)} = excluded.${quote(column)}`)
              .join(', ')}`;
    }
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
  }

  async function update(
    request: Request,
    table: TableInfo,
    context: RequestContext,
    single: boolean,
  ): Promise<Response> {
    const url = new URL(request.url);
    const query = queryOf(table, url, '_t', null);
    refuseUnfiltered('UPDATE', query, url);
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
  }

  async function remove(
    request: Request,
    table: TableInfo,
    context: RequestContext,
    single: boolean,
  ): Promise<Response> {
    const url = new URL(request.url);
    const query = queryOf(table, url, '_t', null);
    refuseUnfiltered('DELETE', query, url);
    const statement = `delete from public.${quote(table.name)} as _t${whereClause(query.where)} returning _t.*`;
    return write(request, table, context, single, statement, query.params, false);
  }

  /** As Supabase's pg-safeupdate: a change without a filter is a mistake, not a wish. */
  function refuseUnfiltered(verb: 'UPDATE' | 'DELETE', query: SqlQuery, url: URL): void {
    if (url.searchParams.has('limit') || url.searchParams.has('order')) {
      throw parseError(
        `limit and order are not served on ${verb === 'UPDATE' ? 'updates' : 'deletes'}.`,
      );
    }
    if (query.where.length === 0) {
      throw new BadRequest(postgrestError(400, '21000', `${verb} requires a WHERE clause`));
    }
  }

  return async function tables(
    request: Request,
    name: string,
    context: RequestContext,
  ): Promise<Response> {
    const profile = request.headers.get('accept-profile') ?? request.headers.get('content-profile');
    if (profile !== null && profile !== 'public') {
      return postgrestError(406, 'PGRST106', 'The schema must be one of the following: public');
    }
    const table = IDENTIFIER.test(name) ? await schema.tableNamed(name) : null;
    if (!table) {
      return postgrestError(
        404,
        'PGRST205',
        `Could not find the table 'public.${name}' in the schema cache`,
      );
    }
    const accept = request.headers.get('accept') ?? '';
    const single = accept.includes(OBJECT_MEDIA_TYPE);
    if (!single && accept !== '' && !/application\/json|\*\/\*/.test(accept)) {
      return postgrestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
    }
    try {
      switch (request.method) {
        case 'GET':
        case 'HEAD':
          return await read(request, table, context, single);
        case 'POST':
          return await insert(request, table, context, single);
        case 'PATCH':
          return await update(request, table, context, single);
        case 'DELETE':
          return await remove(request, table, context, single);
        default:
          return postgrestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
      }
    } catch (error) {
      if (error instanceof BadRequest) return error.response;
      if (error instanceof QueryParseError) {
        return postgrestError(400, 'PGRST100', error.message, error.details);
      }
      if (error instanceof NotOneRow) return notOneRow(error.rows);
      if (error instanceof RangeNotSatisfiable) {
        return postgrestError(416, 'PGRST103', error.message, error.details);
      }
      if (error instanceof AnswerTooLarge) {
        return postgrestError(
          400,
          '54000',
          `The answer would take ${error.bytes} bytes; at most ${MAX_ANSWER_BYTES} are sent.`,
          null,
          'Ask for fewer rows (limit, Range) or fewer columns (select).',
        );
      }
      return databaseError(error, context);
    }
  };
}
