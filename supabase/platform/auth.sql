-- Supabase Auth's own tables, as the embedded backend keeps them: users, their identities, the
-- sessions they sign in to and the refresh tokens that keep those sessions alive. Names follow
-- Supabase Auth's schema so migrations may reference auth.users (id) as on hosted Supabase.
-- Only the backend itself reads these: nothing is granted to anon or authenticated, and row
-- level security is on with no policy, as on hosted Supabase.
-- Idempotent: it runs at every start, after platform.sql.

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  -- Stored lower-cased; unique whatever the case it was typed in.
  email text,
  -- scrypt, self-describing: $scrypt$ln=..,r=..,p=..$salt$hash. Never leaves the backend.
  encrypted_password text,
  email_confirmed_at timestamptz,
  -- SHA-256 of the emailed confirmation token; the token itself is only in the email (log).
  confirmation_token text,
  confirmation_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  phone text,
  confirmed_at timestamptz generated always as (email_confirmed_at) stored,
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Password recovery, as Supabase Auth keeps it: the SHA-256 of the emailed token and when it left.
alter table auth.users add column if not exists recovery_token text;
alter table auth.users add column if not exists recovery_sent_at timestamptz;

create unique index if not exists users_email_key on auth.users (lower(email));
create index if not exists users_recovery_token_idx on auth.users (recovery_token)
  where recovery_token is not null;
create index if not exists users_confirmation_token_idx on auth.users (confirmation_token)
  where confirmation_token is not null;

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  -- For the email provider, the user's id, as Supabase Auth does.
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);

create index if not exists identities_user_id_idx on auth.identities (user_id);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  aal text not null default 'aal1',
  -- How the session was authenticated ('password', 'otp'), for the access token's amr claim.
  amr_method text not null,
  authenticated_at timestamptz not null default now(),
  refreshed_at timestamptz,
  user_agent text,
  ip text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  -- SHA-256 of the opaque token; a database leak does not hand out sessions.
  token_hash text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  -- The token this one was rotated from; revoked tokens stay to detect their reuse.
  parent uuid references auth.refresh_tokens (id) on delete set null,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  -- When revoked, the time of the rotation: the start of the reuse interval.
  updated_at timestamptz not null default now()
);

create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

alter table auth.users enable row level security;
alter table auth.identities enable row level security;
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;

revoke all on auth.users, auth.identities, auth.sessions, auth.refresh_tokens
  from anon, authenticated;
