import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, MESSAGES, tokenReplySchema } from '@curio/shared';
import {
  FAILURE_WINDOW_MS,
  MAX_FAILURES,
  MAX_FAILURES_PER_IP,
  MemoryAttemptLimiter,
  RedisAttemptLimiter,
  type AttemptLimiter,
} from '../src/accounts/attempt-limiter';
import { connectRedis } from '../src/shared-state/redis';
import { bearer, tokenFor } from './helpers/auth';
import { createUser, type UserFixture } from './helpers/fixtures';
import { redisForTests } from './helpers/redis-for-tests';
import { createTestApp, type TestApp } from './helpers/test-app';

// Sign-in throttling: failures are counted per account and client address, and per address alone,
// never per account alone; exactly MAX_FAILURES passwords are checked under any concurrency; the
// two-factor step shares the count; a 429 states the wait. In memory and against a real Redis.
const REDIS_URL = 'redis://127.0.0.1:6379';
const redisUp = await redisForTests('sign-in-throttling.test.ts');

const runPrefix = `curio-test-${randomBytes(6).toString('hex')}:`;
let prefixes = 0;
const usedPrefixes: string[] = [];
/** A key prefix of its own for each app or limiter of this run, removed at the end. */
function redisPrefix(): string {
  const prefix = `${runPrefix}${prefixes++}:`;
  usedPrefixes.push(prefix);
  return prefix;
}

