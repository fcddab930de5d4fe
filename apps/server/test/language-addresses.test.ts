import { LANGUAGES, pageAddresses } from '@curio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

const ORIGIN = 'https://curio.example';
let t: TestApp;
let productId: number;
let sellerId: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN });
  sellerId = (await createUser(t.db, { role: 'SELLER' })).id;
  productId = await createProduct(t.db, { sellerId, name: 'Lamp & "shade"' });
});

afterAll(async () => {
  await t.close();
});

/** Each `<url>` of a sitemap: its address and its alternates, by hreflang. */
function entries(xml: string): { loc: string; alternates: Record<string, string> }[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, body = '']) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body)?.[1] ?? '',
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang = '', href = '']) => [lang, href],
      ),
    ),
  }));
}

async function sitemap(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.body).not.toContain('lng=');
  return entries(res.body);
}

describe('sitemaps: each page once per language, at its own address', () => {
  it('lists a product in all five languages, with the alternates its page carries', async () => {
    const listed = (await sitemap('/sitemaps/products-1.xml')).filter(({ loc }) =>
      loc.endsWith(`/products/${productId}`),
    );
    expect(listed.map(({ loc }) => loc)).toEqual([
      `${ORIGIN}/products/${productId}`,
      `${ORIGIN}/zh/products/${productId}`,
      `${ORIGIN}/es/products/${productId}`,
      `${ORIGIN}/de/products/${productId}`,
      `${ORIGIN}/fr/products/${productId}`,
    ]);
    for (const [index, language] of LANGUAGES.entries()) {
      const { canonical, alternates } = pageAddresses(ORIGIN, language, `/products/${productId}`);
      expect(listed[index]?.loc).toBe(canonical);
      expect(listed[index]?.alternates).toEqual(
        Object.fromEntries(alternates.map(({ hrefLang, href }) => [hrefLang, href])),
      );
    }
    expect(listed[0]?.alternates['x-default']).toBe(`${ORIGIN}/products/${productId}`);
  });

  it('lists the fixed pages, home as /zh and so on', async () => {
    const locs = (await sitemap('/sitemaps/pages.xml')).map(({ loc }) => loc);
    expect(locs).toHaveLength(5 * LANGUAGES.length);
    expect(locs).toEqual(expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/zh`, `${ORIGIN}/de`]));
    expect(locs).toEqual(expect.arrayContaining([`${ORIGIN}/privacy`, `${ORIGIN}/fr/privacy`]));
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('lists sellers in every language', async () => {
    const locs = (await sitemap('/sitemaps/sellers.xml')).map(({ loc }) => loc);
    for (const language of LANGUAGES) {
      expect(locs).toContain(pageAddresses(ORIGIN, language, `/seller/${sellerId}`).canonical);
    }
  });

  it('keeps robots away from private pages in every language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /api/\n');
    for (const prefix of ['', '/zh', '/es', '/de', '/fr']) {
      expect(res.body).toContain(`Disallow: ${prefix}/auth/reset-password\n`);
      expect(res.body).toContain(`Disallow: ${prefix}/auth/verify-email\n`);
      expect(res.body).toContain(`Disallow: ${prefix}/auth/oauth2/callback\n`);
      expect(res.body).toContain(`Disallow: ${prefix}/dashboard\n`);
      expect(res.body).toContain(`Disallow: ${prefix}/profile\n`);
    }
    expect(res.body).not.toContain('Disallow: /\n');
    // Public pages with content of their own.
    expect(res.body).not.toMatch(
      /Disallow: (\/[a-z]{2})?\/auth\/(signin|signup|forgot-password)?\n/,
    );
  });
});

describe('old ?lng= links', () => {
  async function redirect(url: string, method: 'GET' | 'HEAD' = 'GET') {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(301);
    return res.headers.location;
  }

  it('move to the address in that language, without lng', async () => {
    expect(await redirect('/?lng=de&page=2')).toBe('/de?page=2');
    expect(await redirect('/?lng=de')).toBe('/de');
    expect(await redirect(`/products/${productId}?lng=zh`)).toBe(`/zh/products/${productId}`);
    expect(await redirect('/?query=lamp%20shade&lng=fr&categories=1,2')).toBe(
      '/fr?query=lamp%20shade&categories=1,2',
    );
    expect(await redirect('/legal?lng=es', 'HEAD')).toBe('/es/legal');
  });

  it('move to the unprefixed address for English, and from another prefix', async () => {
    expect(await redirect('/?lng=en')).toBe('/');
    expect(await redirect('/de/contact?lng=en&x=1')).toBe('/contact?x=1');
    expect(await redirect('/de/contact?lng=fr')).toBe('/fr/contact');
    expect(await redirect('/?lng=de-AT')).toBe('/de');
  });

  it('lose an unknown language and stay on the page', async () => {
    expect(await redirect('/tos?lng=xx&page=3')).toBe('/tos?page=3');
    expect(await redirect('/de/tos?lng=')).toBe('/de/tos');
  });

  it('never lead to another host', async () => {
    expect(await redirect('//evil.example/?lng=de')).toBe('/de/evil.example/');
    expect(await redirect('///evil?lng=fr')).toBe('/fr/evil');
    // A language prefix before the empty segment: the path after it starts with `//` too.
    expect(await redirect('/de//evil.example/?lng=en')).toBe('/evil.example/');
    expect(await redirect('/de/\\evil.example/?lng=en')).toBe('/evil.example/');
    for (const url of ['/fr//evil.example?lng=en&page=2', '/es/\\\\evil.example?lng=en']) {
      expect(await redirect(url)).toMatch(/^\/[^/\\]/);
    }
  });

  it('leave the API, files and other methods alone', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/health?lng=de' });
    expect(api.statusCode).not.toBe(301);
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt?lng=de' });
    expect(robots.statusCode).toBe(200);
    const post = await t.app.inject({ method: 'POST', url: '/api/contact?lng=de', payload: {} });
    expect(post.statusCode).not.toBe(301);
  });
});
