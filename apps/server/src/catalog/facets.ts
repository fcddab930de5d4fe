import { sql, type SQL } from 'drizzle-orm';
import type { ProductFacets, ProductFiltersQuery } from '@curio/shared';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { allOf, compileFilterParts, inCategories, inColors } from './product-filters';

type Kind = 'total' | 'category' | 'color';
type Count = { kind: Kind; name: string; count: number };

interface FacetTable {
  kind: Kind;
  /** The join table, e.g. product_categories. */
  join: SQL;
  /** Its lookup id column, e.g. category_id. */
  id: SQL;
  /** The lookup table and its name column, e.g. categories.name. */
  lookup: SQL;
  name: SQL;
}

const CATEGORY_FACET: FacetTable = {
  kind: 'category',
  join: sql`product_categories`,
  id: sql`category_id`,
  lookup: sql`categories`,
  name: sql`name`,
};

const COLOR_FACET: FacetTable = {
  kind: 'color',
  join: sql`product_colors`,
  id: sql`color_id`,
  lookup: sql`colors`,
  name: sql`color`,
};

/**
 * How many rows of the join table `f` each lookup has among those meeting the conditions, by name,
 * leaving out lookups with none. The join table is counted directly (grouped by lookup id, then
 * named), never joined to products row by row:
 * - without conditions, each count is one index-only range of the (lookup id, product_id) index,
 *   with no hash aggregate;
 * - with them, one grouped count of the join table semi-joined to the other filters' product sets
 *   (as per-lookup subqueries, PostgreSQL re-ran those semi-joins once per lookup).
 * Names are unique, so a count per lookup is a count per name.
 */
function facetCounts(facet: FacetTable, conditions: SQL[]): SQL {
  const { kind, join, id, lookup, name } = facet;
  if (conditions.length === 0) {
    return sql`
      select ${kind}::text as kind, l.${name} as name, n.count
      from ${lookup} l
      cross join lateral (select count(*)::int as count from ${join} f where f.${id} = l.id) n
      where n.count > 0`;
  }
  return sql`
    select ${kind}::text as kind, l.${name} as name, n.count
    from (select f.${id} as id, count(*)::int as count from ${join} f
          where ${allOf(conditions)} group by f.${id}) n
    join ${lookup} l on l.id = n.id`;
}

/**
 * How many products match the filters (`total`, for 'Show {count} products'), and for each category
 * and colour how many would match with the other filters unchanged — a category's count ignores the
 * category filter itself, so it tells what choosing it gives.
 *
 * One statement, with the filters compiled once (one lookup query, one correction query per word,
 * where there were three of each). Products is read only for the conditions on the product itself
 * (search, price, seller), as a set the join tables are semi-joined to.
 */
export async function findFacets(db: Db, filters: ProductFiltersQuery): Promise<ProductFacets> {
  const parts = await compileFilterParts(db, filters);
  const product = allOf(parts.product);
  const inProducts = (column: SQL) =>
    parts.product.length > 0
      ? [sql`${column} in (select p.id from products p where ${product})`]
      : [];
  const byCategory = (column: SQL) =>
    parts.categoryIds ? [inCategories(column, parts.categoryIds)] : [];
  const byColor = (column: SQL) => (parts.colorIds ? [inColors(column, parts.colorIds)] : []);
  const f = sql`f.product_id`;
  const total = allOf([...parts.product, ...byCategory(sql`p.id`), ...byColor(sql`p.id`)]);

  const rows = rowsOf<Count>(
    await db.execute(sql`
      select kind, name, count from (
        select 'total' as kind, '' as name,
               (select count(*)::int from products p where ${total}) as count
        union all
        ${facetCounts(CATEGORY_FACET, [...inProducts(f), ...byColor(f)])}
        union all
        ${facetCounts(COLOR_FACET, [...inProducts(f), ...byCategory(f)])}
      ) facets
      order by kind, name`),
  );
  const of = (kind: Kind) =>
    rows.filter((row) => row.kind === kind).map(({ name, count }) => ({ name, count }));
  return {
    total: rows.find((row) => row.kind === 'total')?.count ?? 0,
    categories: of('category'),
    colors: of('color'),
  };
}
