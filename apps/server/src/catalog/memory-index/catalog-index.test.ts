import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductSort } from '@curio/shared';
import { CatalogIndex, type IndexedProduct, type IndexFilters, type Lookup } from './catalog-index';

/**
 * The index against a plain model of storefront §5 written the obvious way (filter the whole list,
 * sort it, slice it), on random catalogues, random changes and random queries.
 */
const CATEGORIES: Lookup[] = [
  { id: 1, name: 'Hoodies' },
  { id: 2, name: 'T-Shirts' },
  { id: 3, name: 'Bags' },
  { id: 4, name: 'Phone Cases' },
];
const COLORS: Lookup[] = [
  { id: 1, name: 'Black' },
  { id: 2, name: 'Navy' },
  { id: 3, name: 'White' },
  { id: 4, name: 'Red' },
];
const VOCABULARY = ['zip', 'hoodie', 'case', 'slim', 'tote', 'bag', 'Tee', 'phone', '100%', 'a b'];

const subset = (max: number) => fc.uniqueArray(fc.integer({ min: 1, max }), { maxLength: max });

const product = (id: number) =>
  fc.record({
    id: fc.constant(id),
    name: fc
      .array(fc.constantFrom(...VOCABULARY), { minLength: 1, maxLength: 3 })
      .map((words) => words.join(' ')),
    price: fc.integer({ min: 0, max: 40 }).map((cents) => cents / 2),
    createdAt: fc.integer({ min: 0, max: 8 }),
    sellerId: fc.integer({ min: 1, max: 3 }),
    categoryIds: subset(4),
    colorIds: subset(4),
  });

const catalogue: fc.Arbitrary<IndexedProduct[]> = fc
  .uniqueArray(fc.integer({ min: 1, max: 120 }), { maxLength: 40 })
  .chain((ids) =>
    ids.length === 0 ? fc.constant([]) : fc.tuple(...ids.map(product)).map((list) => [...list]),
  );

const searchText = fc.oneof(
  fc.constantFrom('zip', 'hood', 'case', 'shirt', 'hoodies', 'e', 'a b', '100%', 'zip hoodie'),
  fc.array(fc.constantFrom(...VOCABULARY), { minLength: 1, maxLength: 2 }).map((w) => w.join(' ')),
);

const filters = fc.record(
  {
    search: searchText.chain((text) => {
      const words = [...new Set(text.toLowerCase().split(/[\s%]+/))].filter((w) => w.length >= 2);
      return fc
        .tuple(
          ...words.map((word) =>
            fc
              .subarray(['tote', 'slim', 'phone'])
              .map((extra) => ({ word, variants: [word, ...extra] })),
          ),
        )
        .map((searchWords) => ({ text: text.toLowerCase(), words: searchWords }));
    }),
    categoryIds: subset(5),
    colorIds: subset(5),
    minPrice: fc.integer({ min: 0, max: 20 }),
    maxPrice: fc.integer({ min: 0, max: 20 }),
    sellerId: fc.integer({ min: 1, max: 4 }),
  },
  { requiredKeys: [] },
);

const sorts: ProductSort[] = ['relevance', 'newest', 'price_asc', 'price_desc', 'name'];

function categoryNames(p: IndexedProduct): string[] {
  return CATEGORIES.filter((c) => p.categoryIds.includes(c.id)).map((c) => c.name.toLowerCase());
}

function matchesProduct(p: IndexedProduct, f: IndexFilters): boolean {
  const name = p.name.toLowerCase();
  if (f.search) {
    const { text, words } = f.search;
    const found = (t: string) => name.includes(t) || categoryNames(p).some((c) => c.includes(t));
    const ok =
      words.length === 0 ? found(text) : words.every((w) => w.variants.some((v) => found(v)));
    if (!ok) return false;
  }
  if (f.minPrice !== undefined && p.price < f.minPrice) return false;
  if (f.maxPrice !== undefined && p.price > f.maxPrice) return false;
  if (f.sellerId !== undefined && p.sellerId !== f.sellerId) return false;
  return true;
}

