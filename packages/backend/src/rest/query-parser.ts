/**
 * PostgREST's request grammar for the table API, read into plain values: the `select` list,
 * the filters (`column=op.value`, `not.`, and `or`/`and` trees), `order`, `limit`/`offset` and
 * the `Range` header, `columns`, `on_conflict` and the `Prefer` header. Nothing here knows a
 * table, a limit on work or SQL: rest/table-query.ts checks names against the schema cache and
 * builds the statement. A request the grammar does not allow throws QueryParseError, which
 * rest/table-answers.ts answers with PostgREST's parse error, PGRST100.
 *
 * No parsing library is used: the npm packages that read this grammar are client-side cache
 * helpers that decompose a query for matching, not for building SQL, and the subset served here
 * is small enough to check exhaustively.
 */

export class QueryParseError extends Error {
  constructor(
    message: string,
    readonly details: string | null = null,
  ) {
    super(message);
  }
}

export type SelectItem = { kind: 'all' } | { kind: 'column'; column: string; alias: string | null };

export const FILTER_OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'in',
  'is',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface Filter {
  kind: 'filter';
  column: string;
  operator: FilterOperator;
  negated: boolean;
  /** The value as written after the operator (an `in` list with its parentheses). */
  value: string;
  /** An `in` filter's values, unquoted. */
  list: string[] | null;
}

export interface LogicTree {
  kind: 'and' | 'or';
  negated: boolean;
  conditions: Condition[];
}

export type Condition = Filter | LogicTree;

export interface OrderTerm {
  column: string;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

export interface ParsedQuery {
  select: SelectItem[];
  /** Every condition, all to hold (the query string's filters are and-ed, as PostgREST's). */
  where: Condition[];
  order: OrderTerm[];
  limit: number | null;
  offset: number;
}

/** Query parameters with a meaning of their own; any other names a column to filter on. */
const RESERVED_PARAMS = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'on_conflict',
  'columns',
  // The API key, which supabase-js sends in the URL for some calls: the gateway's, not a filter.
  'apikey',
]);

/** How deep `or`/`and` trees may nest; PostgREST sets no limit, but a URL is no place for more. */
export const MAX_TREE_DEPTH = 8;

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const LOGIC_PARAM = /^(not\.)?(and|or)$/;
const NESTED_TREE = /^(not\.)?(and|or)\((.*)\)$/s;

/** `a,b:c,*` → the columns asked for, each with its alias; nothing asked for is everything. */
export function parseSelect(text: string | null): SelectItem[] {
  const items = (text ?? '*').split(',').filter((item) => item !== '');
  if (items.length === 0) return [{ kind: 'all' }];
  const parsed = items.map((item): SelectItem => {
    if (item === '*') return { kind: 'all' };
    const match = /^(?:([A-Za-z_][A-Za-z0-9_]*):)?([A-Za-z_][A-Za-z0-9_]*)$/.exec(item);
    if (!match) {
      throw new QueryParseError(
        `failed to parse select parameter (${text})`,
        'Only columns, aliased columns and * are served here: no embedding, casts or JSON paths.',
      );
    }
    const [, alias, column = ''] = match;
    return { kind: 'column', column, alias: alias ?? null };
  });
  // Each column named once, and `*` once: thirty `*`s once made one request's answer thirty
  // times the table, megabytes built on PGlite's only connection.
  const named = new Set<string>();
  for (const item of parsed) {
    const name = item.kind === 'all' ? '*' : item.column;
    if (named.has(name)) {
      throw new QueryParseError(
        `failed to parse select parameter (${text})`,
        `Each column, and *, may be selected once: ${name} is asked for twice.`,
      );
    }
    named.add(name);
  }
  return parsed;
}

/**
 * Splits `text` at the commas outside double quotes (and, in a tree, outside parentheses): the
 * items of an `in` list or of an `or`/`and` tree. A quote opens only at an item's start (in a
 * tree, at its value's), as PostgREST reads it; quotes are kept, `unquote` takes them off.
 */
