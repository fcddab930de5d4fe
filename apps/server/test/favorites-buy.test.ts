import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, colors, events, users } from '../src/db/schema';
import { bearer, tokenFor } from './helpers/auth';
import { createProduct, createUser } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let token: string;
let userId: number;
let productIds: number[];
let agentIds: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  userId = (await createUser(t.db)).id;
  token = await tokenFor(t.app, t.db, userId);
  const seller = await createUser(t.db, { role: 'SELLER' });
  productIds = [
    await createProduct(t.db, {
      sellerId: seller.id,
      name: 'Taobao thing',
      productLink: 'https://item.taobao.com/item.htm?id=612345678901',
    }),
    await createProduct(t.db, {
      sellerId: seller.id,
      name: 'Weidian thing',
      productLink: 'https://weidian.com/item.html?itemID=4411223344',
    }),
    await createProduct(t.db, { sellerId: seller.id, name: 'No link', productLink: null }),
  ];
  const [orange] = await t.db.insert(colors).values({ color: 'Orange' }).returning();
  const created = await t.db
    .insert(agents)
    .values([
      { name: 'CnFans', referralCode: 'CURIOCNF25', themeColorId: orange?.id ?? null },
      {
        name: 'DogeGoo',
        referralCode: 'CURIODOGE',
        linkTemplate: 'https://www.dogegoo.com/product?url={url}&ref={ref}',
      },
    ])
    .returning();
  agentIds = Object.fromEntries(created.map((a) => [a.name, a.id]));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, auth: string | null = token) =>
  t.app.inject({ method, url, headers: auth ? bearer(auth) : {} });

describe('favourites', () => {
  it('adds, lists and removes, each twice with the same result', async () => {
    const [first, second] = productIds;
    expect((await call('POST', `/api/favorites/${first}`)).json()).toEqual({
      productId: first,
      favorited: true,
    });
    expect((await call('POST', `/api/favorites/${first}`)).json()).toEqual({
      productId: first,
      favorited: true,
    });
    await call('POST', `/api/favorites/${second}`);
    const list = (await call('GET', '/api/favorites')).json<{ id: number }[]>();
    expect(list.map((p) => p.id).sort()).toEqual([first, second].sort());
    expect((await call('DELETE', `/api/favorites/${first}`)).json()).toEqual({
      productId: first,
      favorited: false,
    });
    expect((await call('DELETE', `/api/favorites/${first}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/favorites')).json<{ id: number }[]>().map((p) => p.id)).toEqual(
      [second],
    );
  });

  it('answers 404 for an unknown product and 401 for a guest', async () => {
    const unknown = await call('POST', '/api/favorites/999999');
    expect(unknown.json()).toEqual({
      status: 404,
      code: 'productNotFound',
      message: 'Product not found.',
    });
    expect((await call('GET', '/api/favorites', null)).statusCode).toBe(401);
    expect((await call('POST', `/api/favorites/${productIds[0]}`, null)).statusCode).toBe(401);
  });

  it("keeps each user's favourites apart", async () => {
    const other = await createUser(t.db);
    const otherToken = await tokenFor(t.app, t.db, other.id);
    expect((await call('GET', '/api/favorites', otherToken)).json()).toEqual([]);
  });
});

describe('POST /api/products/{id}/buy-link', () => {
  const buy = (productId: number | undefined, auth: string | null) =>
    call('POST', `/api/products/${productId}/buy-link`, auth);
  const setAgent = (agentId: number | null) =>
    t.db.update(users).set({ agentId }).where(eq(users.id, userId));

  it('needs an account', async () => {
    expect((await buy(productIds[0], null)).statusCode).toBe(401);
  });

  it('needs an agent on the profile', async () => {
    await setAgent(null);
    expect((await buy(productIds[0], token)).json()).toEqual({
      status: 400,
      code: 'assignAgent',
      message: 'Please assign yourself to an agent in your profile.',
    });
  });

  it("answers the agent's link with the referral code and records a purchase click", async () => {
    await setAgent(agentIds.CnFans ?? null);
    const res = await buy(productIds[0], token);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json<{ url: string }>().url);
    expect(url.hostname).toBe('cnfans.com');
    expect(url.searchParams.get('ref')).toBe('CURIOCNF25');
    const clicks = await t.db
      .select()
      .from(events)
      .where(and(eq(events.type, 'purchase_click'), eq(events.productId, productIds[0] ?? 0)));
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({ userId, agentId: agentIds.CnFans });
  });

  it("refuses a product without a link with the spec's text", async () => {
    await setAgent(agentIds.CnFans ?? null);
    expect((await buy(productIds[2], token)).json()).toEqual({
      status: 400,
      code: 'noValidShopLink',
      message: "This product doesn't have a valid shop link.",
    });
  });

  it('refuses DogeGoo with a Weidian link, and builds its template link otherwise', async () => {
    await setAgent(agentIds.DogeGoo ?? null);
    expect((await buy(productIds[1], token)).json()).toEqual({
      status: 400,
      code: 'dogeGooWeidian',
      message: 'DogeGoo does not support Weidian links.',
    });
    const ok = await buy(productIds[0], token);
    expect(new URL(ok.json<{ url: string }>().url).searchParams.get('ref')).toBe('CURIODOGE');
  });

  it('answers 404 for an unknown product', async () => {
    expect((await buy(999999, token)).statusCode).toBe(404);
  });
});
