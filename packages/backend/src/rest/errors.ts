/**
 * PostgREST's error answers: its own PGRST errors, and database errors with the HTTP status
 * PostgREST gives each SQLSTATE class, so that supabase-js reports them as against Supabase.
 */
import type { RequestContext } from '../database.ts';
import { json } from '../http.ts';

export interface PgError {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

export function postgrestError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): Response {
  return json({ code, details, hint, message }, status);
}

/** The status PostgREST answers a database error with, by SQLSTATE. */
function statusOf(code: string, context: RequestContext): number {
  // Not allowed: 401 to a visitor who might sign in, 403 to one who has.
  if (code === '42501') return context.role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  // PostgREST's own: a function raising SQLSTATE PTxyz answers HTTP status xyz.
  const custom = /^PT([1-5]\d\d)$/.exec(code);
  if (custom) return Number(custom[1]);
  if (/^(08|53)/.test(code)) return 503;
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|XX|F0|HV|P0)/.test(code) || code === '42P17') return 500;
  if (/^(0L|0P|28)/.test(code)) return 403;
  return 400;
}

export function databaseError(error: unknown, context: RequestContext): Response {
  const pg = error as PgError;
  const code = typeof pg.code === 'string' ? pg.code : 'PGRST000';
  return postgrestError(
    statusOf(code, context),
    code,
    pg.message ?? 'Database error',
    pg.detail ?? null,
    pg.hint ?? null,
  );
}
