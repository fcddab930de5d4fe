import type { ProductSort, SynonymRule } from '@curio/shared';
import { LRUCache } from 'lru-cache';
import { PostingLists } from '../search/posting-lists';
import { nearSpelling } from '../search/near-spelling';
import { SearchEngine, type SearchResult } from '../search/search-engine';
import { type NamedLookup, TextIndex } from '../search/text-index';
import type { LookupField } from '../search/fields';
import {
  addBit,
  type Bits,
  countBits,
  countBitsAt,
  countBoth,
  countBothAt,
  emptyBits,
  forEachBit,
  grown,
  hasBit,
  intersectInto,
  nonEmptyWords,
  removeBit,
  ScratchBits,
  uniteInto,
  wordsFor,
} from './bitset';
import { LookupCodes } from './lookup-codes';
import { PackedNames } from './packed-names';
import { SortedIds } from './sorted-ids';

/** What the index keeps of a product: only what the storefront filters, counts and sorts by. */
export interface IndexedProduct {
  id: number;
  name: string;
  price: number;
  /** Milliseconds since the epoch. */
  createdAt: number;
  sellerId: number;
  categoryIds: number[];
  colorIds: number[];
  sizeIds: number[];
  /** Searched with a low weight. */
  description: string;
}

export type Lookup = NamedLookup;

/** The names the index knows: categories and colours filter and count, all of them are searched. */
export interface Lookups {
  categories: Lookup[];
  colors: Lookup[];
  sizes?: Lookup[] | undefined;
  sellers?: Lookup[] | undefined;
}

export interface IndexFilters {
  /** The search text as typed (analysed, corrected and expanded by the index). */
  search?: string | undefined;
  /** Category ids asked for (an empty list matches nothing). */
  categoryIds?: number[] | undefined;
  colorIds?: number[] | undefined;
  /**
   * Category (colour) names asked for, case-insensitively, instead of ids: resolved here, so a
   * storefront query is one message to the index's thread (an unknown name matches nothing).
   */
  categoryNames?: string[] | undefined;
  colorNames?: string[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  sellerId?: number | undefined;
}

export interface IdPage {
  ids: number[];
  total: number;
}

export interface IndexFacets {
  total: number;
  categories: { name: string; count: number }[];
  colors: { name: string; count: number }[];
}

/**
 * The whole catalogue's filterable facts in memory (docs/decisions/011): a bit set per category
 * and colour, the words of the names with the products using each, prices, dates and sellers by
 * id, and the ids kept in each sort order. A storefront query is bit-set arithmetic plus a walk
 * along one order until the page is full, whatever the catalogue's size; the database then only
 * reads the page's products by primary key.
 */
export class CatalogIndex {
  private words = 1;
  private alive: Bits = emptyBits(1);
  private count = 0;
  private readonly names = new PackedNames();
  /** Prices in cents; HIGH_PRICE for those in `highPrices`. */
  private cents = new Int32Array(FIRST_IDS);
  /** Prices from 21,474,836.47 up: the storefront allows 1,000,000, the database 99,999,999.99. */
  private readonly highPrices = new Map<number, number>();
  private created = new Float64Array(FIRST_IDS);
  private sellers = new Int32Array(FIRST_IDS);
  private readonly categoryBits = new Map<number, Bits>();
  private readonly colorBits = new Map<number, Bits>();
  private readonly sizeBits = new Map<number, Bits>();
  private readonly categoryCodes = new LookupCodes(FIRST_IDS);
  private readonly colorCodes = new LookupCodes(FIRST_IDS);
  private readonly text = new TextIndex((field, ids) => this.lookupProducts(field, ids));
  private readonly engine = new SearchEngine(this.text, () => this.words);
  /** Each seller's products. */
  private readonly bySeller = new PostingLists();
  private readonly newest: SortedIds;
  private readonly byPrice: SortedIds;
  private readonly byName: SortedIds;
  /** Facets of the whole catalogue, until the next change. */
  private allFacets: IndexFacets | undefined;
  private categories: Lookup[] = [];
  private colors: Lookup[] = [];
  /**
   * The matches of the latest search texts, until the catalogue, its names or the synonyms
   * change: a storefront search asks for its page and its facets, and each filter the shopper
   * then adds asks for the facets of the same text again.
   */
  private readonly searched = new LRUCache<string, Bits>({ max: SEARCHES_KEPT });
  /** Word indexes of the set being counted (countFacets), reused. */
  private wordList = new Int32Array(0);
  /**
   * The sets of one question, taken again by the next: allocating a catalogue-sized set per step
   * made V8 collect garbage for the external memory every few dozen questions.
   */
  private readonly scratch = new ScratchBits();

