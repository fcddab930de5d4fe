import { createServer } from 'node:http';
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { OidcClient } from '../src/google/oidc';
import { bearer } from './helpers/auth';
import { createUser } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let provider: OAuth2Server;
let t: TestApp;
/** Who the provider says is signing in: every token it signs carries these claims. */
let currentIdentity: Record<string, unknown> = {};

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, currentIdentity);
  });
  await provider.start(0, '127.0.0.1');
  t = await createTestApp({
    PUBLIC_URL: 'http://127.0.0.1:3999',
    OIDC_ISSUER: provider.issuer.url ?? '',
    GOOGLE_CLIENT_ID: 'curio-test-client',
    GOOGLE_CLIENT_SECRET: 'curio-test-secret',
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

interface Identity {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  /** Set only to forge an ID token: the provider otherwise signs what the flow asked for. */
  nonce?: string;
  aud?: string;
}

/** The whole round trip: our login → the provider's authorize → our callback → the web callback. */
async function googleSignIn(identity: Identity, tamper?: (callback: URL) => void): Promise<URL> {
  currentIdentity = { ...identity };
  const login = await t.app.inject({ method: 'GET', url: '/api/oauth2/login' });
  expect(login.statusCode).toBe(302);
  const authorize = new URL(String(login.headers.location));
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
  return new URL(String(finish.headers.location), 'http://127.0.0.1:3999');
}

describe('Google sign-in (OpenID Connect against a local provider)', () => {
  it('reports Google as available in health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({ google: true });
  });

  it('creates a USER with a unique username and signs them in', async () => {
    await createUser(t.db, { username: 'ada' });
    const back = await googleSignIn({
      sub: 'google-1',
      email: 'ada@gmail.example',
      email_verified: true,
    });
    expect(back.pathname).toBe('/auth/oauth2/callback');
    const token = back.searchParams.get('token') ?? '';
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/me',
      headers: bearer(token),
    });
    expect(me.json()).toMatchObject({
      email: 'ada@gmail.example',
      role: 'USER',
      hasPassword: false,
    });
    expect(me.json<{ username: string }>().username).toMatch(/^ada\d+$/);
  });

  it('signs the same person in again by their subject', async () => {
    const back = await googleSignIn({
      sub: 'google-1',
      email: 'changed@gmail.example',
      email_verified: true,
    });
    const token = back.searchParams.get('token') ?? '';
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/me',
      headers: bearer(token),
    });
    expect(me.json()).toMatchObject({ email: 'ada@gmail.example' });
    expect(await t.db.select().from(users).where(eq(users.googleSubject, 'google-1'))).toHaveLength(
      1,
    );
  });

  it('links an existing account by a verified email', async () => {
    const existing = await createUser(t.db, { username: 'grace', email: 'grace@example.com' });
    const back = await googleSignIn({
      sub: 'google-2',
      email: 'GRACE@example.com',
      email_verified: true,
    });
    expect(back.searchParams.get('token')).toBeTruthy();
    const [row] = await t.db.select().from(users).where(eq(users.id, existing.id));
    expect(row?.googleSubject).toBe('google-2');
  });

  it('refuses to link by an unverified email', async () => {
    await createUser(t.db, { username: 'linus', email: 'linus@example.com' });
    const back = await googleSignIn({
      sub: 'google-3',
      email: 'linus@example.com',
      email_verified: false,
    });
    expect(back.searchParams.get('error')).toBe('failed');
    expect(back.searchParams.get('token')).toBeNull();
  });

  it('refuses a replayed or forged state', async () => {
    let used: URL | undefined;
    await googleSignIn(
      { sub: 'google-4', email: 'x4@example.com', email_verified: true },
      (callback) => {
        used = new URL(callback);
      },
    );
    const replay = await t.app.inject({ method: 'GET', url: `${used?.pathname}${used?.search}` });
    expect(String(replay.headers.location)).toBe('/auth/oauth2/callback?error=expired');
    const forged = await googleSignIn(
      { sub: 'google-5', email: 'x5@example.com', email_verified: true },
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
    const back = await googleSignIn({
      sub: `google-forged-${email}`,
      email,
      email_verified: true,
      ...forged,
    });
    expect(back.searchParams.get('error')).toBe('failed');
    expect(back.searchParams.get('token')).toBeNull();
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
      const login = await plain.app.inject({ method: 'GET', url: '/api/oauth2/login' });
      expect(login.headers.location).toBe('/auth/oauth2/callback?error=unavailable');
    } finally {
      await plain.close();
    }
  });
});
