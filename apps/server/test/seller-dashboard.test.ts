import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, productSchema } from '@curio/shared';
import { auditLog, mediaUploads, products } from '../src/db/schema';
import { sweepAbandonedUploads } from '../src/seller-dashboard/image-cleanup';
import { bearer, tokenFor } from './helpers/auth';
import { createProduct, createUser, type UserFixture } from './helpers/fixtures';
import { photo } from './helpers/images';
import { MEDIA_BACKENDS, mediaBytes, mediaStatuses } from './helpers/media-backends';
import { multipartBody } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const people: Record<string, UserFixture> = {};

function upload(files: Buffer[], token = tokens.seller ?? '', contentType = 'image/jpeg') {
  const body = multipartBody(
    files.map((bytes, i) => ({ field: 'files', filename: `p${i}.jpg`, contentType, bytes })),
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/products/images/upload',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

/** Distinct images each time: stored by content, equal bytes would be one shared image. */
let imageSerial = 0;
async function uploadedUrls(count = 1): Promise<string[]> {
  const files = await Promise.all(
    Array.from({ length: count }, () => photo('jpeg', 200 + imageSerial++, 200)),
  );
  const res = await upload(files);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ imageUrls: string[] }>().imageUrls;
}

const validProduct = (imageUrls: string[]) => ({
  name: 'Quilted Crossbody Mini Bag',
  price: 49.9,
  productLink: 'https://item.taobao.com/item.htm?id=612345678901',
  description: 'Soft quilted nylon.',
  colors: ['Black'],
  sizes: ['M'],
  categories: ['Bags'],
  imageUrls,
});

const write = (
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string | undefined,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

const served = async (url: string | undefined) => (await mediaStatuses(t.app, [url ?? '']))[0];

describe.each(MEDIA_BACKENDS)('seller dashboard, media on %s', (media) => {
  beforeAll(async () => {
    t = await createTestApp({}, { media });
    const roles = {
      seller: { role: 'SELLER' },
      otherSeller: { role: 'SELLER' },
      admin: { role: 'ADMIN' },
      user: { role: 'USER' },
      frozenSeller: { role: 'SELLER', frozen: true },
    } as const;
    for (const [name, settings] of Object.entries(roles)) {
      const person = await createUser(t.db, settings);
      people[name] = person;
      tokens[name] = await tokenFor(t.app, t.db, person.id);
    }
    // The lookups a product refers to by name.
    await createProduct(t.db, {
      sellerId: people.admin?.id ?? 0,
      colors: ['Black', 'White'],
      sizes: ['M', 'L'],
      categories: ['Hoodies', 'Bags'],
    });
  });
  afterAll(() => t.close());

  describe('POST /api/products/images/upload', () => {
    it.each(['jpeg', 'png', 'gif'] as const)(
      'takes a real %s and stores WebP variants of the promised sizes',
      async (format) => {
        const res = await upload([await photo(format)], tokens.seller, `image/${format}`);
        expect(res.statusCode, res.body).toBe(200);
        const { images, imageUrls } = res.json<{
          images: Record<string, string>[];
          imageUrls: string[];
        }>();
        expect(imageUrls).toEqual([images[0]?.detail]);
        const sizes = { card: 150, card2x: 300, detail: 600, detail2x: 1200 };
        for (const [variant, side] of Object.entries(sizes)) {
          const meta = await sharp(await mediaBytes(t.app, images[0]?.[variant] ?? '')).metadata();
          expect([meta.format, meta.width, meta.height]).toEqual(['webp', side, side]);
        }
      },
    );

    it('strips EXIF metadata', async () => {
      const withExif = await sharp(await photo('jpeg'))
        .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'someone' } })
        .jpeg()
        .toBuffer();
      expect((await sharp(withExif).metadata()).exif).toBeDefined();
      const res = await upload([withExif]);
      const url = res.json<{ imageUrls: string[] }>().imageUrls[0] ?? '';
      const meta = await sharp(await mediaBytes(t.app, url)).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    });

    it('judges the type by the bytes: a text file named .jpg is refused', async () => {
      const res = await upload([Buffer.from('definitely not a jpeg, just text')]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Invalid file format. Only JPEG, PNG, and GIF are supported',
      });
    });

    it('refuses WebP for products (JPEG, PNG and GIF only)', async () => {
      expect((await upload([await photo('webp')], tokens.seller, 'image/webp')).statusCode).toBe(
        400,
      );
    });

    it('refuses a 1.1 MB file with 413', async () => {
      const big = Buffer.concat([await photo('jpeg'), Buffer.alloc(1.1 * 1024 * 1024)]);
      const res = await upload([big]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ message: 'Image files must be smaller than 1MB each' });
    });

    it('refuses a pixel bomb without decoding it', async () => {
      const bomb = await sharp({
        create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' },
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const res = await upload([bomb], tokens.seller, 'image/png');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'The image is too large in pixels (at most 40 megapixels)',
      });
    });

    it('refuses five files', async () => {
      const five = await Promise.all([1, 2, 3, 4, 5].map((i) => photo('png', 40 + i, 40)));
      const res = await upload(five, tokens.seller, 'image/png');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Maximum 4 product images allowed' });
    });

    it('is for sellers and admins only', async () => {
      const file = [await photo('jpeg')];
      expect((await upload(file, tokens.user)).statusCode).toBe(403);
      expect((await upload(file, tokens.frozenSeller)).statusCode).toBe(403);
      expect((await upload(file, tokens.admin)).statusCode).toBe(200);
    });
  });

  describe('GET /media/*', () => {
    it('serves a variant for good: its type, immutable caching, nosniff, ETag and 304', async () => {
      const [url = ''] = await uploadedUrls(1);
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-length': String(res.rawPayload.length),
      });
      expect((await sharp(res.rawPayload).metadata()).width).toBe(600);
      const head = await t.app.inject({ method: 'HEAD', url });
      expect([head.statusCode, head.headers['content-type'], head.rawPayload.length]).toEqual([
        200,
        'image/webp',
        0,
      ]);
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it.each([
      '/media/products/' + 'a'.repeat(32) + '-600.webp',
      '/media/../secrets.json',
      '/media/products/%2e%2e/%2e%2e/secrets.json',
      `/media/products/${'b'.repeat(1200)}-600.webp`,
    ])('answers 404 JSON for %s', async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, code: 'notFound', message: MESSAGES.notFound });
    });
  });

  describe('product rules on the server', () => {
    it.each([
      [{ name: '' }, 'name', 'Product name is required'],
      [{ productLink: '' }, 'productLink', 'Product link is required'],
      [{ productLink: 'not a url' }, 'productLink', 'Invalid URL format'],
      [
        { productLink: 'https://example.com/item?id=1' },
        'productLink',
        'Product link must be from Taobao, Weidian, or 1688',
      ],
      [
        { productLink: 'https://weidian.com/item.html?id=1' },
        'productLink',
        'Product link must be from Taobao, Weidian, or 1688',
      ],
      [{ price: undefined }, 'price', 'Price is required'],
      [{ price: 0 }, 'price', 'Price must be greater than 0'],
      [{ price: -3 }, 'price', 'Price must be greater than 0'],
      [{ colors: [] }, 'colors', 'At least one color must be selected'],
      [{ sizes: [] }, 'sizes', 'At least one size must be selected'],
      [{ categories: [] }, 'categories', 'At least one category must be selected'],
      [{ imageUrls: [] }, 'imageUrls', 'At least one product image is required'],
      [{ imageUrls: ['a', 'b', 'c', 'd', 'e'] }, 'imageUrls', 'Maximum 4 product images allowed'],
    ])('refuses %o: %s → %s', async (change, field, message) => {
      const res = await write('POST', '/api/products', tokens.seller, {
        ...validProduct(['x']),
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors[field]).toBe(message);
    });

    it('refuses an image that was never uploaded and an unknown colour', async () => {
      const bogus = await write(
        'POST',
        '/api/products',
        tokens.seller,
        validProduct(['/media/products/' + 'a'.repeat(32) + '-600.webp']),
      );
      expect(bogus.json()).toMatchObject({
        status: 400,
        code: 'imageUnknown',
        message: 'An image was not found. Please upload it again.',
      });
      const urls = await uploadedUrls();
      const colour = await write('POST', '/api/products', tokens.seller, {
        ...validProduct(urls),
        colors: ['Ultraviolet'],
      });
      expect(colour.json()).toEqual({
        status: 400,
        code: 'unknownLookup',
        message: 'Unknown value: Ultraviolet',
        params: { value: 'Ultraviolet' },
        fieldErrors: { colors: 'Unknown value: Ultraviolet' },
        fieldCodes: { colors: 'unknownLookup' },
      });
    });
  });

  describe('create, update, delete', () => {
    it('creates a product of the signed-in seller with two images, in order', async () => {
      const urls = await uploadedUrls(2);
      const res = await write('POST', '/api/products', tokens.seller, validProduct(urls));
      expect(res.statusCode, res.body).toBe(201);
      const product = productSchema.parse(res.json());
      expect(product).toMatchObject({
        name: 'Quilted Crossbody Mini Bag',
        price: 49.9,
        platform: 'TAOBAO',
        imageUrls: urls,
        user: { id: people.seller?.id },
      });
      expect(
        await t.db
          .select()
          .from(mediaUploads)
          .where(eq(mediaUploads.imageKey, urls[0]?.slice(16, 48) ?? '')),
      ).toEqual([]);
    });

    it("lets a seller change only their own products, and an admin anyone's (audited)", async () => {
      const urls = await uploadedUrls();
      const id = productSchema.parse(
        (await write('POST', '/api/products', tokens.seller, validProduct(urls))).json(),
      ).id;
      const mine = await write('PATCH', `/api/products/${id}`, tokens.seller, { price: 59.5 });
      expect(mine.json()).toMatchObject({ price: 59.5, name: 'Quilted Crossbody Mini Bag' });
      const theirs = await write('PATCH', `/api/products/${id}`, tokens.otherSeller, { price: 1 });
      expect(theirs.json()).toEqual({
        status: 403,
        code: 'noPermissionProduct',
        message: "You don't have permission to update this product.",
      });
      const admin = await write('PATCH', `/api/products/${id}`, tokens.admin, {
        name: 'Renamed by admin',
      });
      expect(admin.json()).toMatchObject({ name: 'Renamed by admin' });
      const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
      expect(entry).toMatchObject({
        action: 'product.update',
        actorId: people.admin?.id,
        targetType: 'product',
      });
    });

    it.each([
      ['a guest', undefined, 401],
      ['a USER', 'user', 403],
      ['a frozen seller', 'frozenSeller', 403],
    ])('refuses %s on create, update and delete', async (_who, key, status) => {
      const token = key ? tokens[key] : undefined;
      const id = await createProduct(t.db, { sellerId: people.frozenSeller?.id ?? 0 });
      expect((await write('POST', '/api/products', token, validProduct(['x']))).statusCode).toBe(
        status,
      );
      expect((await write('PATCH', `/api/products/${id}`, token, { price: 2 })).statusCode).toBe(
        status,
      );
      expect((await write('DELETE', `/api/products/${id}`, token)).statusCode).toBe(status);
    });

    it("answers 404 'Product not found.' for an unknown product", async () => {
      const res = await write('PATCH', '/api/products/999999', tokens.seller, { price: 2 });
      expect(res.json()).toEqual({
        status: 404,
        code: 'productNotFound',
        message: 'Product not found.',
      });
    });

    it('deletes a product and the images no other product uses', async () => {
      const [shared, own] = await uploadedUrls(2);
      const keep = productSchema.parse(
        (await write('POST', '/api/products', tokens.seller, validProduct([shared ?? '']))).json(),
      );
      const doomed = productSchema.parse(
        (
          await write(
            'POST',
            '/api/products',
            tokens.seller,
            validProduct([shared ?? '', own ?? '']),
          )
        ).json(),
      );
      expect(
        (await write('DELETE', `/api/products/${doomed.id}`, tokens.otherSeller)).statusCode,
      ).toBe(403);
      const res = await write('DELETE', `/api/products/${doomed.id}`, tokens.seller);
      expect(res.json()).toEqual({ id: doomed.id, deleted: true });
      expect(await served(own)).toBe(404);
      expect(await served(shared)).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/products/${keep.id}` })).statusCode,
      ).toBe(200);
      const [left] = await t.db
        .select({ n: count() })
        .from(products)
        .where(eq(products.id, doomed.id));
      expect(left?.n).toBe(0);
    });

    it('removes images an edit drops, when unused', async () => {
      const [first, second] = await uploadedUrls(2);
      const product = productSchema.parse(
        (
          await write(
            'POST',
            '/api/products',
            tokens.seller,
            validProduct([first ?? '', second ?? '']),
          )
        ).json(),
      );
      await write('PATCH', `/api/products/${product.id}`, tokens.seller, { imageUrls: [second] });
      expect(await served(first)).toBe(404);
      expect(await served(second)).toBe(200);
    });

    it('sweeps uploads no product claimed', async () => {
      const [orphan] = await uploadedUrls(1);
      expect(await served(orphan)).toBe(200);
      const removed = await sweepAbandonedUploads(t.db, t.app.media, -1000);
      expect(removed).toBeGreaterThanOrEqual(1);
      expect(await served(orphan)).toBe(404);
    });
  });
});
