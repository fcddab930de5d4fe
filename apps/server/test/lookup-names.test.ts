import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSchema } from '@curio/shared';
import { auditLog } from '../src/db/schema';
import { bearer, tokenFor } from './helpers/auth';
import { listedNames } from './helpers/catalog-queries';
import { createProduct, createUser } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Category, colour and size names in the languages besides English (docs/decisions/019). */
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { role: 'ADMIN', username: 'names_admin' });
  adminToken = await tokenFor(t.app, t.db, admin.id);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: method === 'GET' ? {} : bearer(adminToken),
    ...(payload ? { payload } : {}),
  });

describe('an admin names lookups in every language', () => {
  it('stores the names given, trimmed, leaves out the empty ones, and lists them publicly', async () => {
    const created = await call('POST', '/api/categories', {
      name: 'Scarves',
      translations: { zh: ' 围巾 ', es: 'Bufandas', de: '', fr: 'Écharpes' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(created.json()).toEqual({
      id,
      name: 'Scarves',
      translations: { zh: '围巾', es: 'Bufandas', fr: 'Écharpes' },
    });

    const listed = (await call('GET', '/api/categories')).json<{ id: number }[]>();
    expect(listed.find((category) => category.id === id)).toEqual({
      id,
      name: 'Scarves',
      translations: { zh: '围巾', es: 'Bufandas', fr: 'Écharpes' },
    });
  });

  it('keeps English required and answers with no names besides it when none are given', async () => {
    const created = await call('POST', '/api/sizes', { size: 'XXXL' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ size: 'XXXL', translations: {} });
    expect(
      (await call('POST', '/api/sizes', { size: ' ', translations: { zh: '特大' } })).json(),
    ).toMatchObject({ status: 400, message: 'Please enter a size name' });
  });

  it("renames a colour's other names, any text for them, and audits before and after", async () => {
    const created = await call('POST', '/api/colors', {
      color: 'Turquoise',
      translations: { zh: '青绿', de: 'Türkis' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();

    const renamed = await call('PATCH', `/api/colors/${id}`, {
      color: 'Turquoise',
      translations: { zh: '绿松石色', de: null, fr: 'Turquoise' },
    });
    expect(renamed.json()).toEqual({
      id,
      color: 'Turquoise',
      translations: { zh: '绿松石色', fr: 'Turquoise' },
    });
    const listed = (await call('GET', '/api/colors')).json<{ id: number }[]>();
    expect(listed.find((color) => color.id === id)).toMatchObject({
      translations: { zh: '绿松石色', fr: 'Turquoise' },
    });

    const [entry] = await t.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'color'), eq(auditLog.targetId, id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toEqual({
      action: 'color.rename',
      details: {
        from: 'Turquoise',
        to: 'Turquoise',
        translationsFrom: { zh: '青绿', de: 'Türkis' },
        translationsTo: { zh: '绿松石色', fr: 'Turquoise' },
      },
    });
  });

  it('keeps the languages an edit does not name, and removes one set empty', async () => {
    const created = await call('POST', '/api/categories', {
      name: 'Cardigans',
      translations: { zh: '开衫', es: 'Cárdigans', de: 'Strickjacken', fr: 'Gilets' },
    });
    const { id } = created.json<{ id: number }>();

    const renamed = await call('PATCH', `/api/categories/${id}`, {
      name: 'Cardigans',
      translations: { de: 'Cardigans' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const kept = { zh: '开衫', es: 'Cárdigans', de: 'Cardigans', fr: 'Gilets' };
    expect(renamed.json()).toEqual({ id, name: 'Cardigans', translations: kept });
    const listed = (await call('GET', '/api/categories')).json<{ id: number }[]>();
    expect(listed.find((category) => category.id === id)).toMatchObject({ translations: kept });

    const withoutSpanish = await call('PATCH', `/api/categories/${id}`, {
      name: 'Knit Cardigans',
      translations: { es: '' },
    });
    expect(withoutSpanish.json()).toEqual({
      id,
      name: 'Knit Cardigans',
      translations: { zh: '开衫', de: 'Cardigans', fr: 'Gilets' },
    });
    const nameOnly = await call('PATCH', `/api/categories/${id}`, { name: 'Cardigans' });
    expect(nameOnly.json()).toMatchObject({ translations: { zh: '开衫', fr: 'Gilets' } });
  });

  it('keeps the other names of a size and a colour an edit leaves out', async () => {
    const size = await call('POST', '/api/sizes', {
      size: 'Tall',
      translations: { zh: '加长', fr: 'Grande taille' },
    });
    const sizeId = size.json<{ id: number }>().id;
    const sizeRenamed = await call('PATCH', `/api/sizes/${sizeId}`, {
      size: 'Tall',
      translations: { de: 'Lang' },
    });
    expect(sizeRenamed.json()).toMatchObject({
      translations: { zh: '加长', de: 'Lang', fr: 'Grande taille' },
    });
    const color = await call('POST', '/api/colors', {
      color: 'Salmon',
      translations: { zh: '鲑鱼色', es: 'Salmón' },
    });
    const colorId = color.json<{ id: number }>().id;
    const colorRenamed = await call('PATCH', `/api/colors/${colorId}`, {
      color: 'Salmon',
      translations: { fr: 'Saumon' },
    });
    expect(colorRenamed.json()).toMatchObject({
      translations: { zh: '鲑鱼色', es: 'Salmón', fr: 'Saumon' },
    });
  });

  it.each([
    [{ zh: 'x'.repeat(101) }, 'A name has at most 100 characters'],
    [{ es: 42 }, 'Invalid input: expected string, received number'],
  ])('refuses the other names %o with a 400', async (translations, message) => {
    const reply = await call('POST', '/api/categories', { name: 'Gloves', translations });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ status: 400, message });
  });

  it('refuses a name another entry has in the same language, case-insensitively', async () => {
    await call('POST', '/api/categories', { name: 'Socks', translations: { fr: 'Chaussettes' } });
    const clash = await call('POST', '/api/categories', {
      name: 'Stockings',
      translations: { fr: 'CHAUSSETTES' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'lookupExists' });
    // The same word in another language is another name.
    const otherLanguage = await call('POST', '/api/categories', {
      name: 'Stockings',
      translations: { de: 'Chaussettes' },
    });
    expect(otherLanguage.statusCode).toBe(201);
  });

  it('lets an entry keep its own names when it is saved again', async () => {
    const created = await call('POST', '/api/sizes', {
      size: 'Petite',
      translations: { fr: 'Petite taille' },
    });
    const { id } = created.json<{ id: number }>();
    const again = await call('PATCH', `/api/sizes/${id}`, {
      size: 'Petite',
      translations: { fr: 'petite TAILLE' },
    });
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('search by a name in another language', () => {
  it('finds the products of a category by its Chinese name once the admin has given it', async () => {
    const seller = await createUser(t.db, { role: 'SELLER' });
    const productId = await createProduct(t.db, {
      name: 'Cozy Cable Cardigan',
      sellerId: seller.id,
      categories: ['Knitwear'],
    });
    // No synonym rule knows these words (the seeded rules know 卫衣 and Kapuzenpullover).
    expect(await listedNames(t.app, `name=${encodeURIComponent('针织衫')}`)).toEqual([]);
    expect(await listedNames(t.app, 'name=strickwaren')).toEqual([]);

    const knitwear = (await call('GET', '/api/categories'))
      .json<{ id: number; name: string }[]>()
      .find((category) => category.name === 'Knitwear');
    const named = await call('PATCH', `/api/categories/${knitwear?.id}`, {
      name: 'Knitwear',
      translations: { zh: '针织衫', de: 'Strickwaren' },
    });
    expect(named.statusCode, named.body).toBe(200);

    expect(await listedNames(t.app, `name=${encodeURIComponent('针织衫')}`)).toEqual([
      'Cozy Cable Cardigan',
    ]);
    expect(await listedNames(t.app, 'name=strickwaren')).toEqual(['Cozy Cable Cardigan']);
    // The product still names its category in English: the key of filters and forms.
    const product = productSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json(),
    );
    expect(product.categories).toEqual(['Knitwear']);

    // A name taken away is no longer searched.
    await call('PATCH', `/api/categories/${knitwear?.id}`, {
      name: 'Knitwear',
      translations: { zh: null, de: null },
    });
    expect(await listedNames(t.app, 'name=strickwaren')).toEqual([]);
  });
});
