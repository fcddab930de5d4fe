import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, messageKeyOf, pageSchema, productSchema, type Product } from '@curio/shared';
import { products } from '../src/db/schema';
import { bearer, tokenFor } from './helpers/auth';
import { createProduct, createUser, type UserFixture } from './helpers/fixtures';
import { photo } from './helpers/images';
import { multipartBody } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * PATCH changes only the fields sent; prices keep exactly the cents typed (accounts-and-admin §5);
 * a product can be read for editing, changed or deleted only by its seller or an admin.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const people: Record<string, UserFixture> = {};
let imageUrls: string[] = [];

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  who = 'seller',
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: bearer(tokens[who] ?? ''),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let serial = 0;
const fullProduct = () => ({
  name: `Partial Update Jacket ${serial++}`,
  price: 49.9,
  productLink: 'https://item.taobao.com/item.htm?id=612345678901',
  description: 'Waxed cotton, brass zip.',
  colors: ['Black'],
  sizes: ['M'],
  categories: ['Hoodies'],
  imageUrls: imageUrls.slice(0, 1),
});

async function created(body: object = fullProduct()): Promise<Product> {
  const res = await call('POST', '/api/products', 'seller', body);
  expect(res.statusCode, res.body).toBe(201);
  return productSchema.parse(res.json());
}

