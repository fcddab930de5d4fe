import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, categories, products } from '../src/db/schema';
import { bearer, tokenFor } from './helpers/auth';
import { createProduct, createUser } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let sellerId: number;
let otherId: number;
let sellerToken: string;
let otherToken: string;
let adminToken: string;
let frozenToken: string;
let userToken: string;

beforeAll(async () => {
  t = await createTestApp();
  sellerId = (await createUser(t.db, { role: 'SELLER' })).id;
  otherId = (await createUser(t.db, { role: 'SELLER' })).id;
  sellerToken = await tokenFor(t.app, t.db, sellerId);
  otherToken = await tokenFor(t.app, t.db, otherId);
  adminToken = await tokenFor(t.app, t.db, (await createUser(t.db, { role: 'ADMIN' })).id);
  frozenToken = await tokenFor(
    t.app,
    t.db,
    (await createUser(t.db, { role: 'SELLER', frozen: true })).id,
  );
  userToken = await tokenFor(t.app, t.db, (await createUser(t.db)).id);
});
afterAll(() => t.close());

/** Each test starts from no products: counts are the test's own. */
beforeEach(async () => {
  await t.db.delete(products);
});

function bulk(token: string | null, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/dashboard/products/bulk',
    headers: token ? bearer(token) : {},
    payload: body as object,
  });
}

async function pricesOf(ids: number[]): Promise<number[]> {
  const rows = await t.db
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(inArray(products.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)?.price ?? Number.NaN);
}

async function categoriesOf(id: number): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
  return res.json<{ categories: string[] }>().categories.sort();
}

const byIds = (ids: number[]) => ({ by: 'ids', ids });
const changePrice = (by: 'amount' | 'percent', value: number) => ({
  type: 'changePrice',
  by,
  value,
});

