import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, events, eventVisitors, users } from '../src/db/schema';
import { bearer, tokenFor } from './helpers/auth';
import { createProduct, createUser } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

const CALLS = 1000;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let t: TestApp;
let sellerId: number;

beforeAll(async () => {
  t = await createTestApp();
  sellerId = (await createUser(t.db, { role: 'SELLER' })).id;
});
afterAll(() => t.close());

const newProduct = () => createProduct(t.db, { sellerId });

async function counted(type: 'product_view' | 'purchase_click', productId: number) {
  const [row] = await t.db
    .select({ n: count() })
    .from(events)
    .where(and(eq(events.type, type), eq(events.productId, productId)));
  return row?.n ?? 0;
}

interface View {
  productId: number;
  visitorId?: string;
  userAgent?: string;
  address?: string;
  token?: string;
}

function view({ productId, visitorId, userAgent = BROWSER, address = '203.0.113.7', token }: View) {
  return t.app.inject({
    method: 'POST',
    url: '/api/events',
    remoteAddress: address,
    headers: { 'user-agent': userAgent, ...(token ? bearer(token) : {}) },
    payload: { type: 'product_view', productId, ...(visitorId ? { visitorId } : {}) },
  });
}

/** `count` requests at once, as a script would fire them; their statuses. */
async function burst(count: number, request: (index: number) => ReturnType<typeof view>) {
  const replies = await Promise.all(Array.from({ length: count }, (_, index) => request(index)));
  return replies.map((reply) => reply.statusCode);
}

/** Under the route's limit per address (120 a minute), every call reaches the counter. */
const REACHING = 100;

/**
 * `CALLS` requests from one address: a first burst within the per-address rate limit, all
 * answered and so all reaching the counter, then the rest at once, which the limit refuses.
 */
async function fromOneAddress(request: (index: number) => ReturnType<typeof view>) {
  const first = await burst(REACHING, request);
  const rest = await burst(CALLS - REACHING, request);
  return { first, rest };
}

/**
 * The answers a burst may get when every call passes the rate limit: on PostgreSQL the connection
 * pool sheds part of a thousand simultaneous requests with 503 (by design); never anything else.
 */
const ANSWERED_OR_SHED = (ok: number) => new Set([ok, 503]);

const inParallel = (request: (index: number) => ReturnType<typeof view>) => burst(CALLS, request);

const addressOf = (index: number) => `198.51.${Math.floor(index / 250)}.${index % 250}`;
const randomId = () => crypto.randomUUID().replaceAll('-', '');

/** Moves a visitor's last counted event back in time, as if that much time had passed. */
async function age(productId: number, interval: string) {
  await t.db
    .update(eventVisitors)
    .set({ countedAt: sql`${eventVisitors.countedAt} - ${interval}::interval` })
    .where(eq(eventVisitors.productId, productId));
}

