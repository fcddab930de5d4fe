import { describe, expect, it } from 'vitest';
import { buildDemoCatalog } from '../src/demo/catalog';
import { CatalogIndex } from '../src/catalog/memory-index/catalog-index';

/** Shoppers' everyday queries, on the demo store, with a shopper's expectations. */
const demo = buildDemoCatalog();
const lookups = (names: string[]) => names.map((name, i) => ({ id: i + 1, name }));
const categories = lookups(demo.categories);
const colors = lookups(demo.colors);
const sizes = lookups(demo.sizes);
const idIn = (list: { id: number; name: string }[], name: string) =>
  list.find((lookup) => lookup.name === name)?.id ?? 0;
const index = new CatalogIndex(
  demo.products.map((p, i) => ({
    id: i + 1,
    name: p.name,
    price: p.price,
    createdAt: 1e12 - p.createdDaysAgo * 864e5,
    sellerId: p.sellerIndex + 1,
    categoryIds: p.categories.map((name) => idIn(categories, name)),
    colorIds: p.colors.map((name) => idIn(colors, name)),
    sizeIds: p.sizes.map((name) => idIn(sizes, name)),
    description: p.description,
  })),
  { categories, colors, sizes, sellers: lookups(demo.sellers.map((s) => s.username)) },
);
index.setSynonyms([
  { terms: ['tee', 't-shirt'], mapsTo: null },
  { terms: ['sneakers', 'trainers'], mapsTo: null },
  { terms: ['运动鞋'], mapsTo: ['sneakers'] },
  { terms: ['卫衣'], mapsTo: ['hoodie'] },
  { terms: ['T恤'], mapsTo: ['t-shirt'] },
]);

const productOf = (id: number) => demo.products[id - 1]!;
const found = (text: string) =>
  index.page({ search: text }, 'relevance', 0, 400).ids.map(productOf);
const count = (test: (p: (typeof demo.products)[number]) => boolean) =>
  demo.products.filter(test).length;
const tshirts = count((p) => p.categories.includes('T-Shirts'));

describe("the demo store answers shoppers' everyday queries", () => {
  it.each(['tshirt', 't-shirt', 't shirt', 'T恤'])('"%s" puts the T-shirts first', (text) => {
    const results = found(text);
    expect(tshirts).toBeGreaterThan(20);
    expect(results.slice(0, tshirts).every((p) => p.categories.includes('T-Shirts'))).toBe(true);
  });

  it('"tee" finds tees and T-shirts, never steel watches', () => {
    const results = found('tee');
    expect(results.length).toBeGreaterThanOrEqual(tshirts);
    expect(results.some((p) => p.categories.includes('Watches'))).toBe(false);
  });

  it('"black hoodie" finds the black hoodies, all of them', () => {
    const results = found('black hoodie');
    const expected = count((p) => p.categories.includes('Hoodies') && p.colors.includes('Black'));
    expect(expected).toBeGreaterThan(3);
    expect(results).toHaveLength(expected);
  });

  it('"white sneakers" finds white shoes', () => {
    const results = found('white sneakers');
    expect(results.length).toBeGreaterThanOrEqual(3);
    expect(results.every((p) => p.colors.includes('White') && p.categories.includes('Shoes'))).toBe(
      true,
    );
  });

  it('"red" finds red products, not tailored or layered ones', () => {
    const results = found('red');
    expect(results).toHaveLength(count((p) => p.colors.includes('Red') || /\bred\b/i.test(p.name)));
  });

  it('"nike" finds nothing and suggests nothing', () => {
    expect(found('nike')).toEqual([]);
    expect(index.didYouMean('nike')).toBeNull();
  });

  it('"caps" finds caps, not bags', () => {
    const results = found('caps');
    expect(results.length).toBeGreaterThan(5);
    expect(results.every((p) => p.categories.includes('Hats'))).toBe(true);
  });

  it('"卫衣" finds the hoodies through a synonym', () => {
    const results = found('卫衣');
    expect(results.length).toBeGreaterThan(5);
    expect(results.every((p) => /hood/i.test(p.name) || p.categories.includes('Hoodies'))).toBe(
      true,
    );
  });

  it('corrects typos and says how', () => {
    expect(
      found('jaket').every((p) => /jacket/i.test(p.name) || p.categories.includes('Jackets')),
    ).toBe(true);
    expect(index.didYouMean('blak hoodie')).toBe('black hoodie');
    expect(index.didYouMean('black hoodie')).toBeNull();
  });
});

describe('typo corrections', () => {
  it('prefer the more used of two equally near words', () => {
    expect(index.didYouMean('hoodei')).toBe('hoodie');
  });
});

describe('a word the catalogue does not know', () => {
  it('does not veto the words it knows, and the search says which it answered for', () => {
    const whiteSneakers = found('white sneakers').map((p) => p.name);
    expect(whiteSneakers.length).toBeGreaterThan(0);
    expect(found('white nike sneakers').map((p) => p.name)).toEqual(whiteSneakers);
    expect(index.showingResultsFor('white nike sneakers')).toBe('white sneakers');
    expect(index.didYouMean('white nike sneakers')).toBeNull();
    expect(index.showingResultsFor('white sneakers')).toBeNull();
  });

  it('finds nothing when no word is known', () => {
    expect(found('nike adidas')).toEqual([]);
    expect(index.showingResultsFor('nike adidas')).toBeNull();
    expect(index.didYouMean('nike adidas')).toBeNull();
  });

  it('keeps the answer empty when the known words find nothing together', () => {
    expect(found('red dress')).toEqual([]);
    expect(index.showingResultsFor('red dress')).toBeNull();
  });
});

describe('synonyms', () => {
  it('lead on to each other: 运动鞋 => sneakers, and sneakers = trainers', () => {
    const viaChinese = found('运动鞋').map((p) => p.name);
    const direct = found('sneakers').map((p) => p.name);
    expect(viaChinese.length).toBeGreaterThan(0);
    expect(new Set(viaChinese)).toEqual(new Set(direct));
  });
});
