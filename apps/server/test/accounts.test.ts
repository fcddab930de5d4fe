import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema } from '@curio/shared';
import { ARGON2_OPTIONS, DUMMY_PASSWORD_HASH } from '../src/accounts/passwords';
import { agents, colors, users } from '../src/db/schema';
import { bearer, tokenFor } from './helpers/auth';
import { createUser } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/signup', payload });
const signIn = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/signin', payload });
const me = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: token ? bearer(token) : {} });

describe('sign-up', () => {
  it('creates a USER with an argon2id hash', async () => {
    const res = await signUp({ username: 'mia', email: 'Mia@Example.com', password: 'Sunshine9' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'mia' });
    const [row] = await t.db.select().from(users).where(eq(users.username, 'mia'));
    expect(row?.role).toBe('USER');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    [
      { username: '', email: 'a@example.com', password: 'Sunshine9' },
      'username',
      'Username cannot be empty',
    ],
    [
      { username: '   ', email: 'a@example.com', password: 'Sunshine9' },
      'username',
      'Username cannot be empty',
    ],
    [
      { username: 'a@b', email: 'a@example.com', password: 'Sunshine9' },
      'username',
      'Username cannot contain @',
    ],
    [
      { username: 'ann', email: 'nope', password: 'Sunshine9' },
      'email',
      'Email must not be empty and must be a valid email address',
    ],
    [
      { username: 'ann', email: '', password: 'Sunshine9' },
      'email',
      'Email must not be empty and must be a valid email address',
    ],
    [
      { username: 'ann', email: 'a@example.com', password: 'Short9' },
      'password',
      'Password must be at least 8 characters long, contain one capital letter and one number',
    ],
    [
      { username: 'ann', email: 'a@example.com', password: 'nocapital9' },
      'password',
      'Password must be at least 8 characters long, contain one capital letter and one number',
    ],
    [
      { username: 'ann', email: 'a@example.com', password: 'NoDigitHere' },
      'password',
      'Password must be at least 8 characters long, contain one capital letter and one number',
    ],
    [
      { username: 'ann', email: 'a@example.com' },
      'password',
      'Password must be at least 8 characters long, contain one capital letter and one number',
    ],
  ])('refuses %o: %s → %s', async (payload, field, message) => {
    const res = await signUp(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors[field]).toBe(message);
  });

  it.each([
    { username: 'MIA', email: 'other@example.com' },
    { username: 'someone', email: 'mia@EXAMPLE.com' },
  ])('refuses a taken username or email, case-insensitively: %o', async (taken) => {
    const res = await signUp({ ...taken, password: 'Sunshine9' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 409,
      code: 'accountExists',
      message: 'Username or email already exists. Please try with different credentials.',
    });
  });
});

describe('sign-in', () => {
  beforeAll(async () => {
    await createUser(t.db, {
      username: 'Theo',
      email: 'theo@example.com',
      password: 'Password123',
    });
  });

  it.each([
    { email: 'theo', password: 'Password123' },
    { email: 'THEO@example.com', password: 'Password123' },
    { username: 'theo', password: 'Password123' },
  ])('accepts the username or the email in any case: %o', async (payload) => {
    const res = await signIn(payload);
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    expect(currentUserSchema.parse((await me(token)).json()).username).toBe('Theo');
  });

  it('answers the same 401 for an unknown user and a wrong password', async () => {
    const wrongPassword = await signIn({ email: 'theo', password: 'Password124' });
    const unknownUser = await signIn({ email: 'nobody', password: 'Password123' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownUser.json());
    expect(wrongPassword.json()).toEqual({
      status: 401,
      code: 'invalidCredentials',
      message: 'Invalid username or password. Please try again.',
    });
  });

  it('checks a password against a hash of the same cost when the account has none', async () => {
    // A real argon2id hash with the parameters of every stored password: verifyPassword turns a
    // malformed hash into a quick `false`, which would undo the equal time.
    expect(DUMMY_PASSWORD_HASH).toMatch(
      `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`,
    );
    expect(await verify(DUMMY_PASSWORD_HASH, 'not-a-real-password-1A')).toBe(true);
  });

  it.each([
    [{ email: '', password: 'Password123' }, 'Username or email must not be empty'],
    [
      { email: 'theo', password: 'short' },
      'Password must not be empty and must be at least 8 characters long',
    ],
    [
      { email: 'theo', password: '' },
      'Password must not be empty and must be at least 8 characters long',
    ],
  ])("refuses %o with the spec's message", async (payload, message) => {
    const res = await signIn(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
  });
});

describe('tokens', () => {
  let userId: number;
  let token: string;
  beforeAll(async () => {
    userId = (await createUser(t.db, { username: 'tess' })).id;
    token = await tokenFor(t.app, t.db, userId);
  });

  it('gives /me and verify-role with a valid token', async () => {
    expect((await me(token)).statusCode).toBe(200);
    const role = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/verify-role',
      headers: bearer(token),
    });
    expect(role.json()).toEqual({ role: 'USER' });
  });

  it("answers 401 'No authentication token found' without a token", async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status: 401,
      code: 'noToken',
      message: 'No authentication token found',
    });
  });

  it('refuses a malformed token, another key, alg none and an expired token', async () => {
    const otherKey = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer('curio')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-key-another-key-another-key!'));
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({
        sub: String(userId),
        ver: 0,
        iss: 'curio',
        exp: Math.floor(Date.now() / 1000) + 3600,
      }),
    ).toString('base64url');
    const expired = await t.app.tokens.sign({ userId, tokenVersion: 0 }).then(async () => {
      const secret = (await import('../src/secrets')).loadSecrets(t.config).jwtSecret;
      return new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer('curio')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
        .sign(new TextEncoder().encode(secret));
    });
    for (const bad of ['garbage', otherKey, `${header}.${payload}.`, expired]) {
      const res = await me(bad);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: 401,
        code: 'sessionExpired',
        message: 'Authentication failed. Please log in again.',
      });
    }
  });

  it("refuses a deleted user's token", async () => {
    const doomed = await createUser(t.db);
    const doomedToken = await tokenFor(t.app, t.db, doomed.id);
    expect((await me(doomedToken)).statusCode).toBe(200);
    await t.db.delete(users).where(eq(users.id, doomed.id));
    expect((await me(doomedToken)).statusCode).toBe(401);
  });
});

