import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsDir, pgliteTemplate } from '../paths';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * Runs `task` while no other instance runs its own (a PostgreSQL advisory lock): start-up steps
   * such as migrations, the admin and the demo data, when several instances start together.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it, embedded PGlite. */
  url?: string | undefined;
  /** PGlite's data directory; without it (and without url), an in-memory database. */
  dataDir?: string | undefined;
  /**
   * An in-memory PGlite starts as this copy of a data directory (PGlite's `dumpDataDir`) instead
   * of a new cluster: initdb takes seconds, loading a migrated copy about a second (tests).
   */
  pgliteImage?: Blob | undefined;
  poolSize?: number;
  /** How long a query waits for a free connection before it fails (see isDatabaseBusy). */
  poolTimeoutMs?: number;
  /**
   * PostgreSQL: how long one statement may run, and wait for a lock, before the server cancels it
   * (see isDatabaseTimeout); unset, no limit. Migrations run on a connection without them.
   * PGlite accepts `SET statement_timeout` but never enforces it (one connection, no timer
   * signals in WebAssembly), and no lock wait can happen there: nothing to set.
   */
  statementTimeoutMs?: number | undefined;
  lockTimeoutMs?: number | undefined;
}

/** Any fixed number: the key of the start-up advisory lock. */
const START_UP_LOCK = 720_431_006;

/**
 * True for errors that mean "the database cannot take this now" (every pooled connection busy past
 * the wait, or the server refusing connections): a 503 for the client, not a bug.
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e.message === 'timeout exceeded when trying to connect') return true;
    if (e.message.startsWith('Connection terminated due to connection timeout')) return true;
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code === 'string' && ['ECONNREFUSED', '53300', '57P03'].includes(code)) return true;
  }
  return false;
}

/** PostgreSQL's query_canceled (statement_timeout) and lock_not_available (lock_timeout). */
const TIMEOUT_CODES = new Set(['57014', '55P03']);

/** True when PostgreSQL cancelled a statement that ran, or waited for a lock, too long: a 503. */
export function isDatabaseTimeout(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code === 'string' && TIMEOUT_CODES.has(code)) return true;
  }
  return false;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options)
    : openPglite(options.dataDir, options.pgliteImage);
}

/** Session settings of every pooled connection, sent when it opens. */
function connectionOptions({ statementTimeoutMs, lockTimeoutMs }: DatabaseOptions): string {
  return [
    // JIT compiling a catalogue query cost 250–700 ms in bench/ at 100k products, far more than
    // the query itself: short OLTP queries are better without it.
    '-c jit=off',
    ...(statementTimeoutMs ? [`-c statement_timeout=${Math.round(statementTimeoutMs)}`] : []),
    ...(lockTimeoutMs ? [`-c lock_timeout=${Math.round(lockTimeoutMs)}`] : []),
  ].join(' ');
}

/**
 * PostgreSQL's defaults (128 MB of shared buffers, 64 MB for index builds and VACUUM) size a server
 * of its own; embedded, they live in WebAssembly memory that never shrinks. The catalogue is read
 * from the in-memory index, so 16 MB of buffers hold the working set (bench/memory.ts).
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'maintenance_work_mem=16MB'];

/** The extensions the migrations create: PGlite loads them with the cluster. */
export const PGLITE_EXTENSIONS = { pg_trgm, fuzzystrmatch };

async function openPglite(dataDir: string | undefined, image: Blob | undefined): Promise<Database> {
  // PostgreSQL's WebAssembly is compiled by the baseline compiler only (V8's Liftoff): optimising
  // its hot functions in the background left about 50 MB with the C allocator for good, and ran
  // beside the queries on the same cores. Lookups by key ran faster so, scans about 30 % slower.
  setFlagsFromString('--liftoff-only');
  let dir: string | undefined;
  if (dataDir) {
    dir = join(dataDir, 'pglite');
    // A new data directory starts as a copy of the built empty cluster: initdb inside the server
    // runs a second PostgreSQL instance beside this one (about 700 MB resident at its peak).
    if (!existsSync(join(dir, 'PG_VERSION')) && existsSync(pgliteTemplate)) {
      cpSync(pgliteTemplate, dir, { recursive: true });
    }
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, {
    ...(image && !dir ? { loadDataDir: image } : {}),
    extensions: PGLITE_EXTENSIONS,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])],
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsDir }),
    ping: () => ping(db),
    // One process owns a PGlite directory: nothing to coordinate.
    exclusive: (task) => task(),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // Also the longest wait for a free pooled connection: past it the request gets a 503, not a hang.
    connectionTimeoutMillis: options.poolTimeoutMs ?? 3_000,
    idleTimeoutMillis: 30_000,
    options: connectionOptions(options),
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    // A migration may rewrite a large table: its own connection, without the statement limits.
    migrate: () => migrateAlone(url),
    ping: () => ping(db),
    exclusive: (task) => withAdvisoryLock(url, task),
    close: () => pool.end(),
  };
}

async function migrateAlone(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migratePg(drizzlePg({ client }), { migrationsFolder: migrationsDir });
  } finally {
    await client.end();
  }
}

/** A connection of its own (not from the pool, which the task itself may need). */
async function withAdvisoryLock<T>(url: string, task: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
    return await task();
  } finally {
    // Ending the session releases the lock too.
    await client.end();
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
