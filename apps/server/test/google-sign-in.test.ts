import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@curio/shared';
import { auditLog, oauthCodes, users } from '../src/db/schema';
import { OidcClient } from '../src/accounts/oidc';
import { bearer, tokenFor } from './helpers/auth';
import { createUser, type UserFixture } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let provider: OAuth2Server;
let t: TestApp;
/** Who the provider says is signing in: every token it signs carries these claims. */
let currentIdentity: Record<string, unknown> = {};
/** Every log line of the app, at trace level. */
const logLines: string[] = [];
/** Every secret value the tests saw (codes, tokens, challenges, secrets): none may be logged. */
const secretsSeen = new Set<string>();

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, currentIdentity);
  });
  await provider.start(0, '127.0.0.1');
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  t = await createTestApp(
    {
      PUBLIC_URL: 'http://127.0.0.1:3999',
      OIDC_ISSUER: provider.issuer.url ?? '',
      GOOGLE_CLIENT_ID: 'curio-test-client',
      GOOGLE_CLIENT_SECRET: 'curio-test-secret',
      LOG_LEVEL: 'trace',
    },
    { logger: { level: 'trace', stream } },
  );
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

interface Identity {
  sub: string;
  email?: string;
  email_verified: boolean;
  name?: string;
  /** Set only to forge an ID token: the provider otherwise signs what the flow asked for. */
  nonce?: string;
  aud?: string;
}

/** What the web page does: a random secret kept in sessionStorage, its SHA-256 as the binding. */
function newBrowser() {
  const secret = randomBytes(32).toString('base64url');
  secretsSeen.add(secret);
  return { secret, binding: createHash('sha256').update(secret).digest('base64url') };
}

const post = (url: string, payload: Record<string, unknown>, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

/** The provider's authorize step (it approves at once) and our callback. */
async function finishAtProvider(
  authorizeUrl: string,
  tamper?: (callback: URL) => void,
): Promise<URL> {
  const authorize = new URL(authorizeUrl);
  expect(authorize.origin).toBe(new URL(provider.issuer.url ?? '').origin);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  expect(authorize.searchParams.get('redirect_uri')).toBe(
    'http://127.0.0.1:3999/api/oauth2/callback',
  );
  const approved = await fetch(authorize, { redirect: 'manual' });
  expect(approved.status).toBe(302);
  const callback = new URL(String(approved.headers.get('location')));
  tamper?.(callback);
  const finish = await t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
  });
  expect(finish.statusCode).toBe(302);
  const back = new URL(String(finish.headers.location), 'http://127.0.0.1:3999');
  expect(back.pathname).toBe('/auth/oauth2/callback');
  // Never a session token in the address: only a one-time code, or an error.
  expect(back.searchParams.get('token')).toBeNull();
  const code = back.searchParams.get('code');
  if (code) secretsSeen.add(code);
  return back;
}

/** The whole round trip: our login → the provider's authorize → our callback → the web callback. */
async function googleSignIn(
  identity: Identity,
  binding: string,
  tamper?: (callback: URL) => void,
): Promise<URL> {
  currentIdentity = { ...identity };
  const login = await t.app.inject({
    method: 'GET',
    url: `/api/oauth2/login?binding=${binding}`,
  });
  expect(login.statusCode).toBe(302);
  return finishAtProvider(String(login.headers.location), tamper);
}

type ExchangeReply =
  | { token: string }
  | { requires2FA: true; challenge: string }
  | { requiresLink: true; challenge: string; username: string; twoFactorEnabled: boolean };

async function exchange(code: string, secret: string) {
  const res = await post('/api/oauth2/exchange', { code, secret });
  if (res.statusCode === 200) {
    const body = res.json<ExchangeReply>();
    secretsSeen.add('token' in body ? body.token : body.challenge);
  }
  return res;
}

