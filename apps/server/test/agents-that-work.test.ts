import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentTestLinkReplySchema, buyOptionsSchema, errorBodySchema } from '@curio/shared';
import { agents, colors, users } from '../src/db/schema';
import { bearer, tokenFor } from './helpers/auth';
import { createProduct, createUser } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let adminToken: string;
let colorId: number;
let sellerId: number;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await tokenFor(t.app, t.db, (await createUser(t.db, { role: 'ADMIN' })).id);
  sellerId = (await createUser(t.db, { role: 'SELLER' })).id;
  const [color] = await t.db.insert(colors).values({ color: 'Teal' }).returning();
  colorId = color?.id ?? 0;
});
afterAll(() => t.close());

const asAdmin = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(adminToken), payload });

async function agentCount() {
  const [row] = await t.db.select({ n: count() }).from(agents);
  return row?.n ?? 0;
}

const TEMPLATE_REQUIRED = {
  status: 400,
  code: 'agentTemplateRequired',
  message:
    'This agent is not built in: give it a link template with {id} or {url} so that Buy works.',
  fieldErrors: {
    linkTemplate:
      'This agent is not built in: give it a link template with {id} or {url} so that Buy works.',
  },
};

describe('saving an agent', () => {
  it('refuses an agent cn-links does not know without a link template, creating nothing', async () => {
    const before = await agentCount();
    for (const linkTemplate of [undefined, null, '']) {
      const res = await asAdmin('POST', '/api/agents', {
        name: 'Mulebuy Unknown',
        themeColorId: colorId,
        linkTemplate,
      });
      expect(res.statusCode).toBe(400);
      expect(errorBodySchema.parse(res.json())).toMatchObject(TEMPLATE_REQUIRED);
    }
    expect(await agentCount()).toBe(before);
  });

  it.each([
    ['without the item placeholder', 'https://agent.example/buy?ref={ref}'],
    ['over http', 'http://agent.example/buy?id={id}'],
    ['not an address', 'agent.example/{id}'],
  ])('refuses a template %s', async (_, linkTemplate) => {
    const res = await asAdmin('POST', '/api/agents', {
      name: 'Template Agent',
      themeColorId: colorId,
      linkTemplate,
    });
    expect(res.json()).toMatchObject({
      status: 400,
      code: 'linkTemplateInvalid',
      message: 'The link template must be an https address and contain {id} or {url}.',
    });
  });

  it('saves a built-in agent without a template and an unknown one with a complete template', async () => {
    const builtIn = await asAdmin('POST', '/api/agents', {
      name: ' superbuy ',
      themeColorId: colorId,
    });
    expect(builtIn.statusCode, builtIn.body).toBe(201);
    const custom = await asAdmin('POST', '/api/agents', {
      name: 'Own Agent',
      themeColorId: colorId,
      linkTemplate: 'https://own.example/item?id={id}&ref={ref}',
    });
    expect(custom.statusCode, custom.body).toBe(201);

    // Taking the template away again is refused, and the agent keeps it.
    const { id } = custom.json<{ id: number }>();
    const cleared = await asAdmin('PATCH', `/api/agents/${id}`, {
      name: 'Own Agent',
      themeColorId: colorId,
      linkTemplate: '',
    });
    expect(cleared.json()).toMatchObject({ code: 'agentTemplateRequired' });
    const [stored] = await t.db.select().from(agents).where(eq(agents.id, id));
    expect(stored?.linkTemplate).toBe('https://own.example/item?id={id}&ref={ref}');
  });
});

describe('PATCH /api/agents/{id}: only the fields sent', () => {
  it('changes the fields it is sent and keeps the others', async () => {
    const [other] = await t.db.insert(colors).values({ color: 'Coral' }).returning();
    const created = await asAdmin('POST', '/api/agents', {
      name: 'Partial Agent',
      themeColorId: colorId,
      referralCode: 'REF1',
      linkTemplate: 'https://partial.example/item?id={id}&ref={ref}',
    });
    const { id } = created.json<{ id: number }>();
    const stored = async () => (await t.db.select().from(agents).where(eq(agents.id, id)))[0];
    const original = await stored();

    const referral = await asAdmin('PATCH', `/api/agents/${id}`, { referralCode: 'REF2' });
    expect(referral.statusCode, referral.body).toBe(200);
    expect(await stored()).toMatchObject({
      name: 'Partial Agent',
      themeColorId: colorId,
      referralCode: 'REF2',
      linkTemplate: original?.linkTemplate,
    });

    const renamed = await asAdmin('PATCH', `/api/agents/${id}`, {
      name: 'Partial Agent Two',
      themeColorId: other?.id,
    });
    expect(renamed.json()).toMatchObject({
      name: 'Partial Agent Two',
      themeColor: { id: other?.id, color: 'Coral' },
      referralCode: 'REF2',
      linkTemplate: 'https://partial.example/item?id={id}&ref={ref}',
    });
  });

  it('refuses an empty change, and a template taken away from an agent that needs one', async () => {
    const { id } = (
      await asAdmin('POST', '/api/agents', {
        name: 'Template Kept',
        themeColorId: colorId,
        linkTemplate: 'https://kept.example/item?id={id}',
      })
    ).json<{ id: number }>();
    const empty = await asAdmin('PATCH', `/api/agents/${id}`, {});
    expect(empty.json()).toMatchObject({ status: 400, code: 'productPatchEmpty' });
    const cleared = await asAdmin('PATCH', `/api/agents/${id}`, { linkTemplate: null });
    expect(errorBodySchema.parse(cleared.json())).toMatchObject(TEMPLATE_REQUIRED);
    const renamed = await asAdmin('PATCH', `/api/agents/${id}`, { name: 'Template Kept Too' });
    expect(renamed.json()).toMatchObject({ linkTemplate: 'https://kept.example/item?id={id}' });
  });
});

