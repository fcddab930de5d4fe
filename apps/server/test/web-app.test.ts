import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  t = await createTestApp();
  const dist = join(t.dataDir, 'web');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>Curio</title><div id="root"></div>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  app = await buildApp({
    config: { ...t.config, webDistDir: dist },
    database: t.database,
    logger: false,
  });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('serving the web app', () => {
  it('answers client routes with index.html, revalidated', async () => {
    for (const url of ['/', '/dashboard/admin', '/auth/signin?path=%2Fprofile', '/some/unknown/route?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with immutable caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('never answers a missing asset or file path with HTML', async () => {
    for (const url of [
      '/assets/missing-chunk.js',
      '/favicon-missing.png',
      '/locales/xx/translation.json',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });
});
