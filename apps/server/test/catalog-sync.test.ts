import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSchema, productFacetsSchema, productSchema } from '@curio/shared';
import { categories, products, users } from '../src/db/schema';
import { bearer, tokenFor } from './helpers/auth';
import { createProduct, createUser } from './helpers/fixtures';
import { serversOnOneDatabase } from './helpers/servers-on-one-database';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The in-memory catalogue index (docs/decisions/011) follows the database: lookups and sellers
 * renamed after a product was served, another server's writes, a transaction that commits late.
 */
const productPage = pageSchema(productSchema);

async function namesOn(app: FastifyInstance, query = ''): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: `/api/products?size=100${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return productPage.parse(res.json()).content.map((p) => p.name);
}

describe('one server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("shows a category renamed and a seller's new name in a product it already served", async () => {
    const seller = await createUser(t.db, { role: 'SELLER', username: 'old_name' });
    const id = await createProduct(t.db, {
      name: 'Renamed Things Tee',
      sellerId: seller.id,
      categories: ['Renamable'],
    });
    const before = productSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json(),
    );
    expect(before.categories).toEqual(['Renamable']);
    expect(before.user.username).toBe('old_name');

    await t.db.update(categories).set({ name: 'Renamed' }).where(eq(categories.name, 'Renamable'));
    await t.db.update(users).set({ username: 'new_name' }).where(eq(users.id, seller.id));

    const after = productSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json(),
    );
    expect(after.categories).toEqual(['Renamed']);
    expect(after.user.username).toBe('new_name');
    const facets = productFacetsSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products/facets' })).json(),
    );
    expect(facets.categories.map((c) => c.name)).toContain('Renamed');
    expect(facets.categories.map((c) => c.name)).not.toContain('Renamable');
    expect(await namesOn(t.app, '&name=renamed')).toEqual(['Renamed Things Tee']);
  });

  it('answers a list query again from its cached reply, until the catalogue changes', async () => {
    const seller = await createUser(t.db, { role: 'SELLER' });
    const first = await t.app.inject({ method: 'GET', url: '/api/products?size=2' });
    const again = await t.app.inject({ method: 'GET', url: '/api/products?size=2' });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    await createProduct(t.db, { name: 'Brand New Arrival', sellerId: seller.id });
    const after = await t.app.inject({ method: 'GET', url: '/api/products?size=2' });
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(productPage.parse(after.json()).content[0]?.name).toBe('Brand New Arrival');
  });

  it('answers a facets query again from its cached reply, until a product changes', async () => {
    const seller = await createUser(t.db, { role: 'SELLER' });
    const url = '/api/products/facets?name=quillwort';
    const id = await createProduct(t.db, {
      name: 'Quillwort Parka',
      sellerId: seller.id,
      colors: ['Navy'],
    });
    await createProduct(t.db, { name: 'Quillwort Beanie', sellerId: seller.id });
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode, first.body).toBe(200);
    expect(productFacetsSchema.parse(first.json()).total).toBe(2);
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);

    await t.db.update(products).set({ name: 'Plain Parka' }).where(eq(products.id, id));
    const after = await t.app.inject({ method: 'GET', url });
    expect(after.headers.etag).not.toBe(first.headers.etag);
    const facets = productFacetsSchema.parse(after.json());
    expect(facets.total).toBe(1);
    expect(facets.colors.map((c) => c.name)).not.toContain('Navy');
  });

  it('forgets a deleted product at once', async () => {
    const seller = await createUser(t.db, { role: 'SELLER' });
    const id = await createProduct(t.db, { name: 'Short Lived Cap', sellerId: seller.id });
    expect(await namesOn(t.app, '&name=short%20lived')).toEqual(['Short Lived Cap']);
    const token = await tokenFor(t.app, t.db, seller.id);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBeLessThan(300);
    // Other products may still answer for a word of the text; the deleted one never does.
    expect(await namesOn(t.app, '&name=short%20lived')).not.toContain('Short Lived Cap');
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).statusCode).toBe(
      404,
    );
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('two servers on one PostgreSQL database', () => {
  let servers: Awaited<ReturnType<typeof serversOnOneDatabase>>;
  const server = (syncMs: number) => servers.start({ CATALOG_SYNC_MS: String(syncMs) });

  beforeAll(async () => {
    servers = await serversOnOneDatabase(adminUrl!);
  });
  afterAll(() => servers.close());

  it("sees its own writes at once and the other server's within its sync interval", async () => {
    const a = await server(60_000);
    const b = await server(200);
    await namesOn(a);
    await namesOn(b);
    // Written by neither server (as by a third one).
    const seller = await createUser(a.db, { role: 'SELLER' });
    await createProduct(a.db, {
      name: 'Made Elsewhere',
      sellerId: seller.id,
      categories: ['Caps'],
    });

    const deadline = Date.now() + 5_000;
    let seenOnB = false;
    while (!seenOnB && Date.now() < deadline) {
      seenOnB = (await namesOn(b)).includes('Made Elsewhere');
      if (!seenOnB) await new Promise((done) => setTimeout(done, 50));
    }
    expect(seenOnB).toBe(true);
    // A looks only every minute for others' writes…
    expect(await namesOn(a)).not.toContain('Made Elsewhere');

    // …but at once after one of its own.
    const admin = await createUser(a.db, { role: 'ADMIN' });
    const [caps] = await a.db.select().from(categories).where(eq(categories.name, 'Caps'));
    const renamed = await a.inject({
      method: 'PATCH',
      url: `/api/categories/${caps!.id}`,
      headers: bearer(await tokenFor(a, a.db, admin.id)),
      payload: { name: 'Hats' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const onA = productPage.parse(
      (await a.inject({ method: 'GET', url: '/api/products?name=made%20elsewhere' })).json(),
    ).content;
    expect(onA.map((p) => [p.name, p.categories])).toEqual([['Made Elsewhere', ['Hats']]]);
  });

  it('never misses a transaction that commits after a later one was read', async () => {
    const app = await server(0);
    const seller = await createUser(app.db, { role: 'SELLER' });
    const slow = new pg.Client({ connectionString: servers.url });
    await slow.connect();
    try {
      await slow.query('begin');
      // This transaction's id is older than the next one's, and its change rows stay invisible
      // until it commits. (No word in common with the other name: the search-terms dictionary's
      // unique key would make the second insert wait for this transaction.)
      await slow.query(
        `insert into products (name, price, seller_id) values ('Slowly Written', 5, $1)`,
        [seller.id],
      );
      await createProduct(app.db, { name: 'Quick Pass', sellerId: seller.id });
      expect(await namesOn(app, `&sellerId=${seller.id}`)).toEqual(['Quick Pass']);
      await slow.query('commit');
    } finally {
      await slow.end();
    }
    expect((await namesOn(app, `&sellerId=${seller.id}`)).sort()).toEqual([
      'Quick Pass',
      'Slowly Written',
    ]);
  });
});
