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
 * The grammar is read by rest/query-parser.ts; rest/table-query.ts checks what it read against
 * the schema cache and the per-request limits and builds the SQL; rest/table-writes.ts serves
 * the writes and rest/table-answers.ts the answers' shapes. This file finds the table, reads its
 * rows, and sends each method where it is served. Every statement runs as the request's role
 * with its JWT claims (`Database.asRequest`), so row-level security decides what a caller sees
 * and changes, as on hosted Supabase. Table and column names reach SQL only after they were
 * found in the catalogue, and always quoted; values only as parameters. Resource embedding and
 * JSON paths are not served: asked for, they get PostgREST's parse error rather than a wrong
 * answer.
 */
import type { Database, RequestContext } from '../database.ts';
import {
  AnswerTooLarge,
  answer,
  bodyOf,
  boundedAnswer,
  notOneRow,
  OBJECT_MEDIA_TYPE,
  refusal,
  rowsAnswer,
} from './table-answers.ts';
import { IDENTIFIER, queryOf, quote, whereClause } from './table-query.ts';
import { createTableWrites, type TableHandler } from './table-writes.ts';
import { postgrestError } from './errors.ts';
import { parsePrefer } from './query-parser.ts';
import type { SchemaCache } from './schema-cache.ts';

export function createTableApi(db: Database, schema: SchemaCache) {
  const { insert, update, remove } = createTableWrites(db);

  const read: TableHandler = async (request, table, context, single) => {
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
    return rowsAnswer(bodyOf(body, rows, single), 200, headers, single);
  };

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
      return refusal(error, context);
    }
  };
}