describe('POST /api/admin/agents/test-link', () => {
  const testLink = (payload: object) => asAdmin('POST', '/api/admin/agents/test-link', payload);

  it('shows the links of a sample Taobao, Weidian and 1688 item for a typed template, saving nothing', async () => {
    const before = await agentCount();
    const res = await testLink({
      name: 'Typed Agent',
      referralCode: 'REF 1',
      linkTemplate: 'https://typed.example/go?id={id}&p={platform}&ref={ref}',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { links } = agentTestLinkReplySchema.parse(res.json());
    expect(links).toEqual([
      {
        platform: 'TAOBAO',
        sampleLink: 'https://item.taobao.com/item.htm?id=726151416538',
        url: 'https://typed.example/go?id=726151416538&p=TAOBAO&ref=REF%201',
        reason: null,
      },
      {
        platform: 'WEIDIAN',
        sampleLink: 'https://weidian.com/item.html?itemID=4411223344',
        url: 'https://typed.example/go?id=4411223344&p=WEIDIAN&ref=REF%201',
        reason: null,
      },
      {
        platform: 'ALI_1688',
        sampleLink: 'https://detail.1688.com/offer/623456789012.html',
        url: 'https://typed.example/go?id=623456789012&p=ALI_1688&ref=REF%201',
        reason: null,
      },
    ]);
    expect(await agentCount()).toBe(before);
  });

  it("builds a built-in agent's links with cn-links, and says why DogeGoo has no Weidian link", async () => {
    const superbuy = agentTestLinkReplySchema.parse(
      (await testLink({ name: 'Superbuy', referralCode: 'CURIO' })).json(),
    );
    for (const link of superbuy.links) {
      expect(new URL(link.url ?? '').searchParams.get('partnercode')).toBe('CURIO');
    }
    const dogegoo = agentTestLinkReplySchema.parse(
      (
        await testLink({
          name: 'DogeGoo',
          linkTemplate: 'https://www.dogegoo.com/product?url={url}&ref={ref}',
        })
      ).json(),
    );
    expect(dogegoo.links.map((link) => link.reason)).toEqual([null, 'dogeGooWeidian', null]);
  });

  it('refuses what saving refuses: no template for an unknown agent, an incomplete template', async () => {
    expect((await testLink({ name: 'Nobody Knows' })).json()).toMatchObject(TEMPLATE_REQUIRED);
    expect(
      (await testLink({ name: 'Nobody Knows', linkTemplate: 'https://x.example/{ref}' })).json(),
    ).toMatchObject({ status: 400, code: 'linkTemplateInvalid' });
  });
});

describe('Buy availability', () => {
  let weidianProduct: number;
  let ids: Record<string, number>;

  beforeAll(async () => {
    weidianProduct = await createProduct(t.db, {
      sellerId,
      productLink: 'https://weidian.com/item.html?itemID=4411223344',
    });
    // "Legacy" was saved before templates were required: it cannot make any link.
    const created = await t.db
      .insert(agents)
      .values([
        { name: 'CnFans', referralCode: 'CURIO' },
        { name: 'dogegoo', linkTemplate: 'https://www.dogegoo.com/product?url={url}' },
        { name: 'Legacy' },
      ])
      .returning();
    ids = Object.fromEntries(created.map((agent) => [agent.name, agent.id]));
  });

  const options = async (productId: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products/${productId}/buy-options`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return buyOptionsSchema.parse(res.json());
  };

  it("tells, per agent, whether Buy works for the product's platform and why not", async () => {
    const { platform, agents: byAgent } = await options(weidianProduct);
    expect(platform).toBe('WEIDIAN');
    const of = (name: string) => byAgent.find((agent) => agent.agentId === ids[name]);
    expect(of('CnFans')).toEqual({
      agentId: ids.CnFans,
      name: 'CnFans',
      available: true,
      reason: null,
    });
    expect(of('dogegoo')).toMatchObject({ available: false, reason: 'dogeGooWeidian' });
    expect(of('Legacy')).toMatchObject({ available: false, reason: 'agentCannotBuild' });
  });

  it('says no agent can buy a product without a valid shop link', async () => {
    const { platform, agents: byAgent } = await options(
      await createProduct(t.db, { sellerId, productLink: null }),
    );
    expect(platform).toBeNull();
    expect(byAgent.length).toBeGreaterThanOrEqual(3);
    expect(byAgent.every((agent) => agent.reason === 'noValidShopLink')).toBe(true);
  });

  it('answers an unknown product with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/987654/buy-options' });
    expect(res.json()).toMatchObject({ status: 404, code: 'productNotFound' });
  });

  it('Buy with an agent that cannot build says why, as the options did', async () => {
    const shopper = await createUser(t.db);
    await t.db.update(users).set({ agentId: ids.Legacy }).where(eq(users.id, shopper.id));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/products/${weidianProduct}/buy-link`,
      headers: bearer(await tokenFor(t.app, t.db, shopper.id)),
    });
    expect(res.json()).toEqual({
      status: 400,
      code: 'agentCannotBuild',
      message: 'This agent cannot make buy links: it has no link template.',
    });
  });
});
