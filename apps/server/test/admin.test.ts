import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsSchema } from '@curio/shared';
import { agents, colors, events, products, users } from '../src/db/schema';
import { bearer, tokenFor } from './helpers/auth';
import { createProduct, createUser, type UserFixture } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: UserFixture;
let adminToken: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { role: 'ADMIN', username: 'root' });
  adminToken = await tokenFor(t.app, t.db, admin.id);
  tokens.USER = await tokenFor(t.app, t.db, (await createUser(t.db)).id);
  tokens.SELLER = await tokenFor(t.app, t.db, (await createUser(t.db, { role: 'SELLER' })).id);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

const ADMIN_CALLS: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, object?][] = [
  ['GET', '/api/accounts'],
  ['DELETE', '/api/accounts/1'],
  ['PATCH', '/api/accounts/1/role', { role: 'SELLER' }],
  ['PATCH', '/api/accounts/1/freeze'],
  ['PATCH', '/api/accounts/1/unfreeze'],
  ['POST', '/api/colors', { color: 'teal' }],
  ['PATCH', '/api/colors/1', { color: 'navy' }],
  ['DELETE', '/api/colors/1'],
  ['POST', '/api/sizes', { size: 'XS' }],
  ['DELETE', '/api/sizes/1'],
  ['POST', '/api/categories', { name: 'Hats' }],
  ['DELETE', '/api/categories/1'],
  ['GET', '/api/admin/agents'],
  ['POST', '/api/agents', { name: 'X', themeColorId: 1 }],
  ['DELETE', '/api/agents/1'],
  ['GET', '/api/stats'],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/synonyms'],
  ['POST', '/api/admin/synonyms', { terms: ['tee', 'tshirt'] }],
  ['DELETE', '/api/admin/synonyms/1'],
];

describe('admin endpoints', () => {
  it.each(ADMIN_CALLS)(
    '%s %s: 401 for a guest, 403 for a USER and a SELLER',
    async (method, url, body) => {
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(method, url, tokens.USER, body)).statusCode).toBe(403);
      expect((await call(method, url, tokens.SELLER, body)).statusCode).toBe(403);
    },
  );
});

