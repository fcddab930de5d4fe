import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminSynonymRuleSchema,
  errorBodySchema,
  MESSAGES,
  synonymRuleInputSchema,
  type SynonymRule,
} from '@curio/shared';
import { loadSynonyms } from '../src/catalog/synonym-source';
import { auditLog, catalogChanges } from '../src/db/schema';
import { buildDemoCatalog } from '../src/demo/catalog';
import { createAdminAndOthers } from './helpers/admin-and-others';
import { bearer } from './helpers/auth';
import type { UserFixture } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: UserFixture;
let tokens: Awaited<ReturnType<typeof createAdminAndOthers>>['tokens'];

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, tokens } = await createAdminAndOthers(t));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const list = async () => {
  const res = await call('GET', '/api/admin/synonyms', tokens.admin);
  expect(res.statusCode).toBe(200);
  return res.json<unknown[]>().map((rule) => adminSynonymRuleSchema.parse(rule));
};

const create = async (rule: unknown) => call('POST', '/api/admin/synonyms', tokens.admin, rule);

async function lookupChanges(): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(catalogChanges)
    .where(isNull(catalogChanges.productId));
  return row?.n ?? 0;
}

async function lastAudit() {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetType, 'synonym'))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('the starting list', () => {
  it('is seeded by the migration for the five languages, and loadSynonyms reads it', async () => {
    const rules = await list();
    expect(rules.length).toBeGreaterThanOrEqual(40);
    const shapes = rules.map(({ terms, mapsTo }) => ({ terms, mapsTo }));
    expect(shapes).toContainEqual({ terms: ['tee', 't-shirt', 'tshirt'], mapsTo: null });
    expect(shapes).toContainEqual({ terms: ['sneakers', 'trainers', 'kicks'], mapsTo: null });
    const mapsOf = (term: string) => shapes.find((rule) => rule.terms.includes(term))?.mapsTo;
    expect(mapsOf('卫衣')).toEqual(['hoodie']);
    expect(mapsOf('T恤')).toEqual(['t-shirt']);
    expect(mapsOf('运动鞋')).toEqual(['sneakers']);
    expect(mapsOf('帽子')).toEqual(['hat', 'cap']);
    expect(mapsOf('zapatillas')).toEqual(['sneakers']);
    expect(mapsOf('sudadera')).toEqual(['hoodie', 'sweatshirt']);
    expect(mapsOf('Turnschuhe')).toEqual(['sneakers']);
    expect(mapsOf('Kapuzenpullover')).toEqual(['hoodie']);
    expect(mapsOf('baskets')).toEqual(['sneakers']);
    expect(mapsOf('sweat à capuche')).toEqual(['hoodie']);

    expect(await loadSynonyms(t.db)).toEqual<SynonymRule[]>(shapes);
    // Each seeded rule is one an admin could have written.
    expect(shapes.filter((rule) => !synonymRuleInputSchema.safeParse(rule).success)).toEqual([]);
  });

  it('leads to words the demo store’s names, categories and colours really use', async () => {
    const words = new Set(
      buildDemoCatalog().products.flatMap((product) =>
        [product.name, ...product.categories, ...product.colors].flatMap((text) =>
          text.toLowerCase().split(/\s+/),
        ),
      ),
    );
    const used = (term: string) =>
      term.split(' ').every((word) => words.has(word) || words.has(`${word}s`));
    for (const rule of await loadSynonyms(t.db)) {
      const targets = rule.mapsTo ?? rule.terms;
      expect(targets.filter(used), rule.terms.join(', ')).not.toEqual([]);
      if (rule.mapsTo)
        expect(
          rule.mapsTo.filter((term) => !used(term)),
          rule.terms[0],
        ).toEqual([]);
    }
  });
});

