import { eq } from 'drizzle-orm';
import type { UserRow } from '../accounts/user-view';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { forbidden, notFound } from '../http/errors';

/** The product, when this user may manage it: its seller, or an admin (404, else 403). */
export async function ownedProduct(db: Db, user: Pick<UserRow, 'id' | 'role'>, productId: number) {
  const [product] = await db
    .select({ id: products.id, sellerId: products.sellerId, name: products.name })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound('productNotFound');
  if (product.sellerId !== user.id && user.role !== 'ADMIN') throw forbidden('noPermissionProduct');
  return product;
}
