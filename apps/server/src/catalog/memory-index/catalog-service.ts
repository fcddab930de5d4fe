import { LRUCache } from 'lru-cache';
import {
  LIMITS,
  type Product,
  type ProductFacets,
  type ProductFiltersQuery,
  type ProductListQuery,
} from '@curio/shared';
import type { Db } from '../../db/client';
import { CatalogIndex, type IdPage, type IndexedProduct, type IndexFilters } from './catalog-index';
import {
  loadAllProducts,
  loadLookups,
  loadProducts,
  oldestRunningTransaction,
  pruneChanges,
  readChanges,
} from './catalog-source';
import { weakEtag } from '../../http/public-cache';
import { ProductJsonCache } from './product-json-cache';

/** More changes than this at once (a bulk import): reload everything rather than apply them. */
const MAX_CHANGES = 20_000;
/** A server that has not looked for this long reloads (changes are pruned after an hour). */
const RELOAD_AFTER_MS = 30 * 60_000;
const PRUNE_EVERY_MS = 10 * 60_000;
const KEEP_CHANGES_MINUTES = 60;
const JSON_CACHE_PRODUCTS = 20_000;
/** Bounds in characters of JSON: about twice as many bytes at most, once as many for ASCII. */
const JSON_CACHE_CHARS = 32 * 1024 * 1024;
const PAGE_REPLIES_CACHED = 2_000;
const PAGE_REPLIES_CHARS = 16 * 1024 * 1024;

export interface CatalogServiceOptions {
  /** How stale the index may get before a read looks for other servers' writes; 0: every read. */
  syncMs: number;
  onError?: (error: unknown) => void;
}

/**
 * The storefront's reads (docs/decisions/011): filtering, counting and ordering happen in an
 * in-memory CatalogIndex of the whole catalogue, the page's products come from a cache of their
 * JSON (or the database by primary key). The index follows the database through catalog_changes,
 * which triggers fill: at once after this server's own writes (markStale), and at most `syncMs`
 * after any other server's.
 */
export class CatalogService {
  private index: CatalogIndex | undefined;
  private loading: Promise<CatalogIndex> | undefined;
  private syncing: Promise<void> | undefined;
  private stale = true;
  private lastSync = 0;
  private lastPrune = 0;
  /** Changes are read from this transaction on; those already applied are skipped by id. */
  private sinceTx = 0;
  private readonly applied = new Map<number, number>();
  readonly json = new ProductJsonCache(JSON_CACHE_PRODUCTS, JSON_CACHE_CHARS);
  /** Whole list replies by query, until the catalogue changes (the storefront asks the same pages). */
  private readonly pages = new LRUCache<string, { json: string; etag: string }>({
    max: PAGE_REPLIES_CACHED,
    maxSize: PAGE_REPLIES_CHARS,
    sizeCalculation: (reply) => Math.max(1, reply.json.length),
  });
  private pagesGeneration = 0;

  constructor(
    private readonly db: Db,
    private readonly options: CatalogServiceOptions,
  ) {}

  /** This server wrote something: the next read looks for changes first. */
  markStale(): void {
    this.stale = true;
  }

  /** Products in the index (0 before it is loaded). */
  get size(): number {
    return this.index?.size ?? 0;
  }

  /** Loads the index now rather than on the first read. */
  async warmUp(): Promise<void> {
    await this.current();
  }

  private async load(): Promise<CatalogIndex> {
    // Whatever a transaction from here on writes may be missing from what is read next; the
    // first sync reads its changes again.
    const sinceTx = await oldestRunningTransaction(this.db);
    const lookups = await loadLookups(this.db);
    const products: IndexedProduct[] = [];
    for await (const chunk of loadAllProducts(this.db)) {
      for (const product of chunk) products.push(product);
    }
    const index = new CatalogIndex(products, lookups);
    this.index = index;
    this.sinceTx = sinceTx;
    this.applied.clear();
    this.json.clear();
    this.forgetPages();
    this.lastSync = Date.now();
    return index;
  }

