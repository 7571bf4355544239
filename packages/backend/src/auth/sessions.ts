/**
 * Sessions and their refresh tokens. Every refresh rotates the token: the one presented is
 * revoked and a child is issued. A revoked token presented again means a copy is loose
 * somewhere, so, as Supabase Auth's reuse detection does, the whole session ends; only within a
 * short reuse interval after the rotation (a tab that lost the response, two tabs refreshing at
 * once) does the revoked token still get a fresh child. Supabase Auth would hand back the
 * existing child there, but tokens are stored hashed here, so a sibling is issued instead.
 */
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

async function issueRefreshToken(db: Db, session: Session, parent: string | null): Promise<string> {
  const token = newOpaqueToken();
  await db.query(
    `insert into auth.refresh_tokens (token_hash, user_id, session_id, parent) values ($1, $2, $3, $4)`,
    [hashToken(token), session.userId, session.id, parent],
  );
  return token;
}

/** Opens a session for a user who just proved who they are, with its first refresh token. */
export async function startSession(
  db: Db,
  userId: string,
  method: 'password' | 'otp',
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

/** Exchanges a refresh token for its successor, detecting reuse of rotated tokens. */
export async function rotateRefreshToken(
  db: Database,
  refreshToken: string,
  options: { reuseIntervalSeconds: number; client: Client },
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
    if (row.revoked && !row.within_reuse_interval) {
      await tx.query(`delete from auth.sessions where id = $1`, [row.id]);
      return { outcome: 'reused' };
    }
    if (!row.revoked) {
      await tx.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`,
        [row.token_id],
      );
    }
    const session = toSession(row);
    const next = await issueRefreshToken(tx, session, row.token_id);
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
