import { count, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importLineSchema,
  LIMITS,
  messageText,
  type ImportDryRun,
  type ImportLine,
  type ImportRowError,
} from '@curio/shared';
import { categories, colors, productImages, products, sizes } from '../src/db/schema';
import { bearer, tokenFor } from './helpers/auth';
import { createProduct, createUser } from './helpers/fixtures';
import { photo } from './helpers/images';
import { mediaStatuses } from './helpers/media-backends';
import { multipartBody } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const tokens: Record<'seller' | 'user' | 'frozen' | 'admin', string> = {
  seller: '',
  user: '',
  frozen: '',
  admin: '',
};
let sellerId = 0;
let itemSerial = 600_000_000_000;

const HEADER = 'name,description,price,link,categories,colors,sizes,images';
const link = (id = itemSerial++) => `https://item.taobao.com/item.htm?id=${id}`;
/** A valid row; `cells` replaces some of its cells (in HEADER order by name). */
function row(cells: Partial<Record<string, string>> = {}, separator = ','): string {
  const values = {
    name: 'Quilted Crossbody Bag',
    description: 'Soft quilted nylon',
    price: '49.90',
    link: link(),
    categories: 'bags',
    colors: 'Black|white',
    sizes: 'M',
    images: 'bag.jpg',
    ...cells,
  };
  const quoted = (cell: string) =>
    /[",;\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
  return Object.values(values).map(quoted).join(separator);
}
const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n');

let zip: Buffer;
function body(file: string | Buffer, images: Buffer | null = zip) {
  return multipartBody([
    { field: 'file', filename: 'products.csv', contentType: 'text/csv', bytes: Buffer.from(file) },
    ...(images
      ? [{ field: 'images', filename: 'images.zip', contentType: 'application/zip', bytes: images }]
      : []),
  ]);
}

/** Imports are limited to 20 a minute per address: a test past the first 20 calls uses another. */
async function dryRun(
  file: string | Buffer,
  token = tokens.seller,
  images?: Buffer,
  remoteAddress?: string,
) {
  const { payload, headers } = body(file, images);
  return t.app.inject({
    method: 'POST',
    url: '/api/products/import/dry-run',
    payload,
    headers: { ...headers, ...bearer(token) },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

async function importCsv(
  file: string | Buffer,
  mode: 'all' | 'per-row',
  token = tokens.seller,
  remoteAddress?: string,
) {
  const { payload, headers } = body(file);
  return t.app.inject({
    method: 'POST',
    url: `/api/products/import?mode=${mode}`,
    payload,
    headers: { ...headers, ...bearer(token) },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

function lines(text: string): ImportLine[] {
  return text
    .trim()
    .split('\n')
    .map((line) => importLineSchema.parse(JSON.parse(line)));
}
function result(text: string) {
  const last = lines(text).at(-1);
  if (last?.type !== 'result') throw new Error(`no result line: ${text}`);
  return last;
}

async function productCount(): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(products)
    .where(eq(products.sellerId, sellerId));
  return row?.n ?? 0;
}

const rowErrors = (reply: ImportDryRun) =>
  Object.fromEntries(reply.rows.map(({ row: number, errors }) => [number, errors]));

beforeAll(async () => {
  t = await createTestApp();
  const seller = await createUser(t.db, { role: 'SELLER' });
  sellerId = seller.id;
  tokens.seller = await tokenFor(t.app, t.db, seller.id);
  tokens.user = await tokenFor(t.app, t.db, (await createUser(t.db)).id);
  const frozen = await createUser(t.db, { role: 'SELLER', frozen: true });
  tokens.frozen = await tokenFor(t.app, t.db, frozen.id);
  const admin = await createUser(t.db, { role: 'ADMIN' });
  tokens.admin = await tokenFor(t.app, t.db, admin.id);
  // The lookups the rows name (created by an admin's product).
  await createProduct(t.db, {
    sellerId: admin.id,
    colors: ['Black', 'White'],
    sizes: ['M', 'L'],
    categories: ['Bags', 'Hoodies'],
  });
  zip = Buffer.from(
    zipSync({
      'bag.jpg': await photo('jpeg', 240, 200),
      'photos/side.png': await photo('png', 260, 200),
      'notes.txt': Buffer.from('not an image'),
    }),
  );
});
afterAll(() => t.close());

describe('who may import', () => {
  it.each([
    ['no token', undefined, 401, 'noToken'],
    ['a shopper', 'user', 403, 'forbidden'],
    ['a frozen seller', 'frozen', 403, 'frozenSeller'],
  ] as const)('%s gets %i before the file is read', async (_, who, status, code) => {
    const { payload, headers } = body('not even a csv');
    for (const url of ['/api/products/import/dry-run', '/api/products/import?mode=all']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...headers, ...(who ? bearer(tokens[who]) : {}) },
      });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json<{ code: string }>().code).toBe(code);
    }
  });
});

describe('POST /api/products/import/dry-run', () => {
  it('lists every row with the form rules, lookups and link parser, and creates nothing', async () => {
    const res = await dryRun(
      csv(
        row(),
        row({ name: '', price: '0' }),
        row({ colors: 'Black|Chartreuse', link: 'https://example.com/item/1' }),
        row({ price: 'abc', sizes: '', images: 'missing.jpg' }),
        row({ link: 'not a url', images: 'notes.txt' }),
      ),
      tokens.seller,
      zip,
    );
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<ImportDryRun>();
    expect([reply.total, reply.valid]).toEqual([5, 1]);
    const byRow = rowErrors(reply);
    const codes = (errors: ImportRowError[] | undefined) =>
      (errors ?? []).map((e) => [e.field, e.code, e.params?.value]);
    expect(byRow[2]).toEqual([]);
    expect(codes(byRow[3])).toEqual([
      ['name', 'productNameRequired', undefined],
      ['price', 'priceAboveZero', undefined],
    ]);
    expect(codes(byRow[4])).toEqual([
      ['link', 'productLinkPlatform', undefined],
      ['colors', 'unknownLookup', 'Chartreuse'],
    ]);
    expect(codes(byRow[5])).toEqual([
      ['images', 'importImageMissing', 'missing.jpg'],
      ['price', 'priceInvalid', undefined],
      ['sizes', 'sizeRequired', undefined],
    ]);
    expect(codes(byRow[6])).toEqual([
      ['images', 'imageFormat', 'notes.txt'],
      ['link', 'invalidUrl', undefined],
    ]);
    expect(await productCount()).toBe(0);
  });

  it('names the row of a share link that cannot be followed', async () => {
    const res = await dryRun(
      csv(row(), row({ link: 'https://m.tb.cn/h.5XyZaBc?tk=abc' })),
      tokens.seller,
      zip,
      '198.51.100.21',
    );
    expect(res.statusCode, res.body).toBe(200);
    const byRow = rowErrors(res.json<ImportDryRun>());
    expect(byRow[2]).toEqual([]);
    expect(byRow[3]).toEqual([{ field: 'link', code: 'productLinkShortUnreachable' }]);
  });

  it('reads a semicolon file with a BOM and decimal commas, names in any case', async () => {
    const file = `\uFEFF${csv(
      row({ price: '12,50', categories: 'BAGS|hoodies', images: 'SIDE.PNG' }, ';'),
    )
      .replaceAll(',', ';')
      .replace('12;50', '12,50')}`;
    const res = await dryRun(file, tokens.seller, zip);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportDryRun>()).toMatchObject({ total: 1, valid: 1 });
  });

  it('reports shop items already listed and rows repeated in the file', async () => {
    const listed = 612_000_000_001;
    await createProduct(t.db, { sellerId, productLink: link(listed) });
    const repeated = link();
    const res = await dryRun(
      csv(
        row({ link: `https://m.tb.cn.taobao.com/item.htm?id=${listed}` }),
        row({ link: repeated }),
        row({ link: `${repeated}&spm=a1z09` }),
      ),
      tokens.seller,
      zip,
    );
    const byRow = rowErrors(res.json<ImportDryRun>());
    expect(byRow[2]).toEqual([{ field: 'link', code: 'importDuplicateListed' }]);
    expect(byRow[3]).toEqual([]);
    expect(byRow[4]).toEqual([{ field: 'link', code: 'importDuplicateRow', params: { row: '3' } }]);
  });
});

describe('names in any of the five languages', () => {
  beforeAll(async () => {
    await createProduct(t.db, {
      sellerId: (await createUser(t.db, { role: 'ADMIN' })).id,
      categories: ['Accessories'],
    });
    const named = [
      [
        categories,
        categories.name,
        'Accessories',
        ['配饰', 'Accesorios', 'Accessoires', 'Accessoires'],
      ],
      [colors, colors.color, 'Black', ['黑色', 'Negro', 'Schwarz', 'Noir']],
      [sizes, sizes.size, 'M', ['中号', 'Mediana', 'Mittel', 'Moyenne']],
    ] as const;
    for (const [table, column, name, [zh, es, de, fr]] of named) {
      await t.db.update(table).set({ translations: { zh, es, de, fr } }).where(eq(column, name));
    }
  });

  it.each([
    ['zh', '配饰', '黑色', '中号'],
    ['es', 'ACCESORIOS', 'negro', 'mediana'],
    ['de', 'Accessoires', 'Schwarz', 'Mittel'],
    ['fr', 'accessoires', 'ＮＯＩＲ', 'Moyenne'],
  ])(
    'finds %s names, ignoring case and width, and shows what they matched',
    async (_, category, color, size) => {
      const res = await dryRun(
        csv(row({ categories: `${category}|Bags`, colors: color, sizes: size })),
        tokens.seller,
        zip,
        '198.51.100.22',
      );
      expect(res.statusCode, res.body).toBe(200);
      const [checked] = res.json<ImportDryRun>().rows;
      expect(checked?.errors).toEqual([]);
      expect(checked?.matched).toEqual([
        { field: 'colors', value: color, name: 'Black' },
        { field: 'sizes', value: size, name: 'M' },
        { field: 'categories', value: category, name: 'Accessories' },
      ]);
    },
  );

  it('creates the product with the lookups the names matched', async () => {
    const res = await importCsv(
      csv(
        row({ name: 'Lingual Bag', categories: 'Accessoires', colors: '黑色|White', sizes: 'M' }),
      ),
      'per-row',
      tokens.seller,
      '198.51.100.22',
    );
    const outcome = result(res.body);
    expect(outcome.created, res.body).toBe(1);
    const productId = outcome.rows[0]?.productId ?? 0;
    const page = await t.app.inject({ method: 'GET', url: `/api/products/${productId}` });
    expect(page.json()).toMatchObject({
      categories: ['Accessories'],
      colors: expect.arrayContaining(['Black', 'White']),
    });
  });
});

describe('cells that start like a formula', () => {
  it('stores a bullet description, a signed name and a formula as typed', async () => {
    const typed = [
      { name: '@Home Tote', description: '- 100% cotton\n- machine washable' },
      { name: '+Plus Pouch', description: '=HYPERLINK("http://x","y")' },
      { name: 'Tab Bag', description: '\t-2+3' },
    ];
    const dry = await dryRun(
      csv(...typed.map((cells) => row(cells))),
      tokens.seller,
      zip,
      '198.51.100.23',
    );
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json<ImportDryRun>()).toMatchObject({ total: 3, valid: 3 });
    const res = await importCsv(
      csv(...typed.map((cells) => row(cells))),
      'all',
      tokens.seller,
      '198.51.100.23',
    );
    const outcome = result(res.body);
    expect(outcome.created, res.body).toBe(3);
    for (const [at, { name, description }] of typed.entries()) {
      const id = outcome.rows[at]?.productId ?? 0;
      const page = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
      expect(page.json()).toMatchObject({ name, description: description.trim() });
    }
  });
});

