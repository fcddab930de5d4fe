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

  it('"Fünf-Panel-Cap" and "casquette cinq panel" find what "five panel cap" finds', async () => {
    const fivePanel = ids(await found('five panel cap'));
    expect(ids(await found('Fünf-Panel-Cap'))).toEqual(fivePanel);
    expect(ids(await found('casquette cinq panel'))).toEqual(fivePanel);
  });

  it('"zip up hoodie" finds the full-zip hoodie', async () => {
    const results = await found('zip up hoodie');
    expect(results.map((p) => p.name)).toEqual(['Full-Zip Fleece Hoodie']);
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

describe("shoppers' words in five languages (migration 0013)", () => {
  it.each([
    ['zapatilas', 'zapatillas', /sneakers|trainers/i],
    ['Turnschue', 'Turnschuhe', /sneakers|trainers/i],
    ['casquete', 'casquette', /\bcap\b/i],
  ])(
    '"%s", a typo of a word only a synonym rule knows, finds the products "%s" names',
    async (typo, word, names) => {
      const named = (await found(word)).filter((p) => names.test(p.name));
      expect(named.length).toBeGreaterThanOrEqual(20);
      expect(ids(await found(typo))).toEqual(ids(named));
    },
  );

  it('"écouteurs" and "earbuds" find the earbuds and in-ear headphones first, no over-ear pair', async () => {
    for (const text of ['écouteurs', 'earbuds']) {
      const names = (await found(text)).map((p) => p.name);
      expect(
        names.slice(0, 8).every((name) => /earbuds|in-ear/i.test(name)),
        text,
      ).toBe(true);
      const overEar = names.filter(
        (name) => /headphones|headset/i.test(name) && !/in-ear/i.test(name),
      );
      expect(overEar).toEqual([]);
    }
  });

  it('"耳机" and "Kopfhörer" find the earbuds as well as the headphones', async () => {
    for (const text of ['耳机', 'Kopfhörer']) {
      const names = (await found(text)).map((p) => p.name);
      expect(names.filter((name) => /earbuds/i.test(name)).length).toBe(3);
      expect(names.filter((name) => /headphones|headset/i.test(name)).length).toBe(17);
    }
  });

  it('"Laufschuhe" finds running shoes and runners, no other sneaker', async () => {
    const names = (await found('Laufschuhe')).map((p) => p.name);
    expect(names.length).toBeGreaterThanOrEqual(9);
    expect(
      names.every((name) => /running|runner/i.test(name)),
      names.join(', '),
    ).toBe(true);
  });
});