describe('GET /api/accounts/{id}', () => {
  it('answers yourself, refuses others, and an admin sees anyone', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const admin = await createUser(t.db, { role: 'ADMIN' });
    const tokenA = await tokenFor(t.app, t.db, a.id);
    const get = (id: number, token: string) =>
      t.app.inject({ method: 'GET', url: `/api/accounts/${id}`, headers: bearer(token) });
    expect((await get(a.id, tokenA)).statusCode).toBe(200);
    expect((await get(b.id, tokenA)).statusCode).toBe(403);
    expect((await get(b.id, await tokenFor(t.app, t.db, admin.id))).json()).toMatchObject({
      id: b.id,
    });
  });
});

describe('PATCH /api/accounts/edit', () => {
  const edit = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: '/api/accounts/edit', headers: bearer(token), payload });

  it('changes username, email and agent; a blank password keeps the old one', async () => {
    const user = await createUser(t.db, { password: 'Original1' });
    const [color] = await t.db.insert(colors).values({ color: 'Orange' }).returning();
    const [agent] = await t.db
      .insert(agents)
      .values({ name: 'CnFans', themeColorId: color?.id ?? null })
      .returning();
    const token = await tokenFor(t.app, t.db, user.id);
    const res = await edit(token, {
      username: 'renamed',
      email: 'renamed@example.com',
      password: '',
      agentId: agent?.id,
      currentPassword: 'Original1',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ user: Record<string, unknown>; token?: string }>();
    expect(body.token).toBeUndefined();
    // The new address waits for its verification link (test/email-recovery.test.ts).
    expect(body.user).toMatchObject({
      username: 'renamed',
      email: user.email,
      pendingEmail: 'renamed@example.com',
      agent: { name: 'CnFans', themeColor: { color: 'Orange' } },
    });
    expect((await signIn({ email: 'renamed', password: 'Original1' })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('answers a new token on a password change, and the old token stops working', async () => {
    const user = await createUser(t.db, { password: 'Original1' });
    const oldToken = await tokenFor(t.app, t.db, user.id);
    const res = await edit(oldToken, {
      username: user.username,
      email: user.email,
      password: 'Changed22',
      currentPassword: 'Original1',
    });
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    expect(token).toBeTruthy();
    expect((await me(oldToken)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
    expect((await signIn({ email: user.username, password: 'Changed22' })).statusCode).toBe(200);
    expect((await signIn({ email: user.username, password: 'Original1' })).statusCode).toBe(401);
  });

  it("refuses a frozen account with the spec's text", async () => {
    const user = await createUser(t.db, { frozen: true });
    const res = await edit(await tokenFor(t.app, t.db, user.id), {
      username: 'x',
      email: 'x@example.com',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 403,
      code: 'accountFrozen',
      message: 'Your account is frozen. You cannot edit your profile.',
    });
  });

  it("refuses someone else's username or email, an unknown agent and a weak password", async () => {
    const other = await createUser(t.db);
    const user = await createUser(t.db);
    const token = await tokenFor(t.app, t.db, user.id);
    expect(
      (await edit(token, { username: other.username.toUpperCase(), email: user.email })).statusCode,
    ).toBe(409);
    expect(
      (
        await edit(token, {
          username: user.username,
          email: other.email,
          currentPassword: user.password,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await edit(token, { username: user.username, email: user.email, agentId: 99999 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await edit(token, { username: user.username, email: user.email, password: 'weak' }))
        .statusCode,
    ).toBe(400);
  });
});
