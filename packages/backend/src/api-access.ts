/**
 * The one auth step every API request passes before its handler, as Supabase's gateway and
 * PostgREST make it: the API key (`apikey` header, or `?apikey=`) must be the anon or the
 * service_role key, and a bearer token, when one is sent, must be a valid JWT of an API role.
 * Each API refuses in its own shape: the gateway's for a key, PostgREST's for a token sent to
 * /rest, the edge runtime's for one sent to /functions.
 */
import type { RequestContext } from './database.ts';
import { json } from './http.ts';
import { postgrestError } from './rest/errors.ts';
import type { TokenVerifier } from './verified-tokens.ts';

/** Which API a path belongs to: it decides the shape of every error answered for it. */
export type Api = 'rest' | 'auth' | 'functions' | 'gateway';

/**
 * What a route asks of its caller: nothing (a feed, a link opened from an email), an API key
 * (Auth, which reads the bearer token itself), or an API key and a valid bearer token if any.
 */
export type Access = 'open' | 'key' | 'token';

type ApiRole = 'anon' | 'service_role';

/** The two headers the auth step reads (the key may also come in the query string). */
export interface Credentials {
  apikey: string | null;
  authorization: string | null;
}

/** What the Kong gateway in front of Supabase answers when the API key is missing or wrong. */
function apiKeyError(missing: boolean): Response {
  return json(
    missing
      ? {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        }
      : {
          message: 'Invalid API key',
          hint: 'Double check your Supabase `anon` or `service_role` API key.',
        },
    401,
  );
}

/** A token refused, in the API's shape: PostgREST's codes, or the edge runtime's one answer. */
function tokenError(api: Api, reason: 'expired' | 'malformed' | 'role'): Response {
  if (api === 'functions') return json({ code: 401, message: 'Invalid JWT' }, 401);
  const message =
    reason === 'expired'
      ? 'JWT expired'
      : reason === 'role'
        ? 'JWT role is not allowed'
        : 'JWT could not be decoded';
  return postgrestError(401, reason === 'expired' ? 'PGRST303' : 'PGRST301', message);
}

export type AccessCheck = (
  access: Access,
  api: Api,
  credentials: Credentials,
) => RequestContext | Response;

/**
 * The auth step for one JWT secret: the request's role and claims (the bearer token's, else the
 * API key's role), or the refusal to answer with.
 */
export function createAccessCheck(verifyJwt: TokenVerifier): AccessCheck {
  function keyRole(key: string | null): ApiRole | Response {
    if (!key) return apiKeyError(true);
    const verified = verifyJwt(key);
    const role = verified.ok ? verified.claims.role : undefined;
    return role === 'anon' || role === 'service_role' ? role : apiKeyError(false);
  }

  return (access, api, { apikey, authorization }) => {
    if (access === 'open') return { role: 'anon', claims: { role: 'anon' } };
    const role = keyRole(apikey);
    if (role instanceof Response) return role;
    const token = access === 'token' ? authorization?.match(/^Bearer\s+(.+)$/i)?.[1] : undefined;
    if (!token) return { role, claims: { role } };
    const verified = verifyJwt(token);
    if (!verified.ok) {
      return tokenError(api, verified.reason === 'expired' ? 'expired' : 'malformed');
    }
    const claimed = verified.claims.role;
    if (claimed !== 'anon' && claimed !== 'authenticated' && claimed !== 'service_role') {
      return tokenError(api, 'role');
    }
    return { role: claimed, claims: verified.claims };
  };
}
