import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImageKeyOf, productImageUrls, productSchema } from '@curio/shared';
import { loadConfig } from '../src/config';
import { loadSecrets } from '../src/secrets';
import { startS3rver, type RunningS3rver } from './helpers/media-backends';
import {
  callApi,
  prepareSelling,
  startServerProcess,
  stopServerProcess,
  uploadImages,
  type ServerProcess,
} from './helpers/server-process';
import { createPostgresDatabase } from './helpers/test-database';

// Two real server processes (ports 3410 and 3411) on one PostgreSQL database and one bucket of an
// s3rver, each with a DATA_DIR of its own: nothing on disk is shared. Runs in the PostgreSQL pass.
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) console.warn('several-instances-s3.test.ts skipped: needs PostgreSQL (test:pg)');

const ADMIN = { username: 'owner', password: 'OwnerPass1' };
const dataDirs: string[] = [];
let s3: RunningS3rver | undefined;
let a: ServerProcess;
let b: ServerProcess;
let dropDatabase: (() => Promise<void>) | undefined;

async function served(server: ServerProcess, path: string) {
  const res = await fetch(`${server.url}${path}`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe.skipIf(!adminUrl)('two instances, media in one S3 bucket, no shared folder', () => {
  beforeAll(async () => {
    s3 = await startS3rver();
    const database = await createPostgresDatabase(adminUrl ?? '');
    dropDatabase = database.drop;
    const env = {
      ...s3.env,
      DATABASE_URL: database.url,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: ADMIN.password,
    };
    // Nothing shared on disk but the generated keys, copied into each folder (README).
    const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'curio-instance-')));
    dataDirs.push(...dirs);
    loadSecrets(loadConfig({ DATA_DIR: dirs[0] }));
    copyFileSync(join(dirs[0] ?? '', 'secrets.json'), join(dirs[1] ?? '', 'secrets.json'));
    const own = (dir = '') => ({ ...env, DATA_DIR: dir });
    [a, b] = await Promise.all([
      startServerProcess(3410, own(dirs[0])),
      startServerProcess(3411, own(dirs[1])),
    ]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((server) => stopServerProcess(server)));
    await dropDatabase?.();
    await s3?.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('serves on one instance what the other stored, and deletes it for both', async () => {
    const admin = await prepareSelling(a.url, ADMIN.username, ADMIN.password);
    const image = await sharp({
      create: { width: 240, height: 180, channels: 3, background: '#d53a7b' },
    })
      .png()
      .toBuffer();
    const uploaded = await uploadImages(a.url, admin, [image]);
    expect(uploaded.status).toBe(200);
    const detail = uploaded.imageUrls[0] ?? '';
    const urls = Object.values(productImageUrls(productImageKeyOf(detail) ?? ''));

    const fromA = await served(a, detail);
    const fromB = await served(b, detail);
    expect(fromB.res.status).toBe(200);
    expect(fromB.res.headers.get('content-type')).toBe('image/webp');
    expect(fromB.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(fromB.bytes).toEqual(fromA.bytes);

    // The other instance finds the upload in the bucket when a product claims it…
    const created = await callApi(b.url, 'POST', '/api/products', admin, {
      name: 'Quilted Crossbody Mini Bag',
      price: 49.9,
      productLink: 'https://item.taobao.com/item.htm?id=612345678901',
      description: 'Soft quilted nylon.',
      colors: ['Black'],
      sizes: ['M'],
      categories: ['Bags'],
      imageUrls: [detail],
    });
    expect(created.status).toBe(201);
    const product = productSchema.parse(created.body);
    // …and a delete on the first removes every variant from the bucket, for both.
    expect((await callApi(a.url, 'DELETE', `/api/products/${product.id}`, admin)).status).toBe(200);
    for (const server of [a, b]) {
      for (const url of urls) expect((await served(server, url)).res.status, url).toBe(404);
    }
    for (const dir of dataDirs) expect(existsSync(join(dir, 'media'))).toBe(false);
  });
});
