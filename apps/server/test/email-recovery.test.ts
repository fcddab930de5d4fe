import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { loadSecrets } from '../src/secrets';
import { accountTokens, auditLog, backupCodes, users } from '../src/db/schema';
import { bearer, tokenFor } from './helpers/auth';
import { createUser, type UserFixture } from './helpers/fixtures';
import { outboxMails, parseMail, tokenIn, type ParsedMail } from './helpers/mail-message';
import { startSmtpServer } from './helpers/smtp';
import { createTestApp, type TestApp } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

let t: TestApp;
let outbox: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://curio.example' });
  outbox = join(t.dataDir, 'outbox');
});
afterAll(() => t.close());

let counter = 0;
const fresh = () => `p${Date.now().toString(36)}${(counter++).toString(36)}`;

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers });
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(token) })).json<{
    email: string;
    emailVerified: boolean;
    pendingEmail: string | null;
  }>();
const edit = (token: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/accounts/edit',
    payload,
    headers: { ...bearer(token), ...headers },
  });

/** The mails the outbox holds for this address, once there are `count` of them. */
async function mailsTo(address: string, count = 1): Promise<ParsedMail[]> {
  let found: ParsedMail[] = [];
  await vi.waitFor(
    async () => {
      found = (await outboxMails(outbox)).filter((m) => m.to === address);
      expect(found.length).toBeGreaterThanOrEqual(count);
    },
    { timeout: 10_000, interval: 50 },
  );
  return found;
}

async function signUp(headers: Record<string, string> = {}) {
  const name = fresh();
  const account = { username: name, email: `${name}@example.com`, password: 'Password123' };
  const res = await post('/api/accounts/signup', account, headers);
  expect(res.statusCode).toBe(201);
  const signIn = await post('/api/accounts/signin', {
    email: account.email,
    password: account.password,
  });
  expect(signIn.statusCode).toBe(200);
  return { ...account, token: signIn.json<{ token: string }>().token };
}

