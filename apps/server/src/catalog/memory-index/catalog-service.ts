import { existsSync } from 'node:fs';
import { LRUCache } from 'lru-cache';
import {
  LIMITS,
  type Product,
  type ProductFacets,
  type ProductFiltersQuery,
  type ProductListQuery,
} from '@curio/shared';
import type { Db } from '../../db/client';
import type { IdPage, IndexFilters } from './catalog-index';
import {
  allProductsJson,
  changeLogPosition,
  databaseFacts,
  deletedProducts,
  loadLookups,
  productsJson,
  pruneChanges,
  readChanges,
} from './catalog-source';
import { serviceUnavailable } from '../../http/errors';
import { weakEtag } from '../../http/public-cache';
import { IndexClient, startIndexWorker, type IndexCall } from './index-client';
import type { WorkerMemory } from './index-protocol';
import { ProductJsonCache } from './product-json-cache';
import { loadSynonyms } from '../synonym-source';

/** More changes than this at once (a bulk import): rebuild rather than apply them. */
const MAX_CHANGES = 20_000;
/** A server that has not looked for this long rebuilds (changes are pruned after an hour). */
const RELOAD_AFTER_MS = 30 * 60_000;
const PRUNE_EVERY_MS = 10 * 60_000;
const KEEP_CHANGES_MINUTES = 60;
const JSON_CACHE_PRODUCTS = 20_000;
/** Bounds in characters of JSON: about twice as many bytes at most, once as many for ASCII. */
const JSON_CACHE_CHARS = 32 * 1024 * 1024;
const REPLIES_CACHED = 4_000;
const REPLIES_CHARS = 8 * 1024 * 1024;

export interface CatalogServiceOptions {
  /** How stale the index may get before a read looks for other servers' writes; 0: every read. */
  syncMs: number;
  onError?: (error: unknown) => void;
  /** Starts an index worker (by default `startIndexWorker`). */
  openIndex?: (onFailure: (error: Error) => void) => IndexClient;
  /** More changes than this at once rebuild the index (by default 20,000). */
  maxChanges?: number;
  /**
   * Where each index built is saved, and read back by the first load (docs/decisions/017):
   * a file of the data folder. None: every start builds.
   */
  snapshotFile?: string | undefined;
  /** What a log's line says: where the index came from, a snapshot ignored or saved. */
  onInfo?: (message: string) => void;
}

/** A reply's JSON, serialised once, with its ETag. */
interface CachedReply {
  json: string;
  etag: string;
}

/** The index of one worker, and how far it has followed catalog_changes. */
interface Replica {
  index: IndexClient;
  /** Changes are read from this transaction on; those already applied are skipped by id. */
  sinceTx: number;
  /** The database's clock (ms) when `sinceTx` was read. */
  readAt: number;
  readonly applied: Map<number, number>;
  /** It took in changes since it was saved (or read back). */
  unsaved?: boolean;
  /** Too far behind to follow: deletions are still read from this transaction on. */
  removalsSinceTx?: number;
}

/** The first index: a snapshot's or a new one; a stale snapshot's answers until one is built. */
interface FirstReplica {
  replica: Replica;
  stale: boolean;
}

const openIndexWorker = (onFailure: (error: Error) => void) =>
  new IndexClient(startIndexWorker(), onFailure);

/**
 * The storefront's reads (docs/decisions/011): filtering, counting and ordering happen in an
 * in-memory CatalogIndex of the whole catalogue held by a worker thread, the page's products come
 * from a cache of their JSON (or the database by primary key). The index follows the database
 * through catalog_changes, which triggers fill: at once after this server's own writes
 * (markStale), and at most `syncMs` after any other server's. A whole rebuild happens in a new
 * worker while the live one keeps answering.
 */
