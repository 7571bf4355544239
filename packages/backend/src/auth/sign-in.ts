/**
 * Signing in and out: POST /token's grants (a password, or a refresh token rotated with reuse
 * detection) and POST /logout, which ends sessions and their refresh tokens with them.
 */
import { json } from '../http.ts';
import { authenticate, tokenResponse, type AuthDeps, type Call } from './call.ts';
import { AuthError, OAuthError, badRequest, rateLimited, validationFailed } from './errors.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { endSessions, rotateRefreshToken, startSession } from './sessions.ts';
import { findCredentials, recordSignIn } from './users.ts';
import { CREDENTIALS, isEmailAddress, readJsonBody } from './validation.ts';

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

/** POST /token?grant_type=password */
async function passwordGrant(deps: AuthDeps, call: Call): Promise<Response> {
  const { db, limiter } = deps;
  if (!limiter.byAddress('password', call.client.address)) throw rateLimited();
  const body = await readJsonBody(call.request, CREDENTIALS);
  if (body.email && body.phone) {
    throw validationFailed('Only an email address or phone number should be provided on login.');
  }
  if (body.phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  if (!body.email) throw validationFailed('missing email or phone');
  const email = body.email.toLowerCase();
  const waitSeconds = limiter.signInWaitSeconds(email, call.client.address);
  if (waitSeconds > 0) throw rateLimited({ 'retry-after': String(waitSeconds) });

  // Unknown addresses cost a password check too, and get the very same answer. An address
  // sign-up would refuse is no one's, and is not looked up: one holding a NUL byte cannot be.
  const password = body.password ?? '';
  const credentials = isEmailAddress(email) ? await findCredentials(db, email) : null;
  const valid = credentials?.encryptedPassword
    ? await verifyPassword(password, credentials.encryptedPassword)
    : await verifyAgainstDummy(password);
  if (!credentials || !valid) {
    limiter.signInFailed(email, call.client.address);
    throw invalidCredentials();
  }
  limiter.signInSucceeded(email, call.client.address);
  if (!credentials.confirmed) throw badRequest('email_not_confirmed', 'Email not confirmed');

  const { session, refreshToken } = await db.transaction(async (tx) => {
    await recordSignIn(tx, credentials.id);
    return startSession(tx, credentials.id, 'password', call.client);
  });
  return json(await tokenResponse(deps, session, refreshToken));
}

/** POST /token?grant_type=refresh_token */
async function refreshTokenGrant(deps: AuthDeps, call: Call): Promise<Response> {
  if (!deps.limiter.byAddress('refresh', call.client.address)) throw rateLimited();
  const body = await readJsonBody(call.request, { refresh_token: 'string' });
  if (!body.refresh_token) throw new OAuthError('invalid_request', 'refresh_token required');
  const rotation = await rotateRefreshToken(deps.db, body.refresh_token, {
    reuseIntervalSeconds: deps.config.refreshTokenReuseIntervalSeconds,
    client: call.client,
    secret: deps.config.jwtSecret,
  });
  switch (rotation.outcome) {
    case 'not_found':
      throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    case 'reused':
      deps.log(
        `A rotated refresh token was used again from ${call.client.address}; its session has been ended.`,
      );
      throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    case 'rotated':
      return json(await tokenResponse(deps, rotation.session, rotation.refreshToken));
  }
}

/** POST /token: dispatches on `grant_type`, as Supabase Auth does. */
export async function token(deps: AuthDeps, call: Call): Promise<Response> {
  const grantType = call.url.searchParams.get('grant_type');
  if (grantType === 'password') return passwordGrant(deps, call);
  if (grantType === 'refresh_token') return refreshTokenGrant(deps, call);
  throw badRequest('invalid_credentials', 'unsupported_grant_type');
}

/** POST /logout?scope=global|local|others: ends sessions, and their refresh tokens with them. */
export async function logout(deps: AuthDeps, call: Call): Promise<Response> {
  const scope = call.url.searchParams.get('scope') || 'global';
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw validationFailed(`Unsupported logout scope "${scope}"`);
  }
  let signedIn: Awaited<ReturnType<typeof authenticate>>;
  try {
    signedIn = await authenticate(deps, call);
  } catch (error) {
    // A deleted account's sessions went with it: signing out of one has nothing left to end.
    if (error instanceof AuthError && error.errorCode === 'user_not_found') {
      return new Response(null, { status: 204 });
    }
    throw error;
  }
  const { user, sessionId } = signedIn;
  const userId = user.row.id;
  if (sessionId && scope === 'local') await endSessions(deps.db, userId, { only: sessionId });
  else if (sessionId && scope === 'others')
    await endSessions(deps.db, userId, { except: sessionId });
  else await endSessions(deps.db, userId, 'all');
  return new Response(null, { status: 204 });
}
