/**
 * What a REST request costs in the fair queue's units, about a millisecond of work each (a
 * never-seen station-day of tides, a simple query): known before it runs where it can be (the
 * rows and bytes of a write), and charged after for what only the answer shows (its bytes). The
 * functions price their own requests (`cost` on each handler, from
 * `supabase/functions/_shared/handlers/work-weights.ts`), since only they know what is kept.
 */

/** Bytes of a table write that cost one unit on top of its rows (JSON parsed, checked, stored). */
export const WRITE_BYTES_PER_UNIT = 4 * 1024;

/** Bytes of an answer that cost one unit (built as JSON by the database, then sent). */
export const ANSWER_BYTES_PER_UNIT = 64 * 1024;

/** How many rows a JSON body writes: an array's length, one for an object. */
function rowsIn(body: Uint8Array): number {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(body));
    return Array.isArray(value) ? value.length : 1;
  } catch {
    // Refused as invalid JSON before any row is written.
    return 1;
  }
}

/**
 * A REST request's cost: 1 for a read or a function call; a write to a table, a unit per row
 * and per WRITE_BYTES_PER_UNIT of its body (a 40-row insert 40, the largest fishing session 10).
 */
export function restCost(path: string, method: string, body: Uint8Array | undefined): number {
  const toTable = !path.startsWith('/rest/v1/rpc/');
  if (!toTable || !body || body.byteLength === 0) return 1;
  if (method === 'GET' || method === 'HEAD' || method === 'DELETE') return 1;
  return Math.max(rowsIn(body), 1) + Math.floor(body.byteLength / WRITE_BYTES_PER_UNIT);
}

/** What an answer of `bytes` costs past what was counted before it ran. */
export function answerCost(bytes: number): number {
  return Math.floor(bytes / ANSWER_BYTES_PER_UNIT);
}