  constructor(products: Iterable<IndexedProduct> = [], lookups?: Lookups) {
    const ids: number[] = [];
    for (const product of products) {
      this.place(product);
      ids.push(product.id);
    }
    this.newest = new SortedIds(
      (a, b) =>
        this.created[a]! > this.created[b]! || (this.created[a] === this.created[b] && a > b),
      ids,
    );
    this.byPrice = new SortedIds((a, b) => {
      const x = this.priceOf(a);
      const y = this.priceOf(b);
      return x < y || (x === y && a < b);
    }, ids);
    this.byName = new SortedIds((a, b) => this.names.before(a, b), ids);
    this.names.trim();
    this.text.trim();
    this.bySeller.trim();
    if (lookups) this.setLookups(lookups);
  }

  get size(): number {
    return this.count;
  }

  has(id: number): boolean {
    return hasBit(this.alive, id);
  }

  /**
   * Category and colour names (as shown), for matching filters and naming facets, and every
   * lookup's names for the search.
   */
  setLookups(lookups: Lookups): void {
    this.allFacets = undefined;
    this.searched.clear();
    this.categories = lookups.categories;
    this.colors = lookups.colors;
    this.text.setLookups('category', lookups.categories);
    this.text.setLookups('color', lookups.colors);
    this.text.setLookups('size', lookups.sizes ?? []);
    this.text.setLookups('seller', lookups.sellers ?? []);
  }

  /** The synonyms the search expands query words with. */
  setSynonyms(rules: SynonymRule[]): void {
    this.searched.clear();
    this.engine.setSynonyms(rules);
  }

  private lookupProducts(field: LookupField, ids: number[]): Bits {
    if (field === 'seller') {
      const bits = this.empty();
      for (const seller of ids) this.bySeller.addTo(bits, seller);
      return bits;
    }
    const map =
      field === 'category' ? this.categoryBits : field === 'color' ? this.colorBits : this.sizeBits;
    return this.unionOf(map, ids) ?? this.empty();
  }

  /**
   * The search text with each word found only through a typo replaced by its best correction,
   * when that finds products, or, when it found nothing, with its words replaced by near ones
   * (`nearSpelling`); null otherwise ("did you mean …"), and when the search answered for fewer
   * words (`showingResultsFor`).
   */
  didYouMean(text: string): string | null {
    this.scratch.reuse();
    const result = this.engine.search(text);
    if (result.used !== null) return null;
    if (result.corrected.size === 0) {
      if (countBits(result.bits) > 0) return null;
      return nearSpelling(result.text, result.words, this.text, (words) => this.finds(words));
    }
    text = result.text;
    let suggestion = '';
    let from = 0;
    result.words.forEach((word, at) => {
      const best = result.corrected.get(at)?.[0];
      if (best === undefined) return;
      suggestion += text.slice(from, word.start) + this.text.dictionary.surfaceOf(best);
      from = word.end;
    });
    suggestion += text.slice(from);
    const corrected = this.engine.search(suggestion);
    if (corrected.corrected.size > 0 || countBits(corrected.bits) === 0) return null;
    return suggestion;
  }

  private finds(text: string): boolean {
    const result = this.engine.search(text);
    return result.used === null && countBits(result.bits) > 0;
  }

