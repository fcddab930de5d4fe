import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, MESSAGES } from '@curio/shared';
import { backupCodes, users } from '../src/db/schema';
import { loadSecrets } from '../src/secrets';
import { newBackupCodes } from '../src/two-factor/backup-codes';
import { newTotpSecret } from '../src/two-factor/totp';
import { bearer, tokenFor } from './helpers/auth';
import { createUser, type UserFixture } from './helpers/fixtures';
import { photo } from './helpers/images';
import { multipartBody } from './helpers/multipart';
import { FAKE_SERVER_BUILD } from './helpers/fake-web-build';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The OWASP ASVS 5.0 requirements that docs/security.md claims and no feature test already
 * proves. Each test is named after the requirement it proves.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { webFiles: { 'server/index.js': FAKE_SERVER_BUILD } });
});
afterAll(() => t.close());

let address = 0;
/** A new client address each time: the per-IP limits are not what these tests are about. */
const from = () => `10.66.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

const post = (url: string, payload?: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: from(),
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(token) });

async function signUpAndIn(password: string) {
  const name = `asvs${Date.now().toString(36)}${address}`;
  const signUp = await post('/api/accounts/signup', {
    username: name,
    email: `${name}@example.com`,
    password,
  });
  expect(signUp.statusCode, signUp.body).toBe(201);
  return {
    name,
    signIn: (attempt: string) => post('/api/accounts/signin', { email: name, password: attempt }),
  };
}

const codeFor = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/** Two-factor on, through the API; answers the secret, the backup codes and the new token. */
async function enableTwoFactor(user: UserFixture, token: string) {
  const { secret } = (
    await post('/api/auth/2fa/setup', { currentPassword: user.password }, token)
  ).json<{ secret: string }>();
  const verified = await post('/api/auth/2fa/verify-setup', { code: codeFor(secret, -1) }, token);
  expect(verified.statusCode, verified.body).toBe(200);
  const reply = verified.json<{ backupCodes: string[]; token: string }>();
  return { secret, codes: reply.backupCodes, token: reply.token, user };
}

describe('V6.2 password security', () => {
  it('6.2.1 refuses a password under 8 characters at sign-up and at a password change', async () => {
    const signUp = await post('/api/accounts/signup', {
      username: 'shorty',
      email: 'shorty@example.com',
      password: 'Short7A',
    });
    expect(signUp.statusCode).toBe(400);
    const user = await createUser(t.db);
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/accounts/edit',
      headers: bearer(await tokenFor(t.app, t.db, user.id)),
      payload: { username: user.username, email: user.email, password: 'Short7A' },
    });
    expect(change.statusCode).toBe(400);
    expect(errorBodySchema.parse(change.json()).fieldErrors).toHaveProperty('password');
  });

  it('6.2.8 checks the password exactly as typed: not trimmed, not case-folded', async () => {
    const account = await signUpAndIn('  Sunshine9 ');
    expect((await account.signIn('Sunshine9')).statusCode).toBe(401);
    expect((await account.signIn('  sunshine9 ')).statusCode).toBe(401);
    expect((await account.signIn('  Sunshine9 ')).statusCode).toBe(200);
  });

  it('6.2.9 accepts passwords of 64 and of 128 characters, whole', async () => {
    for (const length of [64, 128]) {
      const password = `A1${'long passphrase '.repeat(10)}`.slice(0, length);
      expect(password).toHaveLength(length);
      const account = await signUpAndIn(password);
      expect((await account.signIn(password)).statusCode).toBe(200);
      expect((await account.signIn(password.slice(0, -1))).statusCode).toBe(401);
    }
  });

  it('6.2.10 never expires a password: one set three years ago still signs in', async () => {
    const user = await createUser(t.db);
    const longAgo = new Date(Date.now() - 3 * 365 * 24 * 3600_000);
    await t.db
      .update(users)
      .set({ createdAt: longAgo, updatedAt: longAgo })
      .where(eq(users.id, user.id));
    const res = await post('/api/accounts/signin', { email: user.email, password: user.password });
    expect(res.json()).toHaveProperty('token');
  });
});

describe('V6.3 general authentication security', () => {
  it('6.3.1 locks the two-factor step of an account from an address after 5 wrong codes', async () => {
    const user = await createUser(t.db);
    const { secret, codes } = await enableTwoFactor(user, await tokenFor(t.app, t.db, user.id));
    const attempt = (remoteAddress: string, code: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/2fa/verify',
        remoteAddress,
        payload: { email: user.username, password: user.password, ...code },
      });
    for (let i = 0; i < 5; i++) {
      expect((await attempt('10.67.0.1', { code: '000000' })).statusCode).toBe(400);
    }
    const blocked = await attempt('10.67.0.1', { code: codeFor(secret, 1) });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      status: 429,
      code: 'tooManyAttempts',
      message: MESSAGES.tooManyAttempts,
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Never per account alone: the owner's own address still gets in.
    const owner = await attempt('10.67.0.2', { backupCode: codes[0] });
    expect(owner.statusCode, owner.body).toBe(200);
  });
});

describe('V6.5 multi-factor secrets', () => {
  it('6.5.2 stores backup codes as salted argon2id hashes, never the codes', async () => {
    const user = await createUser(t.db);
    const { codes } = await enableTwoFactor(user, await tokenFor(t.app, t.db, user.id));
    const stored = await t.db.select().from(backupCodes).where(eq(backupCodes.userId, user.id));
    expect(stored).toHaveLength(8);
    const salts = new Set<string>();
    for (const { codeHash } of stored) {
      expect(codeHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$/);
      salts.add(codeHash.split('$')[4] ?? '');
      for (const code of codes) expect(codeHash).not.toContain(code);
    }
    expect(salts.size).toBe(8);
    // And a code still works once, in any case.
    const body = { email: user.email, password: user.password, useBackupCode: true };
    expect(
      (await post('/api/auth/2fa/verify', { ...body, backupCode: codes[2]?.toLowerCase() }))
        .statusCode,
    ).toBe(200);
    expect((await post('/api/auth/2fa/verify', { ...body, backupCode: codes[2] })).statusCode).toBe(
      400,
    );
  });

  it('6.5.3 and 6.5.4 draw TOTP seeds and backup codes at random, with enough entropy', () => {
    const seeds = Array.from({ length: 200 }, () => newTotpSecret());
    for (const seed of seeds) expect(seed).toMatch(/^[A-Z2-7]{32}$/); // 160 bits (RFC 4226 §4)
    expect(new Set(seeds).size).toBe(seeds.length);

    const codes = newBackupCodes(2000);
    for (const code of codes) expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/);
    expect(new Set(codes).size).toBe(codes.length);
    const symbols = new Set(codes.join(''));
    expect(symbols.size).toBe(31);
    // 10 symbols out of 31: about 49.5 bits, well over ASVS's 20.
    expect(10 * Math.log2(symbols.size)).toBeGreaterThan(20);
  });
});

describe('V7.4 session termination', () => {
  it('7.4.1 signing out ends the session on the server: that token and every copy stop working', async () => {
    const user = await createUser(t.db);
    const laptop = await tokenFor(t.app, t.db, user.id);
    const phone = await tokenFor(t.app, t.db, user.id);
    expect((await post('/api/accounts/signout', undefined, laptop)).statusCode).toBe(204);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await post('/api/accounts/signout', undefined, laptop)).statusCode).toBe(401);
    const again = await post('/api/accounts/signin', {
      email: user.email,
      password: user.password,
    });
    expect((await me(again.json<{ token: string }>().token)).statusCode).toBe(200);
  });

  it('7.4.3 turning two-factor on or off ends the other sessions and keeps this one', async () => {
    const user = await createUser(t.db);
    const here = await tokenFor(t.app, t.db, user.id);
    const elsewhere = await tokenFor(t.app, t.db, user.id);
    const enabled = await enableTwoFactor(user, here);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(401);
    expect((await me(enabled.token)).statusCode).toBe(200);

    const disabled = await post(
      '/api/auth/2fa/disable',
      { code: codeFor(enabled.secret, 1) },
      enabled.token,
    );
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await me(enabled.token)).statusCode).toBe(401);
    expect((await me(disabled.json<{ token: string }>().token)).statusCode).toBe(200);
  });
});

describe('V9 self-contained tokens', () => {
  const secretKey = () => new TextEncoder().encode(loadSecrets(t.config).jwtSecret);
  const claims = (userId: number) =>
    new SignJWT({ ver: 0 }).setSubject(String(userId)).setIssuer('curio').setIssuedAt();

  it('9.1.2 accepts HS256 only: the right key with HS384 or HS512 is refused', async () => {
    const user = await createUser(t.db);
    for (const alg of ['HS384', 'HS512']) {
      const token = await claims(user.id)
        .setProtectedHeader({ alg })
        .setExpirationTime('1h')
        .sign(secretKey());
      expect((await me(token)).statusCode, alg).toBe(401);
    }
    const good = await claims(user.id)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(secretKey());
    expect((await me(good)).statusCode).toBe(200);
  });

  it('9.2.1 refuses a token before its nbf, and after its exp', async () => {
    const user = await createUser(t.db);
    const now = Math.floor(Date.now() / 1000);
    const early = await claims(user.id)
      .setProtectedHeader({ alg: 'HS256' })
      .setNotBefore(now + 3600)
      .setExpirationTime(now + 7200)
      .sign(secretKey());
    expect((await me(early)).statusCode).toBe(401);
    const late = await claims(user.id)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now - 1)
      .sign(secretKey());
    expect((await me(late)).statusCode).toBe(401);
  });
});

describe('V5.2 file upload', () => {
  async function uploadAs(
    token: string,
    url: string,
    field: string,
    bytes: Buffer,
    name = 'x.png',
  ) {
    const body = multipartBody([{ field, filename: name, contentType: 'image/png', bytes }]);
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
  }

  it('5.2.1 refuses a JSON body over 1 MB with 413, in the error shape', async () => {
    const res = await post('/api/contact', {
      name: 'Ana',
      email: 'ana@example.com',
      message: 'x'.repeat(1024 * 1024),
      altcha: 'x',
    });
    expect(res.statusCode).toBe(413);
    expect(errorBodySchema.parse(res.json()).status).toBe(413);
  });

  it('5.2.2 and 5.2.3 judge files by their bytes: a ZIP or an HTML page named .png is refused', async () => {
    const seller = await createUser(t.db, { role: 'SELLER' });
    const token = await tokenFor(t.app, t.db, seller.id);
    const zip = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 1)]);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    // A PNG signature in front of a page: the signature passes, decoding does not.
    const polyglot = Buffer.concat([(await photo('png')).subarray(0, 8), html]);
    for (const bytes of [zip, html, polyglot]) {
      const res = await uploadAs(token, '/api/products/images/upload', 'files', bytes);
      expect(res.json()).toEqual({
        status: 400,
        code: 'imageFormat',
        message: 'Invalid file format. Only JPEG, PNG, and GIF are supported',
        fieldErrors: { files: 'Invalid file format. Only JPEG, PNG, and GIF are supported' },
        fieldCodes: { files: 'imageFormat' },
      });
    }
  });

  it('5.2.6 refuses a pixel flood as a profile picture, storing nothing', async () => {
    const user = await createUser(t.db);
    const token = await tokenFor(t.app, t.db, user.id);
    const flood = await sharp({
      // 42 megapixels, just over the 40 the server decodes.
      create: { width: 6500, height: 6500, channels: 3, background: '#888' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(flood.length).toBeLessThan(1024 * 1024);
    const res = await uploadAs(token, '/api/accounts/picture', 'file', flood);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Image content not appropriate' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.pictureKey).toBeNull();
    const check = await uploadAs(token, '/api/validate-image', 'image', flood);
    expect(check.json()).toMatchObject({ appropriate: false });
  });
});

describe('V3.4 browser security headers', () => {
  it('3.4.1, 3.4.3 to 3.4.6 on pages, API replies, errors and media alike', async () => {
    for (const url of [
      '/',
      '/products/12',
      '/api/products',
      '/api/nothing',
      '/media/none.webp',
      '/robots.txt',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("base-uri 'none'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('3.4.2 answers no CORS header to another origin, preflight included', async () => {
    const origin = 'https://elsewhere.example';
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/accounts/me',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
    const get = await t.app.inject({ method: 'GET', url: '/api/products', headers: { origin } });
    expect(get.statusCode).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });
});
