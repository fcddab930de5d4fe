import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { loadSecrets } from '../src/secrets';
import { outboxMails, tokenIn } from './helpers/mail-message';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

/**
 * The real app at LOG_LEVEL=trace, every log line captured, while people sign up, sign in (right
 * and wrong), turn on two-factor login and sign in with a code and a backup code, reset a
 * password from its mail, verify an email and change a password: no line may hold any secret
 * used on the way.
 *
 * Each flow registers the secrets it handles with `secret()`; a new flow joins by adding a row to
 * FLOWS. Google sign-in runs against a local OpenID Connect provider (oauth2-mock-server).
 */
interface Flow {
  name: string;
  run(context: FlowContext): Promise<void>;
}

interface Account {
  username: string;
  email: string;
  password: string;
  token: string;
}

interface FlowContext {
  /** Registers a value that must never appear in the log (a password, token, code…). */
  secret(value: string): string;
  /** An API call; `token` goes in the Authorization header (and becomes a secret). */
  call(
    method: InjectOptions['method'],
    url: string,
    payload?: object,
    token?: string,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  /** A new account, signed up, with its password and a session token (both secrets). */
  signUp(): Promise<Account>;
  /** The token of the newest mail link to `path` sent to `email`. */
  mailedToken(email: string, path: '/auth/verify-email' | '/auth/reset-password'): Promise<string>;
  /** A current code from the authenticator app holding `base32Secret`. */
  totp(base32Secret: string, offsetSteps?: number): string;
  /** The server, listening on 127.0.0.1 (for requests that never become Fastify requests). */
  port(): Promise<number>;
  /**
   * Google sign-in as the web page does it, for the identity `email`: the tab's secret, the
   * provider round trip and the exchange of the one-time code (every value a secret).
   */
  googleSignIn(email: string): Promise<Record<string, unknown>>;
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
/** A password the sign-up rules accept and nothing else in the log could spell. */
const newPassword = () => `Pw${unique()}Q7x`;

/**
 * Signs in with password and code: `{ token }` straight away, or the two-step reply
 * (`{ requires2FA, challenge }`, then the code with the challenge) where the server asks for it.
 */
async function signInWithCode(
  c: FlowContext,
  account: Pick<Account, 'email' | 'password'>,
  proof: { code: string } | { backupCode: string },
): Promise<string> {
  const first = await c.call('POST', '/api/accounts/signin', {
    email: account.email,
    password: account.password,
  });
  expect(first.status).toBe(200);
  expect(first.body.requires2FA).toBe(true);
  const challenge = typeof first.body.challenge === 'string' ? first.body.challenge : undefined;
  const second = await c.call(
    'POST',
    '/api/auth/2fa/verify',
    challenge
      ? { challenge: c.secret(challenge), ...proof }
      : { email: account.email, password: account.password, ...proof },
  );
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  return c.secret(String(second.body.token));
}

const FLOWS: Flow[] = [
  {
    name: 'sign-up, then the emailed verification link',
    async run(c) {
      const account = await c.signUp();
      const token = await c.mailedToken(account.email, '/auth/verify-email');
      // Opening the link: the server serves the page, then the page posts the token.
      await c.call('GET', `/auth/verify-email?token=${token}`);
      expect((await c.call('POST', '/api/accounts/verify-email', { token })).status).toBe(200);
      expect((await c.call('GET', '/api/accounts/me', undefined, account.token)).status).toBe(200);
    },
  },
  {
    name: 'sign-in, right and wrong, by email and by username',
    async run(c) {
      const account = await c.signUp();
      const byName = await c.call('POST', '/api/accounts/signin', {
        email: account.username,
        password: account.password,
      });
      expect(byName.status).toBe(200);
      c.secret(String(byName.body.token));
      const wrong = c.secret(newPassword());
      const refused = await c.call('POST', '/api/accounts/signin', {
        email: account.email,
        password: wrong,
      });
      expect(refused.status).toBe(401);
      // A forged and a garbage token in the Authorization header.
      expect((await c.call('GET', '/api/accounts/me', undefined, `${account.token}x`)).status).toBe(
        401,
      );
      expect(
        (await c.call('GET', '/api/accounts/me', undefined, 'garbage.token.value')).status,
      ).toBe(401);
    },
  },
  {
    name: 'two-factor login: set-up, sign-in with a code, a wrong code, a backup code, new codes',
    async run(c) {
      const account = await c.signUp();
      const setup = await c.call(
        'POST',
        '/api/auth/2fa/setup',
        { currentPassword: account.password },
        account.token,
      );
      expect(setup.status).toBe(200);
      const secret = c.secret(String(setup.body.secret));
      c.secret(String(setup.body.qrCodeUri));
      const enabled = await c.call(
        'POST',
        '/api/auth/2fa/verify-setup',
        { code: c.totp(secret, -1) },
        account.token,
      );
      expect(enabled.status).toBe(200);
      const backupCodes = (enabled.body.backupCodes as string[]).map((code) => c.secret(code));
      c.secret(String(enabled.body.token));

      await signInWithCode(c, account, { code: c.totp(secret) });
      const wrongCode = c.secret(c.totp(secret, 20));
      const first = await c.call('POST', '/api/accounts/signin', {
        email: account.email,
        password: account.password,
      });
      const challenge = typeof first.body.challenge === 'string' ? first.body.challenge : undefined;
      const refused = await c.call(
        'POST',
        '/api/auth/2fa/verify',
        challenge
          ? { challenge: c.secret(challenge), code: wrongCode }
          : { email: account.email, password: account.password, code: wrongCode },
      );
      expect(refused.status).toBeGreaterThanOrEqual(400);
      const token = await signInWithCode(c, account, { backupCode: backupCodes[0] ?? '' });

      const renewed = await c.call(
        'POST',
        '/api/auth/2fa/backup-codes',
        { code: c.totp(secret, 1) },
        token,
      );
      expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
      for (const code of renewed.body.backupCodes as string[]) c.secret(code);
    },
  },
  {
    name: 'password reset: the request, the mailed link, the new password',
    async run(c) {
      const account = await c.signUp();
      expect(
        (await c.call('POST', '/api/accounts/password-reset', { email: account.email })).status,
      ).toBe(202);
      const token = await c.mailedToken(account.email, '/auth/reset-password');
      await c.call('GET', `/auth/reset-password?token=${token}`);
      const password = c.secret(newPassword());
      const reset = await c.call('POST', '/api/accounts/password-reset/confirm', {
        token,
        password,
      });
      expect(reset.status, JSON.stringify(reset.body)).toBe(200);
      const signIn = await c.call('POST', '/api/accounts/signin', {
        email: account.email,
        password,
      });
      expect(signIn.status).toBe(200);
      c.secret(String(signIn.body.token));
    },
  },
  {
    name: 'profile: a new password with the current one, and a wrong current one',
    async run(c) {
      const account = await c.signUp();
      const wrong = c.secret(newPassword());
      const password = c.secret(newPassword());
      const refused = await c.call(
        'PATCH',
        '/api/accounts/edit',
        { username: account.username, email: account.email, password, currentPassword: wrong },
        account.token,
      );
      expect(refused.status).toBe(400);
      const changed = await c.call(
        'PATCH',
        '/api/accounts/edit',
        {
          username: account.username,
          email: account.email,
          password,
          currentPassword: account.password,
        },
        account.token,
      );
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      c.secret(String(changed.body.token));
    },
  },
  {
    name: 'Google sign-in: a new account, then a two-factor account asked for its code',
    async run(c) {
      const email = `g${unique()}@example.com`;
      const first = await c.googleSignIn(email);
      const token = c.secret(String(first.token));
      const setup = await c.call('POST', '/api/auth/2fa/setup', {}, token);
      const secret = c.secret(String(setup.body.secret));
      c.secret(String(setup.body.qrCodeUri));
      const enabled = await c.call(
        'POST',
        '/api/auth/2fa/verify-setup',
        { code: c.totp(secret, -1) },
        token,
      );
      expect(enabled.status).toBe(200);
      for (const code of enabled.body.backupCodes as string[]) c.secret(code);
      c.secret(String(enabled.body.token));
      const again = await c.googleSignIn(email);
      expect(again.requires2FA).toBe(true);
      const verified = await c.call('POST', '/api/auth/2fa/verify', {
        challenge: c.secret(String(again.challenge)),
        code: c.secret(c.totp(secret)),
      });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      c.secret(String(verified.body.token));
    },
  },
  {
    // A browser sends a form itself when the app has yet to run: its fields go in the address.
    name: 'forms sent by the browser before the app ran, the password in the address',
    async run(c) {
      const password = c.secret(newPassword());
      const query = `email=ana%40example.com&password=${encodeURIComponent(password)}`;
      await c.call('GET', `/auth/signin?${query}`);
      await c.call('GET', `/auth/signup?username=ana&${query}`);
      await c.call('GET', `/profile?currentPassword=${password}&newPassword=${password}`);
    },
  },
  {
    name: 'a request too large to parse, with an Authorization header',
    async run(c) {
      const account = await c.signUp();
      const port = await c.port();
      await new Promise<void>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        socket.on('error', () => undefined);
        socket.on('close', () => resolve());
        socket.resume();
        socket.write(
          `GET /api/accounts/me?token=${account.token} HTTP/1.1\r\nHost: a\r\n` +
            `Authorization: Bearer ${account.token}\r\nX-Padding: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
        );
      });
    },
  },
];

// ── Running the flows ───────────────────────────────────────────────────────────────────────
const lines: string[] = [];
const secrets = new Set<string>();
let app: FastifyInstance;
let test: TestDatabase;
let dataDir = '';
let listening: Promise<number> | undefined;
const provider = new OAuth2Server();
/** Who the provider says is signing in. */
let identity: Record<string, unknown> = {};
const subjects = new Map<string, string>();

beforeAll(async () => {
  await provider.issuer.keys.generate('RS256');
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, identity);
  });
  await provider.start(0, '127.0.0.1');
  dataDir = mkdtempSync(join(tmpdir(), 'curio-log-secrets-'));
  const config = loadConfig({
    OIDC_ISSUER: provider.issuer.url ?? '',
    GOOGLE_CLIENT_ID: 'curio-log-client',
    GOOGLE_CLIENT_SECRET: 'curio-log-client-secret',
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'trace',
    DEMO_DATA: 'false',
    AUTH_RATE_LIMIT: '1000',
    PUBLIC_URL: 'https://curio.example',
    WEB_DIST_DIR: join(dataDir, 'web'),
  });
  test = await createTestDatabase();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({
    config,
    database: test.database,
    secrets: loadSecrets(config),
    logger: { level: config.logLevel, stream },
  });
  await app.ready();
});

afterAll(async () => {
  await provider.stop();
  await app.close();
  await test.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

const context: FlowContext = {
  secret(value) {
    expect(value.length, 'a secret worth looking for').toBeGreaterThanOrEqual(6);
    secrets.add(value);
    return value;
  },
  async call(method, url, payload, token) {
    const res = await app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${context.secret(token)}` } : {},
    });
    const text = res.body;
    const body = (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, unknown>;
    return { status: res.statusCode, body };
  },
  async signUp() {
    const username = `log${unique()}`;
    const email = `${username}@example.com`;
    const password = context.secret(newPassword());
    const created = await context.call('POST', '/api/accounts/signup', {
      username,
      email,
      password,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const signIn = await context.call('POST', '/api/accounts/signin', { email, password });
    expect(signIn.status).toBe(200);
    return { username, email, password, token: context.secret(String(signIn.body.token)) };
  },
  async mailedToken(email, path) {
    await app.accountMails.queue.idle();
    const mails = (await outboxMails(join(dataDir, 'outbox'))).filter(
      (mail) => mail.to === email && mail.text.includes(path),
    );
    const mail = mails.at(-1);
    if (!mail) throw new Error(`no ${path} mail to ${email}`);
    return context.secret(tokenIn(mail, path));
  },
  totp(base32Secret, offsetSteps = 0) {
    return new TOTP({ secret: Secret.fromBase32(base32Secret), digits: 6, period: 30 }).generate({
      timestamp: Date.now() + offsetSteps * 30_000,
    });
  },
  async googleSignIn(email) {
    // One Google subject per address, as Google has.
    const sub = subjects.get(email) ?? context.secret(`sub-${unique()}`);
    subjects.set(email, sub);
    identity = { sub, email, email_verified: true };
    const secret = context.secret(randomBytes(32).toString('base64url'));
    const binding = context.secret(createHash('sha256').update(secret).digest('base64url'));
    const login = await app.inject({ method: 'GET', url: `/api/oauth2/login?binding=${binding}` });
    expect(login.statusCode).toBe(302);
    const authorize = new URL(String(login.headers.location));
    context.secret(String(authorize.searchParams.get('state')));
    context.secret(String(authorize.searchParams.get('nonce')));
    const approved = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(String(approved.headers.get('location')));
    context.secret(String(callback.searchParams.get('code')));
    const finish = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
    });
    const back = new URL(String(finish.headers.location), 'https://curio.example');
    const code = context.secret(String(back.searchParams.get('code')));
    await context.call('GET', `${back.pathname}${back.search}`);
    const exchanged = await context.call('POST', '/api/oauth2/exchange', { code, secret });
    expect(exchanged.status, JSON.stringify(exchanged.body)).toBe(200);
    return exchanged.body;
  },
  port() {
    listening ??= app.listen({ port: 0, host: '127.0.0.1' }).then(() => {
      const address = app.server.address();
      return typeof address === 'object' && address ? address.port : 0;
    });
    return listening;
  },
};

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A log line as text, with the bytes of any serialised Buffer (`{"type":"Buffer","data":[…]}`,
 * as pino writes Node's `rawPacket` of a client error) spelled out too.
 */
function searchable(line: string): string {
  const buffers = [...line.matchAll(/"type":"Buffer","data":\[([0-9,]*)\]/g)].map((match) =>
    Buffer.from((match[1] ?? '').split(',').filter(Boolean).map(Number)).toString('latin1'),
  );
  return [line, ...buffers].join('\n');
}

/** Where a secret shows in the log. Short ones (codes) only as a whole word, not inside a number. */
function leaksOf(secret: string): string[] {
  const pattern =
    secret.length >= 12
      ? new RegExp(escape(secret))
      : new RegExp(`(?<![0-9A-Za-z.])${escape(secret)}(?![0-9A-Za-z.])`);
  return lines.filter((line) => pattern.test(searchable(line)));
}

describe('the log at trace level', () => {
  it.each(FLOWS.map((flow) => [flow.name, flow] as const))('%s', async (_name, flow) => {
    const before = lines.length;
    await flow.run(context);
    // The flow was logged (so the test looks at something): a request line per call at least.
    expect(lines.length).toBeGreaterThan(before);
  });

  it('blanks secret fields and session headers, whatever a log call is given', () => {
    const password = context.secret(newPassword());
    const token = context.secret(`tok_${unique()}_${unique()}`);
    const code = context.secret('918273');
    const backupCodes = [context.secret(`bk${unique()}`), context.secret(`bk${unique()}`)];
    const careless = {
      request: {
        headers: { authorization: `Bearer ${token}`, cookie: `session=${token}` },
        body: { email: 'ana@example.com', password, code },
      },
      headers: { authorization: `Bearer ${token}` },
      body: { currentPassword: password, newPassword: password, token, backupCode: code },
      reply: { token, backupCodes },
      query: { token, code },
    };
    app.log.trace(careless, 'a careless line');
    app.log.error({ err: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) }, 'x');
    const line = lines.find((entry) => entry.includes('a careless line')) ?? '';
    expect(line).toContain('[redacted]');
    expect(line).toContain('ana@example.com');
    // An error's code is no secret and stays.
    expect(lines.find((entry) => entry.includes('"refused"'))).toContain('ECONNREFUSED');
  });

  it('holds none of the secrets the flows used', () => {
    expect(app.log.level).toBe('trace');
    expect(secrets.size).toBeGreaterThan(30);
    const leaks = [...secrets].flatMap((secret) =>
      leaksOf(secret).map((line) => `${secret.slice(0, 8)}… in ${line.slice(0, 400)}`),
    );
    expect(leaks).toEqual([]);
    console.log(
      `log secrets: ${secrets.size} secrets from ${FLOWS.length} flows, none in ${lines.length} log lines`,
    );
  });
});
