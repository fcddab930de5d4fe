import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBodySchema, MESSAGES, type MessageKey } from '@curio/shared';
import {
  agents,
  categories,
  colors,
  contactMessages,
  searchSynonyms,
  sizes,
  users,
} from '../src/db/schema';
import { loadSecrets } from '../src/secrets';
import { bearer, tokenFor } from './helpers/auth';
import { createProduct, createUser, type UserFixture } from './helpers/fixtures';
import { startHttpSink } from './helpers/http-sink';
import { photo } from './helpers/images';
import { multipartBody } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Every route the app registers × every kind of caller, with the exact status each must get.
 * The routes come from Fastify's own `onRoute` hook, so a new route without a row fails here.
 */
const registered = vi.hoisted(() => new Set<string>());
/** What each route declares: its auth check, and whether it takes any input to validate. */
const declared = vi.hoisted(
  () => new Map<string, { auth?: string; refuseFrozen?: MessageKey; takesInput: boolean }>(),
);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const withRouteList = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const consumes = Array.isArray(schema.consumes) ? (schema.consumes as string[]) : [];
      for (const method of [route.method].flat()) {
        // HEAD routes are Fastify's automatic twins of the GET routes.
        if (method === 'HEAD') continue;
        registered.add(`${method} ${route.url}`);
        declared.set(`${method} ${route.url}`, {
          auth: route.config?.auth,
          refuseFrozen: route.config?.refuseFrozen,
          takesInput:
            Boolean(schema.params ?? schema.querystring ?? schema.body) ||
            consumes.includes('multipart/form-data'),
        });
      }
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: withRouteList };
});

const PRINCIPALS = [
  'guest',
  'user',
  'seller',
  'otherSeller',
  'admin',
  'frozenUser',
  'frozenSeller',
  'deletedUser',
  'expiredToken',
  'otherKeyToken',
  'algNoneToken',
] as const;
type Principal = (typeof PRINCIPALS)[number];
type Expected = Record<Principal, number>;

// ── Expected rows ────────────────────────────────────────────────────────────────────────────
const REFUSED_TOKENS = {
  deletedUser: 401,
  expiredToken: 401,
  otherKeyToken: 401,
  algNoneToken: 401,
};
const NOT_SIGNED_IN = { guest: 401, ...REFUSED_TOKENS };

/** A public call: the token, good or bad, changes nothing. */
const anyone = (status: number): Expected =>
  Object.fromEntries(PRINCIPALS.map((who) => [who, status])) as Expected;

/** Any signed-in account; frozen ones may get another answer. */
const signedIn = (ok: number, frozen = ok): Expected => ({
  ...NOT_SIGNED_IN,
  user: ok,
  seller: ok,
  otherSeller: ok,
  admin: ok,
  frozenUser: frozen,
  frozenSeller: frozen,
});

/** SELLER or ADMIN; `otherSeller` is the seller who does not own the target product. */
const sellers = (
  ok: number,
  overrides: Partial<Pick<Expected, 'otherSeller' | 'frozenSeller'>> = {},
): Expected => ({
  ...NOT_SIGNED_IN,
  user: 403,
  frozenUser: 403,
  seller: ok,
  otherSeller: overrides.otherSeller ?? ok,
  admin: ok,
  frozenSeller: overrides.frozenSeller ?? 403,
});

const admins = (ok: number): Expected => ({
  ...NOT_SIGNED_IN,
  user: 403,
  seller: 403,
  otherSeller: 403,
  frozenUser: 403,
  frozenSeller: 403,
  admin: ok,
});

// ── Fixtures (created once) ─────────────────────────────────────────────────────────────────
let t: TestApp;
let sink: Awaited<ReturnType<typeof startHttpSink>>;
const people = {} as Record<Exclude<Principal, 'guest' | `${string}Token`>, UserFixture>;
const tokens = {} as Record<keyof typeof people, string>;
/** A product of `seller`, for the object-level rules. */
let productId: number;
let imageUrl: string;
let signInAccount: UserFixture;
const target = { user: 0, color: 0, size: 0, category: 0, agent: 0, message: 0, synonym: 0 };
let serial = 0;
const next = () => ++serial;

type Forged = 'expiredToken' | 'otherKeyToken' | 'algNoneToken' | 'goodToken';

/**
 * The admin's claims (at the admin's current token version, so that only the forgery itself can be
 * why a token is refused), signed as each forged caller; `goodToken` is the control.
 */