describe('POST /api/dashboard/products/bulk: price changes', () => {
  it('adds a percentage, rounded half-up to the cent', async () => {
    const a = await createProduct(t.db, { sellerId, price: 10.05 });
    const b = await createProduct(t.db, { sellerId, price: 19.99 });
    // 10.05 × 1.1 = 11.055 → 11.06; 19.99 × 1.1 = 21.989 → 21.99
    const res = await bulk(sellerToken, {
      selection: byIds([a, b]),
      action: changePrice('percent', 10),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ selected: 2, changed: 2 });
    expect(await pricesOf([a, b])).toEqual([11.06, 21.99]);
  });

  it('adds or takes off an amount', async () => {
    const a = await createProduct(t.db, { sellerId, price: 12 });
    const res = await bulk(sellerToken, {
      selection: byIds([a]),
      action: changePrice('amount', -2.5),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await pricesOf([a])).toEqual([9.5]);
  });

  it('changes nothing when one product would leave the price range, and says how many', async () => {
    const cheap = await createProduct(t.db, { sellerId, price: 1 });
    const dear = await createProduct(t.db, { sellerId, price: 50 });
    const res = await bulk(sellerToken, {
      selection: byIds([cheap, dear]),
      action: changePrice('amount', -1),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bulkPriceOutOfRange', params: { count: '1' } });
    expect(await pricesOf([cheap, dear])).toEqual([1, 50]);

    const high = await bulk(sellerToken, {
      selection: byIds([dear]),
      action: changePrice('amount', 999_990),
    });
    expect(high.json()).toMatchObject({ code: 'bulkPriceOutOfRange' });
    expect(await pricesOf([dear])).toEqual([50]);
  });

  it('refuses a change of 0, of more than 2 decimals, or not a number', async () => {
    const a = await createProduct(t.db, { sellerId, price: 5 });
    for (const value of [0, 0.001, 'ten']) {
      const res = await bulk(sellerToken, {
        selection: byIds([a]),
        action: { type: 'changePrice', by: 'percent', value },
      });
      expect(res.statusCode, String(value)).toBe(400);
    }
    expect(await pricesOf([a])).toEqual([5]);
  });
});

describe('POST /api/dashboard/products/bulk: categories and deletion', () => {
  it('adds a category, counting only the products that did not have it', async () => {
    const a = await createProduct(t.db, { sellerId, categories: ['Hoodies'] });
    const b = await createProduct(t.db, { sellerId, categories: ['Bags'] });
    const res = await bulk(sellerToken, {
      selection: byIds([a, b]),
      action: { type: 'addCategory', category: 'bags' },
    });
    expect(res.json()).toEqual({ selected: 2, changed: 1 });
    expect(await categoriesOf(a)).toEqual(['Bags', 'Hoodies']);
    expect(await categoriesOf(b)).toEqual(['Bags']);
  });

  it('removes a category, but never a product’s last one', async () => {
    const a = await createProduct(t.db, { sellerId, categories: ['Hoodies', 'Sale'] });
    const b = await createProduct(t.db, { sellerId, categories: ['Sale'] });
    const refused = await bulk(sellerToken, {
      selection: byIds([a, b]),
      action: { type: 'removeCategory', category: 'Sale' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'bulkLastCategory', params: { count: '1' } });
    expect(await categoriesOf(a)).toEqual(['Hoodies', 'Sale']);

    const res = await bulk(sellerToken, {
      selection: byIds([a]),
      action: { type: 'removeCategory', category: 'Sale' },
    });
    expect(res.json()).toEqual({ selected: 1, changed: 1 });
    expect(await categoriesOf(a)).toEqual(['Hoodies']);
  });

  it('finds a category by its name in another language, any case or width', async () => {
    const a = await createProduct(t.db, { sellerId, categories: ['Hoodies'] });
    await createProduct(t.db, { sellerId, categories: ['Accessories'] });
    await t.db
      .update(categories)
      .set({ translations: { de: 'Accessoires', zh: '配饰' } })
      .where(eq(categories.name, 'Accessories'));
    const added = await bulk(sellerToken, {
      selection: byIds([a]),
      action: { type: 'addCategory', category: 'ＡＣＣＥＳＳＯＩＲＥＳ' },
    });
    expect(added.json()).toEqual({ selected: 1, changed: 1 });
    expect(await categoriesOf(a)).toEqual(['Accessories', 'Hoodies']);
    const removed = await bulk(sellerToken, {
      selection: byIds([a]),
      action: { type: 'removeCategory', category: '配饰' },
    });
    expect(removed.json()).toEqual({ selected: 1, changed: 1 });
    expect(await categoriesOf(a)).toEqual(['Hoodies']);
  });

  it('refuses a category that does not exist', async () => {
    const a = await createProduct(t.db, { sellerId });
    const res = await bulk(sellerToken, {
      selection: byIds([a]),
      action: { type: 'addCategory', category: 'Nowhere' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'unknownLookup' });
  });

  it('deletes the selected products and only those', async () => {
    const a = await createProduct(t.db, { sellerId });
    const b = await createProduct(t.db, { sellerId });
    const kept = await createProduct(t.db, { sellerId });
    const res = await bulk(sellerToken, { selection: byIds([a, b]), action: { type: 'delete' } });
    expect(res.json()).toEqual({ selected: 2, changed: 2 });
    const left = await t.db.select({ id: products.id }).from(products);
    expect(left.map((row) => row.id)).toEqual([kept]);
  });
});

describe('POST /api/dashboard/products/bulk: whose products', () => {
  it('refuses the whole action when one id is another seller’s', async () => {
    const own = await createProduct(t.db, { sellerId, price: 10 });
    const theirs = await createProduct(t.db, { sellerId: otherId, price: 10 });
    const res = await bulk(sellerToken, {
      selection: byIds([own, theirs]),
      action: changePrice('amount', 1),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'noPermissionProduct' });
    expect(await pricesOf([own, theirs])).toEqual([10, 10]);
  });

  it('answers 404 for an id that is no product, changing nothing', async () => {
    const own = await createProduct(t.db, { sellerId, price: 10 });
    const res = await bulk(sellerToken, {
      selection: byIds([own, 2_000_000_000]),
      action: changePrice('amount', 1),
    });
    expect(res.statusCode).toBe(404);
    expect(await pricesOf([own])).toEqual([10]);
  });

  it('acts on every product matching a search, the caller’s own only', async () => {
    const red = await createProduct(t.db, { sellerId, name: 'Red Scarf', price: 10 });
    const tailored = await createProduct(t.db, { sellerId, name: 'Tailored Coat', price: 10 });
    const theirs = await createProduct(t.db, { sellerId: otherId, name: 'Red Cap', price: 10 });
    const res = await bulk(sellerToken, {
      selection: { by: 'matching', search: 'red', filter: 'name' },
      action: changePrice('percent', 50),
    });
    expect(res.json()).toEqual({ selected: 1, changed: 1 });
    expect(await pricesOf([red, tailored, theirs])).toEqual([15, 10, 10]);
  });

  it('lets an admin act on any seller’s products, and audits it', async () => {
    const theirs = await createProduct(t.db, { sellerId: otherId, price: 10 });
    const res = await bulk(adminToken, {
      selection: { by: 'matching', filter: 'all' },
      action: changePrice('amount', 5),
    });
    expect(res.json()).toEqual({ selected: 1, changed: 1 });
    expect(await pricesOf([theirs])).toEqual([15]);
    const entries = await t.db.select().from(auditLog);
    expect(entries.at(-1)).toMatchObject({ action: 'product.bulk.changePrice' });
  });

  it('answers 401 without a token, 403 to a USER and to a frozen seller', async () => {
    const own = await createProduct(t.db, { sellerId, price: 10 });
    const body = { selection: byIds([own]), action: changePrice('amount', 1) };
    expect((await bulk(null, body)).statusCode).toBe(401);
    expect((await bulk(userToken, body)).statusCode).toBe(403);
    const frozen = await bulk(frozenToken, body);
    expect(frozen.statusCode).toBe(403);
    expect(frozen.json()).toMatchObject({ code: 'frozenSeller' });
    expect((await bulk(otherToken, body)).statusCode).toBe(403);
    expect(await pricesOf([own])).toEqual([10]);
  });

  it('refuses no ids, too many ids, and an unknown action', async () => {
    const own = await createProduct(t.db, { sellerId });
    const tooMany = Array.from({ length: 501 }, (_, index) => index + 1);
    for (const body of [
      { selection: byIds([]), action: { type: 'delete' } },
      { selection: byIds(tooMany), action: { type: 'delete' } },
      { selection: byIds([own]), action: { type: 'explode' } },
      { selection: { by: 'everything' }, action: { type: 'delete' } },
    ]) {
      expect((await bulk(sellerToken, body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(
        400,
      );
    }
    expect(
      (await bulk(sellerToken, { selection: byIds([]), action: { type: 'delete' } })).json(),
    ).toMatchObject({ fieldCodes: { 'selection.ids': 'bulkNoProducts' } });
  });
});
