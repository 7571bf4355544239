/**
 * POST /signup: a new email and password account, signed in at once, or (with confirmations on)
 * sent a confirmation link; a sign-up for an address that already has an account answers
 * without telling anyone so.
 */
import { json } from '../http.ts';
import { tokenResponse, type AuthDeps, type Call } from './call.ts';
import { sendConfirmation } from './email-links.ts';
import { AuthError, badRequest, rateLimited, validationFailed } from './errors.ts';
import { hashPassword } from './passwords.ts';
import { startSession, type Session } from './sessions.ts';
import { hashToken, newOpaqueToken } from './tokens.ts';
import {
  decoyUserJson,
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
  CREDENTIALS,
  checkMetadata,
  checkPasswordStrength,
  readJsonBody,
  validateEmail,
} from './validation.ts';

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

/** POST /signup */
export async function signUp(deps: AuthDeps, call: Call): Promise<Response> {
  const { db, config, limiter } = deps;
  if (!limiter.byAddress('signup', call.client.address)) throw rateLimited();
  const body = await readJsonBody(call.request, { ...CREDENTIALS, data: 'object' });
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
