import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, eventVisitors, users } from '../src/db/schema';
import { bearer, tokenFor } from './helpers/auth';
import { createProduct, createUser } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Buy clicks as the seller and the admin see them (the dashboard's "Buy clicks", the statistics'
 * purchase clicks), never read from the tables: a shopper's Buy counts once per account and
 * product a day (COUNTING in @curio/shared), and no request a script can forge adds more.
 */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let t: TestApp;
let productId = 0;
let otherProductId = 0;
const tokens = { seller: '', admin: '', shopper: '', second: '', noAgent: '' };

beforeAll(async () => {
  t = await createTestApp();
  const seller = await createUser(t.db, { role: 'SELLER' });
  tokens.seller = await tokenFor(t.app, t.db, seller.id);
  tokens.admin = await tokenFor(t.app, t.db, (await createUser(t.db, { role: 'ADMIN' })).id);
  productId = await createProduct(t.db, { sellerId: seller.id });
  const otherSeller = await createUser(t.db, { role: 'SELLER' });
  otherProductId = await createProduct(t.db, { sellerId: otherSeller.id });
  const [agent] = await t.db
    .insert(agents)
    .values({ name: 'CnFans', referralCode: 'CURIO' })
    .returning({ id: agents.id });
  for (const who of ['shopper', 'second', 'noAgent'] as const) {
    const user = await createUser(t.db);
    if (who !== 'noAgent') {
      await t.db
        .update(users)
        .set({ agentId: agent?.id ?? null })
        .where(eq(users.id, user.id));
    }
    tokens[who] = await tokenFor(t.app, t.db, user.id);
  }
});
afterAll(() => t.close());

function buy(id: number, token: string | null, userAgent = BROWSER) {
  return t.app.inject({
    method: 'POST',
    url: `/api/products/${id}/buy-link`,
    headers: { 'user-agent': userAgent, ...(token ? bearer(token) : {}) },
  });
}

/** The "Buy clicks" of the seller's dashboard row of the product. */
async function sellerSees(id = productId): Promise<number> {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/api/dashboard/products?sort=clicks',
    headers: bearer(tokens.seller),
  });
  expect(reply.statusCode).toBe(200);
  const row = reply
    .json<{ content: { id: number; buyClicks: number }[] }>()
    .content.find((product) => product.id === id);
  if (!row) throw new Error(`product ${id} is not on the seller's dashboard`);
  return row.buyClicks;
}

/** The purchase clicks of the admin's statistics. */
async function adminSees(): Promise<number> {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/api/stats',
    headers: bearer(tokens.admin),
  });
  expect(reply.statusCode).toBe(200);
  return reply.json<{ purchaseClicks: number }>().purchaseClicks;
}

describe('Buy clicks, as the seller and the admin see them', () => {
  it("a shopper's Buy adds exactly one, and the same shopper again that day adds none", async () => {
    const [seller, admin] = [await sellerSees(), await adminSees()];
    const first = await buy(productId, tokens.shopper);
    expect(first.statusCode).toBe(200);
    expect(first.json<{ url: string }>().url).toContain('cnfans.com');
    expect([await sellerSees(), await adminSees()]).toEqual([seller + 1, admin + 1]);

    // Pressed again, or scripted five times at once: each gets its link, none is counted.
    const again = await Promise.all(
      Array.from({ length: 5 }, () => buy(productId, tokens.shopper)),
    );
    expect(again.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect([await sellerSees(), await adminSees()]).toEqual([seller + 1, admin + 1]);

    // Another shopper is another click.
    expect((await buy(productId, tokens.second)).statusCode).toBe(200);
    expect([await sellerSees(), await adminSees()]).toEqual([seller + 2, admin + 2]);
  });

  it('counts the same shopper again a day later', async () => {
    const before = await sellerSees();
    await t.db
      .update(eventVisitors)
      .set({ countedAt: sql`${eventVisitors.countedAt} - interval '25 hours'` })
      .where(eq(eventVisitors.productId, productId));
    expect((await buy(productId, tokens.shopper)).statusCode).toBe(200);
    expect(await sellerSees()).toBe(before + 1);
  });

  it('counts nothing for requests that get no link or come from a crawler', async () => {
    const [seller, admin] = [await sellerSees(), await adminSees()];
    const refused = [
      // No account, a forged token, no agent on the profile, a product that does not exist,
      // an id that is not one.
      await buy(productId, null),
      await buy(productId, 'forged.token.value'),
      await buy(productId, tokens.noAgent),
      await buy(987_654, tokens.shopper),
      await t.app.inject({
        method: 'POST',
        url: '/api/products/abc/buy-link',
        headers: bearer(tokens.shopper),
      }),
    ];
    expect(refused.map((reply) => reply.statusCode)).toEqual([401, 401, 400, 404, 400]);
    // A search engine's crawler following Buy gets the link but is no shopper.
    const crawler = await buy(
      otherProductId,
      tokens.second,
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    );
    expect(crawler.statusCode).toBe(200);
    expect([await sellerSees(), await adminSees()]).toEqual([seller, admin]);
  });

  it('shows a seller only the clicks of their own products', async () => {
    const before = await sellerSees();
    expect((await buy(otherProductId, tokens.shopper)).statusCode).toBe(200);
    expect(await sellerSees()).toBe(before);
    await expect(sellerSees(otherProductId)).rejects.toThrow("not on the seller's dashboard");
  });
});