  private loaded(): Promise<CatalogIndex> {
    if (this.index) return Promise.resolve(this.index);
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private needsSync(): boolean {
    return this.stale || Date.now() - this.lastSync >= this.options.syncMs;
  }

  /** The index, brought up to date when it may be behind. */
  private async current(): Promise<CatalogIndex> {
    await this.loaded();
    // A write noticed while a sync was running may have committed after that sync read: go again.
    for (let round = 0; round < 3 && this.needsSync(); round++) {
      this.syncing ??= this.sync().finally(() => {
        this.syncing = undefined;
      });
      await this.syncing;
    }
    return this.index!;
  }

  private async sync(): Promise<void> {
    this.stale = false;
    const started = Date.now();
    if (started - this.lastSync > RELOAD_AFTER_MS) {
      this.index = undefined;
      await this.loaded();
      return;
    }
    const { changes, oldestRunning } = await readChanges(
      this.db,
      this.sinceTx,
      [...this.applied.keys()],
      MAX_CHANGES,
    );
    if (changes.length >= MAX_CHANGES) {
      this.index = undefined;
      await this.loaded();
      return;
    }
    if (changes.length > 0) {
      const index = this.index!;
      const productIds = new Set<number>();
      let lookupsChanged = false;
      for (const change of changes) {
        if (change.productId === null) lookupsChanged = true;
        else productIds.add(change.productId);
      }
      if (lookupsChanged) {
        index.setLookups(await loadLookups(this.db));
        this.json.clear();
      }
      if (productIds.size > 0) {
        const products = await loadProducts(this.db, [...productIds]);
        const present = new Set(products.map((product) => product.id));
        index.apply(
          products,
          [...productIds].filter((id) => !present.has(id)),
        );
        this.json.forget(productIds);
      }
      this.forgetPages();
      for (const change of changes) this.applied.set(change.id, change.tx);
    }
    this.sinceTx = oldestRunning;
    for (const [id, tx] of this.applied) if (tx < oldestRunning) this.applied.delete(id);
    this.lastSync = started;
    if (started - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = started;
      pruneChanges(this.db, KEEP_CHANGES_MINUTES).catch((error: unknown) => {
        this.options.onError?.(error);
      });
    }
  }

  private filtersFor(index: CatalogIndex, query: ProductFiltersQuery): IndexFilters {
    return {
      search: query.name || undefined,
      categoryIds:
        query.categories.length > 0 ? index.categoryIdsNamed(query.categories) : undefined,
      colorIds: query.colors.length > 0 ? index.colorIdsNamed(query.colors) : undefined,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      sellerId: query.sellerId,
    };
  }

  /** A page of product ids matching the query, in its order, and how many match. */
  async pageIds(query: ProductListQuery): Promise<IdPage> {
    const index = await this.current();
    const filters = this.filtersFor(index, query);
    const sort = query.sort ?? (filters.search ? 'relevance' : 'newest');
    return index.page(filters, sort, query.page * query.size, query.size);
  }

  private forgetPages(): void {
    this.pagesGeneration++;
    this.pages.clear();
  }

  /**
   * A page of the catalogue as JSON with its ETag, from the cache of replies when the same query
   * was answered since the catalogue last changed.
   */
  async pageReply(query: ProductListQuery): Promise<{ json: string; etag: string }> {
    await this.current();
    const key = JSON.stringify(query);
    const cached = this.pages.get(key);
    if (cached) return cached;
    const generation = this.pagesGeneration;
    const json = await this.pageJson(query);
    const reply = { json, etag: weakEtag(json) };
    if (generation === this.pagesGeneration) this.pages.set(key, reply);
    return reply;
  }

  /** A page of the catalogue as JSON (storefront §5), each product serialised once and cached. */
  private async pageJson(query: ProductListQuery): Promise<string> {
    const { ids, total } = await this.pageIds(query);
    const content = await this.json.get(this.db, ids);
    const totalPages = Math.ceil(total / query.size);
    return (
      `{"content":[${content.join(',')}],"currentPage":${query.page},"totalPages":${totalPages},` +
      `"totalElements":${total},"size":${query.size},"first":${query.page === 0},` +
      `"last":${query.page >= totalPages - 1}}`
    );
  }

  async facets(query: ProductFiltersQuery): Promise<ProductFacets> {
    const index = await this.current();
    return index.facets(this.filtersFor(index, query));
  }

  /** The search text with its typos corrected, when that finds products (issue 18). */
  async didYouMean(text: string): Promise<string | null> {
    return (await this.current()).didYouMean(text);
  }

  /** Whether the product exists, as of the index. */
  async exists(id: number): Promise<boolean> {
    return (await this.current()).has(id);
  }

  /** The product as JSON, or undefined when there is none. */
  async productJson(id: number): Promise<string | undefined> {
    await this.current();
    return (await this.json.get(this.db, [id]))[0];
  }

  /** The product, from the same cache as its JSON (page previews and first-paint data). */
  async product(id: number): Promise<Product | undefined> {
    const json = await this.productJson(id);
    return json === undefined ? undefined : (JSON.parse(json) as Product);
  }

  /** Up to 12 products sharing a category and a colour with the product, as a JSON array. */
  async similarJson(id: number): Promise<string> {
    const ids = (await this.current()).similar(id, LIMITS.similarProductsCap);
    return `[${(await this.json.get(this.db, ids)).join(',')}]`;
  }
}
