/**
 * Supabase Auth's error responses. Like Supabase Auth, the shape depends on the API version the
 * client asks for in `X-Supabase-Api-Version`: supabase-js sends 2024-01-01 and gets
 * `{ code: 'error_code', message }` with the version echoed back (auth-js reads `code` only
 * then); anything else, curl included, gets the original `{ code: 422, error_code, msg }`.
 */
import { json } from '../http.ts';

export const API_VERSION_HEADER = 'x-supabase-api-version';

/** The first dated API version; requests naming it or a later date get the newer error shape. */
const API_VERSION_2024_01_01 = '2024-01-01';

/** An error answered to the client, with Supabase Auth's status, error code and message. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    /** Extra top-level fields, e.g. `weak_password: { reasons }`. */
    readonly extra: Record<string, unknown> = {},
    /** Extra response headers, e.g. `retry-after`. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The OAuth-style error the refresh grant answers for a missing token (no error code). */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const validationFailed = (message: string) => badRequest('validation_failed', message);

/** Which dated API version the request asked for, or null for the original one. */
function requestedApiVersion(request: Request): string | null {
  const asked = request.headers.get(API_VERSION_HEADER);
  if (!asked || !/^\d{4}-\d{2}-\d{2}$/.test(asked)) return null;
  return asked >= API_VERSION_2024_01_01 ? API_VERSION_2024_01_01 : null;
}

export function errorResponse(error: AuthError | OAuthError, request: Request): Response {
  if (error instanceof OAuthError) {
    return json({ error: error.error, error_description: error.description }, 400);
  }
  const version = requestedApiVersion(request);
  if (version) {
    return json({ code: error.errorCode, message: error.message, ...error.extra }, error.status, {
      ...error.headers,
      [API_VERSION_HEADER]: version,
      'x-sb-error-code': error.errorCode,
    });
  }
  return json(
    { code: error.status, error_code: error.errorCode, msg: error.message, ...error.extra },
    error.status,
    { ...error.headers, 'x-sb-error-code': error.errorCode },
  );
}

export const rateLimited = (headers: Record<string, string> = {}) =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, headers);

export const unexpectedFailure = () =>
  new AuthError(
    500,
    'unexpected_failure',
    'Unexpected failure, please check server logs for more information',
  );
