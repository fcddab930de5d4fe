import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The server's side of server rendering (web/first-paint.ts, web/server-render.ts): what it gives
 * the web app's rendering entry and where it puts what comes back. The entry here is a small real
 * module of the same contract that renders what it is given; the real entry (apps/web
 * src/entry-server.tsx) is tested in apps/web and, built, in the browser journeys (e2e).
 */
const ENTRY = `
export async function render({ url, language, translations, replies }) {
  const list = replies['/api/products?page=0&size=50'];
  const product = Object.entries(replies).find(([path]) => /^\\/api\\/products\\/\\d+$/.test(path));
  const names = list ? list.content.map((item) => item.name) : [product[1].name];
  if (!list && names.includes('Breaks the renderer')) throw new Error('render failed');
  return {
    markup: '<main data-url="' + url + '"><h1>' + translations.translation.hello + '</h1>' +
      names.map((name) => '<p>' + name + '</p>').join('') + '</main>',
    namespaces: ['translation', 'dashboard'],
  };
}
`;

const INDEX_HTML = `<!doctype html><html><head><meta charset="UTF-8" /><title>Curio</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shared-1.js">
<link rel="stylesheet" crossorigin href="/assets/index-1.css">
</head><body><div id="root"></div></body></html>`;

let t: TestApp;
let productId: number;
let brokenId: number;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      webFiles: {
        'index.html': INDEX_HTML,
        '.ssr/entry-server.js': ENTRY,
        'locales/en/translation.json': JSON.stringify({ hello: 'Hello' }),
        'locales/en/dashboard.json': JSON.stringify({}),
        'locales/de/translation.json': JSON.stringify({ hello: 'Hallo' }),
        'locales/de/dashboard.json': JSON.stringify({}),
      },
    },
  );
  const sellerId = (await createUser(t.db, { role: 'SELLER', username: 'rendered' })).id;
  productId = await createProduct(t.db, { sellerId, name: 'Canvas Tote', imageKeys: ['img1'] });
  brokenId = await createProduct(t.db, { sellerId, name: 'Breaks the renderer' });
});
afterAll(() => t.close());

const rootOf = (html: string) => /<div id="root"[^>]*>.*?<\/div>/s.exec(html)?.[0] ?? '';

describe('server rendering of the first paint', () => {
  it("renders the home page from the catalogue, in the visitor's language", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'de-CH,de;q=0.9' },
    });
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('data-server-rendered="de"');
    expect(root).toContain('data-namespaces="translation dashboard"');
    expect(root).toContain('<h1>Hallo</h1>');
    expect(root).toContain('<p>Canvas Tote</p>');
    expect(root).toContain('<p>Breaks the renderer</p>');
  });

  it('renders a product page with its product', async () => {
    const html = (
      await t.app.inject({
        method: 'GET',
        url: `/products/${productId}`,
        headers: { 'accept-language': 'en' },
      })
    ).body;
    const root = rootOf(html);
    expect(root).toContain('data-server-rendered="en"');
    expect(root).toContain(`<main data-url="/products/${productId}"><h1>Hello</h1>`);
    expect(root).toContain('<p>Canvas Tote</p>');
  });

  it('asks for the images first and starts the code after the rendered page has painted', async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/products/${productId}` })).body;
    const image = html.indexOf('rel="preload" as="image"');
    const stylesheet = html.indexOf('rel="stylesheet"');
    const root = html.indexOf('<div id="root"');
    expect(image).toBeGreaterThan(0);
    expect(image).toBeLessThan(stylesheet);
    for (const tag of [
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">',
      '<link rel="preload" as="fetch" href="/locales/en/dashboard.json" crossorigin="anonymous">',
      '<script id="curio-initial-data"',
    ]) {
      expect(html.indexOf(tag), tag).toBeGreaterThan(root);
    }
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    // Inert until /boot.js puts it in the document, once the page has painted with its images.
    const template = /<template id="curio-code">(.*?)<\/template>/s.exec(html)?.[1] ?? '';
    expect(template).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(template).toContain('href="/locales/en/dashboard.json"');
    expect(html.indexOf('<script src="/boot.js" defer></script>')).toBeGreaterThan(root);
  });

  it('leaves other pages, and a page the renderer fails on, to the browser', async () => {
    for (const url of ['/legal', `/products/${brokenId}`, '/products/99999']) {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      expect(html, url).toContain('<div id="root"></div>');
      // The code then stays in the head, where the browser finds it first.
      expect(html.indexOf('<script type="module"'), url).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it('compresses the page and never serves the rendering entry itself', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toContain('<p>Canvas Tote</p>');
    const entry = await t.app.inject({ method: 'GET', url: '/.ssr/entry-server.js' });
    expect(entry.statusCode).toBe(404);
    expect(entry.body).not.toContain('render');
  });
});
