/**
 * Sessions and their refresh tokens. Every refresh rotates the token: the one presented is
 * revoked and a child is issued. A revoked token presented again means a copy is loose
 * somewhere, so, as Supabase Auth's reuse detection does, the whole session ends; only within a
 * short reuse interval after the rotation (a tab that lost the response, two tabs refreshing at
 * once) is the revoked token answered, as Supabase Auth answers it, with the session's current
 * token: never a sibling, which would start a second chain reuse detection could not follow.
 * Tokens are stored only hashed, so a child is derived from its parent with a server secret
 * (HMAC), which lets the current token be found again from an ancestor and nothing else.
 */
import { createHmac } from 'node:crypto';
import type { Db } from '@tides/supabase/db';
import type { Database } from '../database.ts';
import { hashToken, newOpaqueToken } from './tokens.ts';

export interface Session {
  id: string;
  userId: string;
  /** How the session was authenticated ('password', 'otp') and when (Unix seconds). */
  amr: { method: string; timestamp: number };
}

interface SessionRow {
  id: string;
  user_id: string;
  amr_method: string;
  authenticated_at: Date | string;
}

function toSession(row: SessionRow): Session {
  const at =
    row.authenticated_at instanceof Date ? row.authenticated_at : new Date(row.authenticated_at);
  return {
    id: row.id,
    userId: row.user_id,
    amr: { method: row.amr_method, timestamp: Math.floor(at.getTime() / 1000) },
  };
}

/** Who asked, recorded on the session as Supabase Auth does. */
export interface Client {
  address: string;
  userAgent: string | null;
}

/** How far down a chain a token presented within the reuse interval is followed. */
const MAX_CHAIN_STEPS = 100;

/** The refresh token a rotation of `parent` issues: unguessable without the server's secret. */
function childToken(parent: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`refresh-token-child\u0000${parent}`)
    .digest('base64url');
}

async function issueRefreshToken(
  db: Db,
  session: Session,
  parent: { id: string; token: string; secret: string } | null,
): Promise<string> {
  const token = parent ? childToken(parent.token, parent.secret) : newOpaqueToken();
  await db.query(
    `insert into auth.refresh_tokens (token_hash, user_id, session_id, parent) values ($1, $2, $3, $4)`,
    [hashToken(token), session.userId, session.id, parent?.id ?? null],
  );
  return token;
}

/** Opens a session for a user who just proved who they are, with its first refresh token. */
export async function startSession(
  db: Db,
  userId: string,
  method: 'password' | 'otp' | 'recovery',
  client: Client,
): Promise<{ session: Session; refreshToken: string }> {
  const [row] = await db.query<SessionRow>(
    `insert into auth.sessions (user_id, amr_method, user_agent, ip) values ($1, $2, $3, $4)
     returning id, user_id, amr_method, authenticated_at`,
    [userId, method, client.userAgent, client.address],
  );
  if (!row) throw new Error('The session was not created.');
  const session = toSession(row);
  return { session, refreshToken: await issueRefreshToken(db, session, null) };
}

export type Rotation =
  | { outcome: 'rotated'; session: Session; refreshToken: string }
  | { outcome: 'not_found' }
  /** A revoked token came back after the reuse interval; its session has been ended. */
  | { outcome: 'reused' };

/** The session's current token, followed down from `token`'s row, or null if the chain breaks. */
async function currentDescendant(
  db: Db,
  token: string,
  tokenId: string,
  secret: string,
): Promise<string | null> {
  let current = { token, id: tokenId };
  for (let step = 0; step < MAX_CHAIN_STEPS; step += 1) {
    const child = childToken(current.token, secret);
    const [row] = await db.query<{ id: string; revoked: boolean }>(
      `select id, revoked from auth.refresh_tokens where token_hash = $1 and parent = $2`,
      [hashToken(child), current.id],
    );
    if (!row) return null;
    if (!row.revoked) return child;
    current = { token: child, id: row.id };
  }
  return null;
}

/** Exchanges a refresh token for its successor, detecting reuse of rotated tokens. */
export async function rotateRefreshToken(
  db: Database,
  refreshToken: string,
  options: { reuseIntervalSeconds: number; client: Client; secret: string },
): Promise<Rotation> {
  return db.transaction(async (tx) => {
    // Locking the token and its session serialises concurrent refreshes of the same token.
    const [row] = await tx.query<
      SessionRow & { token_id: string; revoked: boolean; within_reuse_interval: boolean }
    >(
      `select t.id as token_id, t.revoked,
              t.updated_at > now() - make_interval(secs => $2) as within_reuse_interval,
              s.id, s.user_id, s.amr_method, s.authenticated_at
         from auth.refresh_tokens t
         join auth.sessions s on s.id = t.session_id
        where t.token_hash = $1
          for update of t, s`,
      [hashToken(refreshToken), options.reuseIntervalSeconds],
    );
    if (!row) return { outcome: 'not_found' };
    const session = toSession(row);
    const endSession = async (): Promise<Rotation> => {
      await tx.query(`delete from auth.sessions where id = $1`, [row.id]);
      return { outcome: 'reused' };
    };
    let next: string;
    if (row.revoked) {
      if (!row.within_reuse_interval) return endSession();
      const current = await currentDescendant(tx, refreshToken, row.token_id, options.secret);
      if (current === null) return endSession();
      next = current;
    } else {
      await tx.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`,
        [row.token_id],
      );
      next = await issueRefreshToken(tx, session, {
        id: row.token_id,
        token: refreshToken,
        secret: options.secret,
      });
    }
    await tx.query(
      `update auth.sessions set refreshed_at = now(), updated_at = now(), user_agent = $2, ip = $3
        where id = $1`,
      [session.id, options.client.userAgent, options.client.address],
    );
    return { outcome: 'rotated', session, refreshToken: next };
  });
}

export async function sessionExists(db: Db, sessionId: string, userId: string): Promise<boolean> {
  const rows = await db.query(`select 1 from auth.sessions where id = $1 and user_id = $2`, [
    sessionId,
    userId,
  ]);
  return rows.length > 0;
}

/** Ends sessions (their refresh tokens go with them): one, all but one, or all of a user's. */
export async function endSessions(
  db: Db,
  userId: string,
  scope: { only: string } | { except: string } | 'all',
): Promise<void> {
  if (scope === 'all') {
    await db.query(`delete from auth.sessions where user_id = $1`, [userId]);
  } else if ('only' in scope) {
    await db.query(`delete from auth.sessions where user_id = $1 and id = $2`, [
      userId,
      scope.only,
    ]);
  } else {
    await db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [
      userId,
      scope.except,
    ]);
  }
}
