import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageValidationSchema, LIMITS, pictureReplySchema } from '@curio/shared';
import { badRequest, forbidden } from '../http/errors';
import {
  avatarKeyOf,
  recordAvatarUpload,
  removeUnusedAvatar,
  setPicture,
  storeAvatar,
} from '../media/avatars';
import { detectImageType } from '../media/image-type';
import type { ImageModerator } from '../media/image-moderation';
import type { MediaStorage } from '../media/storage';
import { readSingleUpload } from '../media/uploads';
import { avatarUrl } from '../media/urls';
import { signedInUser } from './auth-plugin';
import { loadCurrentUser } from './user-view';
import { errorReplies, reply } from '../http/replies';

const errors = errorReplies(400, 401, 403, 413);
const uploadMessages = { missing: 'noFileProvided', tooLarge: 'pictureTooLarge' } as const;

/**
 * Decoding and resizing a picture is the costliest thing an account can ask for (16 at once took
 * 6 s and 440 MB): so many a minute per account, counted after the sign-in check has named it.
 */
const perAccount = {
  max: LIMITS.pictureUploadsPerMinute,
  timeWindow: '1 minute',
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? request.client}`,
} as const;

const pictureRoutes: FastifyPluginAsyncZod<{
  storage: MediaStorage;
  moderator: ImageModerator;
}> = async (app, { storage, moderator }) => {
  async function readPicture(request: Parameters<typeof readSingleUpload>[0], field: string) {
    const bytes = await readSingleUpload(request, field, LIMITS.pictureBytesMax, uploadMessages);
    if (!detectImageType(bytes))
      throw badRequest('pictureInvalidType', { [field]: 'pictureInvalidType' });
    return bytes;
  }

  app.post(
    '/validate-image',
    {
      config: {
        auth: 'signed-in',
        multipartBody: {
          image: { file: true, required: true, description: 'The image: JPEG, PNG, GIF or WEBP' },
        },
      },
      schema: {
        operationId: 'validateImage',
        tags: ['accounts'],
        summary:
          'Judge whether an image may be used as a profile picture (multipart field `image`)',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: {
          200: reply('Whether the image would be accepted', imageValidationSchema),
          ...errors,
        },
      },
    },
    async (request) => {
      return moderator.judge(await readPicture(request, 'image'));
    },
  );

  app.post(
    '/accounts/picture',
    {
      config: {
        auth: 'signed-in',
        refuseFrozen: 'accountFrozen',
        rateLimit: perAccount,
        multipartBody: {
          file: { file: true, required: true, description: 'The picture: JPEG, PNG, GIF or WEBP' },
        },
      },
      schema: {
        operationId: 'uploadProfilePicture',
        tags: ['accounts'],
        summary:
          'Upload your profile picture (multipart field `file`; JPEG, PNG, GIF or WEBP, ≤ 5 MB)',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: {
          200: reply('The new picture', pictureReplySchema),
          ...errorReplies(429, 503),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const bytes = await readPicture(request, 'file');
      const judgement = await moderator.judge(bytes);
      if (!judgement.appropriate)
        throw badRequest('imageNotAppropriate', { file: 'imageNotAppropriate' });
      const key = avatarKeyOf(bytes);
      await recordAvatarUpload(app.db, key, user.id);
      await storeAvatar(storage, bytes, key);
      // The replaced picture's files go unless another account uses the same picture.
      await removeUnusedAvatar(app.db, storage, await setPicture(app.db, user.id, key));
      const current = await loadCurrentUser(app.db, user.id);
      if (!current) throw forbidden('userNotFound');
      return { imageUrl: avatarUrl(key, 400), user: current };
    },
  );
};

export default pictureRoutes;