  /**
   * The words the search answered for when some words of the text match nothing at all and the
   * others find products ("men's watch" → "watch"); null when it answered for the whole text.
   */
  showingResultsFor(text: string): string | null {
    this.scratch.reuse();
    return this.engine.search(text).used;
  }

  /**
   * Brings products up to date: `products` as they are now, `removed` gone. A few changes move
   * each one into place; many rebuild each order in one merge pass.
   */
  apply(products: IndexedProduct[], removed: number[]): void {
    this.allFacets = undefined;
    this.searched.clear();
    const orders = [this.newest, this.byPrice, this.byName];
    const few = products.length + removed.length <= 32;
    const drop = new Set<number>();
    for (const id of [...removed, ...products.map((product) => product.id)]) {
      if (!this.has(id)) continue;
      drop.add(id);
      if (few) for (const order of orders) order.remove(id);
      this.unplace(id);
    }
    if (drop.size > 0) {
      const gone = emptyBits(this.words);
      for (const id of drop) addBit(gone, id);
      this.text.removeProducts(gone);
    }
    for (const product of products) {
      this.place(product);
      if (few) for (const order of orders) order.insert(product.id);
    }
    if (few) return;
    const added = products.map((product) => product.id);
    for (const order of orders) order.replaceMany(drop, added);
  }

  /** Forgets the product everywhere but in the sort orders and the text index. */
  private unplace(id: number): void {
    removeBit(this.alive, id);
    this.count--;
    // A few dozen lookups: clearing the bit in each costs less than remembering the product's.
    for (const map of [this.categoryBits, this.colorBits, this.sizeBits]) {
      for (const bits of map.values()) removeBit(bits, id);
    }
    this.categoryCodes.clear(id);
    this.colorCodes.clear(id);
    this.bySeller.remove(this.sellers[id]!, id);
    this.names.delete(id);
    this.highPrices.delete(id);
  }

  /** Records the product everywhere but in the sort orders. */
  private place(product: IndexedProduct): void {
    const { id } = product;
    this.ensureRoom(id);
    addBit(this.alive, id);
    this.count++;
    this.names.set(id, product.name.toLowerCase());
    const cents = Math.round(product.price * 100);
    if (cents < HIGH_PRICE) this.cents[id] = cents;
    else {
      this.cents[id] = HIGH_PRICE;
      this.highPrices.set(id, product.price);
    }
    this.created[id] = product.createdAt;
    this.sellers[id] = product.sellerId;
    for (const category of product.categoryIds)
      addBit(this.bitsFor(this.categoryBits, category), id);
    for (const color of product.colorIds) addBit(this.bitsFor(this.colorBits, color), id);
    for (const size of product.sizeIds) addBit(this.bitsFor(this.sizeBits, size), id);
    this.categoryCodes.set(id, product.categoryIds);
    this.colorCodes.set(id, product.colorIds);
    this.bySeller.add(product.sellerId, id);
    this.text.addProduct(id, product.name, product.description);
  }

  /** The price as it was given: cents / 100 is the double of a price of two decimals. */
  private priceOf(id: number): number {
    const cents = this.cents[id]!;
    return cents === HIGH_PRICE ? this.highPrices.get(id)! : cents / 100;
  }

  private bitsFor(map: Map<number, Bits>, key: number): Bits {
    let bits = map.get(key);
    if (!bits) {
      bits = emptyBits(this.words);
      map.set(key, bits);
    }
    return bits;
  }

  private empty(): Bits {
    return this.scratch.take(this.words);
  }

  private ensureRoom(id: number): void {
    if (id < this.words * 32 && id < this.cents.length) return;
    const words = Math.max(wordsFor(id), this.words * 2);
    this.words = words;
    this.alive = grown(this.alive, words);
    for (const map of [this.categoryBits, this.colorBits, this.sizeBits]) {
      for (const [key, bits] of map) map.set(key, grown(bits, words));
    }
    const ids = words * 32;
    this.categoryCodes.grow(ids);
    this.colorCodes.grow(ids);
    const cents = new Int32Array(ids);
    cents.set(this.cents);
    this.cents = cents;
    const created = new Float64Array(ids);
    created.set(this.created);
    this.created = created;
    const sellers = new Int32Array(ids);
    sellers.set(this.sellers);
    this.sellers = sellers;
  }

