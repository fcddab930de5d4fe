import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  currencyRateSchema,
  pageSchema,
  parseShopLink,
  productImageUrls,
  productSchema,
} from '@curio/shared';
import { verifyPassword } from '../src/accounts/passwords';
import * as schema from '../src/db/schema';
import { buildDemoCatalog } from '../src/demo/catalog';
import { DEMO_PASSWORDS } from '../src/demo/demo-accounts';
import { seedDemoStore } from '../src/demo/seed';
import { LocalDiskStorage } from '../src/media/storage';
import { mediaStatuses } from './helpers/media-backends';
import { createTestApp, type TestApp } from './helpers/test-app';

// Shared between runs and databases: demo images are keyed by their spec, so they render once.
const mediaDir = join(tmpdir(), 'curio-test-demo-media');
mkdirSync(mediaDir, { recursive: true });
const storage = new LocalDiskStorage(mediaDir);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoStore(t.db, storage, t.app.log);
}, 180_000);
afterAll(() => t.close());

async function tableCounts() {
  const tables = [
    schema.users,
    schema.products,
    schema.categories,
    schema.colors,
    schema.sizes,
    schema.agents,
    schema.productColors,
    schema.productSizes,
    schema.productCategories,
    schema.productImages,
  ];
  return Promise.all(
    tables.map(async (table) => (await t.db.select({ n: count() }).from(table))[0]?.n),
  );
}

describe('the demo store', () => {
  it('has the promised size: ≥ 300 products, ≥ 10 categories, ≥ 12 colours, 3 agents', async () => {
    const [users, products, categories, colors, sizes, agents] = await tableCounts();
    expect(products).toBeGreaterThanOrEqual(300);
    expect(categories).toBeGreaterThanOrEqual(10);
    expect(colors).toBeGreaterThanOrEqual(12);
    expect(sizes).toBeGreaterThan(5);
    expect(agents).toBe(3);
    expect(users).toBe(5);
    const agentNames = await t.db
      .select({ name: schema.agents.name, colorId: schema.agents.themeColorId })
      .from(schema.agents);
    expect(agentNames.map((a) => a.name).sort()).toEqual(['CnFans', 'DogeGoo', 'Superbuy']);
    expect(agentNames.every((a) => a.colorId !== null)).toBe(true);
  });

  it('sets a starting rate for every currency a shopper can convert to', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/currency-rates' });
    expect(res.statusCode).toBe(200);
    const rates = z.array(currencyRateSchema).parse(res.json());
    expect(rates.map((rate) => rate.currency)).toEqual(['EUR', 'GBP', 'USD']);
    for (const rate of rates) expect(Number(rate.perCny)).toBeGreaterThan(0);
  });

  it('has 3 sellers, 1 user and 1 admin who can sign in with the documented passwords', async () => {
    const rows = await t.db.select().from(schema.users);
    const byRole = (role: string) => rows.filter((r) => r.role === role);
    expect(byRole('SELLER')).toHaveLength(3);
    expect(byRole('USER')).toHaveLength(1);
    expect(byRole('ADMIN')).toHaveLength(1);
    const admin = byRole('ADMIN')[0];
    expect(await verifyPassword(admin?.passwordHash ?? '', DEMO_PASSWORDS.ADMIN)).toBe(true);
    const seller = byRole('SELLER')[0];
    expect(await verifyPassword(seller?.passwordHash ?? '', DEMO_PASSWORDS.SELLER)).toBe(true);
  });

  it('gives products valid shop links, prices within 1–350 and served images', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?size=100' });
    const page = pageSchema(productSchema).parse(res.json());
    expect(page.totalElements).toBe(buildDemoCatalog().products.length);
    for (const product of page.content) {
      expect(product.price).toBeGreaterThanOrEqual(1);
      expect(product.price).toBeLessThanOrEqual(350);
      if (product.productLink)
        expect(parseShopLink(product.productLink)?.platform).toBe(product.platform);
      expect(product.images.length).toBeGreaterThanOrEqual(1);
      expect(product.categories.length).toBeGreaterThanOrEqual(1);
      expect(product.colors.length).toBeGreaterThanOrEqual(1);
      expect(product.sizes.length).toBeGreaterThanOrEqual(1);
      for (const url of Object.values(product.images[0] ?? {})) {
        expect(existsSync(join(mediaDir, url.replace('/media/', '')))).toBe(true);
      }
    }
  });

  it('changes nothing when run again', async () => {
    const before = await tableCounts();
    const [maxBefore] = await t.db
      .select({ max: sql<number>`max(${schema.products.id})` })
      .from(schema.products);
    await seedDemoStore(t.db, storage, t.app.log);
    expect(await tableCounts()).toEqual(before);
    const [maxAfter] = await t.db
      .select({ max: sql<number>`max(${schema.products.id})` })
      .from(schema.products);
    expect(maxAfter).toEqual(maxBefore);
  });

  it('links the seller of every product to a seller account', async () => {
    const rows = await t.db
      .select({ role: schema.users.role })
      .from(schema.products)
      .innerJoin(schema.users, eq(schema.users.id, schema.products.sellerId))
      .groupBy(schema.users.role);
    expect(rows.map((r) => r.role)).toEqual(['SELLER']);
  });
});

async function imageKeysOf(app: TestApp): Promise<string[]> {
  const rows = await app.db
    .selectDistinct({ key: schema.productImages.imageKey })
    .from(schema.productImages);
  return rows.map((row) => row.key).sort();
}

describe('the demo store with media in an S3 bucket', () => {
  let s3: TestApp;
  const rendered = new Set<string>();
  beforeAll(async () => {
    s3 = await createTestApp({}, { media: 'S3 (s3rver)' });
    // Rendering every image again would take a minute: the bucket gets the images the local run
    // rendered, except every fifth one, which the seed must render and write to the bucket.
    const keys = await imageKeysOf(t);
    keys.forEach((key, i) => i % 5 === 0 && rendered.add(key));
    for (const key of keys.filter((k) => !rendered.has(k))) {
      for (const url of Object.values(productImageUrls(key))) {
        const path = url.replace('/media/', '');
        await s3.app.media.put(path, readFileSync(join(mediaDir, path)));
      }
    }
    await seedDemoStore(s3.db, s3.app.media, s3.app.log);
  }, 180_000);
  afterAll(() => s3.close());

  it('serves every variant of every product image from the bucket', async () => {
    const keys = await imageKeysOf(s3);
    // The same catalogue: the images left out of the bucket are among them.
    expect(keys).toEqual(await imageKeysOf(t));
    expect(rendered.size).toBeGreaterThan(10);
    const urls = keys.flatMap((key) => Object.values(productImageUrls(key)));
    const statuses = await mediaStatuses(s3.app, urls);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(statuses.length).toBeGreaterThan(300);
  });
});
