import { normalizeUsername } from '@curio/shared';
import unhomoglyph from 'unhomoglyph';

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/** Unicode TR39's skeleton: NFD, default-ignorables dropped, each character's prototype, NFD. */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD').replace(IGNORABLE, '')).normalize('NFD');
}

const fold = (text: string) => text.normalize('NFKC').toLowerCase();

/**
 * What two look-alike usernames have in common (decision 025): `mingstudio`, `mіngstudio`
 * (Cyrillic і) and `rningstudio` all give `rningstudio`. Usernames are unique whatever their
 * case, so the name is lower-cased before and after: TR39 maps `0` to `O`, which `o` only meets
 * once lower-cased, and a prototype such as `M` needs its own lower case mapped in turn.
 */
export function usernameSkeleton(username: string): string {
  return skeleton(fold(skeleton(fold(username))));
}

/** The columns every write of a username sets together. */
export function usernameColumns(username: string): { username: string; usernameSkeleton: string } {
  const name = normalizeUsername(username);
  return { username: name, usernameSkeleton: usernameSkeleton(name) };
}