  /** The union of the given categories' (or colours') sets; undefined when none were asked for. */
  private unionOf(map: Map<number, Bits>, ids: readonly number[] | undefined): Bits | undefined {
    if (ids === undefined) return undefined;
    const union = this.empty();
    for (const id of ids) {
      const bits = map.get(id);
      if (bits) uniteInto(union, bits);
    }
    return union;
  }

  /** Products priced within the range, from one slice of the price order. */
  private priceRange(minPrice: number | undefined, maxPrice: number | undefined): Bits {
    const bits = this.empty();
    const from =
      minPrice === undefined ? 0 : this.byPrice.firstWhere((id) => this.priceOf(id) >= minPrice);
    const to =
      maxPrice === undefined
        ? this.byPrice.length
        : this.byPrice.firstWhere((id) => this.priceOf(id) > maxPrice);
    this.byPrice.addRangeTo(bits, from, to);
    return bits;
  }

  private sellerProducts(sellerId: number): Bits {
    const bits = this.empty();
    this.bySeller.addTo(bits, sellerId);
    return bits;
  }

  /** Products meeting the filters on the product itself: search, price range, seller. */
  private productMatches(filters: IndexFilters, search?: SearchResult): Bits {
    const { minPrice, maxPrice, sellerId } = filters;
    const parts: Bits[] = [];
    if (sellerId !== undefined) parts.push(this.sellerProducts(sellerId));
    if (minPrice !== undefined || maxPrice !== undefined)
      parts.push(this.priceRange(minPrice, maxPrice));
    if (filters.search !== undefined) {
      parts.push(this.scratch.copy(search?.bits ?? this.searchedBits(filters.search)));
    }
    const [first, ...others] = parts;
    if (!first) return this.scratch.copy(this.alive);
    for (const other of others) intersectInto(first, other);
    return first;
  }

  /** The products matching a search text, kept for the next question about the same text. */
  private searchedBits(text: string): Bits {
    let bits = this.searched.get(text);
    if (!bits) {
      bits = this.engine.search(text).bits.slice();
      this.searched.set(text, bits);
    }
    return bits;
  }

  /** The filters with category and colour names as ids. */
  private resolved(filters: IndexFilters): IndexFilters {
    const { categoryNames, colorNames, ...rest } = filters;
    return {
      ...rest,
      ...(categoryNames && { categoryIds: idsNamed(this.categories, categoryNames) }),
      ...(colorNames && { colorIds: idsNamed(this.colors, colorNames) }),
    };
  }

  private isUnfiltered(filters: IndexFilters): boolean {
    return (
      filters.search === undefined &&
      filters.categoryIds === undefined &&
      filters.colorIds === undefined &&
      filters.minPrice === undefined &&
      filters.maxPrice === undefined &&
      filters.sellerId === undefined
    );
  }

  private matches(filters: IndexFilters, search?: SearchResult): Bits {
    const bits = this.productMatches(filters, search);
    const categories = this.unionOf(this.categoryBits, filters.categoryIds);
    if (categories) intersectInto(bits, categories);
    const colors = this.unionOf(this.colorBits, filters.colorIds);
    if (colors) intersectInto(bits, colors);
    return bits;
  }

