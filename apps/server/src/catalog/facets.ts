import { sql, type SQL } from 'drizzle-orm';
import type { ProductFacets, ProductFiltersQuery } from '@curio/shared';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { allOf, compileFilterParts, inCategories, inColors } from './product-filters';

type Count = { name: string; count: number };

/**
 * How many products match the filters (`total`, for 'Show {count} products'), and for each category
 * and colour how many would match with the other filters unchanged — a category's count ignores the
 * category filter itself, so it tells what choosing it gives.
 *
 * One statement, with the filters compiled once. Each category's (colour's) count is a range of
 * product_categories_category_idx (product_colors_color_idx), read index-only and checked against
 * the other filters' product sets, which PostgreSQL hashes once for all of them; products is read
 * only for conditions on the product itself (search, price, seller). No hash aggregate over the
 * join table, no join back to products. Names are unique, so a count per category row is the same
 * as a count per name; categories and colours no product matches are left out, as before.
 */
export async function findFacets(db: Db, filters: ProductFiltersQuery): Promise<ProductFacets> {
  const parts = await compileFilterParts(db, filters);
  const product = allOf(parts.product);
  const inBase = (column: SQL) =>
    parts.product.length > 0
      ? [sql`${column} in (select p.id from products p where ${product})`]
      : [];
  const byCategory = (column: SQL) =>
    parts.categoryIds ? [inCategories(column, parts.categoryIds)] : [];
  const byColor = (column: SQL) => (parts.colorIds ? [inColors(column, parts.colorIds)] : []);

  const totalWhere = allOf([...parts.product, ...byCategory(sql`p.id`), ...byColor(sql`p.id`)]);
  const categoriesWhere = allOf([...inBase(sql`pc.product_id`), ...byColor(sql`pc.product_id`)]);
  const colorsWhere = allOf([...inBase(sql`pcl.product_id`), ...byCategory(sql`pcl.product_id`)]);

  const rows = rowsOf<Count & { kind: 'total' | 'category' | 'color' }>(
    await db.execute(sql`
      select kind, name, count from (
        select 'total' as kind, '' as name,
               (select count(*)::int from products p where ${totalWhere}) as count
        union all
        select 'category', c.name,
               (select count(*)::int from product_categories pc
                where pc.category_id = c.id and ${categoriesWhere})
        from categories c
        union all
        select 'color', c.color,
               (select count(*)::int from product_colors pcl
                where pcl.color_id = c.id and ${colorsWhere})
        from colors c
      ) facets
      where kind = 'total' or count > 0
      order by kind, name`),
  );
  const of = (kind: 'category' | 'color') =>
    rows.filter((row) => row.kind === kind).map(({ name, count }) => ({ name, count }));
  return {
    total: rows.find((row) => row.kind === 'total')?.count ?? 0,
    categories: of('category'),
    colors: of('color'),
  };
}