async function forgedToken(kind: Forged): Promise<string> {
  const [admin] = await t.db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, people.admin.id));
  const claims = { sub: String(people.admin.id), ver: admin?.tokenVersion ?? 0, iss: 'curio' };
  const now = Math.floor(Date.now() / 1000);
  const realKey = new TextEncoder().encode(loadSecrets(t.config).jwtSecret);
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' });
  switch (kind) {
    case 'goodToken':
      return jwt
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(realKey);
    case 'expiredToken':
      return jwt
        .setIssuedAt(now - 7200)
        .setExpirationTime(now - 60)
        .sign(realKey);
    case 'otherKeyToken':
      return jwt
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(new TextEncoder().encode('not-the-server-key-not-the-server-key!'));
    case 'algNoneToken': {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const payload = { ...claims, iat: now, exp: now + 3600 };
      return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
    }
  }
}

async function tokenOf(who: Exclude<Principal, 'guest'>): Promise<string> {
  return who === 'expiredToken' || who === 'otherKeyToken' || who === 'algNoneToken'
    ? forgedToken(who)
    : tokens[who];
}

beforeAll(async () => {
  sink = await startHttpSink();
  t = await createTestApp({
    WEB_SENTRY_DSN: `${sink.origin.replace('http://', 'http://webkey@')}/9`,
  });
  const [agent] = await t.db
    .insert(agents)
    .values({ name: 'CnFans', referralCode: 'CURIO' })
    .returning({ id: agents.id });
  const roles = {
    user: { role: 'USER' },
    seller: { role: 'SELLER' },
    otherSeller: { role: 'SELLER' },
    admin: { role: 'ADMIN' },
    frozenUser: { role: 'USER', frozen: true },
    frozenSeller: { role: 'SELLER', frozen: true },
    deletedUser: { role: 'ADMIN' },
  } as const;
  for (const [who, settings] of Object.entries(roles)) {
    const person = await createUser(t.db, settings);
    await t.db
      .update(users)
      .set({ agentId: agent?.id ?? null })
      .where(eq(users.id, person.id));
    people[who as keyof typeof roles] = person;
    tokens[who as keyof typeof roles] = await tokenFor(t.app, t.db, person.id);
  }
  // An admin's token, kept after the account is gone.
  await t.db.delete(users).where(eq(users.id, people.deletedUser.id));

  productId = await createProduct(t.db, { sellerId: people.seller.id });
  signInAccount = await createUser(t.db);
  target.user = (await createUser(t.db)).id;
  target.color = await insertColor();
  target.size = await insertSize();
  target.category = await insertCategory();
  target.agent = await insertAgent();
  target.message = await insertMessage();
  target.synonym = await insertSynonym();

  const upload = multipartBody([
    { field: 'files', filename: 'a.jpg', contentType: 'image/jpeg', bytes: await photo('jpeg') },
  ]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/products/images/upload',
    payload: upload.payload,
    headers: { ...upload.headers, ...bearer(tokens.seller) },
  });
  imageUrl = uploaded.json<{ imageUrls: string[] }>().imageUrls[0] ?? '';
  // Readiness answers 200 once the catalogue index is loaded (server.ts loads it at start).
  await t.app.catalog.warmUp();
});

afterAll(async () => {
  await t.close();
  await sink.stop();
});

/** A one-row product CSV whose row reuses the images of the seller's product. */
function importCsvBody() {
  const csv =
    'name,description,price,link,categories,colors,sizes,images\r\n' +
    `Matrix import ${next()},,12.5,https://item.taobao.com/item.htm?id=${700_000_000 + next()},` +
    `T-Shirts,Black,M,product:${productId}\r\n`;
  const body = multipartBody([
    { field: 'file', filename: 'p.csv', contentType: 'text/csv', bytes: Buffer.from(csv) },
  ]);
  return { payload: body.payload, headers: body.headers };
}

