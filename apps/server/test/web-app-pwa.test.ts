import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_SERVER_BUILD } from './helpers/fake-web-build';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The web app's theme script, as its source writes it (apps/web src/app/theme-script.ts). */
const themeScript =
  /THEME_SCRIPT = `([^`]*)`/.exec(
    readFileSync(new URL('../../web/src/app/theme-script.ts', import.meta.url), 'utf8'),
  )?.[1] ?? '';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      webFiles: {
        'server/index.js': FAKE_SERVER_BUILD,
        'client/sw.js': 'self.addEventListener("fetch", () => {});',
        'client/manifest.webmanifest': '{"name":"Curio"}',
        'client/offline.html': '<!doctype html><title>Offline</title>',
        'client/icons/icon-192.png': 'png',
      },
    },
  );
});
afterAll(() => t.close());

describe('the installable web app', () => {
  it("allows the theme script and the page's own scripts by their hashes, nothing else", async () => {
    expect(themeScript).toContain("localStorage.getItem('theme')");
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const res = await t.app.inject({ method: 'GET', url: '/products/1' });
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc?.split(' ').slice(1).sort()).toEqual(
      ["'self'", sha(themeScript), sha('window.page = "/products/1";')].sort(),
    );
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