afterAll(async () => {
  if (!redisUp) return;
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  await redis.connect();
  const keys = await redis.keys(`${runPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

const variants = [
  { name: 'memory', redis: false },
  { name: 'Redis', redis: true },
] as const;

const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

/** Asserts a 429 of the attempt limiter that states its wait, and answers the wait (s). */
function expectLocked(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => unknown;
}): number {
  expect(res.statusCode).toBe(429);
  const body = errorBodySchema.parse(res.json());
  expect(body).toMatchObject({
    status: 429,
    code: 'tooManyAttempts',
    message: MESSAGES.tooManyAttempts,
  });
  const seconds = body.retryAfterSeconds ?? 0;
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(FAILURE_WINDOW_MS / 1000);
  expect(res.headers['retry-after']).toBe(String(seconds));
  return seconds;
}

describe.each(variants)('sign-in throttling ($name)', ({ redis }) => {
  let t: TestApp | undefined;
  let address = 0;
  /** A client address of its own for each test. */
  const newAddress = () => `10.77.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

  const signIn = (remoteAddress: string, identifier: string, password: string) =>
    app().app.inject({
      method: 'POST',
      url: '/api/accounts/signin',
      remoteAddress,
      payload: { email: identifier, password },
    });
  const verify = (
    remoteAddress: string,
    user: UserFixture,
    password: string,
    code: string | { backupCode: string },
  ) =>
    app().app.inject({
      method: 'POST',
      url: '/api/auth/2fa/verify',
      remoteAddress,
      payload: { email: user.username, password, ...(typeof code === 'string' ? { code } : code) },
    });

  /** Two-factor on through the API (the current app code is then spent): secret, backup codes. */
  async function withTwoFactor(): Promise<{
    user: UserFixture;
    secret: string;
    backupCodes: string[];
  }> {
    const user = await createUser(app().db);
    const token = await tokenFor(app().app, app().db, user.id);
    const setup = await app().app.inject({
      method: 'POST',
      url: '/api/auth/2fa/setup',
      headers: bearer(token),
      payload: { currentPassword: user.password },
    });
    const { secret } = setup.json<{ secret: string }>();
    const enabled = await app().app.inject({
      method: 'POST',
      url: '/api/auth/2fa/verify-setup',
      headers: bearer(token),
      payload: { code: codeFor(secret) },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    return { user, secret, backupCodes: enabled.json<{ backupCodes: string[] }>().backupCodes };
  }

  beforeAll(async () => {
    if (redis && !redisUp) return;
    // The per-IP request limit is not what is measured here.
    t = await createTestApp({
      AUTH_RATE_LIMIT: '100000',
      ...(redis ? { REDIS_URL, REDIS_KEY_PREFIX: redisPrefix() } : {}),
    });
  });
  afterAll(async () => {
    await t?.close();
  });
  /** The app of this variant (started unless the variant is skipped). */
  const app = () => {
    if (!t) throw new Error('no app: the variant is skipped');
    return t;
  };

  it.skipIf(redis && !redisUp)(
    'checks exactly 5 of 30 parallel wrong passwords; the owner still signs in from elsewhere',
    async () => {
      const owner = await createUser(app().db, { password: 'Correct123' });
      const attacker = newAddress();
      const replies = await Promise.all(
        Array.from({ length: 30 }, () => signIn(attacker, owner.username, 'Wrong12345')),
      );
      const statuses = replies.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30 - MAX_FAILURES);
      for (const res of replies.filter((r) => r.statusCode === 429)) expectLocked(res);

      // The attacker's address stays refused, even with the right password…
      expectLocked(await signIn(attacker, owner.email, 'Correct123'));
      // …while the owner, from another address, signs in.
      const owners = await signIn(newAddress(), owner.username, 'Correct123');
      expect(owners.statusCode).toBe(200);
      expect(tokenReplySchema.parse(owners.json()).token).toBeTruthy();
    },
  );

  it.skipIf(redis && !redisUp)(
    'counts the username and the email of one account together',
    async () => {
      const user = await createUser(app().db);
      const from = newAddress();
      for (const name of [user.username, user.email, user.email.toUpperCase(), user.username]) {
        expect((await signIn(from, name, 'Wrong12345')).statusCode).toBe(401);
      }
      expect((await signIn(from, user.email, 'Wrong12345')).statusCode).toBe(401);
      expectLocked(await signIn(from, user.username, user.password));
    },
  );

  it.skipIf(redis && !redisUp)('starts the count over after a sign-in', async () => {
    const user = await createUser(app().db);
    const from = newAddress();
    for (let i = 0; i < MAX_FAILURES - 1; i++) {
      expect((await signIn(from, user.username, 'Wrong12345')).statusCode).toBe(401);
    }
    expect((await signIn(from, user.username, user.password)).statusCode).toBe(200);
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await signIn(from, user.username, 'Wrong12345')).statusCode).toBe(401);
    }
    expectLocked(await signIn(from, user.username, user.password));
  });

  it.skipIf(redis && !redisUp)(
    `refuses an address after ${MAX_FAILURES_PER_IP} failures across accounts, and only that address`,
    async () => {
      const user = await createUser(app().db);
      const from = newAddress();
      // Unknown names: each has its own account-and-address count, all share the address's.
      for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
        expect((await signIn(from, `nobody${address}x${i}`, 'Wrong12345')).statusCode).toBe(401);
      }
      expectLocked(await signIn(from, user.username, user.password));
      expectLocked(await signIn(from, `nobody${address}new`, 'Wrong12345'));
      expect((await signIn(newAddress(), user.username, user.password)).statusCode).toBe(200);
    },
  );

  it.skipIf(redis && !redisUp)(
    'locks the two-factor step of an account and address after 5 failures of any kind',
    async () => {
      const { user, secret, backupCodes } = await withTwoFactor();
      const from = newAddress();
      // Two wrong passwords at sign-in, two wrong codes, one wrong password at the code step.
      expect((await signIn(from, user.username, 'Wrong12345')).statusCode).toBe(401);
      expect((await signIn(from, user.email, 'Wrong12345')).statusCode).toBe(401);
      expect((await verify(from, user, user.password, '000000')).statusCode).toBe(400);
      expect((await verify(from, user, user.password, '999999')).statusCode).toBe(400);
      expect((await verify(from, user, 'Wrong12345', codeFor(secret))).statusCode).toBe(401);
      // The right password and the right code: refused from this address, with the wait.
      expectLocked(await verify(from, user, user.password, codeFor(secret)));
      expectLocked(await signIn(from, user.username, user.password));
      // The owner elsewhere goes through both steps.
      const elsewhere = newAddress();
      expect((await signIn(elsewhere, user.username, user.password)).json()).toMatchObject({
        requires2FA: true,
      });
      const backupCode = backupCodes[0] ?? '';
      const done = await verify(elsewhere, user, user.password, { backupCode });
      expect(done.statusCode, done.body).toBe(200);
      expect(tokenReplySchema.parse(done.json()).token).toBeTruthy();
    },
  );

  it.skipIf(redis && !redisUp)(
    'checks exactly 5 of 30 parallel wrong codes, and a right password does not reset the count',
    async () => {
      const { user, secret } = await withTwoFactor();
      const from = newAddress();
      for (let i = 0; i < 2; i++) {
        expect((await verify(from, user, user.password, '000000')).statusCode).toBe(400);
        // The password step of a two-factor account is not a sign-in: the count goes on.
        expect((await signIn(from, user.username, user.password)).json()).toMatchObject({
          requires2FA: true,
        });
      }
      const replies = await Promise.all(
        Array.from({ length: 30 }, () => verify(from, user, user.password, '000000')),
      );
      const statuses = replies.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 400)).toHaveLength(MAX_FAILURES - 2);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30 - (MAX_FAILURES - 2));
      expectLocked(await verify(from, user, user.password, codeFor(secret)));
    },
  );

  it.skipIf(redis && !redisUp)(
    "shares the count with the sign-in challenge: a challenge's codes stop at the same 5",
    async () => {
      const { user, secret } = await withTwoFactor();
      const from = newAddress();
      const { challenge } = (await signIn(from, user.username, user.password)).json<{
        challenge: string;
      }>();
      const byChallenge = (code: string) =>
        app().app.inject({
          method: 'POST',
          url: '/api/auth/2fa/verify',
          remoteAddress: from,
          payload: { challenge, code },
        });
      expect((await signIn(from, user.username, 'Wrong12345')).statusCode).toBe(401);
      const replies = await Promise.all(Array.from({ length: 10 }, () => byChallenge('000000')));
      const statuses = replies.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 400)).toHaveLength(MAX_FAILURES - 1);
      expect(statuses.filter((status) => status === 429)).toHaveLength(10 - (MAX_FAILURES - 1));
      expectLocked(await byChallenge(codeFor(secret)));
      expectLocked(await signIn(from, user.username, user.password));
    },
  );
});