describe('email verification (outbox, the embedded default)', () => {
  it('sends a verification mail at sign-up; the unverified account signs in; the link verifies once', async () => {
    const account = await signUp();
    expect(await me(account.token)).toMatchObject({ emailVerified: false, pendingEmail: null });

    const [mail] = await mailsTo(account.email);
    if (!mail) throw new Error('no mail');
    expect(mail.subject).toBe('Confirm your email address for Curio');
    expect(mail.text).toContain('https://curio.example/auth/verify-email?token=');
    const token = tokenIn(mail, '/auth/verify-email');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only a hash is stored.
    const stored = await t.db.select().from(accountTokens);
    expect(stored.map((r) => r.tokenHash)).not.toContain(token);

    const verified = await post('/api/accounts/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      success: true,
      message: 'Your email address is verified.',
      email: account.email,
    });
    expect(await me(account.token)).toMatchObject({ emailVerified: true });

    const again = await post('/api/accounts/verify-email', { token });
    expect(again.json()).toEqual({
      status: 400,
      code: 'verificationLinkInvalid',
      message: 'This verification link is invalid or has expired.',
    });
  });

  it('refuses a garbage, an empty and an expired token with the same message', async () => {
    const garbage = await post('/api/accounts/verify-email', { token: 'not-a-token' });
    expect(garbage.json()).toMatchObject({
      status: 400,
      code: 'verificationLinkInvalid',
      message: 'This verification link is invalid or has expired.',
    });
    const empty = await post('/api/accounts/verify-email', { token: '' });
    expect(empty.statusCode).toBe(400);

    const account = await signUp();
    const token = tokenIn((await mailsTo(account.email))[0]!, '/auth/verify-email');
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.email, account.email));
    const expired = await post('/api/accounts/verify-email', { token });
    expect(expired.json()).toMatchObject({ status: 400 });
    expect(await me(account.token)).toMatchObject({ emailVerified: false });
  });

  it('writes the mail in the language the web app sends (Accept-Language)', async () => {
    const account = await signUp({ 'accept-language': 'de' });
    const [mail] = await mailsTo(account.email);
    expect(mail?.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Curio');
    expect(mail?.text).toContain('bitte bestätigen Sie');
  });

  it('resends for signed-in accounts only, replaces the older link, and limits mails per account', async () => {
    expect((await post('/api/accounts/verify-email/resend')).statusCode).toBe(401);
    const account = await signUp();
    const [first] = await mailsTo(account.email);
    const oldToken = tokenIn(first!, '/auth/verify-email');

    const resend = await post('/api/accounts/verify-email/resend', undefined, {
      ...bearer(account.token),
      'accept-language': 'fr-FR,fr;q=0.9',
    });
    expect(resend.json()).toEqual({ success: true, message: 'We sent you a verification email.' });
    const mails = await mailsTo(account.email, 2);
    const second = mails.find((m) => tokenIn(m, '/auth/verify-email') !== oldToken)!;
    expect(second.subject).toBe('Confirmez votre adresse e-mail pour Curio');

    // The older link stopped working; the new one works.
    expect((await post('/api/accounts/verify-email', { token: oldToken })).statusCode).toBe(400);

    // Three mails in 15 minutes (the sign-up mail counts), then a 429 with the reason.
    expect(
      (await post('/api/accounts/verify-email/resend', undefined, bearer(account.token)))
        .statusCode,
    ).toBe(200);
    const limited = await post(
      '/api/accounts/verify-email/resend',
      undefined,
      bearer(account.token),
    );
    expect(limited.json()).toEqual({
      status: 429,
      code: 'verificationTooSoon',
      message: 'Please wait a few minutes before asking for another email.',
    });

    const latest = (await mailsTo(account.email, 3)).map((m) => tokenIn(m, '/auth/verify-email'));
    let verifiedWith = 0;
    for (const token of latest)
      if ((await post('/api/accounts/verify-email', { token })).statusCode === 200) verifiedWith++;
    expect(verifiedWith).toBe(1);

    const done = await post('/api/accounts/verify-email/resend', undefined, bearer(account.token));
    expect(done.json()).toEqual({
      status: 409,
      code: 'emailAlreadyVerified',
      message: 'Your email address is already verified.',
    });
  });
});

