import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSchema, productSchema } from '@curio/shared';
import { createProduct, createUser } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let sellerId: number;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const seller = await createUser(t.db, { role: 'SELLER', username: 'shopkeeper' });
  sellerId = seller.id;
  const day = 24 * 60 * 60 * 1000;
  for (let i = 0; i < 7; i++) {
    ids.push(
      await createProduct(t.db, {
        sellerId,
        name: `Item ${i}`,
        price: 10 + i,
        colors: i % 2 ? ['Black', 'White'] : ['Red'],
        sizes: ['L', 'M'],
        categories: ['Hoodies'],
        imageKeys: i === 0 ? ['abc', 'def'] : [],
        createdAt: new Date(Date.UTC(2025, 0, 1) + i * day),
      }),
    );
  }
});
afterAll(() => t.close());

const productPage = pageSchema(productSchema);

describe('GET /api/products', () => {
  it('pages newest first with the page metadata', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?page=0&size=3' });
    expect(res.statusCode).toBe(200);
    const page = productPage.parse(res.json());
    expect(page.content.map((p) => p.name)).toEqual(['Item 6', 'Item 5', 'Item 4']);
    expect(page).toMatchObject({
      currentPage: 0,
      totalPages: 3,
      totalElements: 7,
      size: 3,
      first: true,
      last: false,
    });
  });

  it('answers the last page and an empty page past the end', async () => {
    const last = productPage.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products?page=2&size=3' })).json(),
    );
    expect(last.content.map((p) => p.name)).toEqual(['Item 0']);
    expect(last.last).toBe(true);
    const beyond = productPage.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products?page=9&size=3' })).json(),
    );
    expect(beyond.content).toEqual([]);
    expect(beyond.totalElements).toBe(7);
  });

  it('defaults to page 0 and size 50', async () => {
    const page = productPage.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products' })).json(),
    );
    expect(page.size).toBe(50);
    expect(page.content).toHaveLength(7);
  });

  it.each(['size=101', 'size=0', 'size=-1', 'page=-1', 'size=1.5', 'page=x', 'sort=random'])(
    'refuses %s with 400',
    async (query) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400 });
    },
  );

  it('sorts by price both ways and by name', async () => {
    const asc = productPage.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products?sort=price_asc&size=2' })).json(),
    );
    expect(asc.content.map((p) => p.price)).toEqual([10, 11]);
    const desc = productPage.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products?sort=price_desc&size=2' })).json(),
    );
    expect(desc.content.map((p) => p.price)).toEqual([16, 15]);
    const byName = productPage.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products?sort=name&size=2' })).json(),
    );
    expect(byName.content.map((p) => p.name)).toEqual(['Item 0', 'Item 1']);
  });
});

describe('GET /api/products/{id}', () => {
  it('answers the product with its seller, lookups and image variants', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${ids[0]}` });
    expect(res.statusCode).toBe(200);
    const product = productSchema.parse(res.json());
    expect(product).toMatchObject({
      id: ids[0],
      name: 'Item 0',
      price: 10,
      colors: ['Red'],
      sizes: ['L', 'M'],
      categories: ['Hoodies'],
      platform: 'TAOBAO',
      user: { id: sellerId, username: 'shopkeeper', profilePicture: null },
      imageUrl: '/media/products/abc-600.webp',
      imageUrls: ['/media/products/abc-600.webp', '/media/products/def-600.webp'],
    });
    expect(product.images[1]).toEqual({
      card: '/media/products/def-150.webp',
      card2x: '/media/products/def-300.webp',
      detail: '/media/products/def-600.webp',
      detail2x: '/media/products/def-1200.webp',
    });
  });

  it("answers 404 'Product not found.' for an unknown id", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 404,
      code: 'productNotFound',
      message: 'Product not found.',
    });
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])('answers 400 for the id %s', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(res.statusCode).toBe(400);
  });
});
