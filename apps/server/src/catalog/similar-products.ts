import { sql } from 'drizzle-orm';
import { LIMITS, type Product } from '@curio/shared';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { findProductsByIds } from './product-queries';

/**
 * At most 12 products that share at least one category and at least one colour with the product,
 * never the product itself; most shared categories and colours first, then newest (storefront §5).
 *
 * The candidates are restricted before anything is counted: the product's category posting lists
 * (product_categories_category_idx) are joined to its colour posting lists
 * (product_colors_color_idx) on product id, both index-only, so only products sharing a category
 * AND a colour come out (about 3% of the catalogue), each with its shared categories and colours.
 * The creation date is then read for those candidates alone, through the primary key.
 */
export async function findSimilarProducts(db: Db, productId: number): Promise<Product[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select shared.product_id as id
      from (
        select pc.product_id,
               count(distinct pc.category_id) + count(distinct pcl.color_id) as overlap
        from product_categories pc
        join product_colors pcl on pcl.product_id = pc.product_id
        where pc.category_id in (select category_id from product_categories where product_id = ${productId})
          and pcl.color_id in (select color_id from product_colors where product_id = ${productId})
          and pc.product_id <> ${productId}
        group by pc.product_id
      ) shared
      order by shared.overlap desc,
               (select p.created_at from products p where p.id = shared.product_id) desc,
               shared.product_id desc
      limit ${LIMITS.similarProductsCap}`),
  );
  return findProductsByIds(
    db,
    rows.map((row) => row.id),
  );
}
