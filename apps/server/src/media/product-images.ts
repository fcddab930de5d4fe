import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MEDIA_PREFIX, PRODUCT_IMAGE_VARIANTS, productImageUrl } from '@curio/shared';
import type { MediaStorage } from './storage';

/** Decoding stops past this many pixels (a "pixel bomb" is refused, not decoded). */
export const MAX_INPUT_PIXELS = 40_000_000;

function storagePath(url: string): string {
  return url.slice(MEDIA_PREFIX.length + 1);
}

/**
 * Stores every variant of an image (cover-cropped squares, WebP, metadata stripped) under a key
 * derived from its bytes, and answers the key. The same image stored twice is written once.
 */
export async function storeProductImage(storage: MediaStorage, input: Buffer): Promise<string> {
  const key = createHash('sha256').update(input).digest('hex').slice(0, 32);
  const variants = Object.keys(PRODUCT_IMAGE_VARIANTS) as (keyof typeof PRODUCT_IMAGE_VARIANTS)[];
  const largest = productImageUrl(key, 'detail2x');
  if (await storage.exists(storagePath(largest))) return key;
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
  // Write the largest last: its presence means the whole set is there.
  for (const variant of variants.toReversed()) {
    const side = PRODUCT_IMAGE_VARIANTS[variant];
    const bytes = await source
      .clone()
      .resize(side, side, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80, effort: 4 })
      .toBuffer();
    await storage.put(storagePath(productImageUrl(key, variant)), bytes);
  }
  return key;
}

export async function removeProductImage(storage: MediaStorage, key: string): Promise<void> {
  for (const variant of Object.keys(
    PRODUCT_IMAGE_VARIANTS,
  ) as (keyof typeof PRODUCT_IMAGE_VARIANTS)[]) {
    await storage.remove(storagePath(productImageUrl(key, variant)));
  }
}
