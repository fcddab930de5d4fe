import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventBodySchema } from '@curio/shared';
import { events, products } from '../db/schema';
import { notFound } from '../http/errors';
import { emptyReply, errorReplies } from '../http/replies';

const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/events',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        operationId: 'recordProductView',
        tags: ['stats'],
        summary: 'Record a product view (for the statistics)',
        body: eventBodySchema,
        response: { 204: emptyReply('Counted'), ...errorReplies(404) },
      },
    },
    async (request, reply) => {
      const { productId } = request.body;
      const [product] = await app.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, productId));
      if (!product) throw notFound('productNotFound');
      await app.db.insert(events).values({ type: 'product_view', productId });
      return reply.code(204).send();
    },
  );
};

export default eventRoutes;
