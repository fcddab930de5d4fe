import type { Redis } from 'ioredis';
import { tooManyRequests } from '../http/errors';

/**
 * Failed attempts at a password or a two-factor code (sign-in and the two-factor step share one
 * count), counted twice:
 *
 * - per account *and* client address: `MAX_FAILURES` in `FAILURE_WINDOW_MS`, then that address is
 *   refused for that account until the window passes — a stranger's failures never lock the owner
 *   out from another address;
 * - per client address alone, across accounts: `MAX_FAILURES_PER_IP` in the same window, so that
 *   one address cannot try 5 passwords on every account.
 *
 * Never per account alone. Each attempt first reserves a slot in both counts in one atomic step and
 * is refused when either is already full, so under any concurrency at most `MAX_FAILURES` attempts
 * per account and address get their password checked. A failed attempt keeps its slot; a success
 * gives it back (and starts the account-and-address count over). In memory for one instance; in
 * Redis (one Lua script per step) when several instances run, so that they count together.
 */
export interface AttemptLimiter {
  /** Takes a slot for one attempt of `account` from `ip`, or says how long until one is free. */
  reserve(account: string, ip: string): Promise<Reservation>;
  /**
   * The attempt got past the password but is not over (the two-factor step follows): its slot is
   * given back in both counts, earlier failures stay.
   */
  release(account: string, ip: string): Promise<void>;
  /** The attempt signed in: the account-and-address count starts over, the address's slot is given back. */
  succeeded(account: string, ip: string): Promise<void>;
}

export type Reservation = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Failures per account and client address in a window. */
export const MAX_FAILURES = 5;
/** Failures per client address across accounts in a window (4 accounts' worth, then some typos). */
export const MAX_FAILURES_PER_IP = 20;
export const FAILURE_WINDOW_MS = 15 * 60_000;

export interface AttemptLimits {
  maxFailures: number;
  maxFailuresPerIp: number;
  windowMs: number;
}

const DEFAULT_LIMITS: AttemptLimits = {
  maxFailures: MAX_FAILURES,
  maxFailuresPerIp: MAX_FAILURES_PER_IP,
  windowMs: FAILURE_WINDOW_MS,
};

/**
 * The account part of the key: the account itself once it is known (its username and its email
 * count together), else the name as typed.
 */
export function attemptKey(identifier: string, user: { id: number } | undefined): string {
  return user ? `user:${user.id}` : `name:${identifier.trim().toLowerCase()}`;
}

/** Reserves an attempt, or throws the 429 that states the wait (seconds, rounded up). */
export async function reserveAttempt(
  limiter: AttemptLimiter,
  account: string,
  ip: string,
): Promise<void> {
  const reservation = await limiter.reserve(account, ip);
  if (!reservation.allowed) {
    throw tooManyRequests(
      'tooManyAttempts',
      Math.max(1, Math.ceil(reservation.retryAfterMs / 1000)),
    );
  }
}

interface Count {
  count: number;
  endsAt: number;
}

export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly counts = new Map<string, Count>();
  private readonly limits: AttemptLimits;

  constructor(
    limits: Partial<AttemptLimits> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  private live(key: string): Count | undefined {
    const entry = this.counts.get(key);
    if (entry && entry.endsAt <= this.now()) {
      this.counts.delete(key);
      return undefined;
    }
    return entry;
  }

  private increment(key: string) {
    const entry = this.live(key);
    if (entry) entry.count += 1;
    else this.counts.set(key, { count: 1, endsAt: this.now() + this.limits.windowMs });
  }

  private decrement(key: string) {
    const entry = this.live(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  // Check and increment run with no await between them: one step for Node's single thread.
  reserve(account: string, ip: string): Promise<Reservation> {
    const pair = this.live(pairKey(account, ip));
    const address = this.live(ipKey(ip));
    let waitUntil = 0;
    if (pair && pair.count >= this.limits.maxFailures) waitUntil = pair.endsAt;
    if (address && address.count >= this.limits.maxFailuresPerIp) {
      waitUntil = Math.max(waitUntil, address.endsAt);
    }
    if (waitUntil > 0) {
      return Promise.resolve({ allowed: false, retryAfterMs: waitUntil - this.now() });
    }
    this.increment(pairKey(account, ip));
    this.increment(ipKey(ip));
    if (this.counts.size > 100_000) this.prune();
    return Promise.resolve({ allowed: true });
  }

  release(account: string, ip: string): Promise<void> {
    this.decrement(pairKey(account, ip));
    this.decrement(ipKey(ip));
    return Promise.resolve();
  }

  succeeded(account: string, ip: string): Promise<void> {
    this.counts.delete(pairKey(account, ip));
    this.decrement(ipKey(ip));
    return Promise.resolve();
  }

  private prune() {
    for (const key of this.counts.keys()) this.live(key);
  }
}

// The address is the hash tag ({…}) of both keys: in a Redis Cluster they live in one slot, which
// a script touching both needs.
const ipKey = (ip: string) => `attempts:{${ip}}`;
const pairKey = (account: string, ip: string) => `attempts:{${ip}}:${account}`;

/**
 * KEYS: the account-and-address count, the address count. ARGV: their limits, the window (ms).
 * Refused: the wait in ms (the later of the full counts' expiries). Allowed: 0, both incremented;
 * each window starts at its first failure, as in memory.
 */
const RESERVE = `
local pair = tonumber(redis.call('GET', KEYS[1]) or '0')
local address = tonumber(redis.call('GET', KEYS[2]) or '0')
local wait = 0
if pair >= tonumber(ARGV[1]) then wait = math.max(wait, redis.call('PTTL', KEYS[1]), 1) end
if address >= tonumber(ARGV[2]) then wait = math.max(wait, redis.call('PTTL', KEYS[2]), 1) end
if wait > 0 then return wait end
for _, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[3]) end
end
return 0`;

/** KEYS: as above. ARGV[1]: 1 to start the pair's count over (success), 0 to give one slot back. */
const GIVE_BACK = `
if ARGV[1] == '1' then
  redis.call('DEL', KEYS[1])
elseif tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then
  redis.call('DECR', KEYS[1])
end
if tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then redis.call('DECR', KEYS[2]) end
return 0`;

export class RedisAttemptLimiter implements AttemptLimiter {
  private readonly limits: AttemptLimits;

  constructor(
    private readonly redis: Redis,
    limits: Partial<AttemptLimits> = {},
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  async reserve(account: string, ip: string): Promise<Reservation> {
    const wait = await this.redis.eval(
      RESERVE,
      2,
      pairKey(account, ip),
      ipKey(ip),
      this.limits.maxFailures,
      this.limits.maxFailuresPerIp,
      this.limits.windowMs,
    );
    const retryAfterMs = Number(wait);
    return retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true };
  }

  async release(account: string, ip: string): Promise<void> {
    await this.redis.eval(GIVE_BACK, 2, pairKey(account, ip), ipKey(ip), 0);
  }

  async succeeded(account: string, ip: string): Promise<void> {
    await this.redis.eval(GIVE_BACK, 2, pairKey(account, ip), ipKey(ip), 1);
  }
}
