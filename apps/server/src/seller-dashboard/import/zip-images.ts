import { unzipSync } from 'fflate';
import { LIMITS } from '@curio/shared';
import { AppError, badRequest, payloadTooLarge } from '../../http/errors';

/** The name a row uses for a ZIP entry: its file name without folders, lower-cased. */
export const zipImageName = (name: string) => (name.split('/').pop() ?? '').trim().toLowerCase();

/**
 * The files of the ZIP by name. Entries larger than an uploaded image may be are left out (the
 * row then names a missing image); the declared sizes are checked before anything is inflated.
 */
export function readZipImages(zip: Buffer | undefined): Map<string, Buffer> {
  const images = new Map<string, Buffer>();
  if (!zip) return images;
  let entries = 0;
  let inflated = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      filter: (file) => {
        const name = zipImageName(file.name);
        if (!name || name.startsWith('.') || file.name.endsWith('/')) return false;
        entries += 1;
        if (entries > LIMITS.importZipImagesMax) throw payloadTooLarge('importZipTooLarge');
        if (file.originalSize >= LIMITS.productImageBytesMax) return false;
        inflated += file.originalSize;
        if (inflated > LIMITS.importZipInflatedBytesMax) throw payloadTooLarge('importZipTooLarge');
        return true;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest('importZipInvalid', { images: 'importZipInvalid' });
  }
  for (const [name, bytes] of Object.entries(files)) {
    // A lying header cannot smuggle a larger file past the check above.
    if (bytes.length < LIMITS.productImageBytesMax)
      images.set(zipImageName(name), Buffer.from(bytes));
  }
  return images;
}
