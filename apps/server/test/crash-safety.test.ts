import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_VARIANTS, productImageKeyOf, productSchema } from '@curio/shared';
import { openDatabase } from '../src/db/client';
import { mediaUploads, productImages } from '../src/db/schema';
import { LocalDiskStorage } from '../src/media/storage';
import {
  callApi,
  prepareSelling,
  startServerProcess,
  stopServerProcess,
  uploadImages,
} from './helpers/server-process';
import { createPostgresDatabase } from './helpers/test-database';

// kill -9 in the middle of a stream of writes, then a restart on the same data: every write that
// was answered 2xx is there, and no media file is left that nothing refers to. On PGlite in the
// PGlite pass, on PostgreSQL in the PostgreSQL pass.
const PORT = 3403;
const WORKERS = 3;
const WRITE_MS = 3_000;
/** The upload route allows 60 a minute per IP: stay under it. */
const MAX_UPLOADS = 50;
const adminUrl = process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'curio-crash-'));
const mediaDir = join(dataDir, 'media');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What a product must look like after the crash: its last answered state, or the one in flight. */
interface Expected {
  id: number;
  name: string;
  prices: number[];
  imageUrls: string[];
}

class Writes {
  uploads = 0;
  acknowledged = 0;
  /** Why each writer stopped, and when. */
  failures: { at: number; error: string }[] = [];
  products = new Map<number, Expected>();
  favourites = new Set<number>();
  stopped = false;
}

let imageSerial = 0;
function uniqueImage(): Promise<Buffer> {
  const n = imageSerial++;
  return sharp({
    create: {
      width: 64,
      height: 64,
      channels: 3,
      background: { r: n % 256, g: (n * 7) % 256, b: 99 },
    },
  })
    .png()
    .toBuffer();
}

/** One writer: upload, create, favourite, edit (every other time with a new image), again. */
async function writer(url: string, token: string, worker: number, writes: Writes) {
  const upload = async () => {
    writes.uploads += 1;
    const res = await uploadImages(url, token, [await uniqueImage()]);
    if (res.status !== 200) throw new Error(`upload ${res.status}`);
    writes.acknowledged += 1;
    return res.imageUrls[0] ?? '';
  };
  for (let n = 0; !writes.stopped && writes.uploads < MAX_UPLOADS; n++) {
    const imageUrl = await upload();
    const name = `Crash ${worker}-${n}`;
    const created = await callApi(url, 'POST', '/api/products', token, {
      name,
      price: 10 + n,
      productLink: 'https://item.taobao.com/item.htm?id=612345678901',
      colors: ['Black'],
      sizes: ['M'],
      categories: ['Bags'],
      imageUrls: [imageUrl],
    });
    if (created.status !== 201) throw new Error(`create ${created.status}`);
    writes.acknowledged += 1;
    const expected: Expected = {
      id: productSchema.parse(created.body).id,
      name,
      prices: [10 + n],
      imageUrls: [imageUrl],
    };
    writes.products.set(expected.id, expected);

    const favourite = await callApi(url, 'POST', `/api/favorites/${expected.id}`, token);
    if (favourite.status !== 200) throw new Error(`favourite ${favourite.status}`);
    writes.acknowledged += 1;
    writes.favourites.add(expected.id);

    const newImage = n % 2 === 1 && writes.uploads < MAX_UPLOADS ? await upload() : undefined;
    const price = 500 + n;
    // In flight: either outcome is right until the answer comes.
    expected.prices.push(price);
    if (newImage) expected.imageUrls.push(newImage);
    const edited = await callApi(url, 'PATCH', `/api/products/${expected.id}`, token, {
      price,
      ...(newImage ? { imageUrls: [newImage] } : {}),
    });
    if (edited.status !== 200) throw new Error(`edit ${edited.status}`);
    writes.acknowledged += 1;
    expected.prices = [price];
    if (newImage) expected.imageUrls = [newImage];
  }
}

/** Files of product images on disk, by key; half-written files apart. */
function filesOnDisk() {
  const dir = join(mediaDir, 'products');
  const names = readdirSync(dir);
  const temporary = names.filter((name) => name.endsWith('.tmp'));
  const keys = new Map<string, number>();
  for (const name of names.filter((n) => n.endsWith('.webp'))) {
    const key = productImageKeyOf(`/media/products/${name}`) ?? name;
    keys.set(key, (keys.get(key) ?? 0) + 1);
  }
  return { keys, temporary };
}