export class CatalogService {
  /** The index reads go to. */
  private live: Replica | undefined;
  /** The first load, or the load after the live worker died: reads wait for it. */
  private loading: Promise<Replica> | undefined;
  /** A rebuild in the background, and the index it built, waiting for the next sync to swap it in. */
  private rebuilding: Promise<void> | undefined;
  private rebuilt: Replica | undefined;
  /** The live index is too far behind to follow: it answers as it is until the rebuild is in. */
  private overtaken = false;
  /** Workers to stop on close. */
  private readonly workers = new Set<IndexClient>();
  private closed = false;
  /** The snapshot is read by the first load only (a failed worker's replacement builds). */
  private snapshotTried = false;
  private syncing: Promise<void> | undefined;
  private stale = true;
  private lastSync = 0;
  private lastPrune = 0;
  readonly json = new ProductJsonCache(JSON_CACHE_PRODUCTS, JSON_CACHE_CHARS);
  /**
   * Whole list and facet replies by query, until the catalogue changes (the storefront asks the
   * same pages and counts).
   */
  private readonly replies = new LRUCache<string, CachedReply>({
    max: REPLIES_CACHED,
    maxSize: REPLIES_CHARS,
    sizeCalculation: (reply) => Math.max(1, reply.json.length),
  });
  private repliesGeneration = 0;

  constructor(
    private readonly db: Db,
    private readonly options: CatalogServiceOptions,
  ) {}

  /** This server wrote something: the next read looks for changes first. */
  markStale(): void {
    this.stale = true;
  }

  /** Whether an index answers: the first load is done (readiness). */
  get ready(): boolean {
    return this.live !== undefined;
  }

  /** Products in the index (0 before it is loaded). */
  get size(): number {
    return this.live?.index.size ?? 0;
  }

  /** Loads the index now rather than on the first read. */
  async warmUp(): Promise<void> {
    await this.current();
  }

  /**
   * Starts loading the index unless it is loaded or loading (readiness asks, so that a failed
   * first load is tried again without a catalogue request); a failure goes to `onError`.
   */
  startLoading(): void {
    if (this.live || this.loading || this.closed) return;
    this.loaded().catch((error: unknown) => {
      if (!this.closed) this.options.onError?.(error);
    });
  }

  /** The live index worker's memory after a full garbage collection (for the benchmark). */
  async indexMemory(): Promise<WorkerMemory> {
    await this.current();
    if (!this.live) throw serviceUnavailable('serviceUnavailable');
    return this.live.index.memory();
  }

  /** Stops the index workers (the app closes). */
  async close(): Promise<void> {
    this.closed = true;
    // The next start reads the index as it is now rather than the one saved at its build, which
    // the change log may no longer be able to bring up to date.
    const live = this.live;
    if (live?.unsaved && !this.overtaken) await this.save(live);
    await Promise.all([...this.workers].map((index) => index.terminate()));
    this.workers.clear();
  }

  private open(): IndexClient {
    if (this.closed) throw serviceUnavailable('serviceUnavailable');
    const index = (this.options.openIndex ?? openIndexWorker)((error) => {
      this.failed(index, error);
    });
    this.workers.add(index);
    return index;
  }

  /** A worker died: its waiting reads failed with a 503; a live one is replaced at once. */
  private failed(index: IndexClient, error: Error): void {
    this.workers.delete(index);
    if (this.closed) return;
    this.options.onError?.(error);
    if (this.rebuilt?.index === index) this.rebuilt = undefined;
    if (this.live?.index !== index) return;
    this.live = undefined;
    const rebuilt = this.rebuilt;
    if (rebuilt) {
      // Ready already: it catches up on the next read.
      this.rebuilt = undefined;
      this.install(rebuilt);
      this.stale = true;
      return;
    }
    this.loaded().catch((reloadError: unknown) => {
      if (!this.closed) this.options.onError?.(reloadError);
    });
  }

  /** The whole catalogue in a new worker, its changes to be read from the moment it started. */
  private async build(): Promise<Replica> {
    const index = this.open();
    try {
      // Whatever a transaction from here on writes may be missing from what is read next; the
      // first sync reads its changes again.
      const { sinceTx, readAt } = await changeLogPosition(this.db);
      for await (const json of allProductsJson(this.db)) index.add(json);
      await index.build();
      await index.call('setLookups', await loadLookups(this.db));
      await index.call('setSynonyms', await loadSynonyms(this.db));
      const replica = { index, sinceTx, readAt, applied: new Map<number, number>() };
      if (!this.closed) await this.save(replica);
      return replica;
    } catch (error) {
      this.drop(index);
      throw error;
    }
  }

