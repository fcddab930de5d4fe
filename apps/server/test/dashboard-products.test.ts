import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardProductSchema, pageSchema } from '@curio/shared';
import { events } from '../src/db/schema';
import { bearer, tokenFor } from './helpers/auth';
import { createProduct, createUser } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let sellerToken: string;
let adminToken: string;
let userToken: string;
let hoodieId: number;
const page = pageSchema(dashboardProductSchema);

beforeAll(async () => {
  t = await createTestApp();
  const seller = await createUser(t.db, { role: 'SELLER', username: 'ming' });
  const other = await createUser(t.db, { role: 'SELLER', username: 'harbor' });
  sellerToken = await tokenFor(t.app, t.db, seller.id);
  adminToken = await tokenFor(t.app, t.db, (await createUser(t.db, { role: 'ADMIN' })).id);
  userToken = await tokenFor(t.app, t.db, (await createUser(t.db)).id);
  hoodieId = await createProduct(t.db, {
    sellerId: seller.id,
    name: 'Zip Hoodie',
    description: 'Brushed fleece',
    price: 120.5,
    categories: ['Hoodies'],
    colors: ['Navy'],
    sizes: ['XL'],
  });
  await createProduct(t.db, {
    sellerId: seller.id,
    name: 'Canvas Tote',
    price: 12,
    categories: ['Bags'],
    colors: ['Beige'],
  });
  await createProduct(t.db, {
    sellerId: other.id,
    name: 'Runner Sneakers',
    price: 99,
    categories: ['Shoes'],
  });
  await t.db.insert(events).values([
    { type: 'product_view', productId: hoodieId },
    { type: 'product_view', productId: hoodieId },
    { type: 'purchase_click', productId: hoodieId },
  ]);
});
afterAll(() => t.close());

async function list(token: string, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dashboard/products?${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return page.parse(res.json());
}

describe('GET /api/dashboard/products', () => {
  it('shows a seller only their own products, with views and buy clicks', async () => {
    const own = await list(sellerToken);
    expect(own.content.map((p) => p.name).sort()).toEqual(['Canvas Tote', 'Zip Hoodie']);
    expect(own.content.find((p) => p.id === hoodieId)).toMatchObject({ views: 2, buyClicks: 1 });
  });

  it('shows an admin every product', async () => {
    expect((await list(adminToken)).totalElements).toBe(3);
  });

  it.each([
    ['filter=name&search=hood', ['Zip Hoodie']],
    ['filter=description&search=FLEECE', ['Zip Hoodie']],
    ['filter=price&search=12', ['Canvas Tote', 'Zip Hoodie']],
    ['filter=price&search=120.5', ['Zip Hoodie']],
    ['filter=category&search=bag', ['Canvas Tote']],
    ['filter=color&search=navy', ['Zip Hoodie']],
    ['filter=size&search=xl', ['Zip Hoodie']],
    ['filter=seller&search=harb', ['Runner Sneakers']],
    ['filter=all&search=shoes', ['Runner Sneakers']],
    ['search=beige', ['Canvas Tote']],
  ])('searches %s', async (query, names) => {
    expect((await list(adminToken, query)).content.map((p) => p.name).sort()).toEqual(names);
  });

  it('pages 25 at a time unless asked, and refuses USERs', async () => {
    expect((await list(adminToken)).size).toBe(25);
    expect((await list(adminToken, 'size=2')).totalPages).toBe(2);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/products',
      headers: bearer(userToken),
    });
    expect(res.statusCode).toBe(403);
  });
});