async function forEditing(id: number, who = 'seller'): Promise<Product> {
  const res = await call('GET', `/api/dashboard/products/${id}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return productSchema.parse(res.json());
}

/** The product as stored, without the time of the last change. */
const stable = ({ updatedAt: _updatedAt, ...rest }: Product) => rest;

async function storedPriceText(id: number): Promise<string | undefined> {
  const [row] = await t.db
    .select({ price: sql<string>`${products.price}::text` })
    .from(products)
    .where(eq(products.id, id));
  return row?.price;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, settings] of Object.entries({
    seller: { role: 'SELLER' },
    otherSeller: { role: 'SELLER' },
    admin: { role: 'ADMIN' },
    frozenSeller: { role: 'SELLER', frozen: true },
  } as const)) {
    people[name] = await createUser(t.db, settings);
    tokens[name] = await tokenFor(t.app, t.db, people[name].id);
  }
  // The lookups a product refers to by name.
  await createProduct(t.db, {
    sellerId: people.admin?.id ?? 0,
    colors: ['Black', 'White'],
    sizes: ['M', 'L'],
    categories: ['Hoodies', 'Bags'],
  });
  const body = multipartBody(
    await Promise.all(
      [0, 1].map(async (i) => ({
        field: 'files',
        filename: `p${i}.jpg`,
        contentType: 'image/jpeg',
        bytes: await photo('jpeg', 210 + i, 200),
      })),
    ),
  );
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/products/images/upload',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(tokens.seller ?? '') },
  });
  expect(upload.statusCode, upload.body).toBe(200);
  imageUrls = upload.json<{ imageUrls: string[] }>().imageUrls;
});
afterAll(() => t.close());

describe('PATCH /api/products/:id changes only the fields sent', () => {
  const changes: [string, Record<string, unknown>, Partial<Product>][] = [
    ['name', { name: 'Renamed Field Jacket' }, { name: 'Renamed Field Jacket' }],
    ['description', { description: 'Now lined.' }, { description: 'Now lined.' }],
    ['description (emptied)', { description: '' }, { description: '' }],
    ['price', { price: 19.99 }, { price: 19.99 }],
    [
      'productLink',
      { productLink: 'https://detail.1688.com/offer/623456789012.html' },
      { productLink: 'https://detail.1688.com/offer/623456789012.html', platform: 'ALI_1688' },
    ],
    ['colors', { colors: ['White', 'Black'] }, { colors: ['Black', 'White'] }],
    ['sizes', { sizes: ['L'] }, { sizes: ['L'] }],
    ['categories', { categories: ['Bags'] }, { categories: ['Bags'] }],
  ];

  it.each(changes)('%s: that field changes, every other stays', async (_field, patch, expected) => {
    const product = await created();
    const before = await forEditing(product.id);
    const res = await call('PATCH', `/api/products/${product.id}`, 'seller', patch);
    expect(res.statusCode, res.body).toBe(200);
    const after = await forEditing(product.id);
    const sorted = (p: Product) => ({ ...stable(p), colors: [...p.colors].sort() });
    expect(sorted(after)).toEqual({ ...sorted(before), ...expected });
  });

  it('imageUrls: the images change, every other field stays', async () => {
    const product = await created();
    const before = await forEditing(product.id);
    const res = await call('PATCH', `/api/products/${product.id}`, 'seller', {
      imageUrls: [imageUrls[1], imageUrls[0]],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await forEditing(product.id);
    const { imageUrl: _a, imageUrls: afterUrls, images: _ai, ...afterRest } = stable(after);
    const { imageUrl: _b, imageUrls: _bu, images: _bi, ...beforeRest } = stable(before);
    expect(afterUrls).toEqual([imageUrls[1], imageUrls[0]]);
    expect(after.imageUrl).toBe(imageUrls[1]);
    expect(afterRest).toEqual(beforeRest);
  });

  it('refuses an empty body, or one with no field it knows, and changes nothing', async () => {
    const product = await created();
    const before = await forEditing(product.id);
    for (const body of [{}, { colour: 'Red' }]) {
      const res = await call('PATCH', `/api/products/${product.id}`, 'seller', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'productPatchEmpty',
        message: MESSAGES.productPatchEmpty,
      });
    }
    expect(await forEditing(product.id)).toEqual(before);
  });

  it('refuses a field under its rule and leaves the product as it was', async () => {
    const product = await created();
    const before = await forEditing(product.id);
    const res = await call('PATCH', `/api/products/${product.id}`, 'seller', {
      name: 'Fine name',
      colors: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      colors: MESSAGES.colorRequired,
    });
    expect(await forEditing(product.id)).toEqual(before);
  });

  it.each([null, 42, ['Waxed']])(
    'refuses the description %j with its rule (not a parser text), on create and PATCH',
    async (description) => {
      const refusal = {
        code: 'descriptionNotText',
        message: MESSAGES.descriptionNotText,
        fieldErrors: { description: MESSAGES.descriptionNotText },
        fieldCodes: { description: 'descriptionNotText' },
      };
      const create = await call('POST', '/api/products', 'seller', {
        ...fullProduct(),
        description,
      });
      expect(create.statusCode).toBe(400);
      expect(create.json()).toMatchObject(refusal);

      const product = await created();
      const before = await forEditing(product.id);
      const patch = await call('PATCH', `/api/products/${product.id}`, 'seller', { description });
      expect(patch.statusCode).toBe(400);
      expect(patch.json()).toMatchObject(refusal);
      expect(await forEditing(product.id)).toEqual(before);
    },
  );
});

describe('prices', () => {
  it.each([
    [0.01, 0.01, '0.01'],
    [19.99, 19.99, '19.99'],
    [0.1 + 0.2, 0.3, '0.30'],
    ['19.99', 19.99, '19.99'],
    [' 7.5 ', 7.5, '7.50'],
    ['12,50', 12.5, '12.50'],
    ['1.234,50', 1234.5, '1234.50'],
    [999_999.99, 999_999.99, '999999.99'],
    [1_000_000, 1_000_000, '1000000.00'],
  ])('keeps %o exactly: %o, stored as %s', async (price, shown, stored) => {
    const product = await created({ ...fullProduct(), price });
    expect(product.price).toBe(shown);
    expect(await storedPriceText(product.id)).toBe(stored);
    const patched = await call('PATCH', `/api/products/${product.id}`, 'seller', { price });
    expect(patched.json<Product>().price).toBe(shown);
    expect(await storedPriceText(product.id)).toBe(stored);
  });

  it('shows the same cents everywhere: product page, dashboard list and the catalogue index', async () => {
    const product = await created({ ...fullProduct(), price: 0.3 });
    await call('PATCH', `/api/products/${product.id}`, 'seller', { price: 19.99 });
    const page = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(productSchema.parse(page.json()).price).toBe(19.99);
    expect(page.body).toContain('"price":19.99,');
    const dashboard = pageSchema(productSchema).parse(
      (
        await call('GET', `/api/dashboard/products?search=${encodeURIComponent(product.name)}`)
      ).json(),
    );
    expect(dashboard.content.map((p) => [p.id, p.price])).toEqual([[product.id, 19.99]]);
    // The in-memory index: listed by name and found by the exact price bounds.
    const listed = pageSchema(productSchema).parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/products?name=${encodeURIComponent(product.name)}&minPrice=19.99&maxPrice=19.99`,
        })
      ).json(),
    );
    expect(listed.content.map((p) => [p.id, p.price])).toEqual([[product.id, 19.99]]);
  });

  it.each([
    [0, MESSAGES.priceAboveZero],
    [-1, MESSAGES.priceAboveZero],
    ['-0.50', MESSAGES.priceAboveZero],
    [0.001, MESSAGES.priceDecimals],
    ['0.001', MESSAGES.priceDecimals],
    [1.005, MESSAGES.priceDecimals],
    ['1.0055', MESSAGES.priceDecimals],
    // A text API call has no language: one separator before three digits has two readings.
    ['1.005', MESSAGES.priceAmbiguous],
    [1_000_000.01, MESSAGES.priceTooHigh],
    ['1e2', MESSAGES.priceInvalid],
    ['1,2,3', MESSAGES.priceSeparators],
    ['cheap', MESSAGES.priceInvalid],
    ['', MESSAGES.priceRequired],
    [null, MESSAGES.priceRequired],
    [true, MESSAGES.priceRequired],
  ])('refuses %o with "%s", on create and on PATCH', async (price, message) => {
    const create = await call('POST', '/api/products', 'seller', { ...fullProduct(), price });
    expect(create.statusCode).toBe(400);
    expect(create.json<{ fieldErrors: Record<string, string> }>().fieldErrors.price).toBe(message);

    const product = await created();
    const patch = await call('PATCH', `/api/products/${product.id}`, 'seller', { price });
    expect(patch.statusCode).toBe(400);
    expect(patch.json()).toMatchObject({ fieldErrors: { price: message } });
    expect(await storedPriceText(product.id)).toBe('49.90');
  });

  it.each([
    ['1e400', MESSAGES.priceTooHigh],
    ['-1e400', MESSAGES.priceAboveZero],
    ['1e308', MESSAGES.priceTooHigh],
    ['"1e400"', MESSAGES.priceInvalid],
  ])('refuses the JSON price %s with its rule: "%s"', async (price, message) => {
    const raw = (fields: object) => ({
      method: 'POST' as const,
      url: '/api/products',
      headers: { ...bearer(tokens.seller ?? ''), 'content-type': 'application/json' },
      // 1e400 is past a double's range: JSON.parse reads it as Infinity.
      payload: JSON.stringify({ ...fields, price: '<price>' }).replace('"<price>"', price),
    });
    const expected = {
      fieldErrors: { price: message },
      fieldCodes: { price: messageKeyOf(message) },
    };
    const create = await t.app.inject(raw(fullProduct()));
    expect(create.statusCode, create.body).toBe(400);
    expect(create.json()).toMatchObject(expected);

    const product = await created();
    const patch = await t.app.inject({
      ...raw({}),
      method: 'PATCH',
      url: `/api/products/${product.id}`,
    });
    expect(patch.statusCode, patch.body).toBe(400);
    expect(patch.json()).toMatchObject(expected);
    expect(await storedPriceText(product.id)).toBe('49.90');
  });
});

