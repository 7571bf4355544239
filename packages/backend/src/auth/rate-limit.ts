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
  /**
   * Sign-in attempts on one account from addresses it was never signed in from, together, per
   * window; past them such attempts take turns at the window's pace. Addresses the account
   * signed in from (by password or an emailed link) are never held by it.
   */
  unknownAddressSignInsPerAccount: number;
  /**
   * The shortest time between two emails to one address (GoTrue's SMTP_MAX_FREQUENCY): a
   * request within it sends nothing; no one's requests block the owner's for longer.
   */
  emailIntervalSeconds: number;
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
  // 50 guesses per five minutes on one account from all new addresses together: 14,400 a day,
  // where 1,000 addresses each within their own limits made 10,000 every five minutes.
  unknownAddressSignInsPerAccount: 50,
  emailIntervalSeconds: 60,
};

/** How long an address an account signed in from stays known to it. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;
/** The most account-and-address pairs remembered as known; the least recent go first. */
const MAX_KNOWN_ADDRESSES = 100_000;

/**
 * Sign-ins per account from addresses it does not know, as a bucket refilled evenly over the
 * window: a crowd of addresses guessing one account shares one pace, while the owner, from an
 * address they signed in from before, is never held by it.
 */
class AccountGuessPace {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly known = new Map<string, number>();

  constructor(
    private readonly capacity: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  private refilled(account: string, now: number): { tokens: number; at: number } {
    const bucket = this.buckets.get(account) ?? { tokens: this.capacity, at: now };
    const tokens = Math.min(
      this.capacity,
      bucket.tokens + ((now - bucket.at) * this.capacity) / this.windowMs,
    );
    return { tokens, at: now };
  }

  isKnown(pair: string): boolean {
    const at = this.known.get(pair);
    return at !== undefined && this.now() - at < KNOWN_ADDRESS_MS;
  }

  /** Takes a turn for `account` from an unknown address: 0, or the seconds until one is free. */
  take(account: string): number {
    const now = this.now();
    const bucket = this.refilled(account, now);
    if (bucket.tokens < 1) {
      this.buckets.set(account, bucket);
      return Math.ceil(((1 - bucket.tokens) * this.windowMs) / this.capacity / 1000);
    }
    bucket.tokens -= 1;
    if (bucket.tokens >= this.capacity - 1 && this.buckets.size >= SWEEP_THRESHOLD_KEYS) {
      // A full bucket is the same as none: keep the map to the accounts being guessed at.
      for (const key of this.buckets.keys()) {
        if (this.refilled(key, now).tokens >= this.capacity) this.buckets.delete(key);
      }
    }
    this.buckets.set(account, bucket);
    return 0;
  }

  /** The owner signed in from `pair`'s address: it is known, and its turn is given back. */
  signedIn(account: string, pair: string, tookTurn: boolean): void {
    this.known.delete(pair);
    this.known.set(pair, this.now());
    if (this.known.size > MAX_KNOWN_ADDRESSES) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
    const bucket = this.buckets.get(account);
    if (tookTurn && bucket) bucket.tokens = Math.min(this.capacity, bucket.tokens + 1);
  }
}

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
  const accountPace = new AccountGuessPace(
    limits.unknownAddressSignInsPerAccount,
    limits.windowSeconds * 1000,
    now,
  );
  return {
    /** Counts an attempt from `address`; false once the address is over its limit. */
    byAddress(action: LimitedAction, address: string): boolean {
      return limiter.take(`${action}:address:${address}`, perAddress[action]);
    },
    /** Counts a sign-up naming `email` (normalised by the caller); false once over. */
    byEmail(action: 'signup', email: string): boolean {
      return limiter.take(`${action}:email:${emailKey(email)}`, limits.signUpsSignInsPerEmail);
    },
    /**
     * Seconds a sign-in for `email` from `address` must still wait; 0 to go ahead (the attempt
     * then counts). Wrong passwords slow the next attempt per email and client together, so a
     * guesser slows only themself; and attempts from addresses the account never signed in from
     * share one pace per account, so a crowd of addresses guesses no faster than one. Neither
     * ever holds the owner at an address they signed in from, and an emailed link (recovery)
     * signs them in from anywhere, making that address known.
     */
    signInWaitSeconds(email: string, address: string): number {
      const pair = emailKey(`${address}\u0000${email}`);
      const backoff = Math.ceil(signInFailures.remainingMs(pair) / 1000);
      if (backoff > 0 || accountPace.isKnown(pair)) return backoff;
      return accountPace.take(emailKey(email));
    },
    signInFailed(email: string, address: string): void {
      signInFailures.failed(emailKey(`${address}\u0000${email}`));
    },
    /** `email` signed in from `address` (by password or an emailed link): it is known now. */
    signInSucceeded(email: string, address: string): void {
      const pair = emailKey(`${address}\u0000${email}`);
      const known = accountPace.isKnown(pair);
      signInFailures.succeeded(pair);
      accountPace.signedIn(emailKey(email), pair, !known);
    },
  };
}

export type AuthRateLimiter = ReturnType<typeof createAuthRateLimiter>;
