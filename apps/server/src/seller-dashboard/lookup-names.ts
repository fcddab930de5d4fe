import { lookupNameKey, TRANSLATED_LANGUAGES, type LookupTranslations } from '@curio/shared';
import type { Db } from '../db/client';
import { categories, colors, sizes } from '../db/schema';

export type LookupField = 'colors' | 'sizes' | 'categories';

/** A lookup found by one of its names: its id and its canonical (English) name. */
export interface LookupMatch {
  id: number;
  name: string;
}

export type FindLookup = (name: string) => LookupMatch | undefined;

interface NamedLookup extends LookupMatch {
  translations: LookupTranslations;
}

/**
 * Finds a lookup by its name in any of the five languages, compared by `lookupNameKey`. Names are
 * unique within a language only: an English name wins over another row's translation, then the
 * languages in the admin form's order.
 */
function finderOf(rows: NamedLookup[]): FindLookup {
  const byKey = new Map<string, LookupMatch>();
  const add = (name: string | undefined, { id, name: canonical }: LookupMatch) => {
    const key = name ? lookupNameKey(name) : '';
    if (key !== '' && !byKey.has(key)) byKey.set(key, { id, name: canonical });
  };
  for (const row of rows) add(row.name, row);
  for (const language of TRANSLATED_LANGUAGES) {
    for (const row of rows) add(row.translations[language], row);
  }
  return (name) => byKey.get(lookupNameKey(name));
}

/** The finders of the categories, colours and sizes, read once (the lists are small). */
export async function lookupFinders(
  db: Pick<Db, 'select'>,
): Promise<Record<LookupField, FindLookup>> {
  const [colorRows, sizeRows, categoryRows] = await Promise.all([
    db
      .select({ id: colors.id, name: colors.color, translations: colors.translations })
      .from(colors),
    db.select({ id: sizes.id, name: sizes.size, translations: sizes.translations }).from(sizes),
    db
      .select({ id: categories.id, name: categories.name, translations: categories.translations })
      .from(categories),
  ]);
  return {
    colors: finderOf(colorRows),
    sizes: finderOf(sizeRows),
    categories: finderOf(categoryRows),
  };
}

/** The category named `name` in any language (the bulk actions' one lookup). */
export async function findCategory(
  db: Pick<Db, 'select'>,
  name: string,
): Promise<LookupMatch | undefined> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, translations: categories.translations })
    .from(categories);
  return finderOf(rows)(name);
}
