import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, users } from '../db/schema';
import type { CatalogService } from '../catalog/memory-index/catalog-service';
import { avatarUrl } from '../media/urls';
import { defaultMeta, productMeta, sellerMeta, type PageMeta } from './page-meta';

/**
 * The share-preview tags of a client route. Product and seller pages carry their own; an unknown
 * product or seller is marked `found: false` so the page can be answered with a 404 status.
 */
export async function pageMetaForPath(
  db: Db,
  catalog: CatalogService,
  path: string,
  publicUrl: string,
): Promise<{ meta: PageMeta; found: boolean }> {
  const product = /^\/products\/(\d{1,9})\/?$/.exec(path);
  if (product?.[1]) {
    const found = await catalog.product(Number(product[1]));
    return found
      ? { meta: productMeta(found, publicUrl), found: true }
      : { meta: defaultMeta(publicUrl + path), found: false };
  }
  const seller = /^\/seller\/(\d{1,9})\/?$/.exec(path);
  if (seller?.[1]) {
    const id = Number(seller[1]);
    const [user] = await db
      .select({ id: users.id, username: users.username, pictureKey: users.pictureKey })
      .from(users)
      .where(eq(users.id, id));
    if (!user) return { meta: defaultMeta(publicUrl + path), found: false };
    const [listed] = await db
      .select({ n: count() })
      .from(products)
      .where(eq(products.sellerId, id));
    return {
      meta: sellerMeta(
        {
          id: user.id,
          name: user.username,
          productCount: listed?.n ?? 0,
          ...(user.pictureKey ? { image: publicUrl + avatarUrl(user.pictureKey, 400) } : {}),
        },
        publicUrl,
      ),
      found: true,
    };
  }
  return { meta: defaultMeta(publicUrl + path), found: true };
}
