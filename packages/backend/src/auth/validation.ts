/**
 * Request checks with Supabase Auth's answers: the JSON body, email format, password strength,
 * user metadata's size and text, and where a confirmation link may send the user back to.
 */
import { readFileSync } from 'node:fs';
import { AuthError, badRequest, validationFailed } from './errors.ts';

type FieldKind = 'string' | 'object';

/** The fields of an email and password request, as sign-up, sign-in and PUT /user read them. */
export const CREDENTIALS = { email: 'string', phone: 'string', password: 'string' } as const;

/**
 * Parses a JSON object body and checks the listed fields' types; unlisted fields are ignored,
 * as Supabase Auth ignores them. Anything else is a 400 `bad_json` with the reason.
 */
export async function readJsonBody<const Fields extends Record<string, FieldKind>>(
  request: Request,
  fields: Fields,
): Promise<{
  [K in keyof Fields]?: Fields[K] extends 'string' ? string : Record<string, unknown>;
}> {
  const fail = (reason: string) =>
    badRequest('bad_json', `Could not parse request body as JSON: ${reason}`);
  const text = await request.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw fail(text.trim() === '' ? 'unexpected end of JSON input' : (error as Error).message);
  }
  if (body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw fail('the body must be a JSON object');
  const record = body as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(fields)) {
    const value = record[name];
    if (value === undefined || value === null) continue;
    const ok =
      kind === 'string'
        ? typeof value === 'string'
        : typeof value === 'object' && !Array.isArray(value);
    if (!ok) throw fail(`"${name}" must be ${kind === 'string' ? 'a string' : 'an object'}`);
    result[name] = value;
  }
  return result as never;
}

/** Supabase Auth's email length limit. */
const MAX_EMAIL_LENGTH = 255;
/** The format check Supabase Auth applies (badoux/checkmail's pattern). */
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Whether `email` is an address sign-up would take: no account has any other. */
export function isEmailAddress(email: string): boolean {
  return email !== '' && email.length <= MAX_EMAIL_LENGTH && EMAIL_FORMAT.test(email);
}

/** Checks an email address's format and returns it lower-cased, as it is stored. */
export function validateEmail(email: string): string {
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > MAX_EMAIL_LENGTH) throw validationFailed('An email address is too long');
  if (!isEmailAddress(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}

/** The product's minimum password length (six characters), Supabase Auth's default too. */
export const MIN_PASSWORD_LENGTH = 6;
/** Supabase Auth's ceiling (bcrypt's input limit there), kept so both accept the same passwords. */
export const MAX_PASSWORD_BYTES = 72;

/** The bundled list of common passwords (see data/common-passwords.LICENSE.md), lower-cased. */
export function loadCommonPasswords(): ReadonlySet<string> {
  const text = readFileSync(new URL('../../data/common-passwords.txt', import.meta.url), 'utf8');
  return new Set(text.split('\n').filter(Boolean));
}

/**
 * Refuses passwords too long (400) or too weak (422 `weak_password` with its reasons, as
 * Supabase Auth names them): too short, or among the most common, which any guesser tries first.
 */
export function checkPasswordStrength(
  password: string,
  commonPasswords: ReadonlySet<string>,
): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  // Counted in characters, as the sign-up form counts them, not in bytes as Supabase Auth does.
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      { weak_password: { reasons: ['length'] } },
    );
  }
  if (commonPasswords.has(password.toLowerCase())) {
    throw new AuthError(
      422,
      'weak_password',
      'Password is known to be weak and easy to guess, please choose a different one.',
      { weak_password: { reasons: ['pwned'] } },
    );
  }
}

function origin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where a confirmation link may send the user: back to the site or an allowed URL, never to an
 * arbitrary address (an open redirect carrying fresh tokens). While the site itself is on a
 * loopback address, any loopback port is accepted too, since local dev servers move around.
 * Anything else falls back to the site URL, as Supabase Auth does.
 */
export function allowedRedirect(
  requested: string | null,
  siteUrl: string,
  additionalRedirectUrls: readonly string[],
): string {
  if (!requested) return siteUrl;
  const requestedOrigin = origin(requested);
  if (!requestedOrigin) return siteUrl;
  // Answered as parsed, never as sent: parsing drops the CR, LF and tab a header cannot hold.
  const target = new URL(requested);
  if (requestedOrigin === origin(siteUrl)) return target.href;
  const listed = additionalRedirectUrls.some(
    (allowed) =>
      origin(allowed) === requestedOrigin && target.pathname.startsWith(new URL(allowed).pathname),
  );
  if (listed) return target.href;
  const site = new URL(siteUrl);
  if (LOOPBACK_HOSTS.has(site.hostname) && LOOPBACK_HOSTS.has(target.hostname)) {
    return target.href;
  }
  return siteUrl;
}

/**
 * The most user_metadata may hold, as JSON. It rides in every access token, base64url-encoded
 * (a third longer), beside the identity's facts and a 255-character email twice: 4 KB makes
 * the longest token about 7 KB, well under the 16 KB of headers a server reads (Node's and
 * nginx's default), where 16 KB made one of 22 KB that no request could carry, locking the
 * owner out of their account.
 */
export const MAX_USER_METADATA_BYTES = 4 * 1024;

/** Half of a UTF-16 surrogate pair without its other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether `text` holds a NUL character or a lone surrogate, which jsonb cannot store. */
const refusedByJsonb = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Whether any key or string in `value` holds text a jsonb column cannot store. */
function holdsTextJsonbRefuses(value: unknown): boolean {
  if (typeof value === 'string') return refusedByJsonb(value);
  if (Array.isArray(value)) return value.some(holdsTextJsonbRefuses);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => refusedByJsonb(key) || holdsTextJsonbRefuses(item),
    );
  }
  return false;
}

/**
 * Refuses user_metadata that is too large, or that holds text jsonb cannot store (the database
 * refused it with an error of its own, answered as a 500).
 */
export function checkMetadata(metadata: unknown): void {
  const text = JSON.stringify(metadata ?? {});
  if (Buffer.byteLength(text, 'utf8') > MAX_USER_METADATA_BYTES) {
    throw validationFailed(`User metadata may take at most ${MAX_USER_METADATA_BYTES / 1024} KB.`);
  }
  if (holdsTextJsonbRefuses(metadata)) {
    throw validationFailed(
      'User metadata cannot hold the NUL character or half of a surrogate pair.',
    );
  }
}