function splitTopLevel(text: string, filter: string, nests: boolean): string[] {
  const items: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '\\') i += 1;
      else if (char === '"') quoted = false;
    } else if (char === '"' && (i === start || (nests && text[i - 1] === '.'))) quoted = true;
    else if (nests && char === '(') depth += 1;
    else if (nests && char === ')') {
      depth -= 1;
      if (depth < 0)
        throw new QueryParseError(`failed to parse filter (${filter})`, 'Unbalanced ).');
    } else if (char === ',' && depth === 0) {
      items.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted) throw new QueryParseError(`failed to parse filter (${filter})`, 'Unclosed quote.');
  if (depth !== 0) {
    throw new QueryParseError(`failed to parse filter (${filter})`, 'Unclosed parenthesis.');
  }
  items.push(text.slice(start));
  return items;
}

/** `"a,b"` → `a,b`, with `\"` and `\\` read as the character they escape; bare text as is. */
function unquote(item: string): string {
  if (!(item.length >= 2 && item.startsWith('"') && item.endsWith('"'))) return item;
  return item.slice(1, -1).replace(/\\(.)/g, '$1');
}

/** `(a,b,"c,d")` → ['a', 'b', 'c,d'], PostgREST's list syntax with double-quoted items. */
export function parseList(text: string, filter: string): string[] {
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw new QueryParseError(
      `failed to parse filter (${filter})`,
      'An in list is written (a,b,c).',
    );
  }
  const body = text.slice(1, -1);
  if (body === '') return [];
  return splitTopLevel(body, filter, false).map(unquote);
}

function isOperator(text: string): text is FilterOperator {
  return (FILTER_OPERATORS as readonly string[]).includes(text);
}

/** One filter's right-hand side, `[not.]op.value`, on `column`. */
export function parseFilter(column: string, text: string, quotedValues = false): Filter {
  if (!NAME.test(column)) {
    throw new QueryParseError(
      `failed to parse filter (${column}=${text})`,
      'A filter names a column.',
    );
  }
  let rest = text;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) {
    throw new QueryParseError(
      `failed to parse filter (${text})`,
      'A filter is written operator.value.',
    );
  }
  const operator = rest.slice(0, dot);
  const written = rest.slice(dot + 1);
  if (!isOperator(operator)) {
    throw new QueryParseError(
      `failed to parse filter (${text})`,
      `Unknown operator "${operator}": ${FILTER_OPERATORS.join(', ')} are served.`,
    );
  }
  const value = quotedValues && operator !== 'in' ? unquote(written) : written;
  if (operator === 'is' && !['null', 'true', 'false', 'unknown'].includes(value.toLowerCase())) {
    throw new QueryParseError(
      `failed to parse filter (${text})`,
      'is takes null, true, false or unknown.',
    );
  }
  return {
    kind: 'filter',
    column,
    operator,
    negated,
    value,
    list: operator === 'in' ? parseList(value, text) : null,
  };
}

/** `(a.eq.1,or(b.gt.2,c.is.null))`, the value of an `or`/`and` parameter, as a tree. */
export function parseLogicTree(
  kind: 'and' | 'or',
  negated: boolean,
  text: string,
  depth = 1,
): LogicTree {
  if (depth > MAX_TREE_DEPTH) {
    throw new QueryParseError(`Logical filter trees may nest at most ${MAX_TREE_DEPTH} deep.`);
  }
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw new QueryParseError(
      `failed to parse logic tree (${text})`,
      'A logic tree is written (a.eq.1,b.gt.2).',
    );
  }
  const items = splitTopLevel(text.slice(1, -1), text, true);
  const conditions = items.map((item): Condition => {
    const nested = NESTED_TREE.exec(item);
    if (nested) {
      const [, not, nestedKind, body = ''] = nested;
      return parseLogicTree(nestedKind as 'and' | 'or', not !== undefined, `(${body})`, depth + 1);
    }
    const dot = item.indexOf('.');
    if (dot < 0) {
      throw new QueryParseError(
        `failed to parse logic tree (${text})`,
        'Each condition is written column.operator.value.',
      );
    }
    return parseFilter(item.slice(0, dot), item.slice(dot + 1), true);
  });
  return { kind, negated, conditions };
}

