import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';

export interface TestDatabase {
  database: Database;
  /** Closes the connection and drops the throwaway PostgreSQL database. */
  dispose: () => Promise<void>;
}

/**
 * An empty, migrated database: in-memory PGlite by default, a new PostgreSQL database when
 * TEST_DATABASE_URL (an admin connection URL) is set.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({});
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  const name = `curio_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  await database.migrate();
  return {
    database,
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
