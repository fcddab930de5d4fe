import { and, sql, type SQL } from 'drizzle-orm';
import type { ProductFiltersQuery } from '@curio/shared';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { correctionsFor, escapeLike, searchWords } from './search-terms';

type Facet = 'categories' | 'colors';

interface Lookup {
  id: number;
  name: string;
}

async function lookups(db: Db, table: 'categories' | 'colors'): Promise<Lookup[]> {
  const query =
    table === 'categories'
      ? sql`select id, lower(name) as name from categories`
      : sql`select id, lower(color) as name from colors`;
  return rowsOf<Lookup>(await db.execute(query));
}

function idList(ids: number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

function inCategories(ids: number[]): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`exists (select 1 from product_categories pc
                     where pc.product_id = p.id and pc.category_id in (${idList(ids)}))`;
}

function inColors(ids: number[]): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`exists (select 1 from product_colors pcl
                     where pcl.product_id = p.id and pcl.color_id in (${idList(ids)}))`;
}

/** Matches text in the product's name or in any of its category names (storefront §5). */
function nameOrCategoryContains(text: string, allCategories: Lookup[]): SQL {
  const categoryIds = allCategories.filter((c) => c.name.includes(text)).map((c) => c.id);
  const inName = sql`lower(p.name) like ${`%${escapeLike(text)}%`}`;
  return categoryIds.length > 0 ? sql`(${inName} or ${inCategories(categoryIds)})` : inName;
}

export interface CompiledFilters {
  where: SQL;
  /** Lower-cased search text, for ranking; undefined without a search. */
  search: string | undefined;
}

/**
 * The catalogue's filters as a WHERE clause over `products p` (storefront §5): `name` matches the
 * product name or any category name, case-insensitive — the exact text as a substring always
 * matches; otherwise every word must match, a misspelt word through its corrections. Categories and
 * colours match on any overlap; prices are inclusive. `except` leaves one filter out (for facets).
 */
export async function compileFilters(
  db: Db,
  filters: ProductFiltersQuery,
  except?: Facet,
): Promise<CompiledFilters> {
  const conditions: SQL[] = [];
  const search = filters.name?.toLowerCase();
  const wantsCategories = filters.categories.length > 0 && except !== 'categories';
  const allCategories = search || wantsCategories ? await lookups(db, 'categories') : [];

  if (search) {
    const exact = nameOrCategoryContains(search, allCategories);
    const words = searchWords(search);
    const wordConditions: SQL[] = [];
    for (const word of words) {
      const variants = [word, ...(await correctionsFor(db, word))];
      const matches = variants.map((variant) => nameOrCategoryContains(variant, allCategories));
      wordConditions.push(sql`(${sql.join(matches, sql` or `)})`);
    }
    conditions.push(
      wordConditions.length > 0 ? sql`(${exact} or (${and(...wordConditions)}))` : exact,
    );
  }
  if (wantsCategories) {
    const wanted = new Set(filters.categories.map((c) => c.toLowerCase()));
    conditions.push(inCategories(allCategories.filter((c) => wanted.has(c.name)).map((c) => c.id)));
  }
  if (filters.colors.length > 0 && except !== 'colors') {
    const wanted = new Set(filters.colors.map((c) => c.toLowerCase()));
    const allColors = await lookups(db, 'colors');
    conditions.push(inColors(allColors.filter((c) => wanted.has(c.name)).map((c) => c.id)));
  }
  if (filters.minPrice !== undefined) conditions.push(sql`p.price >= ${filters.minPrice}`);
  if (filters.maxPrice !== undefined) conditions.push(sql`p.price <= ${filters.maxPrice}`);
  if (filters.sellerId !== undefined) conditions.push(sql`p.seller_id = ${filters.sellerId}`);

  return { where: conditions.length > 0 ? (and(...conditions) ?? sql`true`) : sql`true`, search };
}
