/**
 * Loads a deterministic catalogue into a PostgreSQL database for the benchmarks: ~200 sellers,
 * 16 categories, 20 colours, 15 sizes and N products with 1–2 categories, 1–3 colours, 1–5 sizes and
 * 1–3 images each, prices 1–350 and creation dates spread over two years. Names come from the
 * realistic vocabulary (catalog-vocabulary.ts: ~60,000 distinct tokens at 1M products, Zipf-like:
 * brands, product lines, model codes, materials, colours, Chinese names) or, with
 * `--vocabulary simple`, from the ~500 words of per-category lists the earlier figures used.
 *
 *   npx tsx bench/generate-catalog.ts --products 100000 \
 *     [--database-url postgres://postgres@127.0.0.1:5432/curio_bench_100k] [--reset] [--seed 42]
 *     [--vocabulary realistic|simple]
 *
 * The database is created when missing and migrated with the server's own migrations. A database
 * that already holds products is left alone unless --reset, which drops and recreates it (only a
 * database whose name contains "bench"). Rows go in with large `INSERT … SELECT FROM unnest(…)`
 * batches in one transaction, with the tables' triggers off, then the tables are vacuumed and
 * analysed. It
 * prints the names' distinct tokens and the share of the most frequent ones.
 */
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { describeTokens, RealisticNames, TokenCounter } from './catalog-vocabulary';
import { readArgs } from './lib/args';
import {
  ADJECTIVES,
  brandNames,
  CATEGORIES,
  COLORS,
  countLabel,
  parseCount,
  Random,
  SIZES,
  SUFFIXES,
} from './catalog-data';

interface Options {
  products: number;
  databaseUrl: string;
  reset: boolean;
  seed: number;
  sellers: number;
  batch: number;
  vocabulary: 'realistic' | 'simple';
}

function parseArgs(argv: string[]): Options {
  let products = 10_000;
  let databaseUrl: string | undefined;
  let reset = false;
  let seed = 42;
  let sellers = 200;
  let batch = 10_000;
  let vocabulary: Options['vocabulary'] = 'realistic';
  readArgs(argv, (arg, value) => {
    if (arg === '--products') products = parseCount(value());
    else if (arg === '--database-url') databaseUrl = value();
    else if (arg === '--reset') reset = true;
    else if (arg === '--seed') seed = Number(value());
    else if (arg === '--sellers') sellers = parseCount(value());
    else if (arg === '--batch') batch = parseCount(value());
    else if (arg === '--vocabulary') {
      const chosen = value();
      if (chosen !== 'realistic' && chosen !== 'simple') {
        throw new Error('--vocabulary is realistic or simple');
      }
      vocabulary = chosen;
    } else throw new Error(`Unknown argument: ${arg}`);
  });
  if (!Number.isInteger(products) || products < 1) throw new Error('--products must be ≥ 1');
  return {
    products,
    databaseUrl:
      databaseUrl ?? `postgres://postgres@127.0.0.1:5432/curio_bench_${countLabel(products)}`,
    reset,
    seed,
    sellers,
    batch,
    vocabulary,
  };
}

function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name) throw new Error('The database URL must name a database.');
  return name;
}

function maintenanceUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates the database when missing; refuses one with products unless --reset. */
async function prepareDatabase(options: Options): Promise<void> {
  const name = databaseName(options.databaseUrl);
  const exists = await withClient(maintenanceUrl(options.databaseUrl), async (admin) => {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    return found.rowCount === 1;
  });
  if (exists && !options.reset) {
    const productCount = await withClient(options.databaseUrl, async (client) => {
      const table = await client.query<{ t: string | null }>(
        "select to_regclass('public.products')::text as t",
      );
      if (!table.rows[0]?.t) return 0;
      const rows = await client.query<{ n: number }>(
        'select count(*)::int as n from (select 1 from products limit 1) x',
      );
      return rows.rows[0]?.n ?? 0;
    });
    if (productCount > 0) {
      throw new Error(
        `Database ${name} already has products; pass --reset to drop and recreate it.`,
      );
    }
  }
  await withClient(maintenanceUrl(options.databaseUrl), async (admin) => {
    if (exists && options.reset) {
      if (!name.includes('bench')) {
        throw new Error(`--reset only drops benchmark databases (a name with "bench"): ${name}`);
      }
      console.log(`Dropping database ${name}.`);
      await admin.query(`drop database ${quoteIdent(name)} with (force)`);
    }
    if (!exists || options.reset) {
      console.log(`Creating database ${name}.`);
      await admin.query(`create database ${quoteIdent(name)}`);
    }
  });
  const database = await openDatabase({ url: options.databaseUrl, poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

const PLATFORM_LINKS = [
  ['TAOBAO', (id: string) => `https://item.taobao.com/item.htm?id=${id}`],
  ['WEIDIAN', (id: string) => `https://weidian.com/item.html?itemID=${id}`],
  ['ALI_1688', (id: string) => `https://detail.1688.com/offer/${id}.html`],
] as const;

const DAY_MS = 86_400_000;
/** A fixed "now", so that the same seed gives the same rows whenever it runs. */
const NEWEST = Date.UTC(2025, 5, 30, 12, 0, 0);
const SPAN_MS = 730 * DAY_MS;

interface Lookups {
  sellerIds: number[];
  categoryIds: number[];
  colorIds: number[];
  sizeIds: number[];
}

async function insertLookups(client: pg.Client, options: Options): Promise<Lookups> {
  const ids = async (text: string, values: unknown[]) =>
    (await client.query<{ id: number }>(text, values)).rows.map((row) => row.id);
  const sellerNames = Array.from(
    { length: options.sellers },
    (_, i) => `seller${String(i + 1).padStart(4, '0')}`,
  );
  return {
    sellerIds: await ids(
      `insert into users (username, email, role, created_at, updated_at)
       select u, u || '@bench.example.com', 'SELLER', $2::timestamptz, $2::timestamptz
       from unnest($1::text[]) with ordinality as t(u, n) order by n returning id`,
      [sellerNames, new Date(NEWEST - SPAN_MS - DAY_MS).toISOString()],
    ),
    categoryIds: await ids(
      `insert into categories (name) select c from unnest($1::text[]) with ordinality as t(c, n)
       order by n returning id`,
      [CATEGORIES.map((c) => c.name)],
    ),
    colorIds: await ids(
      `insert into colors (color) select c from unnest($1::text[]) with ordinality as t(c, n)
       order by n returning id`,
      [[...COLORS]],
    ),
    sizeIds: await ids(
      `insert into sizes (size, sort_order) select s, n from unnest($1::text[]) with ordinality as t(s, n)
       order by n returning id`,
      [[...SIZES]],
    ),
  };
}

/** Column arrays of one batch, ready for unnest. */
class Batch {
  ids: number[] = [];
  names: string[] = [];
  prices: string[] = [];
  descriptions: string[] = [];
  links: string[] = [];
  platforms: string[] = [];
  sellers: number[] = [];
  created: string[] = [];
  categoryProduct: number[] = [];
  categoryId: number[] = [];
  colorProduct: number[] = [];
  colorId: number[] = [];
  sizeProduct: number[] = [];
  sizeId: number[] = [];
  imageProduct: number[] = [];
  imagePosition: number[] = [];
  imageKey: string[] = [];

  get rows(): number {
    return (
      this.ids.length +
      this.categoryProduct.length +
      this.colorProduct.length +
      this.sizeProduct.length +
      this.imageProduct.length
    );
  }
}

class ProductFactory {
  private readonly random: Random;
  private readonly brands: string[];
  private readonly realistic: RealisticNames | undefined;
  readonly tokens = new TokenCounter();

  constructor(
    seed: number,
    private readonly lookups: Lookups,
    vocabulary: Options['vocabulary'],
  ) {
    this.random = new Random(seed);
    this.brands = brandNames(240, new Random(seed ^ 0x5eed));
    this.realistic = vocabulary === 'realistic' ? new RealisticNames(seed) : undefined;
  }

  name(categoryIndex: number): string {
    const name = this.realistic?.name(categoryIndex) ?? this.simpleName(categoryIndex);
    this.tokens.add(name);
    return name;
  }

  private description(name: string, categoryIndex: number): string {
    const category = CATEGORIES[categoryIndex]?.name ?? '';
    if (this.realistic) return this.realistic.description(name, category);
    return (
      `${name}. ${this.random.pick(ADJECTIVES)} ${category.toLowerCase()} find, ` +
      `ships in ${this.random.int(2, 10)} days.`
    );
  }

  private simpleName(categoryIndex: number): string {
    const r = this.random;
    const words = CATEGORIES[categoryIndex];
    if (!words) throw new Error('unknown category');
    const parts: string[] = [];
    if (r.chance(0.6)) parts.push(r.pick(this.brands));
    if (r.chance(0.8)) parts.push(r.pick(ADJECTIVES));
    if (r.chance(0.6)) parts.push(r.pick(words.modifiers));
    parts.push(r.pick(words.nouns));
    if (r.chance(0.2)) parts.push(r.pick(SUFFIXES));
    return parts.join(' ');
  }

  /** A price in 1–350, most of them cheap, many ending in .99 or .00. */
  price(): string {
    const r = this.random;
    const raw = 1 + 349 * r.next() ** 2.2;
    const whole = Math.floor(raw);
    const cents = r.chance(0.4) ? 99 : r.chance(0.5) ? 0 : r.int(0, 99);
    const value = Math.min(350, Math.max(1, whole + cents / 100));
    return value.toFixed(2);
  }

  add(batch: Batch, id: number): void {
    const r = this.random;
    const { sellerIds, categoryIds, colorIds, sizeIds } = this.lookups;
    const categoryIndexes = r.sample(
      CATEGORIES.map((_, i) => i),
      r.chance(0.35) ? 2 : 1,
    );
    const primary = categoryIndexes[0] ?? 0;
    const name = this.name(primary);
    const [platform, link] = r.pick(PLATFORM_LINKS);
    // Some sellers list far more than others.
    const seller = sellerIds[Math.floor(sellerIds.length * r.next() ** 1.6)] ?? sellerIds[0] ?? 1;
    const created = NEWEST - Math.floor(r.next() * SPAN_MS);

    batch.ids.push(id);
    batch.names.push(name);
    batch.prices.push(this.price());
    batch.descriptions.push(this.description(name, primary));
    batch.platforms.push(platform);
    batch.links.push(link(String(r.int(100_000_000, 999_999_999_999))));
    batch.sellers.push(seller);
    batch.created.push(new Date(created).toISOString());
    for (const index of categoryIndexes) {
      batch.categoryProduct.push(id);
      batch.categoryId.push(categoryIds[index] ?? 0);
    }
    for (const colorId of r.sample(colorIds, r.int(1, 3))) {
      batch.colorProduct.push(id);
      batch.colorId.push(colorId);
    }
    for (const sizeId of r.sample(sizeIds, r.int(1, 5))) {
      batch.sizeProduct.push(id);
      batch.sizeId.push(sizeId);
    }
    const images = r.int(1, 3);
    for (let position = 0; position < images; position++) {
      batch.imageProduct.push(id);
      batch.imagePosition.push(position);
      batch.imageKey.push(r.hex(32));
    }
  }
}

async function insertBatch(client: pg.Client, b: Batch): Promise<void> {
  await client.query(
    `insert into products (id, name, price, description, product_link, platform, seller_id,
                           created_at, updated_at)
     select id, name, price, description, link, platform, seller, created, created
     from unnest($1::int[], $2::text[], $3::numeric[], $4::text[], $5::text[], $6::platform[],
                 $7::int[], $8::timestamptz[])
          as t(id, name, price, description, link, platform, seller, created)`,
    [b.ids, b.names, b.prices, b.descriptions, b.links, b.platforms, b.sellers, b.created],
  );
  await client.query(
    `insert into product_categories (product_id, category_id)
     select * from unnest($1::int[], $2::int[])`,
    [b.categoryProduct, b.categoryId],
  );
  await client.query(
    `insert into product_colors (product_id, color_id) select * from unnest($1::int[], $2::int[])`,
    [b.colorProduct, b.colorId],
  );
  await client.query(
    `insert into product_sizes (product_id, size_id) select * from unnest($1::int[], $2::int[])`,
    [b.sizeProduct, b.sizeId],
  );
  await client.query(
    `insert into product_images (product_id, position, image_key)
     select * from unnest($1::int[], $2::int[], $3::text[])`,
    [b.imageProduct, b.imagePosition, b.imageKey],
  );
}

const seconds = (since: number) => (performance.now() - since) / 1000;
const perSecond = (rows: number, since: number) => Math.round(rows / seconds(since));

/**
 * The tables the load writes; their triggers (catalog_changes since migration 0006) are off during
 * the load.
 */
const CHANGE_TRACKED_TABLES = [
  'products',
  'product_categories',
  'product_colors',
  'product_sizes',
  'product_images',
  'categories',
  'colors',
  'sizes',
];

async function load(options: Options): Promise<void> {
  const started = performance.now();
  await prepareDatabase(options);
  console.log(`Database ready in ${seconds(started).toFixed(1)} s.`);

  await withClient(options.databaseUrl, async (client) => {
    const loadStarted = performance.now();
    let rows = 0;
    await client.query('begin');
    try {
      // Servers read a freshly loaded catalogue whole; a change row per inserted row would only
      // slow the load and be skipped (the changes predate any server's first read).
      for (const table of CHANGE_TRACKED_TABLES) {
        await client.query(`alter table ${table} disable trigger user`);
      }
      const lookups = await insertLookups(client, options);
      const factory = new ProductFactory(options.seed, lookups, options.vocabulary);
      for (let first = 1; first <= options.products; first += options.batch) {
        const batch = new Batch();
        const last = Math.min(options.products, first + options.batch - 1);
        for (let id = first; id <= last; id++) factory.add(batch, id);
        await insertBatch(client, batch);
        rows += batch.rows;
        process.stdout.write(
          `\r  ${last.toLocaleString('en')} / ${options.products.toLocaleString('en')} products, ` +
            `${perSecond(rows, loadStarted).toLocaleString('en')} rows/s   `,
        );
      }
      process.stdout.write('\n');
      await client.query(
        "select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))",
      );
      for (const table of CHANGE_TRACKED_TABLES) {
        await client.query(`alter table ${table} enable trigger user`);
      }
      const loaded = seconds(loadStarted);

      await client.query('commit');
      console.log(
        `Loaded ${options.products.toLocaleString('en')} products (${rows.toLocaleString('en')} rows) ` +
          `in ${loaded.toFixed(1)} s: ${perSecond(options.products, loadStarted).toLocaleString('en')} ` +
          `products/s, ${Math.round(rows / loaded).toLocaleString('en')} rows/s.`,
      );
      console.log(describeTokens(factory.tokens.report()));
    } catch (error) {
      await client.query('rollback');
      throw error;
    }

    const analyseStarted = performance.now();
    // Sets the visibility map too (as autovacuum would soon after a load), then the statistics.
    await client.query('vacuum (analyze)');
    console.log(`VACUUM (ANALYZE) in ${seconds(analyseStarted).toFixed(1)} s.`);
  });
  console.log(
    `Done: ${databaseName(options.databaseUrl)} in ${seconds(started).toFixed(1)} s ` +
      `(seed ${options.seed}, ${options.vocabulary} vocabulary).`,
  );
}

try {
  await load(parseArgs(process.argv.slice(2)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
