import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSchema, productSchema, searchSuggestionsSchema, type Product } from '@curio/shared';
import { seedDemoStoreWithoutImages } from './helpers/demo-store';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Queries shoppers typed on the demo store, through HTTP, with its migrated synonyms. */
let t: TestApp;
const productPage = pageSchema(productSchema);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoStoreWithoutImages(t);
}, 60_000);
afterAll(() => t.close());

async function found(text: string): Promise<Product[]> {
  const url = `/api/products?size=100&name=${encodeURIComponent(text)}`;
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return productPage.parse(res.json()).content;
}

async function suggestions(text: string) {
  const url = `/api/search/suggestions?q=${encodeURIComponent(text)}`;
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return searchSuggestionsSchema.parse(res.json());
}

const inCategory = (name: string) => (p: Product) => p.categories.includes(name);

describe('a word the catalogue does not know', () => {
  it("'men's watch' finds the watches and says it shows the results for 'watch'", async () => {
    for (const text of ["men's watch", 'men’s watch', 'mens watch']) {
      const results = await found(text);
      expect(results.filter(inCategory('Watches')).length).toBeGreaterThanOrEqual(20);
      expect(results.every((p) => inCategory('Watches')(p) || /watch/i.test(p.name))).toBe(true);
      expect((await suggestions(text)).showingResultsFor).toBe('watch');
    }
    expect((await suggestions('watch')).showingResultsFor).toBeNull();
  });
});

const ids = (products: Product[]) => products.map((p) => p.id).sort((a, b) => a - b);

describe('typos', () => {
  it('a corrected word keeps its synonyms: "sneackers" finds what "sneakers" finds', async () => {
    const sneakers = await found('sneakers');
    expect(sneakers.length).toBeGreaterThanOrEqual(22);
    expect(ids(await found('sneackers'))).toEqual(ids(sneakers));
  });

  it('a plural typed with a letter too many finds the plural: "sunglassess"', async () => {
    const sunglasses = await found('sunglasses');
    expect(sunglasses.filter(inCategory('Sunglasses')).length).toBeGreaterThanOrEqual(18);
    expect(ids(await found('sunglassess'))).toEqual(ids(sunglasses));
    expect(ids(await found('sunglasess'))).toEqual(ids(sunglasses));
  });

  it.each(['bagpack', 'bakcpak'])(
    '"%s" finds nothing and asks "Did you mean backpack"',
    async (text) => {
      expect(await found(text)).toEqual([]);
      expect((await suggestions(text)).didYouMean).toBe('backpack');
    },
  );
});

describe('description matches', () => {
  const describedOnly = (words: RegExp) => (p: Product) =>
    !words.test(p.name) && !p.categories.some((name) => words.test(name));

  it('"ear buds" puts earbuds and headphones first, never a purse that holds earbuds', async () => {
    for (const text of ['ear buds', 'earbuds']) {
      const top = (await found(text)).slice(0, 8);
      expect(top.length).toBe(8);
      expect(top.every(inCategory('Electronics'))).toBe(true);
    }
  });

  it('"sweat shirt" ranks no product matched by its description above one matched by name', async () => {
    const results = await found('sweat shirt');
    const first = results.findIndex(describedOnly(/sweat/i));
    const lastNamed = results.findLastIndex((p) => /sweatshirt/i.test(p.name));
    expect(lastNamed).toBeGreaterThanOrEqual(0);
    if (first >= 0) expect(first).toBeGreaterThan(lastNamed);
  });
});

describe('compounds and numbers', () => {
  it('"5-panel cap" finds what "five panel cap" finds, the five-panel caps', async () => {
    const fivePanel = await found('five panel cap');
    expect(fivePanel.length).toBeGreaterThanOrEqual(3);
    expect(fivePanel.every((p) => /five-panel/i.test(p.name))).toBe(true);
    expect(ids(await found('5-panel cap'))).toEqual(ids(fivePanel));
  });

  it('"back pack" finds what "backpack" finds', async () => {
    expect(ids(await found('back pack'))).toEqual(ids(await found('backpack')));
  });
});

describe("shoppers' own words for the categories (migration 0012)", () => {
  it('"跑鞋" finds the running shoes first, and only shoes', async () => {
    const results = await found('跑鞋');
    expect(results.length).toBeGreaterThan(4);
    expect(results.slice(0, 4).every((p) => /running shoes/i.test(p.name))).toBe(true);
    expect(results.every(inCategory('Shoes'))).toBe(true);
  });

  it.each(['Kapuzenpulli', 'Kapuzenpul', 'Pulli', 'sweatshirt', 'sweat shirt'])(
    '"%s" finds every hoodie of "Kapuzenpullover"',
    async (text) => {
      const hoodies = await found('Kapuzenpullover');
      expect(hoodies.length).toBe(32);
      const results = await found(text);
      expect(ids(results.filter(inCategory('Hoodies')))).toEqual(ids(hoodies));
      expect(results.slice(0, 32).every(inCategory('Hoodies'))).toBe(true);
    },
  );

  it('"黑色卫衣" finds what "黑色 卫衣" finds', async () => {
    const spaced = await found('黑色 卫衣');
    expect(spaced.length).toBe(14);
    expect(ids(await found('黑色卫衣'))).toEqual(ids(spaced));
    expect((await suggestions('黑色卫衣')).showingResultsFor).toBeNull();
  });
});
