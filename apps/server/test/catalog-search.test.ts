import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productFacetsSchema } from '@curio/shared';
import { createProduct, createUser } from './helpers/fixtures';
import { createProductsDaysApart, listedNames } from './helpers/catalog-queries';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let sellerA: number;
let sellerB: number;

beforeAll(async () => {
  t = await createTestApp();
  sellerA = (await createUser(t.db, { role: 'SELLER' })).id;
  sellerB = (await createUser(t.db, { role: 'SELLER' })).id;
  const items = [
    {
      name: 'Slim Phone Case',
      price: 12,
      categories: ['Electronics'],
      colors: ['Black'],
      sellerId: sellerA,
    },
    {
      name: 'Heavyweight Hoodie',
      price: 89.5,
      categories: ['Hoodies'],
      colors: ['Gray', 'Black'],
      sellerId: sellerA,
    },
    {
      name: 'Zip Hoodie',
      price: 120,
      categories: ['Hoodies', 'Streetwear'],
      colors: ['Navy'],
      sellerId: sellerB,
    },
    {
      name: 'Retro Runner Sneakers',
      price: 150,
      categories: ['Shoes'],
      colors: ['White', 'Red'],
      sellerId: sellerB,
    },
    { name: 'Canvas Tote', price: 0.5, categories: ['Bags'], colors: ['Beige'], sellerId: sellerB },
    {
      name: '100% Cotton Tee',
      price: 350,
      categories: ['T-Shirts'],
      colors: ['White'],
      sizes: ['XL'],
      sellerId: sellerA,
    },
    {
      name: 'Leather Card Holder',
      price: 350.01,
      categories: ['Accessories'],
      colors: ['Brown'],
      sellerId: sellerA,
    },
  ];
  await createProductsDaysApart(t.db, items);
});
afterAll(() => t.close());

const names = (query: string) => listedNames(t.app, query);