/** `a.desc.nullslast,b` → the ordering terms. */
export function parseOrder(text: string | null): OrderTerm[] {
  if (text === null || text === '') return [];
  return text.split(',').map((term) => {
    const [column = '', ...modifiers] = term.split('.');
    if (!NAME.test(column)) throw new QueryParseError(`failed to parse order (${text})`);
    const parsed: OrderTerm = { column, direction: null, nulls: null };
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') parsed.direction = modifier;
      else if (modifier === 'nullsfirst') parsed.nulls = 'first';
      else if (modifier === 'nullslast') parsed.nulls = 'last';
      else throw new QueryParseError(`failed to parse order (${text})`);
    }
    return parsed;
  });
}

/** `limit` or `offset`: a whole number of at most nine digits, or null when not given. */
export function parseCount(text: string | null, name: string): number | null {
  if (text === null) return null;
  if (!/^[0-9]{1,9}$/.test(text)) {
    throw new QueryParseError(`failed to parse ${name} parameter (${text})`);
  }
  return Number(text);
}

/** A `Range` no rows can satisfy: answered 416, as PostgREST does. */
export class RangeNotSatisfiable extends Error {
  constructor(readonly details: string) {
    super('Requested range not satisfiable');
  }
}

/**
 * `Range: 10-19` (or `10-`) → the rows from and how many. A header of another shape (`bytes=…`,
 * a word) is ignored, as PostgREST does; one of this shape that no rows can satisfy (its end
 * before its start, or a first row past any count of nine digits) is refused.
 */
export function parseRange(header: string | null): { offset: number; limit: number | null } | null {
  if (header === null) return null;
  const match = /^(\d+)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, fromText = '', toText = ''] = match;
  if (fromText.length > 9 || toText.length > 9) {
    throw new RangeNotSatisfiable(
      `A range of rows is at most nine digits each way: ${header.trim().slice(0, 40)}.`,
    );
  }
  const from = Number(fromText);
  const to = toText === '' ? null : Number(toText);
  if (to !== null && to < from) {
    throw new RangeNotSatisfiable(`The range ends (${to}) before it starts (${from}).`);
  }
  return { offset: from, limit: to === null ? null : to - from + 1 };
}

/** Every filter, select, order and page of a table request's query string and Range header. */
export function parseQuery(params: URLSearchParams, range: string | null): ParsedQuery {
  const where: Condition[] = [];
  for (const [name, value] of params) {
    if (RESERVED_PARAMS.has(name)) continue;
    const logic = LOGIC_PARAM.exec(name);
    if (logic) {
      const [, not, kind] = logic;
      where.push(parseLogicTree(kind as 'and' | 'or', not !== undefined, value));
    } else where.push(parseFilter(name, value));
  }
  let limit = parseCount(params.get('limit'), 'limit');
  let offset = parseCount(params.get('offset'), 'offset') ?? 0;
  const rows = parseRange(range);
  if (rows) {
    offset = rows.offset;
    if (rows.limit !== null) limit = Math.min(limit ?? Infinity, rows.limit);
  }
  return {
    select: parseSelect(params.get('select')),
    where,
    order: parseOrder(params.get('order')),
    limit,
    offset,
  };
}

/** `a, "b"` (the `columns` and `on_conflict` parameters) → ['a', 'b']. */
export function parseColumnList(text: string): string[] {
  return text.split(',').map((name) => name.trim().replace(/^"(.*)"$/, '$1'));
}

/** `Prefer: return=representation, count=exact` → its settings, as PostgREST reads them. */
export function parsePrefer(header: string | null): Map<string, string> {
  const prefer = new Map<string, string>();
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part.trim().split('=');
    if (key && value) prefer.set(key.trim(), value.trim());
  }
  return prefer;
}