describe('product views', () => {
  it('sweeps visitor rows older than a day on the first counted view', async () => {
    const productId = await newProduct();
    await t.db.insert(eventVisitors).values({
      type: 'product_view',
      productId,
      visitor: 'u:stale',
      countedAt: new Date(Date.now() - 25 * 3_600_000),
    });
    expect((await view({ productId, visitorId: randomId() })).statusCode).toBe(204);
    const visitors = await t.db
      .select({ visitor: eventVisitors.visitor })
      .from(eventVisitors)
      .where(eq(eventVisitors.productId, productId));
    expect(visitors).toHaveLength(1);
    expect(visitors[0]?.visitor).toMatch(/^a:/);
  });

  it(`counts ${CALLS} parallel calls of one browser as one view`, async () => {
    const productId = await newProduct();
    const visitorId = randomId();
    const { first, rest } = await fromOneAddress(() =>
      view({ productId, visitorId, address: '203.0.113.10' }),
    );
    expect(first.every((status) => status === 204)).toBe(true);
    expect(rest.every((status) => status === 429)).toBe(true);
    expect(await counted('product_view', productId)).toBe(1);
  });

  it(`counts ${CALLS} parallel calls of one account from ${CALLS} addresses as one view`, async () => {
    const productId = await newProduct();
    const user = await createUser(t.db);
    const token = await tokenFor(t.app, t.db, user.id);
    const statuses = await inParallel((index) =>
      view({ productId, visitorId: randomId(), token, address: addressOf(index) }),
    );
    expect(ANSWERED_OR_SHED(204)).toEqual(new Set([...statuses, 204, 503]));
    expect(statuses.filter((status) => status === 204).length).toBeGreaterThanOrEqual(REACHING);
    expect(await counted('product_view', productId)).toBe(1);
  });

  it(`counts nothing for ${CALLS} calls without the web app's visitor id`, async () => {
    const productId = await newProduct();
    const statuses = await inParallel((index) => view({ productId, address: addressOf(index) }));
    expect(ANSWERED_OR_SHED(204)).toEqual(new Set([...statuses, 204, 503]));
    expect(statuses.filter((status) => status === 204).length).toBeGreaterThanOrEqual(REACHING);
    expect(await counted('product_view', productId)).toBe(0);
  });

  it.each([
    'curl/8.5.0',
    'python-requests/2.32.3',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    '',
  ])('counts nothing for the user agent %j, even with a visitor id', async (userAgent) => {
    const productId = await newProduct();
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        view({ productId, visitorId: randomId(), userAgent, address: addressOf(index) }),
      ),
    );
    expect(replies.every((reply) => reply.statusCode === 204)).toBe(true);
    expect(await counted('product_view', productId)).toBe(0);
  });

  it(`counts ${CALLS} forged visitor ids from one address as one view`, async () => {
    const productId = await newProduct();
    const { first, rest } = await fromOneAddress(() =>
      view({ productId, visitorId: randomId(), address: '203.0.113.20' }),
    );
    expect(first.every((status) => status === 204)).toBe(true);
    expect(rest.every((status) => status === 429)).toBe(true);
    expect(await counted('product_view', productId)).toBe(1);
  });

  it('counts the addresses of one IPv6 /64 as one visitor, another /64 apart', async () => {
    const productId = await newProduct();
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff::9',
      '2001:0db8:0001:0002:0:0:0:7',
    ]) {
      await view({ productId, visitorId: randomId(), address });
    }
    expect(await counted('product_view', productId)).toBe(1);
    await view({ productId, visitorId: randomId(), address: '2001:db8:1:3::1' });
    expect(await counted('product_view', productId)).toBe(2);
  });

  it('counts six accounts viewing from one address as one view, signed in or not', async () => {
    const productId = await newProduct();
    for (let i = 0; i < 6; i++) {
      const user = await createUser(t.db);
      const token = await tokenFor(t.app, t.db, user.id);
      const reply = await view({ productId, visitorId: randomId(), token, address: '192.0.2.60' });
      expect(reply.statusCode).toBe(204);
    }
    await view({ productId, visitorId: randomId(), address: '::ffff:192.0.2.60' });
    expect(await counted('product_view', productId)).toBe(1);
    // Another address is another visitor.
    await view({ productId, visitorId: randomId(), address: '192.0.2.61' });
    expect(await counted('product_view', productId)).toBe(2);
  });

  it('counts different addresses separately, and one again after 30 minutes', async () => {
    const productId = await newProduct();
    const first = randomId();
    await view({ productId, visitorId: first, address: '192.0.2.1' });
    await view({ productId, visitorId: randomId(), address: '192.0.2.2' });
    expect(await counted('product_view', productId)).toBe(2);
    await age(productId, '29 minutes');
    await view({ productId, visitorId: first, address: '192.0.2.1' });
    expect(await counted('product_view', productId)).toBe(2);
    await age(productId, '2 minutes');
    await view({ productId, visitorId: first, address: '192.0.2.1' });
    expect(await counted('product_view', productId)).toBe(3);
  });

  it('keeps neither the address nor the visitor id in the clear', async () => {
    const productId = await newProduct();
    const visitorId = randomId();
    await view({ productId, visitorId, address: '192.0.2.99' });
    const [row] = await t.db
      .select({ visitor: eventVisitors.visitor })
      .from(eventVisitors)
      .where(eq(eventVisitors.productId, productId));
    expect(row?.visitor).toMatch(/^a:[A-Za-z0-9_-]{32}$/);
    expect(row?.visitor).not.toContain(visitorId);
    expect(row?.visitor).not.toContain('192.0.2.99');
  });
});

describe('buy clicks', () => {
  it(`counts ${CALLS} parallel Buy calls of one account as one click a day`, async () => {
    const productId = await newProduct();
    const [agent] = await t.db
      .insert(agents)
      .values({ name: 'CnFans', referralCode: 'CURIO' })
      .returning({ id: agents.id });
    const user = await createUser(t.db);
    await t.db
      .update(users)
      .set({ agentId: agent?.id ?? null })
      .where(eq(users.id, user.id));
    const token = await tokenFor(t.app, t.db, user.id);
    const buy = (index: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/products/${productId}/buy-link`,
        remoteAddress: addressOf(index),
        headers: { 'user-agent': BROWSER, ...bearer(token) },
      });

    const replies = await Promise.all(Array.from({ length: CALLS }, (_, index) => buy(index)));
    // Every call still gets its link: only the count is once.
    const statuses = replies.map((reply) => reply.statusCode);
    expect(ANSWERED_OR_SHED(200)).toEqual(new Set([...statuses, 200, 503]));
    const answered = replies.filter((reply) => reply.statusCode === 200);
    expect(answered.length).toBeGreaterThanOrEqual(REACHING);
    expect(
      answered.every((reply) => reply.json<{ url: string }>().url.includes('cnfans.com')),
    ).toBe(true);
    expect(await counted('purchase_click', productId)).toBe(1);

    await age(productId, '23 hours');
    await buy(0);
    expect(await counted('purchase_click', productId)).toBe(1);
    await age(productId, '2 hours');
    await buy(0);
    expect(await counted('purchase_click', productId)).toBe(2);
  });
});