  /**
   * One page of matching ids in the sort order, and how many match. With a search and the
   * relevance order: by the search's tiers (SearchEngine), newest first within each.
   */
  page(asked: IndexFilters, sort: ProductSort, offset: number, size: number): IdPage {
    this.scratch.reuse();
    const filters = this.resolved(asked);
    if (this.isUnfiltered(filters) && sort !== 'relevance') {
      return { ids: this.slice(sort, offset, size), total: this.count };
    }
    const search = filters.search === undefined ? undefined : this.engine.search(filters.search);
    if (search && filters.search !== undefined && !this.searched.has(filters.search)) {
      this.searched.set(filters.search, search.bits.slice());
    }
    const matches = this.matches(filters, search);
    const total = countBits(matches);
    if (offset >= total) return { ids: [], total };
    const ids: number[] = [];
    if (sort === 'relevance' && search) {
      let skip = offset;
      for (const tier of search.tiers()) {
        intersectInto(tier, matches);
        const inTier = countBits(tier);
        if (skip >= inTier) {
          skip -= inTier;
          continue;
        }
        skip = this.newest.collect(tier, inTier, false, skip, size, ids);
        if (ids.length === size) break;
      }
    } else {
      const [order, reverse] = this.orderFor(sort);
      order.collect(matches, total, reverse, offset, size, ids);
    }
    return { ids, total };
  }

  private orderFor(sort: ProductSort): [SortedIds, boolean] {
    switch (sort) {
      case 'price_asc':
        return [this.byPrice, false];
      case 'price_desc':
        return [this.byPrice, true];
      case 'name':
        return [this.byName, false];
      default:
        return [this.newest, false];
    }
  }

  private slice(sort: ProductSort, offset: number, size: number): number[] {
    const [order, reverse] = this.orderFor(sort);
    const ids: number[] = [];
    for (let i = offset; i < Math.min(order.length, offset + size); i++) {
      ids.push(order.at(reverse ? order.length - 1 - i : i));
    }
    return ids;
  }

  /**
   * Up to `cap` products sharing at least one category and one colour with the product, never
   * itself: most shared categories and colours first, then newest (storefront §5).
   */
  similar(id: number, cap: number): number[] {
    this.scratch.reuse();
    const categories = lookupsOf(this.categoryBits, id);
    const colors = lookupsOf(this.colorBits, id);
    const candidates = this.unionOf(this.categoryBits, categories);
    const withColor = this.unionOf(this.colorBits, colors);
    if (!candidates || !withColor || categories.length === 0 || colors.length === 0) return [];
    intersectInto(candidates, withColor);
    removeBit(candidates, id);
    const overlapOf = (other: number) => {
      let overlap = 0;
      for (const category of categories) {
        if (hasBit(this.categoryBits.get(category)!, other)) overlap++;
      }
      for (const color of colors) if (hasBit(this.colorBits.get(color)!, other)) overlap++;
      return overlap;
    };
    // The best `cap` so far, best first.
    const best: { id: number; overlap: number }[] = [];
    const better = (a: { id: number; overlap: number }, b: { id: number; overlap: number }) =>
      a.overlap > b.overlap ||
      (a.overlap === b.overlap &&
        (this.created[a.id]! > this.created[b.id]! ||
          (this.created[a.id] === this.created[b.id] && a.id > b.id)));
    forEachBit(candidates, (other) => {
      const entry = { id: other, overlap: overlapOf(other) };
      if (best.length === cap && !better(entry, best[cap - 1]!)) return;
      let at = best.length;
      while (at > 0 && better(entry, best[at - 1]!)) at--;
      best.splice(at, 0, entry);
      if (best.length > cap) best.pop();
    });
    return best.map((entry) => entry.id);
  }

  /**
   * Categories and colours counted over the same products (no filter on either) in one walk of
   * them, when both would be counted product by product; undefined otherwise.
   */
  private countedTogether(within: Bits): Omit<IndexFacets, 'total'> | undefined {
    const n = nonEmptyWords(within, this.wordList);
    const matches = countBitsAt(within, this.wordList, n);
    const byCodes = (lookups: Lookup[], codes: LookupCodes) =>
      codes.usable && matches * PRODUCT_COST < lookups.length * n;
    if (!byCodes(this.categories, this.categoryCodes) || !byCodes(this.colors, this.colorCodes)) {
      return undefined;
    }
    const [byCategory, byColor] = LookupCodes.countEach(within, [
      this.categoryCodes,
      this.colorCodes,
    ]);
    return {
      categories: facetList(this.categories, (id) => byCategory.get(id) ?? 0),
      colors: facetList(this.colors, (id) => byColor.get(id) ?? 0),
    };
  }

