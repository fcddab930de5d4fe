import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct, createUser } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The web app's route tree rendered by the server (decision 020): the real route modules, loaded
 * from their sources by Vite in middleware mode (WEB_DEV, as `npm run dev` does), their loaders
 * calling the API in process. The built bundle is served the same way (e2e server-rendering).
 */
let t: TestApp;
let productId: number;
let trickyId: number;
let sellerId: number;

/** Made to break out of titles, attributes, JSON and scripts, and to trip String.replace. */
const TRICKY_NAME = "Test $' $& $$ item </script> <!--";

beforeAll(async () => {
  t = await createTestApp({ WEB_DEV: 'true', PUBLIC_URL: 'https://curio.example' });
  sellerId = (await createUser(t.db, { role: 'SELLER', username: 'harbor' })).id;
  productId = await createProduct(t.db, {
    sellerId,
    name: 'Canvas Tote',
    price: 42.5,
    description: 'Soft quilted canvas',
    imageKeys: ['abc123'],
  });
  trickyId = await createProduct(t.db, {
    sellerId,
    name: TRICKY_NAME,
    description: 'Quoted "text" </script><script>alert(1)</script>',
  });
}, 120_000);
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

/** The page's text as a reader without JavaScript sees it: the body without its scripts. */
function visibleText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  return body
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('pages rendered by the server', () => {
  it('renders the home page with its products, canonical and language alternates', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(visibleText(res.body)).toContain('Canvas Tote');
    expect(res.body).toContain('<link rel="canonical" href="https://curio.example/"/>');
    for (const [lang, href] of [
      ['en', 'https://curio.example/'],
      ['zh', 'https://curio.example/zh'],
      ['es', 'https://curio.example/es'],
      ['de', 'https://curio.example/de'],
      ['fr', 'https://curio.example/fr'],
      ['x-default', 'https://curio.example/'],
    ]) {
      expect(res.body).toContain(`<link rel="alternate" hrefLang="${lang}" href="${href}"/>`);
    }
  }, 120_000);

  it('keeps the page, search, filters and sort in the canonical address', async () => {
    const res = await get('/de?query=tote&page=2&sort=newest');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<link rel="canonical" href="https://curio.example/de?query=tote&amp;page=2&amp;sort=newest"/>',
    );
    expect(res.body).toContain(
      '<link rel="alternate" hrefLang="x-default" href="https://curio.example/?query=tote&amp;page=2&amp;sort=newest"/>',
    );
  });

  it('keeps in the canonical address only what makes a page of its own', async () => {
    const home = await get('/?utm_source=mail&query=tote&path=%2Fdashboard');
    expect(home.body).toContain('<link rel="canonical" href="https://curio.example/?query=tote"/>');
    const signIn = await get('/de/auth/signin?path=%2Fdashboard%2Ffavorites');
    expect(signIn.body).toContain(
      '<link rel="canonical" href="https://curio.example/de/auth/signin"/>',
    );
    // A one-time link's token is never repeated in the page's head (canonical, og:url).
    const reset = await get('/auth/reset-password?token=secret-token-1234');
    expect(reset.statusCode).toBe(200);
    expect(reset.body).toContain(
      '<link rel="canonical" href="https://curio.example/auth/reset-password"/>',
    );
    expect(reset.body).not.toMatch(/<head>.*secret-token-1234.*<\/head>/s);
    // An address the page reads otherwise names the page it shows, not a copy of it.
    const junk = await get('/?page=abc&sort=bogus&query=+tote+&priceRange=0,350');
    expect(junk.body).toContain('<link rel="canonical" href="https://curio.example/?query=tote"/>');
    const seller = await get(`/seller/${sellerId}?page=2&sort=newest`);
    expect(seller.body).toContain(
      `<link rel="canonical" href="https://curio.example/seller/${sellerId}?page=2"/>`,
    );
  });

  it('renders a German address in German, with <html lang="de">', async () => {
    const res = await get(`/de/products/${productId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="de"');
    expect(visibleText(res.body)).toContain('Zurück');
    expect(visibleText(res.body)).toContain('Canvas Tote');
  });

  it('carries share previews: OpenGraph, price and JSON-LD', async () => {
    const html = (await get(`/products/${productId}`)).body;
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:url')).toBe(`https://curio.example/products/${productId}`);
    expect(metaContent(html, 'og:image')).toBe(
      'https://curio.example/media/products/abc123-1200.webp',
    );
    expect(metaContent(html, 'product:price:amount')).toBe('42.50');
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(block ?? '{}')).toMatchObject({
      '@type': 'Product',
      name: 'Canvas Tote',
      offers: { price: '42.50', priceCurrency: 'CNY', seller: { name: 'harbor' } },
    });

    const seller = await get(`/seller/${sellerId}`);
    expect(seller.statusCode).toBe(200);
    expect(metaContent(seller.body, 'og:title')).toBe('harbor · Curio');
  });

  it('escapes names in the title, the meta tags and the JSON', async () => {
    const res = await get(`/products/${trickyId}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain(TRICKY_NAME);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('Test $&#x27; $&amp; $$ item &lt;/script&gt; &lt;!--');
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(block ?? '{}')).toMatchObject({ name: TRICKY_NAME });
  });

  it('renders every public page with its content, for readers without JavaScript', async () => {
    const pages: [string, string][] = [
      ['/contact', 'Contact'],
      ['/legal', 'Legal'],
      ['/tos', 'Terms'],
      ['/privacy', 'Privacy'],
      ['/auth/signin', 'Sign In'],
      ['/auth/signup', 'Sign Up'],
      ['/auth/forgot-password', 'Forgot your password?'],
      ['/auth/reset-password?token=abc', 'Choose a new password'],
      ['/auth/verify-email?token=abc', 'Email verification'],
      [`/seller/${sellerId}`, 'harbor'],
      ['/?page=2', 'Products'],
    ];
    for (const [url, text] of pages) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(visibleText(res.body), url).toContain(text);
      // In place: no part left hidden for a script to move (React's out-of-order segments).
      expect(res.body, url).not.toContain('<div hidden id="S:');
    }
  });
});

describe('status codes', () => {
  it('answers 404 with the not-found page for an address that is no page', async () => {
    for (const url of ['/nope', '/nope/deeper', '/en/legal', '/de/nope', '/nope.html', '/a.php']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body, url).toContain('id="main-content"');
    }
    expect(visibleText((await get('/nope.html')).body)).toContain('Page Not Found');
    const unknown = (await get('/nope')).body;
    expect(visibleText(unknown)).toContain('Page Not Found');
    // Inside the frame: header, main content, footer.
    expect(unknown).toContain('id="main-content"');
    expect(visibleText((await get('/de/nope')).body)).toContain('Seite nicht gefunden');
  });

  it('runs no page loader for an unknown first segment: `/nope` sends no home catalogue', async () => {
    expect((await get('/')).body).toContain('Canvas Tote');
    for (const url of ['/nope', `/xx/products/${productId}`, `/xx/seller/${sellerId}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(visibleText(res.body), url).toContain('Page Not Found');
      expect(res.body, url).not.toContain('Canvas Tote');
    }
  });

  it('answers 404 "Product not found." for a malformed, out-of-range or missing product', async () => {
    for (const url of [
      '/products/abc',
      '/products/1.5',
      '/products/99999999999',
      '/products/999999',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(visibleText(res.body), url).toContain('Product not found.');
    }
  });

  it('answers 404 "Seller not found" for a missing seller', async () => {
    for (const url of ['/seller/999999', '/seller/abc']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(visibleText(res.body), url).toContain('Seller not found');
    }
  });

  it('answers 403 on the unauthorized page', async () => {
    expect((await get('/unauthorized')).statusCode).toBe(403);
  });

  it('answers 500 with an error screen, not the error, when a page cannot load its data', async () => {
    vi.spyOn(t.app.catalog, 'productJson').mockRejectedValueOnce(new Error('the database is gone'));
    // An address not rendered before: a rendered one is answered from the cache of pages.
    const res = await get(`/products/${productId}?utm_source=test`);
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // The API's 500 is shown as the outage state (spec "Error screens"), without its details.
    expect(visibleText(res.body)).toContain('Curio can&#x27;t be reached right now');
    expect(res.body).not.toContain('the database is gone');
  });

  it('renders signed-in pages in the browser only', async () => {
    const res = await get('/dashboard');
    expect(res.statusCode).toBe(200);
    expect(visibleText(res.body)).not.toContain('Sign In');
  });
});
