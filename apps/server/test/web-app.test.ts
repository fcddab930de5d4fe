import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { pagePolicy, securityHeaderList } from '../src/http/security-headers';
import { requestPath } from '../src/pages/page-reply';
import { FAKE_SERVER_BUILD } from './helpers/fake-web-build';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

/**
 * A script as the build writes it, with its brotli and gzip forms beside it
 * (apps/web/vite.config.ts). Each form ends in a comment of its own, so a test can tell the build's
 * file from a reply compressed on the fly.
 */
const SCRIPT = `export const names = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `item ${i}`))};`;
const formOf = (encoding: string) => `${SCRIPT}\n// ${encoding}\n`;

beforeAll(async () => {
  t = await createTestApp(
    { OLD_WEBSITE_URL: 'https://old.example' },
    {
      webFiles: {
        'server/index.js': FAKE_SERVER_BUILD,
        'client/assets/index-abc123.js': 'console.log(1)',
        'client/assets/names-def456.js': SCRIPT,
        'client/assets/names-def456.js.br': brotliCompressSync(formOf('br')),
        'client/assets/names-def456.js.gz': gzipSync(formOf('gzip')),
      },
    },
  );
});
afterAll(() => t.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('serving the web app', () => {
  it("answers page addresses with the route tree's page and status, revalidated", async () => {
    for (const url of ['/', '/dashboard/admin', '/auth/signin?path=%2Fprofile', '/de/contact']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(`<p>${url}</p>`);
    }
    expect((await page('/nope')).statusCode).toBe(404);
  });

  it('moves an address with empty segments (`//x`) to it without them, never to another host', async () => {
    for (const [url, to] of [
      ['//', '/'],
      ['//evil.example', '/evil.example'],
      ['//de//contact?x=1', '/de/contact?x=1'],
    ]) {
      const res = await page(url!);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(to);
    }
    // The page an address names is read as a path: `//x` is no host.
    const res = await page('/%2F%2Fevil');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<p>/%2F%2Fevil</p>');
  });

  it("allows each page's inline scripts by their hashes, with no nonce anywhere", async () => {
    for (const url of ['/', '/nope', '/dashboard']) {
      const res = await page(url);
      const script = `window.page = ${JSON.stringify(url)};`;
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      const policy = String(res.headers['content-security-policy']);
      expect(policy, url).toContain(hash);
      expect(policy, url).not.toContain("'nonce-");
      // The rest is the site's policy, built the same way.
      expect(policy.replace(` ${hash}`, ''), url).toBe(pagePolicy([]));
    }
    expect(pagePolicy([])).toBe(
      securityHeaderList().find(([name]) => name === 'content-security-policy')?.[1],
    );
  });

  it('keeps a page only when every route its loaders read is catalogue-versioned', async () => {
    const keeps = async (url: string) => {
      const first = await page(url);
      expect(first.statusCode, url).toBe(200);
      const second = await page(url);
      return second.headers.etag !== undefined && second.body === first.body;
    };
    expect(await keeps('/?query=/api/site')).toBe(true);
    expect(await keeps('/?query=/api/products')).toBe(true);
    // A loader that reads someone's own data (here the answer is a 401, but the route is what
    // counts), a route not declared catalogue-versioned, or an address of no route.
    expect(await keeps('/?query=/api/accounts/me')).toBe(false);
    expect(await keeps('/?query=/api/agents')).toBe(false);
    expect(await keeps('/?query=/api/nope')).toBe(false);
  });

  it('keeps a page under its canonical address only: other parameters never make an entry', async () => {
    const keeps = async (url: string) => {
      await page(url);
      return (await page(url)).headers.etag !== undefined;
    };
    expect(await keeps('/?query=/api/site&page=2')).toBe(false);
    expect(await keeps('/?page=2&query=/api/site')).toBe(true);
    expect(await keeps('/?query=/api/site&utm_source=mail')).toBe(false);
    expect(await keeps('/?page=02&query=/api/site')).toBe(false);
    // The same page, whichever way its canonical query was written, is one entry.
    const spaced = await page('/?query=%2Fapi%2Fsite');
    expect(spaced.headers.etag).toBeDefined();
  });

  it('lets the pages call the API in process', async () => {
    const res = await page('/site');
    expect(res.body).toContain('"oldWebsiteUrl":"https://old.example"');
  });

  it("sends a first visit to an English address to the reader's language", async () => {
    const german = await page('/products/12?page=2', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(german.statusCode).toBe(302);
    expect(german.headers.location).toBe('/de/products/12?page=2');
    expect(german.headers.vary).toBe('Cookie, Accept-Language');

    // The stored choice (its cookie) comes before the browser's language.
    const chosen = await page('/', { 'accept-language': 'de', cookie: 'theme=dark; lng=fr' });
    expect(chosen.headers.location).toBe('/fr');
    const english = await page('/', { 'accept-language': 'de', cookie: 'lng=en' });
    expect(english.statusCode).toBe(200);
    // Kept by the page cache, which adds accept-encoding as @fastify/compress would.
    expect(english.headers.vary).toMatch(/^Cookie, Accept-Language(, accept-encoding)?$/);

    // An address with a language, and the API, are never redirected.
    expect((await page('/es/legal', { 'accept-language': 'de' })).statusCode).toBe(200);
    const api = await page('/api/site', { 'accept-language': 'de' });
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-type']).toMatch(/application\/json/);
  });

  it('serves hashed assets with immutable caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it("sends the build's compressed forms of a file to a browser that takes them", async () => {
    const asset = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/names-def456.js',
        headers: { 'accept-encoding': encoding },
      });
    const brotli = await asset('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(formOf('br'));

    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(formOf('gzip'));

    const plain = await asset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const reply of [brotli, gzip, plain])
      expect(reply.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset, translation, media or API path with JSON, never a page', async () => {
    for (const url of [
      '/assets/missing-chunk.js',
      '/locales/xx/translation.json',
      '/media/products/missing.webp',
      '/api/nope',
      '/sitemaps/nope.xml',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
    }
  });

  it('answers every other address with the route tree, whose not-found page says 404', async () => {
    // The fake build answers /nope with 404; any other address reaches it too, dots included.
    const nope = await page('/nope');
    expect(nope.statusCode).toBe(404);
    expect(nope.headers['content-type']).toMatch(/text\/html/);
    for (const url of ['/products/1.5', '/nope.html', '/favicon-missing.png', '/server/index.js']) {
      const res = await page(url);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain(`<p>${url}</p>`);
    }
  });
});

describe('requestPath', () => {
  it('reads a request target as a path: `//x` is no host, `*` no page', () => {
    expect(requestPath('//evil.example/x?y=1')).toBe('//evil.example/x?y=1');
    expect(requestPath('http://evil.example/products/1?x=1')).toBe('/products/1?x=1');
    expect(requestPath('*')).toBe('/*');
  });
});
