import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      message: 'Too many requests. Please try again later.',
    });
  });

  it('blocks an account after 5 failed sign-ins from any IPs, even with the right password', async () => {
    const user = await createUser(t.db, { password: 'Correct123' });
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/signin',
        remoteAddress: `10.0.0.${i + 1}`,
        payload: { email: user.username, password: 'Wrong12345' },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/signin',
      remoteAddress: '10.0.1.1',
      payload: { email: user.email.toUpperCase(), password: 'Correct123' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      status: 429,
      message: 'Too many attempts. Please wait a minute and try again.',
    });
  });
});
