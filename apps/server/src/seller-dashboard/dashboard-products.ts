import { sql, type SQL } from 'drizzle-orm';
import {
  toPage,
  type DashboardProduct,
  type DashboardProductsQuery,
  type Page,
} from '@curio/shared';
import type { UserRow } from '../accounts/user-view';
import { productColumns, toProduct, type ProductRow } from '../catalog/product-queries';
import { escapeLike } from '../db/escape-like';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

function lookupContains(table: 'colors' | 'sizes' | 'categories', pattern: string): SQL {
  switch (table) {
    case 'colors':
      return sql`exists (select 1 from product_colors pc join colors c on c.id = pc.color_id
                         where pc.product_id = p.id and lower(c.color) like ${pattern})`;
    case 'sizes':
      return sql`exists (select 1 from product_sizes ps join sizes s on s.id = ps.size_id
                         where ps.product_id = p.id and lower(s.size) like ${pattern})`;
    case 'categories':
      return sql`exists (select 1 from product_categories pc join categories c on c.id = pc.category_id
                         where pc.product_id = p.id and lower(c.name) like ${pattern})`;
  }
}

/** The dashboard's search: the text in the chosen field, or in any of them for 'all'. */
function searchCondition(search: string, filter: DashboardProductsQuery['filter']): SQL {
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  const byField: Record<Exclude<DashboardProductsQuery['filter'], 'all'>, SQL> = {
    name: sql`lower(p.name) like ${pattern}`,
    description: sql`lower(p.description) like ${pattern}`,
    // Prices as shown in lists (2 decimals): "12" finds 12.00 and 120.50, "12.5" finds 12.50.
    price: sql`to_char(p.price, 'FM999999990.00') like ${`${escapeLike(search)}%`}`,
    category: lookupContains('categories', pattern),
    color: lookupContains('colors', pattern),
    size: lookupContains('sizes', pattern),
    seller: sql`lower(u.username) like ${pattern}`,
  };
  if (filter !== 'all') return byField[filter];
  return sql`(${sql.join(Object.values(byField), sql` or `)})`;
}

/**
 * The dashboard's product list, 25 a page: a seller sees their own products, an admin all of them,
 * each with its recorded views and buy clicks.
 */
export async function findDashboardProducts(
  db: Db,
  user: UserRow,
  query: DashboardProductsQuery,
): Promise<Page<DashboardProduct>> {
  const conditions: SQL[] = [];
  if (user.role !== 'ADMIN') conditions.push(sql`p.seller_id = ${user.id}`);
  if (query.search) conditions.push(searchCondition(query.search, query.filter));
  const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
  const total =
    rowsOf<{ total: number }>(
      await db.execute(sql`select count(*)::int as total
                           from products p join users u on u.id = p.seller_id where ${where}`),
    )[0]?.total ?? 0;
  const rows = rowsOf<ProductRow & { views: number; buy_clicks: number }>(
    await db.execute(sql`
      select ${productColumns},
        (select count(*)::int from events e where e.product_id = p.id and e.type = 'product_view') as views,
        (select count(*)::int from events e where e.product_id = p.id and e.type = 'purchase_click') as buy_clicks
      from products p join users u on u.id = p.seller_id
      where ${where}
      order by p.created_at desc, p.id desc
      limit ${query.size} offset ${query.page * query.size}`),
  );
  return toPage(
    rows.map((row) => ({ ...toProduct(row), views: row.views, buyClicks: row.buy_clicks })),
    query.page,
    query.size,
    total,
  );
}
