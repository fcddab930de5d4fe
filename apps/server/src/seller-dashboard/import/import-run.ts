import { setImmediate as nextTurn } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import { type ImportMode, type ImportOutcome, type ImportPhase } from '@curio/shared';
import type { Db } from '../../db/client';
import {
  mediaUploads,
  productCategories,
  productColors,
  productImages,
  products,
  productSizes,
} from '../../db/schema';
import { imageKeyOf, storeProductImage } from '../../media/product-images';
import { MediaStorageUnavailable, type MediaStorage } from '../../media/storage';
import { productRow } from '../product-writes';
import type { CheckedRow, ValidProduct } from './row-checks';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Progress = (phase: ImportPhase, done: number, total: number) => void;

/**
 * Rows per INSERT: 5,000 products are a few statements, not 50,000 (bench/csv-import.ts). On the
 * embedded store a statement runs on the event loop, so a batch is also the longest the store
 * stops answering others: about 100 ms at 100 rows (bench/import-responsiveness.ts), and the
 * import yields to the event loop between batches.
 */
const BATCH_SIZE = 100;

/**
 * Stores the ZIP images the valid rows use through the upload pipeline (same checks, same WebP
 * variants), recorded as uploads first so that files of an import that fails are swept.
 * Answers each file's key; a file that cannot be encoded is left out.
 */
async function storeZipImages(
  db: Db,
  storage: MediaStorage,
  userId: number,
  rows: ValidProduct[],
  zipImages: Map<string, Buffer>,
  progress: Progress,
): Promise<Map<string, string>> {
  const names = [
    ...new Set(
      rows.flatMap(({ images }) => images.flatMap((i) => ('zipName' in i ? [i.zipName] : []))),
    ),
  ];
  const keys = new Map<string, string>();
  for (const [index, name] of names.entries()) {
    // Every name counts, so the phase ends at its total.
    const bytes = zipImages.get(name);
    if (!bytes) {
      progress('images', index + 1, names.length);
      continue;
    }
    const key = imageKeyOf(bytes);
    await db
      .insert(mediaUploads)
      .values({ imageKey: key, userId })
      .onConflictDoUpdate({ target: mediaUploads.imageKey, set: { createdAt: new Date() } });
    try {
      await storeProductImage(storage, bytes, key);
      keys.set(name, key);
    } catch (error) {
      if (error instanceof MediaStorageUnavailable) throw error;
    }
    progress('images', index + 1, names.length);
  }
  return keys;
}

interface Ready {
  row: CheckedRow;
  product: ValidProduct;
  imageKeys: string[];
}

async function insertBatch(tx: Transaction, sellerId: number, batch: Ready[]): Promise<number[]> {
  const inserted = await tx
    .insert(products)
    .values(batch.map(({ product: { input } }) => productRow(sellerId, input)))
    .returning({ id: products.id });
  const ids = inserted.map(({ id }) => id);
  const pairs = <T>(make: (item: Ready, productId: number) => T[]) =>
    batch.flatMap((item, at) => make(item, ids[at] ?? 0));
  await tx
    .insert(productColors)
    .values(
      pairs(({ product }, productId) =>
        product.colorIds.map((colorId) => ({ productId, colorId })),
      ),
    );
  await tx
    .insert(productSizes)
    .values(
      pairs(({ product }, productId) => product.sizeIds.map((sizeId) => ({ productId, sizeId }))),
    );
  await tx
    .insert(productCategories)
    .values(
      pairs(({ product }, productId) =>
        product.categoryIds.map((categoryId) => ({ productId, categoryId })),
      ),
    );
  await tx
    .insert(productImages)
    .values(
      pairs(({ imageKeys }, productId) =>
        imageKeys.map((imageKey, position) => ({ productId, position, imageKey })),
      ),
    );
  const claimed = [...new Set(batch.flatMap(({ imageKeys }) => imageKeys))];
  // Claimed: the sweeper leaves these files alone from now on.
  await tx.delete(mediaUploads).where(inArray(mediaUploads.imageKey, claimed));
  return ids;
}

/**
 * Creates the valid rows' products, in batches. `all`: one transaction, and only when every row
 * is valid. `per-row`: a transaction per batch; a batch that fails is retried row by row, so one
 * bad row costs only itself.
 */
export async function runImport(
  db: Db,
  storage: MediaStorage,
  sellerId: number,
  rows: CheckedRow[],
  zipImages: Map<string, Buffer>,
  mode: ImportMode,
  progress: Progress,
): Promise<ImportOutcome[]> {
  const outcomes = new Map<number, ImportOutcome>(
    rows.map(({ product: _, ...row }) => [row.row, { ...row, status: 'skipped' as const }]),
  );
  const result = () => [...outcomes.values()];
  if (mode === 'all' && rows.some((row) => !row.product)) return result();
  const valid = rows.flatMap((row) => (row.product ? [{ row, product: row.product }] : []));
  const keys = await storeZipImages(
    db,
    storage,
    sellerId,
    valid.map(({ product }) => product),
    zipImages,
    progress,
  );
  const ready: Ready[] = [];
  for (const { row, product } of valid) {
    const imageKeys = product.images.map((image) =>
      'key' in image ? image.key : keys.get(image.zipName),
    );
    if (imageKeys.some((key) => key === undefined)) {
      outcomes.set(row.row, {
        row: row.row,
        name: row.name,
        status: 'skipped',
        errors: [{ field: 'images', code: 'imageFormat' }],
      });
      if (mode === 'all') return result();
    } else {
      ready.push({ row, product, imageKeys: [...new Set(imageKeys as string[])] });
    }
  }
  const batches = Array.from({ length: Math.ceil(ready.length / BATCH_SIZE) }, (_, at) =>
    ready.slice(at * BATCH_SIZE, (at + 1) * BATCH_SIZE),
  );
  const created = (batch: Ready[], ids: number[]) =>
    batch.forEach(({ row }, at) =>
      outcomes.set(row.row, {
        row: row.row,
        name: row.name,
        errors: [],
        status: 'created',
        productId: ids[at],
      }),
    );
  let done = 0;
  const step = (count: number) => progress('products', (done += count), ready.length);
  if (mode === 'all') {
    const createdBatches: [Ready[], number[]][] = [];
    try {
      await db.transaction(async (tx) => {
        for (const batch of batches) {
          createdBatches.push([batch, await insertBatch(tx, sellerId, batch)]);
          step(batch.length);
          await nextTurn();
        }
      });
    } catch {
      return result().map((row) =>
        row.errors.length > 0
          ? row
          : { ...row, errors: [{ field: 'name' as const, code: 'importFailed' as const }] },
      );
    }
    for (const [batch, ids] of createdBatches) created(batch, ids);
    return result();
  }
  for (const batch of batches) {
    try {
      created(batch, await db.transaction((tx) => insertBatch(tx, sellerId, batch)));
    } catch {
      for (const item of batch) {
        try {
          created([item], await db.transaction((tx) => insertBatch(tx, sellerId, [item])));
        } catch {
          outcomes.set(item.row.row, {
            row: item.row.row,
            name: item.row.name,
            status: 'skipped',
            errors: [{ field: 'name', code: 'importFailed' }],
          });
        }
      }
    }
    step(batch.length);
    // A batch's statements follow each other in microtasks: without this turn, every batch would
    // run before any other request is read.
    await nextTurn();
  }
  return result();
}
