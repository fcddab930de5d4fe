import { MEDIA_PREFIX } from '@curio/shared';
import sharp from 'sharp';
import { AVATAR_SIZES, avatarUrl } from './urls';
import { imageKeyOf, MAX_INPUT_PIXELS } from './product-images';
import type { MediaStorage } from './storage';

/** Stores a profile picture as square WebP variants (60, 100, 400 px), metadata stripped. */
export async function storeAvatar(storage: MediaStorage, input: Buffer): Promise<string> {
  const key = imageKeyOf(input);
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
  for (const size of AVATAR_SIZES) {
    const bytes = await source
      .clone()
      .resize(size, size, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
    await storage.put(avatarUrl(key, size).slice(MEDIA_PREFIX.length + 1), bytes);
  }
  return key;
}
