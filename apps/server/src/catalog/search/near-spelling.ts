import type { QueryWord } from '@curio/shared';
import { correctable } from './term-dictionary';
import type { TextIndex } from './text-index';

/** Edits a "did you mean" may offer for a word the search could not correct on its own. */
const SUGGESTED_EDITS = 2;
/** Shorter words have too many neighbours two edits away to suggest one. */
const SHORTEST_SUGGESTED = 5;

/**
 * A query that found nothing with each word that finds nothing on its own replaced by its nearest
 * used term within two edits ("bagpack", "bakcpak" → backpack), when that query finds products;
 * null otherwise. Only a suggestion: the search itself corrects within the stricter limits.
 */
export function nearSpelling(
  text: string,
  words: QueryWord[],
  index: TextIndex,
  finds: (text: string) => boolean,
): string | null {
  let suggestion = '';
  let from = 0;
  let changed = false;
  for (const word of words) {
    if (word.cjk || word.text.length < SHORTEST_SUGGESTED || !correctable(word.text)) continue;
    if (finds(word.text)) continue;
    const [best] = index.dictionary
      .corrections([word.text, word.term], SUGGESTED_EDITS, 8, (id) => index.uses(id))
      .filter((id) => index.isUsed(id));
    if (best === undefined) continue;
    suggestion += text.slice(from, word.start) + index.dictionary.surfaceOf(best);
    from = word.end;
    changed = true;
  }
  if (!changed) return null;
  suggestion += text.slice(from);
  return finds(suggestion) ? suggestion : null;
}
