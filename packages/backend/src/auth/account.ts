/**
 * A signed-in user's own account: GET /user answers it, PUT /user changes its password or its
 * metadata. Both go through the one auth step (`authenticate`).
 */
import { json } from '../http.ts';
import { authenticate, sessionNotFound, type AuthDeps, type Call } from './call.ts';
import { AuthError, validationFailed } from './errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { endSessions } from './sessions.ts';
import { findCredentials, findUserById, setPassword, userJson } from './users.ts';
import { checkMetadata, checkPasswordStrength, CREDENTIALS, readJsonBody } from './validation.ts';

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
    throw sessionNotFound();
  }
  const body = await readJsonBody(call.request, {
    ...CREDENTIALS,
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