describe('synonym rules', () => {
  it('are added, listed, changed and deleted, each change audited and reloading the indexes', async () => {
    let changes = await lookupChanges();
    const created = await create({ terms: [' kicks2 ', 'sneaks'], mapsTo: ['sneakers'] });
    expect(created.statusCode).toBe(201);
    const rule = adminSynonymRuleSchema.parse(created.json());
    expect(rule).toMatchObject({ terms: ['kicks2', 'sneaks'], mapsTo: ['sneakers'] });
    expect((await list()).at(-1)).toEqual(rule);
    expect(await loadSynonyms(t.db)).toContainEqual({
      terms: ['kicks2', 'sneaks'],
      mapsTo: ['sneakers'],
    });
    expect(await lookupChanges()).toBeGreaterThan(changes);
    expect(await lastAudit()).toMatchObject({
      actorId: admin.id,
      action: 'synonym.create',
      targetId: rule.id,
      details: { name: 'kicks2, sneaks → sneakers' },
    });

    changes = await lookupChanges();
    const updated = await call('PATCH', `/api/admin/synonyms/${rule.id}`, tokens.admin, {
      terms: ['kicks2', 'sneaks', 'beaters'],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: rule.id,
      terms: ['kicks2', 'sneaks', 'beaters'],
      mapsTo: null,
    });
    expect((await list()).find((r) => r.id === rule.id)?.mapsTo).toBeNull();
    expect(await lookupChanges()).toBeGreaterThan(changes);
    expect(await lastAudit()).toMatchObject({
      action: 'synonym.update',
      targetId: rule.id,
      details: { from: 'kicks2, sneaks → sneakers', to: 'kicks2, sneaks, beaters' },
    });

    changes = await lookupChanges();
    const deleted = await call('DELETE', `/api/admin/synonyms/${rule.id}`, tokens.admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: rule.id, deleted: true });
    expect((await list()).map((r) => r.id)).not.toContain(rule.id);
    expect(await lookupChanges()).toBeGreaterThan(changes);
    expect(await lastAudit()).toMatchObject({
      action: 'synonym.delete',
      targetId: rule.id,
      details: { name: 'kicks2, sneaks, beaters' },
    });
  });

  it('answers 409 for the terms of another rule, case and order aside', async () => {
    const first = await create({ terms: ['jorts', 'denim shorts'] });
    expect(first.statusCode).toBe(201);
    const firstId = adminSynonymRuleSchema.parse(first.json()).id;
    const before = await list();

    for (const rule of [
      { terms: ['Denim Shorts', 'JORTS'] },
      { terms: ['denim shorts', 'jorts'], mapsTo: ['shorts'] },
    ]) {
      const res = await create(rule);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({
        status: 409,
        code: 'synonymExists',
        message: MESSAGES.synonymExists,
      });
    }
    // The seeded "tee, t-shirt, tshirt" cannot be copied onto by an edit either.
    const edit = await call('PATCH', `/api/admin/synonyms/${firstId}`, tokens.admin, {
      terms: ['TSHIRT', 'tee', 't-shirt'],
    });
    expect(edit.statusCode).toBe(409);
    expect(await list()).toEqual(before);

    // The rule's own terms are not a conflict with itself.
    const same = await call('PATCH', `/api/admin/synonyms/${firstId}`, tokens.admin, {
      terms: ['jorts', 'Denim shorts'],
    });
    expect(same.statusCode).toBe(200);
    // A subset is another rule.
    expect((await create({ terms: ['jorts'], mapsTo: ['shorts'] })).statusCode).toBe(201);
  });

  it('answers 404 for a rule that is not there', async () => {
    for (const [method, payload] of [
      ['PATCH', { terms: ['a1', 'b1'] }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, '/api/admin/synonyms/2147483647', tokens.admin, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        status: 404,
        code: 'synonymNotFound',
        message: MESSAGES.synonymNotFound,
      });
    }
  });

  it.each([
    [{ terms: ['solo'] }, 'terms', 'synonymTwoTermsRequired'],
    [{ terms: [] }, 'terms', 'synonymTermsRequired'],
    [{}, 'terms', 'synonymTermsRequired'],
    [{ terms: ['a', 'b'], mapsTo: [] }, 'mapsTo', 'synonymMapsToRequired'],
    [{ terms: ['a', '   '] }, 'terms.1', 'synonymTermEmpty'],
    [{ terms: ['a', 'x'.repeat(41)] }, 'terms.1', 'synonymTermTooLong'],
    [{ terms: ['a, b', 'c'] }, 'terms.0', 'synonymTermComma'],
    [{ terms: ['a', '--'] }, 'terms.1', 'synonymTermNoWord'],
    [{ terms: ['Tee', 'tee'] }, 'terms', 'synonymTermRepeated'],
    [{ terms: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'terms', 'synonymTooManyTerms'],
    [{ terms: ['hoodie'], mapsTo: ['HOODIE'] }, 'mapsTo', 'synonymMapsToSelf'],
    [{ terms: ['a', 7] }, 'terms.1', 'synonymTermEmpty'],
  ] as const)('refuses %j with a 400 naming the field', async (rule, field, code) => {
    const before = (await list()).length;
    const res = await create(rule);
    expect(res.statusCode, res.body).toBe(400);
    const body = errorBodySchema.strict().parse(res.json());
    expect(body).toMatchObject({ code, fieldErrors: { [field]: MESSAGES[code] } });
    expect(body.fieldCodes).toEqual({ [field]: code });
    expect((await list()).length).toBe(before);
  });

  it('checks the caller, then their role, then the input (401, 403, 400)', async () => {
    const bad = { terms: 'not a list' };
    const existing = (await list())[0]?.id ?? 0;
    const routes: [Method, string][] = [
      ['GET', '/api/admin/synonyms'],
      ['POST', '/api/admin/synonyms'],
      ['PATCH', `/api/admin/synonyms/${existing}`],
      ['DELETE', '/api/admin/synonyms/abc'],
    ];
    for (const [method, url] of routes) {
      const payload = method === 'POST' || method === 'PATCH' ? bad : undefined;
      expect((await call(method, url, undefined, payload)).json()).toMatchObject({
        status: 401,
        code: 'noToken',
      });
      for (const who of ['user', 'seller'] as const) {
        expect((await call(method, url, tokens[who], payload)).json()).toMatchObject({
          status: 403,
          code: 'forbidden',
        });
      }
      if (method !== 'GET') {
        expect((await call(method, url, tokens.admin, payload)).statusCode).toBe(400);
      }
    }
    const [audited] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'synonym'), eq(auditLog.targetId, existing)));
    expect(audited?.n).toBe(0);
  });
});
