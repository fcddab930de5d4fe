import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { SHORT_LINK_HOSTS } from '@curio/shared';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Database, Db } from '../../src/db/client';
import { loadSecrets } from '../../src/secrets';
import { startS3rver, type MediaBackend } from './media-backends';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Db;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** A built web app to serve: file path (relative to the dist folder) → content. */
  webFiles?: Record<string, string | Uint8Array>;
  /** The app's logger (none by default), e.g. a trace-level one writing to a test's stream. */
  logger?: FastifyServerOptions['logger'];
  /** Where media go: DATA_DIR/media (the default) or a bucket on an s3rver started for this app. */
  media?: MediaBackend;
}

/** The real app on a throwaway database and data folder, for `app.inject` tests. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'curio-test-'));
  const webDir = join(dataDir, 'web');
  for (const [path, content] of Object.entries(options.webFiles ?? {})) {
    mkdirSync(join(webDir, path, '..'), { recursive: true });
    writeFileSync(join(webDir, path), content);
  }
  const s3 = options.media === 'S3 (s3rver)' ? await startS3rver() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    WEB_DIST_DIR: webDir,
    AUTH_RATE_LIMIT: '1000',
    // Fixtures write straight to the database: every read looks for them.
    CATALOG_SYNC_MS: '0',
    // Share links are never followed onto the internet: a closed local port refuses them at once.
    SHORT_LINK_ADDRESSES: Object.keys(SHORT_LINK_HOSTS)
      .map((host) => `${host}=http://127.0.0.1:9`)
      .join(','),
    ...s3?.env,
    ...env,
  });
  const { database, dispose } = await createTestDatabase();
  const app = await buildApp({
    config,
    database,
    secrets: loadSecrets(config),
    logger: options.logger ?? false,
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    dataDir,
    async close() {
      await app.close();
      await dispose();
      await s3?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
