import { sql, type SQL } from 'drizzle-orm';
import {
  toPage,
  type DashboardProduct,
  type DashboardProductSort,
  type DashboardProductsMatch,
  type DashboardProductsQuery,
  type Page,
} from '@curio/shared';
import type { UserRow } from '../accounts/user-view';
import { productColumns, toProduct, type ProductRow } from '../catalog/product-queries';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { searchCondition } from './dashboard-search';

/** The products of the dashboard (`p`, joined with `u` their sellers) this user sees and searched for. */
export function dashboardProductsWhere(user: UserRow, match: DashboardProductsMatch): SQL {
  const conditions: SQL[] = [];
  if (user.role !== 'ADMIN') conditions.push(sql`p.seller_id = ${user.id}`);
  if (match.search) conditions.push(searchCondition(match.search, match.filter));
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

const viewsOf = sql`(select count(*)::int from events e where e.product_id = p.id and e.type = 'product_view')`;
const clicksOf = sql`(select count(*)::int from events e where e.product_id = p.id and e.type = 'purchase_click')`;

/** The column of each sort; ties go by id, in the same direction, so pages never overlap. */
const SORT_COLUMNS: Record<DashboardProductSort, SQL> = {
  date: sql`p.created_at`,
  name: sql`lower(p.name)`,
  price: sql`p.price`,
  views: sql`views`,
  clicks: sql`buy_clicks`,
};

/**
 * The dashboard's product list, 25 a page: a seller sees their own products, an admin all of them,
 * each with its recorded views and buy clicks.
 */
export async function findDashboardProducts(
  db: Db,
  user: UserRow,
  query: DashboardProductsQuery,
): Promise<Page<DashboardProduct>> {
  const where = dashboardProductsWhere(user, query);
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  const total =
    rowsOf<{ total: number }>(
      await db.execute(sql`select count(*)::int as total
                           from products p join users u on u.id = p.seller_id where ${where}`),
    )[0]?.total ?? 0;
  const rows = rowsOf<ProductRow & { views: number; buy_clicks: number }>(
    await db.execute(sql`
      select ${productColumns},
        ${viewsOf} as views, ${clicksOf} as buy_clicks
      from products p join users u on u.id = p.seller_id
      where ${where}
      order by ${SORT_COLUMNS[query.sort]} ${direction}, p.id ${direction}
      limit ${query.size} offset ${query.page * query.size}`),
  );
  return toPage(
    rows.map((row) => ({ ...toProduct(row), views: row.views, buyClicks: row.buy_clicks })),
    query.page,
    query.size,
    total,
  );
}
