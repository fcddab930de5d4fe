import { and, sql, type SQL } from 'drizzle-orm';
import type { ProductFiltersQuery } from '@curio/shared';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { correctionsFor, escapeLike, searchWords } from './search-terms';

export type Facet = 'categories' | 'colors';

interface Lookup {
  id: number;
  name: string;
}

interface Lookups {
  categories: Lookup[];
  colors: Lookup[];
}

/** The category and colour lookups (lower-cased names) that a filter needs, in one round trip. */
async function lookups(db: Db, categories: boolean, colors: boolean): Promise<Lookups> {
  const parts: SQL[] = [];
  if (categories)
    parts.push(sql`select 'category' as kind, id, lower(name) as name from categories`);
  if (colors) parts.push(sql`select 'color' as kind, id, lower(color) as name from colors`);
  if (parts.length === 0) return { categories: [], colors: [] };
  const rows = rowsOf<Lookup & { kind: 'category' | 'color' }>(
    await db.execute(sql.join(parts, sql` union all `)),
  );
  return {
    categories: rows.filter((row) => row.kind === 'category'),
    colors: rows.filter((row) => row.kind === 'color'),
  };
}

function idList(ids: number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

/**
 * `column` is a product having one of the categories. An `in (subquery)` rather than a correlated
 * `exists`: the planner semi-joins it through product_categories_category_idx, and inside an OR it
 * is one hashed subplan instead of an EXISTS costed per row (which pushed plans over jit_above_cost).
 */
export function inCategories(column: SQL, ids: number[]): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`${column} in (select product_id from product_categories where category_id in (${idList(ids)}))`;
}

/** `column` is a product having one of the colours (see inCategories). */
export function inColors(column: SQL, ids: number[]): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`${column} in (select product_id from product_colors where color_id in (${idList(ids)}))`;
}

/**
 * Products whose name contains any of the texts, or with a category whose name contains any of them
 * (storefront §5), as a set of ids: the name part through the trigram index on lower(name) (one
 * bitmap scan for all the patterns), the category part through product_categories_category_idx.
 * As `lower(name) like … or exists (…)` on every row it was a sequential scan evaluating lower()
 * and each LIKE per product, with an EXISTS costed so high that JIT compilation kicked in.
 */
function nameOrCategoryContainsAny(texts: string[], allCategories: Lookup[]): SQL {
  const patterns = texts.map((text) => sql`${`%${escapeLike(text)}%`}`);
  const categoryIds = allCategories
    .filter((c) => texts.some((text) => c.name.includes(text)))
    .map((c) => c.id);
  const inName = sql`select id from products where lower(name) like any (array[${sql.join(patterns, sql`, `)}]::text[])`;
  const inCategory =
    categoryIds.length > 0
      ? sql` union all select product_id from product_categories where category_id in (${idList(categoryIds)})`
      : sql``;
  return sql`p.id in (${inName}${inCategory})`;
}

/**
 * The catalogue's filters over `products p`, kept apart so that facets can leave one out and count
 * over the join tables directly.
 */
export interface FilterParts {
  /** Conditions on the product itself: name search, price range, seller. */
  product: SQL[];
  /** The categories asked for (undefined: no category filter; empty: none exists, nothing matches). */
  categoryIds: number[] | undefined;
  /** The colours asked for (as categoryIds). */
  colorIds: number[] | undefined;
  /** Lower-cased search text, for ranking; undefined without a search. */
  search: string | undefined;
}

/**
 * The catalogue's filters (storefront §5): `name` matches the product name or any category name,
 * case-insensitive — the exact text as a substring always matches; otherwise every word must match,
 * a misspelt word through its corrections. Categories and colours match on any overlap; prices are
 * inclusive.
 *
 * The exact text needs no condition of its own when the text has words: each word is a substring of
 * the text, so a name (or category name) containing the text contains every word, and the words'
 * condition — which always includes each word itself — already matches it.
 */
export async function compileFilterParts(
  db: Db,
  filters: ProductFiltersQuery,
): Promise<FilterParts> {
  const product: SQL[] = [];
  const search = filters.name?.toLowerCase();
  const wantsCategories = filters.categories.length > 0;
  const wantsColors = filters.colors.length > 0;
  const all = await lookups(db, Boolean(search) || wantsCategories, wantsColors);

  if (search) {
    const words = searchWords(search);
    if (words.length === 0) {
      product.push(nameOrCategoryContainsAny([search], all.categories));
    } else {
      // One word after the other: a request holds one pooled connection at a time.
      for (const word of words) {
        const variants = [word, ...(await correctionsFor(db, word))];
        product.push(nameOrCategoryContainsAny(variants, all.categories));
      }
    }
  }
  if (filters.minPrice !== undefined) product.push(sql`p.price >= ${filters.minPrice}`);
  if (filters.maxPrice !== undefined) product.push(sql`p.price <= ${filters.maxPrice}`);
  if (filters.sellerId !== undefined) product.push(sql`p.seller_id = ${filters.sellerId}`);

  const wanted = (names: string[], from: Lookup[]) => {
    const set = new Set(names.map((name) => name.toLowerCase()));
    return from.filter((item) => set.has(item.name)).map((item) => item.id);
  };
  return {
    product,
    categoryIds: wantsCategories ? wanted(filters.categories, all.categories) : undefined,
    colorIds: wantsColors ? wanted(filters.colors, all.colors) : undefined,
    search,
  };
}

/** AND of the conditions (true when there are none). */
export function allOf(conditions: SQL[]): SQL {
  return conditions.length > 0 ? (and(...conditions) ?? sql`true`) : sql`true`;
}

/** The filters as a WHERE clause over `products p`; `except` leaves one filter out (for facets). */
export function whereOf(parts: FilterParts, except?: Facet): SQL {
  const conditions = [...parts.product];
  if (parts.categoryIds && except !== 'categories') {
    conditions.push(inCategories(sql`p.id`, parts.categoryIds));
  }
  if (parts.colorIds && except !== 'colors') conditions.push(inColors(sql`p.id`, parts.colorIds));
  return allOf(conditions);
}

export interface CompiledFilters {
  where: SQL;
  /** Lower-cased search text, for ranking; undefined without a search. */
  search: string | undefined;
}

/** The filters as a WHERE clause over `products p`; `except` leaves one filter out (for facets). */
export async function compileFilters(
  db: Db,
  filters: ProductFiltersQuery,
  except?: Facet,
): Promise<CompiledFilters> {
  const parts = await compileFilterParts(db, filters);
  return { where: whereOf(parts, except), search: parts.search };
}
