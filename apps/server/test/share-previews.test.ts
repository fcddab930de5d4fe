import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let productId: number;
let sellerId: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://curio.example' });
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
