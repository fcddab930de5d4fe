import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@curio/shared';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { isDatabaseBusy } from '../src/db/client';
import { loadSecrets } from '../src/secrets';
import { bearer, tokenFor } from './helpers/auth';
import { createUser } from './helpers/fixtures';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

// A pool only exists with PostgreSQL (PGlite is one connection, queued in process).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres) console.warn('database-pool.test.ts skipped: it runs in `npm run test:pg`.');

const POOL_SIZE = 2;
const POOL_TIMEOUT_MS = 500;
let dataDir = '';
let test: TestDatabase;
let app: FastifyInstance;
let token: string;

describe.skipIf(!onPostgres)('a busy connection pool', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'curio-pool-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      WEB_DIST_DIR: join(dataDir, 'web'),
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      DATABASE_POOL_TIMEOUT_MS: String(POOL_TIMEOUT_MS),
    });
    test = await createTestDatabase({
      poolSize: config.databasePool.size,
      poolTimeoutMs: config.databasePool.timeoutMs,
    });
    app = await buildApp({
      config,
      database: test.database,
      secrets: loadSecrets(config),
      logger: false,
    });
    await app.ready();
    const user = await createUser(test.database.db);
    token = await tokenFor(app, test.database.db, user.id);
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every pooled connection busy for that many seconds. (A Drizzle query runs once awaited.) */
  const holdEveryConnection = (seconds: number) =>
    Promise.all(
      Array.from({ length: POOL_SIZE }, async () => {
        await test.database.db.execute(sql`select pg_sleep(${seconds})`);
      }),
    );

  const whoAmI = () =>
    app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(token) });

  it('answers 503 with the standard body once the wait for a connection passes, then recovers', async () => {
    const holders = holdEveryConnection(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    const res = await whoAmI();
    const waited = performance.now() - started;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 503,
      code: 'serviceUnavailable',
      message: MESSAGES.serviceUnavailable,
    });
    expect(waited).toBeGreaterThanOrEqual(POOL_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(POOL_TIMEOUT_MS + 1_000);
    console.log(
      `Pool of ${POOL_SIZE} busy, wait limit ${POOL_TIMEOUT_MS} ms: 503 after ${Math.round(waited)} ms.`,
    );
    await holders;
    expect((await whoAmI()).statusCode).toBe(200);
  });

  it('recognises the wait timeout of a transaction too (a 503, not a 500)', async () => {
    const holders = holdEveryConnection(1.5);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const failure = await test.database.db
      .transaction(async (tx) => tx.execute(sql`select 1`))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isDatabaseBusy(failure)).toBe(true);
    expect(isDatabaseBusy(new Error('syntax error at or near "select"'))).toBe(false);
    await holders;
  });
});
