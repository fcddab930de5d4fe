import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexTokens, queryWords, type ProductSort } from '@curio/shared';
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
/** Only in names (sorted by name, never searched here): other scripts and spacing. */
const NAME_ONLY = ['Größe', '黑色卫衣', 'T恤 ', ' x'];

/** A product in no category, colour or size, created in the order of its id. */
const plainProduct = (id: number, name: string): IndexedProduct => ({
  id,
  name,
  price: 1,
  createdAt: id,
  sellerId: 1,
  categoryIds: [],
  colorIds: [],
  sizeIds: [],
  description: '',
});

const subset = (max: number) => fc.uniqueArray(fc.integer({ min: 1, max }), { maxLength: max });

const product = (id: number) =>
  fc.record({
    id: fc.constant(id),
    name: fc
      .array(fc.constantFrom(...VOCABULARY, ...NAME_ONLY), { minLength: 1, maxLength: 3 })
      .map((words) => words.join(' ')),
    price: fc.oneof(
      fc.integer({ min: 0, max: 40 }).map((halves) => halves / 2),
      fc.constantFrom(19.99, 0.07, 21_474_836.47, 21_474_836.48, 99_999_999.99),
    ),
    createdAt: fc.integer({ min: 0, max: 8 }),
    sellerId: fc.integer({ min: 1, max: 3 }),
    categoryIds: subset(4),
    colorIds: subset(4),
    sizeIds: fc.constant<number[]>([]),
    description: fc.constant(''),
  });

const catalogue: fc.Arbitrary<IndexedProduct[]> = fc
  .uniqueArray(fc.integer({ min: 1, max: 120 }), { maxLength: 40 })
  .chain((ids) =>
    ids.length === 0 ? fc.constant([]) : fc.tuple(...ids.map(product)).map((list) => [...list]),
  );

/** Words that neither join nor need a typo correction: the model below matches by word start. */
const searchText = fc.oneof(
  fc.constantFrom('zip', 'hood', 'case', 'shirt', 'hoodies', 'e', 'b', '100%', 'zip hoodie', 'ts'),
  fc
    .array(fc.constantFrom(...VOCABULARY.filter((word) => word !== 'a b')), {
      minLength: 1,
      maxLength: 2,
    })
    .map((w) => w.join(' ')),
);

const filters = fc.record(
  {
    search: searchText,
    categoryIds: subset(5),
    colorIds: subset(5),
    minPrice: fc.integer({ min: 0, max: 20 }),
    maxPrice: fc.integer({ min: 0, max: 20 }),
    sellerId: fc.integer({ min: 1, max: 4 }),
  },
  { requiredKeys: [] },
);

const sorts: ProductSort[] = ['relevance', 'newest', 'price_asc', 'price_desc', 'name'];

const termsOfText = new Map<string, string[]>();
const cachedTerms = (text: string) => {
  let terms = termsOfText.get(text);
  if (!terms) {
    terms = indexTokens(text).map((token) => token.term);
    termsOfText.set(text, terms);
  }
  return terms;
};

function termsOf(p: IndexedProduct): string[] {
  const lookups = [
    ...CATEGORIES.filter((c) => p.categoryIds.includes(c.id)),
    ...COLORS.filter((c) => p.colorIds.includes(c.id)),
  ];
  return [p.name, ...lookups.map((l) => l.name)].flatMap(cachedTerms);
}

/** Every word of the text is a word, or the start of a word, of the name or of a lookup's name. */
function searchFinds(p: IndexedProduct, text: string): boolean {
  const terms = termsOf(p);
  const words = queryWords(text);
  return (
    words.length > 0 &&
    words.every((word) =>
      terms.some((term) => term.startsWith(word.term) || term.startsWith(word.text)),
    )
  );
}

/**
 * The text the index answers for: the text when a product has every word; otherwise, when some
 * words are in no product at all, the others (a word the catalogue does not know does not veto).
 */
function searchedText(list: IndexedProduct[], text: string): string {
  if (list.some((p) => searchFinds(p, text))) return text;
  const words = queryWords(text);
  const known = words.filter((word) => list.some((p) => searchFinds(p, word.text)));
  if (known.length === 0 || known.length === words.length) return text;
  return known.map((word) => text.slice(word.start, word.end)).join(' ');
}

function searched(list: IndexedProduct[], f: IndexFilters): IndexFilters {
  return f.search === undefined ? f : { ...f, search: searchedText(list, f.search) };
}