  /**
   * How many products match, and per category and colour how many would with the other filters
   * unchanged (a category's count ignores the category filter itself).
   */
  facets(asked: IndexFilters): IndexFacets {
    this.scratch.reuse();
    const filters = this.resolved(asked);
    // The storefront's first question, and the costliest (every product counts): kept until the
    // catalogue changes.
    if (this.isUnfiltered(filters)) return (this.allFacets ??= this.countFacets(filters));
    return this.countFacets(filters);
  }

  /** The facets as JSON: serialised here, in the worker, rather than on the main thread. */
  facetsJson(filters: IndexFilters): string {
    return JSON.stringify(this.facets(filters));
  }

  private countFacets(filters: IndexFilters): IndexFacets {
    const base = this.productMatches(filters);
    const categories = this.unionOf(this.categoryBits, filters.categoryIds);
    const colors = this.unionOf(this.colorBits, filters.colorIds);
    const withColors = this.scratch.copy(base);
    if (colors) intersectInto(withColors, colors);
    const withCategories = base;
    if (categories) intersectInto(withCategories, categories);
    const total = colors ? countBoth(withCategories, colors) : countBits(withCategories);
    if (this.wordList.length < this.words) this.wordList = new Int32Array(this.words);
    if (!categories && !colors) {
      const both = this.countedTogether(base);
      if (both) return { total, ...both };
    }
    const counted = (
      lookups: Lookup[],
      map: Map<number, Bits>,
      codes: LookupCodes,
      within: Bits,
    ): IndexFacets['categories'] => {
      const n = nonEmptyWords(within, this.wordList);
      let countOf: (lookup: number) => number;
      // Product by product when that reads less than every lookup's words (see LookupCodes).
      if (
        codes.usable &&
        countBitsAt(within, this.wordList, n) * PRODUCT_COST < lookups.length * n
      ) {
        const counts = codes.count(within);
        countOf = (lookup) => counts.get(lookup) ?? 0;
      } else {
        countOf = (lookup) => {
          const bits = map.get(lookup);
          if (!bits) return 0;
          return n < within.length / 2
            ? countBothAt(within, bits, this.wordList, n)
            : countBoth(within, bits);
        };
      }
      return facetList(lookups, countOf);
    };
    return {
      total,
      categories: counted(this.categories, this.categoryBits, this.categoryCodes, withColors),
      colors: counted(this.colors, this.colorBits, this.colorCodes, withCategories),
    };
  }
}

/** Cents that an Int32Array does not hold: the price is kept aside. */
const HIGH_PRICE = 2 ** 31 - 1;

/** The lookups that some products have, with how many, by name. */
function facetList(lookups: Lookup[], countOf: (lookup: number) => number): IndexFacets['colors'] {
  return lookups
    .map((lookup) => ({ name: lookup.name, count: countOf(lookup.id) }))
    .filter((facet) => facet.count > 0)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Ids an empty index has room for. */
const FIRST_IDS = 32;

/**
 * What counting one matching product by its codes costs, in word operations of the bit-set
 * count: at a million products, a common word's 100,000 matches took 3.9 ms by codes and 7.7 ms
 * as 36 lookups × 30,211 words (≈ 5 word operations per product).
 */
const PRODUCT_COST = 4;

/** Search texts whose matches are kept: 125 KiB each at a million products. */
const SEARCHES_KEPT = 16;

/** The lookups (categories, colours…) whose set holds the product. */
function lookupsOf(map: Map<number, Bits>, id: number): number[] {
  return [...map].filter(([, bits]) => hasBit(bits, id)).map(([lookup]) => lookup);
}

function idsNamed(lookups: Lookup[], names: string[]): number[] {
  const wanted = new Set(names.map((name) => name.toLowerCase()));
  return lookups.filter((lookup) => wanted.has(lookup.name.toLowerCase())).map((l) => l.id);
}
