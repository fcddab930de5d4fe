import {
  imageValidationSchema,
  LIMITS,
  pictureReplySchema,
  profileEditReplySchema,
  type ProfileEditBody,
} from '@curio/shared';
import { apiFetch } from '@/lib/api-client';

/** PATCH /api/accounts/edit: the user as saved, and a new token when the password changed. */
export function updateProfile(body: ProfileEditBody) {
  return apiFetch('/api/accounts/edit', {
    method: 'PATCH',
    body,
    schema: profileEditReplySchema,
  });
}

/** POST /api/accounts/picture (multipart field `file`); uploads get twice the usual time. */
export function uploadPicture(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiFetch('/api/accounts/picture', {
    method: 'POST',
    body,
    schema: pictureReplySchema,
    timeoutMs: LIMITS.requestTimeoutMs * 2,
  });
}

/** POST /api/validate-image (multipart field `image`): may this image be a profile picture? */
export function validateImage(file: File, signal?: AbortSignal) {
  const body = new FormData();
  body.append('image', file);
  return apiFetch('/api/validate-image', {
    method: 'POST',
    body,
    schema: imageValidationSchema,
    signal,
    timeoutMs: LIMITS.requestTimeoutMs * 2,
  });
}