describe("another seller's product", () => {
  it('is 403 to read for editing, change or delete; 404 when there is none', async () => {
    const product = await created();
    const refused = {
      status: 403,
      code: 'noPermissionProduct',
      message: MESSAGES.noPermissionProduct,
    };
    const url = `/api/products/${product.id}`;
    expect(
      (await call('GET', `/api/dashboard/products/${product.id}`, 'otherSeller')).json(),
    ).toEqual(refused);
    expect((await call('PATCH', url, 'otherSeller', { price: 1 })).json()).toEqual(refused);
    expect((await call('DELETE', url, 'otherSeller')).json()).toEqual(refused);
    expect(await forEditing(product.id)).toMatchObject({ price: 49.9, name: product.name });
    expect((await call('GET', '/api/dashboard/products/99999999')).json()).toMatchObject({
      status: 404,
      code: 'productNotFound',
    });
  });

  it('is open to an admin', async () => {
    const product = await created();
    expect((await forEditing(product.id, 'admin')).id).toBe(product.id);
  });
});

describe('a frozen seller', () => {
  it('reads their product for editing, but cannot create, change, upload or delete (403)', async () => {
    const id = await createProduct(t.db, { sellerId: people.frozenSeller?.id ?? 0, price: 5 });
    expect((await forEditing(id, 'frozenSeller')).price).toBe(5);
    const frozen = { status: 403, code: 'frozenSeller', message: MESSAGES.frozenSeller };
    expect((await call('POST', '/api/products', 'frozenSeller', fullProduct())).json()).toEqual(
      frozen,
    );
    expect(
      (await call('PATCH', `/api/products/${id}`, 'frozenSeller', { price: 6 })).json(),
    ).toEqual(frozen);
    expect((await call('DELETE', `/api/products/${id}`, 'frozenSeller')).json()).toEqual(frozen);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/products/images/upload',
      headers: bearer(tokens.frozenSeller ?? ''),
    });
    expect(upload.json()).toEqual(frozen);
    expect(await storedPriceText(id)).toBe('5.00');
  });
});
