import { sql, type SQL } from 'drizzle-orm';
import type { LookupTranslations } from '@curio/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Lookup, Lookups } from './catalog-index';

/** The driver hands jsonb back parsed (node-postgres) or as text (in a union, PGlite may). */
function parseTranslations(value: LookupTranslations | string | null): LookupTranslations {
  if (value === null) return {};
  return typeof value === 'string' ? (JSON.parse(value) as LookupTranslations) : value;
}

/** Products read per statement when loading the whole catalogue. */
const LOAD_CHUNK = 50_000;

/**
 * The lookups and the names of the sellers with products (searched); a lookup's names in the
 * other languages are searched as well ("卫衣" finds the hoodies).
 */
export async function loadLookups(db: Db): Promise<Required<Lookups>> {
  const rows = rowsOf<{
    kind: 'category' | 'color' | 'size' | 'seller';
    id: number;
    name: string;
    translations: LookupTranslations | string | null;
  }>(
    await db.execute(sql`
      select 'category' as kind, id, name, translations from categories
      union all select 'color' as kind, id, color as name, translations from colors
      union all select 'size' as kind, id, size as name, translations from sizes
      union all select 'seller' as kind, id, username as name, null as translations from users u
        where exists (select 1 from products p where p.seller_id = u.id)`),
  );
  const ofKind = (kind: string): Lookup[] =>
    rows
      .filter((row) => row.kind === kind)
      .map(({ id, name, translations }) => {
        const otherNames = Object.values(parseTranslations(translations));
        return otherNames.length > 0 ? { id, name, otherNames } : { id, name };
      });
  return {
    categories: ofKind('category'),
    colors: ofKind('color'),
    sizes: ofKind('size'),
    sellers: ofKind('seller'),
  };
}

/**
 * The indexed facts of the products meeting `where`, as one JSON text of tuples (parsed by the
 * index worker, `parseIndexedProducts`): a million rows go through the driver as 20 strings, and
 * the main thread never parses them.
 */
async function jsonWhere(db: Db, where: SQL): Promise<string> {
  const rows = rowsOf<{ products: string | null }>(
    await db.execute(sql`
      select json_agg(json_build_array(
               p.id, p.name, p.price::float8,
               (extract(epoch from p.created_at) * 1000)::float8, p.seller_id,
               (select array_agg(category_id) from product_categories where product_id = p.id),
               (select array_agg(color_id) from product_colors where product_id = p.id),
               (select array_agg(size_id) from product_sizes where product_id = p.id),
               p.description
             ))::text as products
      from products p where ${where}`),
  );
  return rows[0]?.products ?? '[]';
}

/** The products with these ids (those that still exist), as JSON text. */
export function productsJson(db: Db, ids: number[]): Promise<string> {
  if (ids.length === 0) return Promise.resolve('[]');
  return jsonWhere(db, sql`p.id = any(${`{${ids.join(',')}}`}::int[])`);
}

/** The whole catalogue in chunks of JSON text. */
export async function* allProductsJson(db: Db): AsyncGenerator<string> {
  const [bounds] = rowsOf<{ low: number | null; high: number | null }>(
    await db.execute(sql`select min(id) as low, max(id) as high from products`),
  );
  if (bounds?.low == null || bounds.high == null) return;
  for (let low = bounds.low; low <= bounds.high; low += LOAD_CHUNK) {
    yield await jsonWhere(db, sql`p.id between ${low} and ${low + LOAD_CHUNK - 1}`);
  }
}

/** Where a reader of catalog_changes stands, and the database's clock then (ms). */
export interface ChangeLogPosition {
  /**
   * The oldest transaction still running: every transaction before it has ended, so its changes
   * are either visible now or never will be.
   */
  sinceTx: number;
  readAt: number;
}

