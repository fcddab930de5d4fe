/**
 * Failed attempts per account (sign-in, two-factor): after `maxFailures` within the window, further
 * attempts are refused until the window passes, whatever IP they come from. In memory; a shared
 * store (Redis) can stand behind the same interface when several instances run.
 */
export interface AttemptLimiter {
  isBlocked(key: string): boolean;
  recordFailure(key: string): void;
  reset(key: string): void;
}

export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly failures = new Map<string, { count: number; firstAt: number }>();

  constructor(
    private readonly maxFailures = 5,
    private readonly windowMs = 15 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  private entry(key: string) {
    const entry = this.failures.get(key);
    if (entry && this.now() - entry.firstAt > this.windowMs) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }

  isBlocked(key: string): boolean {
    return (this.entry(key)?.count ?? 0) >= this.maxFailures;
  }

  recordFailure(key: string): void {
    const entry = this.entry(key);
    if (entry) entry.count += 1;
    else this.failures.set(key, { count: 1, firstAt: this.now() });
    if (this.failures.size > 100_000) this.prune();
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private prune() {
    for (const key of this.failures.keys()) this.entry(key);
  }
}
