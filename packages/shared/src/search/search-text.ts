import { SEARCH_MAX_LENGTH } from '../limits';

const SPACE = /\s/u;

/**
 * A search text cut to `SEARCH_MAX_LENGTH` characters before its last word that would not fit
 * (a pasted product title still searches by its first words), then trimmed. A text without a
 * space before the limit is cut at the limit, never inside a surrogate pair.
 */
export function limitSearchText(text: string, max = SEARCH_MAX_LENGTH): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  let end = max;
  if (!SPACE.test(trimmed.charAt(max))) {
    let space = end;
    while (space > 0 && !SPACE.test(trimmed.charAt(space - 1))) space--;
    if (space > 0) end = space;
  }
  const code = trimmed.charCodeAt(end - 1);
  if (end === max && code >= 0xd800 && code <= 0xdbff) end--;
  return trimmed.slice(0, end).trim();
}
