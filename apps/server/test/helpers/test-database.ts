import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseOptions } from '../../src/db/client';

export interface TestDatabase {
  database: Database;
  /** Closes the connection and drops the throwaway PostgreSQL database. */
  dispose: () => Promise<void>;
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty PostgreSQL database (not migrated), for servers started by a test. */
export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `curio_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * An empty, migrated database: in-memory PGlite by default, a new PostgreSQL database when
 * TEST_DATABASE_URL (an admin connection URL) is set.
 */
export async function createTestDatabase(
  pool: Pick<DatabaseOptions, 'poolSize' | 'poolTimeoutMs'> = {},
): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // The migrated cluster of the run's global set-up (pglite-image.ts), else a new one.
    const imageFile = inject('pgliteImage');
    const pgliteImage = imageFile ? new Blob([readFileSync(imageFile)]) : undefined;
    const database = await openDatabase({ pgliteImage });
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  const { url, drop } = await createPostgresDatabase(adminUrl);
  const database = await openDatabase({ url, poolSize: 5, ...pool });
  await database.migrate();
  return {
    database,
    async dispose() {
      await database.close();
      await drop();
    },
  };
}