export async function changeLogPosition(db: Db): Promise<ChangeLogPosition> {
  const [row] = rowsOf<{ xmin: string; now: number }>(
    await db.execute(
      sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
                 (extract(epoch from clock_timestamp()) * 1000)::float8 as now`,
    ),
  );
  return { sinceTx: Number(row?.xmin ?? 0), readAt: row?.now ?? 0 };
}

/**
 * Which database this is (its cluster's system identifier and its oid), the database's clock (ms)
 * and its number of products: a saved index is for this database only, and holds as many.
 */
export async function databaseFacts(
  db: Db,
): Promise<{ database: string; now: number; products: number }> {
  const [row] = rowsOf<{ database: string; now: number; products: number }>(
    await db.execute(sql`
      select (select system_identifier from pg_control_system())::text || '/' ||
               (select oid from pg_database where datname = current_database())::text as database,
             (extract(epoch from clock_timestamp()) * 1000)::float8 as now,
             (select count(*) from products)::int as products`),
  );
  return {
    database: row?.database ?? '',
    now: row?.now ?? 0,
    products: row?.products ?? 0,
  };
}

export interface CatalogChange {
  id: number;
  /** null: a lookup or a seller's name or picture changed. */
  productId: number | null;
  tx: number;
}

/**
 * The changes written by transactions from `sinceTx` on that are not among `seen`, at most
 * `limit`, and the oldest transaction still running (where the next read must start again: a
 * transaction that began earlier may still commit changes numbered before the ones seen now).
 */
export async function readChanges(
  db: Db,
  sinceTx: number,
  seen: number[],
  limit: number,
): Promise<{ changes: CatalogChange[]; oldestRunning: number; readAt: number }> {
  const rows = rowsOf<{ xmin: string; now: number; changes: string }>(
    await db.execute(sql`
      select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
             (extract(epoch from clock_timestamp()) * 1000)::float8 as now,
             coalesce((
               select json_agg(json_build_array(c.id, c.product_id, c.tx))
               from (select id, product_id, tx from catalog_changes
                     where tx >= ${sinceTx} and not (id = any(${`{${seen.join(',')}}`}::bigint[]))
                     order by id limit ${limit}) c
             ), '[]')::text as changes`),
  );
  const row = rows[0];
  const tuples = JSON.parse(row?.changes ?? '[]') as [number, number | null, number][];
  return {
    oldestRunning: Number(row?.xmin ?? sinceTx),
    readAt: row?.now ?? 0,
    changes: tuples.map(([id, productId, tx]) => ({ id, productId, tx })),
  };
}

/**
 * The products that changes written from `sinceTx` on name and that no longer exist (however many
 * changes there are: the database finds them), and the oldest transaction still running, where
 * the next read starts again.
 */
export async function deletedProducts(
  db: Db,
  sinceTx: number,
): Promise<{ ids: number[]; oldestRunning: number }> {
  const [row] = rowsOf<{ xmin: string; ids: string }>(
    await db.execute(sql`
      select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
             coalesce((
               select json_agg(distinct c.product_id)
               from catalog_changes c
               where c.tx >= ${sinceTx} and c.product_id is not null
                 and not exists (select 1 from products p where p.id = c.product_id)
             ), '[]')::text as ids`),
  );
  return {
    ids: JSON.parse(row?.ids ?? '[]') as number[],
    oldestRunning: Number(row?.xmin ?? sinceTx),
  };
}

/** Forgets changes older than any server still needs (a server that fell further behind reloads). */
export async function pruneChanges(db: Db, olderThanMinutes: number): Promise<void> {
  await db.execute(
    sql`delete from catalog_changes where created_at < now() - make_interval(mins => ${olderThanMinutes})`,
  );
}

/**
 * Notes in catalog_changes a write that changes what the catalogue's pages show without a trigger
 * seeing it (a seller's role or account: whether the seller has a page; a currency rate: the "≈"
 * prices), so that every server's index and cached pages follow it (decision 020).
 */
export async function notePagesChanged(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(sql`insert into catalog_changes (product_id) values (null)`);
}