/** Google sign-in as the web page does it, up to the exchange's reply. */
async function signInWithGoogle(identity: Identity): Promise<ExchangeReply> {
  const browser = newBrowser();
  const back = await googleSignIn(identity, browser.binding);
  const code = back.searchParams.get('code');
  expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const res = await exchange(code ?? '', browser.secret);
  expect(res.statusCode).toBe(200);
  return res.json<ExchangeReply>();
}

async function tokenOf(reply: ExchangeReply): Promise<string> {
  if (!('token' in reply)) throw new Error(`expected a token, got ${JSON.stringify(reply)}`);
  return Promise.resolve(reply.token);
}

async function me(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(token) });
}

async function verifiedUser(overrides: Partial<UserFixture> = {}): Promise<UserFixture> {
  const user = await createUser(t.db, overrides);
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user;
}

function codeAt(secret: string, offsetSteps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

/** Two-factor login turned on through the API; the code of the step before now is used up. */
async function enableTwoFactor(userId: number): Promise<{ secret: string; codes: string[] }> {
  const token = await tokenFor(t.app, t.db, userId);
  const setup = await post('/api/auth/2fa/setup', { currentPassword: 'Password123' }, token);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const verify = await post('/api/auth/2fa/verify-setup', { code: codeAt(secret, -1) }, token);
  expect(verify.statusCode).toBe(200);
  return { secret, codes: verify.json<{ backupCodes: string[] }>().backupCodes };
}

const invalid = { status: 400, code: 'googleSignInInvalid', message: MESSAGES.googleSignInInvalid };

describe('Google sign-in (OpenID Connect against a local provider)', () => {
  it('reports Google as available in health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({ google: true });
  });

  it.each([
    ['no binding', ''],
    ['a binding that is not a base64url SHA-256', '?binding=abc'],
    ['a binding with other characters', `?binding=${'+'.repeat(43)}`],
  ])('sends a start with %s back with invalid_request', async (_name, query) => {
    const login = await t.app.inject({ method: 'GET', url: `/api/oauth2/login${query}` });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe('/auth/oauth2/callback?error=invalid_request');
  });

  it('creates a USER with a unique username and signs them in through a one-time code', async () => {
    await createUser(t.db, { username: 'ada' });
    const browser = newBrowser();
    const back = await googleSignIn(
      { sub: 'google-1', email: 'ada@gmail.example', email_verified: true },
      browser.binding,
    );
    expect([...back.searchParams.keys()]).toEqual(['code']);
    const res = await exchange(back.searchParams.get('code') ?? '', browser.secret);
    expect(res.statusCode).toBe(200);
    const reply = await me(await tokenOf(res.json<ExchangeReply>()));
    expect(reply.json()).toMatchObject({
      email: 'ada@gmail.example',
      role: 'USER',
      hasPassword: false,
      emailVerified: true,
      googleLinked: true,
    });
    expect(reply.json<{ username: string }>().username).toMatch(/^ada\d+$/);
  });

  it('gives a Google user whose address looks like a username another name (decision 025)', async () => {
    await createUser(t.db, { username: 'mingstudio' });
    const token = await tokenOf(
      await signInWithGoogle({
        sub: 'google-look-alike',
        email: 'rningstudio@gmail.example',
        email_verified: true,
      }),
    );
    expect((await me(token)).json<{ username: string }>().username).toMatch(/^rningstudio\d+$/);
  });

  it('signs the same person in again by their subject', async () => {
    const token = await tokenOf(
      await signInWithGoogle({
        sub: 'google-1',
        email: 'changed@gmail.example',
        email_verified: true,
      }),
    );
    expect((await me(token)).json()).toMatchObject({ email: 'ada@gmail.example' });
    expect(await t.db.select().from(users).where(eq(users.googleSubject, 'google-1'))).toHaveLength(
      1,
    );
  });

  it('exchanges a code once only', async () => {
    const browser = newBrowser();
    const back = await googleSignIn(
      { sub: 'google-once', email: 'once@gmail.example', email_verified: true },
      browser.binding,
    );
    const code = back.searchParams.get('code') ?? '';
    const [first, second] = await Promise.all([
      exchange(code, browser.secret),
      exchange(code, browser.secret),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const again = await exchange(code, browser.secret);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalid);
  });

  it('refuses a code shown with another secret (another browser), and the code is spent', async () => {
    const victim = newBrowser();
    const back = await googleSignIn(
      { sub: 'google-foreign', email: 'foreign@gmail.example', email_verified: true },
      victim.binding,
    );
    const code = back.searchParams.get('code') ?? '';
    const otherBrowser = newBrowser();
    const foreign = await exchange(code, otherBrowser.secret);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual(invalid);
    // The binding itself (what went through the address bar) is not the secret either.
    expect((await exchange(code, victim.binding)).json()).toEqual(invalid);
    expect((await exchange(code, victim.secret)).json()).toEqual(invalid);
  });

  it('refuses an expired code', async () => {
    const browser = newBrowser();
    const back = await googleSignIn(
      { sub: 'google-late', email: 'late@gmail.example', email_verified: true },
      browser.binding,
    );
    const code = back.searchParams.get('code') ?? '';
    const hash = createHash('sha256').update(code).digest('hex');
    const [row] = await t.db.select().from(oauthCodes).where(eq(oauthCodes.codeHash, hash));
    // Valid for 60 seconds from the callback.
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(55_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    await t.db
      .update(oauthCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthCodes.codeHash, hash));
    const res = await exchange(code, browser.secret);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid);
  });

  it.each([
    ['garbage', { code: 'not-a-code', secret: 'x' }],
    ['an empty code', { code: '', secret: 'x' }],
    ['no secret', { code: 'a'.repeat(43) }],
  ])('answers %s with the same 400', async (_name, body) => {
    const res = await post('/api/oauth2/exchange', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(invalid);
  });
});

describe('an address that Google vouches for', () => {
  it('goes to the Google user, not to an account that never proved it (takeover refused)', async () => {
    // The attacker signs up first with the victim's address and keeps a session.
    const signup = await post('/api/accounts/signup', {
      username: 'mallory',
      email: 'victim@example.com',
      password: 'Attacker123',
    });
    expect(signup.statusCode).toBe(201);
    const attackerSignIn = await post('/api/accounts/signin', {
      email: 'mallory',
      password: 'Attacker123',
    });
    const attackerToken = attackerSignIn.json<{ token: string }>().token;
    const [attacker] = await t.db.select().from(users).where(eq(users.username, 'mallory'));

    // The victim signs in with Google for the first time.
    const victimToken = await tokenOf(
      await signInWithGoogle({
        sub: 'google-victim',
        email: 'victim@example.com',
        email_verified: true,
      }),
    );
    const victim = (await me(victimToken)).json<{ id: number; email: string }>();
    expect(victim).toMatchObject({
      email: 'victim@example.com',
      emailVerified: true,
      googleLinked: true,
    });
    expect(victim.id).not.toBe(attacker!.id);

    // The attacker's session is over, and the password no longer reaches the address.
    expect((await me(attackerToken)).statusCode).toBe(401);
    const byEmail = await post('/api/accounts/signin', {
      email: 'victim@example.com',
      password: 'Attacker123',
    });
    expect(byEmail.statusCode).toBe(401);
    // The attacker's own account is still theirs, without the address.
    const byName = await post('/api/accounts/signin', {
      email: 'mallory',
      password: 'Attacker123',
    });
    expect(byName.statusCode).toBe(200);
    const own = (await me(byName.json<{ token: string }>().token)).json<{
      id: number;
      email: string;
    }>();
    expect(own.id).toBe(attacker!.id);
    expect(own.email).toMatch(/@email-released\.invalid$/);
    expect(own).toMatchObject({ emailVerified: false, googleLinked: false });

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.email_released'), eq(auditLog.targetId, attacker!.id)));
    expect(entry).toMatchObject({ actorId: victim.id, targetType: 'user' });
    expect(entry?.details).toMatchObject({ username: 'mallory', email: 'victim@example.com' });
  });

  it('joins a verified account only after its password proves it', async () => {
    const grace = await verifiedUser({ username: 'grace', email: 'grace@example.com' });
    const reply = await signInWithGoogle({
      sub: 'google-grace',
      email: 'GRACE@example.com',
      email_verified: true,
    });
    expect(reply).toMatchObject({
      requiresLink: true,
      username: 'grace',
      twoFactorEnabled: false,
    });
    if (!('requiresLink' in reply)) throw new Error('no link step');
    const { challenge } = reply;
    const unlinked = async () =>
      (await t.db.select().from(users).where(eq(users.id, grace.id)))[0]?.googleSubject;
    expect(await unlinked()).toBeNull();

    const wrong = await post('/api/oauth2/link', { challenge, password: 'NotHers123' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: MESSAGES.invalidCredentials });
    expect(await unlinked()).toBeNull();
    // A callback code is not a link challenge, and the other way round.
    expect((await exchange(challenge, 'x')).statusCode).toBe(400);

    const right = await post('/api/oauth2/link', { challenge, password: grace.password });
    expect(right.statusCode).toBe(200);
    const token = right.json<{ token: string }>().token;
    secretsSeen.add(token);
    expect((await me(token)).json()).toMatchObject({ id: grace.id, googleLinked: true });
    expect(await unlinked()).toBe('google-grace');
    const replay = await post('/api/oauth2/link', { challenge, password: grace.password });
    expect(replay.json()).toEqual(invalid);

    // From now on Google signs straight in to the account.
    const again = await tokenOf(
      await signInWithGoogle({
        sub: 'google-grace',
        email: 'grace@example.com',
        email_verified: true,
      }),
    );
    expect((await me(again)).json()).toMatchObject({ id: grace.id });
  });

  it('counts wrong passwords of the link step with the sign-in failures', async () => {
    const hopper = await verifiedUser({ email: 'hopper@example.com' });
    const reply = await signInWithGoogle({
      sub: 'google-hopper',
      email: 'hopper@example.com',
      email_verified: true,
    });
    if (!('requiresLink' in reply)) throw new Error('no link step');
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/oauth2/link', {
        challenge: reply.challenge,
        password: `Wrong${i}pass`,
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await post('/api/oauth2/link', {
      challenge: reply.challenge,
      password: hopper.password,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ message: MESSAGES.tooManyAttempts });
    // The same counter as password sign-in.
    const signIn = await post('/api/accounts/signin', {
      email: hopper.username,
      password: hopper.password,
    });
    expect(signIn.statusCode).toBe(429);
    const [row] = await t.db.select().from(users).where(eq(users.id, hopper.id));
    expect(row?.googleSubject).toBeNull();
  });

  it('asks a two-factor account for its code before linking', async () => {
    const lin = await verifiedUser({ email: 'lin@example.com' });
    const { secret } = await enableTwoFactor(lin.id);
    const reply = await signInWithGoogle({
      sub: 'google-lin',
      email: 'lin@example.com',
      email_verified: true,
    });
    expect(reply).toMatchObject({ requiresLink: true, twoFactorEnabled: true });
    if (!('requiresLink' in reply)) throw new Error('no link step');
    const noCode = await post('/api/oauth2/link', {
      challenge: reply.challenge,
      password: lin.password,
    });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ message: MESSAGES.invalidVerificationCode });
    const withCode = await post('/api/oauth2/link', {
      challenge: reply.challenge,
      password: lin.password,
      code: codeAt(secret),
    });
    expect(withCode.statusCode).toBe(200);
    secretsSeen.add(withCode.json<{ token: string }>().token);
    const [row] = await t.db.select().from(users).where(eq(users.id, lin.id));
    expect(row?.googleSubject).toBe('google-lin');
  });

  it('is never matched to an account when Google does not vouch for it', async () => {
    const linus = await createUser(t.db, { username: 'linus', email: 'linus@example.com' });
    const back = await googleSignIn(
      { sub: 'google-3', email: 'linus@example.com', email_verified: false },
      newBrowser().binding,
    );
    expect(back.searchParams.get('error')).toBe('email_in_use');
    expect(back.searchParams.get('code')).toBeNull();
    const [row] = await t.db.select().from(users).where(eq(users.id, linus.id));
    expect(row).toMatchObject({ googleSubject: null, email: 'linus@example.com' });
    // A new address Google does not vouch for makes an account whose address is not verified.
    const token = await tokenOf(
      await signInWithGoogle({
        sub: 'google-unverified',
        email: 'fresh-unverified@example.com',
        email_verified: false,
      }),
    );
    expect((await me(token)).json()).toMatchObject({
      email: 'fresh-unverified@example.com',
      emailVerified: false,
    });
  });

  it('refuses the address of an account linked to another Google account', async () => {
    await signInWithGoogle({
      sub: 'google-first',
      email: 'shared@example.com',
      email_verified: true,
    });
    const back = await googleSignIn(
      { sub: 'google-second', email: 'shared@example.com', email_verified: true },
      newBrowser().binding,
    );
    expect(back.searchParams.get('error')).toBe('email_in_use');
  });
});