function matchesAll(p: IndexedProduct, f: IndexFilters, except?: 'categories' | 'colors') {
  return (
    matchesProduct(p, f) &&
    (except === 'categories' ||
      f.categoryIds === undefined ||
      p.categoryIds.some((id) => f.categoryIds!.includes(id))) &&
    (except === 'colors' ||
      f.colorIds === undefined ||
      p.colorIds.some((id) => f.colorIds!.includes(id)))
  );
}

const newestFirst = (a: IndexedProduct, b: IndexedProduct) =>
  b.createdAt - a.createdAt || b.id - a.id;

function modelOrder(list: IndexedProduct[], sort: ProductSort, f: IndexFilters): IndexedProduct[] {
  const byName = (a: IndexedProduct, b: IndexedProduct) => {
    const x = a.name.toLowerCase();
    const y = b.name.toLowerCase();
    return x < y ? -1 : x > y ? 1 : a.id - b.id;
  };
  const compare: Record<ProductSort, (a: IndexedProduct, b: IndexedProduct) => number> = {
    newest: newestFirst,
    price_asc: (a, b) => a.price - b.price || a.id - b.id,
    price_desc: (a, b) => b.price - a.price || b.id - a.id,
    name: byName,
    relevance: newestFirst,
  };
  if (sort === 'relevance' && f.search) {
    const { text, words } = f.search;
    const tier = (p: IndexedProduct) => {
      const name = p.name.toLowerCase();
      const score = words.reduce((sum, w) => {
        const rank = w.variants.findIndex((v) => name.includes(v));
        return sum + (rank < 0 ? w.variants.length : rank);
      }, 0);
      return score === 0 && name.includes(text) ? -1 : score;
    };
    return [...list].sort((a, b) => tier(a) - tier(b) || newestFirst(a, b));
  }
  return [...list].sort(compare[sort]);
}

function modelFacets(list: IndexedProduct[], f: IndexFilters) {
  const counted = (
    lookups: Lookup[],
    key: 'categoryIds' | 'colorIds',
    except: 'categories' | 'colors',
  ) =>
    lookups
      .map((l) => ({
        name: l.name,
        count: list.filter((p) => matchesAll(p, f, except) && p[key].includes(l.id)).length,
      }))
      .filter((c) => c.count > 0)
      .sort((a, b) => (a.name < b.name ? -1 : 1));
  return {
    total: list.filter((p) => matchesAll(p, f)).length,
    categories: counted(CATEGORIES, 'categoryIds', 'categories'),
    colors: counted(COLORS, 'colorIds', 'colors'),
  };
}

function modelSimilar(list: IndexedProduct[], id: number): number[] {
  const self = list.find((p) => p.id === id);
  if (!self) return [];
  return list
    .filter((p) => p.id !== id)
    .map((p) => ({
      p,
      cats: p.categoryIds.filter((c) => self.categoryIds.includes(c)).length,
      cols: p.colorIds.filter((c) => self.colorIds.includes(c)).length,
    }))
    .filter((x) => x.cats > 0 && x.cols > 0)
    .sort((a, b) => b.cats + b.cols - (a.cats + a.cols) || newestFirst(a.p, b.p))
    .slice(0, 12)
    .map((x) => x.p.id);
}

function expectSameAsModel(
  index: CatalogIndex,
  list: IndexedProduct[],
  f: IndexFilters,
  sort: ProductSort,
  page: number,
  size: number,
) {
  const matching = modelOrder(
    list.filter((p) => matchesAll(p, f)),
    sort,
    f,
  );
  const got = index.page(f, sort, page * size, size);
  expect(got.total).toBe(matching.length);
  expect(got.ids).toEqual(matching.slice(page * size, page * size + size).map((p) => p.id));
  expect(index.facets(f)).toEqual(modelFacets(list, f));
}

