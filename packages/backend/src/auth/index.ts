/**
 * Supabase Auth (GoTrue) for the embedded backend: the /auth/v1 endpoints supabase-js uses for
 * email and password accounts, over auth.users in the same database as everything else. This
 * file routes each endpoint to its handler, in a module of its job: sign-up, signing in and out,
 * the emailed links, and the signed-in user's account.
 */
import type { BackendConfig } from '../config.ts';
import type { Database } from '../database.ts';
import type { Mailbox } from '../mailbox.ts';
import { describeError, json } from '../http.ts';
import { AuthError, OAuthError, errorResponse, unexpectedFailure } from './errors.ts';
import { primeDummyHash } from './passwords.ts';
import { createAuthRateLimiter } from './rate-limit.ts';
import { loadCommonPasswords } from './validation.ts';
import { getUser, updateUser } from './account.ts';
import type { AuthDeps, Call } from './call.ts';
import { recover, verify } from './email-links.ts';
import { logout, token } from './sign-in.ts';
import { signUp } from './sign-up.ts';

export interface AuthContext {
  db: Database;
  config: BackendConfig;
  log: (line: string) => void;
  /** The API's public URL, without /auth/v1: from configuration, never from a request. */
  externalUrl: () => string;
  mailbox: Mailbox;
}

const PREFIX = '/auth/v1';

/**
 * Paths served without an API key, as Supabase's gateway serves them: the confirmation link is
 * opened from an email, where no key can be attached.
 */
const OPEN_PATHS = new Set([`${PREFIX}/verify`]);

export function isOpenAuthPath(path: string): boolean {
  return OPEN_PATHS.has(path.replace(/\/+$/, ''));
}

type Handler = (deps: AuthDeps, call: Call) => Promise<Response>;

/** GET /settings: which sign-up methods exist, as supabase-js and dashboards read them. */
async function settings(deps: AuthDeps): Promise<Response> {
  return json({
    external: { anonymous_users: false, email: true, phone: false },
    disable_signup: false,
    mailer_autoconfirm: !deps.config.emailConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

/** GET /health */
async function health(): Promise<Response> {
  return json({
    version: 'embedded',
    name: 'GoTrue',
    description: 'Supabase Auth, as the embedded backend serves it for email and password accounts',
  });
}

const ROUTES: Record<string, Partial<Record<string, Handler>>> = {
  '/signup': { POST: signUp },
  '/token': { POST: token },
  '/logout': { POST: logout },
  '/user': { GET: getUser, PUT: updateUser },
  '/recover': { POST: recover },
  '/verify': { GET: verify },
  '/settings': { GET: settings },
  '/health': { GET: health },
};

export function createAuth(context: AuthContext) {
  const deps: AuthDeps = {
    ...context,
    limiter: createAuthRateLimiter(context.config.authRateLimits),
    commonPasswords: loadCommonPasswords(),
    mailInFlight: new Set(),
  };
  primeDummyHash();

  return {
    /** Settles when every email asked for so far is sent or found not due. */
    async mailSent(): Promise<void> {
      while (deps.mailInFlight.size > 0) await Promise.all(deps.mailInFlight);
    },
    async handle(request: Request, path: string, clientAddress: string): Promise<Response> {
      const route = path.replace(/\/+$/, '').slice(PREFIX.length);
      const methods = ROUTES[route];
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      const handler = methods?.[method];
      try {
        if (!methods) throw new AuthError(404, 'not_found', 'Not Found');
        if (!handler) throw new AuthError(405, 'method_not_allowed', 'Method Not Allowed');
        const call: Call = {
          request,
          url: new URL(request.url),
          client: { address: clientAddress, userAgent: request.headers.get('user-agent') },
        };
        return await handler(deps, call);
      } catch (error) {
        if (error instanceof AuthError || error instanceof OAuthError) {
          return errorResponse(error, request);
        }
        context.log(`Auth: unexpected error on ${request.method} ${path}: ${describeError(error)}`);
        return errorResponse(unexpectedFailure(), request);
      }
    },
  };
}
