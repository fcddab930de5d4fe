import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminCurrencyRateSchema,
  currencyRateSchema,
  errorBodySchema,
  MESSAGES,
  type MessageKey,
} from '@curio/shared';
import { auditLog, currencyRates } from '../src/db/schema';
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

const setRate = (currency: string, payload: unknown, token = tokens.admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/currency-rates/${currency}`,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });

const publicRates = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/currency-rates' });
  expect(res.statusCode).toBe(200);
  return z.array(currencyRateSchema.strict()).parse(res.json());
};

const adminRates = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/currency-rates',
    headers: bearer(tokens.admin),
  });
  expect(res.statusCode).toBe(200);
  return z.array(adminCurrencyRateSchema).parse(res.json());
};

async function rateAudits() {
  return t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetType, 'currency_rate'))
    .orderBy(desc(auditLog.id));
}

describe('currency rates', () => {
  it('start empty: shoppers then see CNY only', async () => {
    expect(await publicRates()).toEqual([]);
    expect(await adminRates()).toEqual([]);
  });

  it('are set by an admin, read by anyone with their date, and each change is audited', async () => {
    const before = Date.now();
    const first = await setRate('USD', { perCny: ' 0.1389 ' });
    expect(first.statusCode, first.body).toBe(200);
    const usd = adminCurrencyRateSchema.parse(first.json());
    expect(usd).toMatchObject({ currency: 'USD', perCny: '0.1389', setBy: admin.username });
    expect(Date.parse(usd.setAt)).toBeGreaterThanOrEqual(before - 1000);

    // A decimal comma is read as a point; the stored value is exactly the one typed.
    expect((await setRate('EUR', { perCny: '0,128' })).statusCode).toBe(200);
    const [stored] = await t.db
      .select({ perCny: currencyRates.perCny })
      .from(currencyRates)
      .where(eq(currencyRates.currency, 'EUR'));
    expect(Number(stored?.perCny)).toBe(0.128);

    expect(await publicRates()).toEqual([
      { currency: 'EUR', perCny: '0.128', setAt: expect.any(String) as string },
      { currency: 'USD', perCny: '0.1389', setAt: usd.setAt },
    ]);
    expect((await adminRates()).map((rate) => rate.setBy)).toEqual([
      admin.username,
      admin.username,
    ]);

    const changed = await setRate('USD', { perCny: '0.14' });
    expect(changed.json()).toMatchObject({ currency: 'USD', perCny: '0.14' });
    expect((await publicRates()).find((rate) => rate.currency === 'USD')?.perCny).toBe('0.14');

    const [latest, previous] = await rateAudits();
    expect(latest).toMatchObject({
      actorId: admin.id,
      action: 'currency_rate.update',
      details: { name: 'USD', from: '1 CNY = 0.1389 USD', to: '1 CNY = 0.14 USD' },
    });
    expect(previous).toMatchObject({ details: { name: 'EUR', to: '1 CNY = 0.128 EUR' } });
    expect(previous?.details).not.toHaveProperty('from');
  });

  it('are public and cacheable: an ETag, and 304 when nothing changed', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/currency-rates' });
    // Browsers revalidate every time: a rate an admin sets shows on the next page load.
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(first.headers['cdn-cache-control']).toContain('stale-while-revalidate');
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/currency-rates',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await setRate('GBP', { perCny: '0.1068' });
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/currency-rates',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
  });

  it.each<[unknown, MessageKey]>([
    ['', 'currencyRateRequired'],
    ['abc', 'currencyRateNotANumber'],
    ['1e-3', 'currencyRateNotANumber'],
    [true, 'currencyRateNotANumber'],
    [null, 'currencyRateRequired'],
    [undefined, 'currencyRateRequired'],
    [0, 'currencyRateNotPositive'],
    [-7.2, 'currencyRateNotPositive'],
    [0.0000001, 'currencyRateTooPrecise'],
    [0.1234567, 'currencyRateTooPrecise'],
    [10000.5, 'currencyRateTooLarge'],
    [1e21, 'currencyRateTooLarge'],
    ['0', 'currencyRateNotPositive'],
    ['0.000000', 'currencyRateNotPositive'],
    ['-0.14', 'currencyRateNotPositive'],
    ['0.1234567', 'currencyRateTooPrecise'],
    ['10000.5', 'currencyRateTooLarge'],
  ])('refuses the rate %j with a 400 naming it (%s)', async (perCny, code) => {
    const before = await adminRates();
    const res = await setRate('USD', { perCny });
    expect(res.statusCode, res.body).toBe(400);
    const body = errorBodySchema.strict().parse(res.json());
    expect(body).toMatchObject({ code, fieldErrors: { perCny: MESSAGES[code] } });
    expect(body.fieldCodes).toEqual({ perCny: code });
    expect(await adminRates()).toEqual(before);
  });

  it('takes a rate sent as a JSON number as the decimal it is written as', async () => {
    const res = await setRate('GBP', { perCny: 7.2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ currency: 'GBP', perCny: '7.2' });
    expect((await setRate('GBP', { perCny: 0.108765 })).json()).toMatchObject({
      perCny: '0.108765',
    });
    expect((await publicRates()).find((rate) => rate.currency === 'GBP')?.perCny).toBe('0.108765');
  });

  it("refuses a JSON number past a double's range (1e400) as too large", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/currency-rates/USD',
      headers: { ...bearer(tokens.admin), 'content-type': 'application/json' },
      payload: '{"perCny":1e400}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'currencyRateTooLarge',
      fieldCodes: { perCny: 'currencyRateTooLarge' },
    });
  });

  it('refuses a currency other than USD, EUR and GBP (CNY is the price of record)', async () => {
    for (const currency of ['CNY', 'JPY', 'usd']) {
      const res = await setRate(currency, { perCny: '1' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'currencyUnknown',
        fieldErrors: { currency: MESSAGES.currencyUnknown },
      });
    }
  });

  it('checks the caller, then their role, then the input (401, 403, 400), auditing nothing', async () => {
    const audits = (await rateAudits()).length;
    const bad = { perCny: 'lots' };
    const routes = [
      ['GET', '/api/admin/currency-rates', undefined],
      ['PUT', '/api/admin/currency-rates/USD', bad],
    ] as const;
    for (const [method, url, payload] of routes) {
      const call = (token?: string) =>
        t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
      expect((await call()).json()).toMatchObject({ status: 401, code: 'noToken' });
      for (const token of [tokens.user, tokens.seller]) {
        expect((await call(token)).json()).toMatchObject({ status: 403, code: 'forbidden' });
      }
    }
    expect((await setRate('USD', bad)).statusCode).toBe(400);
    expect((await rateAudits()).length).toBe(audits);
  });
});
