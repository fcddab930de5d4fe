import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { products, users } from '../src/db/schema';
import { startServer } from '../src/server';
import { createProduct } from './helpers/fixtures';

const dataDir = mkdtempSync(join(tmpdir(), 'curio-lifecycle-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Embedded mode only: this is about PGlite's files in DATA_DIR surviving a restart.
const config = loadConfig({
  NODE_ENV: 'test',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DEMO_DATA: 'false',
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: join(dataDir, 'none'),
  ADMIN_USERNAME: 'owner',
  ADMIN_EMAIL: 'owner@example.com',
  ADMIN_PASSWORD: 'OwnerPass1',
});

// On the PostgreSQL run this file would only repeat itself: it never uses TEST_DATABASE_URL.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('start, stop and restart', () => {
  it('creates the configured admin and keeps every row across a restart', async () => {
    const first = await startServer(config);
    const [admin] = await first.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'owner@example.com'));
    expect(admin?.role).toBe('ADMIN');
    const productId = await createProduct(first.database.db, {
      sellerId: admin?.id ?? 0,
      name: 'Kept Lamp',
    });
    await first.stop();

    const second = await startServer(config);
    const [kept] = await second.database.db
      .select()
      .from(products)
      .where(eq(products.id, productId));
    expect(kept?.name).toBe('Kept Lamp');
    const admins = await second.database.db.select().from(users).where(eq(users.role, 'ADMIN'));
    expect(admins).toHaveLength(1);
    const address = second.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const res = await fetch(`http://127.0.0.1:${port}/api/products/${productId}`);
    expect(res.status).toBe(200);
    await second.stop();
  });

  it('stops on SIGTERM with exit code 0', async () => {
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'curio-sigterm-')),
        DEMO_DATA: 'false',
        LOG_LEVEL: 'info',
        WEB_DIST_DIR: join(dataDir, 'none'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start: ${output}`)), 30_000);
      child.stdout.on('data', () => {
        if (output.includes('Server listening')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    const started = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(output).toContain('SIGTERM');
  });

  it('stops start-up with one line naming a bad variable', async () => {
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(errors.trim()).toMatch(/^Invalid configuration: PORT /);
    expect(errors.trim().split('\n')).toHaveLength(1);
  });
});
