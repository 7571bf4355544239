/**
 * What a table request is answered with, in PostgREST's shapes: its rows as JSON (an array, or
 * the one object `.single()` asks for), bounded in size inside the database, and every refusal
 * with PostgREST's status and code. The reads and writes throw the refusals defined here, and
 * `refusal` turns each into its answer, so a shape is written once for every method.
 */
import type { RequestContext } from '../database.ts';
import { databaseError, postgrestError } from './errors.ts';
import { QueryParseError, RangeNotSatisfiable } from './query-parser.ts';

/** The media type `.single()` asks for: the one row as an object, not an array of it. */
export const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';

/**
 * The most one answer may hold, as JSON text. Each column is selected once and `*` once (the
 * parser), and rows are capped; this bounds the rest: a hundred of the largest fishing sessions
 * the account caps allow would be 3.7 MB. Past it the answer is refused, checked in SQL so the
 * text never leaves the database, and the client asks for fewer rows or columns.
 */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/** A request refused before any SQL ran, carrying PostgREST's answer for it. */
export class BadRequest extends Error {
  constructor(readonly response: Response) {
    super('bad request');
  }
}

/** Thrown inside the transaction so that a `.single()` write that touched ≠ 1 row is undone. */
export class NotOneRow extends Error {
  constructor(readonly rows: number) {
    super('not one row');
  }
}

/** An answer past MAX_ANSWER_BYTES, refused rather than built and sent. */
export class AnswerTooLarge extends Error {
  constructor(readonly bytes: number) {
    super('answer too large');
  }
}

/** PostgREST's parse error, PGRST100. */
export function parseError(message: string, details: string | null = null): BadRequest {
  return new BadRequest(postgrestError(400, 'PGRST100', message, details));
}

export function answer(
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

/** Rows as JSON, with the object media type when `.single()` asked for one. */
export function rowsAnswer(
  body: string,
  status: number,
  headers: Record<string, string>,
  single: boolean,
): Response {
  return answer(body, status, {
    ...headers,
    ...(single ? { 'content-type': `${OBJECT_MEDIA_TYPE}; charset=utf-8` } : {}),
  });
}

export function notOneRow(rows: number): Response {
  return postgrestError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${rows} rows`,
  );
}

/**
 * `inner` (one row: `body`, `rows`) with the body's size in bytes, and the body itself only when
 * it is within MAX_ANSWER_BYTES, so a refused answer is never copied out of the database.
 */
export function boundedAnswer(inner: string): string {
  return `select case when pg_catalog.octet_length(_a.body) > ${MAX_ANSWER_BYTES} then null else _a.body end as body,
                 _a.rows, pg_catalog.octet_length(_a.body)::integer as bytes
            from (${inner}) as _a`;
}

/** The rows a statement's result holds, as one JSON text: `[…]`, or the one row for `.single()`. */
export function bodyOf(json: string, rows: number, single: boolean): string {
  if (!single) return json;
  if (rows !== 1) throw new NotOneRow(rows);
  // json_agg's array of exactly one object: the object itself.
  return json.slice(json.indexOf('{'), json.lastIndexOf('}') + 1);
}

/** What a table request that failed is answered with: its refusal, or the database's error. */
export function refusal(error: unknown, context: RequestContext): Response {
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
