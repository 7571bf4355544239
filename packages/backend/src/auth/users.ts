/**
 * Users and their email identities in auth.users / auth.identities, and the JSON Supabase Auth
 * answers for them. Nothing here ever selects `encrypted_password` into a user object: the hash
 * is read only by `findCredentials`, for the one comparison that needs it.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '@tides/supabase/db';

export const EMAIL_PROVIDER = 'email';
export const AUDIENCE = 'authenticated';

const EMAIL_APP_METADATA = { provider: EMAIL_PROVIDER, providers: [EMAIL_PROVIDER] };

interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  email_confirmed_at: Date | string | null;
  confirmation_sent_at: Date | string | null;
  recovery_sent_at: Date | string | null;
  confirmed_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  phone: string | null;
  is_anonymous: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | string | null;
  email: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** A user as the Auth endpoints work with it (never with the password hash). */
export interface User {
  row: UserRow;
  identities: IdentityRow[];
}

const USER_COLUMNS = `id, aud, role, email, email_confirmed_at, confirmation_sent_at, recovery_sent_at, confirmed_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, phone, is_anonymous, created_at, updated_at`;

const IDENTITY_COLUMNS = `id, provider_id, user_id, identity_data, provider, last_sign_in_at, email,
  created_at, updated_at`;

function timestamp(value: Date | string | null): string | undefined {
  if (value === null) return undefined;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Fields Supabase Auth leaves out when empty (Go's `omitempty`). */
function withoutUndefined<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
}

function identityJson(identity: IdentityRow) {
  return withoutUndefined({
    identity_id: identity.id,
    // Supabase Auth calls the provider's id for the user `id` here, for older clients.
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: timestamp(identity.last_sign_in_at),
    created_at: timestamp(identity.created_at),
    updated_at: timestamp(identity.updated_at),
    email: identity.email ?? undefined,
  });
}

/** The user object of Supabase Auth's responses. */
export function userJson(user: User) {
  const { row } = user;
  return withoutUndefined({
    id: row.id,
    aud: row.aud,
    role: row.role,
    email: row.email,
    email_confirmed_at: timestamp(row.email_confirmed_at),
    phone: row.phone ?? '',
    confirmation_sent_at: timestamp(row.confirmation_sent_at),
    recovery_sent_at: timestamp(row.recovery_sent_at),
    confirmed_at: timestamp(row.confirmed_at),
    last_sign_in_at: timestamp(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data,
    user_metadata: row.raw_user_meta_data,
    identities: user.identities.map(identityJson),
    // No multi-factor authentication here; an empty list says so to clients that look.
    factors: [],
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
    is_anonymous: row.is_anonymous,
  });
}

/**
 * A JSON object with its keys in the order PostgreSQL's jsonb keeps them (shorter keys first,
 * then bytewise), as a stored user's metadata comes back, so a made-up user reads the same.
 */
function inJsonbOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inJsonbOrder);
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value).sort((a, b) => {
    const [x, y] = [Buffer.from(a), Buffer.from(b)];
    return x.length - y.length || Buffer.compare(x, y);
  });
  return Object.fromEntries(
    keys.map((key) => [key, inJsonbOrder((value as Record<string, unknown>)[key])]),
  );
}

/**
 * What sign-up answers for an address that already has a confirmed account while confirmations
 * are on: a new, unconfirmed user as a real sign-up would answer it, field for field and in the
 * same order, but never saved, so the answer does not reveal that the account exists.
 */
export function decoyUserJson(email: string, metadata: Record<string, unknown>) {
  const id = randomUUID();
  const now = new Date();
  const data = inJsonbOrder({ ...metadata, ...identityFacts(id, email, false) }) as Record<
    string,
    unknown
  >;
  return userJson({
    row: {
      id,
      aud: AUDIENCE,
      role: AUDIENCE,
      email,
      email_confirmed_at: null,
      recovery_sent_at: null,
      confirmation_sent_at: now,
      confirmed_at: null,
      last_sign_in_at: null,
      raw_app_meta_data: inJsonbOrder(EMAIL_APP_METADATA) as Record<string, unknown>,
      raw_user_meta_data: data,
      phone: null,
      is_anonymous: false,
      created_at: now,
      updated_at: now,
    },
    identities: [
      {
        id: randomUUID(),
        provider_id: id,
        user_id: id,
        identity_data: data,
        provider: EMAIL_PROVIDER,
        last_sign_in_at: null,
        email,
        created_at: now,
        updated_at: now,
      },
    ],
  });
}

async function withIdentities(db: Db, row: UserRow | undefined): Promise<User | null> {
  if (!row) return null;
  const identities = await db.query<IdentityRow>(
    `select ${IDENTITY_COLUMNS} from auth.identities where user_id = $1 order by created_at`,
    [row.id],
  );
  return { row, identities };
}

export async function findUserById(db: Db, id: string): Promise<User | null> {
  const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [
    id,
  ]);
  return withIdentities(db, row);
}