describe('two-factor login through Google', () => {
  it('asks for the code, then signs in with the challenge and the code', async () => {
    const first = await tokenOf(
      await signInWithGoogle({
        sub: 'google-2fa',
        email: 'twofactor@gmail.example',
        email_verified: true,
      }),
    );
    const id = (await me(first)).json<{ id: number }>().id;
    const { secret, codes } = await enableTwoFactor(id);

    const reply = await signInWithGoogle({
      sub: 'google-2fa',
      email: 'twofactor@gmail.example',
      email_verified: true,
    });
    expect(Object.keys(reply).sort()).toEqual(['challenge', 'requires2FA']);
    if (!('requires2FA' in reply)) throw new Error('no two-factor step');
    const { challenge } = reply;

    const wrong = await post('/api/auth/2fa/verify', { challenge, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: MESSAGES.invalidVerificationCode });
    const ok = await post('/api/auth/2fa/verify', { challenge, code: codeAt(secret) });
    expect(ok.statusCode).toBe(200);
    const token = ok.json<{ token: string }>().token;
    secretsSeen.add(token);
    expect((await me(token)).json()).toMatchObject({ id });
    // The challenge is spent.
    const again = await post('/api/auth/2fa/verify', { challenge, code: codeAt(secret, 1) });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ message: MESSAGES.signInStepExpired });

    // A backup code completes a new challenge too.
    const next = await signInWithGoogle({
      sub: 'google-2fa',
      email: 'twofactor@gmail.example',
      email_verified: true,
    });
    if (!('requires2FA' in next)) throw new Error('no two-factor step');
    const backup = await post('/api/auth/2fa/verify', {
      challenge: next.challenge,
      backupCode: codes[0],
    });
    expect(backup.statusCode).toBe(200);
    secretsSeen.add(backup.json<{ token: string }>().token);
  });
});

