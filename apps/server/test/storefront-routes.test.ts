import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerSchema, similarProductsSchema } from '@curio/shared';
import { events } from '../src/db/schema';
import { createProduct, createUser } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let seller: { id: number; username: string };
let plainUser: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ OLD_WEBSITE_URL: 'https://old.example.com/' });
  seller = await createUser(t.db, { role: 'SELLER', username: 'lotus' });
  plainUser = (await createUser(t.db)).id;
  const day = 86_400_000;
  const items: [string, string[], string[]][] = [
    ['origin', ['Hoodies', 'Streetwear'], ['Black', 'White']],
    ['both-two', ['Hoodies', 'Streetwear'], ['Black', 'White']],
    ['both-one', ['Hoodies'], ['Black']],
    ['category-only', ['Hoodies'], ['Red']],
    ['colour-only', ['Shoes'], ['Black']],
    ['nothing', ['Bags'], ['Beige']],
  ];
  for (const [i, [name, categories, colors]] of items.entries()) {
    ids[name] = await createProduct(t.db, {
      sellerId: seller.id,
      name,
      categories,
      colors,
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * day),
    });
  }
  for (let i = 0; i < 14; i++) {
    await createProduct(t.db, {
      sellerId: seller.id,
      name: `filler ${i}`,
      categories: ['Hoodies'],
      colors: ['White'],
    });
  }
});
afterAll(() => t.close());

describe('GET /api/products/{id}/similar', () => {
  it('gives at most 12, each sharing a category and a colour, never itself, most overlap first', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${ids.origin}/similar` });
    expect(res.statusCode).toBe(200);
    const similar = similarProductsSchema.parse(res.json());
    expect(similar).toHaveLength(12);
    const names = similar.map((p) => p.name);
    expect(names[0]).toBe('both-two');
    expect(names).not.toContain('origin');
    expect(names).not.toContain('category-only');
    expect(names).not.toContain('colour-only');
    expect(names).not.toContain('nothing');
    for (const product of similar) {
      expect(product.categories.some((c) => ['Hoodies', 'Streetwear'].includes(c))).toBe(true);
      expect(product.colors.some((c) => ['Black', 'White'].includes(c))).toBe(true);
    }
  });

  it('is empty when nothing is similar', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${ids.nothing}/similar` });
    expect(res.json()).toEqual([]);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/987654/similar' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Product not found.' });
  });
});

describe('GET /api/accounts/{id}/seller', () => {
  it('answers the seller with the newest products and the count', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/accounts/${seller.id}/seller` });
    expect(res.statusCode).toBe(200);
    const body = sellerSchema.parse(res.json());
    expect(body).toMatchObject({
      id: seller.id,
      name: 'lotus',
      profilePicture: null,
      productCount: 20,
    });
    expect(body.products).toHaveLength(20);
  });

  it.each([
    ['plain user', () => plainUser],
    ['unknown id', () => 999999],
    ['not a number', () => 'abc'],
  ])("answers 404 'Seller not found.' for a %s", async (_label, id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/accounts/${id()}/seller` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 404,
      code: 'sellerNotFound',
      message: 'Seller not found.',
    });
  });
});

describe('lookups', () => {
  it('lists categories, colours, sizes and agents for anyone', async () => {
    const categories = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json<
      { name: string }[]
    >();
    expect(categories.map((c) => c.name)).toEqual(['Bags', 'Hoodies', 'Shoes', 'Streetwear']);
    const colors = (await t.app.inject({ method: 'GET', url: '/api/colors' })).json<
      { color: string }[]
    >();
    expect(colors.map((c) => c.color)).toEqual(['Beige', 'Black', 'Red', 'White']);
    const sizes = await t.app.inject({ method: 'GET', url: '/api/sizes' });
    expect(sizes.json()).toEqual([{ id: expect.any(Number), size: 'M' }]);
    const agents = await t.app.inject({ method: 'GET', url: '/api/agents' });
    expect(agents.statusCode).toBe(200);
    expect(agents.json()).toEqual([]);
  });
});

describe('POST /api/events', () => {
  it('records a product view sent with a visitor id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { type: 'product_view', productId: ids.origin, visitorId: 'storefront-visitor-1' },
    });
    expect(res.statusCode).toBe(204);
    const [row] = await t.db
      .select({ n: count() })
      .from(events)
      .where(eq(events.productId, ids.origin ?? 0));
    expect(row?.n).toBe(1);
  });

  it.each([
    [{ type: 'purchase_click', productId: 1 }, 400],
    [{ type: 'product_view' }, 400],
    [{ type: 'product_view', productId: 'x' }, 400],
    [{ type: 'product_view', productId: 987654 }, 404],
    [{ type: 'product_view', productId: 1, visitorId: 'short' }, 400],
  ])('refuses %o with %i', async (payload, status) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/events', payload });
    expect(res.statusCode).toBe(status);
  });
});

describe('GET /api/site', () => {
  it('tells the web app the old website address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(res.json()).toEqual({
      oldWebsiteUrl: 'https://old.example.com/',
      googleSignIn: false,
      errorReporting: false,
    });
  });
});
