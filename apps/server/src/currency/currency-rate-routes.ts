import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currencyRateSchema } from '@curio/shared';
import { reply } from '../http/replies';
import { readCurrencyRates } from './currency-rates';

/** The display-currency rates shoppers convert CNY prices with (set in the admin panel). */
const currencyRateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/currency-rates',
    {
      config: { publicCache: true, catalogueVersioned: true },
      schema: {
        operationId: 'listCurrencyRates',
        tags: ['catalog'],
        summary:
          'Units of each display currency per 1 CNY, with the date each was set; a currency without a rate is shown in CNY only',
        response: { 200: reply('The rates', z.array(currencyRateSchema)) },
      },
    },
    async () =>
      (await readCurrencyRates(app.db)).map(({ currency, perCny, setAt }) => ({
        currency,
        perCny,
        setAt,
      })),
  );
};

export default currencyRateRoutes;
