import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let productId: number;
let sellerId: number;

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://curio.example' },
    {
      webFiles: {
        'index.html':
          '<!doctype html><html><head><meta charset="UTF-8" /><title>Curio</title></head><body><div id="root"></div></body></html>',
        '.vite/manifest.json': JSON.stringify({
          'index.html': { file: 'assets/index-1.js', imports: ['_shared-1.js'] },
          '_shared-1.js': { file: 'assets/shared-1.js' },
          '_grid-1.js': { file: 'assets/grid-1.js', imports: ['_shared-1.js'] },
          'src/app/routes/home.tsx': {
            file: 'assets/home-1.js',
            imports: ['_shared-1.js', '_grid-1.js', 'index.html'],
          },
          'src/app/routes/products/product.tsx': {
            file: 'assets/product-1.js',
            imports: ['_shared-1.js'],
          },
        }),
      },
    },
  );
  sellerId = (await createUser(t.db, { role: 'SELLER', username: 'harbor' })).id;
  productId = await createProduct(t.db, {
    sellerId,
    name: 'Quilted "Mini" Bag <b>',
    price: 42.5,
    description: 'Soft quilted nylon </script><script>alert(1)</script>',
    imageKeys: ['abc123'],
  });
});
afterAll(() => t.close());

function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

describe('share previews in the HTML of a product page', () => {
  it('carries OpenGraph, Twitter and price tags, escaped', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/products/${productId}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      '<title>Quilted &quot;Mini&quot; Bag &lt;b&gt; · CN¥42.50 · Curio</title>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(metaContent(html, 'og:title')).toBe(
      'Quilted &quot;Mini&quot; Bag &lt;b&gt; · CN¥42.50 · Curio',
    );
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:url')).toBe(`https://curio.example/products/${productId}`);
    expect(metaContent(html, 'og:image')).toBe(
      'https://curio.example/media/products/abc123-1200.webp',
    );
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'product:price:amount')).toBe('42.50');
    expect(metaContent(html, 'og:description')).toContain('Soft quilted nylon &lt;/script&gt;');
    expect(html).toContain('<div id="root">');
  });

  it('carries JSON-LD Product data that cannot break out of its script element', async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/products/${productId}` })).body;
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(block).toBeDefined();
    expect(block).not.toContain('</script>');
    const data = JSON.parse(block ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Quilted "Mini" Bag <b>',
      offers: { price: '42.50', priceCurrency: 'CNY', seller: { name: 'harbor' } },
    });
  });

  it('answers 404 (still the app) for an unknown product', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/products/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it("carries the seller's name on a seller page", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/seller/${sellerId}` });
    expect(res.statusCode).toBe(200);
    expect(metaContent(res.body, 'og:title')).toBe('harbor · Curio');
    expect(metaContent(res.body, 'og:description')).toBe('harbor on Curio: 1 curated finds.');
  });
});

describe('first paint: replies and preloads in the HTML', () => {
  function initialData(html: string): Record<string, unknown> {
    const match = /<script id="curio-initial-data" type="application\/json">(.*?)<\/script>/s.exec(
      html,
    );
    expect(match, 'no initial data block').not.toBeNull();
    return JSON.parse(match![1]!) as Record<string, unknown>;
  }

  it('gives the home page its first product page and preloads its first images and translations', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
    });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      '<link rel="preload" as="fetch" href="/locales/de/translation.json" crossorigin="anonymous">',
    );
    const api = await t.app.inject({ method: 'GET', url: '/api/products?page=0&size=50' });
    const site = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(initialData(html)).toEqual({
      '/api/site': site.json(),
      '/api/products?page=0&size=50': api.json(),
    });
    expect(html).toMatch(/<link rel="preload" as="image" href="\/media\/products\/abc123[^"]*"/);
    // The charset stays first; the data block is the body's last element.
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('rel="preload"'));
    expect(html.indexOf('curio-initial-data')).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it('gives a product page its product, escaped, and preloads its image with high priority', async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/products/${productId}` })).body;
    const api = await t.app.inject({ method: 'GET', url: `/api/products/${productId}` });
    const similar = await t.app.inject({
      method: 'GET',
      url: `/api/products/${productId}/similar`,
    });
    const site = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(initialData(html)).toEqual({
      '/api/site': site.json(),
      [`/api/products/${productId}`]: api.json(),
      [`/api/products/${productId}/similar`]: similar.json(),
    });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toMatch(
      /rel="preload" as="image" href="[^"]*abc123[^"]*"[^>]*fetchpriority="high"/,
    );
    expect(html).toContain('href="/locales/en/translation.json"');
  });

  it("preloads the code of the page asked for, from the build's manifest, not the entry's again", async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/grid-1.js">');
    expect(html).not.toContain('href="/assets/shared-1.js"');
    const product = (await t.app.inject({ method: 'GET', url: `/products/${productId}` })).body;
    expect(product).toContain('href="/assets/product-1.js"');
    expect(product).not.toContain('href="/assets/home-1.js"');
  });

  it("sends only the site's settings for a home page with a search, whose request differs", async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/?query=bag' })).body;
    expect(Object.keys(initialData(html))).toEqual(['/api/site']);
  });
});
