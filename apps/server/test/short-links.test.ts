import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import { importLineSchema, LIMITS, MESSAGES, type ImportDryRun } from '@curio/shared';
import { ShortLinkResolver } from '../src/seller-dashboard/short-links';
import { bearer, tokenFor } from './helpers/auth';
import { createProduct, createUser } from './helpers/fixtures';
import { photo } from './helpers/images';
import { multipartBody } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Answers like the platforms' share-link hosts: redirects, a page naming the item, silence. */
const ANSWERS: Record<string, { status: number; location?: string; body?: string }> = {
  '/h.good': { status: 302, location: 'https://item.taobao.com/item.htm?id=612345678901&spm=a' },
  '/h.twice': { status: 302, location: 'https://s.click.taobao.com/t?e=1' },
  '/t': { status: 302, location: 'https://item.taobao.com/item.htm?id=612345678902' },
  '/h.foreign': { status: 302, location: 'https://evil.example.com/item.htm?id=612345678903' },
  '/h.address': { status: 302, location: 'https://127.0.0.1/item.htm?id=612345678904' },
  '/h.plain': { status: 302, location: 'http://item.taobao.com/item.htm?id=612345678905' },
  '/h.loop': { status: 302, location: 'https://m.tb.cn/h.loop' },
  '/h.page': {
    status: 200,
    body: `<html><script>var url = 'https://item.taobao.com/item.htm?id=612345678906&amp;ut=x';</script>`,
  },
  '/h.gone': { status: 404, body: 'not found' },
  '/Wd1': { status: 302, location: 'https://weidian.com/item.html?itemID=7001&wfr=share' },
  '/s/Ab1': { status: 302, location: 'https://m.1688.com/offer/8001.html?spm=x' },
};

let standIn: Server;
let origin = '';
const requests: string[] = [];

beforeAll(async () => {
  standIn = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    requests.push(path);
    if (path === '/h.slow') return; // never answers
    const answer = ANSWERS[path] ?? { status: 404 };
    response.writeHead(answer.status, answer.location ? { location: answer.location } : {});
    response.end(answer.body ?? '');
  });
  await new Promise<void>((done) => standIn.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
});
afterAll(() => {
  standIn.closeAllConnections();
  standIn.close();
});

const hosts = () => ({
  'm.tb.cn': origin,
  's.click.taobao.com': origin,
  'k.youshop10.com': origin,
  'qr.1688.com': origin,
});

