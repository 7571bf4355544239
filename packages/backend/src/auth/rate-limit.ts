/**
 * In-memory rate limits for the Auth endpoints that can be abused: guessing passwords, mass
 * sign-ups, hammering the refresh and verify endpoints. Supabase Auth's defaults are the model;
 * every limit is counted both per client address and, where the request names one, per email,
 * so neither one address trying many accounts nor many addresses trying one account gets far.
 */
import { createHash } from 'node:crypto';

export interface AuthRateLimits {
  /** Length of the sliding window every limit counts over, in seconds. */
  windowSeconds: number;
  /** Sign-ups per client address per window (and, separately, password sign-ins). */
  signUpsSignInsPerAddress: number;
  /**
   * Sign-ups per email per window; and wrong passwords per email before each further sign-in
   * must wait, a wait that doubles with every further wrong password.
   */
  signUpsSignInsPerEmail: number;
  /** The first wait after those wrong passwords, in seconds. */
  signInBackoffSeconds: number;
  /** Refresh-token grants per client address per window. */
  tokenRefreshesPerAddress: number;
  /** Email-link verifications per client address per window. */
  verificationsPerAddress: number;
}

/** Supabase Auth counts its limits over five minutes. */
const FIVE_MINUTES_IN_SECONDS = 5 * 60;

/**
 * The defaults. Supabase Auth allows 30 sign-ups and sign-ins per 5 minutes per IP address,
 * 150 token refreshes and 30 verifications; the per-email ceiling is ours, low enough to stop
 * guessing one account's password from many addresses yet above any honest retry pattern.
 */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  windowSeconds: FIVE_MINUTES_IN_SECONDS,
  signUpsSignInsPerAddress: 30,
  signUpsSignInsPerEmail: 10,
  signInBackoffSeconds: 1,
  tokenRefreshesPerAddress: 150,
  verificationsPerAddress: 30,
};

/** Past this many tracked keys, a sweep drops those idle for a whole window. */
const SWEEP_THRESHOLD_KEYS = 10_000;

/** The longest a sign-in for one email is made to wait, however many wrong passwords came. */
const MAX_SIGN_IN_BACKOFF_MS = 5 * 60_000;

/**
 * Wrong passwords per key (an email), and how long the next attempt must wait. Only failures
 * count, so the owner signing in often is never refused; and the wait grows gradually, so
 * someone guessing slows to a crawl while the owner waits seconds, not a whole window. A right
 * password clears the count. While an attempt must wait it is refused unchecked, and does not
 * count, so refused guesses cannot lengthen the wait.
 */
export class FailureBackoff {
  private readonly failures = new Map<string, { count: number; lastAt: number }>();
  private lastSweep: number;

  constructor(
    private readonly freeFailures: number,
    private readonly baseMs: number,
    private readonly forgetAfterMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.lastSweep = now();
  }

  private waitMs(count: number): number {
    if (count < this.freeFailures) return 0;
    return Math.min(this.baseMs * 2 ** (count - this.freeFailures), MAX_SIGN_IN_BACKOFF_MS);
  }

  /** 0 when `key` may try now, else the milliseconds left to wait. */
  remainingMs(key: string): number {
    const entry = this.failures.get(key);
    if (!entry) return 0;
    return Math.max(0, entry.lastAt + this.waitMs(entry.count) - this.now());
  }

  failed(key: string): void {
    const now = this.now();
    this.sweep(now);
    const entry = this.failures.get(key);
    this.failures.set(key, { count: (entry?.count ?? 0) + 1, lastAt: now });
  }

  succeeded(key: string): void {
    this.failures.delete(key);
  }

  private sweep(now: number): void {
    if (this.failures.size < SWEEP_THRESHOLD_KEYS && now - this.lastSweep < this.forgetAfterMs) {
      return;
    }
    this.lastSweep = now;
    for (const [key, entry] of this.failures) {
      if (now - entry.lastAt > this.forgetAfterMs + this.waitMs(entry.count)) {
        this.failures.delete(key);
      }
    }
  }
}

/**
 * A sliding-window log per key: the times of the attempts allowed within the last window.
 * A key keeps at most `limit` timestamps, so memory stays bounded by the keys seen in a window.
 */
export class SlidingWindowLimiter {
  private readonly attempts = new Map<string, number[]>();
  private lastSweep: number;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.lastSweep = now();
  }

  /**
   * Records one attempt for `key` and answers whether it is allowed. Refused attempts are not
   * recorded, so a client that backs off gets through again once its oldest attempt ages out.
   */
  take(key: string, limit: number): boolean {
    const now = this.now();
    this.maybeSweep(now);
    const since = now - this.windowMs;
    const recent = (this.attempts.get(key) ?? []).filter((at) => at > since);
    if (recent.length >= limit) {
      this.attempts.set(key, recent);
      return false;
    }
    recent.push(now);
    this.attempts.set(key, recent);
    return true;
  }

  private maybeSweep(now: number): void {
    if (this.attempts.size < SWEEP_THRESHOLD_KEYS && now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    const since = now - this.windowMs;
    for (const [key, times] of this.attempts) {
      if ((times.at(-1) ?? 0) <= since) this.attempts.delete(key);
    }
  }
}

/** The endpoints that are limited, each counted in its own buckets. */
export type LimitedAction = 'signup' | 'password' | 'refresh' | 'verify' | 'recover';

export function createAuthRateLimiter(limits: AuthRateLimits, now: () => number = Date.now) {
  const limiter = new SlidingWindowLimiter(limits.windowSeconds * 1000, now);
  const signInFailures = new FailureBackoff(
    limits.signUpsSignInsPerEmail,
    limits.signInBackoffSeconds * 1000,
    limits.windowSeconds * 1000,
    now,
  );
  const perAddress: Record<LimitedAction, number> = {
    signup: limits.signUpsSignInsPerAddress,
    password: limits.signUpsSignInsPerAddress,
    refresh: limits.tokenRefreshesPerAddress,
    verify: limits.verificationsPerAddress,
    recover: limits.signUpsSignInsPerAddress,
  };
  // Hashed so that keys stay small whatever a client sends as its email.
  const emailKey = (email: string) => createHash('sha256').update(email).digest('base64url');
  return {
    /** Counts an attempt from `address`; false once the address is over its limit. */
    byAddress(action: LimitedAction, address: string): boolean {
      return limiter.take(`${action}:address:${address}`, perAddress[action]);
    },
    /** Counts a sign-up or recovery naming `email` (normalised by the caller); false once over. */
    byEmail(action: 'signup' | 'recover', email: string): boolean {
      return limiter.take(`${action}:email:${emailKey(email)}`, limits.signUpsSignInsPerEmail);
    },
    /**
     * Seconds a sign-in for `email` from `address` must still wait after wrong passwords from
     * that address; 0 to go ahead. Counted per email and client together: a guesser slows only
     * themself and can never lock the owner out, while each address's own limit bounds how
     * many emails and guesses it gets through.
     */
    signInWaitSeconds(email: string, address: string): number {
      return Math.ceil(signInFailures.remainingMs(emailKey(`${address}\u0000${email}`)) / 1000);
    },
    signInFailed(email: string, address: string): void {
      signInFailures.failed(emailKey(`${address}\u0000${email}`));
    },
    signInSucceeded(email: string, address: string): void {
      signInFailures.succeeded(emailKey(`${address}\u0000${email}`));
    },
  };
}

export type AuthRateLimiter = ReturnType<typeof createAuthRateLimiter>;
