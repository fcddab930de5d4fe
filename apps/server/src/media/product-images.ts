import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  MEDIA_PREFIX,
  PRODUCT_IMAGE_VARIANTS,
  type ProductImageVariant,
  productImageUrl,
} from '@curio/shared';
import type { MediaStorage } from './storage';

/** Decoding stops past this many pixels (a "pixel bomb" is refused, not decoded). */
export const MAX_INPUT_PIXELS = 40_000_000;

function storagePath(url: string): string {
  return url.slice(MEDIA_PREFIX.length + 1);
}

export function imageKeyOf(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}

/** True when every variant of the image is stored (the largest is written last). */
export function hasProductImage(storage: MediaStorage, key: string): Promise<boolean> {
  return storage.exists(storagePath(productImageUrl(key, 'detail2x')));
}

/** Every variant of an image, encoded, smallest first (the order they are stored in). */
export type EncodedProductImage = { variant: ProductImageVariant; bytes: Buffer }[];

/** Every variant of an image: cover-cropped squares, WebP, metadata stripped. */
export async function encodeProductImage(input: Buffer): Promise<EncodedProductImage> {
  // One decode and one centre crop (as CSS object-fit: cover) at the largest size; the smaller
  // variants are scaled from it. Light WebP efforts (1 for the 1200 px image, 3 for the others):
  // a few % larger files for about twice the speed (bench/image-pipeline.ts: 13× jimp, from 8×).
  const largest = Math.max(...Object.values(PRODUCT_IMAGE_VARIANTS));
  const base = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .rotate()
    .resize(largest, largest, { fit: 'cover', position: 'centre' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const variants = Object.keys(PRODUCT_IMAGE_VARIANTS) as ProductImageVariant[];
  return Promise.all(
    variants.map(async (variant) => {
      const side = PRODUCT_IMAGE_VARIANTS[variant];
      const bytes = await sharp(base.data, { raw: base.info })
        .resize(side, side)
        .webp({ quality: 80, effort: side > 600 ? 1 : 3 })
        .toBuffer();
      return { variant, bytes };
    }),
  );
}

/** Stores encoded variants under `key`; the largest is written last, so its presence means all. */
export async function putProductImage(
  storage: MediaStorage,
  key: string,
  encoded: EncodedProductImage,
): Promise<void> {
  for (const { variant, bytes } of encoded) {
    await storage.put(storagePath(productImageUrl(key, variant)), bytes);
  }
}

/**
 * Stores every variant of an image under a key derived from its bytes (or the given key), and
 * answers the key. Stored twice, written once.
 */
export async function storeProductImage(
  storage: MediaStorage,
  input: Buffer,
  key: string = imageKeyOf(input),
): Promise<string> {
  if (await hasProductImage(storage, key)) return key;
  await putProductImage(storage, key, await encodeProductImage(input));
  return key;
}

export async function removeProductImage(storage: MediaStorage, key: string): Promise<void> {
  for (const variant of Object.keys(
    PRODUCT_IMAGE_VARIANTS,
  ) as (keyof typeof PRODUCT_IMAGE_VARIANTS)[]) {
    await storage.remove(storagePath(productImageUrl(key, variant)));
  }
}
