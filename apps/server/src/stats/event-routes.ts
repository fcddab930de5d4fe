import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventBodySchema } from '@curio/shared';
import { products } from '../db/schema';
import { notFound } from '../http/errors';
import { emptyReply, errorReplies } from '../http/replies';
import { accountVisitor, anonymousVisitor, countOnce, visitorSweeper } from './count-once';
import { isCrawler } from './crawlers';

interface EventRoutesOptions {
  /** Keys the anonymous visitor ids: derived from the server's secrets. */
  visitorSecret: string;
}

const eventRoutes: FastifyPluginAsyncZod<EventRoutesOptions> = async (app, options) => {
  const sweep = visitorSweeper(app.db);

  app.post(
    '/events',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        operationId: 'recordProductView',
        tags: ['stats'],
        summary: 'Record a product view (for the statistics)',
        description:
          'Sent by the web app with its visitor id. Counts at most one view per product and visitor ' +
          'per 30 minutes; a request without a visitor id or from a crawler is answered alike and ' +
          'not counted.',
        body: eventBodySchema,
        response: { 204: emptyReply('Received'), ...errorReplies(404) },
      },
    },
    async (request, reply) => {
      const { productId, visitorId } = request.body;
      const [product] = await app.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, productId));
      if (!product) throw notFound('productNotFound');
      if (visitorId && !isCrawler(request.headers['user-agent'])) {
        // Once per address and window, signed in or not (six accounts of one address are one
        // view), and once per account from any number of addresses.
        const user = await app.optionalUser(request);
        const address = anonymousVisitor(options.visitorSecret, request.client);
        const visitors = user ? [accountVisitor(user.id), address] : [address];
        await countOnce(app.db, { type: 'product_view', productId, visitors });
        await sweep();
      }
      return reply.code(204).send();
    },
  );
};

export default eventRoutes;
