import { LIMITS } from '@curio/shared';

/** Product images: JPEG, PNG or GIF, each under 1 MB, 1 to 4 (accounts-and-admin §5). */
const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const PRODUCT_IMAGE_ACCEPT = PRODUCT_IMAGE_TYPES.join(',');

export type ImageCheck =
  | { ok: true; files: File[] }
  | {
      ok: false;
      /** The broken rule's message (`messages.<code>`). */
      code: 'tooManyImages' | 'imageFormat' | 'imageTooLarge';
    };

function isAllowedType(file: File): boolean {
  return (PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type);
}

/**
 * Checks chosen files before they are uploaded, next to the `current` images already on the
 * product. One file breaking a rule refuses the whole choice, with that rule's message.
 */
export function checkImageFiles(current: number, files: readonly File[]): ImageCheck {
  if (current + files.length > LIMITS.productImagesMax) {
    return { ok: false, code: 'tooManyImages' };
  }
  if (!files.every(isAllowedType)) return { ok: false, code: 'imageFormat' };
  if (!files.every((file) => file.size < LIMITS.productImageBytesMax)) {
    return { ok: false, code: 'imageTooLarge' };
  }
  return { ok: true, files: [...files] };
}

/** Whether the image at `index` may be removed: never the last one left. */
export function canRemoveImage(images: readonly string[]): boolean {
  return images.length > 1;
}

/** The list without the image at `index`; unchanged when it is the last one left. */
export function removeImageAt(images: readonly string[], index: number): string[] {
  if (!canRemoveImage(images) || index < 0 || index >= images.length) return [...images];
  return images.filter((_, i) => i !== index);
}

/** The list with the image at `from` moved to `to` (both kept inside the list). */
export function moveImage(images: readonly string[], from: number, to: number): string[] {
  const target = Math.max(0, Math.min(images.length - 1, to));
  if (from < 0 || from >= images.length || from === target) return [...images];
  const next = [...images];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}