describe('users', () => {
  it('lists 25 a page and searches by name, email, role and status', async () => {
    const frozen = await createUser(t.db, { username: 'icy', frozen: true });
    const page = (await call('GET', '/api/accounts', adminToken)).json<{
      size: number;
      totalElements: number;
    }>();
    expect(page.size).toBe(25);
    expect(page.totalElements).toBeGreaterThanOrEqual(4);
    const names = async (query: string) =>
      (await call('GET', `/api/accounts?${query}`, adminToken))
        .json<{ content: { username: string }[] }>()
        .content.map((u) => u.username);
    expect(await names('filter=name&search=ic')).toEqual(['icy']);
    expect(await names(`filter=email&search=${frozen.email.slice(0, 12)}`)).toEqual(['icy']);
    expect(await names('filter=status&search=frozen')).toEqual(['icy']);
    expect(await names('filter=role&search=admin')).toEqual(['root']);
    expect(await names('filter=status&search=active')).not.toContain('icy');
  });

  it("never acts on the admin's own account", async () => {
    const id = admin.id;
    expect((await call('DELETE', `/api/accounts/${id}`, adminToken)).json()).toEqual({
      status: 403,
      code: 'cantDeleteSelf',
      message: 'You cant delete your own User!',
    });
    expect(
      (await call('PATCH', `/api/accounts/${id}/role`, adminToken, { role: 'USER' })).json(),
    ).toEqual({
      status: 403,
      code: 'cantChangeOwnRole',
      message: "You can't change your own role!",
    });
    expect((await call('PATCH', `/api/accounts/${id}/freeze`, adminToken)).json()).toEqual({
      status: 403,
      code: 'cantFreezeSelf',
      message: "You can't freeze your own account!",
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ role: 'ADMIN', frozen: false });
  });

  it('changes a role, which ends the older sessions of that user', async () => {
    const user = await createUser(t.db);
    const oldToken = await tokenFor(t.app, t.db, user.id);
    const res = await call('PATCH', `/api/accounts/${user.id}/role`, adminToken, {
      role: 'SELLER',
    });
    expect(res.json()).toMatchObject({ id: user.id, role: 'SELLER' });
    expect((await call('GET', '/api/accounts/me', oldToken)).statusCode).toBe(401);
    const fresh = await tokenFor(t.app, t.db, user.id);
    expect((await call('GET', '/api/accounts/verify-role', fresh)).json()).toEqual({
      role: 'SELLER',
    });
  });

  it('freezes and unfreezes; a frozen user still signs in but cannot edit', async () => {
    const user = await createUser(t.db);
    expect(
      (await call('PATCH', `/api/accounts/${user.id}/freeze`, adminToken)).json(),
    ).toMatchObject({ frozen: true });
    const signIn = await call('POST', '/api/accounts/signin', undefined, {
      email: user.username,
      password: user.password,
    });
    const { token } = signIn.json<{ token: string }>();
    expect(
      (await call('PATCH', '/api/accounts/edit', token, { username: 'new', email: user.email }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/accounts/${user.id}/unfreeze`, adminToken)).json(),
    ).toMatchObject({ frozen: false });
    expect(
      (await call('PATCH', '/api/accounts/edit', token, { username: 'thawed', email: user.email }))
        .statusCode,
    ).toBe(200);
  });

  it('deletes a user with their products; their token stops working', async () => {
    const seller = await createUser(t.db, { role: 'SELLER' });
    const token = await tokenFor(t.app, t.db, seller.id);
    const productId = await createProduct(t.db, { sellerId: seller.id });
    expect((await call('DELETE', `/api/accounts/${seller.id}`, adminToken)).json()).toEqual({
      id: seller.id,
      deleted: true,
    });
    expect(await t.db.select().from(products).where(eq(products.id, productId))).toEqual([]);
    expect((await call('GET', '/api/accounts/me', token)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/accounts/${seller.id}`, adminToken)).statusCode).toBe(404);
  });
});

