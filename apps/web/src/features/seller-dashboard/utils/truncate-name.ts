import { LIMITS } from '@curio/shared';

/** A dashboard preview's name: at most 8 characters, then '..' (accounts-and-admin §2, §9). */
export function truncateName(name: string, length: number = LIMITS.cardNameLength): string {
  const characters = Array.from(name.trim());
  return characters.length > length ? `${characters.slice(0, length).join('')}..` : name.trim();
}