function matchesProduct(p: IndexedProduct, f: IndexFilters): boolean {
  if (f.search !== undefined && !searchFinds(p, f.search)) return false;
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

function modelOrder(list: IndexedProduct[], sort: ProductSort): IndexedProduct[] {
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
  return [...list].sort(compare[sort]);
}

function modelFacets(list: IndexedProduct[], asked: IndexFilters) {
  const f = searched(list, asked);
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
    list.filter((p) => matchesAll(p, searched(list, f))),
    sort,
  );
  const got = index.page(f, sort, page * size, size);
  expect(got.total).toBe(matching.length);
  if (sort === 'relevance' && f.search !== undefined) {
    // The order of relevance is checked by examples below; here only what matches.
    const all = index.page(f, sort, 0, matching.length + 1).ids;
    expect([...all].sort((a, b) => a - b)).toEqual(matching.map((p) => p.id).sort((a, b) => a - b));
  } else {
    expect(got.ids).toEqual(matching.slice(page * size, page * size + size).map((p) => p.id));
  }
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

  it('answers the unfiltered catalogue from the sort orders alone', () => {
    const products = Array.from({ length: 5 }, (_, i) => ({
      ...plainProduct(i + 1, `Item ${i}`),
      price: 5 - i,
      createdAt: i,
    }));
    const index = new CatalogIndex(products);
    expect(index.page({}, 'newest', 0, 2)).toEqual({ ids: [5, 4], total: 5 });
    expect(index.page({}, 'price_asc', 4, 2)).toEqual({ ids: [1], total: 5 });
    expect(index.page({}, 'name', 9, 2)).toEqual({ ids: [], total: 5 });
  });

  it('filters by category and colour names, case-insensitively; an unknown name matches nothing', () => {
    const products = [
      { ...plainProduct(1, 'Zip hoodie'), categoryIds: [1], colorIds: [2] },
      { ...plainProduct(2, 'Canvas tote'), categoryIds: [3], colorIds: [1] },
      { ...plainProduct(3, 'Plain tee'), categoryIds: [2], colorIds: [2] },
    ];
    const index = new CatalogIndex(products, { categories: CATEGORIES, colors: COLORS });
    const named = (categoryNames?: string[], colorNames?: string[]) =>
      index.page({ categoryNames, colorNames }, 'newest', 0, 10).ids;
    expect(named(['hoodies', 'BAGS', 'nope'])).toEqual([2, 1]);
    expect(named(undefined, ['navy'])).toEqual([3, 1]);
    expect(named(['T-Shirts'], ['NAVY'])).toEqual([3]);
    expect(named(undefined, ['teal'])).toEqual([]);
    expect(index.facets({ categoryNames: ['nope'] }).total).toBe(0);
  });

  it('counts the facets of a few matches spread over a large catalogue', () => {
    // Ids far apart: the matches fill a few words of many, counted word by word.
    const ids = Array.from({ length: 300 }, (_, i) => i * 97 + 1);
    const products = ids.map((id, i) => ({
      ...plainProduct(id, i % 10 === 0 ? `Velvet scarf ${i}` : `Linen scarf ${i}`),
      categoryIds: [(i % 4) + 1],
      colorIds: [(i % 3) + 1],
    }));
    const index = new CatalogIndex(products, { categories: CATEGORIES, colors: COLORS });
    const velvet = products.filter((p) => p.name.startsWith('Velvet'));
    const countOf = (key: 'categoryIds' | 'colorIds', id: number, within: IndexedProduct[]) =>
      within.filter((p) => p[key].includes(id)).length;
    const facets = index.facets({ search: 'velvet', colorNames: ['black'] });
    const black = velvet.filter((p) => p.colorIds.includes(1));
    expect(facets.total).toBe(black.length);
    expect(facets.categories).toEqual(
      CATEGORIES.map((c) => ({ name: c.name, count: countOf('categoryIds', c.id, black) }))
        .filter((f) => f.count > 0)
        .sort((a, b) => (a.name < b.name ? -1 : 1)),
    );
    expect(facets.colors).toEqual(
      COLORS.map((c) => ({ name: c.name, count: countOf('colorIds', c.id, velvet) }))
        .filter((f) => f.count > 0)
        .sort((a, b) => (a.name < b.name ? -1 : 1)),
    );
    // The same text again (its matches kept) after a change: the change counts.
    index.apply([{ ...products[1]!, name: 'Velvet scarf new', colorIds: [1] }], []);
    expect(index.facets({ search: 'velvet', colorNames: ['black'] }).total).toBe(
      black.length + (black.some((p) => p.id === products[1]!.id) ? 0 : 1),
    );
  });

  it('takes a single letter as a word start only when it is the last word', () => {
    const products = ['T-shirt basic', 'Tailored shirt', 'Shirt tall'].map((name, i) =>
      plainProduct(i + 1, name),
    );
    const index = new CatalogIndex(products);
    expect(index.page({ search: 't shirt' }, 'newest', 0, 10).ids).toEqual([1]);
    expect(index.page({ search: 'shirt t' }, 'newest', 0, 10).ids).toEqual([3, 2, 1]);
  });

  it('searches a changed description anew and forgets a removed product', () => {
    const product = (id: number, description: string) => ({
      ...plainProduct(id, `Scarf ${id}`),
      description,
    });
    const index = new CatalogIndex([product(1, 'soft velvet'), product(2, 'velvet trim')]);
    index.apply([product(1, 'linen weave')], [2]);
    expect(index.page({ search: 'velvet' }, 'newest', 0, 10).ids).toEqual([]);
    expect(index.page({ search: 'linen' }, 'newest', 0, 10).ids).toEqual([1]);
  });
});