describe.each(variants)('the attempt limiter on its own ($name)', ({ redis }) => {
  const limits = { maxFailures: 3, maxFailuresPerIp: 5, windowMs: 1_500 };
  let clock = 1_000_000;
  let limiter: AttemptLimiter;
  let connection: Redis | undefined;

  beforeAll(async () => {
    if (redis && !redisUp) return;
    if (redis) {
      connection = await connectRedis(REDIS_URL, redisPrefix());
      limiter = new RedisAttemptLimiter(connection, limits);
    } else {
      limiter = new MemoryAttemptLimiter(limits, () => clock);
    }
  });
  afterAll(async () => {
    await connection?.quit();
  });

  /** Lets the window pass: the clock in memory, real time in Redis. */
  async function windowPasses() {
    if (redis) await new Promise((done) => setTimeout(done, limits.windowMs + 100));
    else clock += limits.windowMs;
  }

  it.skipIf(redis && !redisUp)(
    'grants exactly the limit of 100 parallel reservations, then states the wait',
    async () => {
      const results = await Promise.all(
        Array.from({ length: 100 }, () => limiter.reserve('user:1', '192.0.2.1')),
      );
      expect(results.filter((r) => r.allowed)).toHaveLength(3);
      for (const result of results) {
        if (result.allowed) continue;
        expect(result.retryAfterMs).toBeGreaterThan(0);
        expect(result.retryAfterMs).toBeLessThanOrEqual(limits.windowMs);
      }
      // Another address is another count; the window's end frees the first one.
      expect((await limiter.reserve('user:1', '192.0.2.2')).allowed).toBe(true);
      await windowPasses();
      expect((await limiter.reserve('user:1', '192.0.2.1')).allowed).toBe(true);
    },
  );

  it.skipIf(redis && !redisUp)('gives a slot back on release and on success', async () => {
    const ip = '192.0.2.9';
    for (let i = 0; i < 3; i++) expect((await limiter.reserve('user:2', ip)).allowed).toBe(true);
    expect((await limiter.reserve('user:2', ip)).allowed).toBe(false);
    await limiter.release('user:2', ip);
    expect((await limiter.reserve('user:2', ip)).allowed).toBe(true);
    await limiter.succeeded('user:2', ip);
    // The pair starts over; the address keeps its other 2 failures (limit 5): 3 more, not 5.
    for (let i = 0; i < 3; i++) expect((await limiter.reserve('user:3', ip)).allowed).toBe(true);
    expect((await limiter.reserve('user:4', ip)).allowed).toBe(false);
    await windowPasses();
  });
});

