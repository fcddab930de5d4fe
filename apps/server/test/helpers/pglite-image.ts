import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { PGLITE_EXTENSIONS } from '../../src/db/client';
import { migrationsDir } from '../../src/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated, empty PGlite data directory (see below); '' on PostgreSQL. */
    pgliteImage: string;
  }
}

/**
 * Vitest's global set-up: one empty, migrated PGlite cluster for the whole run, dumped to a file.
 * Every test database starts as a copy of it (test-database.ts): initdb and the migrations took
 * about 5 s for each of the suite's databases, loading the copy about 1 s.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteImage', '');
    return () => undefined;
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migrate(drizzle({ client }), { migrationsFolder: migrationsDir });
  const image = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), 'curio-pglite-image-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
