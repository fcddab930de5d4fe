import { asc } from 'drizzle-orm';
import type { SynonymRule } from '@curio/shared';
import type { Db } from '../db/client';
import { searchSynonyms } from '../db/schema';

/** The search's synonym rules as the admins keep them (`search_synonyms`), oldest first. */
export async function loadSynonyms(db: Db): Promise<SynonymRule[]> {
  return db
    .select({ terms: searchSynonyms.terms, mapsTo: searchSynonyms.mapsTo })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.id));
}
