/**
 * A table request's query string as SQL, checked: `select` as a SELECT list, the filters and
 * their or/and trees as WHERE conditions, `order`, `limit`, `offset` and the Range header, each
 * name found in the table's catalogue entry and quoted, each value a parameter. Here too are
 * the per-request limits that keep one request's work small: a request past one is refused
 * with PostgREST's error before any SQL runs.
 */
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../json-depth.ts';
import { BadRequest, parseError } from './table-answers.ts';
import { postgrestError } from './errors.ts';
import {
  parseQuery,
  parseSelect,
  type Condition,
  type Filter,
  type OrderTerm,
  type SelectItem,
} from './query-parser.ts';
import type { TableInfo } from './schema-cache.ts';

/** A name that can be a table's or a column's: PostgreSQL's unquoted form, 63 bytes at most. */
export const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

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
 * The longest value one filter may hold, as an RPC argument (rest.ts). Forty filters of a
 * megabyte each once kept PGlite's only connection busy for seconds.
 */
export const MAX_FILTER_VALUE_CHARS = 1000;
/** Types `like` and `ilike` run on: text. On anything else (jsonb's text) they cost too much. */
const TEXT_TYPE = /^(?:text|citext|name|character varying(?:\(\d+\))?|character(?:\(\d+\))?)$/;

const OPERATORS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
};

/** A table request's query as SQL: its parts, and the parameters they refer to. */
export interface SqlQuery {
  where: string[];
  params: unknown[];
  order: string;
  limit: number;
  offset: number;
}

export function quote(identifier: string): string {
  return `"${identifier}"`;
}

/** A checked identifier as an SQL string literal. */
export function sqlText(identifier: string): string {
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
export function selectOf(table: TableInfo, text: string | null, source: string): string {
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
export function queryOf(
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

export function whereClause(where: string[]): string {
  return where.length > 0 ? ` where ${where.join(' and ')}` : '';
}
