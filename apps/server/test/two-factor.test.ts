import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCodes, users } from '../src/db/schema';
import { matchTotpStep } from '../src/two-factor/totp';
import { bearer, tokenFor } from './helpers/auth';
import { createUser, type UserFixture } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/** RFC 6238 appendix B, SHA-1 seed "12345678901234567890", the last 6 of the 8 digits. */
const RFC_SECRET = new Secret({ buffer: new TextEncoder().encode('12345678901234567890').buffer })
  .base32;

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at T=%i the code %s is valid', (seconds, code) => {
    expect(matchTotpStep(RFC_SECRET, code, seconds * 1000)).toBe(Math.floor(seconds / 30));
  });

  it('accepts one step either side, no more', () => {
    const now = 1234567890 * 1000;
    expect(matchTotpStep(RFC_SECRET, '005924', now + 30_000)).not.toBeNull();
    expect(matchTotpStep(RFC_SECRET, '005924', now - 30_000)).not.toBeNull();
    expect(matchTotpStep(RFC_SECRET, '005924', now + 60_000)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, '005924', now - 60_000)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, '000000', now)).toBeNull();
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function codeAt(secret: string, offsetSteps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

const post = (url: string, payload: Record<string, unknown>, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

async function enable(
  user: UserFixture,
): Promise<{ secret: string; codes: string[]; token: string }> {
  const token = await tokenFor(t.app, t.db, user.id);
  const setup = await post('/api/auth/2fa/setup', { currentPassword: user.password }, token);
  expect(setup.statusCode).toBe(200);
  const { secret, qrCodeUri } = setup.json<{ secret: string; qrCodeUri: string }>();
  expect(qrCodeUri).toMatch(/^otpauth:\/\/totp\/Curio:.+\?.*issuer=Curio/);
  expect(qrCodeUri).toContain(`secret=${secret}`);
  const verify = await post('/api/auth/2fa/verify-setup', { code: codeAt(secret, -1) }, token);
  expect(verify.statusCode).toBe(200);
  // Turning two-factor on ends the other sessions: the reply's token is the one that goes on.
  const reply = verify.json<{ backupCodes: string[]; token: string }>();
  return { secret, codes: reply.backupCodes, token: reply.token };
}

describe('two-factor login', () => {
  it('sets up with a QR URI, enables on a valid code and answers 8 backup codes once', async () => {
    const user = await createUser(t.db);
    const { secret, codes } = await enable(user);
    expect(codes).toHaveLength(8);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{10}$/);
    expect(new Set(codes).size).toBe(8);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.twoFactorEnabled).toBe(true);
    // Encrypted at rest: the secret is not in the row; the codes are stored as hashes.
    expect(row?.twoFactorSecret).not.toContain(secret);
    const stored = await t.db.select().from(backupCodes).where(eq(backupCodes.userId, user.id));
    expect(stored).toHaveLength(8);
    for (const code of codes) expect(stored.map((s) => s.codeHash)).not.toContain(code);
  });

  it("refuses a setup code that is not 6 digits with the spec's message, and a wrong one", async () => {
    const user = await createUser(t.db);
    const token = await tokenFor(t.app, t.db, user.id);
    await post('/api/auth/2fa/setup', { currentPassword: user.password }, token);
    const short = await post('/api/auth/2fa/verify-setup', { code: '123' }, token);
    expect(short.json()).toMatchObject({
      status: 400,
      code: 'sixDigitCode',
      message: 'Please enter a 6-digit code',
    });
    const wrong = await post('/api/auth/2fa/verify-setup', { code: '000000' }, token);
    expect(wrong.json()).toMatchObject({
      status: 400,
      code: 'invalidVerificationCode',
      message: 'Invalid verification code',
    });
  });

  it('asks for the second factor at sign-in, then accepts a code once', async () => {
    const user = await createUser(t.db);
    const { secret } = await enable(user);
    const signIn = await post('/api/accounts/signin', {
      email: user.email,
      password: user.password,
    });
    // The challenge (login-challenge.test.ts) may stand for the password in the next call.
    expect(signIn.json()).toEqual({ requires2FA: true, challenge: expect.any(String) });

    const code = codeAt(secret);
    const verified = await post('/api/auth/2fa/verify', {
      email: user.email,
      password: user.password,
      code,
    });
    expect(verified.statusCode).toBe(200);
    const { token } = verified.json<{ token: string }>();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);

    const replay = await post('/api/auth/2fa/verify', {
      email: user.email,
      password: user.password,
      code,
    });
    expect(replay.json()).toEqual({
      status: 400,
      code: 'invalidVerificationCode',
      message: 'Invalid verification code',
    });
  });

  it('accepts each backup code once', async () => {
    const user = await createUser(t.db);
    const { codes } = await enable(user);
    const body = {
      email: user.username,
      password: user.password,
      backupCode: codes[3],
      useBackupCode: true,
    };
    expect((await post('/api/auth/2fa/verify', body)).statusCode).toBe(200);
    expect((await post('/api/auth/2fa/verify', body)).json()).toMatchObject({
      message: 'Invalid verification code',
    });
    const lowerCase = { ...body, backupCode: codes[4]?.toLowerCase() };
    expect((await post('/api/auth/2fa/verify', lowerCase)).statusCode).toBe(200);
  });

  it('answers 401 for a wrong password and 400 for a wrong code', async () => {
    const user = await createUser(t.db);
    const { secret } = await enable(user);
    const wrongPassword = await post('/api/auth/2fa/verify', {
      email: user.email,
      password: 'Wrong1234',
      code: codeAt(secret),
    });
    expect(wrongPassword.json()).toEqual({
      status: 401,
      code: 'invalidEmailOrPassword',
      message: 'Invalid email or password',
    });
    const wrongCode = await post('/api/auth/2fa/verify', {
      email: user.email,
      password: user.password,
      code: '123456',
    });
    expect(wrongCode.statusCode).toBe(400);
  });

  it('disables only with a current code', async () => {
    const user = await createUser(t.db);
    const { secret, token } = await enable(user);
    expect((await post('/api/auth/2fa/disable', { code: '000000' }, token)).statusCode).toBe(400);
    expect(
      (await post('/api/auth/2fa/disable', { code: codeAt(secret, 1) }, token)).statusCode,
    ).toBe(200);
    const signIn = await post('/api/accounts/signin', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.json()).toHaveProperty('token');
    expect(await t.db.select().from(backupCodes).where(eq(backupCodes.userId, user.id))).toEqual(
      [],
    );
  });

  it('needs a signed-in user for setup and refuses a second setup once enabled', async () => {
    expect((await post('/api/auth/2fa/setup', {})).statusCode).toBe(401);
    const user = await createUser(t.db);
    const { token } = await enable(user);
    expect((await post('/api/auth/2fa/setup', {}, token)).statusCode).toBe(409);
  });
});
