import { LIMITS } from '@curio/shared';

/** The profile picture's types (accounts-and-admin §5: jpeg, jpg, png, gif). */
export const PICTURE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'] as const;
const PICTURE_EXTENSIONS = /\.(jpe?g|png|gif)$/i;

export type PictureProblem = 'noFile' | 'tooLarge' | 'invalidType';

/**
 * The browser's checks of a chosen picture before the server judges it (accounts-and-admin §5):
 * a file is there, at most 5 MB, and a JPEG, PNG or GIF. Null when it passes.
 */
export function checkPicture(file: File | null | undefined): PictureProblem | null {
  if (!file) return 'noFile';
  if (file.size > LIMITS.pictureBytesMax) return 'tooLarge';
  const typeOk = file.type
    ? (PICTURE_TYPES as readonly string[]).includes(file.type.toLowerCase())
    : PICTURE_EXTENSIONS.test(file.name);
  return typeOk ? null : 'invalidType';
}
