/**
 * The Supabase Auth endpoints supabase-js uses for email and password accounts, answering with
 * Supabase Auth's shapes, status codes and error codes so the client runs unchanged.
 */
import type { BackendConfig } from '../config.ts';
import type { Database } from '../database.ts';
import { describeError, json } from '../http.ts';
import type { Mailbox } from '../mailbox.ts';
import { AuthError, OAuthError, badRequest, rateLimited, validationFailed } from './errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import type { AuthRateLimiter } from './rate-limit.ts';
import {
  endSessions,
  rotateRefreshToken,
  sessionExists,
  startSession,
  type Client,
  type Session,
} from './sessions.ts';
import { hashToken, newOpaqueToken, readBearer, signAccessToken } from './tokens.ts';
import {
  confirmByToken,
  consumeRecoveryToken,
  setPassword,
  setRecoveryToken,
  decoyUserJson,
  findCredentials,
  findUserByEmail,
  findUserById,
  insertUser,
  recordSignIn,
  resetConfirmationToken,
  userJson,
  type User,
} from './users.ts';
import {
  allowedRedirect,
  checkPasswordStrength,
  isEmailAddress,
  readJsonBody,
  validateEmail,
} from './validation.ts';

/** Confirmation links work for a day, Supabase Auth's default email OTP lifetime. */
const CONFIRMATION_LINK_TTL_SECONDS = 24 * 60 * 60;
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
function checkMetadata(metadata: unknown): void {
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

export interface AuthDeps {
  db: Database;
  config: BackendConfig;
  log: (line: string) => void;
  /** Where emails go: the log and the local inbox. */
  mailbox: Mailbox;
  /** The API's public URL, without /auth/v1: from configuration, never from a request. */
  externalUrl: () => string;
  limiter: AuthRateLimiter;
  commonPasswords: ReadonlySet<string>;
  /** Emails answered for and not yet sent (or found not due): `mailSent` waits for them. */
  mailInFlight: Set<Promise<void>>;
}

/** One request, with what every handler needs to know about it. */
export interface Call {
  request: Request;
  url: URL;
  client: Client;
}

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

function apiUrl(deps: AuthDeps): string {
  return `${deps.externalUrl()}/auth/v1`;
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

/** The session Supabase Auth answers sign-ins, sign-ups and refreshes with. */
async function tokenResponse(deps: AuthDeps, session: Session, refreshToken: string) {
  const user = await findUserById(deps.db, session.userId);
  if (!user) throw new AuthError(403, 'user_not_found', 'User not found');
  const access = signAccessToken(
    {
      userId: user.row.id,
      email: user.row.email,
      appMetadata: user.row.raw_app_meta_data,
      userMetadata: user.row.raw_user_meta_data,
      sessionId: session.id,
      amr: session.amr,
    },
    {
      secret: deps.config.jwtSecret,
      expirySeconds: deps.config.jwtExpirySeconds,
      issuer: apiUrl(deps),
    },
  );
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** A link to /verify, as the emails Supabase Auth sends carry. */
function verifyLink(
  deps: AuthDeps,
  token: string,
  type: 'signup' | 'recovery',
  redirectTo: string,
) {
  const link = new URL(`${apiUrl(deps)}/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', redirectTo);
  return link.href;
}

/** Stands in for the confirmation email: the link goes to the log and the local inbox. */
function sendConfirmation(deps: AuthDeps, email: string, token: string, redirectTo: string) {
  const link = verifyLink(deps, token, 'signup', redirectTo);
  deps.mailbox.send(
    {
      to: email,
      subject: 'Confirm your email',
      text: 'Follow this link to confirm your email address and sign in:',
      link,
    },
    `Confirmation link for ${email}: ${link}`,
  );
}

/** How long a password recovery link works, as Supabase Auth's default. */
const RECOVERY_LINK_TTL_SECONDS = 60 * 60;

/**
 * POST /recover {email}: emails a link that signs the user in to choose a new password. Answers
 * the same whether or not the address has an account, so it tells no one who has one.
 */
export async function recover(deps: AuthDeps, call: Call): Promise<Response> {
  const { config, limiter } = deps;
  if (!limiter.byAddress('recover', call.client.address)) throw rateLimited();
  const body = await readJsonBody(call.request, {
    email: 'string',
    code_challenge: 'string',
    code_challenge_method: 'string',
    gotrue_meta_security: 'object',
  });
  if (!body.email) throw validationFailed('Password recovery requires an email');
  if (body.code_challenge) {
    throw validationFailed('PKCE is not supported here; use the implicit flow.');
  }
  // No count per email: others' requests for it would refuse the owner's. The email interval
  // (sendRecovery) bounds what one address receives instead, as GoTrue's does.
  const email = validateEmail(body.email);
  const redirectTo = allowedRedirect(
    call.url.searchParams.get('redirect_to'),
    config.siteUrl,
    config.additionalRedirectUrls,
  );
  // Answered before the link is made and sent: storing a token for a known address took a
  // write an unknown one did not, and the difference in time told who has an account.
  const sending = sendRecovery(deps, email, redirectTo)
    .catch((error: unknown) => {
      deps.log(`Auth: the recovery email for a request could not be sent: ${describeError(error)}`);
    })
    .finally(() => deps.mailInFlight.delete(sending));
  deps.mailInFlight.add(sending);
  return json({});
}

async function sendRecovery(deps: AuthDeps, email: string, redirectTo: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  const sentAt =
    user?.row.recovery_sent_at == null ? 0 : new Date(user.row.recovery_sent_at).getTime();
  // A second request within the interval sends nothing, and is answered like any other: a 429
  // for it alone would tell who has an account.
  const recentlySent = Date.now() - sentAt < deps.config.authRateLimits.emailIntervalSeconds * 1000;
  if (user && !recentlySent) {
    const recoveryToken = newOpaqueToken();
    await setRecoveryToken(deps.db, user.row.id, hashToken(recoveryToken));
    const link = verifyLink(deps, recoveryToken, 'recovery', redirectTo);
    deps.mailbox.send(
      {
        to: email,
        subject: 'Reset your password',
        text: 'Follow this link to choose a new password. It works once, for an hour. If you did not ask for it, ignore this email.',
        link,
      },
      `Recovery link for ${email}: ${link}`,
    );
  }
}

/** POST /signup */
export async function signUp(deps: AuthDeps, call: Call): Promise<Response> {
  const { db, config, limiter } = deps;
  if (!limiter.byAddress('signup', call.client.address)) throw rateLimited();
  const body = await readJsonBody(call.request, {
    email: 'string',
    phone: 'string',
    password: 'string',
    data: 'object',
  });
  const password = body.password ?? '';
  if (password === '') throw validationFailed('Signup requires a valid password');
  checkPasswordStrength(password, deps.commonPasswords);
  if (body.email && body.phone) {
    throw validationFailed('Only an email address or phone number should be provided on signup.');
  }
  if (body.phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  if (!body.email) throw validationFailed('Sign up only available with email provider');
  const email = validateEmail(body.email);
  if (!limiter.byEmail('signup', email)) throw rateLimited();

  const metadata = body.data ?? {};
  checkMetadata(metadata);
  const redirectTo = allowedRedirect(
    call.url.searchParams.get('redirect_to'),
    config.siteUrl,
    config.additionalRedirectUrls,
  );
  // Hashed before looking the address up, so a taken address answers no faster than a free one.
  const encryptedPassword = await hashPassword(password);
  const confirmationToken = config.emailConfirmations ? newOpaqueToken() : null;

  const existing = await findUserByEmail(db, email);
  if (existing) return repeatedSignUp(deps, call, existing, metadata, redirectTo);

  let created: { userId: string; session: Session; refreshToken: string } | { userId: string };
  try {
    created = await db.transaction(async (tx) => {
      const userId = await insertUser(tx, {
        email,
        encryptedPassword,
        metadata,
        confirmed: confirmationToken === null,
        confirmationTokenHash: confirmationToken && hashToken(confirmationToken),
      });
      if (confirmationToken) return { userId };
      await recordSignIn(tx, userId);
      return { userId, ...(await startSession(tx, userId, 'password', call.client)) };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another sign-up for the same address won the race.
    const winner = await findUserByEmail(db, email);
    if (!winner) throw error;
    return repeatedSignUp(deps, call, winner, metadata, redirectTo);
  }

  if ('session' in created) {
    return json(await tokenResponse(deps, created.session, created.refreshToken));
  }
  if (confirmationToken) sendConfirmation(deps, email, confirmationToken, redirectTo);
  const user = await findUserById(db, created.userId);
  return json(user && userJson(user));
}

/**
 * A sign-up for an address that already has an account. Without confirmations Supabase Auth
 * says so (422). With them, it re-sends an unconfirmed account's link and answers a confirmed
 * one with a decoy, so the response does not reveal who has an account.
 */
async function repeatedSignUp(
  deps: AuthDeps,
  call: Call,
  existing: User,
  metadata: Record<string, unknown>,
  redirectTo: string,
): Promise<Response> {
  const alreadyRegistered = () =>
    new AuthError(422, 'user_already_exists', 'User already registered');
  // Unlike Supabase Auth, an unconfirmed account found while confirmations are off is not
  // confirmed and signed in by a sign-up that has not proved it owns the address.
  if (!deps.config.emailConfirmations) throw alreadyRegistered();
  const { row } = existing;
  if (row.email_confirmed_at !== null) return json(decoyUserJson(row.email, metadata));

  const sentAt =
    row.confirmation_sent_at === null ? 0 : new Date(row.confirmation_sent_at).getTime();
  const waitSeconds = Math.ceil(
    (sentAt + deps.config.authRateLimits.emailIntervalSeconds * 1000 - Date.now()) / 1000,
  );
  if (waitSeconds > 0) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${waitSeconds} seconds.`,
    );
  }
  const token = newOpaqueToken();
  await resetConfirmationToken(deps.db, row.id, hashToken(token));
  sendConfirmation(deps, row.email, token, redirectTo);
  const user = await findUserById(deps.db, row.id);
  return json(user && userJson(user));
}

/** POST /token?grant_type=password */
async function passwordGrant(deps: AuthDeps, call: Call): Promise<Response> {
  const { db, limiter } = deps;
  if (!limiter.byAddress('password', call.client.address)) throw rateLimited();
  const body = await readJsonBody(call.request, {
    email: 'string',
    phone: 'string',
    password: 'string',
  });
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

/** The signed-in user and session behind the request's access token, or Supabase Auth's refusal. */
async function authenticate(
  deps: AuthDeps,
  call: Call,
): Promise<{ user: User; sessionId: string | null }> {
  const bearer = readBearer(call.request, deps.config.jwtSecret);
  const user = await findUserById(deps.db, bearer.userId);
  if (!user)
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (bearer.sessionId && !(await sessionExists(deps.db, bearer.sessionId, user.row.id))) {
    throw new AuthError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  }
  return { user, sessionId: bearer.sessionId };
}

/** GET /user */
export async function getUser(deps: AuthDeps, call: Call): Promise<Response> {
  const { user } = await authenticate(deps, call);
  return json(userJson(user));
}

/**
 * PUT /user {password?, data?}: a signed-in user changes their password (every other session
 * ends, as Supabase Auth does) or their metadata. Changing the email address is not offered.
 */
export async function updateUser(deps: AuthDeps, call: Call): Promise<Response> {
  const { user, sessionId } = await authenticate(deps, call);
  // Changing an account takes a session that still exists, not only a token still unexpired.
  if (!sessionId) {
    throw new AuthError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  }
  const body = await readJsonBody(call.request, {
    email: 'string',
    phone: 'string',
    password: 'string',
    data: 'object',
    nonce: 'string',
    code_challenge: 'string',
    code_challenge_method: 'string',
  });
  if (body.email !== undefined && body.email.toLowerCase() !== user.row.email) {
    throw validationFailed('Changing the email address is not supported here.');
  }
  if (body.phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  if (body.data !== undefined) checkMetadata({ ...user.row.raw_user_meta_data, ...body.data });
  const userId = user.row.id;
  if (body.password !== undefined) {
    checkPasswordStrength(body.password, deps.commonPasswords);
    const credentials = await findCredentials(deps.db, user.row.email);
    if (
      credentials?.encryptedPassword &&
      (await verifyPassword(body.password, credentials.encryptedPassword))
    ) {
      throw new AuthError(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    }
    const encryptedPassword = await hashPassword(body.password);
    await deps.db.transaction(async (tx) => {
      await setPassword(tx, userId, encryptedPassword);
      await endSessions(tx, userId, { except: sessionId });
    });
  }
  if (body.data !== undefined) {
    await deps.db.query(
      `update auth.users set raw_user_meta_data = raw_user_meta_data || $2::text::jsonb,
              updated_at = now() where id = $1`,
      [userId, JSON.stringify(body.data)],
    );
  }
  const updated = await findUserById(deps.db, userId);
  if (!updated) throw new AuthError(403, 'user_not_found', 'User not found');
  return json(userJson(updated));
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

/** Where a verification's failure is reported: the redirect's fragment, as Supabase Auth does. */
function errorRedirect(
  redirectTo: string,
  error: string,
  code: string,
  description: string,
): Response {
  const url = new URL(redirectTo);
  url.hash = new URLSearchParams({
    error,
    error_code: code,
    error_description: description,
    sb: '',
  }).toString();
  return new Response(null, { status: 303, headers: { location: url.href } });
}

/** GET /verify?token=…&type=signup&redirect_to=…: the link in the confirmation email. */
export async function verify(deps: AuthDeps, call: Call): Promise<Response> {
  const { db, config } = deps;
  if (!deps.limiter.byAddress('verify', call.client.address)) throw rateLimited();
  const params = call.url.searchParams;
  const redirectTo = allowedRedirect(
    params.get('redirect_to'),
    config.siteUrl,
    config.additionalRedirectUrls,
  );
  const confirmationToken = params.get('token');
  const type = params.get('type');
  if (!confirmationToken) throw validationFailed('Verify requires a token or a token hash');
  if (!type) throw validationFailed('Verify requires a verification type');
  if (type !== 'signup' && type !== 'recovery') {
    return errorRedirect(
      redirectTo,
      'invalid_request',
      'validation_failed',
      'Unsupported verification type',
    );
  }
  const signedIn = await db.transaction(async (tx) => {
    const userId =
      type === 'signup'
        ? await confirmByToken(tx, hashToken(confirmationToken), CONFIRMATION_LINK_TTL_SECONDS)
        : await consumeRecoveryToken(tx, hashToken(confirmationToken), RECOVERY_LINK_TTL_SECONDS);
    if (!userId) return null;
    await recordSignIn(tx, userId);
    return startSession(tx, userId, type === 'signup' ? 'otp' : 'recovery', call.client);
  });
  if (!signedIn) {
    return errorRedirect(
      redirectTo,
      'access_denied',
      'otp_expired',
      'Email link is invalid or has expired',
    );
  }
  const session = await tokenResponse(deps, signedIn.session, signedIn.refreshToken);
  // The owner proved they read the mail: where they opened the link from is theirs.
  deps.limiter.signInSucceeded(session.user.email, call.client.address);
  // The implicit flow: supabase-js reads the session from the fragment when the site loads.
  const fragment = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    sb: '',
    token_type: session.token_type,
    type,
  });
  return new Response(null, {
    status: 303,
    headers: { location: `${redirectTo.split('#')[0]}#${fragment}` },
  });
}

/** GET /settings: which sign-up methods exist, as supabase-js and dashboards read them. */
export async function settings(deps: AuthDeps): Promise<Response> {
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
export async function health(): Promise<Response> {
  return json({
    version: 'embedded',
    name: 'GoTrue',
    description: 'Supabase Auth, as the embedded backend serves it for email and password accounts',
  });
}