describe('files that are refused whole', () => {
  it.each([
    [
      'Latin-1 text',
      Buffer.concat([
        Buffer.from(`${HEADER}\r\nCaf`),
        Buffer.from([0xe9]),
        Buffer.from(row().slice(3)),
      ]),
      400,
      'importNotUtf8',
      undefined,
    ],
    [
      'UTF-16 text with its byte-order mark (Excel\'s "Unicode text")',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv(row()), 'utf16le')]),
      400,
      'importNotUtf8',
      undefined,
    ],
    [
      'UTF-16 big-endian text without a byte-order mark',
      Buffer.from(Buffer.from(csv(row()), 'utf16le').swap16()),
      400,
      'importNotUtf8',
      undefined,
    ],
    [
      'a PNG named .csv',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      400,
      'importNotCsv',
      { columns: HEADER.replaceAll(',', ', ') },
    ],
    [
      'other columns',
      'title,cost\r\nBag,12',
      400,
      'importNotCsv',
      { columns: HEADER.replaceAll(',', ', ') },
    ],
    [
      '5,001 rows',
      csv(...Array.from({ length: LIMITS.importRowsMax + 1 }, () => 'a,b,1,l,c,c,s,i')),
      400,
      'importTooManyRows',
      undefined,
    ],
    [
      'over 5 MB',
      csv(row({ description: 'x'.repeat(LIMITS.importCsvBytesMax) })),
      413,
      'importCsvTooLarge',
      undefined,
    ],
  ] as const)('%s: %i %s, nothing created', async (_, file, status, code, params) => {
    const before = await productCount();
    for (const res of [await dryRun(file), await importCsv(file, 'per-row')]) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json<{ code: string; params?: object }>()).toMatchObject(
        params ? { code, params } : { code },
      );
    }
    expect(await productCount()).toBe(before);
  });

  it.each([
    ['only the header row', csv()],
    ['the header row and blank lines', `${csv()}\r\n\r\n\r\n`],
  ])('%s: 400 importNoRows, not an empty dry run; nothing created', async (_, file) => {
    const before = await productCount();
    const { payload, headers } = body(file);
    for (const url of ['/api/products/import/dry-run', '/api/products/import?mode=all']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...headers, ...bearer(tokens.seller) },
        // Imports are limited to 20 a minute per address, which the cases above use up.
        remoteAddress: '198.51.100.20',
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'importNoRows',
        fieldCodes: { file: 'importNoRows' },
      });
    }
    expect(await productCount()).toBe(before);
  });

  it('a negative price is a bad price, not a formula', async () => {
    const res = await dryRun(csv(row({ price: '-5' })), tokens.seller, zip);
    expect(rowErrors(res.json<ImportDryRun>())[2]).toEqual([
      { field: 'price', code: 'priceAboveZero' },
    ]);
  });

  it('refuses a small ZIP that inflates past the limit, creating nothing', async () => {
    // Entries each just under an image's limit, of zeros: past the inflated limit from a tiny ZIP.
    const zeros = new Uint8Array(LIMITS.productImageBytesMax - 1);
    const needed = Math.ceil(LIMITS.importZipInflatedBytesMax / zeros.length) + 1;
    const entries = Object.fromEntries(
      Array.from({ length: needed }, (_, i) => [`zero-${i}.png`, zeros] as const),
    );
    const bomb = Buffer.from(zipSync(entries, { level: 1 }));
    expect(bomb.length).toBeLessThan(LIMITS.importZipBytesMax);
    const before = await productCount();
    const res = await dryRun(csv(row()), tokens.seller, bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json<{ code: string }>().code).toBe('importZipTooLarge');
    expect(await productCount()).toBe(before);
  });

  it('refuses a ZIP whose entry inflates past the size its header declares', async () => {
    // 8 MB of zeros declared as 100 bytes in both headers: inflating must stop at the declared size.
    const bomb = Buffer.from(zipSync({ 'bag.jpg': new Uint8Array(8 * 1024 * 1024) }, { level: 9 }));
    const directory = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(100, 22);
    bomb.writeUInt32LE(100, directory + 24);
    const before = await productCount();
    const res = await dryRun(csv(row()), tokens.seller, bomb);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ code: string }>().code).toBe('importZipInvalid');
    expect(await productCount()).toBe(before);
  });

  it("takes a phone's 3 MB photo and names a picture over 15 MB as too large, not missing", async () => {
    // Noise does not compress: a PNG of about 3 MB, as phones take them.
    const noise = Buffer.alloc(1024 * 1024 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
    const phonePhoto = await sharp(noise, { raw: { width: 1024, height: 1024, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(phonePhoto.length).toBeGreaterThan(2 * 1024 * 1024);
    const images = Buffer.from(
      zipSync(
        { 'phone.png': phonePhoto, 'huge.jpg': new Uint8Array(16 * 1024 * 1024) },
        { level: 6 },
      ),
    );
    const res = await dryRun(
      csv(row({ images: 'phone.png' }), row({ images: 'huge.jpg' })),
      tokens.seller,
      images,
      '198.51.100.21',
    );
    expect(res.statusCode, res.body).toBe(200);
    const errors = rowErrors(res.json<ImportDryRun>());
    expect(errors[2]).toEqual([]);
    expect(messageText('importImageTooLarge', { value: 'huge.jpg', size: '16.0' })).toBe(
      'Image huge.jpg is too large (16.0 MB, at most 15 MB)',
    );
    expect(errors[3]).toEqual([
      {
        field: 'images',
        code: 'importImageTooLarge',
        params: { value: 'huge.jpg', size: '16.0' },
      },
    ]);
  });

  it('refuses a ZIP that is not one', async () => {
    const res = await dryRun(csv(row()), tokens.seller, Buffer.from('PK not really'));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string }>().code).toBe('importZipInvalid');
  });
});

