import { MEDIA_PREFIX } from '@curio/shared';

export const AVATAR_SIZES = [60, 100, 400] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

export function avatarUrl(key: string, size: AvatarSize): string {
  return `${MEDIA_PREFIX}/avatars/${key}-${size}.webp`;
}
