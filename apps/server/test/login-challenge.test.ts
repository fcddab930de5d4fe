import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@curio/shared';
import { accountTokens, users } from '../src/db/schema';
import { bearer, tokenFor } from './helpers/auth';
import { createUser, type UserFixture } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The two-factor step of sign-in with a challenge instead of the password sent again
 * (decision 015): password sign-in answers `{requires2FA: true, challenge}`, and
 * `POST /api/auth/2fa/verify {challenge, code | backupCode}` completes it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

function codeAt(secret: string, offsetSteps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

async function twoFactorUser(): Promise<UserFixture & { secret: string; codes: string[] }> {
  const user = await createUser(t.db);
  const token = await tokenFor(t.app, t.db, user.id);
  const { secret } = (
    await post('/api/auth/2fa/setup', { currentPassword: user.password }, token)
  ).json<{ secret: string }>();
  const verify = await post('/api/auth/2fa/verify-setup', { code: codeAt(secret, -1) }, token);
  expect(verify.statusCode).toBe(200);
  return { ...user, secret, codes: verify.json<{ backupCodes: string[] }>().backupCodes };
}

async function challengeFor(user: UserFixture): Promise<string> {
  const res = await post('/api/accounts/signin', { email: user.username, password: user.password });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ requires2FA: true; challenge: string }>();
  expect(Object.keys(body).sort()).toEqual(['challenge', 'requires2FA']);
  return body.challenge;
}

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(token) });

describe('the two-factor challenge of password sign-in', () => {
  it('is stored only as a hash and signs in with a code from the app', async () => {
    const user = await twoFactorUser();
    const challenge = await challengeFor(user);
    const rows = await t.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'login_challenge')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(challenge).digest('hex'));
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(4.5 * 60_000);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    const res = await post('/api/auth/2fa/verify', { challenge, code: codeAt(user.secret) });
    expect(res.statusCode).toBe(200);
    expect((await me(res.json<{ token: string }>().token)).json()).toMatchObject({ id: user.id });
  });

  it('works once', async () => {
    const user = await twoFactorUser();
    const challenge = await challengeFor(user);
    expect(
      (await post('/api/auth/2fa/verify', { challenge, backupCode: user.codes[0] })).statusCode,
    ).toBe(200);
    const again = await post('/api/auth/2fa/verify', { challenge, backupCode: user.codes[1] });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ message: MESSAGES.signInStepExpired });
  });

  it('survives a wrong code, which counts with the two-factor failures', async () => {
    const user = await twoFactorUser();
    const challenge = await challengeFor(user);
    const wrong = await post('/api/auth/2fa/verify', { challenge, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: MESSAGES.invalidVerificationCode });
    for (let i = 0; i < 4; i++)
      expect((await post('/api/auth/2fa/verify', { challenge, code: '000000' })).statusCode).toBe(
        400,
      );
    const locked = await post('/api/auth/2fa/verify', { challenge, code: codeAt(user.secret) });
    expect(locked.statusCode).toBe(429);
  });

  it('is refused once expired', async () => {
    const user = await twoFactorUser();
    const challenge = await challengeFor(user);
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.id));
    const res = await post('/api/auth/2fa/verify', { challenge, code: codeAt(user.secret) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: MESSAGES.signInStepExpired });
  });

  it("ends with the account's sessions", async () => {
    const user = await twoFactorUser();
    const challenge = await challengeFor(user);
    // A password change elsewhere ends every session: the half-finished sign-in too.
    await t.db.update(users).set({ tokenVersion: 99 }).where(eq(users.id, user.id));
    const res = await post('/api/auth/2fa/verify', { challenge, code: codeAt(user.secret) });
    expect(res.statusCode).toBe(401);
  });

  it('cannot be altered or guessed', async () => {
    const user = await twoFactorUser();
    const challenge = await challengeFor(user);
    const [random, version] = challenge.split('.');
    expect(random).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const forged of [`${random}.${Number(version) + 1}`, random, 'x'.repeat(43), '']) {
      const res = await post('/api/auth/2fa/verify', {
        challenge: forged,
        code: codeAt(user.secret),
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('leaves the spec form of the call working', async () => {
    const user = await twoFactorUser();
    const res = await post('/api/auth/2fa/verify', {
      email: user.email,
      password: user.password,
      code: codeAt(user.secret),
      useBackupCode: false,
    });
    expect(res.statusCode).toBe(200);
  });
});
