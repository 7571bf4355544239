/**
 * The links Auth emails and the endpoint that opens them: the confirmation link a sign-up is
 * sent, password recovery (POST /recover) and its link, and GET /verify, which signs the owner
 * in on the site when either link is opened.
 */
import { describeError, json } from '../http.ts';
import { apiUrl, tokenResponse, type AuthDeps, type Call } from './call.ts';
import { rateLimited, validationFailed } from './errors.ts';
import { startSession } from './sessions.ts';
import { hashToken, newOpaqueToken } from './tokens.ts';
import {
  confirmByToken,
  consumeRecoveryToken,
  findUserByEmail,
  recordSignIn,
  setRecoveryToken,
} from './users.ts';
import { allowedRedirect, readJsonBody, validateEmail } from './validation.ts';

/** Confirmation links work for a day, Supabase Auth's default email OTP lifetime. */
const CONFIRMATION_LINK_TTL_SECONDS = 24 * 60 * 60;

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
export function sendConfirmation(deps: AuthDeps, email: string, token: string, redirectTo: string) {
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