  private drop(index: IndexClient): void {
    this.workers.delete(index);
    void index.terminate();
  }

  /**
   * Saves a new index for the next start, before it answers (the worker is busy meanwhile). A
   * failure costs the next start its snapshot, nothing else.
   */
  private async save(replica: Replica): Promise<void> {
    const file = this.options.snapshotFile;
    if (!file) return;
    try {
      const { database } = await databaseFacts(this.db);
      const started = performance.now();
      const bytes = await replica.index.save(file, {
        database,
        sinceTx: replica.sinceTx,
        readAt: replica.readAt,
        applied: [...replica.applied],
      });
      replica.unsaved = false;
      this.options.onInfo?.(
        `Catalogue index saved to ${file} (${(bytes / 1e6).toFixed(1)} MB in ${Math.round(performance.now() - started)} ms).`,
      );
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  /**
   * The index of the snapshot file, when it is sound and of this database: caught up with the
   * changes since it was saved, or stale (saved before changes the log no longer has, or holding
   * another number of products than the database: a load that bypassed the triggers). Undefined
   * when there is none or it is refused (the reason is logged).
   */
  private async restore(file: string): Promise<FirstReplica | undefined> {
    if (!existsSync(file)) return undefined;
    const started = performance.now();
    const index = this.open();
    try {
      const outcome = await index.restore(file);
      const facts = await databaseFacts(this.db);
      const problem =
        'problem' in outcome
          ? outcome.problem
          : outcome.version.database === facts.database
            ? undefined
            : 'saved from another database';
      if (problem !== undefined || 'problem' in outcome) {
        this.options.onInfo?.(`Catalogue index snapshot ${file} ignored: ${problem}.`);
        this.drop(index);
        return undefined;
      }
      const { version } = outcome;
      await index.call('setLookups', await loadLookups(this.db));
      await index.call('setSynonyms', await loadSynonyms(this.db));
      const replica: Replica = {
        index,
        sinceTx: version.sinceTx,
        readAt: version.readAt,
        applied: new Map(version.applied),
      };
      const followable = facts.now - version.readAt < RELOAD_AFTER_MS;
      const caughtUp =
        followable &&
        (await this.follow(replica)) &&
        (await databaseFacts(this.db)).products === index.size;
      // Other index code may analyse words otherwise: it answers, caught up, until rebuilt.
      const stale = outcome.otherCode || !caughtUp;
      this.options.onInfo?.(
        `Catalogue index read from ${file} in ${Math.round(performance.now() - started)} ms` +
          (outcome.otherCode ? ', written by other index code' : '') +
          (stale ? ': stale, it answers while a new index is built.' : '.'),
      );
      return { replica, stale };
    } catch (error) {
      this.drop(index);
      this.options.onError?.(error);
      return undefined;
    }
  }

  private async firstReplica(): Promise<FirstReplica> {
    const file = this.options.snapshotFile;
    if (file && !this.snapshotTried) {
      this.snapshotTried = true;
      const restored = await this.restore(file);
      if (restored) return restored;
    }
    return { replica: await this.build(), stale: false };
  }

  /** Reads go to `replica` from now on; the previous worker stops once it has answered. */
  private install(replica: Replica): void {
    if (this.closed) {
      void replica.index.terminate();
      return;
    }
    if (this.live) {
      this.workers.delete(this.live.index);
      this.live.index.retire();
    }
    this.live = replica;
    this.overtaken = false;
    this.json.clear();
    this.forgetReplies();
    this.lastSync = Date.now();
  }

  private loaded(): Promise<Replica> {
    if (this.live) return Promise.resolve(this.live);
    this.loading ??= this.firstReplica()
      .then(({ replica, stale }) => {
        this.install(replica);
        if (stale) {
          // It answers as it is (it cannot follow) until the rebuild is swapped in.
          this.overtaken = true;
          this.rebuild();
        }
        return replica;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  /** Builds a new index in a fresh worker; the live one keeps answering until the swap. */
  private rebuild(): void {
    if (this.rebuilding || this.rebuilt || this.closed) return;
    this.rebuilding = this.build()
      .then(
        (replica) => {
          if (this.closed) {
            void replica.index.terminate();
            return;
          }
          this.rebuilt = replica;
          this.stale = true;
        },
        (error: unknown) => {
          // The live index follows the changes again (and finds it must rebuild, if so).
          this.overtaken = false;
          if (!this.closed) this.options.onError?.(error);
        },
      )
      .finally(() => {
        this.rebuilding = undefined;
      });
  }

  private needsSync(): boolean {
    return this.stale || Date.now() - this.lastSync >= this.options.syncMs;
  }

  /** Brings the index up to date when it may be behind. */
  private async current(): Promise<void> {
    await this.loaded();
    // A write noticed while a sync was running may have committed after that sync read: go again.
    for (let round = 0; round < 3 && this.needsSync(); round++) {
      this.syncing ??= this.sync().finally(() => {
        this.syncing = undefined;
      });
      await this.syncing;
    }
  }

  private async sync(): Promise<void> {
    this.stale = false;
    const started = Date.now();
    if (!(await this.swapInRebuilt())) {
      if (started - this.lastSync > RELOAD_AFTER_MS) this.rebuild();
      const live = await this.loaded();
      if (!this.overtaken) this.overtaken = !(await this.follow(live));
      else await this.removeDeleted(live);
    }
    this.lastSync = started;
    if (started - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = started;
      pruneChanges(this.db, KEEP_CHANGES_MINUTES).catch((error: unknown) => {
        this.options.onError?.(error);
      });
    }
  }

  /**
   * Swaps in the rebuilt index, once it has the changes written while it was built (before any
   * read sees it); false when there is none, or it failed (the live one goes on).
   */
  private async swapInRebuilt(): Promise<boolean> {
    const rebuilt = this.rebuilt;
    if (!rebuilt) return false;
    this.rebuilt = undefined;
    try {
      const caughtUp = await this.follow(rebuilt);
      this.install(rebuilt);
      this.overtaken = !caughtUp;
      return true;
    } catch (error) {
      this.drop(rebuilt.index);
      this.options.onError?.(error);
      return false;
    }
  }

  /**
   * Applies to the replica the changes it has not seen; false when they are too many (a rebuild
   * is started instead).
   */
  private async follow(replica: Replica): Promise<boolean> {
    const maxChanges = this.options.maxChanges ?? MAX_CHANGES;
    const { changes, oldestRunning, readAt } = await readChanges(
      this.db,
      replica.sinceTx,
      [...replica.applied.keys()],
      maxChanges,
    );
    if (changes.length >= maxChanges) {
      this.rebuild();
      await this.removeDeleted(replica);
      return false;
    }
    if (changes.length > 0) {
      const productIds = new Set<number>();
      let lookupsChanged = false;
      for (const change of changes) {
        if (change.productId === null) lookupsChanged = true;
        else productIds.add(change.productId);
      }
      if (lookupsChanged) {
        // Lookups, a seller's name or picture, or the synonyms (migration 0008).
        await replica.index.call('setLookups', await loadLookups(this.db));
        await replica.index.call('setSynonyms', await loadSynonyms(this.db));
        this.json.clear();
      }
      if (productIds.size > 0) {
        const ids = [...productIds];
        await replica.index.update(await productsJson(this.db, ids), ids);
        this.json.forget(productIds);
      }
      this.forgetReplies();
      for (const change of changes) replica.applied.set(change.id, change.tx);
      replica.unsaved = true;
    }
    replica.sinceTx = oldestRunning;
    replica.readAt = readAt;
    for (const [id, tx] of replica.applied) if (tx < oldestRunning) replica.applied.delete(id);
    return true;
  }

  /**
   * While an index is too far behind to follow (a rebuild runs: a minute at a million products),
   * the products deleted since it last followed still leave it at once: a deleted product is
   * never listed or shown again, even for that minute. New and changed products wait for the
   * rebuild.
   */
  private async removeDeleted(replica: Replica): Promise<void> {
    const { ids, oldestRunning } = await deletedProducts(
      this.db,
      replica.removalsSinceTx ?? replica.sinceTx,
    );
    replica.removalsSinceTx = oldestRunning;
    if (ids.length === 0) return;
    await replica.index.update('[]', ids);
    this.json.forget(ids);
    this.forgetReplies();
  }

  /** A method of the live index, in its worker. */
  private readonly call: IndexCall = (method, ...args) => {
    if (!this.live) return Promise.reject(serviceUnavailable('serviceUnavailable'));
    return this.live.index.call(method, ...args);
  };

  /** The index's filters of a query: category and colour names are resolved by the index. */
  private filtersFor(query: ProductFiltersQuery): IndexFilters {
    return {
      search: query.name || undefined,
      categoryNames: query.categories.length > 0 ? query.categories : undefined,
      colorNames: query.colors.length > 0 ? query.colors : undefined,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      sellerId: query.sellerId,
    };
  }

  /** A page of product ids matching the query, in its order, and how many match. */
  async pageIds(query: ProductListQuery): Promise<IdPage> {
    await this.current();
    const filters = this.filtersFor(query);
    const sort = query.sort ?? (filters.search ? 'relevance' : 'newest');
    return this.call('page', filters, sort, query.page * query.size, query.size);
  }

  /**
   * The catalogue's version on this server, once it has followed catalog_changes (as every read
   * does): it changes whenever the index takes in a change or is rebuilt, as the cached replies
   * are forgotten. Pages rendered from the catalogue are cached by it (pages/page-cache.ts).
   */
  async version(): Promise<number> {
    await this.current();
    return this.repliesGeneration;
  }

  private forgetReplies(): void {
    this.repliesGeneration++;
    this.replies.clear();
  }

  /**
   * A page of the catalogue as JSON with its ETag, from the cache of replies when the same query
   * was answered since the catalogue last changed.
   */
  pageReply(query: ProductListQuery): Promise<CachedReply> {
    return this.cachedReply(`page ${JSON.stringify(query)}`, () => this.pageJson(query));
  }

  /**
   * The facet counts as JSON with its ETag, cached as the pages are: serialised in the worker,
   * so the main thread only passes a string on.
   */
  facetsReply(query: ProductFiltersQuery): Promise<CachedReply> {
    return this.cachedReply(`facets ${JSON.stringify(query)}`, async () =>
      this.call('facetsJson', this.filtersFor(query)),
    );
  }

  private async cachedReply(key: string, make: () => Promise<string>): Promise<CachedReply> {
    await this.current();
    const cached = this.replies.get(key);
    if (cached) return cached;
    const generation = this.repliesGeneration;
    const json = await make();
    const reply = { json, etag: weakEtag(json) };
    if (generation === this.repliesGeneration) this.replies.set(key, reply);
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
    await this.current();
    return this.call('facets', this.filtersFor(query));
  }

  /** The search text with its typos corrected, when that finds products. */
  async didYouMean(text: string): Promise<string | null> {
    await this.current();
    return this.call('didYouMean', text);
  }

  /** The words a search answered for when it could not answer for all of the text's words. */
  async showingResultsFor(text: string): Promise<string | null> {
    await this.current();
    return this.call('showingResultsFor', text);
  }

  /** Whether the product exists, as of the index. */
  async exists(id: number): Promise<boolean> {
    await this.current();
    return this.call('has', id);
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
    await this.current();
    const ids = await this.call('similar', id, LIMITS.similarProductsCap);
    return `[${(await this.json.get(this.db, ids)).join(',')}]`;
  }
}