describe('changing the email or the password', () => {
  it('needs the current password', async () => {
    const user = await createUser(t.db);
    const token = await tokenFor(t.app, t.db, user.id);
    const base = { username: user.username, email: `${fresh()}@example.com` };

    const missing = await edit(token, base);
    expect(missing.json()).toEqual({
      status: 400,
      code: 'currentPasswordRequired',
      message: 'Please enter your current password.',
      fieldErrors: { currentPassword: 'Please enter your current password.' },
      fieldCodes: { currentPassword: 'currentPasswordRequired' },
    });
    const wrong = await edit(token, { ...base, currentPassword: 'Wrong12345' });
    expect(wrong.json()).toMatchObject({
      status: 400,
      fieldErrors: { currentPassword: 'The current password is not correct.' },
    });
    const newPassword = await edit(token, {
      username: user.username,
      email: user.email,
      password: 'Another123',
    });
    expect(newPassword.statusCode).toBe(400);

    // Other fields change without it.
    const rename = await edit(token, { username: `${user.username}x`, email: user.email });
    expect(rename.statusCode).toBe(200);
  });

  it('keeps the address until the new one is verified, mailing the new and the old address', async () => {
    const user = await createUser(t.db);
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    const token = await tokenFor(t.app, t.db, user.id);
    const newEmail = `${fresh()}@example.com`;

    const res = await edit(
      token,
      { username: user.username, email: newEmail, currentPassword: user.password },
      { 'accept-language': 'es' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: object }>().user).toMatchObject({
      email: user.email,
      pendingEmail: newEmail,
      emailVerified: true,
    });
    // Sign-in still goes by the old address.
    const [toNew] = await mailsTo(newEmail);
    expect(toNew?.subject).toBe('Confirme su dirección de correo para Curio');
    const [notice] = await mailsTo(user.email);
    expect(notice?.subject).toBe('Se está cambiando su dirección de correo de Curio');
    expect(notice?.text).toContain(newEmail);
    expect(notice?.text).not.toContain('token=');

    // Saving the form again with the pending address changes nothing and needs no password.
    const again = await edit(token, { username: user.username, email: newEmail });
    expect(again.json<{ user: object }>().user).toMatchObject({ pendingEmail: newEmail });

    const verified = await post('/api/accounts/verify-email', {
      token: tokenIn(toNew!, '/auth/verify-email'),
    });
    expect(verified.json()).toMatchObject({ success: true, email: newEmail });
    expect(await me(token)).toMatchObject({
      email: newEmail,
      pendingEmail: null,
      emailVerified: true,
    });
  });

  it('answers a clear 409 when another account took the new address before it was verified', async () => {
    const user = await createUser(t.db);
    const token = await tokenFor(t.app, t.db, user.id);
    const newEmail = `${fresh()}@example.com`;
    await edit(token, { username: user.username, email: newEmail, currentPassword: user.password });
    const [mail] = await mailsTo(newEmail);
    await createUser(t.db, { email: newEmail });

    const clash = await post('/api/accounts/verify-email', {
      token: tokenIn(mail!, '/auth/verify-email'),
    });
    expect(clash.json()).toEqual({
      status: 409,
      code: 'emailTakenNow',
      message: 'This email address now belongs to another account. Please choose another one.',
    });
    expect(await me(token)).toMatchObject({ email: user.email, pendingEmail: newEmail });
  });

  it('sending the current address back cancels a pending change', async () => {
    const user = await createUser(t.db);
    const token = await tokenFor(t.app, t.db, user.id);
    const newEmail = `${fresh()}@example.com`;
    await edit(token, { username: user.username, email: newEmail, currentPassword: user.password });
    const [mail] = await mailsTo(newEmail);
    const back = await edit(token, { username: user.username, email: user.email });
    expect(back.json<{ user: object }>().user).toMatchObject({ pendingEmail: null });
    const late = await post('/api/accounts/verify-email', {
      token: tokenIn(mail!, '/auth/verify-email'),
    });
    expect(late.statusCode).toBe(400);
    expect(await me(token)).toMatchObject({ email: user.email });
  });

  it('a password change with the current password still ends other sessions and answers a token', async () => {
    const user = await createUser(t.db);
    const token = await tokenFor(t.app, t.db, user.id);
    const res = await edit(token, {
      username: user.username,
      email: user.email,
      password: 'Another123',
      currentPassword: user.password,
    });
    expect(res.statusCode).toBe(200);
    const next = res.json<{ token: string }>().token;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
    expect((await me(next)).email).toBe(user.email);
  });

  it('an account without a password (Google) is told to set one through the reset link', async () => {
    const user = await createUser(t.db);
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const token = await tokenFor(t.app, t.db, user.id);
    const res = await edit(token, { username: user.username, email: `${fresh()}@example.com` });
    expect(res.json()).toMatchObject({
      status: 400,
      code: 'passwordNeededForChange',
      message:
        'Your account has no password yet. Set one with "Forgot password?" on the sign-in page first.',
    });
  });
});