async function insertColor() {
  const [row] = await t.db
    .insert(colors)
    .values({ color: `Matrix colour ${next()}` })
    .returning({ id: colors.id });
  return row?.id ?? 0;
}
async function insertSize() {
  const [row] = await t.db
    .insert(sizes)
    .values({ size: `MX${next()}` })
    .returning({ id: sizes.id });
  return row?.id ?? 0;
}
async function insertCategory() {
  const [row] = await t.db
    .insert(categories)
    .values({ name: `Matrix category ${next()}` })
    .returning({ id: categories.id });
  return row?.id ?? 0;
}
async function insertAgent() {
  const [row] = await t.db
    .insert(agents)
    .values({ name: `Matrix agent ${next()}` })
    .returning({ id: agents.id });
  return row?.id ?? 0;
}
async function insertSynonym() {
  const [row] = await t.db
    .insert(searchSynonyms)
    .values({ terms: [`matrix term ${next()}`], mapsTo: ['matrix'] })
    .returning({ id: searchSynonyms.id });
  return row?.id ?? 0;
}
async function insertMessage() {
  const [row] = await t.db
    .insert(contactMessages)
    .values({ name: 'Ana', email: 'ana@example.com', message: 'Hello there, any XL?' })
    .returning({ id: contactMessages.id });
  return row?.id ?? 0;
}

/** Real CSS colour names, so the admin's colour writes pass validation (each may be taken once). */
const CSS_COLORS = ['teal', 'navy', 'olive', 'maroon', 'coral', 'salmon', 'orchid', 'sienna'];

async function multipart(field: string) {
  const body = multipartBody([
    { field, filename: 'p.png', contentType: 'image/png', bytes: await photo('png', 64, 64) },
  ]);
  return { payload: body.payload, headers: body.headers };
}

/** The profile of whoever calls (their own username and email, unchanged). */
function ownProfile(who: Principal) {
  const person = who in people ? people[who as keyof typeof people] : people.admin;
  return { username: person.username, email: person.email };
}

// ── The matrix ──────────────────────────────────────────────────────────────────────────────
type CellRequest = Pick<InjectOptions, 'payload'> & {
  url: string;
  headers?: Record<string, string>;
};
interface Row {
  expect: Expected;
  request: (who: Principal) => CellRequest | Promise<CellRequest>;
  /** Undoes what the cell did to the caller (a sign-out ends their tokens). */
  after?: (who: Principal) => Promise<void>;
}

const product = () => `/api/products/${productId}`;

