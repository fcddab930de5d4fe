import { sql, type SQL } from 'drizzle-orm';
import {
  LIMITS,
  type BulkProductAction,
  type BulkProductSelection,
  type BulkProductsReply,
} from '@curio/shared';
import type { UserRow } from '../accounts/user-view';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { badRequest, forbidden, notFound } from '../http/errors';
import { dashboardProductsWhere } from './dashboard-products';
import { releaseImages } from './image-cleanup';
import { findCategory } from './lookup-names';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

interface Selected {
  id: number;
  seller_id: number;
}

export interface BulkOutcome extends BulkProductsReply {
  /** Images the deleted products used: their files go once no product uses them. */
  releasedImages: string[];
  /** The selected products of other sellers (an admin's action on them is audited). */
  othersProductIds: number[];
}

/**
 * The selected products, locked for the transaction. Ids must all be products this user may
 * change (their own; any for an admin); "all matching" is the dashboard search's own rows.
 */
async function selectedProducts(
  tx: Transaction,
  user: UserRow,
  selection: BulkProductSelection,
): Promise<Selected[]> {
  if (selection.by === 'matching') {
    // One more than the limit tells "too many" without reading a whole large catalogue.
    const rows = rowsOf<Selected>(
      await tx.execute(sql`select p.id, p.seller_id from products p join users u on u.id = p.seller_id
                           where ${dashboardProductsWhere(user, selection)}
                           order by p.id limit ${LIMITS.bulkProductsMax + 1} for update of p`),
    );
    if (rows.length > LIMITS.bulkProductsMax) throw badRequest('bulkTooManyMatching');
    return rows;
  }
  const ids = sql.join(
    selection.ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<Selected>(
    await tx.execute(sql`select p.id, p.seller_id from products p
                         where p.id in (${ids}) order by p.id for update`),
  );
  if (rows.length < selection.ids.length) throw notFound('productNotFound');
  if (user.role !== 'ADMIN' && rows.some((row) => row.seller_id !== user.id)) {
    throw forbidden('noPermissionProduct');
  }
  return rows;
}

/** The category named in any language (as the import reads names). */
async function categoryId(tx: Transaction, name: string): Promise<number> {
  const found = await findCategory(tx, name);
  if (!found)
    throw badRequest('unknownLookup', { 'action.category': 'unknownLookup' }, { value: name });
  return found.id;
}

function countOf(rows: { count: number }[]): number {
  return rows[0]?.count ?? 0;
}

/** Runs the action on the products; answers how many it changed. */
async function apply(
  tx: Transaction,
  action: BulkProductAction,
  inSelection: SQL,
): Promise<{ changed: number; releasedImages: string[] }> {
  switch (action.type) {
    case 'delete': {
      const images = rowsOf<{ key: string }>(
        await tx.execute(
          sql`select image_key as key from product_images where product_id in (${inSelection})`,
        ),
      ).map((row) => row.key);
      const deleted = rowsOf<{ id: number }>(
        await tx.execute(sql`delete from products where id in (${inSelection}) returning id`),
      );
      await releaseImages(tx, images);
      return { changed: deleted.length, releasedImages: images };
    }
    case 'addCategory': {
      const category = await categoryId(tx, action.category);
      const added = rowsOf<{ product_id: number }>(
        await tx.execute(sql`insert into product_categories (product_id, category_id)
                             select id, ${category} from products where id in (${inSelection})
                             on conflict do nothing returning product_id`),
      );
      return { changed: added.length, releasedImages: [] };
    }
    case 'removeCategory': {
      const category = await categoryId(tx, action.category);
      // A product keeps at least one category (the product form's rule): none is left without.
      const lastOnes = countOf(
        rowsOf<{ count: number }>(
          await tx.execute(sql`select count(*)::int as count from product_categories pc
                               where pc.category_id = ${category} and pc.product_id in (${inSelection})
                               and not exists (select 1 from product_categories other
                                 where other.product_id = pc.product_id and other.category_id <> ${category})`),
        ),
      );
      if (lastOnes > 0)
        throw badRequest('bulkLastCategory', undefined, { count: String(lastOnes) });
      const removed = rowsOf<{ product_id: number }>(
        await tx.execute(sql`delete from product_categories
                             where category_id = ${category} and product_id in (${inSelection})
                             returning product_id`),
      );
      return { changed: removed.length, releasedImages: [] };
    }
    case 'changePrice': {
      // numeric arithmetic, exact; round() on numeric rounds half away from zero (half-up here).
      const newPrice =
        action.by === 'amount'
          ? sql`round(price + ${String(action.value)}::numeric, 2)`
          : sql`round(price * (100 + ${String(action.value)}::numeric) / 100, 2)`;
      const outside = countOf(
        rowsOf<{ count: number }>(
          await tx.execute(sql`select count(*)::int as count from products
                               where id in (${inSelection})
                               and (${newPrice} < ${String(LIMITS.productPriceMin)}::numeric
                                 or ${newPrice} > ${String(LIMITS.productPriceMax)}::numeric)`),
        ),
      );
      if (outside > 0)
        throw badRequest('bulkPriceOutOfRange', undefined, { count: String(outside) });
      const updated = rowsOf<{ id: number }>(
        await tx.execute(sql`update products set price = ${newPrice}, updated_at = now()
                             where id in (${inSelection}) returning id`),
      );
      return { changed: updated.length, releasedImages: [] };
    }
  }
}

/** One bulk action on the selected products, in one transaction: all of them change, or none. */
export async function runBulkAction(
  db: Db,
  user: UserRow,
  selection: BulkProductSelection,
  action: BulkProductAction,
): Promise<BulkOutcome> {
  return db.transaction(async (tx) => {
    const rows = await selectedProducts(tx, user, selection);
    if (rows.length === 0)
      return { selected: 0, changed: 0, releasedImages: [], othersProductIds: [] };
    const inSelection = sql.join(
      rows.map((row) => sql`${row.id}`),
      sql`, `,
    );
    const { changed, releasedImages } = await apply(tx, action, inSelection);
    return {
      selected: rows.length,
      changed,
      releasedImages,
      othersProductIds: rows.filter((row) => row.seller_id !== user.id).map((row) => row.id),
    };
  });
}
