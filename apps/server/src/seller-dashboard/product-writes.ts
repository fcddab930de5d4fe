import { eq, inArray, sql } from 'drizzle-orm';
import { parseShopLink, productImageKeyOf, type ProductInput } from '@curio/shared';
import type { Db } from '../db/client';
import {
  categories,
  colors,
  mediaUploads,
  productCategories,
  productColors,
  productImages,
  products,
  productSizes,
  sizes,
} from '../db/schema';
import { badRequest } from '../http/errors';
import { hasProductImage } from '../media/product-images';
import type { MediaStorage } from '../media/storage';
import { releaseImages } from './image-cleanup';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

async function idsByName(
  tx: Transaction,
  field: 'colors' | 'sizes' | 'categories',
  names: string[],
): Promise<number[]> {
  const lowered = names.map((name) => name.toLowerCase());
  const rows =
    field === 'colors'
      ? await tx
          .select({ id: colors.id, name: colors.color })
          .from(colors)
          .where(inArray(sql`lower(${colors.color})`, lowered))
      : field === 'sizes'
        ? await tx
            .select({ id: sizes.id, name: sizes.size })
            .from(sizes)
            .where(inArray(sql`lower(${sizes.size})`, lowered))
        : await tx
            .select({ id: categories.id, name: categories.name })
            .from(categories)
            .where(inArray(sql`lower(${categories.name})`, lowered));
  const byName = new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
  return names.map((name) => {
    const id = byName.get(name.toLowerCase());
    if (id === undefined) {
      throw badRequest('unknownLookup', { [field]: 'unknownLookup' }, { value: name });
    }
    return id;
  });
}

/** The image keys of the product's image URLs; each must be one of our stored uploads. */
export async function imageKeysOf(storage: MediaStorage, urls: string[]): Promise<string[]> {
  const keys: string[] = [];
  for (const url of urls) {
    const key = productImageKeyOf(url);
    if (!key || !(await hasProductImage(storage, key))) {
      throw badRequest('imageUnknown', { imageUrls: 'imageUnknown' });
    }
    if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}

/** Replaces the product's lookups and images with those of the input (the fields given). */
async function writeLinks(
  tx: Transaction,
  productId: number,
  input: Partial<ProductInput>,
  imageKeys: string[] | undefined,
): Promise<void> {
  if (input.colors) {
    const ids = await idsByName(tx, 'colors', input.colors);
    await tx.delete(productColors).where(eq(productColors.productId, productId));
    await tx.insert(productColors).values(ids.map((colorId) => ({ productId, colorId })));
  }
  if (input.sizes) {
    const ids = await idsByName(tx, 'sizes', input.sizes);
    await tx.delete(productSizes).where(eq(productSizes.productId, productId));
    await tx.insert(productSizes).values(ids.map((sizeId) => ({ productId, sizeId })));
  }
  if (input.categories) {
    const ids = await idsByName(tx, 'categories', input.categories);
    await tx.delete(productCategories).where(eq(productCategories.productId, productId));
    await tx.insert(productCategories).values(ids.map((categoryId) => ({ productId, categoryId })));
  }
  if (imageKeys) {
    await tx.delete(productImages).where(eq(productImages.productId, productId));
    await tx
      .insert(productImages)
      .values(imageKeys.map((imageKey, position) => ({ productId, position, imageKey })));
    // Claimed: the sweeper leaves these files alone from now on.
    await tx.delete(mediaUploads).where(inArray(mediaUploads.imageKey, imageKeys));
  }
}

/** The products row of a new product. */
export function productRow(sellerId: number, input: ProductInput) {
  return {
    name: input.name,
    price: input.price,
    description: input.description,
    productLink: input.productLink,
    platform: parseShopLink(input.productLink)?.platform ?? null,
    sellerId,
  };
}

export async function createProduct(
  db: Db,
  sellerId: number,
  input: ProductInput,
  imageKeys: string[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values(productRow(sellerId, input))
      .returning({ id: products.id });
    if (!row) throw new Error('Product insert returned nothing');
    await writeLinks(tx, row.id, input, imageKeys);
    return row.id;
  });
}

/** Updates the fields given; answers the image keys the product no longer uses. */
export async function updateProduct(
  db: Db,
  productId: number,
  input: Partial<ProductInput>,
  imageKeys: string[] | undefined,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const before = await tx
      .select({ key: productImages.imageKey })
      .from(productImages)
      .where(eq(productImages.productId, productId));
    await tx
      .update(products)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.price !== undefined ? { price: input.price } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.productLink !== undefined
          ? {
              productLink: input.productLink,
              platform: parseShopLink(input.productLink)?.platform ?? null,
            }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(products.id, productId));
    await writeLinks(tx, productId, input, imageKeys);
    const dropped = imageKeys
      ? before.map((row) => row.key).filter((key) => !imageKeys.includes(key))
      : [];
    await releaseImages(tx, dropped);
    return dropped;
  });
}
