import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  productFiltersQuerySchema,
  productListQuerySchema,
  type ProductListQuery,
} from '@curio/shared';
import { products } from '../src/db/schema';
import { CatalogService } from '../src/catalog/memory-index/catalog-service';
import { IndexClient, startIndexWorker } from '../src/catalog/memory-index/index-client';
import { createProduct, createUser } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

/**
 * The catalogue index is saved to a snapshot file after each build and read back by the next
 * start (docs/decisions/017): the same answers, a stale one answers while a new index is built, a
 * damaged one is ignored with a log line.
 */

/** A worker starting from source loads tsx and compiles the index first: seconds on a busy machine. */
const REBUILT = { timeout: 20_000, interval: 50 };

let t: TestDatabase;
let folder: string;
let file: string;
let sellerId: number;
let infos: string[];
let errors: unknown[];
const services: CatalogService[] = [];
/** Builds started while held wait until `letBuild`. */
let held: Promise<void> | undefined;
let letBuild: () => void = () => undefined;

const openIndex = (onFailure: (error: Error) => void): IndexClient => {
  const hold = held;
  return new (class extends IndexClient {
    override async build(): Promise<void> {
      await hold;
      await super.build();
    }
  })(startIndexWorker(), onFailure);
};

function startCatalog(): CatalogService {
  const catalog = new CatalogService(t.database.db, {
    syncMs: 0,
    snapshotFile: file,
    openIndex,
    onError: (error) => errors.push(error),
    onInfo: (message) => infos.push(message),
  });
  services.push(catalog);
  return catalog;
}

const list = (fields: Record<string, string>): ProductListQuery =>
  productListQuerySchema.parse({ size: '100', sellerId: String(sellerId), ...fields });

/** What the storefront asks of the catalogue: searches (a typo too), orders, facets. */
async function answers(catalog: CatalogService): Promise<unknown[]> {
  const queries = [
    list({}),
    list({ name: 'walnut' }),
    list({ name: 'walnt desk' }),
    list({ name: 'lamp', sort: 'price_asc' }),
    list({ sort: 'name' }),
    list({ colors: 'Black' }),
  ];
  const pages = await Promise.all(queries.map((query) => catalog.pageIds(query)));
  const facets = await catalog.facets(
    productFiltersQuerySchema.parse({ name: 'desk', sellerId: String(sellerId) }),
  );
  return [...pages, facets, await catalog.didYouMean('walnt')];
}

async function names(catalog: CatalogService, query = list({})): Promise<string[]> {
  const { ids } = await catalog.pageIds(query);
  const rows = await t.database.db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.sellerId, sellerId));
  const byId = new Map(rows.map((row) => [row.id, row.name]));
  return ids.map((id) => byId.get(id) ?? `#${id}`);
}

/** Rewrites the snapshot's header as if other index code had saved it (digest made anew). */
function writeAsOtherCode(path: string): void {
  const bytes = readFileSync(path);
  const headerStart = 'CURIOIX1'.length + 4;
  const headerEnd = headerStart + bytes.readUInt32LE(headerStart - 4);
  const header = JSON.parse(bytes.subarray(headerStart, headerEnd).toString('utf8')) as {
    code: string;
  };
  const rewritten = Buffer.from(JSON.stringify({ ...header, code: 'other' }));
  const body = bytes.subarray(headerEnd + 32);
  const length = Buffer.alloc(4);
  length.writeUInt32LE(rewritten.length);
  const digest = createHash('sha256').update(rewritten).update(body).digest();
  writeFileSync(path, Buffer.concat([bytes.subarray(0, 8), length, rewritten, digest, body]));
}

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.dispose());
beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'curio-snapshot-'));
  file = join(folder, 'catalog-index.snapshot');
  infos = [];
  errors = [];
  held = undefined;
  sellerId = (await createUser(t.database.db, { role: 'SELLER' })).id;
  const db = t.database.db;
  await createProduct(db, { name: 'Walnut Desk', price: 120, sellerId, colors: ['Brown'] });
  await createProduct(db, { name: 'Walnut Desk Lamp', price: 35, sellerId, colors: ['Black'] });
  await createProduct(db, { name: 'Brass Floor Lamp', price: 80, sellerId, colors: ['Gold'] });
});
afterEach(async () => {
  await Promise.all(services.splice(0).map((catalog) => catalog.close()));
  rmSync(folder, { recursive: true, force: true });
});

