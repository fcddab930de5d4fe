import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@curio/shared';
import { loadConfig } from '../src/config';
import { startServer, type RunningServer } from '../src/server';
import { bearer, tokenFor } from './helpers/auth';
import { createProduct, createUser } from './helpers/fixtures';
import { createPostgresDatabase } from './helpers/test-database';

// Statement and lock timeouts are PostgreSQL's (PGlite accepts the settings and ignores them).
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) console.warn('database-timeouts.test.ts skipped: it runs in `npm run test:pg`.');

/**
 * The server as `npm start` runs it, on its own PostgreSQL database, with short limits; another
 * connection holds `products` locked while the API reads it.
 */
describe.skipIf(!adminUrl).each([
  {
    limit: 'the lock wait (DATABASE_LOCK_TIMEOUT_MS)',
    env: { DATABASE_LOCK_TIMEOUT_MS: '300', DATABASE_STATEMENT_TIMEOUT_MS: '20000' },
  },
  {
    limit: 'the statement (DATABASE_STATEMENT_TIMEOUT_MS)',
    env: { DATABASE_LOCK_TIMEOUT_MS: '20000', DATABASE_STATEMENT_TIMEOUT_MS: '300' },
  },
])('a table locked past $limit', ({ env }) => {
  let dataDir = '';
  let drop: () => Promise<void> = async () => undefined;
  let url = '';
  let server: RunningServer;
  let token = '';
  let productId = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'curio-timeouts-'));
    ({ url, drop } = await createPostgresDatabase(adminUrl ?? ''));
    server = await startServer(
      loadConfig({
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        DEMO_DATA: 'false',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: join(dataDir, 'none'),
        ...env,
      }),
    );
    const user = await createUser(server.database.db, { role: 'SELLER' });
    token = await tokenFor(server.app, server.database.db, user.id);
    productId = await createProduct(server.database.db, { sellerId: user.id });
  });

  afterAll(async () => {
    await server.stop();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const favourite = () =>
    server.app.inject({
      method: 'POST',
      url: `/api/favorites/${productId}`,
      headers: bearer(token),
    });

  it('answers 503 in the error format, then works once the lock is gone', async () => {
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table products in access exclusive mode');
      const res = await favourite();
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({
        status: 503,
        code: 'databaseTimedOut',
        message: MESSAGES.databaseTimedOut,
      });
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    const after = await favourite();
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json()).toEqual({ productId, favorited: true });
  });
});
