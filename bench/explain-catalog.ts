/**
 * Shows the SQL the server runs for a catalogue URL, each statement with its time, and optionally
 * its `EXPLAIN (ANALYZE, BUFFERS)` plan — the catalogue's own query code is called with a database
 * handle that records every statement, so what is explained is exactly what the server sends.
 *
 *   npx tsx bench/explain-catalog.ts [--database-url postgres://…/curio_bench_100k] [--explain] [--inline] \
 *     [--repeat 5] "/api/products?page=400&size=50" "/api/products/facets?colors=Black" \
 *     "/api/products?name=hoodei" /api/products/123/similar
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { productFiltersQuerySchema, productListQuerySchema } from '@curio/shared';
import type { Db } from '../apps/server/src/db/client';
import { openDatabase } from '../apps/server/src/db/client';
import { findFacets } from '../apps/server/src/catalog/facets';
import { findProductById, findProductPage } from '../apps/server/src/catalog/product-queries';
import { findSimilarProducts } from '../apps/server/src/catalog/similar-products';

interface Options {
  databaseUrl: string;
  explain: boolean;
  /** Print each statement with its parameters written in, ready for psql. */
  inline: boolean;
  repeat: number;
  urls: string[];
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    databaseUrl: 'postgres://postgres@127.0.0.1:5432/curio_bench_100k',
    explain: false,
    inline: false,
    repeat: 1,
    urls: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--database-url') options.databaseUrl = argv[++i] ?? '';
    else if (arg === '--explain') options.explain = true;
    else if (arg === '--inline') options.inline = true;
    else if (arg === '--repeat') options.repeat = Number(argv[++i]);
    else options.urls.push(arg);
  }
  return options;
}

interface Statement {
  text: string;
  params: unknown[];
  ms: number;
}

/** The statement with its parameters as literals ($10 before $1), for pasting into psql. */
function inlined(text: string, params: unknown[]): string {
  let out = text;
  for (let i = params.length; i >= 1; i--) {
    const value = params[i - 1];
    const literal =
      typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
    out = out.split(`$${i}`).join(literal);
  }
  return out;
}

/** The same database with `execute` timed and recorded. */
function recording(db: Db, log: Statement[]): Db {
  const dialect = new PgDialect();
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
      return async (query: SQL) => {
        const { sql: text, params } = dialect.sqlToQuery(query);
        const started = performance.now();
        const result = await target.execute(query);
        log.push({ text, params, ms: performance.now() - started });
        return result;
      };
    },
  });
}

async function call(db: Db, url: string): Promise<unknown> {
  const parsed = new URL(url, 'http://localhost');
  const query = Object.fromEntries(parsed.searchParams);
  const similar = /^\/api\/products\/(\d+)\/similar$/.exec(parsed.pathname);
  if (similar) {
    const id = Number(similar[1]);
    await findProductById(db, id);
    return findSimilarProducts(db, id);
  }
  if (parsed.pathname === '/api/products/facets') {
    return findFacets(db, productFiltersQuerySchema.parse(query));
  }
  if (parsed.pathname === '/api/products') {
    return findProductPage(db, productListQuerySchema.parse(query));
  }
  throw new Error(`Not a catalogue URL: ${url}`);
}

const options = parseArgs(process.argv.slice(2));
const database = await openDatabase({ url: options.databaseUrl, poolSize: 2 });
const explainer = new pg.Client({ connectionString: options.databaseUrl });
await explainer.connect();
try {
  for (const url of options.urls) {
    let log: Statement[] = [];
    const totals: number[] = [];
    for (let i = 0; i < options.repeat; i++) {
      log = [];
      const started = performance.now();
      await call(recording(database.db, log), url);
      totals.push(performance.now() - started);
    }
    totals.sort((a, b) => a - b);
    console.log(
      `\n=== ${url}: ${log.length} statements, ${(totals[Math.floor(totals.length / 2)] ?? 0).toFixed(1)} ms (median of ${options.repeat})`,
    );
    for (const statement of log) {
      console.log(`\n-- ${statement.ms.toFixed(1)} ms, params ${JSON.stringify(statement.params)}`);
      const text = options.inline ? inlined(statement.text, statement.params) : statement.text;
      console.log(text.replace(/\s+/g, ' ').trim());
      if (options.explain) {
        const plan = await explainer.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${statement.text}`,
          statement.params,
        );
        console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
    }
  }
} finally {
  await explainer.end();
  await database.close();
}