describe('linking Google from the signed-in profile', () => {
  async function linkStart(
    token: string,
    binding: string,
    proof: Record<string, string> = { currentPassword: 'Password123' },
  ) {
    return post('/api/oauth2/link-start', { binding, ...proof }, token);
  }

  it('links the Google account to the signed-in account', async () => {
    const user = await verifiedUser({ email: 'profile-link@example.com' });
    const token = await tokenFor(t.app, t.db, user.id);
    const browser = newBrowser();
    const start = await linkStart(token, browser.binding);
    expect(start.statusCode).toBe(200);
    currentIdentity = { sub: 'google-profile', email: 'other@gmail.example', email_verified: true };
    const back = await finishAtProvider(start.json<{ url: string }>().url);
    const res = await exchange(back.searchParams.get('code') ?? '', browser.secret);
    expect(res.statusCode).toBe(200);
    const linkedToken = await tokenOf(res.json<ExchangeReply>());
    expect((await me(linkedToken)).json()).toMatchObject({
      id: user.id,
      email: 'profile-link@example.com',
      googleLinked: true,
    });
    // Google now signs in to this account.
    const again = await tokenOf(
      await signInWithGoogle({
        sub: 'google-profile',
        email: 'other@gmail.example',
        email_verified: true,
      }),
    );
    expect((await me(again)).json()).toMatchObject({ id: user.id });

    const twice = await linkStart(linkedToken, newBrowser().binding);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: MESSAGES.googleAlreadyLinked });
  });

  it('refuses a Google account that is linked to another account', async () => {
    const user = await verifiedUser();
    const browser = newBrowser();
    const start = await linkStart(await tokenFor(t.app, t.db, user.id), browser.binding);
    currentIdentity = { sub: 'google-profile', email: 'other@gmail.example', email_verified: true };
    const back = await finishAtProvider(start.json<{ url: string }>().url);
    const refused = await exchange(back.searchParams.get('code') ?? '', browser.secret);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: MESSAGES.googleLinkedElsewhere });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.googleSubject).toBeNull();
  });

  it("links nothing when the provider URL is opened in someone else's browser", async () => {
    // The attacker starts a link for their own account and sends the victim the provider URL.
    const attacker = await verifiedUser();
    const attackersTab = newBrowser();
    const start = await linkStart(await tokenFor(t.app, t.db, attacker.id), attackersTab.binding);
    expect(start.statusCode).toBe(200);
    currentIdentity = { sub: 'google-victim', email: 'victim@gmail.example', email_verified: true };
    const back = await finishAtProvider(start.json<{ url: string }>().url);
    // The callback recorded the answer and sent the victim's browser on; nothing is linked yet.
    let [row] = await t.db.select().from(users).where(eq(users.id, attacker.id));
    expect(row?.googleSubject).toBeNull();
    // The victim's tab has no secret for it: the exchange refuses, the link is never made.
    const victimsTab = newBrowser();
    const refused = await exchange(back.searchParams.get('code') ?? '', victimsTab.secret);
    expect(refused.statusCode).toBe(400);
    [row] = await t.db.select().from(users).where(eq(users.id, attacker.id));
    expect(row?.googleSubject).toBeNull();
    // The victim's own Google sign-in opens an account of their own.
    const own = await tokenOf(
      await signInWithGoogle({
        sub: 'google-victim',
        email: 'victim@gmail.example',
        email_verified: true,
      }),
    );
    expect((await me(own)).json<{ id: number }>().id).not.toBe(attacker.id);
  });

  it('needs a signed-in, unfrozen account and a valid binding', async () => {
    const guest = await post('/api/oauth2/link-start', { binding: newBrowser().binding });
    expect(guest.statusCode).toBe(401);
    const user = await createUser(t.db);
    const token = await tokenFor(t.app, t.db, user.id);
    expect((await linkStart(token, 'short')).statusCode).toBe(400);
    const frozen = await createUser(t.db, { frozen: true });
    const refused = await linkStart(await tokenFor(t.app, t.db, frozen.id), newBrowser().binding);
    expect(refused.statusCode).toBe(403);
  });

  it('refuses to attach Google to an address nobody has proved yet', async () => {
    // Whoever signed up with someone else's address cannot attach their own Google account.
    const squatter = await createUser(t.db, { email: 'not-yet-proved@example.com' });
    const refused = await linkStart(await tokenFor(t.app, t.db, squatter.id), newBrowser().binding);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'googleLinkNeedsVerifiedEmail',
      message: MESSAGES.googleLinkNeedsVerifiedEmail,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, squatter.id));
    expect(row?.googleSubject).toBeNull();
  });
});