describe('POST /api/products/import', () => {
  it('all or nothing: one bad row and nothing is created', async () => {
    const before = await productCount();
    const res = await importCsv(csv(row(), row({ price: '0' }), row()), 'all');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    expect(result(res.body)).toMatchObject({ mode: 'all', created: 0, skipped: 3 });
    expect(await productCount()).toBe(before);
  });

  it('all or nothing: every row valid, all created with their ZIP images processed', async () => {
    const before = await productCount();
    const res = await importCsv(csv(row(), row({ images: 'bag.jpg|photos/side.png' })), 'all');
    const outcome = result(res.body);
    expect(outcome).toMatchObject({ created: 2, skipped: 0 });
    expect(await productCount()).toBe(before + 2);
    const id = outcome.rows[1]?.productId ?? 0;
    const res2 = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    const product = res2.json<{ imageUrls: string[]; colors: string[]; categories: string[] }>();
    expect(product.imageUrls).toHaveLength(2);
    expect(product.colors.toSorted()).toEqual(['Black', 'White']);
    expect(await mediaStatuses(t.app, product.imageUrls)).toEqual([200, 200]);
    const progress = lines(res.body).filter((line) => line.type === 'progress');
    expect(progress.at(-1)).toEqual({ type: 'progress', phase: 'products', done: 2, total: 2 });
  });

  it('reads decimal commas and grouped thousands, and names the rows whose price it cannot read', async () => {
    const res = await importCsv(
      csv(
        row({ price: '12,50' }),
        row({ price: '1.234,50' }),
        row({ price: '1 234.5' }),
        row({ price: '1,2,3' }),
        row({ price: '12..5' }),
        row({ price: '1,234' }),
      ),
      'per-row',
      tokens.seller,
      '198.51.100.22',
    );
    const outcome = result(res.body);
    expect(outcome).toMatchObject({ created: 3, skipped: 3 });
    expect(outcome.rows.map((r) => [r.row, r.status, r.errors])).toEqual([
      [2, 'created', []],
      [3, 'created', []],
      [4, 'created', []],
      [5, 'skipped', [{ field: 'price', code: 'priceSeparators' }]],
      [6, 'skipped', [{ field: 'price', code: 'priceSeparators' }]],
      [7, 'skipped', [{ field: 'price', code: 'priceAmbiguous' }]],
    ]);
    const prices = await Promise.all(
      outcome.rows.slice(0, 3).map(async ({ productId }) => {
        const reply = await t.app.inject({ method: 'GET', url: `/api/products/${productId}` });
        return reply.json<{ price: number }>().price;
      }),
    );
    expect(prices).toEqual([12.5, 1234.5, 1234.5]);
  });

  it('per row: valid rows are created, bad and repeated ones skipped with their reasons', async () => {
    const before = await productCount();
    const twice = link();
    const res = await importCsv(
      csv(row({ link: twice }), row({ colors: 'Mauve' }), row({ link: twice }), row()),
      'per-row',
    );
    const outcome = result(res.body);
    expect(outcome).toMatchObject({ mode: 'per-row', created: 2, skipped: 2 });
    expect(outcome.rows.map((r) => [r.row, r.status, r.errors[0]?.code])).toEqual([
      [2, 'created', undefined],
      [3, 'skipped', 'unknownLookup'],
      [4, 'skipped', 'importDuplicateRow'],
      [5, 'created', undefined],
    ]);
    expect(await productCount()).toBe(before + 2);
    // The same file again: its items are listed now, nothing is created twice.
    const again = result((await importCsv(csv(row({ link: twice })), 'per-row')).body);
    expect(again.rows[0]?.errors).toEqual([{ field: 'link', code: 'importDuplicateListed' }]);
    expect(await productCount()).toBe(before + 2);
  });

  it('takes the images of one of your products with product:<id>, not of another seller', async () => {
    const [mine] = result((await importCsv(csv(row()), 'per-row')).body).rows;
    const others = await createProduct(t.db, {
      sellerId: (await createUser(t.db, { role: 'SELLER' })).id,
    });
    const res = await importCsv(
      csv(row({ images: `product:${mine?.productId}` }), row({ images: `product:${others}` })),
      'per-row',
    );
    const outcome = result(res.body);
    expect(outcome.rows[1]?.errors).toEqual([
      { field: 'images', code: 'importImageProduct', params: { value: `product:${others}` } },
    ]);
    const keys = await t.db
      .select({ key: productImages.imageKey, productId: productImages.productId })
      .from(productImages)
      .where(eq(productImages.productId, outcome.rows[0]?.productId ?? 0));
    const original = await t.db
      .select({ key: productImages.imageKey })
      .from(productImages)
      .where(eq(productImages.productId, mine?.productId ?? 0));
    expect(keys.map((k) => k.key)).toEqual(original.map((k) => k.key));
  });
});