describe('ShortLinkResolver against a stand-in', () => {
  const resolver = () => new ShortLinkResolver({ addresses: hosts(), timeoutMs: 400 });

  it.each([
    ['https://m.tb.cn/h.good', 'https://item.taobao.com/item.htm?id=612345678901'],
    [
      '【淘宝】https://m.tb.cn/h.twice?tk=1 「衬衫」',
      'https://item.taobao.com/item.htm?id=612345678902',
    ],
    ['https://m.tb.cn/h.page', 'https://item.taobao.com/item.htm?id=612345678906'],
    ['https://k.youshop10.com/Wd1', 'https://weidian.com/item.html?itemID=7001'],
    ['https://qr.1688.com/s/Ab1', 'https://detail.1688.com/offer/8001.html'],
  ])('follows %s to %s', async (link, item) => {
    expect(await resolver().resolve(link)).toEqual({ link: item });
  });

  it.each(['h.foreign', 'h.address', 'h.plain', 'h.loop', 'h.gone'])(
    'refuses /%s: no item on a platform host over https within 3 redirects',
    async (path) => {
      expect(await resolver().resolve(`https://m.tb.cn/${path}`)).toEqual({
        failure: 'productLinkShortNoItem',
      });
    },
  );

  it('never requests another host than the share link hosts and redirects followed', async () => {
    requests.length = 0;
    await resolver().resolve('https://m.tb.cn/h.foreign');
    await resolver().resolve('https://m.tb.cn/h.loop');
    expect(requests).toEqual(['/h.foreign', '/h.loop', '/h.loop', '/h.loop', '/h.loop']);
  });

  it('says a link that does not answer in time is unreachable', async () => {
    const started = Date.now();
    expect(await resolver().resolve('https://m.tb.cn/h.slow')).toEqual({
      failure: 'productLinkShortUnreachable',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('remembers what it found', async () => {
    const cached = resolver();
    await cached.resolve('https://m.tb.cn/h.good');
    requests.length = 0;
    expect(await cached.resolve('http://m.tb.cn/h.good')).toEqual({
      link: 'https://item.taobao.com/item.htm?id=612345678901',
    });
    expect(requests).toEqual([]);
  });
});

describe('share links in the product form and the import', () => {
  let t: TestApp;
  let token = '';
  let sellerId = 0;

  beforeAll(async () => {
    t = await createTestApp({
      SHORT_LINK_ADDRESSES: Object.entries(hosts())
        .map(([host, address]) => `${host}=${address}`)
        .join(','),
      SHORT_LINK_TIMEOUT_MS: '400',
    });
    sellerId = (await createUser(t.db, { role: 'SELLER' })).id;
    token = await tokenFor(t.app, t.db, sellerId);
    await createProduct(t.db, { sellerId }); // the lookups the rows name
  });
  afterAll(() => t.close());

  it('stores the item a share link leads to', async () => {
    const id = await createProduct(t.db, { sellerId });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${id}`,
      headers: bearer(token),
      payload: { productLink: '【淘宝】https://m.tb.cn/h.twice?tk=abc 「亚麻衬衫」' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      productLink: 'https://item.taobao.com/item.htm?id=612345678902',
    });
  });

  it.each([
    ['h.slow', 'productLinkShortUnreachable'],
    ['h.foreign', 'productLinkShortNoItem'],
  ] as const)('answers /%s with %s on the link field', async (path, code) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(token),
      payload: {
        name: 'Linen Shirt',
        price: 88,
        productLink: `https://m.tb.cn/${path}`,
        colors: ['Black'],
        sizes: ['M'],
        categories: ['T-Shirts'],
        imageUrls: ['/media/products/none.webp'],
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code,
      message: MESSAGES[code],
      fieldCodes: { productLink: code },
    });
  });

  it('follows the share links of an import and names the rows it could not', async () => {
    const header = 'name,description,price,link,categories,colors,sizes,images';
    const row = (link: string) => `Bag,,49.90,${link},T-Shirts,Black,M,bag.jpg`;
    const file = [header, row('https://m.tb.cn/h.good'), row('https://m.tb.cn/h.slow')].join('\n');
    const zip = Buffer.from(zipSync({ 'bag.jpg': await photo('jpeg', 240, 200) }));
    const send = (url: string) => {
      const { payload, headers } = multipartBody([
        { field: 'file', filename: 'p.csv', contentType: 'text/csv', bytes: Buffer.from(file) },
        { field: 'images', filename: 'i.zip', contentType: 'application/zip', bytes: zip },
      ]);
      return t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...headers, ...bearer(token) },
      });
    };
    const res = await send('/api/products/import/dry-run');
    expect(res.statusCode, res.body).toBe(200);
    const [good, slow] = res.json<ImportDryRun>().rows;
    expect(good?.errors).toEqual([]);
    expect(slow?.errors).toEqual([{ field: 'link', code: 'productLinkShortUnreachable' }]);

    const imported = await send('/api/products/import?mode=per-row');
    const result = importLineSchema.parse(
      JSON.parse(imported.body.trim().split('\n').at(-1) ?? ''),
    );
    const created = result.type === 'result' ? result.rows[0]?.productId : undefined;
    const page = await t.app.inject({ method: 'GET', url: `/api/products/${created ?? 0}` });
    expect(page.json()).toMatchObject({
      productLink: 'https://item.taobao.com/item.htm?id=612345678901',
    });
  });

  it('follows at most LIMITS.importShortLinksMax share links of a file', async () => {
    const header = 'name,description,price,link,categories,colors,sizes,images';
    const rows = Array.from(
      { length: LIMITS.importShortLinksMax + 1 },
      (_, at) => `Bag ${at},,49.90,https://m.tb.cn/h.n${at},T-Shirts,Black,M,`,
    );
    const { payload, headers } = multipartBody([
      {
        field: 'file',
        filename: 'p.csv',
        contentType: 'text/csv',
        bytes: Buffer.from([header, ...rows].join('\n')),
      },
    ]);
    requests.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/import/dry-run',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    const linkErrors = res
      .json<ImportDryRun>()
      .rows.map(({ errors }) => errors.find(({ field }) => field === 'link')?.code);
    expect(linkErrors.at(0)).toBe('productLinkShortNoItem');
    expect(linkErrors.at(-1)).toBe('importShortLinksTooMany');
    expect(requests).toHaveLength(LIMITS.importShortLinksMax);
  });
});