describe('step-up: a session alone is not the owner', () => {
  const unlink = (token: string, proof: Record<string, string> = {}) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/oauth2/link',
      payload: proof,
      headers: bearer(token),
    });
  const setUp2fa = (token: string, proof: Record<string, string> = {}) =>
    post('/api/auth/2fa/setup', proof, token);

  it('cannot turn on two-factor login without the current password', async () => {
    const user = await verifiedUser();
    const token = await tokenFor(t.app, t.db, user.id);
    const bare = await setUp2fa(token);
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({
      code: 'reauthenticationRequired',
      message: MESSAGES.reauthenticationRequired,
    });
    const wrong = await setUp2fa(token, { currentPassword: 'Guess12345' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'currentPasswordWrong' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.twoFactorSecret).toBeNull();
    expect((await setUp2fa(token, { currentPassword: user.password })).statusCode).toBe(200);
  });

  it('cannot start a Google link without the password, and with two-factor login the code', async () => {
    const user = await verifiedUser();
    const token = await tokenFor(t.app, t.db, user.id);
    const bare = await post('/api/oauth2/link-start', { binding: newBrowser().binding }, token);
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ code: 'reauthenticationRequired' });
    await enableTwoFactor(user.id);
    const fresh = await tokenFor(t.app, t.db, user.id);
    const passwordOnly = await post(
      '/api/oauth2/link-start',
      { binding: newBrowser().binding, currentPassword: user.password },
      fresh,
    );
    expect(passwordOnly.statusCode).toBe(403);
    expect(passwordOnly.json()).toMatchObject({
      code: 'reauthenticationCodeRequired',
      message: MESSAGES.reauthenticationCodeRequired,
    });
  });

  it('checks at most 5 of 8 wrong current passwords, then not even the right one', async () => {
    const user = await verifiedUser();
    const token = await tokenFor(t.app, t.db, user.id);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await setUp2fa(token, { currentPassword: `Wrong${i}12345` })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    const right = await setUp2fa(token, { currentPassword: user.password });
    expect(right.statusCode).toBe(429);
    // The profile's password check shares the count.
    const edit = await t.app.inject({
      method: 'PATCH',
      url: '/api/accounts/edit',
      headers: bearer(token),
      payload: {
        username: user.username,
        email: user.email,
        password: 'Another123',
        currentPassword: user.password,
      },
    });
    expect(edit.statusCode).toBe(429);
  });

  it('removes a Google link only with the password; Google then signs in elsewhere', async () => {
    const user = await verifiedUser();
    await t.db.update(users).set({ googleSubject: 'google-unlink' }).where(eq(users.id, user.id));
    const token = await tokenFor(t.app, t.db, user.id);
    const bare = await unlink(token);
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ code: 'reauthenticationRequired' });
    const done = await unlink(token, { currentPassword: user.password });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: MESSAGES.googleUnlinked });
    expect((await me(token)).json()).toMatchObject({ id: user.id, googleLinked: false });
    const again = await unlink(token, { currentPassword: user.password });
    expect(again.statusCode).toBe(409);
    const google = await tokenOf(
      await signInWithGoogle({
        sub: 'google-unlink',
        email: 'unlinked@gmail.example',
        email_verified: true,
      }),
    );
    expect((await me(google)).json<{ id: number }>().id).not.toBe(user.id);
  });

  it('lets an account without a password prove itself by a fresh Google sign-in only', async () => {
    const fresh = await tokenOf(
      await signInWithGoogle({
        sub: 'google-only',
        email: 'google-only@gmail.example',
        email_verified: true,
      }),
    );
    const { id, tokenVersion } = (
      await t.db.select().from(users).where(eq(users.email, 'google-only@gmail.example'))
    )[0]!;
    const stale = await t.app.tokens.sign({
      userId: id,
      tokenVersion,
      authTime: Math.floor(Date.now() / 1000) - 3600,
    });
    const refused = await setUp2fa(stale);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'reauthenticationWithGoogleRequired',
      message: MESSAGES.reauthenticationWithGoogleRequired,
    });
    expect((await setUp2fa(fresh)).statusCode).toBe(200);
    // Google is its only way in: it cannot be removed.
    const unlinkOnly = await unlink(fresh);
    expect(unlinkOnly.statusCode).toBe(403);
    expect(unlinkOnly.json()).toMatchObject({ code: 'passwordNeededForChange' });
  });
});