export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  const [row] = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1)`,
    [email],
  );
  return withIdentities(db, row);
}

/** The password hash and confirmation state for a sign-in, and nothing else. */
export async function findCredentials(
  db: Db,
  email: string,
): Promise<{ id: string; encryptedPassword: string | null; confirmed: boolean } | null> {
  const [row] = await db.query<{
    id: string;
    encrypted_password: string | null;
    confirmed: boolean;
  }>(
    `select id, encrypted_password, email_confirmed_at is not null as confirmed
       from auth.users where lower(email) = lower($1)`,
    [email],
  );
  return row
    ? { id: row.id, encryptedPassword: row.encrypted_password, confirmed: row.confirmed }
    : null;
}

export interface NewUser {
  email: string;
  encryptedPassword: string;
  /** The sign-up's `data`, kept as user_metadata (display_name among it). */
  metadata: Record<string, unknown>;
  confirmed: boolean;
  /** SHA-256 of the confirmation token, when the email must be confirmed. */
  confirmationTokenHash: string | null;
}

/** The claims about the email identity, which take precedence over what the client sent. */
function identityFacts(id: string, email: string, verified: boolean) {
  return { sub: id, email, email_verified: verified, phone_verified: false };
}

/**
 * Inserts the user and their email identity. Throws Postgres' unique violation (23505) when the
 * email is taken, which the caller treats as "already registered".
 */
export async function insertUser(db: Db, user: NewUser): Promise<string> {
  const id = randomUUID();
  const facts = identityFacts(id, user.email, user.confirmed);
  await db.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, confirmation_sent_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, $2, $3, $4, case when $5::boolean then now() end,
       $6, case when $6::text is not null then now() end, $7::jsonb, $8::jsonb)`,
    [
      id,
      AUDIENCE,
      user.email,
      user.encryptedPassword,
      user.confirmed,
      user.confirmationTokenHash,
      JSON.stringify(EMAIL_APP_METADATA),
      JSON.stringify({ ...user.metadata, ...facts }),
    ],
  );
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider)
     values ($1, $2, $3::jsonb, $4)`,
    [id, id, JSON.stringify({ ...user.metadata, ...facts }), EMAIL_PROVIDER],
  );
  return id;
}

/** Replaces an unconfirmed user's confirmation token, for a repeated sign-up. */
export async function resetConfirmationToken(
  db: Db,
  userId: string,
  tokenHash: string,
): Promise<void> {
  await db.query(
    `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now()
      where id = $1`,
    [userId, tokenHash],
  );
}

/**
 * Confirms the user holding this confirmation token if it was sent within `maxAgeSeconds`,
 * marking the email verified in the user's metadata and identity. Returns the user id, or null.
 */
export async function confirmByToken(
  db: Db,
  tokenHash: string,
  maxAgeSeconds: number,
): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `update auth.users
        set email_confirmed_at = coalesce(email_confirmed_at, now()),
            confirmation_token = null,
            raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb,
            updated_at = now()
      where confirmation_token = $1
        and confirmation_sent_at > now() - make_interval(secs => $2)
      returning id`,
    [tokenHash, maxAgeSeconds],
  );
  if (!row) return null;
  await db.query(
    `update auth.identities
        set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
      where user_id = $1 and provider = $2`,
    [row.id, EMAIL_PROVIDER],
  );
  return row.id;
}

export async function recordSignIn(db: Db, userId: string): Promise<void> {
  await db.query(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`,
    [userId],
  );
  await db.query(
    `update auth.identities set last_sign_in_at = now(), updated_at = now()
      where user_id = $1 and provider = $2`,
    [userId, EMAIL_PROVIDER],
  );
}

/** Keeps the hash of a new recovery token for the user, replacing any earlier one. */
export async function setRecoveryToken(db: Db, userId: string, tokenHash: string): Promise<void> {
  await db.query(
    `update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now()
      where id = $1`,
    [userId, tokenHash],
  );
}

/**
 * Spends a recovery token sent within `maxAgeSeconds`: it works once. Following the link proves
 * the address too, so an unconfirmed one is confirmed. Returns the user id, or null.
 */
export async function consumeRecoveryToken(
  db: Db,
  tokenHash: string,
  maxAgeSeconds: number,
): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `update auth.users
        set recovery_token = null,
            email_confirmed_at = coalesce(email_confirmed_at, now()),
            confirmation_token = null,
            updated_at = now()
      where recovery_token = $1
        and recovery_sent_at > now() - make_interval(secs => $2)
      returning id`,
    [tokenHash, maxAgeSeconds],
  );
  return row?.id ?? null;
}

export async function setPassword(
  db: Db,
  userId: string,
  encryptedPassword: string,
): Promise<void> {
  await db.query(
    `update auth.users set encrypted_password = $2, recovery_token = null, updated_at = now()
      where id = $1`,
    [userId, encryptedPassword],
  );
}
