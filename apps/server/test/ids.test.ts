import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBodySchema, MAX_DB_ID, MESSAGES, type MessageKey } from '@curio/shared';
import { agents, colors } from '../src/db/schema';
import { bearer, tokenFor } from './helpers/auth';
import { createUser, type UserFixture } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Ids out of range, or not plain digits, on every route that takes one: a 400 in the error format
 * (naming the field), or the route's own 404 — never a 500 from the database, never a number read
 * out of "1e3". The routes come from Fastify's `onRoute` hook, so a new `:id` route joins the test.
 */
const registered = vi.hoisted(() => new Set<string>());
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const withRouteList = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') registered.add(`${method} ${route.url}`);
      }
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: withRouteList };
});

/** Path parameters that are ids (a sitemap's `:chunk` is a page number, not an id). */
const ID_PARAM = /:(id|productId)\b/;

/** Text that must never be taken for an id: too large, negative, fractional, not a number. */
const BAD_IDS = [
  '2147483648',
  '99999999999',
  '-1',
  '0',
  '1.5',
  'abc',
  '1e3',
  '0x10',
  '%201',
  '1%20',
];

/** A valid body for the routes that need one, so that only the id can be what is refused. */
let themeColorId = 0;
const BODIES: Record<string, () => object> = {
  'PATCH /api/accounts/:id/role': () => ({ role: 'USER' }),
  'PATCH /api/products/:id': () => ({ price: 12.5 }),
  'PATCH /api/colors/:id': () => ({ color: 'Gold' }),
  'PATCH /api/sizes/:id': () => ({ size: 'XXL' }),
  'PATCH /api/categories/:id': () => ({ name: 'Scarves' }),
  'PATCH /api/agents/:id': () => ({
    name: 'Renamed agent',
    themeColorId,
    linkTemplate: 'https://agent.example/item?id={id}',
  }),
  'PATCH /api/admin/messages/:id': () => ({ read: true }),
  'PATCH /api/admin/synonyms/:id': () => ({ terms: ['id tee', 'id t-shirt'] }),
};

/** Routes that answer an unusable id as "not found" (the spec's one message), not 400. */
const NOT_FOUND_INSTEAD: Record<string, MessageKey> = {
  'GET /api/accounts/:id/seller': 'sellerNotFound',
};

/** What the largest id answers where nothing has it: not found, or done (removing is idempotent). */
const AT_MAX_ID: Record<string, number> = { 'DELETE /api/favorites/:productId': 200 };

let t: TestApp;
let admin: UserFixture;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { role: 'ADMIN' });
  token = await tokenFor(t.app, t.db, admin.id);
  const [color] = await t.db.insert(colors).values({ color: 'Id test red' }).returning();
  themeColorId = color?.id ?? 0;
  await t.db.insert(agents).values({ name: 'Id agent', themeColorId });
});

afterAll(async () => {
  await t.close();
});

const idRoutes = () => [...registered].filter((route) => ID_PARAM.test(route)).sort();

async function call(route: string, id: string) {
  const [method = 'GET', path = '/'] = route.split(' ');
  const body = BODIES[route]?.();
  return t.app.inject({
    method: method as 'GET',
    url: path.replace(ID_PARAM, id),
    // The admin passes every route's check: what is left to refuse is the id.
    headers: bearer(token),
    ...(body ? { payload: body } : {}),
  });
}

describe('ids in paths', () => {
  it('are found on every route that takes one', () => {
    expect(idRoutes().length).toBeGreaterThanOrEqual(20);
    // A listed body or exception for a route that no longer exists is a stale test.
    for (const route of [...Object.keys(BODIES), ...Object.keys(NOT_FOUND_INSTEAD)]) {
      expect(idRoutes()).toContain(route);
    }
  });

  it.each(BAD_IDS)('%s is refused by every route', async (bad) => {
    for (const route of idRoutes()) {
      const res = await call(route, bad);
      const where = `${route} with ${bad}: ${res.body}`;
      const body = errorBodySchema.strict().parse(res.json());
      const param = ID_PARAM.exec(route)?.[1] ?? 'id';
      const notFound = NOT_FOUND_INSTEAD[route];
      if (notFound) {
        expect(res.statusCode, where).toBe(404);
        expect(body, where).toEqual({ status: 404, code: notFound, message: MESSAGES[notFound] });
      } else {
        expect(res.statusCode, where).toBe(400);
        expect(body.code, where).toBe('idInvalid');
        expect(body.message, where).toBe(MESSAGES.idInvalid);
        expect(body.fieldErrors, where).toEqual({ [param]: MESSAGES.idInvalid });
      }
    }
  });

  it(`${MAX_DB_ID}, the largest id, is looked up: not found (or done), never an error`, async () => {
    for (const route of idRoutes()) {
      const res = await call(route, String(MAX_DB_ID));
      expect(res.statusCode, `${route}: ${res.body}`).toBe(AT_MAX_ID[route] ?? 404);
    }
  });
});

describe('ids in query strings and bodies', () => {
  it.each(BAD_IDS)('sellerId=%s is a 400 on the product list and its facets', async (bad) => {
    for (const url of ['/api/products', '/api/products/facets']) {
      const res = await t.app.inject({ method: 'GET', url: `${url}?sellerId=${bad}` });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ fieldErrors: { sellerId: MESSAGES.idInvalid } });
    }
  });

  it('sellerId at the largest id is simply no products', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?sellerId=${MAX_DB_ID}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ content: [], totalElements: 0 });
  });

  const BAD_BODY_IDS: unknown[] = [MAX_DB_ID + 1, 1e12, -1, 0, 1.5, 'abc', '1e3', '7'];

  it.each(BAD_BODY_IDS)('%j as an id in a body is a 400 naming the field', async (bad) => {
    const calls = [
      {
        method: 'POST' as const,
        url: '/api/events',
        payload: { type: 'product_view', productId: bad },
        field: 'productId',
        message: MESSAGES.idInvalid,
      },
      {
        method: 'PATCH' as const,
        url: '/api/accounts/edit',
        payload: { username: admin.username, email: admin.email, agentId: bad },
        field: 'agentId',
        message: MESSAGES.idInvalid,
      },
      {
        method: 'POST' as const,
        url: '/api/agents',
        payload: { name: 'Out of range', themeColorId: bad },
        field: 'themeColorId',
        message: MESSAGES.agentColorRequired,
      },
    ];
    for (const { field, message, ...request } of calls) {
      const res = await t.app.inject({ ...request, headers: bearer(token) });
      const where = `${request.url} with ${JSON.stringify(bad)}: ${res.body}`;
      expect(res.statusCode, where).toBe(400);
      expect(errorBodySchema.strict().parse(res.json()).fieldErrors, where).toEqual({
        [field]: message,
      });
    }
  });
});
