import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/** The same split as the database's curio_add_search_terms (migration 0003). */
export function searchWords(text: string): string[] {
  return [
    ...new Set(
      text
        .toLowerCase()
        .split(/[\s!-/:-@[-`{-~]+/)
        .filter((word) => word.length >= 2 && word.length <= 40),
    ),
  ];
}

/** How many edits a word may be away from a known term: none for short words, more for long ones. */
function typoAllowance(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 7 ? 2 : 3;
}

const MAX_CORRECTIONS = 5;

/**
 * The known terms a query word may have been meant as. A word that already appears inside a known
 * term needs no correction ("hood" finds "hoodie" by substring); an unknown word is matched to the
 * nearest terms by Levenshtein distance ("phnoe" → "phone"). One round trip: the substring check is
 * an uncorrelated condition that PostgreSQL evaluates once, before any distance is computed.
 */
export async function correctionsFor(db: Db, word: string): Promise<string[]> {
  const allowance = typoAllowance(word);
  if (allowance === 0) return [];
  const pattern = `%${escapeLike(word)}%`;
  const rows = rowsOf<{ term: string }>(
    await db.execute(sql`
      select term from (
        select term, levenshtein_less_equal(term, ${word}, ${allowance}) as distance
        from search_terms
        where length(term) between ${word.length - allowance} and ${word.length + allowance}
          and not exists (select 1 from search_terms known where known.term like ${pattern})
      ) candidates
      where distance <= ${allowance}
      order by distance, term
      limit ${MAX_CORRECTIONS}`),
  );
  return rows.map((row) => row.term);
}

/** LIKE treats % and _ as wildcards and \ as the escape: a user's text must match them literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const found = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3));
  return found;
}

/** pg_trgm's similarity of two words: shared trigrams over all their trigrams ("hoodei" is
 *  nearer "hoodie", 0.4, than "holder", 0.17, though both are two edits away). */
export function trigramSimilarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared++;
  return shared / (x.size + y.size - shared);
}
