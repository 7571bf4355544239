/**
 * The edge functions' JSON answers: every one carries the CORS headers (or the browser hides
 * even an error from its caller), and every refusal has the one shape the widgets read,
 * `{ error, details }`: what went wrong, and in plain words what to do about it.
 */
import { corsHeaders } from './cors.ts';

/** Every failure: what went wrong, and in plain words what to do about it. */
export interface TideErrorBody {
  error: string;
  details: string;
}

/** The headers of a JSON answer. */
export const JSON_HEADERS: Readonly<Record<string, string>> = {
  ...corsHeaders,
  'Content-Type': 'application/json; charset=utf-8',
};

/** JSON_HEADERS with `extra` over them (a Cache-Control, a Retry-After). */
export function jsonHeaders(extra?: Record<string, string>): Readonly<Record<string, string>> {
  return extra ? { ...JSON_HEADERS, ...extra } : JSON_HEADERS;
}

/** A refusal's body, serialized. */
export function refusalJson(error: string, details: string): string {
  const body: TideErrorBody = { error, details };
  return JSON.stringify(body);
}

/** `body` as a JSON response. */
export function answer(status: number, body: unknown, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(body), { status, headers: jsonHeaders(headers) });
}

/** A refusal: `{ error, details }` with its status. */
export function refusal(
  status: number,
  error: string,
  details: string,
  headers?: Record<string, string>,
): Response {
  return new Response(refusalJson(error, details), { status, headers: jsonHeaders(headers) });
}