const MATRIX: Record<string, Row> = {
  // Health, site settings, the API description
  'GET /api/health': { expect: anyone(200), request: () => ({ url: '/api/health' }) },
  'GET /api/health/live': { expect: anyone(200), request: () => ({ url: '/api/health/live' }) },
  'GET /api/health/ready': { expect: anyone(200), request: () => ({ url: '/api/health/ready' }) },
  'GET /api/site': { expect: anyone(200), request: () => ({ url: '/api/site' }) },
  'GET /api/openapi.json': { expect: anyone(200), request: () => ({ url: '/api/openapi.json' }) },
  'GET /api/docs': { expect: anyone(200), request: () => ({ url: '/api/docs' }) },
  'GET /api/docs/json': { expect: anyone(200), request: () => ({ url: '/api/docs/json' }) },
  'GET /api/docs/yaml': { expect: anyone(200), request: () => ({ url: '/api/docs/yaml' }) },
  'GET /api/docs/static/index.html': {
    expect: anyone(302),
    request: () => ({ url: '/api/docs/static/index.html' }),
  },
  'GET /api/docs/static/swagger-initializer.js': {
    expect: anyone(200),
    request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
  },
  'GET /api/docs/static/*': {
    expect: anyone(200),
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
  },
  // The web app's pages (no web build in this app: every page answers the JSON 404)
  'GET /*': { expect: anyone(404), request: () => ({ url: '/dashboard/users' }) },
  // Search engines and media
  'GET /robots.txt': { expect: anyone(200), request: () => ({ url: '/robots.txt' }) },
  'GET /sitemap.xml': { expect: anyone(200), request: () => ({ url: '/sitemap.xml' }) },
  'GET /sitemaps/pages.xml': {
    expect: anyone(200),
    request: () => ({ url: '/sitemaps/pages.xml' }),
  },
  'GET /sitemaps/sellers.xml': {
    expect: anyone(200),
    request: () => ({ url: '/sitemaps/sellers.xml' }),
  },
  'GET /sitemaps/products-:chunk.xml': {
    expect: anyone(200),
    request: () => ({ url: '/sitemaps/products-1.xml' }),
  },
  'GET /media/*': { expect: anyone(200), request: () => ({ url: imageUrl }) },

  // Catalogue (public)
  'GET /api/products': {
    expect: anyone(200),
    request: () => ({ url: '/api/products?name=product' }),
  },
  'GET /api/products/facets': {
    expect: anyone(200),
    request: () => ({ url: '/api/products/facets?colors=Black' }),
  },
  'GET /api/search/suggestions': {
    expect: anyone(200),
    request: () => ({ url: '/api/search/suggestions?q=product' }),
  },
  'GET /api/products/:id': { expect: anyone(200), request: () => ({ url: product() }) },
  'GET /api/products/:id/similar': {
    expect: anyone(200),
    request: () => ({ url: `${product()}/similar` }),
  },
  'GET /api/accounts/:id/seller': {
    expect: anyone(200),
    request: () => ({ url: `/api/accounts/${people.seller.id}/seller` }),
  },
  'GET /api/categories': { expect: anyone(200), request: () => ({ url: '/api/categories' }) },
  'GET /api/colors': { expect: anyone(200), request: () => ({ url: '/api/colors' }) },
  'GET /api/sizes': { expect: anyone(200), request: () => ({ url: '/api/sizes' }) },
  'GET /api/agents': { expect: anyone(200), request: () => ({ url: '/api/agents' }) },
  'GET /api/currency-rates': {
    expect: anyone(200),
    request: () => ({ url: '/api/currency-rates' }),
  },
  'POST /api/events': {
    expect: anyone(204),
    request: () => ({ url: '/api/events', payload: { type: 'product_view', productId } }),
  },

  // Accounts: public calls
  'POST /api/accounts/signup': {
    expect: anyone(201),
    request: () => {
      const n = next();
      return {
        url: '/api/accounts/signup',
        payload: { username: `matrix${n}`, email: `matrix${n}@example.com`, password: 'Sunshine9' },
      };
    },
  },
  'POST /api/accounts/signin': {
    expect: anyone(200),
    request: () => ({
      url: '/api/accounts/signin',
      payload: { email: signInAccount.username, password: signInAccount.password },
    }),
  },
  'POST /api/auth/2fa/verify': {
    // The account has no two-factor login: past the password, the answer is "not set up".
    expect: anyone(400),
    request: () => ({
      url: '/api/auth/2fa/verify',
      payload: { email: signInAccount.email, password: signInAccount.password, code: '123456' },
    }),
  },
  'GET /api/oauth2/login': { expect: anyone(302), request: () => ({ url: '/api/oauth2/login' }) },
  'GET /api/oauth2/callback': {
    expect: anyone(302),
    request: () => ({ url: '/api/oauth2/callback?state=unknown&code=x' }),
  },
  'POST /api/oauth2/exchange': {
    // An unknown code, whoever asks.
    expect: anyone(400),
    request: () => ({
      url: '/api/oauth2/exchange',
      payload: { code: 'a'.repeat(43), secret: 'x' },
    }),
  },
  'POST /api/oauth2/link': {
    expect: anyone(400),
    request: () => ({
      url: '/api/oauth2/link',
      payload: { challenge: 'a'.repeat(43), password: 'Password123' },
    }),
  },
  'DELETE /api/oauth2/link': {
    // Past the auth check: no account of the matrix has Google linked.
    expect: signedIn(409),
    request: () => ({
      method: 'DELETE',
      url: '/api/oauth2/link',
      payload: { currentPassword: 'Password123' },
    }),
  },
  'POST /api/oauth2/link-start': {
    // Past the auth check: this app has no Google configured.
    expect: signedIn(503),
    request: () => ({ url: '/api/oauth2/link-start', payload: { binding: 'a'.repeat(43) } }),
  },

  // Accounts: the signed-in user
  'GET /api/accounts/me': { expect: signedIn(200), request: () => ({ url: '/api/accounts/me' }) },
  'POST /api/accounts/signout': {
    expect: signedIn(204),
    request: () => ({ url: '/api/accounts/signout' }),
    after: async (who) => {
      if (who in people)
        tokens[who as keyof typeof people] = await tokenFor(
          t.app,
          t.db,
          people[who as keyof typeof people].id,
        );
    },
  },
  'GET /api/accounts/verify-role': {
    expect: signedIn(200),
    request: () => ({ url: '/api/accounts/verify-role' }),
  },
  'GET /api/accounts/:id': {
    // Object level: the seller's own account; an admin sees anyone; everyone else 403.
    expect: { ...admins(200), seller: 200 },
    request: () => ({ url: `/api/accounts/${people.seller.id}` }),
  },
  'PATCH /api/accounts/edit': {
    expect: signedIn(200, 403),
    request: (who) => ({ url: '/api/accounts/edit', payload: ownProfile(who) }),
  },
  'POST /api/accounts/picture': {
    expect: signedIn(200, 403),
    request: async () => ({ url: '/api/accounts/picture', ...(await multipart('file')) }),
  },
  'POST /api/validate-image': {
    expect: signedIn(200),
    request: async () => ({ url: '/api/validate-image', ...(await multipart('image')) }),
  },
  'POST /api/auth/2fa/setup': {
    expect: signedIn(200),
    request: () => ({ url: '/api/auth/2fa/setup', payload: { currentPassword: 'Password123' } }),
  },
  'POST /api/auth/2fa/verify-setup': {
    // No set-up started (the row clears it first): past the auth check, "not set up".
    expect: signedIn(400),
    request: async (who) => {
      if (who in people) {
        await t.db
          .update(users)
          .set({ twoFactorSecret: null })
          .where(eq(users.id, people[who as keyof typeof people].id));
      }
      return { url: '/api/auth/2fa/verify-setup', payload: { code: '123456' } };
    },
  },
  'POST /api/auth/2fa/disable': {
    expect: signedIn(400),
    request: () => ({ url: '/api/auth/2fa/disable', payload: { code: '123456' } }),
  },
  // Email ownership and recovery
  'POST /api/accounts/verify-email': {
    expect: anyone(400),
    request: () => ({ url: '/api/accounts/verify-email', payload: { token: 'not-a-token' } }),
  },
  'POST /api/accounts/verify-email/resend': {
    // The seeded accounts are unverified: each is sent a new mail.
    expect: signedIn(200),
    request: () => ({ url: '/api/accounts/verify-email/resend' }),
  },
  'POST /api/accounts/password-reset': {
    expect: anyone(202),
    request: () => ({
      url: '/api/accounts/password-reset',
      payload: { email: 'nobody@example.com' },
    }),
  },
  'POST /api/accounts/password-reset/confirm': {
    expect: anyone(400),
    request: () => ({
      url: '/api/accounts/password-reset/confirm',
      payload: { token: 'not-a-token', password: 'Password123' },
    }),
  },
  'POST /api/auth/2fa/backup-codes': {
    // Two-factor login is off for the seeded accounts.
    expect: signedIn(400),
    request: () => ({ url: '/api/auth/2fa/backup-codes', payload: { code: '123456' } }),
  },
  'POST /api/accounts/:id/reset-2fa': {
    // The target has no two-factor login to reset.
    expect: admins(400),
    request: () => ({ url: `/api/accounts/${target.user}/reset-2fa` }),
  },
  'POST /api/accounts/:id/password-reset': {
    expect: admins(202),
    request: () => ({ url: `/api/accounts/${target.user}/password-reset` }),
  },

  // Favourites and Buy
  'GET /api/favorites': { expect: signedIn(200), request: () => ({ url: '/api/favorites' }) },
  'POST /api/favorites/:productId': {
    expect: signedIn(200),
    request: () => ({ url: `/api/favorites/${productId}` }),
  },
  'DELETE /api/favorites/:productId': {
    expect: signedIn(200),
    request: () => ({ url: `/api/favorites/${productId}` }),
  },
  'GET /api/products/:id/buy-options': {
    expect: anyone(200),
    request: () => ({ url: `${product()}/buy-options` }),
  },
  'POST /api/products/:id/buy-link': {
    expect: signedIn(200),
    request: () => ({ url: `${product()}/buy-link` }),
  },

  // Products: sellers (their own) and admins
  'GET /api/dashboard/products': {
    // Read-only: a frozen seller still sees their list.
    expect: sellers(200, { frozenSeller: 200 }),
    request: () => ({ url: '/api/dashboard/products' }),
  },
  'POST /api/dashboard/products/bulk': {
    expect: sellers(200, { otherSeller: 403 }),
    request: () => ({
      url: '/api/dashboard/products/bulk',
      payload: {
        selection: { by: 'ids', ids: [productId] },
        action: { type: 'changePrice', by: 'amount', value: 0.01 },
      },
    }),
  },
  'GET /api/dashboard/products/:id': {
    // The product is the seller's: anyone else but an admin is refused (frozen seller included).
    expect: sellers(200, { otherSeller: 403 }),
    request: () => ({ url: `/api/dashboard/products/${productId}` }),
  },
  'POST /api/products/images/upload': {
    expect: sellers(200),
    request: async () => {
      const body = multipartBody([
        {
          field: 'files',
          filename: 'p.jpg',
          contentType: 'image/jpeg',
          bytes: await photo('jpeg', 100 + next(), 100),
        },
      ]);
      return { url: '/api/products/images/upload', payload: body.payload, headers: body.headers };
    },
  },
  'POST /api/products/import/dry-run': {
    expect: sellers(200),
    request: () => ({ url: '/api/products/import/dry-run', ...importCsvBody() }),
  },
  'POST /api/products/import': {
    expect: sellers(200),
    request: () => ({ url: '/api/products/import?mode=per-row', ...importCsvBody() }),
  },
  'POST /api/products': {
    expect: sellers(201),
    request: () => ({
      url: '/api/products',
      payload: {
        name: `Matrix product ${next()}`,
        price: 12.5,
        productLink: 'https://item.taobao.com/item.htm?id=612345678901',
        description: '',
        colors: ['Black'],
        sizes: ['M'],
        categories: ['T-Shirts'],
        imageUrls: [imageUrl],
      },
    }),
  },
  'PATCH /api/products/:id': {
    expect: sellers(200, { otherSeller: 403 }),
    request: () => ({ url: product(), payload: { price: 12.5 } }),
  },
  'DELETE /api/products/:id': {
    expect: sellers(200, { otherSeller: 403 }),
    request: async () => ({
      url: `/api/products/${await createProduct(t.db, { sellerId: people.seller.id })}`,
    }),
  },

  // Administration
  'GET /api/accounts': { expect: admins(200), request: () => ({ url: '/api/accounts' }) },
  'DELETE /api/accounts/:id': {
    expect: admins(200),
    request: async () => ({ url: `/api/accounts/${(await createUser(t.db)).id}` }),
  },
  'PATCH /api/accounts/:id/role': {
    expect: admins(200),
    request: () => ({ url: `/api/accounts/${target.user}/role`, payload: { role: 'USER' } }),
  },
  'PATCH /api/accounts/:id/freeze': {
    expect: admins(200),
    request: () => ({ url: `/api/accounts/${target.user}/freeze` }),
  },
  'PATCH /api/accounts/:id/unfreeze': {
    expect: admins(200),
    request: () => ({ url: `/api/accounts/${target.user}/unfreeze` }),
  },
  'POST /api/colors': {
    expect: admins(201),
    request: () => ({
      url: '/api/colors',
      payload: { color: CSS_COLORS[next() % CSS_COLORS.length] },
    }),
  },
  'PATCH /api/colors/:id': {
    expect: admins(200),
    request: () => ({ url: `/api/colors/${target.color}`, payload: { color: 'Gold' } }),
  },
  'DELETE /api/colors/:id': {
    expect: admins(200),
    request: async () => ({ url: `/api/colors/${await insertColor()}` }),
  },
  'POST /api/sizes': {
    expect: admins(201),
    request: () => ({ url: '/api/sizes', payload: { size: `S${next()}` } }),
  },
  'PATCH /api/sizes/:id': {
    expect: admins(200),
    request: () => ({ url: `/api/sizes/${target.size}`, payload: { size: 'XXL' } }),
  },
  'DELETE /api/sizes/:id': {
    expect: admins(200),
    request: async () => ({ url: `/api/sizes/${await insertSize()}` }),
  },
  'POST /api/categories': {
    expect: admins(201),
    request: () => ({ url: '/api/categories', payload: { name: `Category ${next()}` } }),
  },
  'PATCH /api/categories/:id': {
    expect: admins(200),
    request: () => ({ url: `/api/categories/${target.category}`, payload: { name: 'Scarves' } }),
  },
  'DELETE /api/categories/:id': {
    expect: admins(200),
    request: async () => ({ url: `/api/categories/${await insertCategory()}` }),
  },
  'GET /api/admin/agents': { expect: admins(200), request: () => ({ url: '/api/admin/agents' }) },
  'POST /api/agents': {
    expect: admins(201),
    request: () => ({
      url: '/api/agents',
      payload: {
        name: `Agent ${next()}`,
        themeColorId: target.color,
        linkTemplate: 'https://agent.example/item?id={id}',
      },
    }),
  },
  'POST /api/admin/agents/test-link': {
    expect: admins(200),
    request: () => ({
      url: '/api/admin/agents/test-link',
      payload: { name: 'Superbuy', referralCode: 'CURIO' },
    }),
  },
  'PATCH /api/agents/:id': {
    expect: admins(200),
    request: () => ({
      url: `/api/agents/${target.agent}`,
      payload: {
        name: 'Renamed agent',
        themeColorId: target.color,
        linkTemplate: 'https://agent.example/item?id={id}',
      },
    }),
  },
  'DELETE /api/agents/:id': {
    expect: admins(200),
    request: async () => ({ url: `/api/agents/${await insertAgent()}` }),
  },
  'GET /api/admin/synonyms': {
    expect: admins(200),
    request: () => ({ url: '/api/admin/synonyms' }),
  },
  'POST /api/admin/synonyms': {
    expect: admins(201),
    request: () => ({
      url: '/api/admin/synonyms',
      payload: { terms: [`matrix kicks ${next()}`], mapsTo: ['sneakers'] },
    }),
  },
  'PATCH /api/admin/synonyms/:id': {
    expect: admins(200),
    request: () => ({
      url: `/api/admin/synonyms/${target.synonym}`,
      payload: { terms: ['matrix tee', 'matrix t-shirt'] },
    }),
  },
  'DELETE /api/admin/synonyms/:id': {
    expect: admins(200),
    request: async () => ({ url: `/api/admin/synonyms/${await insertSynonym()}` }),
  },
  'GET /api/admin/currency-rates': {
    expect: admins(200),
    request: () => ({ url: '/api/admin/currency-rates' }),
  },
  'PUT /api/admin/currency-rates/:currency': {
    expect: admins(200),
    request: () => ({ url: '/api/admin/currency-rates/USD', payload: { perCny: '0.14' } }),
  },
  'GET /api/stats': { expect: admins(200), request: () => ({ url: '/api/stats' }) },
  'GET /api/admin/audit': { expect: admins(200), request: () => ({ url: '/api/admin/audit' }) },
  'GET /api/admin/messages': {
    expect: admins(200),
    request: () => ({ url: '/api/admin/messages' }),
  },
  'PATCH /api/admin/messages/:id': {
    expect: admins(200),
    request: () => ({ url: `/api/admin/messages/${target.message}`, payload: { read: true } }),
  },
  'DELETE /api/admin/messages/:id': {
    expect: admins(200),
    request: async () => ({ url: `/api/admin/messages/${await insertMessage()}` }),
  },

  // Contact and error reports (public)
  'GET /api/captcha/challenge': {
    expect: anyone(200),
    request: () => ({ url: '/api/captcha/challenge' }),
  },
  'POST /api/contact': {
    // No solved captcha: the same 400 whoever asks.
    expect: anyone(400),
    request: () => ({
      url: '/api/contact',
      payload: { name: 'Ana', email: 'ana@example.com', message: 'Hello there!', altcha: 'x' },
    }),
  },
  'POST /api/monitoring': {
    expect: anyone(202),
    request: () => ({
      url: '/api/monitoring',
      headers: { 'content-type': 'text/plain' },
      payload: `${JSON.stringify({ event_id: 'matrix' })}\n{"type":"event"}\n{}`,
    }),
  },
};

