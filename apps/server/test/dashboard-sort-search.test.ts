import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardProductSchema, pageSchema } from '@curio/shared';
import { eq } from 'drizzle-orm';
import { categories, colors, events } from '../src/db/schema';
import { bearer, tokenFor } from './helpers/auth';
import { createProduct, createUser } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let token: string;
const page = pageSchema(dashboardProductSchema);
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const sellerId = (await createUser(t.db, { role: 'SELLER' })).id;
  token = await tokenFor(t.app, t.db, sellerId);
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  // Beta and Delta share a price, a date and their counts: ties go by id.
  for (const [name, price, created, categories] of [
    ['Beta Red Scarf', 20, day(2), ['Scarves']],
    ['alpha Tailored Coat', 30, day(1), ['Coats']],
    ['Delta red-brown Cap', 20, day(2), ['Caps']],
    ['Gamma Hoodie', 5, day(3), ['Hoodies']],
  ] as const) {
    ids[name] = await createProduct(t.db, {
      sellerId,
      name,
      price,
      createdAt: created,
      categories: [...categories],
    });
  }
  await t.db
    .update(categories)
    .set({ translations: { zh: '卫衣', de: 'Hoodies' } })
    .where(eq(categories.name, 'Hoodies'));
  await t.db
    .update(categories)
    .set({ translations: { de: 'Mützen' } })
    .where(eq(categories.name, 'Caps'));
  await t.db
    .update(colors)
    .set({ translations: { fr: 'Noir' } })
    .where(eq(colors.color, 'Black'));
  const view = (name: string) => ({ type: 'product_view' as const, productId: ids[name] });
  const click = (name: string) => ({ type: 'purchase_click' as const, productId: ids[name] });
  await t.db
    .insert(events)
    .values([
      view('Gamma Hoodie'),
      view('Gamma Hoodie'),
      view('Gamma Hoodie'),
      view('alpha Tailored Coat'),
      click('alpha Tailored Coat'),
      click('alpha Tailored Coat'),
      click('Gamma Hoodie'),
    ]);
});
afterAll(() => t.close());

async function names(query: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dashboard/products?${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return page.parse(res.json()).content.map((product) => product.name);
}

describe('GET /api/dashboard/products sorted', () => {
  it.each([
    ['', ['Gamma Hoodie', 'Delta red-brown Cap', 'Beta Red Scarf', 'alpha Tailored Coat']],
    [
      'sort=date&order=asc',
      ['alpha Tailored Coat', 'Beta Red Scarf', 'Delta red-brown Cap', 'Gamma Hoodie'],
    ],
    [
      'sort=name&order=asc',
      ['alpha Tailored Coat', 'Beta Red Scarf', 'Delta red-brown Cap', 'Gamma Hoodie'],
    ],
    [
      'sort=name&order=desc',
      ['Gamma Hoodie', 'Delta red-brown Cap', 'Beta Red Scarf', 'alpha Tailored Coat'],
    ],
    [
      'sort=price&order=asc',
      ['Gamma Hoodie', 'Beta Red Scarf', 'Delta red-brown Cap', 'alpha Tailored Coat'],
    ],
    [
      'sort=price&order=desc',
      ['alpha Tailored Coat', 'Delta red-brown Cap', 'Beta Red Scarf', 'Gamma Hoodie'],
    ],
    [
      'sort=views&order=desc',
      ['Gamma Hoodie', 'alpha Tailored Coat', 'Delta red-brown Cap', 'Beta Red Scarf'],
    ],
    [
      'sort=views&order=asc',
      ['Beta Red Scarf', 'Delta red-brown Cap', 'alpha Tailored Coat', 'Gamma Hoodie'],
    ],
    [
      'sort=clicks&order=desc',
      ['alpha Tailored Coat', 'Gamma Hoodie', 'Delta red-brown Cap', 'Beta Red Scarf'],
    ],
    [
      'sort=clicks&order=asc',
      ['Beta Red Scarf', 'Delta red-brown Cap', 'Gamma Hoodie', 'alpha Tailored Coat'],
    ],
  ])('orders %s', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it('pages a sort without repeating or skipping a product', async () => {
    const first = await names('sort=price&order=asc&size=2&page=0');
    const second = await names('sort=price&order=asc&size=2&page=1');
    expect([...first, ...second]).toEqual(await names('sort=price&order=asc'));
  });

  it.each(['sort=stock', 'order=up', 'sort='])('refuses %s', async (query) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/products?${query}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/dashboard/products searched by word', () => {
  it.each([
    ['search=Red', ['Beta Red Scarf', 'Delta red-brown Cap']],
    ['search=brown', ['Delta red-brown Cap']],
    ['search=red%20cap', ['Delta red-brown Cap']],
    ['search=tail', ['alpha Tailored Coat']],
    ['search=ored', []],
    ['search=hoodies', ['Gamma Hoodie']],
    ['filter=name&search=oodie', []],
    ['filter=category&search=scar', ['Beta Red Scarf']],
    ['filter=category&search=carves', []],
    ['search=2', ['Beta Red Scarf', 'Delta red-brown Cap']],
    // Lookup names in the other languages (decision 019), as the storefront search finds them.
    [`search=${encodeURIComponent('卫衣')}`, ['Gamma Hoodie']],
    [`filter=category&search=${encodeURIComponent('Mützen')}`, ['Delta red-brown Cap']],
    [
      'filter=color&search=noir',
      ['Beta Red Scarf', 'Delta red-brown Cap', 'Gamma Hoodie', 'alpha Tailored Coat'],
    ],
    [`filter=category&search=${encodeURIComponent('ützen')}`, []],
  ])('%s', async (query, expected) => {
    expect((await names(`sort=name&order=asc&${query}`)).sort()).toEqual(expected);
  });
});
