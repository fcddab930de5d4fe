import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@curio/shared';
import { createUser } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '5' });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('answers 429 with a message after too many sign-ins from one IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/signup',
        remoteAddress: '10.9.9.9',
        payload: { username: '', email: 'x', password: 'x' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const last = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/signup',
      remoteAddress: '10.9.9.9',
      payload: {},
    });
    expect(last.json()).toMatchObject({
      status: 429,
      code: 'tooManyRequests',
      message: 'Too many requests. Please try again later.',
    });
    // The rate limit's own wait (at most its minute), in the header and the body.
    const wait = Number(last.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(last.json()).toHaveProperty('retryAfterSeconds', wait);
  });
});

describe('failed sign-ins', () => {
  // The per-IP request limit high, so that the failure count is what answers.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  it('refuse an address after 5 for one account, not the owner elsewhere', async () => {
    const user = await createUser(t.db, { password: 'Correct123' });
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/signin',
        remoteAddress: '10.0.0.1',
        payload: { email: user.username, password: 'Wrong12345' },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/signin',
      remoteAddress: '10.0.0.1',
      payload: { email: user.email.toUpperCase(), password: 'Correct123' },
    });
    expect(blocked.statusCode).toBe(429);
    const { retryAfterSeconds } = blocked.json<{ retryAfterSeconds: number }>();
    expect(blocked.json()).toEqual({
      status: 429,
      code: 'tooManyAttempts',
      message: MESSAGES.tooManyAttempts,
      retryAfterSeconds,
    });
    // The real wait: what is left of the 15 minutes that began with the first failure.
    expect(retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(blocked.headers['retry-after']).toBe(String(retryAfterSeconds));
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/signin',
      remoteAddress: '10.0.1.1',
      payload: { email: user.email, password: 'Correct123' },
    });
    expect(owner.statusCode).toBe(200);
  });
});
