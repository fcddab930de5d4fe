import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      webFiles: {
        'index.html': '<!doctype html><title>Curio</title><div id="root"></div>',
        'assets/index-abc123.js': 'console.log(1)',
      },
    },
  );
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('answers client routes with index.html, revalidated', async () => {
    for (const url of [
      '/',
      '/dashboard/admin',
      '/auth/signin?path=%2Fprofile',
      '/some/unknown/route?x=1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with immutable caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('never answers a missing asset or file path with HTML', async () => {
    for (const url of [
      '/assets/missing-chunk.js',
      '/favicon-missing.png',
      '/locales/xx/translation.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });
});