describe(`kill -9 during writes (${adminUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps every acknowledged write and leaves no orphan media file', async () => {
    let databaseUrl: string | undefined;
    if (adminUrl) {
      const database = await createPostgresDatabase(adminUrl);
      databaseUrl = database.url;
      cleanups.push(database.drop);
    }
    const env = {
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT: '1000',
      ADMIN_USERNAME: 'owner',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'OwnerPass1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    const first = await startServerProcess(PORT, env);
    cleanups.push(async () => {
      if (first.child.exitCode === null) first.child.kill('SIGKILL');
    });
    // The admin may sell too: the writes go through the seller's routes with the admin's token.
    const token = await prepareSelling(first.url, 'owner', 'OwnerPass1');

    const writes = new Writes();
    const writers = Array.from({ length: WORKERS }, (_, worker) =>
      writer(first.url, token, worker, writes).catch((error: unknown) => {
        writes.failures.push({ at: Date.now(), error: String(error) });
      }),
    );
    await sleep(WRITE_MS);
    const killedAt = Date.now();
    first.child.kill('SIGKILL');
    writes.stopped = true;
    await Promise.all(writers);
    expect(await first.exited).toBeNull();
    // Before the kill, every write succeeded.
    expect(writes.failures.filter((failure) => failure.at < killedAt)).toEqual([]);

    const second = await startServerProcess(PORT, env);
    cleanups.push(async () => {
      if (second.child.exitCode === null) second.child.kill('SIGKILL');
    });
    const missing: string[] = [];
    for (const expected of writes.products.values()) {
      const res = await callApi(second.url, 'GET', `/api/products/${expected.id}`);
      if (res.status !== 200) {
        missing.push(`product ${expected.id}: ${res.status}`);
        continue;
      }
      const product = productSchema.parse(res.body);
      if (product.name !== expected.name) missing.push(`product ${expected.id}: name`);
      if (!expected.prices.includes(product.price)) missing.push(`product ${expected.id}: price`);
      const imageUrl = product.imageUrls[0] ?? '';
      if (!expected.imageUrls.includes(imageUrl)) missing.push(`product ${expected.id}: image`);
      if ((await fetch(`${second.url}${imageUrl}`)).status !== 200)
        missing.push(`product ${expected.id}: image file`);
    }
    const favourites = await callApi(second.url, 'GET', '/api/favorites', token);
    const kept = new Set(
      productSchema
        .array()
        .parse(favourites.body)
        .map((product) => product.id),
    );
    for (const id of writes.favourites) if (!kept.has(id)) missing.push(`favourite ${id}`);
    const { code } = await stopServerProcess(second);
    expect(code).toBe(0);

    // Every image file belongs to a product or to a pending upload, and every product image has
    // all its files.
    const database = await openDatabase({ url: databaseUrl, dataDir });
    const referenced = new Set(
      [
        ...(await database.db.select({ key: productImages.imageKey }).from(productImages)),
        ...(await database.db.select({ key: mediaUploads.imageKey }).from(mediaUploads)),
      ].map((row) => row.key),
    );
    const used = await database.db
      .selectDistinct({ key: productImages.imageKey })
      .from(productImages);
    await database.close();
    const disk = filesOnDisk();
    const orphans = [...disk.keys.keys()].filter((key) => !referenced.has(key));
    const variants = Object.keys(PRODUCT_IMAGE_VARIANTS).length;
    const incomplete = used.filter((row) => disk.keys.get(row.key) !== variants);
    const swept = await new LocalDiskStorage(mediaDir).removeTemporaryFiles(0);

    console.log(
      `kill -9 (${adminUrl ? 'PostgreSQL' : 'PGlite'}): ${writes.acknowledged} acknowledged writes ` +
        `(${writes.products.size} products, ${writes.favourites.size} favourites, ` +
        `${writes.uploads} uploads started) checked after restart: ${missing.length} missing; ` +
        `${disk.keys.size} images on disk, ${orphans.length} orphans, ${disk.temporary.length} ` +
        `half-written files (swept: ${swept}). Writers stopped by: ${writes.failures.map((f) => f.error).join('; ')}`,
    );
    expect(writes.products.size).toBeGreaterThanOrEqual(WORKERS);
    expect(missing).toEqual([]);
    expect(orphans).toEqual([]);
    expect(incomplete).toEqual([]);
    expect(swept).toBe(disk.temporary.length);
    expect(filesOnDisk().temporary).toEqual([]);
  }, 120_000);
});
