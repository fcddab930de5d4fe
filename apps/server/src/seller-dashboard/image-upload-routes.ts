import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { imageUploadReplySchema, LIMITS, productImageUrls } from '@curio/shared';
import { mediaUploads } from '../db/schema';
import { signedInUser } from '../accounts/auth-plugin';
import { badRequest } from '../http/errors';
import { detectImageType } from '../media/image-type';
import { imageKeyOf, MAX_INPUT_PIXELS, storeProductImage } from '../media/product-images';
import { MediaStorageUnavailable, type MediaStorage } from '../media/storage';
import { readUploads } from '../media/uploads';
import { errorReplies, reply } from '../http/replies';

const ALLOWED = new Set(['jpeg', 'png', 'gif']);

/** Checks one product image by its bytes: type, and pixel count before anything is decoded. */
export async function checkProductImage(bytes: Buffer): Promise<void> {
  const type = detectImageType(bytes);
  if (!type || !ALLOWED.has(type)) throw badRequest('imageFormat', { files: 'imageFormat' });
  const size = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    // Reading the header only: a "pixel bomb" is refused before it is decompressed.
    .then(({ width, height }) => width * height)
    .catch(() => {
      throw badRequest('imageFormat', { files: 'imageFormat' });
    });
  if (size > MAX_INPUT_PIXELS) {
    throw badRequest('imageTooManyPixels', { files: 'imageTooManyPixels' });
  }
}

const imageUploadRoutes: FastifyPluginAsyncZod<{ storage: MediaStorage }> = async (
  app,
  { storage },
) => {
  app.post(
    '/products/images/upload',
    {
      config: {
        auth: 'SELLER',
        refuseFrozen: 'frozenSeller',
        rateLimit: { max: 60, timeWindow: '1 minute' },
        multipartBody: {
          files: {
            file: true,
            required: true,
            maxFiles: LIMITS.productImagesMax,
            description: 'The images: JPEG, PNG or GIF, each under 1 MB',
          },
        },
      },
      schema: {
        operationId: 'uploadProductImages',
        tags: ['seller-dashboard'],
        summary:
          'Upload 1–4 product images (multipart field `files`; JPEG, PNG or GIF, each < 1 MB)',
        description:
          'Stores WebP variants (150, 300, 600, 1200 px squares) and answers their URLs.',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: {
          200: reply('The stored images', imageUploadReplySchema),
          ...errorReplies(400, 401, 403, 413, 429, 503),
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const files = await readUploads(request, 'files', {
        maxFiles: LIMITS.productImagesMax,
        maxBytes: LIMITS.productImageBytesMax - 1,
        messages: {
          missing: 'imageRequired',
          tooLarge: 'imageTooLarge',
          tooMany: 'tooManyImages',
        },
      });
      for (const bytes of files) await checkProductImage(bytes);
      const keys = files.map((bytes) => imageKeyOf(bytes));
      // Recorded before the files are written: a crash in between leaves a record the sweeper
      // clears, never files that nothing refers to. A repeated upload starts its day again.
      await app.db
        .insert(mediaUploads)
        .values([...new Set(keys)].map((imageKey) => ({ imageKey, userId: user.id })))
        .onConflictDoUpdate({ target: mediaUploads.imageKey, set: { createdAt: new Date() } });
      for (const [index, bytes] of files.entries()) {
        try {
          await storeProductImage(storage, bytes, keys[index]);
        } catch (error) {
          if (error instanceof MediaStorageUnavailable) throw error;
          throw badRequest('imageFormat', { files: 'imageFormat' });
        }
      }
      const images = keys.map((key) => productImageUrls(key));
      return { imageUrls: images.map((image) => image.detail), images };
    },
  );
};

export default imageUploadRoutes;
