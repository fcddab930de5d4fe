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

describe('robots.txt and sitemaps', () => {
  it('points robots at the sitemap and away from private areas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sitemap: https://curio.example/sitemap.xml');
    expect(res.body).toContain('Disallow: /api/');
  });

  it('indexes the sitemaps', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>https://curio.example/sitemaps/products-1.xml</loc>');
    expect(res.body).toContain('<loc>https://curio.example/sitemaps/pages.xml</loc>');
  });

  it('lists products with hreflang alternates for the five languages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemaps/products-1.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<loc>https://curio.example/products/${productId}</loc>`);
    for (const lng of ['en', 'zh', 'es', 'de', 'fr']) {
      expect(res.body).toContain(
        `hreflang="${lng}" href="https://curio.example/products/${productId}?lng=${lng}"`,
      );
    }
    expect(res.body).toContain('hreflang="x-default"');
  });

  it('lists static pages and sellers', async () => {
    const pages = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(pages.body).toContain('<loc>https://curio.example/privacy</loc>');
    const sellers = await t.app.inject({ method: 'GET', url: '/sitemaps/sellers.xml' });
    expect(sellers.body).toContain(`<loc>https://curio.example/seller/${sellerId}</loc>`);
  });

  it('answers an empty product chunk past the end, and 400 for a bad one', async () => {
    const beyond = await t.app.inject({ method: 'GET', url: '/sitemaps/products-9.xml' });
    expect(beyond.statusCode).toBe(200);
    expect(beyond.body).not.toContain('<url>');
    const bad = await t.app.inject({ method: 'GET', url: '/sitemaps/products-x.xml' });
    expect([400, 404]).toContain(bad.statusCode);
  });
});
