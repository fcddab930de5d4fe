import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCurrencyRateSchema,
  currencyParamSchema,
  currencyRateInputSchema,
  plainRate,
} from '@curio/shared';
import { signedInUser } from '../accounts/auth-plugin';
import { recordAudit } from '../audit/audit-log';
import { notePagesChanged } from '../catalog/memory-index/catalog-source';
import { readCurrencyRates } from '../currency/currency-rates';
import { currencyRates } from '../db/schema';
import { errorReplies, reply } from '../http/replies';

const errors = errorReplies(400, 401, 403);
const security = [{ bearer: [] }];

/** The display-currency rates (ADMIN): read with who set them, and set one at a time. */
const currencyRateAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/currency-rates',
    {
      config: { auth: 'ADMIN' },
      schema: {
        operationId: 'listAdminCurrencyRates',
        tags: ['admin'],
        summary: 'The display-currency rates set so far, with when and by whom',
        security,
        response: { 200: reply('The rates', z.array(adminCurrencyRateSchema)), ...errors },
      },
    },
    () => readCurrencyRates(app.db),
  );

  app.put(
    '/admin/currency-rates/:currency',
    {
      config: { auth: 'ADMIN' },
      schema: {
        operationId: 'setCurrencyRate',
        tags: ['admin'],
        summary: 'Set how many units of a currency (USD, EUR or GBP) one CNY buys',
        security,
        params: currencyParamSchema,
        body: currencyRateInputSchema,
        response: { 200: reply('The rate as now set', adminCurrencyRateSchema), ...errors },
      },
    },
    async (request) => {
      const admin = signedInUser(request);
      const { currency } = request.params;
      const { perCny } = request.body;
      const setAt = new Date();
      const rate = await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select({ perCny: currencyRates.perCny })
          .from(currencyRates)
          .where(eq(currencyRates.currency, currency))
          .for('update');
        const values = { perCny, setAt, setBy: admin.id };
        const [saved] = await tx
          .insert(currencyRates)
          .values({ currency, ...values })
          .onConflictDoUpdate({ target: currencyRates.currency, set: values })
          .returning();
        if (!saved) throw new Error('The currency rate was not stored');
        // Pages show prices converted at it (on every server: catalog_changes).
        await notePagesChanged(tx);
        const stated = (value: string) => `1 CNY = ${plainRate(value)} ${currency}`;
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'currency_rate.update',
          targetType: 'currency_rate',
          details: {
            name: currency,
            ...(before ? { from: stated(before.perCny) } : {}),
            to: stated(saved.perCny),
          },
        });
        return saved;
      });
      return {
        currency,
        perCny: plainRate(rate.perCny),
        setAt: rate.setAt.toISOString(),
        setBy: admin.username,
      };
    },
  );
};

export default currencyRateAdminRoutes;
