// Fixed-window counters kept in this process. One instance serves a school; with several
// instances behind a load balancer the limits apply per instance (docs/decisions/003).
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  readonly limit: number;
  readonly windowMs: number;
  private readonly now: () => number;
  constructor(limit: number, windowMs: number, now: () => number = Date.now) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.now = now;
  }

  /** Counts one hit; false when the key is over its limit in the current window. */
  hit(key: string): boolean {
    const entry = this.current(key);
    entry.count += 1;
    return entry.count <= this.limit;
  }

  /** True when the key has used up its window, without counting. */
  exhausted(key: string): boolean {
    return this.current(key).count >= this.limit;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string) {
    const now = this.now();
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      entry = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, entry);
    }
    return entry;
  }

  private sweep(now: number) {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

const FIVE_MINUTES = 5 * 60_000;

/** The limits, documented in docs/decisions/003-embedded-auth.md. */
export function createAuthLimiters(now?: () => number) {
  return {
    tokenPerIp: new RateLimiter(150, FIVE_MINUTES, now),
    signupPerIp: new RateLimiter(30, FIVE_MINUTES, now),
    userUpdatePerIp: new RateLimiter(30, FIVE_MINUTES, now),
    failedLoginsPerAccount: new RateLimiter(10, 15 * 60_000, now),
  };
}
export type AuthLimiters = ReturnType<typeof createAuthLimiters>;
