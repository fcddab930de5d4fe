import type { Redis } from 'ioredis';

/**
 * Failed attempts per account (sign-in, two-factor): after `maxFailures` within the window, further
 * attempts are refused until the window passes, whatever IP they come from. In memory for one
 * instance; in Redis when several instances run (REDIS_URL), so that they count together.
 */
export interface AttemptLimiter {
  isBlocked(key: string): Promise<boolean>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;

export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly failures = new Map<string, { count: number; firstAt: number }>();

  constructor(
    private readonly maxFailures = MAX_FAILURES,
    private readonly windowMs = FAILURE_WINDOW_MS,
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

  isBlocked(key: string): Promise<boolean> {
    return Promise.resolve((this.entry(key)?.count ?? 0) >= this.maxFailures);
  }

  recordFailure(key: string): Promise<void> {
    const entry = this.entry(key);
    if (entry) entry.count += 1;
    else this.failures.set(key, { count: 1, firstAt: this.now() });
    if (this.failures.size > 100_000) this.prune();
    return Promise.resolve();
  }

  reset(key: string): Promise<void> {
    this.failures.delete(key);
    return Promise.resolve();
  }

  private prune() {
    for (const key of this.failures.keys()) this.entry(key);
  }
}

/** Counts failures in one atomic step; the window starts at the first failure, as in memory. */
const RECORD_FAILURE = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

export class RedisAttemptLimiter implements AttemptLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly maxFailures = MAX_FAILURES,
    private readonly windowMs = FAILURE_WINDOW_MS,
  ) {}

  private static key(key: string) {
    return `attempts:${key}`;
  }

  async isBlocked(key: string): Promise<boolean> {
    const count = await this.redis.get(RedisAttemptLimiter.key(key));
    return Number(count ?? 0) >= this.maxFailures;
  }

  async recordFailure(key: string): Promise<void> {
    await this.redis.eval(RECORD_FAILURE, 1, RedisAttemptLimiter.key(key), this.windowMs);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(RedisAttemptLimiter.key(key));
  }
}