describe('search by name', () => {
  it('matches whole words and word starts, case-insensitively', async () => {
    expect(await names('name=HOODIE')).toEqual(
      expect.arrayContaining(['Heavyweight Hoodie', 'Zip Hoodie']),
    );
    expect(await names('name=hood')).toHaveLength(2);
  });

  it('folds plurals, case, accents and full-width letters', async () => {
    expect(await names('name=hoodies')).toHaveLength(2);
    expect(await names('name=sneaker')).toEqual(['Retro Runner Sneakers']);
    expect(await names('name=H%C3%93ODIE')).toHaveLength(2);
    expect(await names(`name=${encodeURIComponent('ＴＯＴＥ')}`)).toEqual(['Canvas Tote']);
  });

  it('treats hyphens, spaces and joins alike', async () => {
    for (const text of ['t-shirt', 't%20shirt', 'tshirt', 'T-SHIRTS']) {
      expect(await names(`name=${text}`)).toEqual(['100% Cotton Tee']);
    }
  });

  it('matches any category name', async () => {
    expect(await names('name=streetwear')).toEqual(['Zip Hoodie']);
    expect(await names('name=shoes')).toEqual(['Retro Runner Sneakers']);
  });

  it('requires every word, each in any field', async () => {
    expect(await names('name=zip%20hoodie')).toEqual(['Zip Hoodie']);
    expect(await names('name=hoodie%20streetwear')).toEqual(['Zip Hoodie']);
    expect(await names('name=black%20hoodie')).toEqual(['Heavyweight Hoodie']);
    expect(await names('name=hoodie%20sneakers')).toEqual([]);
  });

  it('trims the search text', async () => {
    expect(await names('name=%20%20tote%20')).toEqual(['Canvas Tote']);
  });

  it('tolerates typos: "phnoe" finds "phone", "hoodei" finds hoodies', async () => {
    expect(await names('name=phnoe')).toEqual(['Slim Phone Case']);
    expect((await names('name=hoodei')).sort()).toEqual(['Heavyweight Hoodie', 'Zip Hoodie']);
    expect(await names('name=sneakres')).toEqual(['Retro Runner Sneakers']);
    expect(await names('name=heavywieght%20hodie')).toEqual(['Heavyweight Hoodie']);
  });

  it('allows no typo under 4 letters, one up to 7, two above, none in numbers', async () => {
    expect(await names('name=tot')).toEqual(['Canvas Tote']);
    expect(await names('name=tpe')).toEqual([]);
    expect(await names('name=tootee')).toEqual([]);
    expect(await names('name=leathre')).toEqual(['Leather Card Holder']);
    expect(await names('name=heavywieghd')).toEqual(['Heavyweight Hoodie']);
    expect(await names('name=101')).toEqual([]);
  });

  it('corrects only words that match nothing', async () => {
    // "hold" is a word start of "holder": not corrected to "hood".
    expect(await names('name=hold')).toEqual(['Leather Card Holder']);
  });

  it('ranks an exact word before a word start', async () => {
    expect(await names('name=case')).toEqual(['Slim Phone Case']);
    expect(await names('name=hold')).toEqual(['Leather Card Holder']);
  });

  it('treats LIKE wildcards and punctuation in the text literally', async () => {
    expect(await names('name=100%25')).toEqual(['100% Cotton Tee']);
    expect(await names('name=%25')).toEqual([]);
    expect(await names('name=_')).toEqual([]);
  });

  it('finds nothing for an unknown word, without error', async () => {
    expect(await names('name=xylophone')).toEqual([]);
  });

  it('searches a pasted 500-character text by its first 200 characters, cut between words', async () => {
    const pasted = 'Heavyweight Hoodie '.repeat(27).slice(0, 500);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products?name=${encodeURIComponent(pasted)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(await names(`name=${encodeURIComponent(pasted)}`)).toEqual(['Heavyweight Hoodie']);
    expect(await names(`name=${'a'.repeat(500)}`)).toEqual([]);
  });
});

describe('filters', () => {
  it('matches categories on any overlap, case-insensitively', async () => {
    expect(await names('categories=hoodies&sort=name')).toEqual([
      'Heavyweight Hoodie',
      'Zip Hoodie',
    ]);
    expect(await names('categories=Bags,Shoes&sort=name')).toEqual([
      'Canvas Tote',
      'Retro Runner Sneakers',
    ]);
    expect(await names('categories=Nope')).toEqual([]);
  });

  it('matches colours on any overlap', async () => {
    expect(await names('colors=Black&sort=name')).toEqual([
      'Heavyweight Hoodie',
      'Slim Phone Case',
    ]);
    expect(await names('colors=navy,red&sort=name')).toEqual([
      'Retro Runner Sneakers',
      'Zip Hoodie',
    ]);
  });

  it('needs a category AND a colour when both are given', async () => {
    expect(await names('categories=Hoodies&colors=Navy')).toEqual(['Zip Hoodie']);
  });

  it('includes both ends of the price range', async () => {
    expect(await names('minPrice=12&maxPrice=120&sort=price_asc')).toEqual([
      'Slim Phone Case',
      'Heavyweight Hoodie',
      'Zip Hoodie',
    ]);
    expect(await names('minPrice=350&sort=price_asc')).toEqual([
      '100% Cotton Tee',
      'Leather Card Holder',
    ]);
    expect(await names('maxPrice=0.5')).toEqual(['Canvas Tote']);
  });

  it('filters by seller', async () => {
    expect(await names(`sellerId=${sellerB}&sort=name`)).toEqual([
      'Canvas Tote',
      'Retro Runner Sneakers',
      'Zip Hoodie',
    ]);
  });

  it('combines search and filters', async () => {
    expect(await names('name=hoodie&maxPrice=100')).toEqual(['Heavyweight Hoodie']);
  });

  it.each([
    ['minPrice=abc', 'minPrice'],
    ['minPrice=-1', 'minPrice'],
    ['minPrice=10&maxPrice=5', 'minPrice'],
    ['sellerId=0', 'sellerId'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty(field);
  });

  it("says which price rule was broken, in the spec's words", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?minPrice=10&maxPrice=5' });
    expect(res.json()).toMatchObject({
      message: 'Minimum price cannot be greater than maximum price.',
    });
  });
});

describe('GET /api/products/facets', () => {
  async function facets(query: string) {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/facets?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return productFacetsSchema.parse(res.json());
  }

  it('counts everything without filters', async () => {
    const all = await facets('');
    expect(all.total).toBe(7);
    expect(all.categories).toContainEqual({ name: 'Hoodies', count: 2 });
    expect(all.colors).toContainEqual({ name: 'White', count: 2 });
  });

  it('gives the total of the filtered list, as the list itself', async () => {
    const query = 'categories=Hoodies,Shoes&colors=White,Navy&maxPrice=200';
    const [counted, listed] = [await facets(query), await names(`${query}&size=100`)];
    expect(counted.total).toBe(listed.length);
    expect(counted.total).toBe(2);
  });

  it("counts each category with the other filters but not the category's own", async () => {
    const f = await facets('categories=Hoodies&colors=Black');
    expect(f.total).toBe(1);
    // Colour Black, any category: Heavyweight Hoodie (Hoodies) and Slim Phone Case (Electronics).
    expect(f.categories).toEqual(
      expect.arrayContaining([
        { name: 'Hoodies', count: 1 },
        { name: 'Electronics', count: 1 },
      ]),
    );
    // Category Hoodies, any colour.
    expect(f.colors).toEqual(
      expect.arrayContaining([
        { name: 'Black', count: 1 },
        { name: 'Gray', count: 1 },
        { name: 'Navy', count: 1 },
      ]),
    );
  });
});

describe('caching', () => {
  it('answers an ETag and a 304 when it still matches', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/products?size=3' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toContain('public');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/products?size=3',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/products?size=3',
      headers: { 'if-none-match': 'W/"something-else"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('changes the ETag when the data changes', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/categories' })).headers.etag;
    await createProduct(t.db, { sellerId: sellerA, categories: ['Brand New Category'] });
    const after = (await t.app.inject({ method: 'GET', url: '/api/categories' })).headers.etag;
    expect(after).not.toBe(before);
  });

  it('sends no ETag on errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
  });
});
