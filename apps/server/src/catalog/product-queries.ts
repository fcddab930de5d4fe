import { sql } from 'drizzle-orm';
import { productImageUrls, type Product } from '@curio/shared';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { avatarUrl } from '../media/urls';

export interface ProductRow {
  id: number;
  name: string;
  price: number;
  description: string;
  product_link: string | null;
  platform: Product['platform'];
  created_at: Date | string;
  updated_at: Date | string;
  seller_id: number;
  seller_username: string;
  seller_picture_key: string | null;
  colors: string[] | null;
  sizes: string[] | null;
  categories: string[] | null;
  image_keys: string[] | null;
}

/** One round trip: each product with its seller, lookups and images (PGlite runs one query at a time). */
export const productColumns = sql`
  p.id, p.name, p.price::float8 as price, p.description, p.product_link, p.platform,
  p.created_at, p.updated_at,
  u.id as seller_id, u.username as seller_username, u.picture_key as seller_picture_key,
  array(select c.color from product_colors pc join colors c on c.id = pc.color_id
        where pc.product_id = p.id order by c.color) as colors,
  array(select s.size from product_sizes ps join sizes s on s.id = ps.size_id
        where ps.product_id = p.id order by s.sort_order, s.size) as sizes,
  array(select c.name from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = p.id order by c.name) as categories,
  array(select pi.image_key from product_images pi
        where pi.product_id = p.id order by pi.position) as image_keys`;

function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toProduct(row: ProductRow): Product {
  const images = (row.image_keys ?? []).map((key) => productImageUrls(key));
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    description: row.description,
    productLink: row.product_link,
    platform: row.platform,
    sizes: row.sizes ?? [],
    colors: row.colors ?? [],
    categories: row.categories ?? [],
    imageUrl: images[0]?.detail ?? null,
    imageUrls: images.map((image) => image.detail),
    images,
    user: {
      id: row.seller_id,
      username: row.seller_username,
      profilePicture: row.seller_picture_key
        ? { pictureUrl: avatarUrl(row.seller_picture_key, 100) }
        : null,
    },
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** Products by id, in the order of the ids given; unknown ids are left out. */
export async function findProductsByIds(db: Db, ids: number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<ProductRow>(
    await db.execute(sql`
      select ${productColumns}
      from products p join users u on u.id = p.seller_id
      where p.id in (${idList})`),
  );
  const byId = new Map(rows.map((row) => [row.id, toProduct(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findProductById(db: Db, id: number): Promise<Product | undefined> {
  return (await findProductsByIds(db, [id]))[0];
}
