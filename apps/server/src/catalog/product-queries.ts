import { sql, type SQL } from 'drizzle-orm';
import {
  productImageUrls,
  type Page,
  type Product,
  type ProductListQuery,
  type ProductSort,
  toPage,
} from '@curio/shared';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { avatarUrl } from '../media/urls';
import { compileFilterParts, whereOf } from './product-filters';
import { escapeLike } from './search-terms';

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

/**
 * The columns are NOT NULL, so NULLS LAST changes no result; it is spelt out because
 * products_created_idx is (created_at DESC NULLS LAST, id DESC NULLS LAST) and a plain DESC means
 * NULLS FIRST, which the planner cannot read from that index (it sorted the whole table instead).
 */
const ORDER_BY: Record<Exclude<ProductSort, 'relevance'>, SQL> = {
  newest: sql`p.created_at desc nulls last, p.id desc nulls last`,
  price_asc: sql`p.price asc, p.id asc`,
  price_desc: sql`p.price desc, p.id desc`,
  name: sql`lower(p.name) asc, p.id asc`,
};

/** Exact substring matches first, then by trigram similarity, then newest. */
function relevance(search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  return sql`(lower(p.name) like ${pattern}) desc, similarity(lower(p.name), ${search}) desc,
             p.created_at desc, p.id desc`;
}

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

/**
 * A page of products (storefront §5). The page is chosen on ids alone and only its rows get their
 * columns, seller, lookups and images: OFFSET still reads the rows it skips, and with the columns
 * in the same select list PostgreSQL would build the four arrays for every skipped row too.
 *
 * With a search or a category or colour filter, the matching set is small next to the catalogue and
 * costly to find (and a search ranks all of it anyway), so it is found once, as ids (index-only
 * semi-joins), and both the total and the page come from it. Not a window count: that made the
 * planner walk the whole of products_created_idx to avoid a sort, fetching every row. Without
 * those filters the count is an index-only scan and the page an index walk that stops after the
 * page: two statements, cheaper than one that must read every match.
 */
export async function findProductPage(db: Db, query: ProductListQuery): Promise<Page<Product>> {
  const parts = await compileFilterParts(db, query);
  const where = whereOf(parts);
  const { search } = parts;
  const sort = query.sort ?? (search ? 'relevance' : 'newest');
  const orderBy =
    sort === 'relevance' ? (search ? relevance(search) : ORDER_BY.newest) : ORDER_BY[sort];
  const offset = query.page * query.size;
  const count = async () =>
    rowsOf<{ total: number }>(
      await db.execute(sql`select count(*)::int as total from products p where ${where}`),
    )[0]?.total ?? 0;
  const pageOf = (ids: SQL) =>
    db.execute(sql`
      select ${productColumns}, page.total
      from (${ids}) page
      join products p on p.id = page.id
      join users u on u.id = p.seller_id
      order by ${orderBy}`);

  const selective =
    search !== undefined || parts.categoryIds !== undefined || parts.colorIds !== undefined;
  if (selective) {
    const rows = rowsOf<ProductRow & { total: number }>(
      await pageOf(sql`
        with matched as materialized (select p.id from products p where ${where})
        select p.id, (select count(*) from matched)::int as total
        from products p where p.id in (select id from matched)
        order by ${orderBy} limit ${query.size} offset ${offset}`),
    );
    // No row: nothing matches, or the page is past the last one (then count to tell the total).
    const total = rows[0]?.total ?? (offset > 0 ? await count() : 0);
    return toPage(rows.map(toProduct), query.page, query.size, total);
  }
  const total = await count();
  const content =
    offset < total
      ? rowsOf<ProductRow>(
          await pageOf(sql`
            select p.id, ${total}::int as total
            from products p where ${where}
            order by ${orderBy} limit ${query.size} offset ${offset}`),
        ).map(toProduct)
      : [];
  return toPage(content, query.page, query.size, total);
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
