import { sql } from 'drizzle-orm';
import type { ProductFacets, ProductFiltersQuery } from '@curio/shared';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { compileFilters } from './product-filters';

type Count = { name: string; count: number };

/**
 * How many products match the filters (`total`, for 'Show {count} products'), and for each category
 * and colour how many would match with the other filters unchanged — a category's count ignores the
 * category filter itself, so it tells what choosing it gives.
 */
export async function findFacets(db: Db, filters: ProductFiltersQuery): Promise<ProductFacets> {
  const all = await compileFilters(db, filters);
  const total =
    rowsOf<{ total: number }>(
      await db.execute(sql`select count(*)::int as total from products p where ${all.where}`),
    )[0]?.total ?? 0;

  const exceptCategories = await compileFilters(db, filters, 'categories');
  const categories = rowsOf<Count>(
    await db.execute(sql`
      select c.name, count(*)::int as count
      from products p
      join product_categories pc on pc.product_id = p.id
      join categories c on c.id = pc.category_id
      where ${exceptCategories.where}
      group by c.name order by c.name`),
  );

  const exceptColors = await compileFilters(db, filters, 'colors');
  const colors = rowsOf<Count>(
    await db.execute(sql`
      select c.color as name, count(*)::int as count
      from products p
      join product_colors pc on pc.product_id = p.id
      join colors c on c.id = pc.color_id
      where ${exceptColors.where}
      group by c.color order by c.color`),
  );
  return { total, categories, colors };
}
