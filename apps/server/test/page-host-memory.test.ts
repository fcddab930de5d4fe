import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The page host keeps nothing per address but its bounded caches (decision 024): the real route
 * modules rendered by the server (WEB_DEV, as server-rendering.test.ts), asked for addresses that
 * no cache keeps (tracking parameters, unknown paths, every language), and the live heap measured
 * after a full collection. `bench/page-addresses-memory.ts` measures the built server's resident
 * memory under 12,000 addresses; this is the smaller check that runs with every change.
 */
let t: TestApp;
const productIds: number[] = [];
let sellerId: number;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The live heap in MB after full collections. */
function liveHeapMb(): number {
  for (let i = 0; i < 3; i++) collectGarbage();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

const LANGUAGES = ['', '/de', '/fr', '/es', '/zh'];

/** The i-th address: each distinct, none of them a page any cache keeps. */
function address(i: number): string {
  const language = LANGUAGES[i % LANGUAGES.length] ?? '';
  const product = productIds[i % productIds.length] ?? 1;
  switch (i % 4) {
    case 0:
      return `${language}/?utm_source=crawler&utm_campaign=${String(i)}`;
    case 1:
      return `${language}/no-such-page-${String(i)}`;
    case 2:
      return `${language}/products/${String(product)}?ref=${String(i)}`;
    default:
      return `${language}/seller/${String(sellerId)}?gclid=${String(i)}`;
  }
}

async function ask(from: number, count: number): Promise<void> {
  for (let i = from; i < from + count; i += 4) {
    const replies = await Promise.all(
      [i, i + 1, i + 2, i + 3].map((n) => t.app.inject({ method: 'GET', url: address(n) })),
    );
    for (const [k, reply] of replies.entries())
      expect(reply.statusCode, address(i + k)).toBe((i + k) % 4 === 1 ? 404 : 200);
  }
}

beforeAll(async () => {
  t = await createTestApp({ WEB_DEV: 'true' });
  sellerId = (await createUser(t.db, { role: 'SELLER', username: 'memory_seller' })).id;
  for (const [i, name] of ['Canvas Tote', 'Linen Apron', 'Wool Scarf', 'Denim Jacket'].entries())
    productIds.push(await createProduct(t.db, { sellerId, name, price: 10 + i }));
}, 120_000);
afterAll(() => t.close());

describe('the page host under distinct addresses', () => {
  it('keeps nothing per address: 80 more addresses leave the live heap as it was', async () => {
    // Every kind of page in every language twice, so that what loads once is loaded.
    await ask(0, 40);
    const before = liveHeapMb();
    await ask(40, 80);
    const after = liveHeapMb();
    // A render kept alive costs 100 KB and more (its query client, data and strings): 80 would
    // be 8 MB (the browser's ten-minute cache time on the server: 30 MB). Nothing kept leaves the
    // heap within what the collector's own state moves.
    expect(after - before).toBeLessThan(3);
  }, 300_000);
});
