import { and, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaUploads, productImages } from '../db/schema';
import { removeProductImage } from '../media/product-images';
import type { MediaStorage } from '../media/storage';

/** Removes the files of these images when no product uses them any more. */
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
    if (stillUsed.has(key)) continue;
    await db.delete(mediaUploads).where(inArray(mediaUploads.imageKey, [key]));
    await removeProductImage(storage, key);
  }
}

/** Uploads no product claimed within `maxAgeMs`: their rows and files go. Answers how many. */
export async function sweepAbandonedUploads(
  db: Db,
  storage: MediaStorage,
  maxAgeMs: number,
): Promise<number> {
  const cutoff = new Date(Date.now() - maxAgeMs);
  const abandoned = await db
    .delete(mediaUploads)
    .where(
      and(
        lt(mediaUploads.createdAt, cutoff),
        notExists(
          db
            .select({ one: sql`1` })
            .from(productImages)
            .where(sql`${productImages.imageKey} = ${mediaUploads.imageKey}`),
        ),
      ),
    )
    .returning({ key: mediaUploads.imageKey });
  for (const { key } of abandoned) await removeProductImage(storage, key);
  return abandoned.length;
}
