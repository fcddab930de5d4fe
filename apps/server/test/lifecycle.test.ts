import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@curio/shared';
import { loadConfig } from '../src/config';
import { products, users } from '../src/db/schema';
import { startServer } from '../src/server';
import { createProduct } from './helpers/fixtures';
import { requestCompletedLater, runLoad, sendRequest } from './helpers/http-load';
import { photo } from './helpers/images';
import { multipartBody } from './helpers/multipart';
import { signInThrough, startServerProcess, stopServerProcess } from './helpers/server-process';

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

  it('finishes requests in flight on SIGTERM under load, answers 503 to new ones, exits 0 in < 10 s', async () => {
    const port = 3402;
    const server = await startServerProcess(port, {
      DATA_DIR: join(dataDir, 'drain'),
      ADMIN_USERNAME: 'owner',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'OwnerPass1',
      LOG_LEVEL: 'info',
    });
    const token = await signInThrough(server.url, 'owner', 'OwnerPass1');
    let stopLoad: () => void = () => undefined;
    const load = runLoad(
      port,
      ['/api/health', '/api/products?size=5', '/api/health/live'],
      6,
      new Promise<void>((resolve) => (stopLoad = resolve)),
    );
    await sleep(1_000);

    // Uploads whose bodies are half sent when the signal comes: in flight, they must finish.
    let finishUploads: () => void = () => undefined;
    const uploadsMayFinish = new Promise<void>((resolve) => (finishUploads = resolve));
    const bodies = await Promise.all(
      [0, 1].map(async (i) =>
        multipartBody([
          {
            field: 'files',
            filename: `p${i}.png`,
            contentType: 'image/png',
            bytes: await photo('png', 300 + i, 300),
          },
        ]),
      ),
    );
    const uploads = Promise.all(
      bodies.map((body) =>
        sendRequest(port, {
          method: 'POST',
          path: '/api/products/images/upload',
          headers: { ...body.headers, authorization: `Bearer ${token}` },
          body: body.payload,
          hold: uploadsMayFinish,
        }),
      ),
    );
    // A connection that is busy (half a request head) when the signal comes; the request is new.
    let completeHead: () => void = () => undefined;
    const lateRequest = requestCompletedLater(
      port,
      '/api/health',
      new Promise<void>((resolve) => (completeHead = resolve)),
    );
    await sleep(300);

    const signalledAt = Date.now();
    const stopped = stopServerProcess(server);
    await sleep(100);
    completeHead();
    await sleep(900);
    finishUploads();
    const { code, ms } = await stopped;
    await sleep(200);
    stopLoad();
    const outcomes = await load;

    expect(code, server.output()).toBe(0);
    expect(ms).toBeLessThan(10_000);
    expect(server.output()).toContain('SIGTERM: finishing in-flight requests');
    const standard503 = {
      status: 503,
      code: 'serviceUnavailable',
      message: MESSAGES.serviceUnavailable,
    };
    for (const upload of await uploads) {
      expect(upload.status, upload.body ?? upload.error).toBe(200);
      expect(JSON.parse(upload.body ?? '')).toMatchObject({ imageUrls: [expect.any(String)] });
    }
    const late = await lateRequest;
    expect(late).toMatchObject({ status: 503, connection: 'close' });
    expect(JSON.parse(late.body ?? '')).toEqual(standard503);

    const before = outcomes.filter((o) => o.startedAt < signalledAt);
    const after = outcomes.filter((o) => o.startedAt >= signalledAt);
    // Every request sent before the signal got a whole answer.
    expect(before.filter((o) => o.error)).toEqual([]);
    expect(before.filter((o) => o.status !== 200 && o.status !== 503)).toEqual([]);
    // The server takes the signal a moment after it is sent (later on a busy machine): once a
    // client has seen a 503, every request sent after it gets the standard 503 with Connection:
    // close, or no connection at all; every 503 is that one.
    const drainSeen = Math.min(
      ...[late, ...outcomes].filter((o) => o.status === 503).map((o) => o.endedAt ?? Infinity),
    );
    expect(drainSeen).toBeLessThan(Infinity);
    const answeredAfter = after.filter((o) => o.status !== undefined);
    expect(answeredAfter.filter((o) => o.status !== 200 && o.status !== 503)).toEqual([]);
    const answeredOnceDraining = answeredAfter.filter((o) => o.startedAt >= drainSeen);
    for (const o of answeredOnceDraining.concat(outcomes.filter((o) => o.status === 503))) {
      expect(o).toMatchObject({ status: 503, connection: 'close' });
      expect(JSON.parse(o.body ?? '')).toEqual(standard503);
    }
    const refused = after.filter((o) => o.error);
    expect(refused.filter((o) => o.afterResponse)).toEqual([]);
    expect(new Set(refused.map((o) => o.error))).toSatisfy((codes: Set<string>) =>
      [...codes].every((c) => c === 'ECONNREFUSED' || c === 'ECONNRESET'),
    );
    expect(answeredAfter.filter((o) => o.status === 503).length).toBeGreaterThan(0);
    expect(refused.some((o) => o.error === 'ECONNREFUSED')).toBe(true);
    console.log(
      `SIGTERM under load: exit ${code} after ${ms} ms; ${before.length} requests before the ` +
        `signal all answered (${before.filter((o) => o.status === 503).length} with 503); ` +
        `after it ${answeredAfter.filter((o) => o.status === 503).length} answered 503 ` +
        `(${answeredAfter.filter((o) => o.status === 200).length} 200 before the server took it), ` +
        `${refused.length} refused ` +
        `(${refused.filter((o) => o.error === 'ECONNRESET').length} reset before any answer).`,
    );
  }, 90_000);
});
