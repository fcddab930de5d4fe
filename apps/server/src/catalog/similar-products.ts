import { sql } from 'drizzle-orm';
import { LIMITS, type Product } from '@curio/shared';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { findProductsByIds } from './product-queries';

/**
 * At most 12 products that share at least one category and at least one colour with the product,
 * never the product itself; most shared categories and colours first, then newest (storefront §5).
 */
export async function findSimilarProducts(db: Db, productId: number): Promise<Product[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      with mine_categories as (select category_id from product_categories where product_id = ${productId}),
           mine_colors as (select color_id from product_colors where product_id = ${productId}),
           shared_categories as (
             select product_id, count(*) as n from product_categories
             where category_id in (select category_id from mine_categories) and product_id <> ${productId}
             group by product_id),
           shared_colors as (
             select product_id, count(*) as n from product_colors
             where color_id in (select color_id from mine_colors) and product_id <> ${productId}
             group by product_id)
      select p.id
      from shared_categories sc
      join shared_colors sco on sco.product_id = sc.product_id
      join products p on p.id = sc.product_id
      order by sc.n + sco.n desc, p.created_at desc, p.id desc
      limit ${LIMITS.similarProductsCap}`),
  );
  return findProductsByIds(
    db,
    rows.map((row) => row.id),
  );
}