describe('the catalogue index snapshot', () => {
  it('is read back by the next start, which answers as the index that was saved', async () => {
    const first = startCatalog();
    const built = await answers(first);
    expect(infos.some((line) => line.startsWith(`Catalogue index saved to ${file}`))).toBe(true);
    await first.close();

    infos = [];
    const second = startCatalog();
    expect(await answers(second)).toEqual(built);
    expect(infos).toEqual([expect.stringMatching(/^Catalogue index read from .*ms\.$/)]);
    expect(await names(second, list({ name: 'walnut', sort: 'name' }))).toEqual([
      'Walnut Desk',
      'Walnut Desk Lamp',
    ]);
    expect(errors).toEqual([]);
  });

  it('catches up with the changes written since it was saved', async () => {
    await startCatalog().warmUp();
    await createProduct(t.database.db, { name: 'Walnut Shelf', sellerId });

    infos = [];
    const second = startCatalog();
    expect(await names(second, list({ name: 'walnut', sort: 'name' }))).toEqual([
      'Walnut Desk',
      'Walnut Desk Lamp',
      'Walnut Shelf',
    ]);
    expect(infos).toEqual([expect.stringMatching(/^Catalogue index read from .*ms\.$/)]);
  });

  it('is saved again on close when the index took in changes since', async () => {
    const first = startCatalog();
    await first.warmUp();
    await createProduct(t.database.db, { name: 'Walnut Bench', sellerId });
    expect(await names(first, list({ name: 'bench' }))).toEqual(['Walnut Bench']);
    await first.close();
    // The change log no longer has the product: only the snapshot saved on close knows it.
    await t.database.db.execute(sql`delete from catalog_changes`);

    infos = [];
    const second = startCatalog();
    expect(await names(second, list({ name: 'bench' }))).toEqual(['Walnut Bench']);
    expect(infos).toEqual([expect.stringMatching(/^Catalogue index read from .*ms\.$/)]);
  });

  it('answers from a stale snapshot while a new index is built, then from the new one', async () => {
    await startCatalog().warmUp();
    // A product whose change the log no longer holds (pruned, or loaded without the triggers).
    await createProduct(t.database.db, { name: 'Walnut Stool', sellerId });
    await t.database.db.execute(sql`delete from catalog_changes`);

    held = new Promise((resolve) => (letBuild = resolve));
    infos = [];
    const second = startCatalog();
    const walnut = list({ name: 'walnut', sort: 'name' });
    expect(await names(second, walnut)).toEqual(['Walnut Desk', 'Walnut Desk Lamp']);
    expect(infos).toEqual([expect.stringMatching(/stale, it answers while a new index is built/)]);
    // Searches keep being answered while the build is held.
    expect(await names(second, list({ name: 'lamp', sort: 'name' }))).toEqual([
      'Brass Floor Lamp',
      'Walnut Desk Lamp',
    ]);

    letBuild();
    await vi.waitFor(async () => {
      expect(await names(second, walnut)).toEqual([
        'Walnut Desk',
        'Walnut Desk Lamp',
        'Walnut Stool',
      ]);
    }, REBUILT);
    // The new index was saved for the next start.
    await vi.waitFor(() => {
      expect(infos.filter((line) => line.startsWith('Catalogue index saved'))).toHaveLength(1);
    }, REBUILT);
    expect(errors).toEqual([]);
  });

  it('answers from a snapshot of other index code (a deploy), caught up, while it is rebuilt', async () => {
    await startCatalog().warmUp();
    writeAsOtherCode(file);
    await createProduct(t.database.db, { name: 'Walnut Stool', sellerId });

    held = new Promise((resolve) => (letBuild = resolve));
    infos = [];
    const second = startCatalog();
    const walnut = list({ name: 'walnut', sort: 'name' });
    // Read back and caught up from catalog_changes while the new index is held.
    expect(await names(second, walnut)).toEqual([
      'Walnut Desk',
      'Walnut Desk Lamp',
      'Walnut Stool',
    ]);
    expect(infos).toEqual([
      expect.stringMatching(
        /^Catalogue index read from .* ms, written by other index code: stale, it answers while a new index is built\.$/,
      ),
    ]);

    letBuild();
    await vi.waitFor(() => {
      expect(infos.filter((line) => line.startsWith('Catalogue index saved'))).toHaveLength(1);
    }, REBUILT);
    infos = [];
    const third = startCatalog();
    expect(await names(third, walnut)).toEqual(['Walnut Desk', 'Walnut Desk Lamp', 'Walnut Stool']);
    expect(infos).toEqual([expect.stringMatching(/^Catalogue index read from .*ms\.$/)]);
    expect(errors).toEqual([]);
  });

  it.each([
    ['truncated', () => truncateSync(file, Math.floor(readFileSync(file).length / 2))],
    [
      'altered',
      () => {
        const bytes = readFileSync(file);
        const at = Math.floor(bytes.length * 0.75);
        bytes[at] = bytes[at]! ^ 0xff;
        writeFileSync(file, bytes);
      },
    ],
    ['not a snapshot', () => writeFileSync(file, 'hello')],
  ])('is ignored with a log line when %s, and the index is built instead', async (_, damage) => {
    const built = await answers(startCatalog());
    damage();

    infos = [];
    const second = startCatalog();
    expect(await answers(second)).toEqual(built);
    expect(infos[0]).toMatch(new RegExp(`^Catalogue index snapshot ${file} ignored: .+\\.$`));
    expect(infos[1]).toMatch(/^Catalogue index saved to /);
    expect(errors).toEqual([]);
  });
});

describe('readiness', () => {
  it('answers 503 until the catalogue index is loaded, then 200', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const test = await createTestApp({}, { logger: { level: 'trace', stream } });
    try {
      expect((await test.app.inject({ url: '/api/health/ready' })).statusCode).toBe(503);
      expect((await test.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      expect((await test.app.inject({ url: '/api/products' })).statusCode).toBe(200);
      const ready = await test.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok' });
      // A load balancer polls it while the index loads: a warning each time, with no stack.
      const warnings = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(warnings.filter((line) => line.msg === 'service unavailable')).toEqual([
        expect.objectContaining({ level: 40, code: 'serviceUnavailable' }),
      ]);
      expect(lines.join('')).not.toMatch(/"stack"|\bat \S+ \(/);
    } finally {
      await test.close();
    }
  });
});