describe('password reset', () => {
  const reset = (email: string, headers: Record<string, string> = {}) =>
    post('/api/accounts/password-reset', { email }, headers);

  it('answers the same 202 for a known and an unknown account; only the known one gets a mail', async () => {
    const user = await createUser(t.db);
    const known = await reset(user.email);
    const unknown = await reset(`${fresh()}@example.com`);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({
      message:
        'If an account exists for this address, we have sent it a link to reset the password.',
    });
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Reset your Curio password');
    expect(mail?.text).toContain('https://curio.example/auth/reset-password?token=');
  });

  it('sets a new password under the sign-up rules, once, and ends every session', async () => {
    const user = await createUser(t.db);
    const session = await tokenFor(t.app, t.db, user.id);
    await reset(user.username); // the username works too
    const token = tokenIn((await mailsTo(user.email))[0]!, '/auth/reset-password');

    const weak = await post('/api/accounts/password-reset/confirm', { token, password: 'weak' });
    expect(weak.json()).toMatchObject({
      status: 400,
      fieldErrors: {
        password:
          'Password must be at least 8 characters long, contain one capital letter and one number',
      },
    });

    const done = await post('/api/accounts/password-reset/confirm', {
      token,
      password: 'BrandNew123',
    });
    expect(done.json()).toEqual({
      success: true,
      message: 'Your password has been changed. Please sign in with your new password.',
    });
    // Every session is over; the new password signs in, the old one does not.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(session) }))
        .statusCode,
    ).toBe(401);
    const oldPassword = await post('/api/accounts/signin', {
      email: user.email,
      password: user.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const signIn = await post('/api/accounts/signin', {
      email: user.email,
      password: 'BrandNew123',
    });
    expect(signIn.statusCode).toBe(200);
    // The link proved the address.
    expect(await me(signIn.json<{ token: string }>().token)).toMatchObject({ emailVerified: true });

    const reused = await post('/api/accounts/password-reset/confirm', {
      token,
      password: 'Another123',
    });
    expect(reused.json()).toEqual({
      status: 400,
      code: 'passwordResetLinkInvalid',
      message: 'This password reset link is invalid or has expired.',
    });
  });

  it('refuses an expired link and an older link once a newer one was sent', async () => {
    const user = await createUser(t.db);
    await reset(user.email);
    const first = tokenIn((await mailsTo(user.email))[0]!, '/auth/reset-password');
    await reset(user.email);
    const mails = await mailsTo(user.email, 2);
    const second = mails.map((m) => tokenIn(m, '/auth/reset-password')).find((x) => x !== first)!;
    const old = await post('/api/accounts/password-reset/confirm', {
      token: first,
      password: 'BrandNew123',
    });
    expect(old.statusCode).toBe(400);

    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'password_reset')));
    const expired = await post('/api/accounts/password-reset/confirm', {
      token: second,
      password: 'BrandNew123',
    });
    expect(expired.json()).toMatchObject({
      status: 400,
      code: 'passwordResetLinkInvalid',
      message: 'This password reset link is invalid or has expired.',
    });
  });

  /** A reset link mailed to the user now, and a session of theirs. */
  async function resetLinkAndSession(user: UserFixture) {
    await reset(user.email);
    const link = tokenIn((await mailsTo(user.email))[0]!, '/auth/reset-password');
    return { link, session: await tokenFor(t.app, t.db, user.id) };
  }

  const invalidReset = {
    status: 400,
    code: 'passwordResetLinkInvalid',
    message: 'This password reset link is invalid or has expired.',
  };

  it('ends a reset link when the password is changed in the profile', async () => {
    const user = await createUser(t.db);
    const { link, session } = await resetLinkAndSession(user);
    const changed = await edit(session, {
      username: user.username,
      email: user.email,
      password: 'Changed123',
      currentPassword: user.password,
    });
    expect(changed.statusCode).toBe(200);
    const late = await post('/api/accounts/password-reset/confirm', {
      token: link,
      password: 'Attacker123',
    });
    expect(late.json()).toEqual(invalidReset);
    const signIn = await post('/api/accounts/signin', {
      email: user.email,
      password: 'Changed123',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('ends a reset link mailed to the old address once the address moved and was verified', async () => {
    const user = await createUser(t.db);
    const { link, session } = await resetLinkAndSession(user);
    const newEmail = `${fresh()}@example.com`;
    const moved = await edit(session, {
      username: user.username,
      email: newEmail,
      currentPassword: user.password,
    });
    expect(moved.statusCode).toBe(200);
    const verified = await post('/api/accounts/verify-email', {
      token: tokenIn((await mailsTo(newEmail))[0]!, '/auth/verify-email'),
    });
    expect(verified.json()).toMatchObject({ success: true, email: newEmail });
    const late = await post('/api/accounts/password-reset/confirm', {
      token: link,
      password: 'Attacker123',
    });
    expect(late.json()).toEqual(invalidReset);
    // The password is the owner's still.
    const signIn = await post('/api/accounts/signin', { email: newEmail, password: user.password });
    expect(signIn.statusCode).toBe(200);
  });

  it('ends a reset link mailed to the old address even while the new one is not verified', async () => {
    const user = await createUser(t.db);
    const { link, session } = await resetLinkAndSession(user);
    const moving = await edit(session, {
      username: user.username,
      email: `${fresh()}@example.com`,
      currentPassword: user.password,
    });
    expect(moving.statusCode).toBe(200);
    const late = await post('/api/accounts/password-reset/confirm', {
      token: link,
      password: 'Attacker123',
    });
    expect(late.json()).toEqual(invalidReset);
  });

  it('sends at most 3 reset mails per account in 15 minutes, still answering 202', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++) expect((await reset(user.email)).statusCode).toBe(202);
    await mailsTo(user.email, 3);
    await t.app.accountMails.queue.idle();
    expect(await mailsTo(user.email)).toHaveLength(3);
  });

  it('lets an account without a password (Google) set one', async () => {
    const user = await createUser(t.db);
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    await reset(user.email);
    const token = tokenIn((await mailsTo(user.email))[0]!, '/auth/reset-password');
    await post('/api/accounts/password-reset/confirm', { token, password: 'BrandNew123' });
    const signIn = await post('/api/accounts/signin', {
      email: user.email,
      password: 'BrandNew123',
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('proving an address ends what was attached before it', () => {
  const UNLINKED_SUBJECT = 'We removed a Google sign-in from your Curio account';

  /** Someone signed up with the owner's address and attached their own Google account. */
  async function squattedAccount() {
    const account = await signUp();
    const [row] = await t.db
      .update(users)
      .set({ googleSubject: `squatter-${fresh()}` })
      .where(eq(users.email, account.email))
      .returning({ id: users.id });
    return { ...account, id: row!.id };
  }

  async function expectSessionEnded(token: string) {
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/me',
      headers: bearer(token),
    });
    expect(stale.statusCode).toBe(401);
  }

  async function accountRow(id: number) {
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    return row!;
  }

  it("the owner's reset removes the Google link and every session, and tells the owner", async () => {
    const squatted = await squattedAccount();
    expect(await me(squatted.token)).toMatchObject({ emailVerified: false });
    expect((await post('/api/accounts/password-reset', { email: squatted.email })).statusCode).toBe(
      202,
    );
    const resetMail = (await mailsTo(squatted.email, 2)).find((mail) =>
      mail.text.includes('/auth/reset-password?token='),
    );
    const done = await post('/api/accounts/password-reset/confirm', {
      token: tokenIn(resetMail!, '/auth/reset-password'),
      password: 'OwnersOwn123',
    });
    expect(done.statusCode).toBe(200);

    const row = await accountRow(squatted.id);
    expect(row.googleSubject).toBeNull();
    expect(row.emailVerified).toBe(true);
    await expectSessionEnded(squatted.token);
    const notices = (await mailsTo(squatted.email, 3)).filter(
      (m) => m.subject === UNLINKED_SUBJECT,
    );
    expect(notices).toHaveLength(1);
    const owner = await post('/api/accounts/signin', {
      email: squatted.email,
      password: 'OwnersOwn123',
    });
    expect(owner.statusCode).toBe(200);
  });

  it("the owner's verification link removes the Google link and every session", async () => {
    const squatted = await squattedAccount();
    const [verifyMail] = await mailsTo(squatted.email);
    const verified = await post(
      '/api/accounts/verify-email',
      { token: tokenIn(verifyMail!, '/auth/verify-email') },
      { 'accept-language': 'de' },
    );
    expect(verified.statusCode).toBe(200);
    expect((await accountRow(squatted.id)).googleSubject).toBeNull();
    await expectSessionEnded(squatted.token);
    const notice = (await mailsTo(squatted.email, 2)).find(
      (m) => m.subject !== verifyMail!.subject,
    );
    expect(notice?.subject).toBe('Wir haben eine Google-Anmeldung aus Ihrem Curio-Konto entfernt');
  });

  it('leaves a link made after the address was proved, and its sessions, alone', async () => {
    const account = await signUp();
    const [verifyMail] = await mailsTo(account.email);
    await post('/api/accounts/verify-email', { token: tokenIn(verifyMail!, '/auth/verify-email') });
    const [row] = await t.db
      .update(users)
      .set({ googleSubject: `owner-${fresh()}` })
      .where(eq(users.email, account.email))
      .returning();
    await post('/api/accounts/password-reset', { email: account.email });
    const resetMail = (await mailsTo(account.email, 2)).find((mail) =>
      mail.text.includes('/auth/reset-password?token='),
    );
    await post('/api/accounts/password-reset/confirm', {
      token: tokenIn(resetMail!, '/auth/reset-password'),
      password: 'StillMine123',
    });
    expect((await accountRow(row!.id)).googleSubject).toBe(row!.googleSubject);
    expect((await mailsTo(account.email, 2)).map((m) => m.subject)).not.toContain(UNLINKED_SUBJECT);
  });
});

describe('password reset with two-factor login', () => {
  it('keeps two-factor login on: the new password alone does not sign in', async () => {
    const user = await createUser(t.db);
    await enableTwoFactor(user);
    await post('/api/accounts/password-reset', { email: user.email });
    const token = tokenIn((await mailsTo(user.email))[0]!, '/auth/reset-password');
    const done = await post('/api/accounts/password-reset/confirm', {
      token,
      password: 'BrandNew123',
    });
    expect(done.statusCode).toBe(200);
    const signIn = await post('/api/accounts/signin', {
      email: user.email,
      password: 'BrandNew123',
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ requires2FA: true });
    expect(signIn.json()).not.toHaveProperty('token');
  });
});

function codeAt(secret: string, offsetSteps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

async function enableTwoFactor(user: UserFixture) {
  const token = await tokenFor(t.app, t.db, user.id);
  const { secret } = (
    await post('/api/auth/2fa/setup', { currentPassword: user.password }, bearer(token))
  ).json<{
    secret: string;
  }>();
  const verify = await post(
    '/api/auth/2fa/verify-setup',
    { code: codeAt(secret, -1) },
    bearer(token),
  );
  const reply = verify.json<{ backupCodes: string[]; token: string }>();
  return { secret, codes: reply.backupCodes, token: reply.token };
}

describe('a new password with two-factor login', () => {
  it('needs a current code or a backup code besides the current password', async () => {
    const user = await createUser(t.db);
    const { secret, codes, token } = await enableTwoFactor(user);
    const change = (extra: Record<string, string>) =>
      edit(token, {
        username: user.username,
        email: user.email,
        password: 'Changed123',
        currentPassword: user.password,
        ...extra,
      });
    const passwordOnly = await change({});
    expect(passwordOnly.statusCode).toBe(403);
    expect(passwordOnly.json()).toMatchObject({ code: 'reauthenticationCodeRequired' });
    const wrong = await change({ code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'invalidVerificationCode' });
    const withBackup = await change({ code: codes[0]! });
    expect(withBackup.statusCode, withBackup.body).toBe(200);
    // The app's code works as well, for the next change.
    const next = withBackup.json<{ token: string }>().token;
    const again = await edit(next, {
      username: user.username,
      email: user.email,
      password: 'Changed456',
      currentPassword: 'Changed123',
      code: codeAt(secret),
    });
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('backup codes from the profile', () => {
  it('replaces the codes with 8 new ones given a current code; the old ones stop working', async () => {
    const user = await createUser(t.db);
    const { secret, codes, token } = await enableTwoFactor(user);
    const url = '/api/auth/2fa/backup-codes';
    expect((await post(url, { code: '123456' })).statusCode).toBe(401);
    const wrong = await post(url, { code: '000000' }, bearer(token));
    expect(wrong.json()).toMatchObject({
      status: 400,
      code: 'invalidVerificationCode',
      message: 'Invalid verification code',
    });

    const res = await post(url, { code: codeAt(secret) }, bearer(token));
    expect(res.statusCode).toBe(200);
    const reply = res.json<{ backupCodes: string[]; message: string }>();
    expect(reply.message).toBe('New backup codes created. Your old codes no longer work.');
    expect(reply.backupCodes).toHaveLength(8);
    expect(reply.backupCodes.filter((c) => codes.includes(c))).toEqual([]);
    expect(
      await t.db.select().from(backupCodes).where(eq(backupCodes.userId, user.id)),
    ).toHaveLength(8);

    const old = await post('/api/auth/2fa/verify', {
      email: user.email,
      password: user.password,
      backupCode: codes[0],
    });
    expect(old.statusCode).toBe(400);
    const renewed = await post('/api/auth/2fa/verify', {
      email: user.email,
      password: user.password,
      backupCode: reply.backupCodes[0],
    });
    expect(renewed.statusCode).toBe(200);
  });

  it('answers 400 when two-factor login is off', async () => {
    const user = await createUser(t.db);
    const token = await tokenFor(t.app, t.db, user.id);
    const res = await post('/api/auth/2fa/backup-codes', { code: '123456' }, bearer(token));
    expect(res.json()).toMatchObject({
      status: 400,
      code: 'twoFactorNotSetUp',
      message: 'Two-factor login is not set up.',
    });
  });
});

describe('admin help for a locked-out user', () => {
  it("resets a user's two-factor login, ends their sessions and writes the audit log", async () => {
    const admin = await createUser(t.db, { role: 'ADMIN' });
    const adminToken = await tokenFor(t.app, t.db, admin.id);
    const user = await createUser(t.db);
    const { token: userToken } = await enableTwoFactor(user);

    const asUser = await post(`/api/accounts/${user.id}/reset-2fa`, undefined, bearer(userToken));
    expect(asUser.statusCode).toBe(403);
    const self = await post(`/api/accounts/${admin.id}/reset-2fa`, undefined, bearer(adminToken));
    expect(self.json()).toEqual({
      status: 403,
      code: 'cantResetOwnTwoFactor',
      message: 'You cannot reset your own two-factor login.',
    });

    const res = await post(`/api/accounts/${user.id}/reset-2fa`, undefined, bearer(adminToken));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, twoFactorEnabled: false });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(userToken) }))
        .statusCode,
    ).toBe(401);
    expect(await t.db.select().from(backupCodes).where(eq(backupCodes.userId, user.id))).toEqual(
      [],
    );
    const signIn = await post('/api/accounts/signin', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.json()).toHaveProperty('token');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.reset_2fa'), eq(auditLog.targetId, user.id)));
    expect(entry).toMatchObject({ actorId: admin.id, targetType: 'user' });

    const again = await post(`/api/accounts/${user.id}/reset-2fa`, undefined, bearer(adminToken));
    expect(again.statusCode).toBe(400);
  });

  it('sends a user a reset link the admin never sees, and writes the audit log', async () => {
    const admin = await createUser(t.db, { role: 'ADMIN' });
    const adminToken = await tokenFor(t.app, t.db, admin.id);
    const user = await createUser(t.db);
    const res = await post(`/api/accounts/${user.id}/password-reset`, undefined, {
      ...bearer(adminToken),
      'accept-language': 'zh-CN',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      success: true,
      message: 'A password reset link has been sent to the user.',
    });
    expect(res.body).not.toContain('token');
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('重置您的 Curio 密码');
    tokenIn(mail!, '/auth/reset-password');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.password_reset_link'), eq(auditLog.targetId, user.id)));
    expect(entry).toMatchObject({ actorId: admin.id });
    expect(JSON.stringify(entry?.details)).not.toContain('token');

    const self = await post(
      `/api/accounts/${admin.id}/password-reset`,
      undefined,
      bearer(adminToken),
    );
    expect(self.statusCode).toBe(403);
    const none = await post('/api/accounts/999999/password-reset', undefined, bearer(adminToken));
    expect(none.statusCode).toBe(404);
  });
});

describe('account mail over SMTP_URL', () => {
  it('sends the sign-up verification and the reset link through a real SMTP server', async () => {
    const smtp = await startSmtpServer();
    const s = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Curio Accounts <accounts@curio.example>',
    });
    try {
      const name = fresh();
      const email = `${name}@example.com`;
      const signup = await s.app.inject({
        method: 'POST',
        url: '/api/accounts/signup',
        payload: { username: name, email, password: 'Password123' },
      });
      expect(signup.statusCode).toBe(201);
      await vi.waitFor(() => expect(smtp.mails).toHaveLength(1), { timeout: 10_000 });
      expect(smtp.mails[0]?.to).toEqual([email]);
      expect(smtp.mails[0]?.from).toBe('accounts@curio.example');
      const verifyToken = tokenIn(parseMail(smtp.mails[0]!.raw), '/auth/verify-email');
      const verified = await s.app.inject({
        method: 'POST',
        url: '/api/accounts/verify-email',
        payload: { token: verifyToken },
      });
      expect(verified.statusCode).toBe(200);

      await s.app.inject({
        method: 'POST',
        url: '/api/accounts/password-reset',
        payload: { email },
      });
      await vi.waitFor(() => expect(smtp.mails).toHaveLength(2), { timeout: 10_000 });
      const resetMail = parseMail(smtp.mails[1]!.raw);
      expect(resetMail.subject).toBe('Reset your Curio password');
      tokenIn(resetMail, '/auth/reset-password');
      // Nothing was written to the outbox.
      expect(await outboxMails(join(s.dataDir, 'outbox'))).toEqual([]);
    } finally {
      await s.close();
      await smtp.stop();
    }
  });
});

describe('the log of account mail', () => {
  it('names the outbox file at every level, never the link or the token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const dataDir = mkdtempSync(join(tmpdir(), 'curio-mail-log-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'trace',
      DEMO_DATA: 'false',
      AUTH_RATE_LIMIT: '1000',
    });
    const { database, dispose } = await createTestDatabase();
    const app = await buildApp({
      config,
      database,
      secrets: loadSecrets(config),
      logger: { level: 'trace', stream },
    });
    try {
      await app.ready();
      const name = fresh();
      const email = `${name}@example.com`;
      await app.inject({
        method: 'POST',
        url: '/api/accounts/signup',
        payload: { username: name, email, password: 'Password123' },
      });
      await app.inject({ method: 'POST', url: '/api/accounts/password-reset', payload: { email } });
      await app.accountMails.queue.idle();
      const mails = await outboxMails(join(dataDir, 'outbox'));
      expect(mails).toHaveLength(2);
      const tokens = [
        tokenIn(
          mails[0]!,
          mails[0]!.text.includes('verify-email') ? '/auth/verify-email' : '/auth/reset-password',
        ),
        tokenIn(
          mails[1]!,
          mails[1]!.text.includes('verify-email') ? '/auth/verify-email' : '/auth/reset-password',
        ),
      ];
      // Opening the links: the server serves those pages and logs each request.
      for (const [i, token] of tokens.entries()) {
        const path = mails[i]!.text.includes('verify-email')
          ? '/auth/verify-email'
          : '/auth/reset-password';
        await app.inject({ method: 'GET', url: `${path}?token=${token}` });
      }
      const log = lines.join('');
      expect(log).toContain('token=[redacted]');
      expect(log).toContain(join(dataDir, 'outbox'));
      expect(log).toContain('account mail written to the outbox');
      for (const token of tokens) expect(log).not.toContain(token);
      expect(log).not.toMatch(/token=[A-Za-z0-9_-]{20}/);
    } finally {
      await app.close();
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
