/**
 * The embedded backend's settings, from the environment, with the defaults the Supabase CLI's
 * local stack uses so that everything pointing at 127.0.0.1:54321 just works.
 */
import { fileURLToPath } from 'node:url';
import { signJwt } from './jwt.ts';

/**
 * DEVELOPMENT DEFAULT ONLY. The same well-known secret `supabase start` uses locally; anyone can
 * mint tokens with it. Set JWT_SECRET for anything reachable by others.
 */
export const DEVELOPMENT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The API keys are long-lived, like Supabase's: fixed issue and expiry times keep them stable. */
const API_KEY_ISSUED_AT = 1_763_769_600; // 2025-11-22
const API_KEY_EXPIRES_AT = 2_079_129_600; // 2035-11-20

export const DEFAULT_PORT = 54321;

export interface BackendConfig {
  host: string;
  port: number;
  /** PGlite's data directory; ignored when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Access token lifetime in seconds (Supabase's default: one hour). */
  jwtExpirySeconds: number;
  /** Whether sign-up must be confirmed by email before sign-in (off locally, as `supabase start`). */
  emailConfirmations: boolean;
  /** Where confirmation links send the user when the sign-up gives no redirect. */
  siteUrl: string;
  /** NOAA CO-OPS data API, or null to compute every prediction locally. */
  noaaBaseUrl: string | null;
  noaaTimeoutMs: number;
}

export const NOAA_DATA_API = 'https://api.tidesandcurrents.noaa.gov/api/prod/datagetter';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export function apiKey(role: 'anon' | 'service_role', secret: string): string {
  return signJwt(
    { iss: 'supabase', ref: 'local', role, iat: API_KEY_ISSUED_AT, exp: API_KEY_EXPIRES_AT },
    secret,
  );
}

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const jwtSecret = env.JWT_SECRET || DEVELOPMENT_JWT_SECRET;
  const port = env.PORT === undefined || env.PORT === '' ? DEFAULT_PORT : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${env.PORT}".`);
  }
  const noaa = env.NOAA_API_URL;
  return {
    host: env.HOST || '127.0.0.1',
    port,
    dataDir: env.DATA_DIR || `${repoRoot}.data/backend`,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret,
    anonKey: apiKey('anon', jwtSecret),
    serviceRoleKey: apiKey('service_role', jwtSecret),
    jwtExpirySeconds: Number(env.JWT_EXPIRY || 3600),
    emailConfirmations: flag(env.ENABLE_EMAIL_CONFIRMATIONS),
    siteUrl: env.SITE_URL || 'http://127.0.0.1:5173',
    noaaBaseUrl: noaa === 'off' ? null : noaa || NOAA_DATA_API,
    noaaTimeoutMs: Number(env.NOAA_TIMEOUT_MS || 800),
  };
}
