import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaUploads, productImages } from '../db/schema';
import { removeProductImage } from '../media/product-images';
import type { MediaStorage } from '../media/storage';
import { sweepUnclaimedUploads } from '../media/upload-sweep';

/**
 * In the transaction that stops a product (or a deleted seller's products) using these images:
 * they become uploads again, so that a crash before removeUnusedImages leaves files the sweeper
 * still knows about, never files nothing refers to.
 */
export async function releaseImages(tx: Pick<Db, 'insert'>, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .insert(mediaUploads)
    .values([...new Set(keys)].map((imageKey) => ({ imageKey })))
    .onConflictDoNothing();
}

/** After releaseImages: removes the files of these images when no product uses them any more. */
export async function removeUnusedImages(
  db: Db,
  storage: MediaStorage,
  keys: string[],
): Promise<void> {
  if (keys.length === 0) return;
  const used = await db
    .selectDistinct({ key: productImages.imageKey })
    .from(productImages)
    .where(inArray(productImages.imageKey, keys));
  const stillUsed = new Set(used.map((row) => row.key));
  for (const key of new Set(keys)) {
    // Files first, then their record: a crash in between leaves a record, not orphan files.
    if (!stillUsed.has(key)) await removeProductImage(storage, key);
    await db
      .delete(mediaUploads)
      .where(and(inArray(mediaUploads.imageKey, [key]), eq(mediaUploads.kind, 'product')));
  }
}

/**
 * Product image uploads no product claimed within `maxAgeMs`: their rows and files go. Answers how
 * many. (Profile pictures have their own sweep: media/avatars.ts.)
 */
export function sweepAbandonedUploads(
  db: Db,
  storage: MediaStorage,
  maxAgeMs: number,
): Promise<number> {
  return sweepUnclaimedUploads(db, {
    kind: 'product',
    unused: notExists(
      db
        .select({ one: sql`1` })
        .from(productImages)
        .where(sql`${productImages.imageKey} = ${mediaUploads.imageKey}`),
    ),
    maxAgeMs,
    removeFiles: (key) => removeProductImage(storage, key),
  });
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Deletes what uses some product images (a product; a seller, with their products) and then the
 * files no product uses any more. In one transaction the images in use are read, the rows deleted
 * and the images released; the files go after the commit.
 */
export async function deleteWithImages(
  db: Db,
  storage: MediaStorage,
  imagesInUse: (tx: Transaction) => PromiseLike<{ key: string }[]>,
  remove: (tx: Transaction) => PromiseLike<unknown>,
): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const inUse = (await imagesInUse(tx)).map((row) => row.key);
    await remove(tx);
    await releaseImages(tx, inUse);
    return inUse;
  });
  await removeUnusedImages(db, storage, keys);
}
