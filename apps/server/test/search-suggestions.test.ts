import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, SEARCH_MAX_LENGTH, searchSuggestionsSchema } from '@curio/shared';
import { buildDemoCatalog } from '../src/demo/catalog';
import { createProduct, createUser } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const hoodieName = 'Classic Brushed Cotton Pullover Hoodie';

beforeAll(async () => {
  t = await createTestApp();
  const sellerId = (await createUser(t.db, { role: 'SELLER' })).id;
  await createProduct(t.db, { name: hoodieName, categories: ['Hoodies'], sellerId });
  for (let i = 1; i <= 8; i++) {
    await createProduct(t.db, { name: `Zip Hoodie ${i}`, categories: ['Hoodies'], sellerId });
  }
  await createProduct(t.db, { name: 'Hooded Rain Jacket', categories: ['Outerwear'], sellerId });
  await createProduct(t.db, { name: 'Steel Watch', categories: ['Watches'], sellerId });
  await createProduct(t.db, { name: 'Tailored Wool Trousers', categories: ['Pants'], sellerId });
});
afterAll(() => t.close());

async function suggest(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/search/suggestions?${query}` });
  return { status: res.statusCode, headers: res.headers, body: res.json<unknown>() };
}

describe('GET /api/search/suggestions', () => {
  it('suggests at most six products and the categories a query word starts', async () => {
    const { status, headers, body } = await suggest('q=hood');
    expect(status).toBe(200);
    expect(headers['cache-control']).toContain('public');
    const reply = searchSuggestionsSchema.parse(body);
    expect(reply.query).toBe('hood');
    expect(reply.products).toHaveLength(LIMITS.suggestedProductsMax);
    for (const product of reply.products) expect(product.name).toMatch(/\bHood/);
    expect(reply.categories).toEqual([{ name: 'Hoodies', count: 9, highlights: [[0, 4]] }]);
    expect(reply.didYouMean).toBeNull();
  });

  it('marks the matched start of each word in a demo product name', async () => {
    expect(buildDemoCatalog().products.map((p) => p.name)).toContain(hoodieName);
    const reply = searchSuggestionsSchema.parse((await suggest('q=PULLOVER%20hood')).body);
    const product = reply.products.find((p) => p.name === hoodieName);
    expect(product?.highlights.map(([start, end]) => hoodieName.slice(start, end))).toEqual([
      'Pullover',
      'Hood',
    ]);
  });

  it('offers the query with its typos corrected, and no correction for a right word', async () => {
    const typo = searchSuggestionsSchema.parse((await suggest('q=tailord')).body);
    expect(typo.didYouMean).toBe('tailored');
    expect(typo.products.map((p) => p.name)).toEqual(['Tailored Wool Trousers']);
    const right = searchSuggestionsSchema.parse((await suggest('q=tailored')).body);
    expect(right.didYouMean).toBeNull();
  });

  it('answers empty lists for an empty or blank query', async () => {
    for (const query of ['q=', 'q=%20%20']) {
      const { status, body } = await suggest(query);
      expect(status).toBe(200);
      expect(body).toEqual({
        query: '',
        products: [],
        categories: [],
        didYouMean: null,
        showingResultsFor: null,
      });
    }
  });

  it('suggests nothing for a word that matches nothing', async () => {
    const reply = searchSuggestionsSchema.parse((await suggest('q=qwxzv')).body);
    expect(reply.products).toEqual([]);
    expect(reply.categories).toEqual([]);
  });

  it('answers a 500-character query by its first words within the limit', async () => {
    const pasted = 'Classic Brushed Cotton Pullover Hoodie '.repeat(13).slice(0, 500);
    const { status, body } = await suggest(`q=${encodeURIComponent(pasted)}`);
    expect(status).toBe(200);
    const reply = searchSuggestionsSchema.parse(body);
    expect(reply.query.length).toBeLessThanOrEqual(SEARCH_MAX_LENGTH);
    expect(pasted.startsWith(`${reply.query} `)).toBe(true);
    expect(reply.products.map((product) => product.name)).toEqual([hoodieName]);
  });

  it('refuses unknown parameters and a missing query', async () => {
    for (const query of ['q=hood&size=50', '']) {
      const { status, body } = await suggest(query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: 400 });
    }
  });
});
