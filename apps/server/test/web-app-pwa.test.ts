import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The web app's real index.html (source; the build keeps its inline script as it is). */
const indexHtml = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      webFiles: {
        'index.html': indexHtml,
        'sw.js': 'self.addEventListener("fetch", () => {});',
        'manifest.webmanifest': '{"name":"Curio"}',
        'offline.html': '<!doctype html><title>Offline</title>',
        'icons/icon-192.png': 'png',
      },
    },
  );
});
afterAll(() => t.close());

describe('the installable web app', () => {
  it('allows the inline theme script of index.html by its hash, and no other inline script', async () => {
    const scripts = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? '',
    );
    expect(scripts).toHaveLength(1);
    const inline = scripts.map(
      (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    );
    const res = await t.app.inject({ method: 'GET', url: '/products/1' });
    // The page's share-preview tags are added around the script, never into it.
    for (const script of scripts) expect(res.body).toContain(`<script>${script}</script>`);
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(
      String(res.headers['content-security-policy']),
    )?.[1];
    expect(scriptSrc?.split(' ').sort()).toEqual(["'self'", ...inline].sort());
  });

  it('serves the service worker as JavaScript that is always revalidated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest with its media type, and the offline page and icons as files', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');

    const offline = await t.app.inject({ method: 'GET', url: '/offline.html' });
    expect(offline.headers['content-type']).toMatch(/^text\/html/);
    expect(offline.body).toContain('<title>Offline</title>');

    const icon = await t.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
  });
});