describe('the round trip itself', () => {
  it('refuses a replayed or forged state', async () => {
    let used: URL | undefined;
    await googleSignIn(
      { sub: 'google-4', email: 'x4@example.com', email_verified: true },
      newBrowser().binding,
      (callback) => {
        used = new URL(callback);
      },
    );
    const replay = await t.app.inject({ method: 'GET', url: `${used?.pathname}${used?.search}` });
    expect(String(replay.headers.location)).toBe('/auth/oauth2/callback?error=expired');
    const forged = await googleSignIn(
      { sub: 'google-5', email: 'x5@example.com', email_verified: true },
      newBrowser().binding,
      (callback) => {
        callback.searchParams.set('state', 'forged-state');
      },
    );
    expect(forged.searchParams.get('error')).toBe('expired');
  });

  it.each([
    ['10.5.1 a nonce other than the one sent (a replayed ID token)', { nonce: 'an-old-nonce' }],
    ['10.5.4 an ID token meant for another client (aud)', { aud: 'another-client' }],
  ])('refuses %s', async (_name, forged) => {
    const email = `forged-${Object.keys(forged).join('')}@example.com`;
    const back = await googleSignIn(
      { sub: `google-forged-${email}`, email, email_verified: true, ...forged },
      newBrowser().binding,
    );
    expect(back.searchParams.get('error')).toBe('failed');
    expect(back.searchParams.get('code')).toBeNull();
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("passes the provider's error on to the web app", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/oauth2/callback?error=access_denied',
    });
    expect(res.headers.location).toBe('/auth/oauth2/callback?error=access_denied');
  });
});

