import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { loadSecrets } from '../../src/secrets';
import { createPostgresDatabase } from './test-database';

/**
 * Instances of the server on one new PostgreSQL database (at `url`), as behind a load balancer: each with a
 * data folder of its own and the secret they share. `close` ends them and drops the database.
 */
export async function serversOnOneDatabase(adminUrl: string) {
  const { url, drop } = await createPostgresDatabase(adminUrl);
  const migrating = await openDatabase({ url, poolSize: 1 });
  await migrating.migrate();
  await migrating.close();
  const opened: { app: FastifyInstance; database: Database; dataDir: string }[] = [];

  /**
   * One more server with `env` added to its settings; `prepare` may fill its data folder first
   * and answer settings naming it.
   */
  async function start(
    env: Record<string, string>,
    prepare?: (dataDir: string) => Record<string, string>,
  ): Promise<FastifyInstance> {
    const dataDir = mkdtempSync(join(tmpdir(), 'curio-instance-'));
    const named = prepare?.(dataDir);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      JWT_SECRET: 'a-secret-shared-by-both-servers-of-this-test',
      ...env,
      ...named,
    });
    const database = await openDatabase({ url, poolSize: 3 });
    const app = await buildApp({ config, database, secrets: loadSecrets(config), logger: false });
    await app.ready();
    opened.push({ app, database, dataDir });
    return app;
  }

  async function close(): Promise<void> {
    for (const { app, database, dataDir } of opened) {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    await drop();
  }

  return { url, start, close };
}
