import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES } from '../src/accounts/attempt-limiter';
import { clientKey } from '../src/http/client-address';
import { createUser, type UserFixture } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// An attacker rotates addresses to escape the limits: every address of an IPv6 /64 is one
// subscriber's, and `::ffff:a.b.c.d` is the IPv4 client a.b.c.d.
describe('the client a limit counts', () => {
  it.each([
    ['192.0.2.77', '192.0.2.77'],
    ['::ffff:192.0.2.77', '192.0.2.77'],
    ['::FFFF:192.0.2.77', '192.0.2.77'],
    ['::ffff:c000:24d', '192.0.2.77'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.77', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ])('counts %s as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});

describe('limits by client, as attackers rotate', () => {
  let t: TestApp;
  let user: UserFixture;

  beforeAll(async () => {
    // Behind one trusted proxy (the socket's peer), whose X-Forwarded-For names the client.
    t = await createTestApp({ TRUST_PROXY: '1', AUTH_RATE_LIMIT: '100000' });
    user = await createUser(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const wrongPassword = (forwardedFor: string, identifier = user.username) =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/signin',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: identifier, password: 'not-the-password-1' },
    });

  it(`checks at most ${String(MAX_FAILURES)} of ten wrong passwords from ten addresses of one /64`, async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 10; i++) {
      statuses.push((await wrongPassword(`2001:db8:77:1::${i.toString(16)}`)).statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES);
    expect(statuses.slice(MAX_FAILURES)).toEqual(Array<number>(10 - MAX_FAILURES).fill(429));
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    const other = await createUser(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILURES; i++) {
      const from = i % 2 === 0 ? '198.51.100.9' : '::ffff:198.51.100.9';
      statuses.push((await wrongPassword(from, other.username)).statusCode);
    }
    expect(statuses).toEqual(Array<number>(MAX_FAILURES).fill(401));
    expect((await wrongPassword('::ffff:198.51.100.9', other.username)).statusCode).toBe(429);
    expect((await wrongPassword('198.51.100.9', other.username)).statusCode).toBe(429);
    // Another client is not held back by it.
    expect((await wrongPassword('198.51.100.10', other.username)).statusCode).toBe(401);
  });
});

describe('the start of a Google sign-in', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '10' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 to a burst from one client, and not to another client', async () => {
    const start = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/api/oauth2/login', remoteAddress });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++)
      statuses.push((await start(`2001:db8:9:9::${String(i + 1)}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(302));
    expect(statuses.slice(10)).toEqual(Array<number>(5).fill(429));
    expect((await start('2001:db8:9:a::1')).statusCode).toBe(302);
  });
});
