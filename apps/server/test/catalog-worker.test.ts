import { readdirSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { productListQuerySchema, type ProductListQuery } from '@curio/shared';
import type { Db } from '../src/db/client';
import { products, searchSynonyms } from '../src/db/schema';
import { AppError } from '../src/http/errors';
import { CatalogService } from '../src/catalog/memory-index/catalog-service';
import { IndexClient, startIndexWorker } from '../src/catalog/memory-index/index-client';
import { createProduct, createUser } from './helpers/fixtures';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

/**
 * The catalogue index lives in a worker thread (docs/decisions/011): a rebuild happens in a new
 * worker while the live one answers, changes reach the live worker, a dead worker is replaced.
 */

/** The index workers a service started, with a way to hold each one's build. */
class Workers {
  readonly started: { index: IndexClient; exited: Promise<number>; kill: () => void }[] = [];
  private hold: Promise<void> | undefined;
  private release: () => void = () => undefined;

  readonly open = (onFailure: (error: Error) => void): IndexClient => {
    const worker = startIndexWorker();
    const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
    const held = this.hold;
    const index = new (class extends IndexClient {
      override async build(): Promise<void> {
        await held;
        await super.build();
      }
    })(worker, onFailure);
    this.started.push({ index, exited, kill: () => void worker.terminate() });
    return index;
  };

  /** Builds started from now on wait until `letBuild`. */
  holdBuilds(): void {
    this.hold = new Promise((resolve) => (this.release = resolve));
  }

  letBuild(): void {
    this.release();
  }

  at(position: number) {
    const started = this.started[position];
    if (!started) throw new Error(`no worker #${position}`);
    return started;
  }
}

/** A worker starting from source loads tsx and compiles the index first: seconds on a busy machine. */
const REBUILT = { timeout: 20_000, interval: 50 };

let t: TestDatabase;
let workers: Workers;
let errors: unknown[];
let catalog: CatalogService;
/** Each test lists the products of a seller of its own (the database is shared). */
let sellerId: number;
let everything: ProductListQuery;

async function namesIn(db: Db, catalog: CatalogService, query = everything): Promise<string[]> {
  const { ids } = await catalog.pageIds(query);
  const rows = await db.select({ id: products.id, name: products.name }).from(products);
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return ids.map((id) => names.get(id) ?? `#${id}`);
}

function startCatalog(maxChanges?: number): CatalogService {
  catalog = new CatalogService(t.database.db, {
    syncMs: 0,
    onError: (error) => errors.push(error),
    openIndex: workers.open,
    ...(maxChanges === undefined ? {} : { maxChanges }),
  });
  return catalog;
}

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.dispose());
beforeEach(async () => {
  workers = new Workers();
  errors = [];
  sellerId = (await createUser(t.database.db, { role: 'SELLER' })).id;
  everything = productListQuerySchema.parse({ size: '100', sellerId: String(sellerId) });
});
afterEach(() => catalog.close());