/** One client's request: the socket's address and the headers it arrives with. */
type Origin = { remoteAddress: string; headers: Record<string, string> };

const proxySettings: {
  name: string;
  env: Record<string, string>;
  /** The abuser's i-th request, and another client's. */
  abuser: (i: number) => Origin;
  other: Origin;
}[] = [
  {
    // Direct clients: X-Forwarded-For is the client's own claim. The abuser cycles through forged
    // addresses, among them the owner's.
    name: 'TRUST_PROXY unset: X-Forwarded-For is ignored',
    env: {},
    abuser: (i) => ({
      remoteAddress: '10.1.0.1',
      headers: { 'x-forwarded-for': i % 2 === 0 ? '10.1.0.2' : `198.51.100.${i}` },
    }),
    other: { remoteAddress: '10.1.0.2', headers: {} },
  },
  {
    name: 'TRUST_PROXY=127.0.0.1: the proxy names the client',
    env: { TRUST_PROXY: '127.0.0.1' },
    abuser: () => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.5' } }),
    other: { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.6' } },
  },
  {
    // One load balancer: it appends the address it saw; what the client wrote before is ignored.
    name: 'TRUST_PROXY=1: the last hop names the client',
    env: { TRUST_PROXY: '1' },
    abuser: (i) => ({
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.5` },
    }),
    other: { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.6' } },
  },
  {
    name: 'TRUST_PROXY=true: the leftmost address is the client',
    env: { TRUST_PROXY: 'true' },
    abuser: () => ({
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.5, 10.0.0.7' },
    }),
    other: { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.6, 10.0.0.7' } },
  },
];

describe.each(proxySettings)('client address, $name', ({ env, abuser, other }) => {
  const RATE_LIMIT = 8;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: String(RATE_LIMIT), ...env });
  });
  afterAll(() => t.close());

  const signIn = (origin: Origin, user: UserFixture, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/signin',
      ...origin,
      payload: { email: user.username, password },
    });

  it("limits the abuser's address only: the owner, another client, still signs in", async () => {
    const owner = await createUser(t.db);
    let sent = 0;
    for (; sent < MAX_FAILURES; sent++) {
      expect((await signIn(abuser(sent), owner, 'Wrong12345')).statusCode).toBe(401);
    }
    // However the abuser dresses the request up, it is the same client: locked.
    expectLocked(await signIn(abuser(sent++), owner, owner.password));
    expect((await signIn(other, owner, owner.password)).statusCode).toBe(200);

    // The per-IP request limit (AUTH_RATE_LIMIT a minute) counts the same address.
    while (sent < RATE_LIMIT) expectLocked(await signIn(abuser(sent++), owner, owner.password));
    const limited = await signIn(abuser(sent), owner, owner.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: MESSAGES.tooManyRequests });
    expect((await signIn(other, owner, owner.password)).statusCode).toBe(200);
  });
});

describe('client address, TRUST_PROXY=127.0.0.1 and a client that is not the proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1', AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  it('ignores the X-Forwarded-For of an untrusted peer: it cannot lock out the address it names', async () => {
    const owner = await createUser(t.db);
    const signIn = (origin: Origin, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/signin',
        ...origin,
        payload: { email: owner.email, password },
      });
    // A direct client, claiming to be the owner behind the proxy.
    const forged = { remoteAddress: '10.9.9.9', headers: { 'x-forwarded-for': '203.0.113.6' } };
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await signIn(forged, 'Wrong12345')).statusCode).toBe(401);
    }
    expectLocked(await signIn({ remoteAddress: '10.9.9.9', headers: {} }, owner.password));
    const owners = { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.6' } };
    expect((await signIn(owners, owner.password)).statusCode).toBe(200);
  });
});