// ── Running it ──────────────────────────────────────────────────────────────────────────────
let cellsChecked = 0;
let remote = 0;

/** ASVS 3.4.1, 3.4.3, 3.4.4, 3.4.5, 3.4.6 and 3.4.2 on every reply, errors and redirects included. */
function expectSecurityHeaders(headers: Record<string, unknown>, where: string) {
  const csp = String(headers['content-security-policy']);
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    expect(csp, where).toContain(directive);
  }
  expect(headers['strict-transport-security'], where).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['access-control-allow-origin'], where).toBeUndefined();
}

async function runCell(route: string, row: Row, who: Principal) {
  const [method, ...rest] = route.split(' ');
  const { url, headers, payload } = await row.request(who);
  const res = await t.app.inject({
    method,
    url,
    headers: {
      origin: 'https://elsewhere.example',
      ...(who === 'guest' ? {} : bearer(await tokenOf(who))),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload }),
    // One address per cell: the per-IP rate limits are not what this test is about.
    remoteAddress: `10.77.${Math.floor(remote / 250)}.${(remote++ % 250) + 1}`,
  });
  const where = `${route} as ${who} (${rest.join(' ')}): ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBe(row.expect[who]);
  expectSecurityHeaders(res.headers, where);
  if (res.statusCode >= 400) {
    const body = errorBodySchema.strict().parse(res.json());
    expect(body.status, where).toBe(res.statusCode);
    if (res.statusCode === 401) {
      expect(body.message, where).toBe(
        who === 'guest' ? MESSAGES.noToken : MESSAGES.sessionExpired,
      );
    }
  }
  await row.after?.(who);
  cellsChecked++;
}

describe('the authorization matrix', () => {
  it('has a row for every route the app registers, and no row for a route it does not', () => {
    const routes = [...registered].sort();
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !registered.has(route))).toEqual([]);
  });

  it('forges tokens that differ from a good one only in what they break', async () => {
    const me = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(token) }))
        .statusCode;
    expect(await me(await forgedToken('goodToken'))).toBe(200);
    for (const kind of ['expiredToken', 'otherKeyToken', 'algNoneToken'] as const) {
      expect(await me(await forgedToken(kind)), kind).toBe(401);
    }
  });

  it.each(Object.entries(MATRIX))('%s', async (route, row) => {
    for (const who of PRINCIPALS) await runCell(route, row, who);
  });

  it('checked every cell', () => {
    const expected = Object.keys(MATRIX).length * PRINCIPALS.length;
    console.log(
      `authorization matrix: ${cellsChecked} cells checked (${Object.keys(MATRIX).length} routes × ${PRINCIPALS.length} principals)`,
    );
    expect(cellsChecked).toBe(expected);
  });
});

/**
 * The route with every path parameter, query value and body made invalid: a caller who may use
 * the route gets 400 for it; anyone else must learn nothing more than 401 or 403.
 */
function badRequestFor(route: string): InjectOptions {
  const [method = 'GET', path = '/'] = route.split(' ');
  const url = `${path.replaceAll(/:[A-Za-z]+/g, 'abc').replace('*', 'x')}?page=-1&size=0&unread=x`;
  const withBody = method !== 'GET';
  return {
    method,
    url,
    ...(withBody ? { payload: [42], headers: { 'content-type': 'application/json' } } : {}),
  };
}

/** Someone signed in whom the route's declared check refuses, and the message they get. */
function refusedCaller(route: string): { who: keyof typeof people; code: MessageKey }[] {
  const { auth, refuseFrozen } = declared.get(route) ?? {};
  const refused: { who: keyof typeof people; code: MessageKey }[] = [];
  if (auth === 'SELLER') refused.push({ who: 'user', code: 'forbidden' });
  if (auth === 'ADMIN') refused.push({ who: 'seller', code: 'forbidden' });
  if (refuseFrozen) {
    refused.push({ who: auth === 'SELLER' ? 'frozenSeller' : 'frozenUser', code: refuseFrozen });
  }
  return refused;
}

const guarded = () => Object.keys(MATRIX).filter((route) => MATRIX[route]?.expect.guest === 401);

describe('authentication, then role, then validation (401 → 403 → 400)', () => {
  it('every route a guest is refused declares its check (config.auth), so it runs first', () => {
    expect(guarded().length).toBeGreaterThan(40);
    expect(guarded().filter((route) => !declared.get(route)?.auth)).toEqual([]);
    // …and the declarations match the matrix: a route open to guests declares no check.
    const open = Object.keys(MATRIX).filter((route) => MATRIX[route]?.expect.guest !== 401);
    expect(open.filter((route) => declared.get(route)?.auth)).toEqual([]);
  });

  it('answers POST /api/agents with a bad body and no token with 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/agents',
      payload: { name: '', themeColorId: 'red' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, code: 'noToken', message: MESSAGES.noToken });
  });

  it.each(guarded())('%s: 401, then 403, before 400', async (route) => {
    const bad = badRequestFor(route);
    const asGuest = await t.app.inject(bad);
    expect(asGuest.statusCode, asGuest.body).toBe(401);
    expect(asGuest.json()).toEqual({ status: 401, code: 'noToken', message: MESSAGES.noToken });
    const garbled = await t.app.inject({ ...bad, headers: { ...bad.headers, ...bearer('x.y.z') } });
    expect(garbled.statusCode, garbled.body).toBe(401);

    for (const { who, code } of refusedCaller(route)) {
      const res = await t.app.inject({
        ...bad,
        headers: { ...bad.headers, ...bearer(tokens[who]) },
      });
      expect(res.statusCode, `${who}: ${res.body}`).toBe(403);
      expect(res.json(), who).toEqual({ status: 403, code, message: MESSAGES[code] });
    }

    // The request is really bad: someone the route lets in gets 400 for it.
    if (declared.get(route)?.takesInput) {
      const res = await t.app.inject({
        ...bad,
        headers: { ...bad.headers, ...bearer(tokens.admin) },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(errorBodySchema.strict().parse(res.json()).status).toBe(400);
    }
  });
});