/** The nice value of each thread of this process (Linux: /proc/self/task/<id>/stat, field 19). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((task) => {
    const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('the catalogue index worker', () => {
  it.runIf(process.platform === 'linux')(
    'runs below the main thread: when both want the CPU, requests go first',
    async () => {
      const before = threadNiceValues().filter((nice) => nice === 10).length;
      startCatalog();
      await namesIn(t.database.db, catalog);
      expect(threadNiceValues().filter((nice) => nice === 10)).toHaveLength(before + 1);
      // …and only that thread: this one (the test's, like the server's main thread) is untouched.
      expect(threadNiceValues()[0]).toBe(0);
    },
  );

  it('applies a change to the live worker: the next read finds it', async () => {
    const db = t.database.db;
    const id = await createProduct(db, { name: 'Walnut Desk', sellerId });
    startCatalog();
    expect(await namesIn(db, catalog)).toEqual(['Walnut Desk']);

    await db.update(products).set({ name: 'Oak Desk' }).where(eq(products.id, id));
    await createProduct(db, { name: 'Oak Shelf', sellerId });

    const oak = { ...everything, name: 'oak', sort: 'name' as const };
    expect(await namesIn(db, catalog, oak)).toEqual(['Oak Desk', 'Oak Shelf']);
    expect(workers.started).toHaveLength(1);
  });

  it("searches with the admins' synonyms, and follows their changes", async () => {
    const db = t.database.db;
    await createProduct(db, { name: 'Cotton Hoodie', sellerId });
    await db.insert(searchSynonyms).values({ terms: ['卫衣'], mapsTo: ['hoodie'] });
    startCatalog();
    const weiyi = { ...everything, name: '卫衣' };
    expect(await namesIn(db, catalog, weiyi)).toEqual(['Cotton Hoodie']);

    await db.insert(searchSynonyms).values({ terms: ['pullover'], mapsTo: ['hoodie'] });
    expect(await namesIn(db, catalog, { ...everything, name: 'pullover' })).toEqual([
      'Cotton Hoodie',
    ]);
    await db.delete(searchSynonyms);
    expect(await namesIn(db, catalog, weiyi)).toEqual([]);
  });

  it('keeps answering from the old index while a rebuild runs, then swaps and stops the old worker', async () => {
    const db = t.database.db;
    await createProduct(db, { name: 'First Lamp', sellerId });
    startCatalog(10);
    expect(await namesIn(db, catalog)).toEqual(['First Lamp']);

    workers.holdBuilds();
    // Each product writes several changes (product, colour, size, category): over 10 at once.
    for (const name of ['Second Lamp', 'Third Lamp', 'Fourth Lamp']) {
      await createProduct(db, { name, sellerId });
    }
    catalog.markStale();
    expect(await namesIn(db, catalog)).toEqual(['First Lamp']);
    expect(workers.started).toHaveLength(2);
    // Still the old index, and still answering, while the new one is held.
    expect(await namesIn(db, catalog)).toEqual(['First Lamp']);

    workers.letBuild();
    await vi.waitFor(async () => {
      expect(await namesIn(db, catalog)).toEqual([
        'Fourth Lamp',
        'Third Lamp',
        'Second Lamp',
        'First Lamp',
      ]);
    }, REBUILT);
    expect(await workers.at(0).exited).toBe(1);
    expect(errors).toEqual([]);
  });

  it('takes a deleted product out at once while a rebuild runs, however many changes came after', async () => {
    const db = t.database.db;
    const kept = await createProduct(db, { name: 'Kept Vase', sellerId });
    const doomed = await createProduct(db, { name: 'Doomed Vase', sellerId });
    startCatalog(10);
    expect(await namesIn(db, catalog)).toEqual(['Doomed Vase', 'Kept Vase']);
    expect(await catalog.productJson(doomed)).toBeDefined();

    workers.holdBuilds();
    // Deleted, then more changes than the index follows before its next read (a bulk import).
    await db.delete(products).where(eq(products.id, doomed));
    for (const name of ['Vase Two', 'Vase Three', 'Vase Four']) {
      await createProduct(db, { name, sellerId });
    }
    catalog.markStale();
    expect(await namesIn(db, catalog)).toEqual(['Kept Vase']);
    expect(await catalog.productJson(doomed)).toBeUndefined();
    expect(workers.started).toHaveLength(2);
    // Deleted while the rebuild is still held: gone at once too.
    await db.delete(products).where(eq(products.id, kept));
    catalog.markStale();
    expect(await namesIn(db, catalog)).toEqual([]);
    expect(await catalog.productJson(kept)).toBeUndefined();

    workers.letBuild();
    await vi.waitFor(async () => {
      expect(await namesIn(db, catalog)).toEqual(['Vase Four', 'Vase Three', 'Vase Two']);
    }, REBUILT);
    expect(errors).toEqual([]);
  });

  it('catches a rebuilt index up with the changes written while it was built', async () => {
    const db = t.database.db;
    await createProduct(db, { name: 'Old Chair', sellerId });
    startCatalog(10);
    await catalog.warmUp();

    workers.holdBuilds();
    for (const name of ['Chair Two', 'Chair Three', 'Chair Four']) {
      await createProduct(db, { name, sellerId });
    }
    catalog.markStale();
    await catalog.pageIds(everything);
    expect(workers.started).toHaveLength(2);
    // Read by the rebuild's catalogue reads (which start once it is let go), or as a change after.
    const before = catalog.size;
    const late = await createProduct(db, { name: 'Late Chair', sellerId });
    workers.letBuild();

    await vi.waitFor(async () => {
      expect((await catalog.pageIds(everything)).ids[0]).toBe(late);
    }, REBUILT);
    expect(await catalog.exists(late)).toBe(true);
    expect(catalog.size).toBe(before + 4);
  });

  it('fails the reads waiting on a worker that dies with a 503, and loads a new one', async () => {
    const worker = startIndexWorker();
    const failures: Error[] = [];
    const index = new IndexClient(worker, (error) => failures.push(error));
    const waiting = index.build();
    await worker.terminate();
    await expect(waiting).rejects.toMatchObject({ status: 503, code: 'serviceUnavailable' });
    await expect(index.call('has', 1)).rejects.toBeInstanceOf(AppError);
    expect(failures).toHaveLength(1);

    const db = t.database.db;
    await createProduct(db, { name: 'Sturdy Stool', sellerId });
    startCatalog();
    expect(await namesIn(db, catalog)).toEqual(['Sturdy Stool']);
    workers.at(0).kill();
    await workers.at(0).exited;
    expect(errors).toHaveLength(1);

    await createProduct(db, { name: 'Spare Stool', sellerId });
    expect(await namesIn(db, catalog)).toEqual(['Spare Stool', 'Sturdy Stool']);
    expect(workers.started).toHaveLength(2);
  });

  it('stops its workers when closed', async () => {
    startCatalog();
    await catalog.warmUp();
    await catalog.close();
    expect(await workers.at(0).exited).toBe(1);
    await expect(catalog.pageIds(everything)).rejects.toMatchObject({ status: 503 });
  });
});