describe('colours, sizes and categories', () => {
  it("adds 'teal', renames it 'navy', deletes it", async () => {
    const created = await call('POST', '/api/colors', adminToken, { color: 'teal' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(
      (await call('PATCH', `/api/colors/${id}`, adminToken, { color: 'navy' })).json(),
    ).toEqual({ id, color: 'navy', translations: {} });
    expect((await call('DELETE', `/api/colors/${id}`, adminToken)).json()).toEqual({
      id,
      deleted: true,
    });
    expect((await call('DELETE', `/api/colors/${id}`, adminToken)).json()).toEqual({
      status: 404,
      code: 'colorNotFound',
      message: 'Color not found.',
    });
  });

  it.each([
    [{ color: '' }, 'Please enter a color name'],
    [
      { color: 'Sunset Glow' },
      'Please enter a valid color name that can be converted to a hex code',
    ],
  ])("refuses the colour %o with the spec's message", async (body, message) => {
    expect((await call('POST', '/api/colors', adminToken, body)).json()).toMatchObject({
      status: 400,
      message,
    });
  });

  it.each([
    ['/api/sizes', { size: '  ' }, 'Please enter a size name'],
    ['/api/categories', { name: '' }, 'Please enter a category name'],
  ])('refuses a blank name at %s', async (url, body, message) => {
    expect((await call('POST', url, adminToken, body)).json()).toMatchObject({
      status: 400,
      message,
    });
  });

  it('refuses a duplicate, case-insensitively', async () => {
    await call('POST', '/api/categories', adminToken, { name: 'Scarves' });
    expect(
      (await call('POST', '/api/categories', adminToken, { name: 'scarves' })).statusCode,
    ).toBe(409);
  });

  it("refuses to delete one in use with the spec's text", async () => {
    const seller = await createUser(t.db, { role: 'SELLER' });
    await createProduct(t.db, {
      sellerId: seller.id,
      colors: ['Crimson'],
      sizes: ['XXS'],
      categories: ['Belts'],
    });
    const lookups = {
      colors: (await call('GET', '/api/colors'))
        .json<{ id: number; color: string }[]>()
        .find((c) => c.color === 'Crimson'),
      sizes: (await call('GET', '/api/sizes'))
        .json<{ id: number; size: string }[]>()
        .find((s) => s.size === 'XXS'),
      categories: (await call('GET', '/api/categories'))
        .json<{ id: number; name: string }[]>()
        .find((c) => c.name === 'Belts'),
    };
    expect((await call('DELETE', `/api/colors/${lookups.colors?.id}`, adminToken)).json()).toEqual({
      status: 409,
      code: 'colorInUse',
      params: { name: 'Crimson' },
      message:
        'The color "Crimson" cannot be deleted because it is being used by one or more products.',
    });
    expect((await call('DELETE', `/api/sizes/${lookups.sizes?.id}`, adminToken)).json()).toEqual({
      status: 409,
      code: 'sizeInUse',
      params: { name: 'XXS' },
      message: 'The size "XXS" cannot be deleted because it is being used by one or more products.',
    });
    expect(
      (await call('DELETE', `/api/categories/${lookups.categories?.id}`, adminToken)).json(),
    ).toEqual({
      status: 409,
      code: 'categoryInUse',
      params: { name: 'Belts' },
      message:
        'The category "Belts" cannot be deleted because it is being used by one or more products.',
    });
  });
});

describe('agents', () => {
  it('adds an agent with referral settings, changes and deletes it; refuses an unreadable colour, and while users chose it', async () => {
    const [gold] = await t.db.insert(colors).values({ color: 'Gold' }).returning();
    const created = await call('POST', '/api/agents', adminToken, {
      name: 'DogeGoo',
      themeColorId: gold?.id,
      referralCode: 'CURIODOGE',
      linkTemplate: 'https://www.dogegoo.com/product?url={url}&ref={ref}',
    });
    expect(created.statusCode, created.body).toBe(201);
    const agent = created.json<{ id: number }>();
    expect(created.json()).toMatchObject({
      name: 'DogeGoo',
      themeColor: { color: 'Gold' },
      referralCode: 'CURIODOGE',
      users: 0,
    });
    const bad = await call('PATCH', `/api/agents/${agent.id}`, adminToken, {
      name: 'DogeGoo',
      themeColorId: gold?.id,
      linkTemplate: 'ftp://x/{id}',
    });
    expect(bad.json()).toMatchObject({
      status: 400,
      code: 'linkTemplateInvalid',
      message: 'The link template must be an https address and contain {id} or {url}.',
    });
    expect(
      (await call('POST', '/api/agents', adminToken, { name: ' ', themeColorId: gold?.id })).json(),
    ).toMatchObject({
      message: 'Please enter agent name',
    });
    expect(
      (await call('POST', '/api/agents', adminToken, { name: 'NoColour' })).json(),
    ).toMatchObject({
      message: 'Please select a theme color',
    });
    const [white] = await t.db.insert(colors).values({ color: 'White' }).returning();
    const pale = {
      name: 'Pale',
      themeColorId: white?.id,
      linkTemplate: 'https://agent.example/item?id={id}',
    };
    const unreadable = {
      status: 400,
      code: 'agentColorUnreadable',
      message:
        "The agent's name in this color cannot reach a contrast of 4.5:1 in both the light and the dark header. Please choose another color.",
    };
    expect((await call('POST', '/api/agents', adminToken, pale)).json()).toMatchObject(unreadable);
    expect((await call('PATCH', `/api/agents/${agent.id}`, adminToken, pale)).json()).toMatchObject(
      unreadable,
    );
    const user = await createUser(t.db);
    await t.db.update(users).set({ agentId: agent.id }).where(eq(users.id, user.id));
    expect((await call('DELETE', `/api/agents/${agent.id}`, adminToken)).json()).toEqual({
      status: 409,
      code: 'agentInUse',
      message:
        'This agent cannot be deleted because it is currently assigned to one or more users.',
    });
    await t.db.update(users).set({ agentId: null }).where(eq(users.id, user.id));
    expect((await call('DELETE', `/api/agents/${agent.id}`, adminToken)).statusCode).toBe(200);
  });
});

describe('statistics', () => {
  it('counts users, products, agents and the recorded events', async () => {
    const seller = await createUser(t.db, { role: 'SELLER' });
    const productId = await createProduct(t.db, { sellerId: seller.id });
    const [agent] = await t.db.insert(agents).values({ name: 'Superbuy' }).returning();
    const shopper = await createUser(t.db);
    await t.db
      .update(users)
      .set({ agentId: agent?.id ?? null })
      .where(eq(users.id, shopper.id));
    await t.db.delete(events);
    await t.db
      .insert(events)
      .values([
        ...Array.from({ length: 8 }, () => ({ type: 'product_view' as const, productId })),
        ...Array.from({ length: 3 }, () => ({ type: 'purchase_click' as const, productId })),
      ]);
    const stats = statsSchema.parse((await call('GET', '/api/stats', adminToken)).json());
    const [userCount, productCount, agentCount] = [
      (await t.db.select().from(users)).length,
      (await t.db.select().from(products)).length,
      (await t.db.select().from(agents)).length,
    ];
    expect(stats).toMatchObject({
      registeredUsers: userCount,
      totalProducts: productCount,
      availableAgents: agentCount,
      productViews: 8,
      purchaseClicks: 3,
      conversionRate: 37.5,
    });
    expect(stats.agentDistribution).toContainEqual({ name: 'Superbuy', users: 1 });
    expect(stats.agentDistribution.find((d) => d.name === null)?.users).toBe(userCount - 1);
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.at(-1)).toMatchObject({ views: 8, clicks: 3 });
  });
});

describe('audit log', () => {
  it('records admin actions, newest first, with the actor', async () => {
    const user = await createUser(t.db);
    await call('PATCH', `/api/accounts/${user.id}/freeze`, adminToken);
    const page = (await call('GET', '/api/admin/audit', adminToken)).json<{
      content: Record<string, unknown>[];
    }>();
    expect(page.content[0]).toMatchObject({
      action: 'user.freeze',
      targetType: 'user',
      targetId: user.id,
      actor: { id: admin.id, username: 'root' },
    });
  });

  it('records who changed what on whom, before and after, and when', async () => {
    const user = await createUser(t.db, { username: 'alice_audit' });
    const started = Date.now();
    const audited = async () =>
      (await call('GET', '/api/admin/audit', adminToken)).json<{
        content: { action: string; details: unknown; createdAt: string; targetId: number }[];
      }>().content;
    const changes = [
      ['role', { role: 'SELLER' }, 'user.role', { from: 'USER', to: 'SELLER' }],
      ['freeze', undefined, 'user.freeze', { from: 'active', to: 'frozen' }],
      ['unfreeze', undefined, 'user.unfreeze', { from: 'frozen', to: 'active' }],
    ] as const;
    for (const [path, body, action, change] of changes) {
      expect(
        (await call('PATCH', `/api/accounts/${user.id}/${path}`, adminToken, body)).statusCode,
      ).toBe(200);
      const [entry] = await audited();
      expect(entry).toMatchObject({
        action,
        targetId: user.id,
        actor: { id: admin.id, username: 'root' },
        details: { username: 'alice_audit', ...change },
      });
      expect(Date.parse(entry?.createdAt ?? '')).toBeGreaterThanOrEqual(started - 1000);
    }
    // Asking for what already is changes nothing and records nothing.
    const newest = (await audited())[0];
    await call('PATCH', `/api/accounts/${user.id}/unfreeze`, adminToken);
    await call('PATCH', `/api/accounts/${user.id}/role`, adminToken, { role: 'SELLER' });
    expect((await audited())[0]).toEqual(newest);
  });
});