describe('the log', () => {
  it('holds no code, token, challenge or secret of the journeys above, at trace level', () => {
    const log = logLines.join('');
    expect(log).toContain('/api/oauth2/callback?');
    expect(log).toContain('code=[redacted]');
    expect(secretsSeen.size).toBeGreaterThan(20);
    for (const value of secretsSeen) expect(log).not.toContain(value);
  });
});

describe('10.5.3 the issuer in the provider metadata', () => {
  /** Serves the real provider's metadata from another address, as an impostor would. */
  async function metadataServer(issuerOf: (ownUrl: string) => string) {
    const metadata = (await (
      await fetch(`${provider.issuer.url ?? ''}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    const server = createServer((_request, response) => {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ ...metadata, issuer: issuerOf(url) }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return { url, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  const clientFor = (issuer: string) =>
    new OidcClient({
      issuer,
      clientId: 'curio-test-client',
      clientSecret: 'curio-test-secret',
      redirectUri: 'http://127.0.0.1:3999/api/oauth2/callback',
    });

  it('refuses metadata naming another issuer than the one configured', async () => {
    const impostor = await metadataServer(() => provider.issuer.url ?? '');
    const honest = await metadataServer((ownUrl) => ownUrl);
    try {
      await expect(clientFor(impostor.url).start()).rejects.toThrow(/issuer/);
      // The same metadata naming its own address is accepted: the issuer check is what refused.
      const start = await clientFor(honest.url).start();
      expect(new URL(start.url).origin).toBe(new URL(provider.issuer.url ?? '').origin);
    } finally {
      await impostor.stop();
      await honest.stop();
    }
  });
});

describe('without Google configured', () => {
  it('says so in health and sends the browser back with an error', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
        google: false,
      });
      const login = await plain.app.inject({
        method: 'GET',
        url: `/api/oauth2/login?binding=${newBrowser().binding}`,
      });
      expect(login.headers.location).toBe('/auth/oauth2/callback?error=unavailable');
      const user = await createUser(plain.db);
      const start = await plain.app.inject({
        method: 'POST',
        url: '/api/oauth2/link-start',
        payload: { binding: newBrowser().binding },
        headers: bearer(await tokenFor(plain.app, plain.db, user.id)),
      });
      expect(start.statusCode).toBe(503);
      expect(start.json()).toMatchObject({ message: MESSAGES.googleUnavailable });
    } finally {
      await plain.close();
    }
  });
});