describe('CatalogIndex', () => {
  it('pages, counts and orders exactly as the plain model, through random changes', () => {
    fc.assert(
      fc.property(
        catalogue,
        fc.array(
          fc.tuple(catalogue, fc.uniqueArray(fc.integer({ min: 1, max: 120 }), { maxLength: 40 })),
          {
            maxLength: 3,
          },
        ),
        fc.array(
          fc.tuple(
            filters,
            fc.constantFrom(...sorts),
            fc.integer({ min: 0, max: 3 }),
            fc.integer({ min: 1, max: 7 }),
          ),
          { minLength: 1, maxLength: 4 },
        ),
        (initial, changes, queries) => {
          const index = new CatalogIndex(initial, { categories: CATEGORIES, colors: COLORS });
          let list = initial;
          const check = () => {
            expect(index.size).toBe(list.length);
            for (const [f, sort, page, size] of queries)
              expectSameAsModel(index, list, f, sort, page, size);
            for (const p of list.slice(0, 3))
              expect(index.similar(p.id, 12)).toEqual(modelSimilar(list, p.id));
          };
          check();
          for (const [upserts, removals] of changes) {
            const removed = removals.filter((id) => !upserts.some((p) => p.id === id));
            index.apply(upserts, removed);
            const touched = new Set([...upserts.map((p) => p.id), ...removed]);
            list = [...list.filter((p) => !touched.has(p.id)), ...upserts];
            check();
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('ranks the whole text first, then every word as typed, then the closer corrections, then categories', () => {
    const at = (id: number, name: string, categoryIds: number[] = []) => ({
      id,
      name,
      price: 1,
      createdAt: id,
      sellerId: 1,
      categoryIds,
      colorIds: [],
    });
    const index = new CatalogIndex(
      [
        at(1, 'Zip Hoodie Classic'),
        at(2, 'Hoodie with Zip'),
        at(3, 'Zip Jacket', [1]),
        at(4, 'Zip Hoody'),
        at(5, 'Tote Bag'),
      ],
      { categories: CATEGORIES, colors: COLORS },
    );
    const search = {
      text: 'zip hoodie',
      words: [
        { word: 'zip', variants: ['zip'] },
        { word: 'hoodie', variants: ['hoodie', 'hoody'] },
      ],
    };
    expect(index.page({ search }, 'relevance', 0, 10)).toEqual({ ids: [1, 2, 4, 3], total: 4 });
    expect(index.page({ search }, 'relevance', 1, 2)).toEqual({ ids: [2, 4], total: 4 });
    expect(index.page({ search }, 'newest', 0, 10).ids).toEqual([4, 3, 2, 1]);
  });

  it('answers the unfiltered catalogue from the sort orders alone', () => {
    const products = Array.from({ length: 5 }, (_, i) => ({
      id: i + 1,
      name: `Item ${i}`,
      price: 5 - i,
      createdAt: i,
      sellerId: 1,
      categoryIds: [],
      colorIds: [],
    }));
    const index = new CatalogIndex(products);
    expect(index.page({}, 'newest', 0, 2)).toEqual({ ids: [5, 4], total: 5 });
    expect(index.page({}, 'price_asc', 4, 2)).toEqual({ ids: [1], total: 5 });
    expect(index.page({}, 'name', 9, 2)).toEqual({ ids: [], total: 5 });
  });

  it('finds category and colour ids by name, case-insensitively, and none for unknown names', () => {
    const index = new CatalogIndex([], { categories: CATEGORIES, colors: COLORS });
    expect(index.categoryIdsNamed(['hoodies', 'BAGS', 'nope'])).toEqual([1, 3]);
    expect(index.colorIdsNamed(['navy'])).toEqual([2]);
    expect(index.colorIdsNamed(['teal'])).toEqual([]);
  });
});
