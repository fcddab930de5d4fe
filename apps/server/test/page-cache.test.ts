import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from './helpers/auth';
import { createProduct, createUser } from './helpers/fixtures';
import { serversOnOneDatabase } from './helpers/servers-on-one-database';
import { createTestApp, type TestApp } from './helpers/test-app';
import { renderedWebApp } from './helpers/web-build';

/**
 * Rendered pages are kept per address and catalogue version (decision 020): the real route tree
 * (the build when it is current, else the sources: helpers/web-build.ts), then two servers on one
 * PostgreSQL database.
 */
let t: TestApp;
let sellerId: number;
let productId: number;
let trickyId: number;
let sellerToken: string;
let adminToken: string;

const TRICKY_NAME = "Cached $' $& $$ item </script> <!--";

beforeAll(async () => {
  t = await createTestApp({ ...renderedWebApp(), PUBLIC_URL: 'https://curio.example' });
  sellerId = (await createUser(t.db, { role: 'SELLER', username: 'quay' })).id;
  productId = await createProduct(t.db, { sellerId, name: 'Linen Apron', price: 19 });
  trickyId = await createProduct(t.db, { sellerId, name: TRICKY_NAME });
  sellerToken = await tokenFor(t.app, t.db, sellerId);
  const admin = await createUser(t.db, { role: 'ADMIN', username: 'warden' });
  adminToken = await tokenFor(t.app, t.db, admin.id);
}, 120_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The `script-src` sources of a reply's CSP. */
function scriptSources(csp: unknown): string[] {
  const directive = String(csp)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '));
  return directive?.split(/\s+/).slice(1) ?? [];
}

/** The hash a browser computes of each inline script the page runs (not data), as a CSP source. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes = '', text = '']) =>
        !/\ssrc=|\stype="application\/(ld\+)?json"/.test(attributes) && text !== '',
    )
    .map(([, , text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
}

describe('the cache of rendered pages', () => {
  it('answers the second request from the cache: same page, same ETag, 304 when unchanged', async () => {
    const first = await get(`/products/${productId}`);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Linen Apron');
    const second = await get(`/products/${productId}`);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toMatch(/^W\/"/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('no-cache');

    const again = await get(`/products/${productId}`, {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
  }, 120_000);

  it("allows a cached page's scripts by their hashes, with no nonce in the policy or the page", async () => {
    await get(`/products/${productId}`);
    const hit = await get(`/products/${productId}`);
    const sources = scriptSources(hit.headers['content-security-policy']);
    expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
    expect(hit.body).not.toMatch(/\snonce="/);
    const hashes = inlineScriptHashes(hit.body);
    // The theme script and React Router's (hydration data, the module that starts the app).
    expect(hashes.length).toBeGreaterThanOrEqual(3);
    for (const hash of hashes) expect(sources).toContain(hash);
    // The other security headers are those of every reply.
    const api = await get('/api/site');
    for (const header of ['strict-transport-security', 'x-frame-options', 'referrer-policy']) {
      expect(hit.headers[header], header).toBe(api.headers[header]);
    }
  });

  it('sends the page compressed as the reader accepts, the same page in every encoding', async () => {
    const plain = await get('/contact');
    const br = await get('/contact', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/contact', { 'accept-encoding': 'gzip;q=1, br;q=0.5' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(br.headers.vary).toBe('Cookie, Accept-Language, accept-encoding');
    // A reader that takes only deflate gets it as from any reply.
    const deflate = await get('/contact', { 'accept-encoding': 'deflate' });
    expect(deflate.headers['content-encoding']).toBe('deflate');
  });

  it('shows a product changed through the API on the next request', async () => {
    const before = await get(`/products/${productId}`);
    expect(before.body).toContain('Linen Apron');
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${productId}`,
      headers: bearer(sellerToken),
      payload: { name: 'Waxed Apron' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await get(`/products/${productId}`);
    expect(after.body).toContain('Waxed Apron');
    expect(after.body).not.toContain('Linen Apron');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The home page, cached before, lists it under its new name too.
    expect((await get('/')).body).toContain('Waxed Apron');
  });

  it('keeps each language version apart', async () => {
    const english = await get(`/products/${productId}`);
    const german = await get(`/de/products/${productId}`);
    const germanAgain = await get(`/de/products/${productId}`);
    expect(english.body).toMatch(/<html lang="en"/);
    expect(german.body).toMatch(/<html lang="de"/);
    expect(germanAgain.body).toBe(german.body);
    expect(german.headers.etag).not.toBe(english.headers.etag);
  });

  it('gives a signed-in reader the same page: the session lives in the browser', async () => {
    const guest = await get(`/products/${productId}`);
    const signedIn = await get(`/products/${productId}`, {
      ...bearer(sellerToken),
      cookie: 'lng=en; theme=dark',
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers.etag).toBe(guest.headers.etag);
    expect(signedIn.body).toBe(guest.body);
  });

  it('keeps only the pages the page table calls cacheable', async () => {
    for (const url of ['/dashboard', '/profile/edit', '/de/dashboard/products']) {
      const [first, second] = [await get(url), await get(url)];
      expect(first.statusCode, url).toBe(200);
      // A kept page is sent with its ETag; these are rendered again for each request.
      expect(second.headers.etag, url).toBeUndefined();
      expect(inlineScriptHashes(second.body).length, url).toBeGreaterThanOrEqual(3);
      for (const hash of inlineScriptHashes(second.body))
        expect(scriptSources(second.headers['content-security-policy']), url).toContain(hash);
    }
    await get('/contact');
    expect((await get('/contact')).headers.etag).toMatch(/^W\//);
  });

  it('never keeps a page a one-time link opens, nor lets its address leave as a referrer', async () => {
    for (const url of [
      '/auth/reset-password?token=kept-nowhere-1',
      '/de/auth/verify-email?token=kept-nowhere-2',
      '/auth/oauth2/callback?code=kept-nowhere-3',
    ]) {
      for (const res of [await get(url), await get(url)]) {
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-store');
        expect(res.headers['referrer-policy'], url).toBe('no-referrer');
        expect(res.headers.etag, url).toBeUndefined();
      }
    }
    // Other pages keep the site's policy.
    const api = await get('/api/site');
    expect((await get('/contact')).headers['referrer-policy']).toBe(api.headers['referrer-policy']);
  });

  it('still escapes a tricky product name when the page comes from the cache', async () => {
    await get(`/products/${trickyId}`);
    const hit = await get(`/products/${trickyId}`);
    expect(hit.statusCode).toBe(200);
    expect(hit.body.match(/<\/head>/g)).toHaveLength(1);
    expect(hit.body).not.toContain(TRICKY_NAME);
    expect(hit.body).toContain('Cached $&#x27; $&amp; $$ item &lt;/script&gt; &lt;!--');
  });

  it('converts prices at the rate an admin sets, also on a page cached before', async () => {
    // Linen Apron costs 19 CNY; without a rate the page shows CNY only.
    const before = await get(`/products/${productId}`);
    expect(before.body).not.toContain('≈');
    expect((await get(`/products/${productId}`)).body).toBe(before.body);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/currency-rates/USD',
      headers: bearer(adminToken),
      payload: { perCny: '0.5' },
    });
    expect(set.statusCode, set.body).toBe(200);
    // The English page's display currency is USD: 19 × 0.5, written in the page from the server.
    expect((await get(`/products/${productId}`)).body).toContain('≈ $9.50');
    expect((await get('/')).body).toContain('≈ $9.50');
  });

  it('follows a seller page that a role change takes away', async () => {
    const newcomer = await createUser(t.db, { role: 'SELLER', username: 'drifter' });
    expect((await get(`/seller/${newcomer.id}`)).statusCode).toBe(200);
    expect((await get(`/seller/${newcomer.id}`)).statusCode).toBe(200);
    const demoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/${newcomer.id}/role`,
      headers: bearer(adminToken),
      payload: { role: 'USER' },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await get(`/seller/${newcomer.id}`)).statusCode).toBe(404);
  });
});

/** A stand-in web build that shows a product's name (from the API) and runs one inline script. */
const PRODUCT_PAGE_BUILD = `
export const entry = { module: { requestHandlerFor: () => async (request, context) => {
  const id = new URL(request.url).pathname.split('/').pop();
  const reply = await context.fetchApi('/api/products/' + id, { headers: { accept: 'application/json' } });
  const name = reply.ok ? (await reply.json()).name : 'none';
  const body = '<!doctype html><html><body><h1>' + name +
    '</h1><script>document.title = 1;</script></body></html>';
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
} } };
`;

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('two servers on one PostgreSQL database', () => {
  let servers: Awaited<ReturnType<typeof serversOnOneDatabase>>;
  const server = () =>
    servers.start({ CATALOG_SYNC_MS: '200' }, (dataDir) => {
      mkdirSync(join(dataDir, 'web', 'server'), { recursive: true });
      writeFileSync(join(dataDir, 'web', 'server', 'index.js'), PRODUCT_PAGE_BUILD);
      return { WEB_DIST_DIR: join(dataDir, 'web') };
    });

  beforeAll(async () => {
    servers = await serversOnOneDatabase(adminUrl!);
  });
  afterAll(() => servers.close());

  it("shows a change made on one server on the other's cached page once it follows the log", async () => {
    const a = await server();
    const b = await server();
    const seller = await createUser(a.db, { role: 'SELLER' });
    const id = await createProduct(a.db, { sellerId: seller.id, name: 'Oak Stool' });
    const page = (app: FastifyInstance) => app.inject({ method: 'GET', url: `/products/${id}` });

    const first = await page(b);
    expect(first.body).toContain('<h1>Oak Stool</h1>');
    expect((await page(b)).headers.etag).toBe(first.headers.etag);

    const renamed = await a.inject({
      method: 'PATCH',
      url: `/api/products/${id}`,
      headers: bearer(await tokenFor(a, a.db, seller.id)),
      payload: { name: 'Ash Stool' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await page(a)).body).toContain('<h1>Ash Stool</h1>');

    // B follows catalog_changes within its sync interval (200 ms), and nothing else.
    const deadline = Date.now() + 5_000;
    let onB = (await page(b)).body;
    while (!onB.includes('Ash Stool') && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 50));
      onB = (await page(b)).body;
    }
    expect(onB).toContain('<h1>Ash Stool</h1>');
    const csp = String((await page(b)).headers['content-security-policy']);
    const hash = createHash('sha256').update('document.title = 1;').digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp).not.toContain("'nonce-");
  });
});
